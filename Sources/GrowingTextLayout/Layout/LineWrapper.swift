/// Greedy wrapping of one paragraph over UAX #14 break opportunities.
///
/// Rules (see <doc:WrappingAndCarets>): fill each line with as many clusters as fit, ending it at the
/// last break opportunity that fits; a word with no opportunity that fits is broken between clusters;
/// a cluster wider than the width gets a line of its own; spaces and tabs hang past the width instead
/// of wrapping; opportunities that fall inside a grapheme cluster are ignored.
enum LineWrapper {
    /// A place inside the current line where it may end.
    private struct BreakPoint {
        /// Where the next line would start.
        var index: String.Index
        /// The first opportunity after `index`, where the scan resumes.
        var nextOpportunity: Int
        /// The cells up to `index`, hanging blanks included.
        var column: Int
        /// The cells up to the last non-blank cluster before `index`.
        var inkColumn: Int
    }

    /// The visual lines of `content` (a paragraph without its newline).
    ///
    /// - Returns: At least one line; an empty paragraph is one empty line.
    /// - Complexity: O(n) in the paragraph's length (clusters after a break point can be measured twice).
    static func lines(of content: Substring, configuration: TextLayoutConfiguration) -> [LineRecord] {
        guard !content.isEmpty else { return [LineRecord(start: 0, width: 0)] }
        let width = configuration.width
        let utf8 = content.utf8
        let opportunities = LineBreaker.opportunities(in: content)
        func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        func lineWidth(column: Int, inkColumn: Int) -> Int { max(inkColumn, min(column, width)) }

        var records: [LineRecord] = []
        var lineStart = content.startIndex
        var column = 0
        var inkColumn = 0
        var breakPoint: BreakPoint?
        var nextOpportunity = 0
        var index = content.startIndex
        while index < content.endIndex {
            let next = content.index(after: index)
            let character = content[index]
            let isBlank = character == " " || character == "\t"
            let cells = configuration.cells(of: character, atColumn: column)
            if !isBlank && index > lineStart && column + cells > width {
                let end =
                    breakPoint
                    ?? BreakPoint(
                        index: index, nextOpportunity: nextOpportunity, column: column, inkColumn: inkColumn)
                records.append(
                    LineRecord(
                        start: offset(lineStart),
                        width: lineWidth(column: end.column, inkColumn: end.inkColumn)))
                lineStart = end.index
                index = end.index
                nextOpportunity = end.nextOpportunity
                column = 0
                inkColumn = 0
                breakPoint = nil
                continue
            }
            column += cells
            if !isBlank {
                inkColumn = column
            }
            while nextOpportunity < opportunities.count && opportunities[nextOpportunity].index < next {
                nextOpportunity += 1
            }
            if nextOpportunity < opportunities.count && opportunities[nextOpportunity].index == next {
                let isMandatory = opportunities[nextOpportunity].isMandatory
                nextOpportunity += 1
                if next < content.endIndex {
                    if isMandatory {
                        records.append(
                            LineRecord(
                                start: offset(lineStart),
                                width: lineWidth(column: column, inkColumn: inkColumn)))
                        lineStart = next
                        column = 0
                        inkColumn = 0
                        breakPoint = nil
                    } else {
                        breakPoint = BreakPoint(
                            index: next, nextOpportunity: nextOpportunity, column: column,
                            inkColumn: inkColumn)
                    }
                }
            }
            index = next
        }
        records.append(
            LineRecord(start: offset(lineStart), width: lineWidth(column: column, inkColumn: inkColumn)))
        return records
    }
}
