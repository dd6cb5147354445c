@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// Up and Down cross into the neighbour note at the edges; Ctrl+N adds a note; Ctrl+X deletes one;
/// undo and redo walk one history for text edits and notes alike.
@Suite("Notes list: crossing, adding, deleting, undo")
struct NotesListNavigationTests {
    private let size = TerminalSize(columns: 16, rows: 10)

    @Test func upAndDownCrossIntoTheNeighbourNotesKeepingTheColumn() {
        var view = NotesListView(
            notes: ["first line", "a\nbcd\ncdef", "last note"], size: size, glyphs: .testing)
        view.handle(.edit(.move(.textEnd)))
        #expect(view.screen().last == "caret 0,12")
        view.handle(.edit(.move(.down)))
        #expect(view.currentIndex == 1)
        #expect(
            view.screen() == [
                "│ first line", "", "┃ a", "┃ bcd", "┃ cdef", "", "│ last note", "", "", "", "caret 2,3",
            ])
        view.handle(.edit(.move(.down)))
        view.handle(.edit(.move(.down)))
        #expect(view.caretPosition.line == 2)
        #expect(view.caretPosition.column == 1)
        view.handle(.edit(.move(.right)))
        view.handle(.edit(.move(.right)))
        view.handle(.edit(.move(.down)))
        #expect(view.currentIndex == 2)
        #expect(view.screen().last == "caret 6,5")
        view.handle(.edit(.move(.up)))
        #expect(view.currentIndex == 1)
        #expect(view.screen().last == "caret 4,5")
        view.handle(.edit(.move(.up)))
        view.handle(.edit(.move(.up)))
        view.handle(.edit(.move(.up)))
        #expect(view.currentIndex == 0)
        #expect(view.screen().last == "caret 0,3")
        // On the first line of the first note, Up goes to the start of the text, as in any editor.
        view.handle(.edit(.move(.up)))
        #expect(view.currentIndex == 0)
        #expect(view.screen().last == "caret 0,2")
    }

    @Test func downOnTheLastNoteGoesToItsEnd() {
        var view = NotesListView(notes: ["a", "bc"], size: size, glyphs: .testing)
        view.handle(.edit(.move(.down)))
        view.handle(.edit(.move(.down)))
        #expect(view.currentIndex == 1)
        #expect(view.screen().last == "caret 2,4")
    }

    @Test func ctrlNAddsANoteBelowAndMovesThere() {
        var view = NotesListView(notes: ["a", "b"], size: size, glyphs: .testing)
        let added = view.handle(.addNote)
        #expect(added)
        #expect(view.screen() == ["│ a", "", "┃ ", "", "│ b", "", "", "", "", "", "caret 2,2"])
        view.type("new")
        #expect(view.texts == ["a", "new", "b"])
    }

    @Test func deleteThenUndoAndRedo() {
        var view = NotesListView(notes: ["a", "b", "c"], size: size, glyphs: .testing)
        view.handle(.nextNote)
        let deleted = view.handle(.deleteNote)
        #expect(deleted)
        #expect(view.screen() == ["│ a", "", "┃ c", "", "", "", "", "", "", "", "caret 2,2"])
        let undone = view.handle(.edit(.undo))
        #expect(undone)
        #expect(view.screen() == ["│ a", "", "┃ b", "", "│ c", "", "", "", "", "", "caret 2,2"])
        let redone = view.handle(.edit(.redo))
        #expect(redone)
        #expect(view.texts == ["a", "c"])
        #expect(view.currentIndex == 1)
    }

    @Test func deletingTheOnlyNoteLeavesAnEmptyOneAndUndoBringsItBack() {
        var view = NotesListView(notes: ["only"], size: size, glyphs: .testing)
        view.handle(.deleteNote)
        #expect(view.texts == [""])
        let undone = view.handle(.edit(.undo))
        #expect(undone)
        #expect(view.texts == ["only"])
        let redone = view.handle(.edit(.redo))
        #expect(redone)
        #expect(view.texts == [""])
        #expect(view.count == 1)
    }

    @Test func oneHistoryForTextAndNotes() {
        var view = NotesListView(notes: ["a"], size: size, glyphs: .testing)
        view.handle(.edit(.move(.textEnd)))
        view.type("bc")
        view.handle(.addNote)
        view.type("xy")
        view.handle(.previousNote)
        view.handle(.deleteNote)
        #expect(view.texts == ["xy"])
        view.handle(.edit(.undo))
        #expect(view.texts == ["abc", "xy"])
        #expect(view.currentIndex == 0)
        view.handle(.edit(.undo))
        #expect(view.texts == ["abc", ""])
        #expect(view.currentIndex == 1)
        view.handle(.edit(.undo))
        #expect(view.texts == ["abc"])
        view.handle(.edit(.undo))
        #expect(view.texts == ["a"])
        let undone = view.handle(.edit(.undo))
        #expect(!undone)
        view.handle(.edit(.redo))
        view.handle(.edit(.redo))
        view.handle(.edit(.redo))
        #expect(view.texts == ["abc", "xy"])
        #expect(view.currentIndex == 1)
    }

    @Test func aNewEditClearsTheRedoHistory() {
        var view = NotesListView(notes: ["a", "b"], size: size, glyphs: .testing)
        view.handle(.deleteNote)
        view.handle(.edit(.undo))
        view.type("z")
        let redone = view.handle(.edit(.redo))
        #expect(!redone)
        #expect(view.texts == ["za", "b"])
    }
}
