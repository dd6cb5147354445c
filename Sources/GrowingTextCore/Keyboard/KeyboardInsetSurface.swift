/// What a ``KeyboardInsetAdapter`` reads from and writes to the scroll view it keeps clear of the
/// keyboard: the surface of UIKit's `KeyboardInsetAdjuster` (a `UIScrollView` in its window and
/// screen), or of a test's stand-in.
///
/// Every requirement is one plain read or write of the platform's own properties; which
/// notification or observation becomes which event, when the geometry is read and how the effects
/// are applied is the adapter's.
package protocol KeyboardInsetSurface: AnyObject {
    // MARK: Reading

    /// Whether the scroll view still exists (the host holds it weakly).
    var hasScrollView: Bool { get }
    /// The scroll view placed in its window and the window on its screen, with its bottom insets;
    /// `nil` without a window.
    var geometry: KeyboardInsetController.Geometry? { get }
    /// The first responder's caret in the scroll view's content coordinates, or `nil`.
    var caretInScrollView: Rect? { get }
    /// The scroll view's viewport now.
    var viewport: Viewport { get }

    // MARK: Writing

    /// Starts the keyboard notifications and the observations of the scroll view's position and size.
    func startObserving()
    /// Stops them.
    func stopObserving()
    /// Sets `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`.
    func setBottomInsets(content: Double, indicator: Double)
    /// Scrolls to an offset without animation (`setContentOffset(_:animated: false)`).
    func setContentOffsetY(_ offsetY: Double)
    /// Runs `changes` inside an animation with the keyboard's duration and curve (UIKit's
    /// `UIView.animate(withDuration:delay:options:animations:)`, from the current state).
    func animate(_ animation: KeyboardAnimation, changes: @escaping () -> Void)
    /// Calls ``KeyboardInsetAdapter/scheduledGeometryReadIsDue()`` once the current layout pass and
    /// the rest of this turn of the run loop are over (UIKit: `DispatchQueue.main.async`).
    func scheduleGeometryRead()
}
