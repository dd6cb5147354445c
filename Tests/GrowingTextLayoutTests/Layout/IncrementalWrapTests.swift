import TestSupport
import Testing

@testable import GrowingTextLayout

/// Keystrokes re-wrap only the lines around them: these check that what they leave alone and what
/// they re-wrap is exactly what wrapping from scratch gives, line records and breaker states included.
@Suite("Incremental wrapping")
struct IncrementalWrapTests {
    /// Pieces chosen to stress what a restart must respect: clusters that grow backwards (marks, ZWJ,
    /// regional indicators), the LB25 look-ahead over marks and controls, wide clusters, tabs.
    static let pieces = [
        "a", "bb", "word ", " ", "\t", "日本", "e\u{301}", "\u{301}", "\u{200D}", "👩", "🇯", "🇵", "-", "$", "(",
        "1", "\u{1}", "x ", "😀", "。", "ก", "\u{E31}", "\u{200B}", "long-word ",
    ]

    static func internalLines(_ layout: TextLayout) -> [[LineRecord]] {
        layout.paragraphs.all.map(\.linesCountingFromStart)
    }

    @Test("keystrokes in long random paragraphs keep the records of a layout from scratch")
    func keystrokes() {
        var generator = SplitMix64(seed: 0x1A70_0011)
        for _ in 0..<120 {
            var text = (0..<Int.random(in: 20...120, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)!
            }.joined()
            var configuration = TextLayoutConfiguration(
                width: Int.random(in: 1...16, using: &generator),
                tabWidth: Int.random(in: 1...8, using: &generator))
            // Re-wrapping after an edit reads from the gap buffer a window this long at first, and a
            // longer one each time a line reads past it: small windows take that path at every edit.
            configuration.wrapWindow = [1, 3, 8, 40, 1024].randomElement(using: &generator)!
            var layout = TextLayout(text: text, configuration: configuration)
            for _ in 0..<12 {
                let offset = LayoutPropertyTests.randomScalarOffset(in: text, using: &generator)
                let utf8 = text.utf8
                let index = utf8.index(utf8.startIndex, offsetBy: offset)
                if Bool.random(using: &generator), index < text.endIndex {
                    let end = text.unicodeScalars.index(after: index)
                    let count = utf8.distance(from: index, to: end)
                    text.removeSubrange(index..<end)
                    layout.replaceCharacters(in: offset..<offset + count, with: "")
                } else {
                    let piece = Self.pieces.randomElement(using: &generator)!
                    text.insert(contentsOf: piece, at: index)
                    layout.replaceCharacters(in: offset..<offset, with: piece)
                }
                layout.validateInvariants()
                let fresh = TextLayout(text: text, configuration: configuration)
                #expect(Self.internalLines(layout) == Self.internalLines(fresh))
                #expect(layout.lines == fresh.lines)
            }
        }
    }

    @Test("typing re-wraps from the first line whose wrapping read the edited byte")
    func changedLines() {
        // Width 10: "aaaa bbbb " "cccc dddd " "eeee ffff " "gggg". Wrapping line 1 read up to the
        // "e" at 21 (the first "e" did not fit; deciding its cluster's end looked at the next one).
        var layout = TextLayout(text: "aaaa bbbb cccc dddd eeee ffff gggg", width: 10)
        var change = layout.replaceCharacters(in: 22..<22, with: "x")
        #expect(change.replacedLines == 2..<4)
        #expect(change.insertedLines == 2..<4)
        #expect(layout.lines.map(\.text) == ["aaaa bbbb ", "cccc dddd ", "eexee ffff ", "gggg"])
        change = layout.replaceCharacters(in: 21..<21, with: "y")
        #expect(change.replacedLines == 1..<4)
        #expect(change.insertedLines == 1..<4)
        #expect(layout.lines.map(\.text) == ["aaaa bbbb ", "cccc dddd ", "eyexee ", "ffff gggg"])
    }

    @Test("deleting a wide cluster lets the line before take the rest")
    func twoLinesBack() {
        // Width 3: no break after a hyphen before a letter here, so the emoji goes alone.
        var layout = TextLayout(text: "-bb😀", width: 3)
        #expect(layout.lines.map(\.text) == ["-bb", "😀"])
        layout.replaceCharacters(in: 3..<7, with: "")
        #expect(layout.lines.map(\.text) == ["-bb"])
    }
}
