/// Remembers the last applied height and scrolling state, and reports only real changes.
///
/// Feed it every resolution (after each edit, layout pass or width change). It answers `nil` for a
/// no-op, so a shell that applies only what the tracker reports never animates a height that did not
/// change and never loops on its own layout. A height counts as changed when it moved by more than
/// half a pixel from the last height reported; smaller moves are noise and are not accumulated away,
/// because the reference stays at the last reported height.
///
/// ```swift
/// var tracker = GrowthTracker(height: bounds.height)
/// if let update = tracker.update(to: policy.resolve(contentHeight: fitting.height)) { ... }
/// ```
public struct GrowthTracker: Hashable, Sendable {
    /// The height last reported (or given at creation), in points.
    public private(set) var height: Double
    /// Whether scrolling was last reported on.
    public private(set) var scrolls: Bool
    /// The duration of animated height changes in seconds; 0.2 by default. Negative or non-finite
    /// counts as 0, which turns animation off.
    public var animationDuration: Double
    /// Whether ``update(to:animated:)`` has been called yet. The first call is the view's first layout,
    /// so a change it reports is never animated; later calls animate even when the first was a no-op.
    public private(set) var hasUpdated: Bool

    /// Creates a tracker for a view currently `height` tall.
    ///
    /// - Parameters:
    ///   - height: The view's current height; 0 by default. Negative or non-finite counts as 0.
    ///   - scrolls: Whether scrolling is currently on; `false` by default.
    ///   - animationDuration: The duration of animated changes in seconds; 0.2 by default.
    public init(height: Double = 0, scrolls: Bool = false, animationDuration: Double = 0.2) {
        self.height = height.nonNegativeFiniteOrZero
        self.scrolls = scrolls
        self.animationDuration = animationDuration
        self.hasUpdated = false
    }

    /// Takes a new resolution and reports what changed, or `nil` when nothing did.
    ///
    /// - Parameters:
    ///   - resolution: The latest resolution from ``GrowthPolicy/resolve(_:)``.
    ///   - animated: Whether a height change may animate (pass `false` for programmatic text
    ///     changes); a change from the first call is never animated. `true` by default.
    /// - Returns: The update to apply, or `nil` for a no-op: the height moved by at most half a pixel
    ///   and scrolling stayed as it was. A non-finite resolution height is ignored.
    public mutating func update(to resolution: GrowthResolution, animated: Bool = true) -> GrowthUpdate? {
        let halfPixel = 0.5 / resolution.displayScale
        var heightChange: HeightChange?
        if resolution.height.isFinite, abs(resolution.height - height) > halfPixel {
            let duration = animationDuration.nonNegativeFiniteOrZero
            let animates = animated && hasUpdated && duration > 0
            heightChange = HeightChange(
                from: height,
                to: resolution.height,
                animated: animates,
                duration: animates ? duration : 0
            )
            height = resolution.height
        }
        var scrollingChange: ScrollingChange?
        if resolution.scrolls != scrolls {
            scrollingChange = resolution.scrolls ? .enabled : .disabled
            scrolls = resolution.scrolls
        }
        hasUpdated = true
        guard heightChange != nil || scrollingChange != nil else { return nil }
        return GrowthUpdate(
            heightChange: heightChange, scrollingChange: scrollingChange, resolution: resolution)
    }
}
