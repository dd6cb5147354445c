/// The values of one keyboard notification as the platform delivers them, each `nil` when the
/// notification lacks it: what a ``KeyboardInsetAdapter`` gets from a will-show, will-change-frame or
/// will-hide notification before anything is decided about them.
package struct KeyboardNotificationValues: Hashable, Sendable {
    /// The keyboard's end frame in screen coordinates (`keyboardFrameEndUserInfoKey`).
    package var endFrame: Rect?
    /// The animation's duration in seconds (`keyboardAnimationDurationUserInfoKey`).
    package var duration: Double?
    /// The animation curve's raw value (`keyboardAnimationCurveUserInfoKey`), 7 included.
    package var curveRawValue: Int?
    /// Whether the keyboard belongs to this app (`keyboardIsLocalUserInfoKey`).
    package var isLocal: Bool?
    /// Whether the notification's screen is the scroll view's; `nil` when the notification names no
    /// screen (before iOS 16.1 its object is `nil`).
    package var isOnScrollViewScreen: Bool?

    /// Creates the values of a notification.
    package init(
        endFrame: Rect? = nil, duration: Double? = nil, curveRawValue: Int? = nil, isLocal: Bool? = nil,
        isOnScrollViewScreen: Bool? = nil
    ) {
        self.endFrame = endFrame
        self.duration = duration
        self.curveRawValue = curveRawValue
        self.isLocal = isLocal
        self.isOnScrollViewScreen = isOnScrollViewScreen
    }

    /// The animation: a missing duration or curve counts as 0 (no animation, the default curve).
    var animation: KeyboardAnimation {
        KeyboardAnimation(duration: duration ?? 0, curveRawValue: curveRawValue ?? 0)
    }

    /// The frame change: a missing end frame is no keyboard.
    var frameChange: KeyboardFrameChange {
        KeyboardFrameChange(endFrame: endFrame ?? .zero, animation: animation)
    }
}
