/// The editing rules of a growing text view: a maximum length, trimming when editing ends, and when
/// the placeholder shows.
///
/// Defaults: no maximum length, no trimming, and a placeholder that shows whenever the text is empty,
/// focused or not.
public struct EditingPolicy: Hashable, Sendable {
    /// The most characters (grapheme clusters, Swift's `Character`) the text may hold; `nil` (the
    /// default) means no limit. Below 0 counts as 0.
    public var maximumLength: Int?
    /// Whether leading and trailing whitespace and newlines are removed when editing ends; `false` by
    /// default.
    public var trimsWhitespaceOnEndEditing: Bool
    /// Whether the placeholder hides while the view is being edited, even when the text is empty;
    /// `false` by default.
    public var hidesPlaceholderWhileEditing: Bool

    /// Creates editing rules; every parameter has the default described on its property.
    ///
    /// - Parameters:
    ///   - maximumLength: The most characters the text may hold; `nil` for no limit.
    ///   - trimsWhitespaceOnEndEditing: Whether to trim the text when editing ends.
    ///   - hidesPlaceholderWhileEditing: Whether the placeholder hides while editing.
    public init(
        maximumLength: Int? = nil,
        trimsWhitespaceOnEndEditing: Bool = false,
        hidesPlaceholderWhileEditing: Bool = false
    ) {
        self.maximumLength = maximumLength
        self.trimsWhitespaceOnEndEditing = trimsWhitespaceOnEndEditing
        self.hidesPlaceholderWhileEditing = hidesPlaceholderWhileEditing
    }

    /// Whether the placeholder shows: when the text is empty, unless it is being edited and
    /// ``hidesPlaceholderWhileEditing`` is set.
    ///
    /// While the placeholder shows, resolve with a ``ContentMeasurement`` that carries its measured
    /// height, so an empty view grows to fit a long placeholder.
    ///
    /// - Parameters:
    ///   - isTextEmpty: Whether the text is empty.
    ///   - isEditing: Whether the view is first responder.
    /// - Returns: Whether to show the placeholder.
    public func showsPlaceholder(isTextEmpty: Bool, isEditing: Bool) -> Bool {
        isTextEmpty && !(isEditing && hidesPlaceholderWhileEditing)
    }
}
