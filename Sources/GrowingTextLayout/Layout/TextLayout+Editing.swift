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
    /// - Complexity: O(m + log p) when the paragraph count stays the same, where m is the length of
    ///   the touched paragraphs and the replacement; O(m + p) when the edit adds or removes newlines.
    @discardableResult
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: String) -> TextLayoutChange
    {
        let lower = scalarBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, scalarBoundary(atOrBefore: range.upperBound))
        var first = paragraphIndex(containing: lower)
        if first > 0 && lower == paragraphLengths.prefixSum(first)
            && paragraphs[first - 1].text.utf8.last == 0x0D
        {
            first -= 1
        }
        let last = paragraphIndex(containing: upper)
        let regionStart = paragraphLengths.prefixSum(first)
        let region = replacingBytes(
            in: first...last, from: lower - regionStart, to: upper - regionStart, with: replacement)
        let isTextEnd = last == paragraphs.count - 1
        let pieces = Paragraph.split(region[...], includingRemainder: isTextEnd)
        let newParagraphs = pieces.map { Paragraph(text: String($0), configuration: configuration) }

        let firstLine = paragraphLineCounts.prefixSum(first)
        let replacedLines = firstLine..<paragraphLineCounts.prefixSum(last + 1)
        if newParagraphs.count == last - first + 1 {
            for (index, paragraph) in zip(first...last, newParagraphs) {
                paragraphLengths.add(paragraph.length - paragraphs[index].length, at: index)
                paragraphLineCounts.add(paragraph.lines.count - paragraphs[index].lines.count, at: index)
                paragraphs[index] = paragraph
            }
            refreshTotals()
        } else {
            paragraphs.replaceSubrange(first...last, with: newParagraphs)
            rebuildSums()
        }
        checkInvariants()
        let insertedLineCount = newParagraphs.reduce(0) { $0 + $1.lines.count }
        return TextLayoutChange(
            replacedLines: replacedLines,
            insertedLines: firstLine..<firstLine + insertedLineCount,
            insertedRange: lower..<lower + replacement.utf8.count)
    }

    /// The paragraph holding a text offset; an offset where a paragraph starts belongs to it, the
    /// text's end to the last paragraph.
    func paragraphIndex(containing offset: Int) -> Int {
        min(paragraphLengths.index(covering: offset), paragraphs.count - 1)
    }

    /// `offset` clamped to the text and moved back to the start of the scalar it falls in.
    func scalarBoundary(atOrBefore offset: Int) -> Int {
        let clamped = max(0, min(offset, utf8Count))
        let index = paragraphIndex(containing: clamped)
        let start = paragraphLengths.prefixSum(index)
        return start + paragraphs[index].scalarBoundary(atOrBefore: clamped - start)
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
