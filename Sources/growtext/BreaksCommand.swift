import ArgumentParser
import GrowingTextCore
import GrowingTextLayout

/// `growtext breaks`: the line break opportunities of each line of standard input.
struct BreaksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breaks",
        abstract: "Print where lines may break (UAX #14), for each line of standard input.",
        discussion: """
            Reads UTF-8 text from standard input and, for each input line (split on LF), prints one \
            line: the positions of the line-break opportunities, counted in Unicode scalars from the \
            start of that line, ascending, space-separated, excluding 0 and including the line's end. \
            These are the positions marked ÷ in Unicode's LineBreakTest.txt. An empty input line gives \
            an empty output line; a final LF does not start another line. Invalid UTF-8 is replaced \
            by U+FFFD, with a warning on standard error.
            """
    )

    func run() {
        let input = StandardInput.read()
        input.warnIfReplaced()
        var output = ""
        for line in Self.lines(of: input.text) {
            output += Self.breakPositions(in: line).map(String.init).joined(separator: " ")
            output += "\n"
        }
        print(output, terminator: "")
    }

    /// The lines of a text split on LF alone (a CR stays in its line); no line after a final LF.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = start
        let utf8 = text.utf8
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        if start < text.endIndex {
            lines.append(text[start...])
        }
        return lines
    }

    /// The break opportunities of a line as scalar offsets from its start.
    static func breakPositions(in line: Substring) -> [Int] {
        var positions: [Int] = []
        let scalars = line.unicodeScalars
        var index = scalars.startIndex
        var count = 0
        LineBreaker.forEachOpportunity(in: line) { opportunity in
            while index < opportunity.index {
                scalars.formIndex(after: &index)
                count += 1
            }
            positions.append(count)
        }
        return positions
    }
}
