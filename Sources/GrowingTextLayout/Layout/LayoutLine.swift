/// One visual line of a ``TextLayout``: which text it shows and how wide it is.
///
/// Offsets are UTF-8 code-unit offsets from the start of the whole text, the unit of every caret and
/// range in the layout. Consecutive lines' ``range``s cover the text exactly, in order.
public struct LayoutLine: Hashable, Sendable {
    /// The line's text, including its paragraph's newline when it is the paragraph's last line.
    public var range: Range<Int>
    /// The line's text without the newline: what a renderer draws and where a caret can stand.
    public var contentRange: Range<Int>
    /// The cells the line occupies, at most the wrap width unless the line is one cluster wider than it.
    ///
    /// Trailing spaces and tabs that hang past the wrap width are not counted, so a renderer can clip
    /// the line to this width.
    public var width: Int
    /// The characters in ``contentRange``.
    public var text: Substring

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - range: The line's text including a trailing newline.
    ///   - contentRange: The line's text without the newline.
    ///   - width: The cells the line occupies.
    ///   - text: The characters in `contentRange`.
    ///   - endsParagraph: Whether the line ends its paragraph rather than wrapping softly.
    public init(range: Range<Int>, contentRange: Range<Int>, width: Int, text: Substring, endsParagraph: Bool)
    {
        self.range = range
        self.contentRange = contentRange
        self.width = width
        self.text = text
        self.endsParagraph = endsParagraph
    }

    /// Whether the line ends its paragraph (with a newline or at the end of the text) rather than
    /// wrapping softly onto the next line.
    public var endsParagraph: Bool
}
