/// A switch of scrolling on or off, reported by ``GrowthTracker``.
///
/// The moment scrolling turns on is the moment the caret can slip out of sight below the maximum
/// (the most reported bug of growing text views); when it turns off the content offset must be reset.
/// Shells reveal the caret at both.
public enum ScrollingChange: Hashable, Sendable {
    /// The content just became taller than the maximum: scrolling turns on.
    case enabled
    /// The content fits again: scrolling turns off.
    case disabled
}
