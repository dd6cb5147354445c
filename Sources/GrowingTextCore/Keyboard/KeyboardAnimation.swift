/// The animation the keyboard moves with, from `UIResponder.keyboardAnimationDurationUserInfoKey`
/// and `keyboardAnimationCurveUserInfoKey`, ready for `UIView.animate(withDuration:delay:options:)`.
///
/// The curve is passed through, never matched: the keyboard sends the private curve 7, which is
/// not a case of `UIView.AnimationCurve`, and apps that switched over the enum crashed on it.
/// ``animationOptionsRawValue`` shifts the raw value into the curve bits of
/// `UIView.AnimationOptions` (`curve << 16`), which is what UIKit accepts for any curve, 7 included.
public struct KeyboardAnimation: Hashable, Sendable {
    /// The largest accepted duration in seconds; longer ones (and +infinity) are clamped to it.
    public static let maximumDuration: Double = 10

    /// The animation duration in seconds, never negative: NaN or negative input counts as 0, and
    /// values above ``maximumDuration`` are clamped.
    public var duration: Double
    /// The curve as the notification sent it (a `UIView.AnimationCurve` raw value, possibly 7).
    public var curveRawValue: Int

    /// Creates the animation parameters from the notification's values.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds; normalised as described for ``duration``.
    ///   - curveRawValue: The curve's raw value, kept as it is. Defaults to 7, the curve the
    ///     keyboard uses.
    public init(duration: Double, curveRawValue: Int = 7) {
        self.duration = duration > 0 ? min(duration, KeyboardAnimation.maximumDuration) : 0
        self.curveRawValue = curveRawValue
    }

    /// No animation: apply the change immediately.
    public static let immediate = KeyboardAnimation(duration: 0, curveRawValue: 0)

    /// Whether to animate at all; `false` when the duration is 0, where the shell applies the
    /// change immediately (wrapping it in an animation block would still animate layout).
    public var isAnimated: Bool { duration > 0 }

    /// The curve as a `UIView.AnimationOptions` raw value: `(curveRawValue & 0xF) << 16`.
    ///
    /// Only the four curve bits (16–19) are set, so a curve value outside 0...15 (negative,
    /// huge) cannot turn on unrelated options; 7 gives `0x7_0000`.
    public var animationOptionsRawValue: UInt { UInt(curveRawValue & 0xF) << 16 }
}
