/// Remembers the last applied height of a ``GrowingTextController`` and reports only real changes.
///
/// It answers `nil` for a no-op, so a host that applies only what the controller reports never
/// animates a height that did not change and never loops on its own layout. A height counts as
/// changed when it moved by more than half a pixel from the last height reported; smaller moves are
/// noise and are not accumulated away, because the reference stays at the last reported height.
/// Whether scrolling is on is the controller's own state (`isScrollEnabled`), not the tracker's.
struct GrowthTracker: Hashable, Sendable {
    /// The height last reported (or given at creation), in points.
    private(set) var height: Double
    /// The duration of animated height changes in seconds. Negative or non-finite counts as 0, which
    /// turns animation off.
    var animationDuration: Double
    /// Whether ``update(to:animated:)`` has been called yet. The first call is the view's first layout,
    /// so a change it reports is never animated; later calls animate even when the first was a no-op.
    private(set) var hasUpdated = false

    /// Creates a tracker for a view currently `height` tall.
    ///
    /// - Parameters:
    ///   - height: The view's current height; 0 by default. Negative or non-finite counts as 0.
    ///   - animationDuration: The duration of animated changes in seconds; 0.2 by default.
    init(height: Double = 0, animationDuration: Double = 0.2) {
        self.height = height.nonNegativeFiniteOrZero
        self.animationDuration = animationDuration
    }

    /// Takes a new resolution and reports the height change, or `nil` when the height did not
    /// really change.
    ///
    /// - Parameters:
    ///   - resolution: The latest resolution from ``GrowthPolicy/resolve(_:)``.
    ///   - animated: Whether a height change may animate (`false` for programmatic text changes); a
    ///     change from the first call is never animated.
    /// - Returns: The change to apply, or `nil` when the height moved by at most half a pixel. A
    ///   non-finite resolution height is ignored.
    mutating func update(to resolution: GrowthResolution, animated: Bool) -> HeightChange? {
        defer { hasUpdated = true }
        let halfPixel = 0.5 / resolution.displayScale
        guard resolution.height.isFinite, abs(resolution.height - height) > halfPixel else { return nil }
        let duration = animationDuration.nonNegativeFiniteOrZero
        let animates = animated && hasUpdated && duration > 0
        let change = HeightChange(
            from: height, to: resolution.height, animated: animates, duration: animates ? duration : 0)
        height = resolution.height
        return change
    }
}
