/// An edit as accepted under ``EditingPolicy/maximumLength``: the range to replace, the replacement
/// (possibly cut short), the resulting text and where the caret goes.
///
/// Positions are UTF-16 offsets, as `NSRange` counts them.
public struct AcceptedEdit: Hashable, Sendable {
    /// The range of the original text to replace. It equals the proposed range unless that range
    /// split a Unicode scalar (half a surrogate pair), in which case it is widened to whole scalars.
    public var range: Range<Int>
    /// The accepted replacement: the proposed one, or its longest prefix, cut at a character boundary,
    /// that keeps the text within the limit.
    public var replacement: String
    /// The text after the edit.
    public var text: String
    /// The caret after the edit, in ``text``: right after the accepted replacement.
    public var caret: Int
    /// Whether the accepted edit differs from the proposed one; if so, the accepted edit, not the
    /// proposed one, is what the limit allows (``range``, ``replacement``, ``caret``).
    public var isModified: Bool

    /// Creates an accepted edit.
    ///
    /// - Parameters:
    ///   - range: The range of the original text to replace.
    ///   - replacement: The accepted replacement.
    ///   - text: The text after the edit.
    ///   - caret: The caret after the edit, in `text`.
    ///   - isModified: Whether the edit differs from the proposed one.
    public init(range: Range<Int>, replacement: String, text: String, caret: Int, isModified: Bool) {
        self.range = range
        self.replacement = replacement
        self.text = text
        self.caret = caret
        self.isModified = isModified
    }
}
