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

    // MARK: The maximum length, applied after the change by the adapter

    private func limited(_ text: String, maximumLength: Int) -> GrowingTextBox {
        GrowingTextBox(
            editor: TextEditor(text: text, width: 40), editing: EditingPolicy(maximumLength: maximumLength))
    }

    @Test func aPastePastTheLimitIsCutAtAClusterWithTheCaretAfterWhatWasKept() {
        var box = limited("ab", maximumLength: 4)
        box.editor.apply(.move(.left))
        box.editor.apply(.paste("🇫🇷🇩🇪🇮🇹"))
        #expect(box.editor.text == "a🇫🇷🇩🇪b")
        #expect(box.editor.model.caret.offset == 1 + 16)
        box.editor.apply(.insert("x"))
        #expect(box.editor.text == "a🇫🇷🇩🇪b")
        // The cut-off typing left no step: one undo removes the paste.
        box.editor.apply(.undo)
        #expect(box.editor.text == "ab")
    }

    @Test func oneUndoRemovesACutPasteAndRedoBringsBackWhatWasKept() {
        var box = limited("ab", maximumLength: 4)
        box.editor.apply(.paste("xyz"))
        #expect(box.editor.text == "abxy")
        box.editor.apply(.undo)
        #expect(box.editor.text == "ab")
        #expect(!box.editor.canUndo)
        box.editor.apply(.redo)
        #expect(box.editor.text == "abxy")
        #expect(box.editor.model.caret.offset == 4)
    }

    /// Typing "!" before "!!" at the limit: comparing the texts, the core sees the last "!" added and
    /// cuts that one; the cut still joins the typing's undo step, so undo goes back to the text
    /// before it instead of bringing the cut character back.
    @Test func aCutTheCoreFindsPastARepeatedInsertionStillUndoesInOneStep() {
        var box = limited("ok!!", maximumLength: 4)
        box.editor.apply(.move(.left))
        box.editor.apply(.move(.left))
        box.editor.apply(.insert("!"))
        #expect(box.editor.text == "ok!!")
        box.editor.apply(.undo)
        #expect(box.editor.text == "ok!!")
        #expect(!box.editor.canUndo)
    }

    @Test func textSetInCodeIsNeverCut() {
        var box = limited("", maximumLength: 2)
        box.editor = TextEditor(text: "abcdef", width: 40)
        #expect(box.editor.text == "abcdef")
        box.editor.apply(.insert("x"))
        #expect(box.editor.text == "abcdef")
        box.editor.apply(.deleteBackward)
        #expect(box.editor.text == "abcde")
    }

    @Test func aLowerLimitCutsTheNextInsertionOnly() {
        var box = limited("abc", maximumLength: 10)
        box.editing = EditingPolicy(maximumLength: 2)
        #expect(box.editor.text == "abc")
        box.editor.apply(.insert("d"))
        #expect(box.editor.text == "abc")
    }
}
