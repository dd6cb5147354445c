/// Which of two visual places a caret takes where a line wraps softly.
///
/// The offset where a wrapped line ends is also where the next line starts. ``downstream`` (the
/// default) shows the caret at the start of the next line, like typing would; ``upstream`` shows it
/// after the last cluster of the earlier line, which is where "end of line" and a click past a wrapped
/// line's end put it. Everywhere else both affinities mean the same place.
public enum CaretAffinity: Hashable, Sendable {
    /// The caret belongs to the end of the earlier visual line.
    case upstream
    /// The caret belongs to the start of the later visual line.
    case downstream
}

/// An insertion point in a ``TextLayout``: a UTF-8 offset at a grapheme-cluster boundary plus an
/// affinity for soft wrap boundaries.
public struct Caret: Hashable, Sendable {
    /// The UTF-8 code-unit offset from the start of the text.
    public var offset: Int
    /// Which visual line the caret belongs to when ``offset`` is a soft wrap boundary.
    public var affinity: CaretAffinity

    /// Creates a caret.
    ///
    /// - Parameters:
    ///   - offset: The UTF-8 offset from the start of the text.
    ///   - affinity: The visual line at a soft wrap boundary; `.downstream` by default.
    public init(offset: Int, affinity: CaretAffinity = .downstream) {
        self.offset = offset
        self.affinity = affinity
    }
}

/// A caret's place on screen: its visual line and its column in cells from the line's start.
///
/// The column can exceed the wrap width only after trailing spaces that hang past it.
public struct CaretPosition: Hashable, Sendable {
    /// The zero-based visual line.
    public var line: Int
    /// The zero-based cell column.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The zero-based visual line.
    ///   - column: The zero-based cell column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
