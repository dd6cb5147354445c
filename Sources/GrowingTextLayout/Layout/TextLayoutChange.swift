/// What an edit did to a ``TextLayout``'s visual lines, so a shell redraws only those.
///
/// Lines before ``replacedLines`` are untouched; lines after it keep their content and shift by
/// `insertedLines.count - replacedLines.count`.
public struct TextLayoutChange: Hashable, Sendable {
    /// The visual lines the edit replaced, as indices before the edit.
    public var replacedLines: Range<Int>
    /// The visual lines that replaced them, as indices after the edit.
    public var insertedLines: Range<Int>
    /// Where the replacement text landed, as UTF-8 offsets after the edit.
    public var insertedRange: Range<Int>

    /// Creates a change description.
    ///
    /// - Parameters:
    ///   - replacedLines: The replaced lines, as indices before the edit.
    ///   - insertedLines: The new lines, as indices after the edit.
    ///   - insertedRange: The replacement text's UTF-8 range after the edit.
    public init(replacedLines: Range<Int>, insertedLines: Range<Int>, insertedRange: Range<Int>) {
        self.replacedLines = replacedLines
        self.insertedLines = insertedLines
        self.insertedRange = insertedRange
    }
}
