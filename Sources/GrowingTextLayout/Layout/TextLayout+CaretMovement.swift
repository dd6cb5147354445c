extension TextLayout {
    /// Bytes of text scanned around the caret before the word boundaries near it are trusted: UAX #29
    /// looks at most a few characters around a boundary, so a window this wide gives the same
    /// boundaries as the whole paragraph while keeping word moves cheap in huge paragraphs.
    static let wordContext = 64

    /// A caret moved through the text.
    ///
    /// - Parameters:
    ///   - caret: The caret to move; its offset is first clamped and snapped to a cluster boundary.
    ///   - movement: The move.
    ///   - preferredColumn: For `.up` and `.down`, the column to aim for (a shell keeps the column where
    ///     vertical movement started); `nil` uses the caret's own column.
    /// - Returns: The moved caret, always at a cluster boundary.
    /// - Complexity: O(log p + k) for k clusters on the lines involved; word moves scan a window of the
    ///   paragraph around the caret that grows only until a word is found.
    public func caret(_ caret: Caret, movedBy movement: CaretMovement, preferredColumn: Int? = nil) -> Caret {
        let location = locate(caret)
        switch movement {
        case .left:
            return self.caret(before: location)
        case .right:
            return self.caret(after: location)
        case .up, .down:
            let line = location.paragraphFirstLine + location.line
            let target = movement == .up ? line - 1 : line + 1
            if target < 0 { return Caret(offset: 0) }
            if target >= lineCount { return Caret(offset: utf8Count) }
            return self.caret(at: CaretPosition(line: target, column: preferredColumn ?? location.column))
        case .lineStart:
            let start = paragraphs[location.paragraph].start(ofLine: location.line)
            return Caret(offset: location.paragraphStart + start)
        case .lineEnd:
            let paragraph = paragraphs[location.paragraph]
            let isSoftWrapped = location.line < paragraph.lines.count - 1
            return Caret(
                offset: location.paragraphStart + paragraph.lineEnd(location.line),
                affinity: isSoftWrapped ? .upstream : .downstream)
        case .wordLeft:
            return normalized(
                Caret(offset: wordEdge(from: location.paragraph, offset: location.offset, forward: false)))
        case .wordRight:
            return normalized(
                Caret(offset: wordEdge(from: location.paragraph, offset: location.offset, forward: true)))
        case .textStart:
            return Caret(offset: 0)
        case .textEnd:
            return Caret(offset: utf8Count)
        }
    }

    /// The caret one cluster before a location, crossing a newline as one step.
    private func caret(before location: CaretLocation) -> Caret {
        guard location.offset > 0 else {
            guard location.paragraph > 0 else { return Caret(offset: 0) }
            let previous = paragraphs[location.paragraph - 1]
            return Caret(offset: location.paragraphStart - previous.length + previous.contentLength)
        }
        // The cluster before the caret lies on the line holding the byte before it: a line starts
        // and ends at cluster boundaries.
        let paragraph = paragraphs[location.paragraph]
        let lineStart = paragraph.start(ofLine: paragraph.lineIndex(containing: location.offset - 1))
        let window = paragraph.string(in: lineStart..<location.offset)
        let length = window.utf8.distance(from: window.index(before: window.endIndex), to: window.endIndex)
        return Caret(offset: location.paragraphStart + location.offset - length)
    }

    /// The caret one cluster after a location, crossing a newline as one step.
    private func caret(after location: CaretLocation) -> Caret {
        let paragraph = paragraphs[location.paragraph]
        guard location.offset < paragraph.contentLength else {
            return Caret(offset: location.paragraphStart + paragraph.length)
        }
        // The cluster after the caret lies on the line holding it.
        let lineEnd = paragraph.lineEnd(paragraph.lineIndex(containing: location.offset))
        let length = paragraph.withBytes(in: location.offset..<lineEnd) {
            ClusterScanner.clusterEnd(in: $0, from: 0)
        }
        return normalized(Caret(offset: location.paragraphStart + location.offset + length))
    }

    /// The text offset a word move reaches from `offset` in paragraph `paragraphIndex`: forward,
    /// the end of the first word ending after it; backward, the start of the last word starting
    /// before it. A move from a paragraph's edge continues in the next paragraph in that direction;
    /// with no word in that direction in the paragraph, the paragraph's edge.
    ///
    /// The walk segments a window of the paragraph that reaches `span` bytes ahead and
    /// ``wordContext`` behind, growing the span until a word is found or the window holds the rest of
    /// the paragraph. A segment that touches the window's far edge may go on past it, so it counts
    /// only when the window reaches the paragraph's edge.
    private func wordEdge(from paragraphIndex: Int, offset: Int, forward: Bool) -> Int {
        let paragraph = paragraphs[paragraphIndex]
        let start = paragraphs.offset(ofParagraph: paragraphIndex)
        if forward ? offset >= paragraph.contentLength : offset == 0 {
            let next = forward ? paragraphIndex + 1 : paragraphIndex - 1
            guard next >= 0, next < paragraphs.count else { return forward ? utf8Count : 0 }
            return wordEdge(
                from: next, offset: forward ? 0 : paragraphs[next].contentLength, forward: forward)
        }
        var span = 256
        while true {
            let ahead = forward ? min(paragraph.contentLength, offset + span) : max(0, offset - span)
            let behind =
                forward
                ? max(0, offset - Self.wordContext) : min(paragraph.contentLength, offset + Self.wordContext)
            let lower = paragraph.scalarBoundary(atOrBefore: forward ? behind : ahead)
            let upper = paragraph.scalarBoundary(atOrBefore: forward ? ahead : behind)
            let isWhole = forward ? upper == paragraph.contentLength : lower == 0
            let window = paragraph.string(in: lower..<upper)
            let utf8 = window.utf8
            let boundaries = WordBoundaries.boundaries(in: window[...]).map {
                lower + utf8.distance(from: window.startIndex, to: $0)
            }
            let segments = zip(boundaries, boundaries.dropFirst())
            for (segmentStart, segmentEnd) in forward ? Array(segments) : segments.reversed() {
                let isPastOffset = forward ? segmentEnd > offset : segmentStart < offset
                let isInsideWindow = forward ? segmentEnd < upper : segmentStart > lower
                guard isPastOffset, isInsideWindow || isWhole else { continue }
                let segmentLower = utf8.index(utf8.startIndex, offsetBy: segmentStart - lower)
                let segmentUpper = utf8.index(segmentLower, offsetBy: segmentEnd - segmentStart)
                if WordBoundaries.isWordlike(window[segmentLower..<segmentUpper]) {
                    return start + (forward ? segmentEnd : segmentStart)
                }
            }
            if isWhole { return start + (forward ? paragraph.contentLength : 0) }
            span *= 4
        }
    }
}
