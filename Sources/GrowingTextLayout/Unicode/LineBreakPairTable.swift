/// The line-break step of every (state, class) pair whose outcome does not depend on anything else:
/// the decision and the next state's row in one 16-bit entry, precomputed once from the rules
/// themselves (``LineBreakState/Rules``).
///
/// A row is what the rules need to know about the text before a scalar, as far as one table can
/// hold it: the class of the previous unit; after spaces, the class before them (LB8, LB14–LB17);
/// whether a symbol, separator or closing punctuation continues a number (LB25); whether a hyphen
/// follows a Hebrew letter (LB21a); whether the previous scalar was a ZWJ (LB8a). Entries whose
/// outcome depends on more (the previous unit's flags for LB30 and LB30b, the regional-indicator
/// count for LB30a, combining marks for LB9) hold ``needsStateEntry``, and the step goes through the
/// rules.
struct LineBreakPairTable: @unchecked Sendable {
    /// The process-wide table; built on first use and never freed.
    static let shared = LineBreakPairTable()

    /// The rows besides one per class (a class's raw value is its row).
    enum Row {
        /// After a space: 38 rows, `afterSpaces` plus the raw value of the class before the spaces.
        static let afterSpaces: UInt8 = LineBreakClass.ri.rawValue + 1
        /// SY inside `NU (NU | SY | IS)*`.
        static let symbolInNumber: UInt8 = afterSpaces + afterSpaces
        /// IS inside `NU (NU | SY | IS)*`.
        static let separatorInNumber: UInt8 = symbolInNumber + 1
        /// CL after `NU (NU | SY | IS)*`.
        static let closeAfterNumber: UInt8 = symbolInNumber + 2
        /// CP after `NU (NU | SY | IS)*`.
        static let parenthesisAfterNumber: UInt8 = symbolInNumber + 3
        /// HY after HL.
        static let hyphenAfterHebrew: UInt8 = symbolInNumber + 4
        /// BA after HL.
        static let breakAfterAfterHebrew: UInt8 = symbolInNumber + 5
        /// The start of the text.
        static let start: UInt8 = symbolInNumber + 6
    }

    /// Set in a state's row when the previous scalar was a ZWJ; such rows always need the rules.
    static let zwjBit: UInt8 = 0x80
    /// Entries at or above this value are not decisions: the step needs the rules.
    static let needsStateEntry = UInt16(LineBreakDecision.needsState.rawValue) << 8

    /// Columns per row: every value of a table value's class bits, so no class is range-checked.
    private static let columnShift = 6
    private let entries: UnsafeBufferPointer<UInt16>

    private init() {
        let columns = 1 << Self.columnShift
        let entries = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 256 * columns)
        entries.initialize(repeating: Self.needsStateEntry)
        for row in 0..<Row.start where row != LineBreakClass.sp.rawValue {
            for column in 0...LineBreakClass.ri.rawValue {
                entries[Int(row) << Self.columnShift | Int(column)] = Self.step(row: row, column: column)
            }
        }
        self.entries = UnsafeBufferPointer(entries)
    }

    /// The entry for a row and a class if every state of that row gives the same decision and the
    /// same next row whatever the flags, else ``needsStateEntry``.
    private static func step(row: UInt8, column: UInt8) -> UInt16 {
        let current = LineBreakClass(tableValue: column)
        switch current {
        case .cm, .zwj, .ri: return needsStateEntry  // LB9 and LB30a look at more than the pair
        default: break
        }
        let flags: [UInt8] = [
            0, UnicodeTables.lineBreakEastAsian, UnicodeTables.lineBreakPictographicUnassigned,
            UnicodeTables.lineBreakEastAsian | UnicodeTables.lineBreakPictographicUnassigned,
        ]
        let counts: [UInt8] = row == LineBreakClass.ri.rawValue ? [1, 2] : [0]
        var result: UInt16?
        for previousFlags in flags {
            for count in counts {
                for currentFlags in [0, UnicodeTables.lineBreakEastAsian] {  // the rules read no other
                    var state = LineBreakState(
                        row: row, previousFlags: previousFlags, regionalIndicators: count)
                    let decision = state.advanceByRules(over: column | currentFlags)
                    let entry = UInt16(decision.rawValue) << 8 | UInt16(state.pairTableRow)
                    // The table's step must leave exactly the state the rules leave.
                    let stepped = LineBreakState(
                        row: state.pairTableRow, previousFlags: column | currentFlags, regionalIndicators: 0)
                    guard state == stepped, result == nil || result == entry else { return needsStateEntry }
                    result = entry
                }
            }
        }
        return result ?? needsStateEntry
    }

    /// The entry for a state's row and a scalar's table value.
    @inline(__always)
    func entry(row: UInt8, value: UInt8) -> UInt16 {
        entries[Int(row) << Self.columnShift | Int(value & UnicodeTables.lineBreakClassMask)]
    }
}

extension LineBreakClass {
    /// The class in a line-break table value; AL for a value the generator never writes.
    @inline(__always)
    init(tableValue: UInt8) {
        let raw = tableValue & UnicodeTables.lineBreakClassMask
        self = raw <= LineBreakClass.ri.rawValue ? unsafeBitCast(raw, to: LineBreakClass.self) : .al
    }
}
