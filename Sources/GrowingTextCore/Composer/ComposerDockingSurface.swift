/// What a ``ComposerDockingAdapter`` reads from and writes to a chat screen: the surface of UIKit's
/// `GrowingComposerDocking` (a message list and a composer bar in the same view), or of a test's
/// stand-in.
///
/// Every requirement is one plain read or write of the platform's own properties; when the screen
/// is read and how the effects are applied is the adapter's.
package protocol ComposerDockingSurface: AnyObject {
    /// The list and the composer as laid out now; `nil` when either is gone or the list is in no
    /// view.
    var dockingGeometry: ComposerDocking.Geometry? { get }
    /// Starts observing the composer's position and size.
    func startObserving()
    /// Sets the list's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`.
    func setBottomInset(_ inset: Double)
    /// Scrolls the list to an offset without animation (`setContentOffset(_:animated: false)`).
    func setContentOffsetY(_ offsetY: Double)
    /// Calls ``ComposerDockingAdapter/scheduledDockingIsDue()`` once the current layout pass and the
    /// rest of this turn of the run loop are over (UIKit: `DispatchQueue.main.async`).
    func scheduleDocking()
}
