/// What the line breaking rules decide between two scalars.
enum LineBreakDecision: UInt8 {
    /// No break (×).
    case prohibited
    /// A break opportunity (÷).
    case allowed
    /// A hard break (!), rules LB4 and LB5.
    case mandatory
    /// No break if the next non-combining scalar is a number (NU), else a break: the `(PR | PO) ×
    /// (OP | HY)? NU` part of the LB25 tailoring, which is the only rule that looks ahead.
    case prohibitedBeforeNumber
    /// Not a decision: marks the entries of ``LineBreakPairTable`` that need the full rules.
    case needsState
}

/// The context the UAX #14 (Unicode 15.0) rules need, fed one scalar at a time.
///
/// The state is three bytes in one 32-bit word: a row of ``LineBreakPairTable`` (the class of the
/// previous unit, the class before a run of spaces, where a number stands, whether the previous
/// scalar was a ZWJ), the previous unit's table flags and the count of regional indicators in a row. Most scalars
/// take one table read that gives both the decision and the next row; the rest go through the rules
/// one by one (``Rules``). The layout stores the state at every line start, so it is kept small.
struct LineBreakState: Hashable, Sendable {
    /// The state in one word, so the hot loops keep it in a register: the pair-table row (a
    /// ``LineBreakPairTable/Row`` in the low seven bits, plus ``LineBreakPairTable/zwjBit`` when the
    /// previous scalar itself was a ZWJ) in bits 0–7; the table value (class and flags) of the base of
    /// the previous unit (rules LB30, LB30b) in bits 8–15; the number of regional indicators in a row
    /// so far, modulo 256, when the previous unit is one, else 0 (rule LB30a needs only its parity),
    /// in bits 16–23.
    private var bits = UInt32(LineBreakPairTable.Row.start)

    private var row: UInt8 { UInt8(truncatingIfNeeded: bits) }
    private var previousFlags: UInt8 { UInt8(truncatingIfNeeded: bits >> 8) }
    private var regionalIndicators: UInt8 { UInt8(truncatingIfNeeded: bits >> 16) }

    /// The state's row in ``LineBreakPairTable``.
    var pairTableRow: UInt8 { row }

    /// Whether the text so far ends with a hard line break (the mandatory break of LB4/LB5 at its end).
    var endsWithHardBreak: Bool {
        switch row & ~LineBreakPairTable.zwjBit {
        case LineBreakClass.bk.rawValue, LineBreakClass.cr.rawValue, LineBreakClass.lf.rawValue,
            LineBreakClass.nl.rawValue:
            true
        default: false
        }
    }

