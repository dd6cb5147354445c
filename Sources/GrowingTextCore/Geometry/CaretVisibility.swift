/// The smallest scroll that shows the caret, for a text view scrolling at its maximum height and
/// for the list around it.
///
/// IQKeyboardManager and friends scroll the whole text view into view; what the user needs to see
/// is the caret. ``contentOffsetY(revealing:in:margin:)`` computes the minimal vertical offset that
/// puts the caret rectangle (plus a margin) inside the visible span of a ``Viewport``, clamped to the
/// valid range. Apply it in the same step as the height change and its anchor correction (see
/// ``ScrollAnchor``), after layout, so there is no frame where the caret is hidden.
///
/// The same function works at every level of nesting; see ``caretRect(_:inScrollViewWithFrame:contentOffsetY:)``
/// and <doc:RowsScrollingAndKeyboard> for the composition text view → row → list.
public enum CaretVisibility {
    /// The default space kept between the caret and the edges of the visible span, in points.
    public static let defaultMargin: Double = 8

    /// The vertical content offset that makes the caret fully visible, or `nil` when it already is.
    ///
    /// With the visible span `[y + inset.top + m, y + height - inset.bottom - m]` (`m` the margin):
    /// a caret above it scrolls up to `caret.minY - m - inset.top`, a caret below it scrolls down
    /// to `caret.maxY + m - height + inset.bottom`, and the result is clamped to the valid range.
    /// When the caret plus margins is taller than the span, the margin shrinks; when the caret
    /// itself is taller than the span, its bottom edge is aligned with the span's bottom, since
    /// typing happens at the bottom of a selection.
    ///
    /// - Parameters:
    ///   - caret: The caret (or selection end) rectangle in the viewport's content coordinates. A
    ///     non-finite rectangle asks for nothing: the result is `nil`. A negative height counts as 0.
    ///   - viewport: The scroll view's current geometry, with the insets as they will be (the new
    ///     keyboard inset, the content height after the row grew).
    ///   - margin: Space to keep between the caret and the span's edges. NaN or negative counts
    ///     as 0. Defaults to ``defaultMargin``.
    /// - Returns: The new vertical offset, or `nil` when no scroll is needed (or the result would
    ///   equal the current offset).
    /// - Complexity: O(1).
    public static func contentOffsetY(
        revealing caret: Rect, in viewport: Viewport, margin: Double = defaultMargin
    )
        -> Double?
    {
        guard caret.isFinite else { return nil }
        let caretMinY = caret.minY
        let caretMaxY = caret.minY + max(0, caret.height)
        let current = viewport.offsetY
        let top = viewport.visibleMinY
        let bottom = viewport.visibleMaxY
        let span = max(0, bottom - top)
        let caretHeight = caretMaxY - caretMinY
        let m = min(margin.nonNegativeFiniteOrZero, max(0, (span - caretHeight) / 2))
        var target = current
        if caretHeight > span {
            target = current + (caretMaxY - bottom)
        } else if caretMinY < top + m {
            target = current + (caretMinY - m - top)
        } else if caretMaxY > bottom - m {
            target = current + (caretMaxY + m - bottom)
        } else {
            return nil
        }
        let clamped = viewport.clampedContentOffsetY(target)
        return clamped == current ? nil : clamped
    }

    /// Converts a rectangle from a scroll view's content coordinates into its container's.
    ///
    /// Use it to compose: the caret in a growing text view's content, with the text view scrolled
    /// to `contentOffsetY` (after its own reveal), becomes a caret in the row; adding the row's
    /// offset from ``RowHeights/offset(of:)`` makes it a caret in the list.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in the inner scroll view's content coordinates.
    ///   - frame: The inner scroll view's frame in the container's coordinates.
    ///   - contentOffsetY: The inner scroll view's vertical content offset.
    /// - Returns: The rectangle in the container's coordinates (not clipped to the frame).
    public static func caretRect(_ rect: Rect, inScrollViewWithFrame frame: Rect, contentOffsetY: Double)
        -> Rect
    {
        Rect(
            x: rect.minX + frame.minX, y: rect.minY + frame.minY - contentOffsetY, width: rect.width,
            height: rect.height)
    }
}
