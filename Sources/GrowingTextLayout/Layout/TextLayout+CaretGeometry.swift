extension TextLayout {
    /// Where a caret lies in the paragraph structure.
    struct CaretLocation {
        /// The paragraph holding the caret.
        var paragraph: Int
        /// The UTF-8 offset where that paragraph starts in the text.
        var paragraphStart: Int
        /// The visual line where that paragraph starts in the text.
        var paragraphFirstLine: Int
        /// The caret's offset inside the paragraph: a cluster boundary, at most its content length.
        var offset: Int
        /// The visual line inside the paragraph, after affinity.
        var line: Int
        /// The caret's cell column on that line.
        var column: Int

        /// The caret's offset in the whole text.
        var textOffset: Int { paragraphStart + offset }
    }

    /// The visual position of a caret.
    ///
    /// - Parameter caret: The caret. An offset outside the text is clamped to it; one inside a grapheme
    ///   cluster (or between the CR and LF of a CR LF) is rounded down to the cluster's start.
    /// - Returns: The visual line and cell column. At a soft wrap boundary `.upstream` gives the end
    ///   of the earlier line, `.downstream` column 0 of the later one.
    /// - Complexity: O(log p + k) for p paragraphs and k clusters before the caret on its line.
    public func position(of caret: Caret) -> CaretPosition {
        let location = locate(caret)
        return CaretPosition(line: location.paragraphFirstLine + location.line, column: location.column)
    }

    /// The caret nearest a visual position: the last cluster boundary on the line at or left of the
    /// column.
    ///
    /// A line index outside the text is clamped to the first or last line, a negative column to 0, and
    /// a column past the line's end gives the line's end. The end of a softly wrapped line comes back
    /// `.upstream`, every other caret `.downstream`, so `caret(at: position(of: c))` gives back `c`'s
    /// position.
    ///
    /// - Parameter position: The visual line and cell column.
    /// - Returns: The caret.
    /// - Complexity: O(log p + k) for k clusters on the line.
    public func caret(at position: CaretPosition) -> Caret {
        let lineIndex = max(0, min(position.line, lineCount - 1))
        let paragraphIndex = paragraphs.index(coveringLine: lineIndex)
        let line = lineIndex - paragraphs.firstLine(ofParagraph: paragraphIndex)
        let paragraph = paragraphs[paragraphIndex]
        let start = paragraphs.offset(ofParagraph: paragraphIndex)
        let end = paragraph.lineEnd(line)
        var offset = paragraph.start(ofLine: line)
        var column = 0
        for character in paragraph.string(in: offset..<end) {
            column += configuration.cells(of: character, atColumn: column)
            guard column <= position.column else { break }
            offset += character.utf8.count
        }
        let isSoftWrapEnd = offset == end && line < paragraph.lines.count - 1
        return Caret(offset: start + offset, affinity: isSoftWrapEnd ? .upstream : .downstream)
    }

    /// Finds the paragraph, line and column of a caret, snapping its offset to a cluster boundary.
    func locate(_ caret: Caret) -> CaretLocation {
        let offset = max(0, min(caret.offset, utf8Count))
        let paragraphLocation = paragraphs.location(coveringOffset: offset)
        let paragraphStart = paragraphLocation.start
        let paragraph = paragraphs[paragraphLocation]
        let target = min(offset - paragraphStart, paragraph.contentLength)
        var line = paragraph.lineIndex(containing: target)
        let lineStart = paragraph.start(ofLine: line)
        let (local, walkedColumn) = paragraph.withScanner(ofLine: line, configuration) { scanner, origin in
            let (offset, column) = scanner.walk(from: lineStart - origin, upTo: target - origin)
            return (offset + origin, column)
        }
        var column = walkedColumn
        if caret.affinity == .upstream && line > 0 && local == lineStart {
            line -= 1
            column = paragraph.columnAtEnd(ofLine: line, configuration: configuration)
        }
        return CaretLocation(
            paragraph: paragraphLocation.index, paragraphStart: paragraphStart,
            paragraphFirstLine: paragraphLocation.firstLine, offset: local, line: line, column: column)
    }

    /// The caret at `offset` snapped to a cluster boundary, keeping `affinity` only where it matters.
    func normalized(_ caret: Caret) -> Caret {
        let location = locate(caret)
        let paragraph = paragraphs[location.paragraph]
        let isSoftWrapEnd =
            location.line < paragraph.lines.count - 1 && location.offset == paragraph.lineEnd(location.line)
        return Caret(offset: location.textOffset, affinity: isSoftWrapEnd ? .upstream : .downstream)
    }
}

extension Paragraph {
    /// The cell column after the last cluster of line `index`, hanging blanks included.
    func columnAtEnd(ofLine line: Int, configuration: TextLayoutConfiguration) -> Int {
        withScanner(ofLine: line, configuration) { scanner, _ in
            scanner.walk(from: 0, upTo: scanner.bytes.count).column
        }
    }
}

extension TextLayoutConfiguration {
    /// The cells a cluster takes at a column: tabs run to the next tab stop, others ask the metric.
    func cells(of character: Character, atColumn column: Int) -> Int {
        character == "\t" ? tabWidth - column % tabWidth : max(0, cellWidth.cellWidth(of: character))
    }

    /// A visual line as a terminal draws it: each tab replaced by the spaces up to its tab stop, the
    /// columns counted exactly as the layout counts them for carets and wrapping. The one tab
    /// expansion of the package: the prompt, the notes and `growtext measure` all draw through it.
    ///
    /// - Parameter text: The text of one visual line (``TextLayout/Line/text``).
    /// - Returns: The text with no tabs.
    /// - Complexity: O(n).
    public func expandingTabs(_ text: Substring) -> String {
        // A tab is always a cluster of its own, and its byte is in no other scalar's UTF-8.
        guard text.utf8.contains(0x09) else { return String(text) }
        var result = ""
        var column = 0
        for character in text {
            let cells = cells(of: character, atColumn: column)
            if character == "\t" {
                result += String(repeating: " ", count: cells)
            } else {
                result.append(character)
            }
            column += cells
        }
        return result
    }
}
