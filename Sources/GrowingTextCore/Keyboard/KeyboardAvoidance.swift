/// How much a docked keyboard covers a scroll view, and the bottom insets that compensate for it.
///
/// The geometry, all in screen coordinates (convert the scroll view's frame with
/// `convert(bounds, to: screen.coordinateSpace)`):
/// 1. The keyboard's visible part is its end frame clipped to the screen. A hardware keyboard's
///    frame lies mostly below the screen and leaves only the shortcut bar visible.
/// 2. It counts only when *docked*: its visible part reaches the screen's bottom edge and spans the
///    screen's full width (within a point). A floating, undocked or split iPad keyboard does not
///    push content up, so it gets no inset, like UIKit's own keyboard layout guide.
/// 3. The overlap is the scroll view's bottom edge minus the keyboard's top edge, where they
///    intersect. A view that does not reach the screen bottom (above a tab bar, in a sheet, in
///    Slide Over) is covered only by the part of the keyboard that reaches into it.
/// 4. UIKit already insets the scroll view by its safe area (`adjustedContentInset`), which the
///    keyboard covers too, so the added inset is `max(0, overlap - safeAreaBottomInset)`.
///
/// A keyboard that is hidden, has a zero, empty or non-finite frame, or does not reach the scroll
/// view gives an overlap of 0, which restores the user's insets.
public enum KeyboardAvoidance {
    /// How far within the screen's edges a keyboard counts as touching them, in points.
    public static let edgeTolerance: Double = 1

    /// Whether a keyboard frame is docked: its on-screen part reaches the screen's bottom edge and
    /// spans the screen's width.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
    ///   - screenBounds: The screen's bounds (`UIScreen.bounds`, in the current orientation). An
    ///     empty or non-finite screen makes every keyboard undocked.
    /// - Returns: `false` for floating, undocked, split or hidden keyboards and for bad frames.
    public static func isDocked(keyboardFrame: Rect, screenBounds: Rect) -> Bool {
        guard let visible = keyboardFrame.intersection(screenBounds) else { return false }
        return visible.maxY >= screenBounds.maxY - edgeTolerance
            && visible.width >= screenBounds.width - edgeTolerance
    }

    /// How much of a scroll view a keyboard covers, from the keyboard's top edge to the scroll
    /// view's bottom edge, in points; 0 when the keyboard is not docked or misses the view.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
    ///   - scrollViewFrame: The scroll view's frame in screen coordinates. An empty or non-finite
    ///     frame is covered by nothing.
    ///   - screenBounds: The screen's bounds in the current orientation.
    /// - Returns: The covered height, never negative, never more than the scroll view's height.
    public static func overlap(keyboardFrame: Rect, scrollViewFrame: Rect, screenBounds: Rect) -> Double {
        guard isDocked(keyboardFrame: keyboardFrame, screenBounds: screenBounds),
            let visible = keyboardFrame.intersection(screenBounds),
            let covered = visible.intersection(scrollViewFrame)
        else { return 0 }
        // At huge coordinates `maxY - minY` can round above the height; the overlap never can.
        return min(max(0, scrollViewFrame.maxY - covered.minY), scrollViewFrame.height)
    }

    /// The bottom insets for a scroll view after a keyboard notification.
    ///
    /// - Parameters:
    ///   - change: The notification's values; only the end frame is used here.
    ///   - scrollViewFrame: The scroll view's frame in screen coordinates.
    ///   - screenBounds: The screen's bounds in the current orientation.
    ///   - safeAreaBottomInset: The part of the scroll view's safe area that UIKit already adds to
    ///     `adjustedContentInset` (`scrollView.safeAreaInsets.bottom`, or 0 when its
    ///     `contentInsetAdjustmentBehavior` is `.never`). NaN, infinite or negative counts as 0.
    ///   - existingBottomInset: The `contentInset.bottom` the scroll view had before any keyboard
    ///     (the user's own inset, which hiding the keyboard restores). NaN, infinite or negative
    ///     counts as 0.
    ///   - existingScrollIndicatorBottomInset: The user's own `verticalScrollIndicatorInsets.bottom`;
    ///     `nil` (the default) means the same as `existingBottomInset`. Normalised the same way.
    /// - Returns: The overlap, the added inset and the two bottom insets to set.
    public static func bottomInsets(
        for change: KeyboardFrameChange, scrollViewFrame: Rect, screenBounds: Rect,
        safeAreaBottomInset: Double = 0, existingBottomInset: Double = 0,
        existingScrollIndicatorBottomInset: Double? = nil
    ) -> KeyboardInsets {
        let overlap = overlap(
            keyboardFrame: change.endFrame, scrollViewFrame: scrollViewFrame, screenBounds: screenBounds)
        let added = max(0, overlap - safeAreaBottomInset.nonNegativeFiniteOrZero)
        let contentBase = existingBottomInset.nonNegativeFiniteOrZero
        let indicatorBase = existingScrollIndicatorBottomInset.map(\.nonNegativeFiniteOrZero) ?? contentBase
        return KeyboardInsets(
            keyboardOverlap: overlap, addedBottomInset: added, contentInsetBottom: contentBase + added,
            scrollIndicatorInsetBottom: indicatorBase + added)
    }
}
