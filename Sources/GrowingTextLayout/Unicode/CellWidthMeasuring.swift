/// Measures how many cells (columns of a monospaced grid) a grapheme cluster takes.
///
/// The layout engine measures text one `Character` (extended grapheme cluster) at a time through
/// this protocol, so the metric is pluggable: ``TerminalCellWidth`` for terminals, or a conformance
/// of your own that, say, asks a font. A cluster is the unit because a terminal draws a cluster as
/// one glyph, and the caret never stops inside one.
public protocol CellWidthMeasuring: Sendable {
    /// The number of cells a grapheme cluster takes.
    ///
    /// Tabs are expanded to tab stops by the layout, not measured here; line terminators end lines
    /// in the layout. Implementations return 0 or more; the layout treats a negative result as 0.
    /// - Parameter character: One extended grapheme cluster.
    /// - Returns: Its width in cells.
    func cellWidth(of character: Character) -> Int
}

extension CellWidthMeasuring {
    /// The total width of a text: the sum of the widths of its grapheme clusters.
    ///
    /// Tabs count as whatever ``cellWidth(of:)`` says for them; expanding them to tab stops is the
    /// layout's business.
    /// - Parameter text: Any text.
    /// - Returns: The sum of ``cellWidth(of:)`` over its characters; 0 for empty text.
    /// - Complexity: O(*n*) in the length of `text`.
    public func cellWidth<Text: StringProtocol>(of text: Text) -> Int {
        var total = 0
        for character in text {
            total += cellWidth(of: character)
        }
        return total
    }
}
