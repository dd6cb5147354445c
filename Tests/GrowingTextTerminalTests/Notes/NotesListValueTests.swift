@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The list is a value: a copy (the undo of a caller, a drawing for a test) never changes the
/// original, although both hold their adapter's state in an object.
@Suite("Notes list: value semantics")
struct NotesListValueTests {
    @Test func aCopyEditsScrollsAndUndoesOnItsOwn() {
        var original = NotesListView(
            notes: (0..<6).map { "n\($0)" }, size: TerminalSize(columns: 12, rows: 6), glyphs: .testing)
        let before = original.screen()
        var copy = original
        for _ in 0..<4 { copy.handle(.edit(.move(.down))) }
        copy.type("x")
        copy.handle(.addNote)
        #expect(copy.texts == ["n0", "n1", "n2", "n3", "xn4", "", "n5"])
        #expect(copy.scrollOffset > 0)
        #expect(original.screen() == before)
        #expect(original.texts == ["n0", "n1", "n2", "n3", "n4", "n5"])
        #expect(original.scrollOffset == 0)
        #expect(!original.canUndo)
        original.type("y")
        #expect(original.texts.first == "yn0")
        #expect(copy.texts.first == "n0")
    }
}