    /// Decides whether a line may break before a scalar, then moves the state past it.
    ///
    /// One read of ``LineBreakPairTable`` settles most scalars; marks, regional indicators, the
    /// scalar after a ZWJ and the pairs whose rules look further back take ``advanceByRules(over:)``.
    /// - Parameters:
    ///   - value: The scalar's line-break table value (class and flags).
    ///   - pairs: The pair table, passed in so the hot loop reads it without a lazy-global check.
    /// - Returns: The decision for the boundary before the scalar; meaningless for the first scalar.
    @inline(__always)
    mutating func advance(over value: UInt8, pairs: LineBreakPairTable) -> LineBreakDecision {
        let entry = pairs.entry(row: row, value: value)
        guard entry < LineBreakPairTable.needsStateEntry else {
            return advanceByRules(over: value)
        }
        bits = UInt32(truncatingIfNeeded: entry) & 0xFF | UInt32(value) << 8
        return unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 8), to: LineBreakDecision.self)
    }

    /// The table's step alone, without changing the state: the decision before a scalar and the state
    /// after it, or `nil` when the step needs the rules (then ``advance(over:pairs:)`` takes them).
    @inline(__always)
    func tableStep(over value: UInt8, pairs: LineBreakPairTable) -> (LineBreakDecision, LineBreakState)? {
        let entry = pairs.entry(row: row, value: value)
        guard entry < LineBreakPairTable.needsStateEntry else { return nil }
        var next = self
        next.bits = UInt32(truncatingIfNeeded: entry) & 0xFF | UInt32(value) << 8
        return (unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 8), to: LineBreakDecision.self), next)
    }

    /// ``advance(over:pairs:)`` through the rules, for what the pair table does not settle.
    @inline(never)
    mutating func advanceByRules(over value: UInt8) -> LineBreakDecision {
        var rules = Rules(self)
        let decision = rules.advance(over: value)
        self = LineBreakState(rules)
        return decision
    }

    /// The state at the start of a text.
    init() {}

    /// The state the rules left.
    init(_ rules: Rules) {
        guard let previous = rules.previous else {
            self.init()
            return
        }
        let unit: UInt8
        switch (previous, rules.number) {
        case (.sp, _): unit = LineBreakPairTable.Row.afterSpaces + (rules.beforeSpaces ?? .al).rawValue
        case (.sy, .digits): unit = LineBreakPairTable.Row.symbolInNumber
        case (.is, .digits): unit = LineBreakPairTable.Row.separatorInNumber
        case (.cl, .closed): unit = LineBreakPairTable.Row.closeAfterNumber
        case (.cp, .closed): unit = LineBreakPairTable.Row.parenthesisAfterNumber
        case (.hy, _) where rules.beforePrevious == .hl: unit = LineBreakPairTable.Row.hyphenAfterHebrew
        case (.ba, _) where rules.beforePrevious == .hl: unit = LineBreakPairTable.Row.breakAfterAfterHebrew
        default: unit = previous.rawValue
        }
        self.init(
            row: unit | (rules.previousIsZWJ ? LineBreakPairTable.zwjBit : 0),
            previousFlags: rules.previousFlags,
            regionalIndicators: previous == .ri ? rules.regionalIndicators : 0)
    }

    /// A state made of a pair-table row and flags, for building ``LineBreakPairTable``.
    init(row: UInt8, previousFlags: UInt8, regionalIndicators: UInt8) {
        bits = UInt32(row) | UInt32(previousFlags) << 8 | UInt32(regionalIndicators) << 16
    }

    /// The state spelled out for the rules, one field per thing a rule looks back on.
    ///
    /// Rule LB9 folds combining marks into the unit before them, so the rules see units (a base and
    /// its marks), the run of spaces after a unit (for LB8, LB14–LB17) and the little history that
    /// LB21a, LB25, LB30a and LB30b look back on. Numbers follow the tailoring of Example 7 in UAX #14
    /// section 8.2, as LineBreakTest.txt does.
    struct Rules {
        /// The class of the previous unit after LB9 and LB10; `nil` at the start of the text.
        var previous: LineBreakClass?
        /// The class of the unit before ``previous``, as far as rule LB21a cares: HL or not.
        var beforePrevious: LineBreakClass?
        /// The class of the last unit that is not a space (rules LB8, LB14–LB17).
        var beforeSpaces: LineBreakClass?
        /// The table value of the base of the previous unit (rules LB30, LB30b).
        var previousFlags: UInt8
        /// Whether the previous scalar itself was a ZWJ (rule LB8a looks at scalars, not units).
        var previousIsZWJ: Bool
        /// The number of regional indicators in a row so far, modulo 256.
        var regionalIndicators: UInt8
        /// Where the units so far stand in `NU (NU | SY | IS)* (CL | CP)?` (LB25 tailoring).
        var number: NumberProgress

        enum NumberProgress {
            case none
            /// Inside `NU (NU | SY | IS)*`.
            case digits
            /// After `NU (NU | SY | IS)* (CL | CP)`.
            case closed
        }

        /// The rules' view of a state: everything the pair-table row encodes, spelled out.
        init(_ state: LineBreakState) {
            previousFlags = state.previousFlags
            regionalIndicators = state.regionalIndicators
            previousIsZWJ = state.row & LineBreakPairTable.zwjBit != 0
            beforePrevious = nil
            beforeSpaces = nil
            number = .none
            let unit = state.row & ~LineBreakPairTable.zwjBit
            switch unit {
            case LineBreakPairTable.Row.start:
                previous = nil
            case LineBreakPairTable.Row.afterSpaces..<LineBreakPairTable.Row.symbolInNumber:
                previous = .sp
                beforeSpaces = LineBreakClass(tableValue: unit - LineBreakPairTable.Row.afterSpaces)
            case LineBreakPairTable.Row.symbolInNumber, LineBreakPairTable.Row.separatorInNumber:
                previous = unit == LineBreakPairTable.Row.symbolInNumber ? .sy : .is
                number = .digits
            case LineBreakPairTable.Row.closeAfterNumber, LineBreakPairTable.Row.parenthesisAfterNumber:
                previous = unit == LineBreakPairTable.Row.closeAfterNumber ? .cl : .cp
                number = .closed
            case LineBreakPairTable.Row.hyphenAfterHebrew, LineBreakPairTable.Row.breakAfterAfterHebrew:
                previous = unit == LineBreakPairTable.Row.hyphenAfterHebrew ? .hy : .ba
                beforePrevious = .hl
            default:
                let previous = LineBreakClass(tableValue: unit)
                self.previous = previous
                number = previous == .nu ? .digits : .none
            }
            if previous != .sp {
                beforeSpaces = previous
            }
        }

        /// Decides whether a line may break before a scalar, then moves the state past it.
        mutating func advance(over value: UInt8) -> LineBreakDecision {
            let raw = LineBreakClass(tableValue: value)
            let isCombining = raw == .cm || raw == .zwj
            guard let previous else {
                append(isCombining ? .al : raw, value: value, isZWJ: raw == .zwj)  // LB10 at the start
                return .prohibited
            }
            // LB9: X (CM | ZWJ)* is X, unless X is BK, CR, LF, NL, SP or ZW.
            let absorbed: Bool
            switch previous {
            case .bk, .cr, .lf, .nl, .sp, .zw: absorbed = false
            default: absorbed = isCombining
            }
            let current = isCombining ? .al : raw  // LB10 for the marks LB9 did not absorb
            let decision = decide(current, raw: raw, flags: value, absorbed: absorbed, after: previous)
            if absorbed {
                previousIsZWJ = raw == .zwj
            } else {
                append(current, value: value, isZWJ: raw == .zwj)
            }
            return decision
        }

        private mutating func append(_ current: LineBreakClass, value: UInt8, isZWJ: Bool) {
            switch (number, current) {
            case (_, .nu): number = .digits
            case (.digits, .sy), (.digits, .is): number = .digits
            case (.digits, .cl), (.digits, .cp): number = .closed
            default: number = .none
            }
            regionalIndicators = current == .ri ? regionalIndicators &+ 1 : 0
            if current != .sp {
                beforeSpaces = current
            }
            beforePrevious = previous
            previous = current
            previousFlags = value
            previousIsZWJ = isZWJ
        }

        // One rule per line, in the order of UAX #14; the first that matches decides.
        // swift-format-ignore
        private func decide(
            _ current: LineBreakClass, raw: LineBreakClass, flags: UInt8, absorbed: Bool,
            after previous: LineBreakClass
        ) -> LineBreakDecision {
            switch previous {
            case .bk, .lf, .nl: return .mandatory                          // LB4, LB5
            case .cr: return raw == .lf ? .prohibited : .mandatory          // LB5
            default: break
            }
            switch raw {
            case .bk, .cr, .lf, .nl, .sp, .zw: return .prohibited          // LB6, LB7
            default: break
            }
            if beforeSpaces == .zw && (previous == .zw || previous == .sp) { return .allowed }  // LB8
            if previousIsZWJ || absorbed { return .prohibited }             // LB8a, LB9
            if current == .wj || previous == .wj { return .prohibited }    // LB11
            if previous == .gl { return .prohibited }                       // LB12
            if current == .gl && previous != .sp && previous != .ba && previous != .hy {
                return .prohibited                                          // LB12a
            }
            switch current {
            case .cl, .cp, .ex, .is, .sy: return .prohibited              // LB13
            default: break
            }
            switch (beforeSpaces, current) {
            case (.op, _): return .prohibited                               // LB14
            case (.qu, .op): return .prohibited                             // LB15
            case (.cl, .ns), (.cp, .ns): return .prohibited                 // LB16
            case (.b2, .b2): return .prohibited                             // LB17
            default: break
            }
            if previous == .sp { return .allowed }                          // LB18
            if current == .qu || previous == .qu { return .prohibited }    // LB19
            if current == .cb || previous == .cb { return .allowed }       // LB20
            switch (previous, current) {
            case (_, .ba), (_, .hy), (_, .ns), (.bb, _): return .prohibited  // LB21
            case (.hy, _), (.ba, _): if beforePrevious == .hl { return .prohibited }  // LB21a
            case (.sy, .hl): return .prohibited                             // LB21b
            default: break
            }
            switch (previous, current) {
            case (_, .in): return .prohibited                               // LB22
            case (.al, .nu), (.hl, .nu), (.nu, .al), (.nu, .hl): return .prohibited  // LB23
            case (.pr, .id), (.pr, .eb), (.pr, .em), (.id, .po), (.eb, .po), (.em, .po):
                return .prohibited                                          // LB23a
            case (.pr, .al), (.pr, .hl), (.po, .al), (.po, .hl), (.al, .pr), (.al, .po), (.hl, .pr), (.hl, .po):
                return .prohibited                                          // LB24
            default: break
            }
            switch (previous, current) {                                    // LB25, tailored (Example 7)
            case (.pr, .nu), (.po, .nu), (.op, .nu), (.hy, .nu): return .prohibited
            case (.pr, .op), (.pr, .hy), (.po, .op), (.po, .hy): return .prohibitedBeforeNumber
            default: break
            }
            switch (number, current) {
            case (.digits, .nu), (.digits, .sy), (.digits, .is), (.digits, .cl), (.digits, .cp): return .prohibited
            case (.digits, .po), (.digits, .pr), (.closed, .po), (.closed, .pr): return .prohibited
            default: break
            }
            switch (previous, current) {
            case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3): return .prohibited  // LB26
            case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt): return .prohibited
            case (.jt, .jt), (.h3, .jt): return .prohibited
            case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po): return .prohibited  // LB27
            case (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3): return .prohibited
            case (.al, .al), (.al, .hl), (.hl, .al), (.hl, .hl): return .prohibited  // LB28
            case (.is, .al), (.is, .hl): return .prohibited                 // LB29
            case (.al, .op), (.hl, .op), (.nu, .op):                        // LB30
                if flags & UnicodeTables.lineBreakEastAsian == 0 { return .prohibited }
            case (.cp, .al), (.cp, .hl), (.cp, .nu):
                if previousFlags & UnicodeTables.lineBreakEastAsian == 0 { return .prohibited }
            case (.ri, .ri): if regionalIndicators % 2 == 1 { return .prohibited }  // LB30a
            case (.eb, .em): return .prohibited                             // LB30b
            case (_, .em):
                if previousFlags & UnicodeTables.lineBreakPictographicUnassigned != 0 { return .prohibited }
            default: break
            }
            return .allowed                                                 // LB31
        }
    }
}
