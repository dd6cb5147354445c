extension Paragraph {
    /// Replaces a range of the content with text that holds no newline and re-wraps only the lines
    /// the edit can change, from ``restartLine(forEditAt:in:)`` until the new lines rejoin the old.
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
        let restart = withScanner(configuration) { restartLine(forEditAt: range.lowerBound, in: $0) }
        let utf8 = text.utf8
        text.replaceSubrange(
            utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
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

    /// The first line an edit at content offset `offset` can change.
    ///
    /// A line's wrapping depends on its own clusters, on the line after it and on the first cluster of
    /// the line after that (the cluster that did not fit may end up there), and on the break
    /// decisions at those clusters, which look back at the cluster before and, for UAX #14's
    /// `(PR | PO) × (OP | HY) NU`, ahead over combining marks. So the earliest byte the edit can
    /// influence is the start of the cluster before it, or of the scalar before the combining marks
    /// that precede it; the line holding that byte and the one before it are re-wrapped, and the one
    /// before that too when the byte lies in its line's first cluster.
    func restartLine(forEditAt offset: Int, in scanner: ClusterScanner) -> Int {
        guard offset > 0 else { return 0 }
        var earliest = scanner.clusterStart(before: offset)
        var scalar = offset
        let properties = UnicodeProperties.shared
        while scalar > 0 {
            scalar = scanner.scalarStart(before: scalar)
            var end = scalar
            let value = properties.lineBreakValue(LineBreaker.decodeScalar(scanner.bytes, at: &end))
            let lineBreakClass = LineBreakClass(tableValue: value)
            if lineBreakClass != .cm && lineBreakClass != .zwj {
                break
            }
        }
        earliest = min(earliest, scalar)
        let line = lineIndex(containing: earliest)
        let inFirstCluster = earliest < scanner.clusterEnd(from: lines[line].start)
        return max(0, line - (inFirstCluster ? 2 : 1))
    }
}
