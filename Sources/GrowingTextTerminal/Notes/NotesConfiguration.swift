/// The options of `growtext notes`, with their documented defaults.
@_spi(Benchmarks) public struct NotesConfiguration: Hashable, Sendable {
    /// The most rows a note takes before it scrolls inside; 6 by default. Capped by the screen.
    package var maximumLines: Int
    /// Milliseconds without input after an edit before the notes are saved; 1000 by default.
    package var autosaveDelay: Int

    /// Creates a configuration.
    /// - Parameters:
    ///   - maximumLines: The most rows per note; below 1 counts as 1.
    ///   - autosaveDelay: The idle time before an automatic save, in milliseconds; below 1 counts
    ///     as 1.
    @_spi(Benchmarks) public init(maximumLines: Int = 6, autosaveDelay: Int = 1000) {
        self.maximumLines = max(1, maximumLines)
        self.autosaveDelay = max(1, autosaveDelay)
    }
}
