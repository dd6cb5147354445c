/// The scroll-view settings a growing text view keeps, which UIKit defaults differently.
///
/// - `scrollsToTop` off: on iPhone a tap on the status bar scrolls to the top only when exactly one
///   scroll view on screen has `scrollsToTop` on, and a text view is a scroll view; a composer that
///   keeps UIKit's default takes the tap from the message list above it, and neither scrolls.
/// - No automatic content inset adjustment (`contentInsetAdjustmentBehavior = .never`): with UIKit's
///   `.automatic`, the safe area joins the insets only while the content is taller than the view, so
///   the insets would change as the view reaches its maximum; the insets are the controller's alone
///   (the alignment inset, ``GrowingTextController/Effect/setContentInsetTop(_:)``).
package struct ScrollViewSettings: Hashable, Sendable {
    /// Whether a status-bar tap may scroll this scroll view to the top (UIKit's `scrollsToTop`).
    package var scrollsToTop: Bool
    /// Whether UIKit adds the safe area to the content insets on its own (UIKit's
    /// `contentInsetAdjustmentBehavior` other than `.never`).
    package var adjustsContentInsetForSafeArea: Bool

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - scrollsToTop: Whether a status-bar tap scrolls to the top.
    ///   - adjustsContentInsetForSafeArea: Whether UIKit adds the safe area to the insets.
    package init(scrollsToTop: Bool, adjustsContentInsetForSafeArea: Bool) {
        self.scrollsToTop = scrollsToTop
        self.adjustsContentInsetForSafeArea = adjustsContentInsetForSafeArea
    }

    /// What a growing text view applies when it is created: neither.
    package static let growingTextView = ScrollViewSettings(
        scrollsToTop: false, adjustsContentInsetForSafeArea: false)
}
