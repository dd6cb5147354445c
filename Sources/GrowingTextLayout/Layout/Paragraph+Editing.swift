extension Paragraph {
    /// Replaces a range of the content with text that holds no newline and re-wraps only the lines
    /// the edit can change, from ``restartLine(forEditAt:)`` until the new lines rejoin the old.
    ///
    /// - Parameters:
    ///   - range: Content offsets at scalar boundaries; `range.upperBound <= contentLength`.
    ///   - replacement: Text without a newline.
    ///   - configuration: The wrapping configuration the lines were made with.
    /// - Complexity: O(k + m + l): k bytes re-wrapped (a few lines, see ``LineWrapper``), m bytes of
    ///   the paragraph moved by the string edit, l line records after the edit shifted.
    mutating func replaceCharacters(
        in range: Range<Int>, with replacement: String, configuration: TextLayoutConfiguration
    ) {
        let restart = restartLine(forEditAt: range.lowerBound)
        let utf8 = text.utf8
        text.replaceSubrange(
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: range.upperBound),
            with: replacement)
        let inserted = replacement.utf8.count
        contentLength += inserted - range.count
        let old = lines
        lines = []
        lines = withScanner(configuration) {
            LineWrapper.lines(
                of: $0, kept: old[..<restart], restart: (old[restart].start, old[restart].state),
                tail: LineWrapper.Tail(
                    lines: old, from: range.lowerBound + inserted, shift: inserted - range.count))
        }
        checkIncrementalWrap(configuration: configuration)
    }

    /// Traps when re-wrapping from the restart line gave other lines (or other breaker states at
    /// their starts) than wrapping the whole paragraph would (where `GROWINGTEXT_INVARIANT_CHECKS` is
    /// defined, for paragraphs under 4 KB so that huge-text tests stay fast).
    func checkIncrementalWrap(configuration: TextLayoutConfiguration) {
        #if GROWINGTEXT_INVARIANT_CHECKS
            if contentLength < 4096 {
                var fresh = self
                fresh.rewrap(configuration: configuration)
                precondition(fresh.lines == lines, "incremental wrapping equals wrapping from scratch")
            }
        #endif
    }

    /// The first line an edit at content offset `offset` can change: the first whose wrapping read
    /// the byte at `offset` or beyond (``LineRecord/reach``). That is the line holding the offset, or
    /// an earlier one when its wrapping looked ahead that far: the cluster that did not fit on it,
    /// grapheme and line break rules that look at the next scalar or, for UAX #14's
    /// `(PR | PO) × (OP | HY) NU`, over combining marks. Lines before it read only bytes the edit
    /// leaves alone.
    ///
    /// Reaches are not monotonic (a line that looked far ahead can come before one that did not), so
    /// every earlier line is checked, not only until the first that stayed short of `offset`: the
    /// layout fuzzer found a line whose reach passed the edit behind a line whose reach did not.
    /// - Complexity: O(l), l the lines before the edit in this paragraph (integer comparisons).
    func restartLine(forEditAt offset: Int) -> Int {
        var restart = lineIndex(containing: offset)
        var line = restart
        while line > 0 {
            line -= 1
            if lines[line].reach > offset { restart = line }
        }
        return restart
    }
}
