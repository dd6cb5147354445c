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
    ///   paragraph typed. An edit that changes the number of records also moves the records after
    ///   it in memory (one `memmove` of 24 bytes a record; a run of identical lines is one record,
    ///   ``LineRecords``).
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
        var new = LineRecords()
        let rewrap = wrapMovingGap(
            from: resume, after: range.lowerBound + inserted, into: &new,
            rejoining: LineWrapper.Tail(
                lines: lines, from: range.lowerBound + inserted, shift: shift, reachBound: reachBound,
                contentLength: oldContentLength, knownRun: knownRun),
            configuration: configuration)
        reachBound = max(
            reachBound,
            Self.reachBound(
                of: new, endsParagraph: rewrap.kept == nil && rewrap.moved == nil && rewrap.rejoined == nil),
            Self.reachBound(of: rewrap.far, endsParagraph: rewrap.rejoined == nil),
            // The moved run's lines all reach as far past their starts, and none ends the paragraph.
            rewrap.moved?.record.reachDistance ?? 0)
        // The tail's reference to `lines` is gone, so the changes below are in place. The lines
        // before the new ones count from the start, those after them from the end; an old line after
        // the edit that counted from the start is converted (with the old length: its distance to
        // the end is the same after the edit), and one before it that counted from the end too.
        // Kept lines of an unbroken run did not move: they count from the start. Each change is
        // one to an entry of the records, which stands for a whole run of identical lines.
        let end = rewrap.rejoined ?? lines.count
        let countedFromEnd = lines.startOfStretch(before: restart) { $0.countsFromEnd }
        lines.modifyEntries(inLines: countedFromEnd..<restart) {
            $0 = $0.countingFromStart(contentLength: oldContentLength)
        }
        if let kept = rewrap.kept, lines[kept.upperBound - 1].countsFromEnd {
            lines.modifyEntries(inLines: kept) {
                if $0.countsFromEnd { $0 = $0.countingFromStart(contentLength: oldContentLength) }
            }
        }
        // An edit that moved nothing (Enter at a paragraph's start keeps the rest in place)
        // leaves those right as they count: all of them, in an unedited paragraph of megabytes.
        let convertFrom = shift == 0 ? lines.count : end
        let convertTo = lines.endOfStretch(from: convertFrom) { !$0.countsFromEnd }
        let converted = lines.modifyEntries(inLines: convertFrom..<convertTo) {
            $0 = $0.countingFromEnd(contentLength: oldContentLength)
        }
        #if DEBUG
            WrapCounter.current?.recordsConverted += converted
        #else
            _ = converted
        #endif
        if let kept = rewrap.kept {
            lines.replaceSubrange(kept.upperBound..<end, with: rewrap.far)
            lines.replaceSubrange(restart..<kept.lowerBound, with: new)
        } else if let moved = rewrap.moved {
            // The moved run's lines, written without wrapping them, are one entry: the records
            // from `restart` to `end` become the new lines, the run and the lines after it.
            var region = new
            region.appendRun(moved.record, count: moved.slots.count, length: moved.length)
            region.append(contentsOf: rewrap.far, lines: 0..<rewrap.far.count)
            lines.replaceSubrange(restart..<end, with: region)
        } else {
            lines.replaceSubrange(restart..<end, with: new)
        }
        if let kept = rewrap.kept ?? rewrap.moved?.slots {
            knownRun = runAfterEdit(keeping: kept, after: new, followedBy: rewrap.far, from: restart)
        } else {
            knownRun = knownRun.flatMap {
                runAfterEdit(known: $0, rejoinedAt: rewrap.rejoined, after: new, from: restart)
            }
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
        keeping kept: Range<Int>, after new: LineRecords, followedBy far: LineRecords, from restart: Int
    ) -> Range<Int> {
        let lower = restart + new.count
        let run = lines[lower]
        func isRun(_ record: LineRecord) -> Bool { record.continuesRun(of: run) }
        let before = new.count - new.startOfStretch(before: new.count, where: isRun)
        let after = far.endOfStretch(from: 0, where: isRun)
        var upper = lower + kept.count + after
        if after == far.count && upper < lines.count && isRun(lines[upper]) {
            upper = lines.endOfUnbrokenRun(from: upper)
        }
        return (lower - before)..<upper
    }

    /// The known run `known` (old line indices) after an edit that wrapped `new` from line `restart`
    /// and rejoined the old lines at `rejoined` (or reached the content's end, `nil`): the old
    /// lines from `rejoined` on are the new ones, moved by the shift, so a run among them is still
    /// known, its indices moved by the lines the edit added or removed, and so is one that ends
    /// before `restart`; `nil` for any other.
    ///
    /// - Complexity: O(n) for the new lines.
    private func runAfterEdit(
        known: Range<Int>, rejoinedAt rejoined: Int?, after new: LineRecords, from restart: Int
    )
        -> Range<Int>?
    {
        if known.upperBound < restart { return known }
        guard let rejoined, rejoined < known.upperBound else { return nil }
        let moved = new.count - (rejoined - restart)
        if rejoined <= known.lowerBound { return known.lowerBound + moved..<known.upperBound + moved }
        // The run's rejoined lines, with the new lines before them that are lines of the run too.
        let lower = rejoined + moved
        let run = lines[lower]
        let before = new.count - new.startOfStretch(before: new.count) { $0.continuesRun(of: run) }
        return (lower - before)..<(known.upperBound + moved)
    }

    /// How ``wrapMovingGap(from:after:into:rejoining:configuration:)`` ended.
    private struct Rewrap {
        /// Old lines of an unbroken run that stay where they are after the new lines
        /// (``LineWrapper/Tail/keptUnbrokenRun(at:state:containing:width:)``), or `nil`.
        var kept: Range<Int>?
        /// Lines of an unbroken run that moved, after the new lines
        /// (``LineWrapper/Tail/movedUnbrokenRun(at:state:containing:)``): records like `record`,
        /// each `length` bytes after the one before, to be written over the old lines `slots` (as
        /// many), or `nil`. Never with `kept`.
        var moved: (slots: Range<Int>, record: LineRecord, length: Int)?
        /// With `kept` or `moved`, the new lines that follow those, from the start of the old line at
        /// the upper bound of `kept` or `moved.slots` on.
        var far = LineRecords()
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
    /// Where the new lines reach lines of an unbroken run that moved, their records are not
    /// appended: wrapping resumes after them, its lines going to ``Rewrap/far``, and the caller writes
    /// them over the old run's records.
    ///
    /// - Returns: As ``LineWrapper/wrap(_:from:into:rejoining:readLimit:origin:keepingUnbrokenRuns:stoppingAtMovedRuns:)``
    ///   when it finished, with the kept or moved lines and the lines after them.
    private mutating func wrapMovingGap(
        from restart: (start: Int, state: LineBreakState), after editEnd: Int, into lines: inout LineRecords,
        rejoining tail: LineWrapper.Tail, configuration: TextLayoutConfiguration
    ) -> Rewrap {
        var resume = restart
        var window = configuration.wrapWindow
        var moved: (slots: Range<Int>, record: LineRecord, length: Int)?
        var far = LineRecords()
        // Wraps from `resume` into `target`: over the bytes after the gap when they hold all from
        // there on (an edit at the paragraph's start, or after a moved run's lines), else over those
        // before it, moving the gap forward a window.
        func wrap(into target: inout LineRecords) -> LineWrapper.Outcome {
            if storage.isInPieces {
                // Bytes in pieces: wrap over a window from `resume`, a view of one piece or a copy.
                let origin = resume.start
                let limit = max(
                    origin, scalarBoundary(atOrBefore: min(contentLength, max(editEnd, origin) + window)))
                return withBytes(in: origin..<limit) {
                    LineWrapper.wrap(
                        ClusterScanner(bytes: $0, configuration: configuration), from: resume, into: &target,
                        rejoining: tail, readLimit: limit < contentLength ? limit : nil, origin: origin,
                        keepingUnbrokenRuns: moved == nil, stoppingAtMovedRuns: moved == nil)
                }
            }
            if !isContiguous(upTo: contentLength) && storage.isContiguous(resume.start..<contentLength) {
                let origin = resume.start
                return withScanner(from: origin, configuration) {
                    LineWrapper.wrap(
                        $0, from: resume, into: &target, rejoining: tail, readLimit: nil, origin: origin,
                        keepingUnbrokenRuns: moved == nil, stoppingAtMovedRuns: moved == nil)
                }
            }
            var limit = contentLength
            if !isContiguous(upTo: contentLength) {
                limit = scalarBoundary(atOrBefore: min(contentLength, editEnd + window))
                moveGap(to: limit)
            }
            return withScanner(upTo: limit, configuration) {
                LineWrapper.wrap(
                    $0, from: resume, into: &target, rejoining: tail,
                    readLimit: limit < contentLength ? limit : nil, keepingUnbrokenRuns: moved == nil,
                    stoppingAtMovedRuns: moved == nil)
            }
        }
        while true {
            let outcome = moved == nil ? wrap(into: &lines) : wrap(into: &far)
            switch outcome {
            case .finished(let rejoined):
                return Rewrap(moved: moved, far: far, rejoined: rejoined)
            case .movedUnbrokenRun(let old, let count, let record, let length):
                moved = (old..<old + count, record, length)
                resume = (record.start + count * length, record.state)
            case .needsBytes(let start, let state):
                resume = (start, state)
                window = window > Int.max / 4 ? Int.max / 2 : window * 4
            case .keptUnbrokenRun(let kept):
                resume = (tail.start(ofLine: kept.upperBound), tail.lines[kept.lowerBound].state)
                guard storage.isContiguous(resume.start..<contentLength) else {
                    // The run ends before the gap, within the bytes just read: copy its lines.
                    let contentLength = tail.contentLength
                    let first = lines.count
                    lines.append(contentsOf: tail.lines, lines: kept)
                    lines.modifyEntries(inLines: first..<lines.count) {
                        $0 = $0.countingFromStart(contentLength: contentLength)
                    }
                    continue
                }
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
        lines.removeSubrange(restart..<lines.count)
        let countedFromEnd = lines.startOfStretch(before: lines.count) { $0.countsFromEnd }
        lines.modifyEntries(inLines: countedFromEnd..<lines.count) {
            $0 = $0.countingFromStart(contentLength: oldContentLength)
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
                    fresh.lines.expanded == linesCountingFromStart,
                    "incremental wrapping equals wrapping from scratch"
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
