extension Paragraph {
    /// Replaces a range of the content with text that holds no newline and re-wraps only the lines
    /// the edit can change, from ``restartLine(forEditAt:)`` until the new lines rejoin the old.
    ///
    /// - Parameters:
    ///   - range: Content offsets at scalar boundaries; `range.upperBound <= contentLength`.
    ///   - replacement: Text without a newline.
    ///   - configuration: The wrapping configuration the lines were made with.
    /// - Complexity: O(k + m + l): k bytes re-wrapped (a few lines, see ``LineWrapper``), m bytes of
    ///   the paragraph moved by the string edit, l line records after the edit shifted in place.
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
        let shift = inserted - range.count
        var new: [LineRecord] = []
        let rejoined = withScanner(configuration) {
            LineWrapper.wrap(
                $0, from: (lines[restart].start, lines[restart].state), into: &new,
                rejoining: LineWrapper.Tail(
                    lines: lines, from: range.lowerBound + inserted, shift: shift, reachBound: reachBound))
        }
        reachBound = max(reachBound, Self.reachBound(of: new[...], endsParagraph: rejoined == nil))
        // The tail's reference to `lines` is gone, so the splice and the shift below are in place.
        let end = rejoined ?? lines.count
        lines.replaceSubrange(restart..<end, with: new)
        lines.shiftStarts(from: restart + new.count, by: shift)
        checkIncrementalWrap(configuration: configuration)
    }

    /// Replaces the text from content offset `from` to the paragraph's end, newline included, with
    /// `replacement` then `rest` (the last of them that is not empty brings the new newline, if
    /// any), in place: the text before `from` does not move and the lines before the edit are kept.
    ///
    /// Enter and a Backspace joining two paragraphs edit the first paragraph this way (see
    /// ``TextLayout/replaceCharacters(in:with:)``).
    ///
    /// - Parameters:
    ///   - from: A content offset at a scalar boundary.
    ///   - replacement: The start of the new end.
    ///   - rest: The rest of the new end; the newline in them, if any, is at their end.
    ///   - tail: Lines of the paragraph `rest` ends, which the new wrapping may rejoin.
    ///   - configuration: The wrapping configuration the lines were made with.
    /// - Returns: The first line the edit changed (``restartLine(forEditAt:)``).
    /// - Complexity: O(k + n + t): k bytes re-wrapped, n bytes in `replacement` and `rest`, t lines
    ///   taken from `tail`.
    @discardableResult
    mutating func replaceEnd(
        from: Int, with replacement: Substring, followedBy rest: Substring, rejoining tail: LineWrapper.Tail?,
        configuration: TextLayoutConfiguration
    ) -> Int {
        let restart = restartLine(forEditAt: from)
        text.removeSubrange(index(atOffset: from)..<text.endIndex)
        text.append(contentsOf: replacement)
        text.append(contentsOf: rest)
        newlineLength = UInt8(Self.newlineLength(atEndOf: text.utf8))
        let resume = (start: lines[restart].start, state: lines[restart].state)
        lines.removeSubrange(restart...)
        wrapRest(from: resume, rejoining: tail, configuration: configuration)
        checkIncrementalWrap(configuration: configuration)
        return restart
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
                precondition(reachBound >= fresh.reachBound, "the reach bound bounds every line's reach")
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
    /// the check does not stop at the first earlier line that stayed short of `offset`: the layout
    /// fuzzer found a line whose reach passed the edit behind a line whose reach did not. It stops
    /// at the last line starting ``reachBound`` or more before the offset: no line from there back
    /// can have read it.
    /// - Complexity: O(log l + b), l the lines of the paragraph, b those starting less than
    ///   ``reachBound`` before the edit (one or two, unless a line looked very far ahead).
    func restartLine(forEditAt offset: Int) -> Int {
        var restart = lineIndex(containing: offset)
        let first = offset - reachBound <= 0 ? 0 : lines.lineIndex(containing: offset - reachBound)
        var line = restart
        while line > first {
            line -= 1
            if lines[line].reach > offset { restart = line }
        }
        return restart
    }
}
