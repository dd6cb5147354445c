import GrowingTextCore
@_spi(Benchmarks) import GrowingTextTerminal
import Testing

@Suite("Text editor")
struct TextEditorTests {
    private func editor(_ text: String, width: Int = 40) -> TextEditor {
        TextEditor(text: text, width: width)
    }

    @Test func typingUndoesByWord() {
        var editor = editor("")
        for character in "hello big world" {
            editor.apply(.insert(String(character)))
        }
        editor.apply(.undo)
        #expect(editor.text == "hello big")
        editor.apply(.undo)
        #expect(editor.text == "hello")
        editor.apply(.redo)
        #expect(editor.text == "hello big")
        #expect(editor.model.caret.offset == 9)
    }

    @Test func pasteIsOneStepWithNewlinesKept() {
        var editor = editor("ab")
        editor.apply(.move(.left))
        editor.apply(.paste("1\n2\r\n3"))
        #expect(editor.text == "a1\n2\r\n3b")
        editor.apply(.undo)
        #expect(editor.text == "ab")
        #expect(editor.model.caret.offset == 1)
        #expect(!editor.canUndo)
    }

    @Test func deletionCommands() {
        var editor = editor("one two three")
        editor.apply(.deleteWordBackward)
        #expect(editor.text == "one two ")
        editor.apply(.move(.lineStart))
        editor.apply(.deleteWordForward)
        #expect(editor.text == " two ")
        editor.apply(.deleteToLineEnd)
        #expect(editor.text == "")
        var lines = self.editor("ab\ncd")
        lines.apply(.deleteToLineStart)
        #expect(lines.text == "ab\n")
        lines.apply(.deleteToLineStart)
        #expect(lines.text == "ab")
        lines.apply(.move(.lineStart))
        lines.apply(.deleteToLineEnd)
        #expect(lines.text == "")
    }

    @Test func deleteByCluster() {
        var editor = editor("a👨‍👩‍👧e\u{301}")
        editor.apply(.deleteBackward)
        #expect(editor.text == "a👨‍👩‍👧")
        editor.apply(.deleteBackward)
        #expect(editor.text == "a")
        editor.apply(.move(.textStart))
        editor.apply(.deleteForward)
        #expect(editor.text == "")
        let deleted = editor.apply(.deleteForward)
        #expect(!deleted)
    }
}
