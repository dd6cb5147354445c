extension TextLayout {
    /// Runs ``validateInvariants()`` at the end of every mutation where `GROWINGTEXT_INVARIANT_CHECKS`
    /// is defined (the fuzz targets); compiles to nothing elsewhere.
    func checkInvariants() {
        #if GROWINGTEXT_INVARIANT_CHECKS
            validateInvariants()
        #endif
    }

    /// Traps when the paragraphs, their lines or the running sums disagree. The tests
    /// (`@testable import`) call it after every step of their random sweeps.
    ///
    /// - Complexity: O(p log p).
    func validateInvariants() {
        precondition(paragraphs.count > 0, "a layout has at least one paragraph")
        var length = 0
        var lines = 0
        for (index, paragraph) in paragraphs.all.enumerated() {
            let newline = Paragraph.newlineLength(
                atEndOf: paragraph.bytes(in: max(0, paragraph.length - 3)..<paragraph.length))
            let isLast = index == paragraphs.count - 1
            precondition(isLast ? newline == 0 : newline > 0, "only the last paragraph lacks a newline")
            precondition(paragraph.contentLength == paragraph.length - newline)
            let records = paragraph.linesCountingFromStart
            precondition(records.first?.start == 0, "a paragraph's first line starts at 0")
            precondition(
                zip(records, records.dropFirst()).allSatisfy { $0.start < $1.start }, "lines advance")
            precondition(
                zip(paragraph.lines.expanded, paragraph.lines.expanded.dropFirst()).allSatisfy {
                    !$0.countsFromEnd || $1.countsFromEnd
                },
                "the lines counting from the end are the last ones")
            precondition(
                paragraph.reachBound >= Paragraph.reachBound(of: paragraph.lines, endsParagraph: true),
                "the reach bound bounds every line's reach")
            paragraph.lines.validate()
            precondition(paragraphs.offset(ofParagraph: index) == length, "length sums")
            precondition(paragraphs.firstLine(ofParagraph: index) == lines, "line sums")
            length += paragraph.length
            lines += paragraph.lines.count
        }
        precondition(utf8Count == length && lineCount == lines, "totals")
        if let known = knownUnbrokenRun {
            let records = paragraphs[known.paragraph].lines
            let run = known.lines
            func isRun(_ line: Int) -> Bool { records[line].continuesRun(of: records[run.lowerBound]) }
            precondition(
                !run.isEmpty && run.upperBound <= records.count && run.allSatisfy(isRun)
                    && (run.upperBound == records.count || !isRun(run.upperBound)),
                "the known unbroken run is lines of one run and ends where the run ends")
        }
    }
}
