import GrowingTextCore
@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The box as a host of the text view adapter: what it does with the effects a terminal can show,
/// and its value semantics.
@Suite("Growing text box")
struct GrowingTextBoxTests {
    private func box(_ text: String, growth: GrowthPolicy = GrowthPolicy(), placeholder: String = "")
        -> GrowingTextBox
    {
        GrowingTextBox(editor: TextEditor(text: text, width: 10), growth: growth, placeholder: placeholder)
    }

    private func rows(_ box: inout GrowingTextBox, width: Int = 10, availableRows: Int = 8) -> [String] {
        box.render(width: width, availableRows: availableRows, glyphs: .testing).lines.map(\.text)
    }

    @Test func aCopyKeepsItsOwnTextRowsAndScroll() {
        var original = box("one", growth: GrowthPolicy(maximumNumberOfLines: 2))
        _ = rows(&original)
        var copy = original
        for _ in 0..<3 { copy.editor.apply(.newline) }
        #expect(rows(&copy) == ["", ""])
        #expect(copy.scrollTop == 2)
        #expect(rows(&original) == ["one"])
        #expect(original.rows == 1)
        #expect(original.scrollTop == 0)
        #expect(original.editor.text == "one")
    }

    /// The alignment inset the adapter sets (`setContentInsetTop`) and the offset against it put a
    /// short text in the middle or at the bottom of a taller box.
    @Test(arguments: [
        (GrowthPolicy.VerticalAlignment.top, ["a", "", ""]),
        (.center, ["", "a", ""]),
        (.bottom, ["", "", "a"]),
    ])
    func aShortTextIsDrawnWhereTheAlignmentPutsIt(
        alignment: GrowthPolicy.VerticalAlignment, expected: [String]
    ) {
        var aligned = box("a", growth: GrowthPolicy(minimumNumberOfLines: 3, verticalAlignment: alignment))
        #expect(rows(&aligned) == expected)
    }

    @Test func aPlaceholderSetLaterIsDrawnAndGrowsTheBox() {
        var empty = box("")
        #expect(rows(&empty) == [""])
        empty.placeholder = "type a message here"
        #expect(rows(&empty) == ["type a ", "message ", "here"])
        empty.editor.apply(.insert("x"))
        #expect(rows(&empty) == ["x"])
    }

    @Test func aNewEditorIsTextSetInCodeAndKeepsTheCaretInView() {
        var set = box("", growth: GrowthPolicy(maximumNumberOfLines: 2))
        _ = rows(&set)
        set.editor = TextEditor(text: "1\n2\n3\n4", width: 10)
        #expect(rows(&set) == ["3", "4"])
        #expect(set.render(width: 10, availableRows: 8, glyphs: .testing).scrolls)
    }
}
