extension TextLayout {
    /// Replaces a range of the text and re-wraps only the paragraphs the edit touches.
    ///
    /// The range's bounds are clamped to the text and rounded down to Unicode scalar boundaries (an
    /// edit may split a grapheme cluster, never a scalar). An empty range inserts; an empty
    /// replacement deletes. A CR inserted before an LF (or an LF after a CR) joins it into one CR LF
    /// newline, exactly as laying out the new text from scratch would.
    ///
    /// - Parameters:
    ///   - range: The UTF-8 offsets to replace.
    ///   - replacement: The new text.
    /// - Returns: Which visual lines changed.
    /// - Complexity: Inside one paragraph, O(k + d + log p) amortised: k bytes of the few lines around
    ///   the edit re-wrapped (the whole rest of the paragraph in the worst case, lines filled to the
    ///   last cell), d the bytes and line records between this edit and the paragraph's previous one
    ///   (none when typing on at one place; the paragraph's first edit opens its gap, O(m) for a
    ///   paragraph of m bytes). Enter and a join: O(k + m + log p) with m the bytes of the shorter
    ///   side of the edit (copied); the lines of a run of identical lines count as one. Across more
    ///   paragraphs, O(k + m + p) with m the length of the touched paragraphs after the edit and the
    ///   replacement.
    @discardableResult
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: String) -> TextLayoutChange
    {
        let known = knownUnbrokenRun
        // One descent of the paragraph sums finds the edit's paragraph; the edits below reach it and
        // its neighbours through that location, without another lookup.
        let clampedLower = max(0, min(range.lowerBound, utf8Count))
        let clampedUpper = max(clampedLower, min(range.upperBound, utf8Count))
        var first = paragraphs.location(coveringOffset: clampedLower)
        let lower = first.start + paragraphs[first].scalarBoundary(atOrBefore: clampedLower - first.start)
        var last = first
        if clampedUpper >= first.start + paragraphs[first].length && first.index < paragraphs.count - 1 {
            last =
                paragraphs.location(after: first).flatMap {
                    clampedUpper < $0.start + paragraphs[$0].length ? $0 : nil
                } ?? paragraphs.location(coveringOffset: clampedUpper)
        }
        let upper = last.start + paragraphs[last].scalarBoundary(atOrBefore: clampedUpper - last.start)
        if lower == first.start, let previous = paragraphs.location(before: first),
            paragraphs[previous].lastByte == 0x0D
        {
            first = previous
        }
        let insertedRange = lower..<lower + replacement.utf8.count
        // Scanned once for the paths below: a newline (Enter) is for the paths that split paragraphs.
        // Read as scalars: the last byte of NEL or U+2028 alone is no newline (it ends `é`, `©`, `ũ`,
        // `ש`), and typing one of those stays on the paragraph's own path.
        let newlines = Paragraph.newlineBounds(in: replacement[...])
        if first.index == last.index, newlines == nil,
            let change = replaceInParagraph(
                at: first, from: lower - first.start, to: upper - first.start, with: replacement,
                knownRun: known?.paragraph == first.index ? known?.lines : nil)
        {
            return TextLayoutChange(
                replacedLines: change.replaced, insertedLines: change.inserted, insertedRange: insertedRange)
        }
        if let change = replaceAroundEdit(
            first, last, from: lower - first.start, to: upper - last.start, with: replacement,
            newlines: newlines, knownRun: known?.paragraph == last.index ? known?.lines : nil)
        {
            return TextLayoutChange(
                replacedLines: change.replaced, insertedLines: change.inserted, insertedRange: insertedRange)
        }
        let regionStart = first.start
        let firstLine = first.firstLine
        let region = replacingBytes(
            in: first.index...last.index, from: lower - regionStart, to: upper - regionStart,
            with: replacement)
        let isTextEnd = last.index == paragraphs.count - 1
        let pieces = Paragraph.split(region[...], includingRemainder: isTextEnd)
        let newParagraphs = rewrapped(
            pieces, replacing: first.index...last.index, editAt: lower - regionStart,
            suffixStart: upper - last.start)

        let replacedLines = firstLine..<last.firstLine + paragraphs[last].lines.count
        paragraphs.replaceSubrange(first.index...last.index, with: newParagraphs)
        checkInvariants()
        let insertedLineCount = newParagraphs.reduce(0) { $0 + $1.lines.count }
        return TextLayoutChange(
            replacedLines: replacedLines,
            insertedLines: firstLine..<firstLine + insertedLineCount,
            insertedRange: insertedRange)
    }

    /// An edit inside the content of one paragraph, done in place; `nil` (and nothing done) for any
    /// other edit. The replacement holds no newline (the caller checked).
    private mutating func replaceInParagraph(
        at location: ParagraphIndex.Location, from: Int, to: Int, with replacement: String,
        knownRun: Range<Int>?
    ) -> (replaced: Range<Int>, inserted: Range<Int>)? {
        // Read in a closure so no copy of the paragraph outlives it: the edit below must change the
        // only reference to the paragraph's text, or it would copy all of it.
        let (contentLength, oldLineCount, restart) = { (paragraph: Paragraph) in
            (paragraph.contentLength, paragraph.lines.count, paragraph.restartLine(forEditAt: from))
        }(paragraphs[location])
        // An empty content could let the newline join a CR before it into one CR LF.
        guard to <= contentLength, from > 0 || to < contentLength || !replacement.isEmpty else { return nil }
        let configuration = configuration
        var run = knownRun
        let newLineCount = paragraphs.modify(at: location) {
            $0.replaceCharacters(
                in: from..<to, with: replacement, configuration: configuration, knownRun: &run)
            return $0.lines.count
        }
        knownUnbrokenRun = run.map { KnownUnbrokenRun(paragraph: location.index, lines: $0) }
        checkInvariants()
        let firstLine = location.firstLine
        return (
            firstLine + restart..<firstLine + oldLineCount, firstLine + restart..<firstLine + newLineCount
        )
    }

    /// An edit from the content of paragraph `first` to the content of `last` (the same paragraph or
    /// the next) done around the edit, as Enter and a Backspace joining two paragraphs are: only the
    /// replacement is scanned for newlines, the first paragraph is cut and extended in place (its text
    /// before the edit does not move, its lines before the edit are kept), and the last paragraph's
    /// lines after the edit are rejoined. `nil` (and nothing done) for any other edit, which the
    /// general path takes.
    ///
    /// No CR and LF can meet at the edit's ends: the text before the edit ends inside a paragraph's
    /// content (or after a newline that is not a CR, see ``replaceCharacters(in:with:)``, which
    /// starts the edit one paragraph earlier after a CR) and a replacement ending with a CR is left
    /// to the general path.
    ///
    /// - Parameters:
    ///   - from: The edit's start, an offset into paragraph `first`.
    ///   - to: The edit's end, an offset into paragraph `last`.
    /// The side of the edit with fewer bytes is the one copied: when the text of `last` after the edit
    /// outnumbers that of `first` before it, ``replaceKeepingLast(_:_:from:to:with:newlines:knownRun:)`` does
    /// the edit instead.
    ///
    /// - Complexity: O(k + r + s + t + log p): k bytes re-wrapped, r bytes of the replacement, s bytes
    ///   of `last` after the edit copied, t lines of it after the edit copied (an array per
    ///   paragraph); the text before the edit is neither copied nor scanned.
    private mutating func replaceAroundEdit(
        _ first: ParagraphIndex.Location, _ last: ParagraphIndex.Location, from: Int, to: Int,
        with replacement: String, newlines: (firstEnd: Int, lastEnd: Int)?, knownRun: Range<Int>?
    ) -> (replaced: Range<Int>, inserted: Range<Int>)? {
        guard last.index - first.index <= 1, from <= paragraphs[first].contentLength,
            to <= paragraphs[last].contentLength,
            replacement.utf8.last != 0x0D
        else { return nil }
        // One paragraph and no newline: a deletion of its whole content, for the general path.
        guard first.index != last.index || newlines != nil else { return nil }
        let lastRest = paragraphs[last].length - to
        if newlines != nil
            ? lastRest > 0 && from <= lastRest / Self.splitCopyRatio
            : from + replacement.utf8.count <= lastRest / Self.joinRewrapRatio
        {
            return replaceKeepingLast(
                first, last, from: from, to: to, with: replacement, newlines: newlines, knownRun: knownRun)
        }
        let replacedEnd = last.firstLine + paragraphs[last].lines.count
        let configuration = configuration
        let restart: Int
        var newParagraphs: [Paragraph] = []
        if let newlines {
            // `first` ends with the replacement's first line; its last line and the rest of `last`
            // make a new paragraph, which rejoins the lines of `last` after the edit (the lines in
            // between, if any, are paragraphs of their own). Read in a closure so that no reference
            // to `last` is left when `first` (maybe the same) is cut.
            let utf8 = replacement.utf8
            let firstEnd = utf8.index(utf8.startIndex, offsetBy: newlines.firstEnd)
            let lastEnd = utf8.index(utf8.startIndex, offsetBy: newlines.lastEnd)
            newParagraphs = { (old: Paragraph) in
                let head = utf8.count - newlines.lastEnd
                var paragraphs: [Paragraph] = []
                if firstEnd < lastEnd {
                    paragraphs = Paragraph.split(replacement[firstEnd..<lastEnd], includingRemainder: false)
                        .map {
                            Paragraph(text: $0, configuration: configuration)
                        }
                }
                // The rest's bytes, shared where they are in pieces (see ``GapBuffer``).
                let bytes = GapBuffer(
                    [UInt8](copying: replacement.utf8[lastEnd...]), followedBy: old.storage, from: to)
                paragraphs.append(
                    Paragraph(
                        storage: bytes, configuration: configuration, reusing: nil,
                        tail: LineWrapper.Tail(
                            lines: old.lines, from: head, shift: head - to, reachBound: old.reachBound,
                            contentLength: old.contentLength, knownRun: knownRun)))
                return paragraphs
            }(paragraphs[last])
            restart = paragraphs.modify(at: first) {
                $0.replaceEnd(
                    from: from, with: [UInt8](copying: replacement.utf8[..<firstEnd]), followedBy: nil,
                    from: 0,
                    rejoining: nil,
                    configuration: configuration)
            }
        } else {
            // No newline inserted (so `last` is the next paragraph): `first` takes the replacement
            // and the rest of `last`, and rejoins the lines of `last` after the edit.
            let old = paragraphs[last]
            let head = from + replacement.utf8.count
            let tail = LineWrapper.Tail(
                lines: old.lines, from: head, shift: head - to, reachBound: old.reachBound,
                contentLength: old.contentLength, knownRun: knownRun)
            restart = paragraphs.modify(at: first) {
                $0.replaceEnd(
                    from: from, with: Array(replacement.utf8), followedBy: old, from: to, rejoining: tail,
                    configuration: configuration)
            }
        }
        // `first` was changed in place: its location still holds, `last`'s too (its start and first
        // line moved, but only its place in the chunks is used).
        let firstLineCount = paragraphs[first].lines.count
        if first.index == last.index {
            paragraphs.insert(newParagraphs, after: first)
        } else {
            paragraphs.replace(at: last, with: newParagraphs)
        }
        checkInvariants()
        let insertedEnd = newParagraphs.reduce(first.firstLine + firstLineCount) { $0 + $1.lines.count }
        return (first.firstLine + restart..<replacedEnd, first.firstLine + restart..<insertedEnd)
    }

    /// How many times longer than the text before a join the rest of the second paragraph must be
    /// for the join to keep the second paragraph's bytes and wrap the first's again in front of them
    /// (``replaceKeepingLast(_:_:from:to:with:newlines:knownRun:)``) rather than copy them after the first's:
    /// wrapping costs tens of instructions a byte, a copy of the bytes and their lines' records a
    /// fraction of one.
    static let joinRewrapRatio = 256

    /// How many times longer than the text before Enter the rest of the paragraph must be for Enter
    /// to keep the rest's bytes and copy the text before it
    /// (``replaceKeepingLast(_:_:from:to:with:newlines:knownRun:)``) rather than copy the rest: keeping the
    /// rest also moves its line records down over those of the text before, so near the middle
    /// copying the rest costs less. An empty rest (Enter at the end of the text) has nothing to keep.
    static let splitCopyRatio = 4

    /// Enter, or a join, done by keeping the bytes of paragraph `last` after the edit where they
    /// are, when they are the larger side: the text before the edit (of `first`) is copied into a
    /// paragraph of its own (Enter) or in front of them (a join), where it fills the gap Enter left.
    /// `last` is edited with ``Paragraph/replaceCharacters(in:with:configuration:knownRun:)`` from its
    /// start, so its lines after the edit are rejoined in place, or, in an unbroken run that moved,
    /// written without wrapping them. What ``replaceAroundEdit(_:_:from:to:with:newlines:knownRun:)`` takes,
    /// and returns.
    ///
    /// - Complexity: O(f + k + r + m + log p): f the bytes of `first` before the edit (copied; wrapped
    ///   again for a join), k bytes re-wrapped, r bytes of the replacement, m the records of moved
    ///   lines of an unbroken run; the bytes of `last` after the edit are not copied.
    private mutating func replaceKeepingLast(
        _ first: ParagraphIndex.Location, _ last: ParagraphIndex.Location, from: Int, to: Int,
        with replacement: String, newlines: (firstEnd: Int, lastEnd: Int)?, knownRun: Range<Int>?
    ) -> (replaced: Range<Int>, inserted: Range<Int>) {
        let configuration = configuration
        let replacedEnd = last.firstLine + paragraphs[last].lines.count
        var restart = 0
        var newParagraphs: [Paragraph] = []
        var head = ""
        if let newlines {
            // Enter: `first` up to the edit and the replacement's first line make a paragraph, the
            // replacement's lines in between paragraphs of their own.
            let utf8 = replacement.utf8
            let firstEnd = utf8.index(utf8.startIndex, offsetBy: newlines.firstEnd)
            let lastEnd = utf8.index(utf8.startIndex, offsetBy: newlines.lastEnd)
            let old = paragraphs[first]
            restart = old.restartLine(forEditAt: from)
            var bytes = old.bytes(in: 0..<from)
            bytes.append(contentsOf: replacement.utf8[..<firstEnd])
            #if DEBUG
                WrapCounter.current?.bytesCopied += from
            #endif
            newParagraphs.append(
                Paragraph(
                    bytes: bytes, configuration: configuration,
                    reusing: (old.lines, restart, old.contentLength), tail: nil))
            if firstEnd < lastEnd {
                newParagraphs += Paragraph.split(replacement[firstEnd..<lastEnd], includingRemainder: false)
                    .map { Paragraph(text: $0, configuration: configuration) }
            }
            head = String(replacement[lastEnd...])
        } else {
            // A join: `first` up to the edit and the replacement go in front of `last`'s rest.
            head = paragraphs[first].string(in: 0..<from) + replacement
            #if DEBUG
                WrapCounter.current?.bytesCopied += from
            #endif
        }
        var run = knownRun
        paragraphs.modify(at: last) {
            $0.replaceCharacters(in: 0..<to, with: head, configuration: configuration, knownRun: &run)
        }
        // `last` was changed in place: its location still holds.
        let kept = paragraphs[last]
        paragraphs.replaceSubrange(first.index...last.index, with: newParagraphs + [kept])
        let keptIndex = first.index + newParagraphs.count
        knownUnbrokenRun = run.map { KnownUnbrokenRun(paragraph: keptIndex, lines: $0) }
        checkInvariants()
        let insertedEnd = newParagraphs.reduce(first.firstLine + kept.lines.count) { $0 + $1.lines.count }
        return (first.firstLine + restart..<replacedEnd, first.firstLine + restart..<insertedEnd)
    }

    /// The paragraphs `pieces` of an edited region, wrapped reusing what the edit left alone: the
    /// lines of the first old paragraph before the edit, and those of the last after it.
    private func rewrapped(
        _ pieces: [Substring], replacing range: ClosedRange<Int>, editAt edit: Int, suffixStart: Int
    ) -> [Paragraph] {
        let oldFirst = paragraphs[range.lowerBound]
        let oldLast = paragraphs[range.upperBound]
        let restart = oldFirst.restartLine(forEditAt: min(edit, oldFirst.contentLength))
        let suffixLength = oldLast.length - suffixStart
        return pieces.indices.map { index in
            let piece = pieces[index]
            var tail: LineWrapper.Tail?
            let pieceSuffixStart = piece.utf8.count - suffixLength
            if index == pieces.count - 1 && pieceSuffixStart >= 0 {
                tail = LineWrapper.Tail(
                    lines: oldLast.lines, from: pieceSuffixStart, shift: pieceSuffixStart - suffixStart,
                    reachBound: oldLast.reachBound, contentLength: oldLast.contentLength)
            }
            return Paragraph(
                bytes: [UInt8](copying: piece.utf8), configuration: configuration,
                reusing: index == 0 ? (oldFirst.lines, restart, oldFirst.contentLength) : nil, tail: tail)
        }
    }

    /// The text of paragraphs `paragraphRange` with the UTF-8 range `from..<to` (relative to the first
    /// of them, at scalar boundaries) replaced.
    private func replacingBytes(
        in paragraphRange: ClosedRange<Int>, from: Int, to: Int, with replacement: String
    ) -> String {
        var region = ""
        for index in paragraphRange {
            region += paragraphs[index].text
        }
        let utf8 = region.utf8
        let lowerIndex = utf8.index(utf8.startIndex, offsetBy: from)
        let upperIndex = utf8.index(utf8.startIndex, offsetBy: to)
        region.replaceSubrange(lowerIndex..<upperIndex, with: replacement)
        return region
    }
}
