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
