import GrowingTextCore
import GrowingTextTerminal
import Testing

@Suite("Edit key map")
struct EditKeyMapTests {
    private func command(_ press: KeyPress) -> EditCommand? {
        EditKeyMap.command(for: .key(press))
    }

    @Test func movementKeys() {
        #expect(command(KeyPress(.left)) == .move(.left))
        #expect(command(KeyPress(.right)) == .move(.right))
        #expect(command(KeyPress(.left, .control)) == .move(.wordLeft))
        #expect(command(KeyPress(.right, .alt)) == .move(.wordRight))
        #expect(command(KeyPress(.up)) == .move(.up))
        #expect(command(KeyPress(.down)) == .move(.down))
        #expect(command(KeyPress(.home)) == .move(.lineStart))
        #expect(command(KeyPress(.end)) == .move(.lineEnd))
        #expect(command(KeyPress(.home, .control)) == .move(.textStart))
        #expect(command(KeyPress(.end, .control)) == .move(.textEnd))
        #expect(command(.control("a")) == .move(.lineStart))
        #expect(command(.control("e")) == .move(.lineEnd))
        #expect(command(.alt("b")) == .move(.wordLeft))
        #expect(command(.alt("f")) == .move(.wordRight))
    }

    @Test func deletionAndHistoryKeys() {
        #expect(command(KeyPress(.backspace)) == .deleteBackward)
        #expect(command(KeyPress(.delete)) == .deleteForward)
        #expect(command(KeyPress(.backspace, .alt)) == .deleteWordBackward)
        #expect(command(KeyPress(.delete, .control)) == .deleteWordForward)
        #expect(command(.control("w")) == .deleteWordBackward)
        #expect(command(.alt("d")) == .deleteWordForward)
        #expect(command(.control("u")) == .deleteToLineStart)
        #expect(command(.control("k")) == .deleteToLineEnd)
        #expect(command(.control("_")) == .undo)
        #expect(command(.control("y")) == .redo)
    }

    @Test func textPasteAndUnboundKeys() {
        #expect(EditKeyMap.command(for: .text("中")) == .insert("中"))
        #expect(EditKeyMap.command(for: .paste("a\nb")) == .paste("a\nb"))
        #expect(command(KeyPress(.tab)) == .insert("\t"))
        #expect(command(KeyPress(.enter)) == nil)
        #expect(command(KeyPress(.escape)) == nil)
        #expect(command(.control("c")) == nil)
        #expect(command(.control("z")) == nil)
        #expect(command(KeyPress(.function(5))) == nil)
    }
}
