import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The list lays out only the notes it draws; the others are estimates that become measurements
/// when they come on screen, without moving the note under the caret.
@Suite("Notes list: lazy layout")
struct NotesListLazyLayoutTests {
    private let size = TerminalSize(columns: 12, rows: 8)

    @Test func onlyTheNotesOnScreenAreLaidOut() {
        var view = NotesListView(notes: (0..<200).map { "n\($0)" }, size: size, glyphs: .testing)
        #expect(view.loadedNoteCount == 1)
        _ = view.render()
        // Eight rows show four notes of two rows (text and blank row).
        #expect(view.loadedNoteCount == 4)
        view.handle(.lastNote)
        _ = view.render()
        // The four notes at the top, then 195 (its blank row on top) to 199.
        #expect(view.loadedNoteCount == 9)
        #expect(view.screen() == ["", "│ n196", "", "│ n197", "", "│ n198", "", "┃ n199", "caret 7,6"])
    }

    @Test func resizingLaysOutOnlyTheNotesOnScreen() {
        var view = NotesListView(notes: (0..<200).map { "n\($0)" }, size: size, glyphs: .testing)
        _ = view.render()
        view.resize(to: TerminalSize(columns: 20, rows: 10))
        _ = view.render()
        #expect(view.loadedNoteCount == 5)
        #expect(view.screen().last == "caret 0,2")
    }

    /// Three-line notes of 5 bytes are estimated at 2 rows and measure 4: as the notes above the
    /// caret are measured, the list scrolls by the difference, so the caret's note stays put.
    @Test func measuringNotesAboveTheCaretDoesNotMoveIt() {
        var view = NotesListView(notes: Array(repeating: "x\ny\nz", count: 50), size: size, glyphs: .testing)
        view.handle(.lastNote)
        // Note 0 (measured when the list was made) 0..<4, notes 1...48 estimated 2 rows each, note
        // 49 at 100..<104 with the caret on its third line, 102: the least scroll puts it on the
        // bottom row, 7.
        #expect(view.scrollOffset == 95)
        _ = view.render()
        // Notes 46, 47 and 48 came on screen and measured 2 rows more each: the list scrolled by 6,
        // the caret is still on row 7.
        #expect(view.scrollOffset == 101)
        #expect(view.screen() == ["", "│ x", "│ y", "│ z", "", "┃ x", "┃ y", "┃ z", "caret 7,3"])
        #expect(view.loadedNoteCount == 5)
        view.handle(.previousNote)
        _ = view.render()
        #expect(view.screen() == ["", "┃ x", "┃ y", "┃ z", "", "│ x", "│ y", "│ z", "caret 1,2"])
        view.handle(.previousNote)
        _ = view.render()
        #expect(view.screen() == ["┃ x", "┃ y", "┃ z", "", "│ x", "│ y", "│ z", "", "caret 0,2"])
        #expect(view.scrollOffset == 98)
        #expect(view.loadedNoteCount == 5)
    }

    @Test func estimatesComeFromTheLengthCappedAtTheMaximumRows() {
        #expect(NotesListView.estimatedHeight(utf8Count: 0, textWidth: 10, maximumRows: 6) == 2)
        #expect(NotesListView.estimatedHeight(utf8Count: 9, textWidth: 10, maximumRows: 6) == 2)
        #expect(NotesListView.estimatedHeight(utf8Count: 10, textWidth: 10, maximumRows: 6) == 3)
        #expect(NotesListView.estimatedHeight(utf8Count: 1_000_000, textWidth: 10, maximumRows: 6) == 7)
        #expect(NotesListView.estimatedHeight(utf8Count: -5, textWidth: 0, maximumRows: 0) == 2)
    }

    @Test func ctrlHomeAndCtrlEndJumpToTheFirstAndLastNote() throws {
        let directory = try TemporaryDirectory()
        var program = NotesProgram(
            notes: ["ab", "cd", "ef"], store: NotesStore(path: directory.path("notes.json")), glyphs: .testing
        )
        _ = program.handle(.key(KeyPress(.end, .control)))
        #expect(program.list.currentIndex == 2)
        #expect(program.list.caretPosition.line == 0)
        #expect(program.list.caretPosition.column == 2)
        _ = program.handle(.key(KeyPress(.home, .control)))
        #expect(program.list.currentIndex == 0)
        #expect(program.list.caretPosition.line == 0)
        #expect(program.list.caretPosition.column == 0)
        _ = program.handle(.key(KeyPress(.end, .alt)))
        #expect(program.list.caretPosition.line == 0)
        #expect(program.list.caretPosition.column == 2)
        _ = program.handle(.key(KeyPress(.home, .alt)))
        #expect(program.list.caretPosition.line == 0)
        #expect(program.list.caretPosition.column == 0)
        #expect(program.list.currentIndex == 0)
        #expect(!program.isModified)
    }
}
