/// What a shell measured about its content, as input to ``GrowthPolicy/resolve(_:)``.
///
/// Heights include the vertical text container insets, exactly as `UITextView.sizeThatFits(_:)`
/// returns them. A height that is negative or not finite (NaN, ±infinity) counts as 0.
public struct ContentMeasurement: Hashable, Sendable {
    /// The measured height of the text, insets included.
    public var contentHeight: Double
    /// The measured height of the placeholder, insets included; 0 when there is none.
    public var placeholderHeight: Double
    /// Whether the text is empty; then the view is at least as tall as its placeholder.
    public var isTextEmpty: Bool

    /// Creates a measurement.
    ///
    /// - Parameters:
    ///   - contentHeight: The measured height of the text, insets included.
    ///   - placeholderHeight: The measured height of the placeholder, insets included; 0 by default.
    ///   - isTextEmpty: Whether the text is empty; `false` by default.
    public init(contentHeight: Double, placeholderHeight: Double = 0, isTextEmpty: Bool = false) {
        self.contentHeight = contentHeight
        self.placeholderHeight = placeholderHeight
        self.isTextEmpty = isTextEmpty
    }

    /// The height the view must fit: the content's, or the placeholder's when the text is empty and
    /// the placeholder is taller (a long placeholder wraps and the empty view grows to show it all).
    ///
    /// It depends on whether the text is empty, not on whether the placeholder is showing, so a view
    /// that hides its placeholder while editing does not shrink when it gains focus.
    public var effectiveContentHeight: Double {
        let content = contentHeight.nonNegativeFiniteOrZero
        guard isTextEmpty else { return content }
        return max(content, placeholderHeight.nonNegativeFiniteOrZero)
    }
}
