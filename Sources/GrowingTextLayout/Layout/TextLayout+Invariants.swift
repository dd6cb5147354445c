extension TextLayout {
    /// Traps when the paragraphs, their lines or the running sums disagree (debug builds only).
    ///
    /// - Complexity: O(p log p), so it runs only where `GROWINGTEXT_INVARIANT_CHECKS` is defined.
    func checkInvariants() {
        #if GROWINGTEXT_INVARIANT_CHECKS
            precondition(paragraphs.count > 0, "a layout has at least one paragraph")
            var length = 0
            var lines = 0
            for (index, paragraph) in paragraphs.all.enumerated() {
                let newline = Paragraph.newlineLength(atEndOf: paragraph.text.utf8)
                let isLast = index == paragraphs.count - 1
                precondition(isLast ? newline == 0 : newline > 0, "only the last paragraph lacks a newline")
                precondition(paragraph.contentLength == paragraph.length - newline)
                precondition(paragraph.lines.first?.start == 0, "a paragraph's first line starts at 0")
                precondition(
                    zip(paragraph.lines, paragraph.lines.dropFirst()).allSatisfy { $0.start < $1.start },
                    "lines advance")
                precondition(paragraphs.offset(ofParagraph: index) == length, "length sums")
                precondition(paragraphs.firstLine(ofParagraph: index) == lines, "line sums")
                length += paragraph.length
                lines += paragraph.lines.count
            }
            precondition(utf8Count == length && lineCount == lines, "totals")
        #endif
    }
}
