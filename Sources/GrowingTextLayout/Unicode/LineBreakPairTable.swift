/// The line-break decision for every pair of classes whose outcome does not depend on anything
/// else, precomputed once from the rules themselves (``LineBreakState/pairDecision(after:beforeSpaces:before:)``).
///
/// It turns the common boundary (a letter after a letter, a space after a word, an ideograph after
/// an ideograph) into one table read instead of a walk down thirty rules. Pairs whose outcome
/// depends on more context hold ``LineBreakDecision/needsState``. After a space the outcome depends
/// on the class before the spaces (LB8, LB14–LB17), so that half of the table is indexed by it.
struct LineBreakPairTable: @unchecked Sendable {
    /// The process-wide table; built on first use and never freed.
    static let shared = LineBreakPairTable()

    private static let classCount = Int(LineBreakClass.ri.rawValue) + 1
    private let entries: UnsafeBufferPointer<LineBreakDecision>

    private init() {
        let count = Self.classCount
        let entries = UnsafeMutableBufferPointer<LineBreakDecision>.allocate(capacity: 2 * count * count)
        entries.initialize(repeating: .needsState)
        for first in 0..<count {
            for second in 0..<count {
                let row = LineBreakClass(tableValue: UInt8(first))
                let current = LineBreakClass(tableValue: UInt8(second))
                guard current != .cm, current != .zwj, row != .cm, row != .zwj, row != .sp else { continue }
                entries[first * count + second] =
                    LineBreakState.pairDecision(after: row, beforeSpaces: row, before: current)
                entries[(count + first) * count + second] =
                    LineBreakState.pairDecision(after: .sp, beforeSpaces: row, before: current)
            }
        }
        self.entries = UnsafeBufferPointer(entries)
    }

    /// The decision between a unit of class `previous` and a scalar of class `current`.
    /// - Parameters:
    ///   - previous: The class of the previous unit.
    ///   - beforeSpaces: The last class that is not SP; used when `previous` is SP.
    ///   - current: The class of the next scalar.
    @inline(__always)
    func decision(
        after previous: LineBreakClass, beforeSpaces: LineBreakClass, before current: LineBreakClass
    ) -> LineBreakDecision {
        let count = Self.classCount
        let row = previous == .sp ? count + Int(beforeSpaces.rawValue) : Int(previous.rawValue)
        return entries[row * count + Int(current.rawValue)]
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
