#if canImport(UIKit)
    import UIKit

    /// The messages a ``GrowingTextView`` sends when its height changes.
    ///
    /// Every method has a default implementation that does nothing, so an object adopts only the ones
    /// it needs. The text view's own `delegate` (`UITextViewDelegate`) stays the app's, for editing
    /// messages; this protocol is only about growth. For a closure instead, see
    /// ``GrowingTextView/onHeightChange``.
    @MainActor
    public protocol GrowingTextViewDelegate: AnyObject {
        /// Tells the delegate that the text view is about to change its height.
        ///
        /// Called once per real change (more than half a pixel), before the new height is applied, so the
        /// delegate can prepare surrounding layout. Inside an animated change, this runs before the
        /// animation block.
        /// - Parameters:
        ///   - growingTextView: The text view whose height changes.
        ///   - height: The current height, in points.
        ///   - newHeight: The height about to be applied, in points.
        func growingTextView(
            _ growingTextView: GrowingTextView, willChangeHeightFrom height: CGFloat, to newHeight: CGFloat)

        /// Tells the delegate that the text view changed its height.
        ///
        /// Called after the new height was applied (after the animation started, when animated). A table
        /// or a container can relayout here; ``GrowingTextViewCell`` does this for you.
        /// - Parameters:
        ///   - growingTextView: The text view whose height changed.
        ///   - height: The previous height, in points.
        ///   - newHeight: The height now applied, in points.
        func growingTextView(
            _ growingTextView: GrowingTextView, didChangeHeightFrom height: CGFloat, to newHeight: CGFloat)
    }

    extension GrowingTextViewDelegate {
        /// Does nothing; adopt the method to be told before a height change.
        public func growingTextView(
            _ growingTextView: GrowingTextView, willChangeHeightFrom height: CGFloat, to newHeight: CGFloat
        ) {}

        /// Does nothing; adopt the method to be told after a height change.
        public func growingTextView(
            _ growingTextView: GrowingTextView, didChangeHeightFrom height: CGFloat, to newHeight: CGFloat
        ) {}
    }
#endif
