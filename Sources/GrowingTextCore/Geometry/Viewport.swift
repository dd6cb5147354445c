/// The visible window of a vertically scrolling view, like a `UIScrollView`'s geometry.
///
/// All values are in the scroll view's content coordinates, in points: `contentOffset` is the
/// content point at the top-left of the bounds, `size` is the bounds size, and `contentInset` is
/// the *adjusted* content inset (UIKit's `adjustedContentInset`: your insets plus the safe area and
/// the keyboard inset). Only the vertical axis matters here; `contentOffset.x` is carried through.
///
/// The visible span is what is not covered by the insets, from `contentOffset.y + contentInset.top`
/// to `contentOffset.y + size.height - contentInset.bottom`. Valid offsets run from
/// `-contentInset.top` to `max(-contentInset.top, contentHeight - size.height + contentInset.bottom)`,
/// so content shorter than the view sits at its top.
///
/// ## Bad input
/// Every computation reads the values through the same normalisation: a NaN or infinite offset
/// counts as 0; a NaN, infinite or negative size, content height or inset counts as 0.
public struct Viewport: Hashable, Sendable {
    /// The content point shown at the top-left corner of the bounds.
    public var contentOffset: Point
    /// The size of the scroll view's bounds.
    public var size: Size
    /// The adjusted content inset (UIKit's `adjustedContentInset`).
    public var contentInset: Insets
    /// The height of the scrollable content (UIKit's `contentSize.height`).
    public var contentHeight: Double

    /// Creates a viewport.
    ///
    /// - Parameters:
    ///   - contentOffset: The content point at the top-left of the bounds. Defaults to the origin.
    ///   - size: The bounds size.
    ///   - contentInset: The adjusted content inset. Defaults to none.
    ///   - contentHeight: The content height. Defaults to 0.
    public init(
        contentOffset: Point = .zero, size: Size, contentInset: Insets = .zero, contentHeight: Double = 0
    ) {
        self.contentOffset = contentOffset
        self.size = size
        self.contentInset = contentInset
        self.contentHeight = contentHeight
    }

    /// The smallest valid vertical offset, `-contentInset.top`: the content's top edge shows just
    /// below the top inset.
    @inlinable public var minimumContentOffsetY: Double { -contentInset.top.nonNegativeFiniteOrZero }

    /// The largest valid vertical offset: the content's bottom edge shows just above the bottom
    /// inset, or ``minimumContentOffsetY`` when the content is shorter than the visible span.
    @inlinable public var maximumContentOffsetY: Double {
        let bottomAligned =
            contentHeight.nonNegativeFiniteOrZero - size.height.nonNegativeFiniteOrZero
            + contentInset.bottom.nonNegativeFiniteOrZero
        return max(minimumContentOffsetY, bottomAligned)
    }

    /// An offset moved into the valid range; NaN counts as ``minimumContentOffsetY``.
    ///
    /// - Parameter offsetY: A vertical content offset.
    /// - Returns: The nearest valid offset.
    @inlinable public func clampedContentOffsetY(_ offsetY: Double) -> Double {
        guard !offsetY.isNaN else { return minimumContentOffsetY }
        return min(max(offsetY, minimumContentOffsetY), maximumContentOffsetY)
    }

    /// The top of the visible span in content coordinates: the offset plus the top inset.
    @inlinable public var visibleMinY: Double { offsetY + contentInset.top.nonNegativeFiniteOrZero }

    /// The bottom of the visible span in content coordinates: the bottom of the bounds minus the
    /// bottom inset.
    @inlinable public var visibleMaxY: Double {
        offsetY + size.height.nonNegativeFiniteOrZero - contentInset.bottom.nonNegativeFiniteOrZero
    }

    /// The height of the visible span (never negative).
    @inlinable public var visibleHeight: Double { max(0, visibleMaxY - visibleMinY) }

    /// Whether the view is scrolled to (or past) its bottom, within half a point: what a chat
    /// list checks before it keeps the newest message in view.
    @inlinable public var isAtBottom: Bool { offsetY >= maximumContentOffsetY - 0.5 }

    /// A copy with another vertical offset, the horizontal one unchanged.
    ///
    /// - Parameter offsetY: The new vertical content offset (not clamped).
    /// - Returns: The viewport scrolled to `offsetY`.
    @inlinable public func withContentOffsetY(_ offsetY: Double) -> Viewport {
        var copy = self
        copy.contentOffset.y = offsetY
        return copy
    }

    /// The vertical offset, with NaN and infinities counted as 0.
    @inlinable var offsetY: Double { contentOffset.y.isFinite ? contentOffset.y : 0 }
}

extension Viewport {
    /// A finite value: NaN and infinities count as 0.
    @inlinable static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
