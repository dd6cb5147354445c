extension TextLayout {
    /// Bytes of text scanned around the caret before the word boundaries near it are trusted: UAX #29
    /// looks at most a few characters around a boundary, so a window this wide gives the same
    /// boundaries as the whole paragraph while keeping word moves cheap in huge paragraphs.
    private static let wordContext = 64

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
            return normalized(Caret(offset: wordStart(before: location.paragraph, offset: location.offset)))
        case .wordRight:
            return normalized(Caret(offset: wordEnd(after: location.paragraph, offset: location.offset)))
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

    /// The text offset of the end of the first word ending after `offset` in paragraph
    /// `paragraphIndex` or the ones after it; the paragraph's end when no word follows in it.
    private func wordEnd(after paragraphIndex: Int, offset: Int) -> Int {
        let paragraph = paragraphs[paragraphIndex]
        let start = paragraphs.offset(ofParagraph: paragraphIndex)
        if offset >= paragraph.contentLength {
            guard paragraphIndex + 1 < paragraphs.count else { return utf8Count }
            return wordEnd(after: paragraphIndex + 1, offset: 0)
        }
        var span = 256
        while true {
            let lower = paragraph.scalarBoundary(atOrBefore: max(0, offset - Self.wordContext))
            let upper = paragraph.scalarBoundary(atOrBefore: min(paragraph.contentLength, offset + span))
            let isWhole = upper == paragraph.contentLength
            let window = paragraph.string(in: lower..<upper)
            let boundaries = WordBoundaries.boundaries(in: window[...]).map {
                lower + window.utf8.distance(from: window.startIndex, to: $0)
            }
            for (segmentStart, segmentEnd) in zip(boundaries, boundaries.dropFirst())
            where segmentEnd > offset && (segmentEnd < upper || isWhole) {
                let utf8 = window.utf8
                let segment = window[
                    utf8.index(
                        utf8.startIndex, offsetBy: segmentStart - lower)..<utf8.index(
                            utf8.startIndex, offsetBy: segmentEnd - lower)]
                if WordBoundaries.isWordlike(segment) {
                    return start + segmentEnd
                }
            }
            if isWhole { return start + paragraph.contentLength }
            span *= 4
        }
    }

    /// The text offset of the start of the last word starting before `offset` in paragraph
    /// `paragraphIndex` or the ones before it; the paragraph's start when no word precedes in it.
    private func wordStart(before paragraphIndex: Int, offset: Int) -> Int {
        let paragraph = paragraphs[paragraphIndex]
        let start = paragraphs.offset(ofParagraph: paragraphIndex)
        if offset == 0 {
            guard paragraphIndex > 0 else { return 0 }
            return wordStart(before: paragraphIndex - 1, offset: paragraphs[paragraphIndex - 1].contentLength)
        }
        var span = 256
        while true {
            let lower = paragraph.scalarBoundary(atOrBefore: max(0, offset - span))
            let upper = paragraph.scalarBoundary(
                atOrBefore: min(paragraph.contentLength, offset + Self.wordContext))
            let isWhole = lower == 0
            let window = paragraph.string(in: lower..<upper)
            let boundaries = WordBoundaries.boundaries(in: window[...]).map {
                lower + window.utf8.distance(from: window.startIndex, to: $0)
            }
            for (segmentStart, segmentEnd) in zip(boundaries, boundaries.dropFirst()).reversed()
            where segmentStart < offset && (segmentStart > lower || isWhole) {
                let utf8 = window.utf8
                let segment = window[
                    utf8.index(
                        utf8.startIndex, offsetBy: segmentStart - lower)..<utf8.index(
                            utf8.startIndex, offsetBy: segmentEnd - lower)]
                if WordBoundaries.isWordlike(segment) {
                    return start + segmentStart
                }
            }
            if isWhole { return start }
            span *= 4
        }
    }
}
