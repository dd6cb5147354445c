/// The values of one keyboard notification (`keyboardWillChangeFrameNotification`,
/// `keyboardWillShowNotification`, `keyboardWillHideNotification`).
///
/// The shell reads `keyboardFrameEndUserInfoKey` (screen coordinates), the duration and the curve,
/// and hands them over without interpreting them; ``KeyboardAvoidance`` decides what they mean.
public struct KeyboardFrameChange: Hashable, Sendable {
    /// The keyboard's final frame in screen coordinates (`keyboardFrameEndUserInfoKey`). A zero,
    /// empty or non-finite frame means "no keyboard".
    public var endFrame: Rect
    /// How the keyboard moves.
    public var animation: KeyboardAnimation

    /// Creates a frame change from the notification's values.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's final frame in screen coordinates.
    ///   - animation: The duration and curve. Defaults to ``KeyboardAnimation/immediate``.
    public init(endFrame: Rect, animation: KeyboardAnimation = .immediate) {
        self.endFrame = endFrame
        self.animation = animation
    }

    /// Creates a frame change from the raw notification values.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's final frame in screen coordinates.
    ///   - duration: The animation duration in seconds (NaN or negative counts as 0).
    ///   - curveRawValue: The animation curve's raw value, passed through (7 included).
    public init(endFrame: Rect, duration: Double, curveRawValue: Int) {
        self.init(
            endFrame: endFrame, animation: KeyboardAnimation(duration: duration, curveRawValue: curveRawValue)
        )
    }
}
