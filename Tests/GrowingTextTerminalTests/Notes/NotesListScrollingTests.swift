@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The list scrolls by the least amount that shows the caret, and a growing note never moves the
/// rows above it on screen.
@Suite("Notes list: scrolling")
struct NotesListScrollingTests {
    private let size = TerminalSize(columns: 12, rows: 8)

    /// Ten one-line notes, two rows each (text and blank row): 20 rows in an area of 8.
    private func tenNotes() -> NotesListView {
        NotesListView(notes: (0..<10).map { "n\($0)" }, size: size, glyphs: .testing)
    }

    @Test func movingDownScrollsJustEnoughToShowTheCaret() {
        var view = tenNotes()
        var offsets: [Int] = []
        var caretRows: [String] = []
        for _ in 0..<9 {
            view.handle(.edit(.move(.down)))
            offsets.append(view.scrollOffset)
            caretRows.append(view.screen().last!)
        }
        #expect(offsets == [0, 0, 0, 1, 3, 5, 7, 9, 11])
        #expect(
            caretRows == [
                "caret 2,2", "caret 4,2", "caret 6,2", "caret 7,2", "caret 7,2", "caret 7,2", "caret 7,2",
                "caret 7,2",
                "caret 7,2",
            ])
        #expect(view.screen() == ["", "│ n6", "", "│ n7", "", "│ n8", "", "┃ n9", "caret 7,2"])
    }

    @Test func movingBackUpScrollsOnlyWhenTheCaretLeavesTheTop() {
        var view = tenNotes()
        for _ in 0..<9 { view.handle(.edit(.move(.down))) }
        var offsets: [Int] = []
        for _ in 0..<9 {
            view.handle(.edit(.move(.up)))
            offsets.append(view.scrollOffset)
        }
        #expect(offsets == [11, 11, 11, 10, 8, 6, 4, 2, 0])
    }

    @Test func growingNoteKeepsTheRowsAboveStill() {
        var view = tenNotes()
        for _ in 0..<7 { view.handle(.edit(.move(.down))) }
        view.handle(.edit(.move(.up)))
        view.handle(.edit(.move(.up)))
        #expect(view.screen() == ["", "│ n4", "", "┃ n5", "", "│ n6", "", "│ n7", "caret 3,2"])
        #expect(view.scrollOffset == 7)
        view.handle(.edit(.move(.textEnd)))
        view.handle(.edit(.newline))
        #expect(view.screen() == ["", "│ n4", "", "┃ n5", "┃ ", "", "│ n6", "", "caret 4,2"])
        view.handle(.edit(.newline))
        view.handle(.edit(.newline))
        view.handle(.edit(.newline))
        #expect(view.screen() == ["", "│ n4", "", "┃ n5", "┃ ", "┃ ", "┃ ", "┃ ", "caret 7,2"])
        #expect(view.scrollOffset == 7)
        // The caret would leave the bottom of the area: the list scrolls by one row, no more.
        view.handle(.edit(.newline))
        #expect(view.screen() == ["│ n4", "", "┃ n5", "┃ ", "┃ ", "┃ ", "┃ ", "┃ ", "caret 7,2"])
        #expect(view.scrollOffset == 8)
        // Past six lines the note scrolls inside: its height, and so the list, stay put.
        view.type("x")
        view.handle(.edit(.newline))
        #expect(view.screen() == ["│ n4", "", "┃ ", "┃ ", "┃ ", "┃ ", "┃ x", "┃ ", "caret 7,2"])
        #expect(view.scrollOffset == 8)
    }

    @Test func addingANoteAtTheBottomScrollsItIntoView() {
        var view = tenNotes()
        view.handle(.edit(.move(.down)))
        view.handle(.edit(.move(.down)))
        view.handle(.edit(.move(.down)))
        view.handle(.addNote)
        #expect(view.scrollOffset == 1)
        #expect(view.screen() == ["", "│ n1", "", "│ n2", "", "│ n3", "", "┃ ", "caret 7,2"])
        #expect(view.count == 11)
    }

    @Test func deletingTheCurrentNoteKeepsTheRowsAboveStill() {
        var view = tenNotes()
        for _ in 0..<6 { view.handle(.edit(.move(.down))) }
        #expect(view.screen() == ["", "│ n3", "", "│ n4", "", "│ n5", "", "┃ n6", "caret 7,2"])
        view.handle(.deleteNote)
        #expect(view.scrollOffset == 5)
        #expect(view.screen() == ["", "│ n3", "", "│ n4", "", "│ n5", "", "┃ n7", "caret 7,2"])
    }

    @Test func resizeKeepsTheCurrentNoteInPlace() {
        var view = NotesListView(
            notes: ["alpha beta gamma", "delta", "epsilon zeta eta", "theta"],
            size: TerminalSize(columns: 20, rows: 8),
            glyphs: .testing)
        view.handle(.nextNote)
        view.handle(.nextNote)
        #expect(
            view.screen() == [
                "│ alpha beta gamma", "", "│ delta", "", "┃ epsilon zeta eta", "", "│ theta", "", "caret 4,2",
            ])
        view.resize(to: TerminalSize(columns: 10, rows: 8))
        #expect(
            view.screen() == [
                "│ gamma", "", "│ delta", "", "┃ epsilon ", "┃ zeta eta", "", "│ theta", "caret 4,2",
            ])
    }
}
