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
}
