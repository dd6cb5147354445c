/// The answer to "how tall, and must it scroll?" for one measured content height.
///
/// Produced by ``GrowthPolicy/resolve(_:)``. ``GrowingTextController`` resolves after every
/// measurement and reports only what changed since the last resolution.
public struct GrowthResolution: Hashable, Sendable {
    /// The view's height in points, insets included, rounded up to a whole pixel.
    public var height: Double
    /// Whether scrolling must be on: only when the content is taller than the maximum.
    public var scrolls: Bool
    /// How many whole lines of ``GrowthPolicy/lineHeight`` the view's height has room for between
    /// its insets (a line counts when at most half a pixel of it would be cut); 0 without a valid line
    /// height.
    public var visibleLines: Int
    /// How far down to shift the content inside the view, in points, when the minimum is taller than
    /// the content: 0 for top alignment, the whole slack for bottom, half of it (rounded down to a
    /// pixel) for center. Always 0 while scrolling. Apply it as extra top inset
    /// (`contentInset.top` in UIKit).
    public var contentOffsetY: Double
    /// The display scale the heights were rounded to, after normalisation; the tracker uses it to
    /// tell a real change (more than half a pixel) from noise.
    public var displayScale: Double

    /// Creates a resolution; normally you get one from ``GrowthPolicy/resolve(_:)`` instead.
    ///
    /// - Parameters:
    ///   - height: The view's height in points.
    ///   - scrolls: Whether scrolling must be on.
    ///   - visibleLines: The number of whole lines the height has room for.
    ///   - contentOffsetY: How far down to shift the content.
    ///   - displayScale: Pixels per point; 0, negative or non-finite counts as 1.
    public init(
        height: Double,
        scrolls: Bool,
        visibleLines: Int,
        contentOffsetY: Double = 0,
        displayScale: Double = 1
    ) {
        self.height = height
        self.scrolls = scrolls
        self.visibleLines = visibleLines
        self.contentOffsetY = contentOffsetY
        self.displayScale = displayScale.positiveFinite(or: 1)
    }
}
