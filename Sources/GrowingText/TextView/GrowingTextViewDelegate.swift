#if canImport(UIKit)
    import UIKit

    /// The messages a ``GrowingTextView`` sends when its height changes.
    ///
    /// Every method is optional, so an object adopts only the ones it needs. The text view's own
    /// `delegate` (`UITextViewDelegate`) stays the app's, for editing messages; this protocol is only
    /// about growth and does not extend `UITextViewDelegate` (an object that is both adopts both).
    /// For a closure instead, see ``GrowingTextView/onHeightChange``.
    ///
    /// Migrating from KennethTsang's GrowingTextView, whose delegate protocol has the same name: its
    /// `textViewDidChangeHeight(_:height:)` does not compile here, and the error names
    /// ``growingTextView(_:didChangeHeightFrom:to:)``, which is called at the same moment.
    @MainActor
    @objc public protocol GrowingTextViewDelegate: AnyObject {
        /// Tells the delegate that the text view is about to change its height.
        ///
        /// Called once per real change (more than half a pixel), before the new height is applied, so the
        /// delegate can prepare surrounding layout. Inside an animated change, this runs before the
        /// animation block.
        /// - Parameters:
        ///   - growingTextView: The text view whose height changes.
        ///   - height: The current height, in points.
        ///   - newHeight: The height about to be applied, in points.
        @objc optional func growingTextView(
            _ growingTextView: GrowingTextView, willChangeHeightFrom height: CGFloat, to newHeight: CGFloat)

        /// Tells the delegate that the text view changed its height.
        ///
        /// Called after the new height was applied (after the animation started, when animated). A table
        /// or a container can relayout here; ``GrowingTextViewCell`` does this for you.
        /// - Parameters:
        ///   - growingTextView: The text view whose height changed.
        ///   - height: The previous height, in points.
        ///   - newHeight: The height now applied, in points.
        @objc optional func growingTextView(
            _ growingTextView: GrowingTextView, didChangeHeightFrom height: CGFloat, to newHeight: CGFloat)

        /// KennethTsang's GrowingTextView's height message: not called here; implementing it is a
        /// compile error that names the replacement, so that a migrated delegate never waits for a
        /// message that never comes.
        ///
        /// - Parameters:
        ///   - textView: The text view whose height changed.
        ///   - height: The height now applied, in points.
        @available(
            *, unavailable, renamed: "growingTextView(_:didChangeHeightFrom:to:)",
            message: "GrowingText calls growingTextView(_:didChangeHeightFrom:to:) (or set onHeightChange)"
        )
        @objc optional func textViewDidChangeHeight(_ textView: GrowingTextView, height: CGFloat)
    }
#endif
