/// The view whose layout animates a growing view's height change.
///
/// An animated height change runs `layoutIfNeeded()` on one view inside an animation block. UIKit lays
/// out only that view's subtree, so only frames set by that layout animate: a container above it that
/// grows with the text view (a stack, an input accessory, a toolbar) gets its new frame later, without
/// animation, and jumps. Laying out the window animates everything that moves with the view.
package enum HeightAnimationRoot: Hashable, Sendable {
    /// The view the app configured (`GrowingTextView.heightAnimationLayoutRoot`).
    case configuredView
    /// The view's window.
    case window
    /// The view's direct superview: only while it is not in a window, where nothing is on screen yet.
    case superview

    /// The view whose layout animates a height change, or `nil` when nothing animates.
    ///
    /// The app's configured view first, then the window, then (off screen) the superview.
    ///
    /// - Parameters:
    ///   - change: The height change to apply.
    ///   - hasConfiguredView: Whether the app configured a layout root (and it still exists).
    ///   - isInWindow: Whether the view is in a window.
    ///   - hasSuperview: Whether the view has a superview.
    /// - Returns: The root to lay out inside the animation, or `nil` when the change is not animated
    ///   or the view has nowhere to animate from.
    package static func choose(
        for change: HeightChange, hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool
    ) -> HeightAnimationRoot? {
        guard change.animated, change.duration > 0 else { return nil }
        if hasConfiguredView { return .configuredView }
        if isInWindow { return .window }
        return hasSuperview ? .superview : nil
    }
}
