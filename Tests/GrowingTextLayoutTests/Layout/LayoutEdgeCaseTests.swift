import Testing

@testable import GrowingTextLayout

@Suite("Layout edge cases")
struct LayoutEdgeCaseTests {
    @Test("ten megabytes on one line wrap, edit and answer caret queries")
    func tenMegabytesOnOneLine() {
        let text = String(repeating: "word ", count: 2_000_000)
        var layout = TextLayout(text: text, width: 80)
        #expect(layout.utf8Count == 10_000_000)
        #expect(layout.lineCount == 125_000)  // 16 words of 5 cells fill each line exactly
        #expect(layout.line(at: 124_999)?.range == 9_999_920..<10_000_000)
        #expect(layout.position(of: Caret(offset: 5_000_002)) == CaretPosition(line: 62_500, column: 2))
        layout.replaceCharacters(in: 5_000_002..<5_000_002, with: "x")
        // "woxrd " is 6 cells, but the line's last space hangs: the 16 words still fit on the line.
        #expect(layout.lineCount == 125_000)
        let expected = "woxrd" + String(repeating: " word", count: 15) + " "
        #expect(layout.line(at: 62_500).map { String($0.text) } == expected)
        #expect(layout.line(at: 62_500)?.width == 80)
        #expect(layout.position(of: Caret(offset: 10_000_001)) == CaretPosition(line: 124_999, column: 80))
    }

    @Test("ten thousand combining marks on one base are one cluster")
    func tenThousandCombiningMarks() {
        let cluster = "e" + String(repeating: "\u{301}", count: 10_000)
        var model = TextEditingModel(text: cluster + "x", configuration: .init(width: 1))
        #expect(model.layout.lineCount == 2)
        #expect(model.layout.lines.map(\.width) == [1, 1])
        #expect(model.layout.position(of: Caret(offset: 9_999)) == CaretPosition(line: 0, column: 0))
        model.setCaret(Caret(offset: 0))
        model.moveCaret(.right)
        #expect(model.caret == Caret(offset: 20_001))
        model.deleteBackward()
        #expect(model.text == "x")
    }

    @Test("many short paragraphs: line and offset lookups land in the right paragraph")
    func manyParagraphs() {
        let text = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
        var layout = TextLayout(text: text, width: 7)
        #expect(layout.paragraphCount == 10_000)
        // "line 0" to "line 99" fit in 7 cells; from "line 100" on each paragraph takes two lines.
        #expect(layout.lineCount == 19_900)
        #expect(layout.line(at: 9_900)?.text == "line ")
        #expect(layout.line(at: 9_901)?.text == "5000")
        #expect(layout.position(of: Caret(offset: 48_895)) == CaretPosition(line: 9_901, column: 0))
        layout.replaceCharacters(in: 0..<0, with: "a\nb\n")
        #expect(layout.lineCount == 19_902)
        #expect(layout.line(at: 9_903)?.text == "5000")
        #expect(layout.line(at: 9_903)?.range == 48_899..<48_904)
    }

    @Test("word movement whose search window ends before a combining mark does not trap")
    func wordWindowInsideCluster() {
        // "x ý " repeated, 6 bytes each, U+0301 at 3 mod 6. From 257, word left searches up to 257 +
        // 64 = 321, and from 59 word right searches up to 59 + 256 = 315: both inside "ý". Swift
        // Regex trapped on such a substring.
        let layout = TextLayout(text: String(repeating: "x y\u{301} ", count: 60), width: 9)
        #expect(layout.caret(Caret(offset: 257), movedBy: .wordLeft) == Caret(offset: 254))
        #expect(layout.caret(Caret(offset: 59), movedBy: .wordRight) == Caret(offset: 61))
    }
}
