extension Paragraph {
    /// Replaces a range of the content with text that holds no newline and re-wraps only the lines
    /// the edit can change, from ``restartLine(forEditAt:)`` until the new lines rejoin the old.
    ///
    /// - Parameters:
    ///   - range: Content offsets at scalar boundaries; `range.upperBound <= contentLength`.
    ///   - replacement: Text without a newline.
    ///   - configuration: The wrapping configuration the lines were made with.
    ///   - knownRun: Lines of one unbroken run and where it ends, if known
    ///     (``TextLayout/KnownUnbrokenRun``); becomes the run of the lines the edit kept in place,
    ///     or `nil`.
    /// - Complexity: O(k + d + log l) amortised: k bytes re-wrapped (a few lines, see ``LineWrapper``),
    ///   d the bytes and line records between this edit and the previous one (the gap moves, the
    ///   records between change how they count), l the paragraph's lines. The paragraph's first
    ///   edit opens the gap, O(m) for m bytes once; so does widening it, once per sixteenth of the
    ///   paragraph typed. An edit that changes the number of lines also moves the records after it
    ///   in memory (one `memmove` of 24 bytes a line).
    mutating func replaceCharacters(
        in range: Range<Int>, with replacement: String, configuration: TextLayoutConfiguration,
        knownRun: inout Range<Int>?
    ) {
        let restart = restartLine(forEditAt: range.lowerBound)
        let resume = (start: start(ofLine: restart), state: lines[restart].state)
        let oldContentLength = contentLength
        var replacement = replacement
        replacement.withUTF8 { replaceBytes(in: range, with: $0) }
        let inserted = replacement.utf8.count
        let shift = inserted - range.count
        var new: [LineRecord] = []
        let rewrap = wrapMovingGap(
            from: resume, after: range.lowerBound + inserted, into: &new,
            rejoining: LineWrapper.Tail(
                lines: lines, from: range.lowerBound + inserted, shift: shift, reachBound: reachBound,
                contentLength: oldContentLength, knownRun: knownRun),
            configuration: configuration)
        reachBound = max(
            reachBound,
            Self.reachBound(of: new[...], endsParagraph: rewrap.kept == nil && rewrap.rejoined == nil),
            Self.reachBound(of: rewrap.far[...], endsParagraph: rewrap.rejoined == nil))
        // The tail's reference to `lines` is gone, so the changes below are in place. The lines
        // before the new ones count from the start, those after them from the end; an old line after
        // the edit that counted from the start is converted (with the old length: its distance to
        // the end is the same after the edit), and one before it that counted from the end too.
        // Kept lines of an unbroken run did not move: they count from the start.
        let end = rewrap.rejoined ?? lines.count
        lines.withUnsafeMutableBufferPointer { records in
            var index = restart
            while index > 0 && records[index - 1].countsFromEnd {
                index -= 1
                records[index] = records[index].countingFromStart(contentLength: oldContentLength)
            }
            if let kept = rewrap.kept, records[kept.upperBound - 1].countsFromEnd {
                for index in kept where records[index].countsFromEnd {
                    records[index] = records[index].countingFromStart(contentLength: oldContentLength)
                }
            }
            index = end
            while index < records.count && !records[index].countsFromEnd {
                records[index] = records[index].countingFromEnd(contentLength: oldContentLength)
                index += 1
            }
        }
        if let kept = rewrap.kept {
            replaceLines(kept.upperBound..<end, with: rewrap.far)
        }
        replaceLines(restart..<(rewrap.kept?.lowerBound ?? end), with: new)
        knownRun = rewrap.kept.map {
            runAfterEdit(keeping: $0, after: new, followedBy: rewrap.far, from: restart)
        }
        checkIncrementalWrap(configuration: configuration)
    }

    /// The lines of the unbroken run an edit kept in place (``LineWrapper/Tail/keptUnbrokenRun(at:state:containing:width:)``)
    /// and where the run ends now, for ``TextLayout/KnownUnbrokenRun``: the kept lines, with the new lines
    /// before them that are lines of the run too, and the run goes on over the new lines after them
    /// that are, then (when all of those are) over the old lines they rejoined.
    ///
    /// - Parameters:
    ///   - kept: The kept lines' indices before the edit.
    ///   - new: The new lines before the kept ones, starting at line `restart`.
    ///   - far: The new lines after the kept ones.
    /// - Complexity: O(n + f) for the new lines; O(r) more only when every line after the kept ones
    ///   is a line of the run and the old lines after them are too.
    private func runAfterEdit(
        keeping kept: Range<Int>, after new: [LineRecord], followedBy far: [LineRecord], from restart: Int
    ) -> Range<Int> {
        let lower = restart + new.count
        let run = lines[lower]
        func isRun(_ record: LineRecord) -> Bool { record.continuesRun(of: run) }
        let before = new.reversed().prefix(while: isRun).count
        let after = far.prefix(while: isRun).count
        var upper = lower + kept.count + after
        if after == far.count && upper < lines.count && isRun(lines[upper]) {
            upper = lines.endOfUnbrokenRun(from: upper)
        }
        return (lower - before)..<upper
    }

    /// Replaces the line records in `range` with `new`, in place when they are as many.
    private mutating func replaceLines(_ range: Range<Int>, with new: [LineRecord]) {
        if new.count == range.count {
            lines.withUnsafeMutableBufferPointer { records in
                for (offset, record) in new.enumerated() {
                    records[range.lowerBound + offset] = record
                }
            }
        } else {
            lines.replaceSubrange(range, with: new)
        }
    }

