/// The width at which a shell measures a growing view when a layout system proposes a size.
///
/// SwiftUI's `sizeThatFits` proposes `nil` (ideal size), `0` (minimum size), infinity (maximum size)
/// or a real width; a text view measured at a width of zero or infinity gives a meaningless height
/// (one character per line, or the whole text on one line). So only a finite, positive proposal is
/// measured at; anything else falls back to the width the view already has.
package enum FittingWidth {
    /// The width to measure at, or `nil` when neither the proposal nor the current width is usable
    /// (the shell then reports no preferred size and lets the layout system decide).
    ///
    /// - Parameters:
    ///   - proposed: The proposed width, or `nil` when the layout system asks for the ideal size.
    ///     NaN, infinities, zero and negative values count as no proposal.
    ///   - current: The view's current width. NaN, infinities, zero and negative values count as none.
    /// - Returns: `proposed` when it is finite and positive, else `current` when it is, else `nil`.
    package static func resolve(proposed: Double?, current: Double) -> Double? {
        if let proposed, proposed.isFinite, proposed > 0 {
            return proposed
        }
        if current.isFinite, current > 0 {
            return current
        }
        return nil
    }

    /// The width to measure a view at outside a size proposal (first layout, `sizeToFit()`): its
    /// current width, or no width limit at all when it has none yet.
    ///
    /// Before its first layout a view is 0 points wide; measured at 0 its text would wrap after every
    /// character and the first height would be far too tall (a classic "wrong height on first
    /// layout"). Unwrapped text gives the smallest plausible height instead, and the first real width
    /// re-measures.
    ///
    /// - Parameter current: The view's current width. NaN, infinities, zero and negative values count
    ///   as none.
    /// - Returns: `current` when it is finite and positive, else `Double.greatestFiniteMagnitude`.
    package static func widthToMeasure(current: Double) -> Double {
        current.positiveFinite(or: .greatestFiniteMagnitude)
    }

    /// The width of the text container of a view `viewWidth` wide: the view's width less the
    /// container's horizontal insets, never below 0 (a view narrower than its insets lays its text
    /// out in no width, one character a line).
    ///
    /// - Parameters:
    ///   - viewWidth: The view's width.
    ///   - textContainerInset: The view's text container insets.
    /// - Returns: The container's width.
    package static func textContainerWidth(viewWidth: Double, textContainerInset: Insets) -> Double {
        max(viewWidth - textContainerInset.left - textContainerInset.right, 0)
    }
}
