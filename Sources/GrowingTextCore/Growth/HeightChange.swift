/// A change of a growing view's height that the shell must apply.
public struct HeightChange: Hashable, Sendable {
    /// The height before the change, in points.
    public var from: Double
    /// The height after the change, in points.
    public var to: Double
    /// Whether to animate the change; never for the first layout.
    public var animated: Bool
    /// The animation's duration in seconds; 0 when not animated.
    public var duration: Double

    /// Creates a height change.
    ///
    /// - Parameters:
    ///   - from: The height before the change.
    ///   - to: The height after the change.
    ///   - animated: Whether to animate the change.
    ///   - duration: The animation's duration in seconds.
    public init(from: Double, to: Double, animated: Bool, duration: Double) {
        self.from = from
        self.to = to
        self.animated = animated
        self.duration = duration
    }

    /// Whether the view grows (`true`) or shrinks (`false`).
    public var isGrowing: Bool { to > from }
}

/// A switch of scrolling on or off, reported by ``GrowthTracker``.
///
/// The moment scrolling turns on is the moment the caret can slip out of sight below the maximum
/// (the most reported bug of growing text views); when it turns off the content offset must be reset.
/// Shells reveal the caret at both.
public enum ScrollingChange: Hashable, Sendable {
    /// The content just became taller than the maximum: scrolling turns on.
    case enabled
    /// The content fits again: scrolling turns off.
    case disabled
}

/// What changed between two resolutions fed to a ``GrowthTracker``; it always holds at least one
/// change.
public struct GrowthUpdate: Hashable, Sendable {
    /// The height change to apply, or `nil` when the height did not really change.
    public var heightChange: HeightChange?
    /// The switch of scrolling, or `nil` when scrolling stayed as it was.
    public var scrollingChange: ScrollingChange?
    /// The resolution that produced this update, to apply as a whole.
    public var resolution: GrowthResolution

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - heightChange: The height change, if any.
    ///   - scrollingChange: The switch of scrolling, if any.
    ///   - resolution: The resolution that produced the update.
    public init(heightChange: HeightChange?, scrollingChange: ScrollingChange?, resolution: GrowthResolution)
    {
        self.heightChange = heightChange
        self.scrollingChange = scrollingChange
        self.resolution = resolution
    }

    /// Whether the shell must scroll the caret into view now: exactly when scrolling turned on or off.
    public var revealsCaret: Bool { scrollingChange != nil }
}
