/// The bottom insets a scroll view needs so that the keyboard covers none of its content.
///
/// Set `contentInset.bottom` to ``contentInsetBottom`` and `verticalScrollIndicatorInsets.bottom`
/// to ``scrollIndicatorInsetBottom``, inside the keyboard's ``KeyboardAnimation``, then reveal the
/// caret with ``CaretVisibility`` using the new insets.
public struct KeyboardInsets: Hashable, Sendable {
    /// How much of the scroll view's frame the keyboard covers, from the keyboard's top edge to
    /// the scroll view's bottom edge, in points. 0 when it covers nothing or is not docked.
    public var keyboardOverlap: Double
    /// The overlap minus what the safe area already insets (never negative): what the keyboard adds.
    public var addedBottomInset: Double
    /// The scroll view's `contentInset.bottom`: the user's own inset plus ``addedBottomInset``.
    public var contentInsetBottom: Double
    /// The scroll view's `verticalScrollIndicatorInsets.bottom`: the user's own indicator inset
    /// plus ``addedBottomInset``.
    public var scrollIndicatorInsetBottom: Double

    /// Creates the insets from their parts.
    public init(
        keyboardOverlap: Double, addedBottomInset: Double, contentInsetBottom: Double,
        scrollIndicatorInsetBottom: Double
    ) {
        self.keyboardOverlap = keyboardOverlap
        self.addedBottomInset = addedBottomInset
        self.contentInsetBottom = contentInsetBottom
        self.scrollIndicatorInsetBottom = scrollIndicatorInsetBottom
    }
}
