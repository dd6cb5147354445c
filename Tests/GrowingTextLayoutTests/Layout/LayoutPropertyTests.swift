import TestSupport
import Testing

@testable import GrowingTextLayout

/// Seeded sweeps over random texts, widths and edits, checking the invariants every layout keeps.
@Suite("Layout properties")
struct LayoutPropertyTests {
    /// Pieces the random texts are made of: every newline kind, wide and zero-width clusters, marks
    /// that join the cluster before them, emoji sequences (some whose widths differ between the
    /// width models), lone regional indicators and tabs.
    static let pieces = [
        "a", "b", "word", " ", "  ", "\t", "日", "。", "e\u{301}", "\u{301}", "👨\u{200D}👩\u{200D}👧", "🇯🇵",
        "🇫", "\n", "\r", "\r\n", "\u{2028}", "\u{85}", "-", "\u{200B}", "x", "( ", "1.5",
        // 4, 1 and 1 cells per code point (tmux 3.3), 2 each as grapheme clusters
        "👍🏽", "\u{2764}\u{FE0F}", "🏳️‍🌈",
    ]

    static func randomText(using generator: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    /// A random UTF-8 offset at a scalar boundary of `text`.
    static func randomScalarOffset(in text: String, using generator: inout SplitMix64) -> Int {
        var offsets = [0]
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += String(scalar).utf8.count
            offsets.append(offset)
        }
        return offsets.randomElement(using: &generator)!
    }

    /// The UTF-8 offsets of the grapheme-cluster boundaries of `text`, with the width of the cluster
    /// ending at each (0 for the start).
    static func clusterBoundaries(of text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }

    /// Checks every invariant of `layout` over `text`; records an issue for each violation.
    static func checkInvariants(
        of layout: TextLayout, text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = layout.lines
        let width = layout.configuration.width
        #expect(layout.text == text, sourceLocation: sourceLocation)
        #expect(lines.count == layout.lineCount, sourceLocation: sourceLocation)
        #expect(layout.utf8Count == text.utf8.count, sourceLocation: sourceLocation)
        let boundaries = Set(clusterBoundaries(of: text))
        var expectedStart = 0
        var rebuilt = ""
        for line in lines {
            #expect(
                line.range.lowerBound == expectedStart, "lines cover the text in order",
                sourceLocation: sourceLocation)
            #expect(
                boundaries.contains(line.range.lowerBound), "lines start at cluster boundaries",
                sourceLocation: sourceLocation)
            // Past the width only one cluster wider than it, followed by blanks hanging in the margin.
            let ink = line.text.reversed().drop { $0 == " " || $0 == "\t" }
            #expect(
                line.width <= width || ink.count == 1, "no line wider than the width",
                sourceLocation: sourceLocation)
            expectedStart = line.range.upperBound
            let utf8 = text.utf8
            rebuilt += String(
                text[
                    utf8.index(
                        utf8.startIndex, offsetBy: line.range.lowerBound)..<utf8.index(
                            utf8.startIndex, offsetBy: line.range.upperBound)])
        }
        #expect(expectedStart == text.utf8.count, sourceLocation: sourceLocation)
        #expect(rebuilt == text, sourceLocation: sourceLocation)
        for offset in boundaries {
            for affinity in [CaretAffinity.downstream, .upstream] {
                let position = layout.position(of: Caret(offset: offset, affinity: affinity))
                let back = layout.caret(at: position)
                #expect(
                    layout.position(of: back) == position, "positions round-trip",
                    sourceLocation: sourceLocation)
                #expect(
                    boundaries.contains(back.offset), "carets stand at cluster boundaries",
                    sourceLocation: sourceLocation)
                if back.offset != offset {
                    // Only zero-width clusters may share a position with another caret.
                    let range = min(back.offset, offset)..<max(back.offset, offset)
                    let utf8 = text.utf8
                    let between = text[
                        utf8.index(
                            utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                                utf8.startIndex, offsetBy: range.upperBound)]
                    #expect(
                        between.allSatisfy {
                            layout.configuration.cellWidth.cellWidth(of: $0) == 0 && $0 != "\t"
                        }, "carets round-trip", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("random texts and widths keep every invariant", arguments: TerminalCellWidth.WidthModel.allCases)
    func randomLayouts(model: TerminalCellWidth.WidthModel) {
        var generator = SplitMix64(seed: 0x1A70_0001)
        for _ in 0..<300 {
            let text = Self.randomText(using: &generator)
            let layout = TextLayout(
                text: text,
                configuration: TextLayoutConfiguration(
                    width: Int.random(in: -1...12, using: &generator),
                    tabWidth: Int.random(in: 1...8, using: &generator),
                    cellWidth: TerminalCellWidth(widthModel: model)))
            layout.validateInvariants()
            Self.checkInvariants(of: layout, text: text)
        }
    }

    @Test(
        "random edits give the same layout as laying the new text out from scratch",
        arguments: TerminalCellWidth.WidthModel.allCases)
    func incrementalEqualsFromScratch(model: TerminalCellWidth.WidthModel) {
        var generator = SplitMix64(seed: 0x1A70_0002)
        for _ in 0..<150 {
            var text = Self.randomText(using: &generator)
            let configuration = TextLayoutConfiguration(
                width: Int.random(in: 1...10, using: &generator),
                cellWidth: TerminalCellWidth(widthModel: model))
            var layout = TextLayout(text: text, configuration: configuration)
            for _ in 0..<8 {
                let a = Self.randomScalarOffset(in: text, using: &generator)
                let b = Self.randomScalarOffset(in: text, using: &generator)
                let replacement = Bool.random(using: &generator) ? "" : Self.randomText(using: &generator)
                let utf8 = text.utf8
                text.replaceSubrange(
                    utf8.index(
                        utf8.startIndex, offsetBy: min(a, b))..<utf8.index(
                            utf8.startIndex, offsetBy: max(a, b)),
                    with: replacement)
                layout.replaceCharacters(in: min(a, b)..<max(a, b), with: replacement)
                let fresh = TextLayout(text: text, configuration: configuration)
                #expect(layout.lines == fresh.lines)
                #expect(layout.paragraphCount == fresh.paragraphCount)
                layout.validateInvariants()
                Self.checkInvariants(of: layout, text: text)
            }
        }
    }

    @Test("caret movement right then left returns, and visits every cluster boundary")
    func movementVisitsBoundaries() {
        var generator = SplitMix64(seed: 0x1A70_0003)
        for _ in 0..<100 {
            let text = Self.randomText(using: &generator)
            let layout = TextLayout(text: text, width: Int.random(in: 1...10, using: &generator))
            var caret = Caret(offset: 0)
            var visited = [0]
            while true {
                let next = layout.caret(caret, movedBy: .right)
                guard next.offset != caret.offset else { break }
                visited.append(next.offset)
                caret = next
            }
            // Swift's clusters keep a CR LF whole, so the caret never stops between its CR and LF.
            let expected = Self.clusterBoundaries(of: text)
            #expect(visited == expected)
            var back = [caret.offset]
            while caret.offset > 0 {
                caret = layout.caret(caret, movedBy: .left)
                back.append(caret.offset)
            }
            #expect(back == expected.reversed())
        }
    }
}
