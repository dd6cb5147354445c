/// The options of `growtext notes`, with their documented defaults.
@_spi(Benchmarks) public struct NotesConfiguration: Hashable, Sendable {
    /// The most rows a note takes before it scrolls inside; 6 by default. Capped by the screen; 0 or
    /// below means no limit but the screen's, as for `GrowthPolicy`.
    package var maximumNumberOfLines: Int
    /// Milliseconds without input after an edit before the notes are saved; 1000 by default.
    package var autosaveDelay: Int

    /// Creates a configuration.
    /// - Parameters:
    ///   - maximumNumberOfLines: The most rows per note; 0 or below: no limit but the screen's.
    ///   - autosaveDelay: The idle time before an automatic save, in milliseconds; below 1 counts
    ///     as 1.
    @_spi(Benchmarks) public init(maximumNumberOfLines: Int = 6, autosaveDelay: Int = 1000) {
        self.maximumNumberOfLines = maximumNumberOfLines
        self.autosaveDelay = max(1, autosaveDelay)
    }
}
