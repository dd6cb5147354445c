/// The content offset a scroll view settles at after its geometry changed: back inside the valid
/// range, then scrolled the least that shows the caret.
///
/// Every shell step that changes a scroll view's geometry ends here: a growing text view that just
/// turned scrolling on or off (its offset must return to the top when the content fits again, and the
/// vertical-alignment inset must take effect), a table whose row grew (after ``ScrollAnchor`` moved
/// the offset), a scroll view whose keyboard inset changed. One function, so the clamp and the
/// caret reveal happen in one step and the view never shows an intermediate offset.
package enum ScrollPosition {
    /// The settled vertical content offset.
    ///
    /// The viewport's offset is first clamped with ``Viewport/clampedContentOffsetY(_:)`` (NaN counts
    /// as the top, infinities clamp to the nearest end), then ``CaretVisibility`` scrolls the least
    /// that shows the caret, when there is one.
    ///
    /// - Parameters:
    ///   - viewport: The scroll view's geometry as it will be (new size, insets and content height),
    ///     with its current offset.
    ///   - caret: The caret rectangle in the viewport's content coordinates, or `nil` when no caret
    ///     must be shown (the view is not editing). A non-finite rectangle counts as `nil`.
    ///   - margin: Space to keep between the caret and the visible span's edges; see
    ///     ``CaretVisibility/contentOffsetY(revealing:in:margin:)``.
    /// - Returns: The offset to set; equal to the viewport's offset when nothing must move.
    /// - Complexity: O(1).
    package static func settledContentOffsetY(
        in viewport: Viewport, revealing caret: Rect?, margin: Double = CaretVisibility.defaultMargin
    ) -> Double {
        let clamped = viewport.withContentOffsetY(viewport.clampedContentOffsetY(viewport.contentOffset.y))
        guard let caret else { return clamped.contentOffset.y }
        return CaretVisibility.contentOffsetY(revealing: caret, in: clamped, margin: margin)
            ?? clamped.contentOffset.y
    }
}