    /// How ``wrapMovingGap(from:after:into:rejoining:configuration:)`` ended.
    private struct Rewrap {
        /// Old lines of an unbroken run that stay where they are after the new lines
        /// (``LineWrapper/Tail/keptUnbrokenRun(at:state:containing:width:)``), or `nil`.
        var kept: Range<Int>?
        /// With `kept`, the new lines that follow the kept ones, from the start of the old line at
        /// `kept.upperBound` on.
        var far: [LineRecord] = []
        /// The index of the first old line rejoined, moved by the shift (the last new lines are
        /// followed by it), or `nil` when wrapping reached the content's end.
        var rejoined: Int?
    }

    /// Appends to `lines` the wrapping from `restart` until the content's end or until it rejoins
    /// `tail`, moving the gap forward from `editEnd` only as far as the wrapping reads: past
    /// ``TextLayoutConfiguration/wrapWindow`` bytes at first (a line or two, where the new lines almost
    /// always rejoin the old), then a window four times as long each time a line would read past it.
    /// The next edit moves the gap back.
    ///
    /// Where the new lines reach old lines of an unbroken run that did not move, those are kept in
    /// place and wrapping resumes after them: where the run ends, over the bytes after the gap,
    /// which are contiguous from there on when the run is longer than the window; a shorter run's
    /// lines are copied and wrapping goes on as before.
    ///
    /// - Returns: As ``LineWrapper/wrap(_:from:into:rejoining:readLimit:origin:keepingUnbrokenRuns:)``
    ///   when it finished, with the kept lines and the lines after them.
    private mutating func wrapMovingGap(
        from restart: (start: Int, state: LineBreakState), after editEnd: Int, into lines: inout [LineRecord],
        rejoining tail: LineWrapper.Tail, configuration: TextLayoutConfiguration
    ) -> Rewrap {
        var resume = restart
        var window = configuration.wrapWindow
        while true {
            var limit = contentLength
            if !isContiguous(upTo: contentLength) {
                limit = scalarBoundary(atOrBefore: min(contentLength, editEnd + window))
                moveGap(to: limit)
            }
            let outcome = withScanner(upTo: limit, configuration) {
                LineWrapper.wrap(
                    $0, from: resume, into: &lines, rejoining: tail,
                    readLimit: limit < contentLength ? limit : nil, keepingUnbrokenRuns: true)
            }
            switch outcome {
            case .finished(let rejoined):
                return Rewrap(rejoined: rejoined)
            case .needsBytes(let start, let state):
                resume = (start, state)
                window = window > Int.max / 4 ? Int.max / 2 : window * 4
            case .keptUnbrokenRun(let kept):
                resume = (tail.start(ofLine: kept.upperBound), tail.lines[kept.lowerBound].state)
                guard storage.isContiguous(resume.start..<contentLength) else {
                    // The run ends before the gap, within the bytes just read: copy its lines.
                    let contentLength = tail.contentLength
                    lines.append(
                        contentsOf: tail.lines[kept].lazy.map {
                            $0.countingFromStart(contentLength: contentLength)
                        })
                    continue
                }
                var far: [LineRecord] = []
                let outcome = withScanner(from: resume.start, configuration) {
                    LineWrapper.wrap(
                        $0, from: resume, into: &far, rejoining: tail, readLimit: nil, origin: resume.start)
                }
                guard case .finished(let rejoined) = outcome else {
                    preconditionFailure("no read limit was set")
                }
                return Rewrap(kept: kept, far: far, rejoined: rejoined)
            }
        }
    }

    /// Replaces the text from content offset `from` to the paragraph's end, newline included, with
    /// `replacement` then the end of `rest` (the last of them that is not empty brings the new newline,
    /// if any), in place: the text before `from` does not move and the lines before the edit are kept.
    ///
    /// Enter and a Backspace joining two paragraphs edit the first paragraph this way (see
    /// ``TextLayout/replaceCharacters(in:with:)``).
    ///
    /// - Parameters:
    ///   - from: A content offset at a scalar boundary.
    ///   - replacement: The start of the new end.
    ///   - rest: The paragraph whose text from `restStart` on is the rest of the new end (its newline,
    ///     if any, ends this paragraph too), or `nil` when the replacement is the whole new end.
    ///   - restStart: A content offset into `rest`.
    ///   - tail: Lines of `rest`, which the new wrapping may rejoin.
    ///   - configuration: The wrapping configuration the lines were made with.
    /// - Returns: The first line the edit changed (``restartLine(forEditAt:)``).
    /// - Complexity: O(k + n + t): k bytes re-wrapped, n bytes in `replacement` and `rest`, t lines
    ///   taken from `tail`.
    @discardableResult
    mutating func replaceEnd(
        from: Int, with replacement: [UInt8], followedBy rest: Paragraph?, from restStart: Int,
        rejoining tail: LineWrapper.Tail?,
        configuration: TextLayoutConfiguration
    ) -> Int {
        let restart = restartLine(forEditAt: from)
        let resume = (start: start(ofLine: restart), state: lines[restart].state)
        let oldContentLength = contentLength
        lines.removeSubrange(restart...)
        var index = lines.count
        while index > 0 && lines[index - 1].countsFromEnd {
            index -= 1
            lines[index] = lines[index].countingFromStart(contentLength: oldContentLength)
        }
        replaceBytes(from: from, with: replacement, followedBy: rest, from: restStart)
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
                precondition(
                    fresh.lines == linesCountingFromStart, "incremental wrapping equals wrapping from scratch"
                )
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
        let first = offset - reachBound <= 0 ? 0 : lineIndex(containing: offset - reachBound)
        var line = restart
        while line > first {
            line -= 1
            if reach(ofLine: line) > offset { restart = line }
        }
        return restart
    }
}
