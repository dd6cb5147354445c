/// A place where a line may, or must, end: one result of the Unicode line breaking algorithm.
///
/// The break lies before the scalar at ``index``; the text before it goes on one line, the text from
/// it on the next. ``LineBreaker`` produces these per UAX #14 (Unicode 15.0).
public struct LineBreakOpportunity: Hashable, Sendable {
    /// A Unicode-scalar boundary in the text: the break lies before the scalar at this index, or at
    /// the end of the text when it equals the text's `endIndex`.
    public var index: String.Index

    /// Whether the line must end here: `true` after a hard line break (BK, CR, LF, NL: rules LB4 and
    /// LB5, including U+2028, U+2029, NEL, vertical tab and form feed), `false` where a line only may end.
    ///
    /// The opportunity at the end of the text is mandatory only when the text ends with a hard line
    /// break, so a trailing newline is visible as an empty last line.
    public var isMandatory: Bool

    /// Creates a break opportunity.
    /// - Parameters:
    ///   - index: The scalar boundary the break lies before.
    ///   - isMandatory: Whether the line must end there.
    public init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}
