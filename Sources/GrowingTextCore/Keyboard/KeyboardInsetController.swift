/// The keyboard decisions for one scroll view, as a value that takes the host's events (keyboard
/// notifications, the scroll view's geometry changing) and returns the effects to apply.
///
/// The host (`KeyboardInsetAdjuster` on iOS) reads each keyboard notification and the scroll view's
/// geometry, forwards them, and applies the effects in order. The controller decides:
/// - **Coordinates.** Keyboard frames are in the screen's coordinate space (Apple,
///   `keyboardFrameEndUserInfoKey`). The scroll view's frame is given in its window and the window's
///   frame in the screen (``Geometry``), and the controller places the scroll view on the screen, so
///   a window that does not fill the screen (Split View, Slide Over, Stage Manager) is covered by
///   the part of the keyboard that really reaches it, on every iOS version.
/// - **No window, no inset.** A scroll view without a window (``Geometry`` is `nil`) gets no
///   change; the keyboard frame is kept and applied once the scroll view has a window again.
/// - **The app's own insets.** Whatever bottom insets the scroll view has while no keyboard inset is
///   applied are the app's own (its *base*). While one is applied, an inset that differs from what
///   the controller set was changed by the app: that value becomes the new base, so it is kept
///   under the keyboard and restored when the keyboard hides.
/// - **Geometry changes.** ``Event/scrollViewGeometryChanged(_:)`` (a new frame, a rotation, a
///   window) recomputes the insets for the keyboard that is up, without waiting for a notification.
/// - **Other apps and screens.** Notifications from another app (`isLocal == false`) or for another
///   screen are ignored.
///
/// ```
/// host                                         controller
/// ───────────────────────────────────────────  ────────────────────────────────────────
/// .keyboardWillChangeFrame(change, …, g)    →  overlap, base insets → [.setBottomInsets(…),
///                                                                      .revealCaret]
/// .scrollViewGeometryChanged(g)             →  same keyboard, new g → [.setBottomInsets(…),
///                                                                      .revealCaret]
/// .keyboardWillHide(animation, g)           →  base insets back     → [.setBottomInsets(…)]
/// .caretRead(caret, viewport)               →  the least scroll     → [.setContentOffsetY(y)]
/// ```
public struct KeyboardInsetController: Sendable {
    /// The scroll view's geometry as the host reads it.
    public struct Geometry: Hashable, Sendable {
        /// The scroll view's bounds converted to its window's coordinates.
        public var frameInWindow: Rect
        /// The window's bounds converted to the screen's coordinate space.
        public var windowFrameInScreen: Rect
        /// The screen's bounds in the current orientation.
        public var screenBounds: Rect
        /// The part of the bottom inset UIKit adds for the safe area
        /// (`adjustedContentInset.bottom - contentInset.bottom`).
        public var safeAreaBottomInset: Double
        /// The scroll view's `contentInset.bottom` now.
        public var contentInsetBottom: Double
        /// The scroll view's `verticalScrollIndicatorInsets.bottom` now.
        public var indicatorInsetBottom: Double

        /// Creates a geometry.
        public init(
            frameInWindow: Rect, windowFrameInScreen: Rect, screenBounds: Rect,
            safeAreaBottomInset: Double = 0,
            contentInsetBottom: Double = 0, indicatorInsetBottom: Double = 0
        ) {
            self.frameInWindow = frameInWindow
            self.windowFrameInScreen = windowFrameInScreen
            self.screenBounds = screenBounds
            self.safeAreaBottomInset = safeAreaBottomInset
            self.contentInsetBottom = contentInsetBottom
            self.indicatorInsetBottom = indicatorInsetBottom
        }

        /// The scroll view's frame in the screen's coordinate space, where keyboard frames are.
        public var frameInScreen: Rect {
            Rect(
                origin: Point(
                    x: frameInWindow.minX + windowFrameInScreen.minX,
                    y: frameInWindow.minY + windowFrameInScreen.minY),
                size: frameInWindow.size)
        }
    }

    /// What happened, as the host reports it.
    public enum Event: Hashable, Sendable {
        /// A will-show or will-change-frame notification; `geometry` is `nil` when the scroll view
        /// has no window.
        case keyboardWillChangeFrame(
            KeyboardFrameChange, isLocal: Bool, isOnScrollViewScreen: Bool, geometry: Geometry?)
        /// A will-hide notification.
        case keyboardWillHide(KeyboardAnimation, isLocal: Bool, geometry: Geometry?)
        /// The scroll view's frame, window, safe area or the orientation changed; `nil` without a
        /// window.
        case scrollViewGeometryChanged(Geometry?)
        /// The host stops adjusting: the app's own insets come back.
        case stopped(Geometry?)
        /// The first responder's caret in the scroll view's content coordinates (`nil` when there is
        /// none), read after the new insets were set, with the scroll view's viewport.
        case caretRead(Rect?, Viewport)
    }

    /// What the host must do, in order.
    public enum Effect: Hashable, Sendable {
        /// Set `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`, with the keyboard's
        /// animation (immediately when it is not animated).
        case setBottomInsets(content: Double, indicator: Double, animation: KeyboardAnimation)
        /// In the same animation, read the first responder's caret and send ``Event/caretRead(_:_:)``.
        case revealCaret
        /// Set the vertical content offset, without animation (inside the keyboard's animation).
        case setContentOffsetY(Double)
    }

    /// The space kept between the caret and the keyboard; 8 points by default.
    public var caretMargin: Double
    /// The last keyboard frame that applies to this scroll view; `nil` while the keyboard is hidden.
    public internal(set) var keyboard: KeyboardFrameChange?
    /// The app's own bottom insets (content, indicator), without the keyboard.
    public internal(set) var baseInsets: (content: Double, indicator: Double)?
    /// The insets the controller set last, while a keyboard inset is applied.
    var applied: KeyboardInsets?

    /// Creates a controller with no keyboard.
    ///
    /// - Parameter caretMargin: Space kept between the caret and the keyboard; NaN or negative
    ///   counts as 0.
    public init(caretMargin: Double = CaretVisibility.defaultMargin) {
        self.caretMargin = caretMargin
    }
}
