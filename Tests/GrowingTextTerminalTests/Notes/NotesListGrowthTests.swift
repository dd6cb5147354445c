@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// A note's cell grows with its wrapped text up to the maximum, then scrolls inside with the caret
/// visible, and shrinks back; the notes below move with it.
@Suite("Notes list: growing cells")
struct NotesListGrowthTests {
    private let size = TerminalSize(columns: 12, rows: 8)

    @Test func cellGrowsToTheMaximumThenScrollsInside() {
        var view = NotesListView(
            notes: ["one", "two"], maximumNumberOfLines: 3, size: size, glyphs: .testing)
        #expect(view.screen() == ["┃ one", "", "│ two", "", "", "", "", "", "caret 0,2"])
        view.handle(.edit(.move(.textEnd)))
        view.type(" alpha beta")
        #expect(view.screen() == ["┃ one alpha ", "┃ beta", "", "│ two", "", "", "", "", "caret 1,6"])
        view.type(" gamma delta")
        #expect(
            view.screen() == [
                "┃ one alpha ", "┃ beta gamma ", "┃ delta", "", "│ two", "", "", "", "caret 2,7",
            ])
        // Five lines of text in a cell of three: the cell scrolls inside, the caret stays on its last row.
        view.type(" epsilon zeta")
        #expect(view.screen() == ["┃ delta ", "┃ epsilon ", "┃ zeta", "", "│ two", "", "", "", "caret 2,6"])
        #expect(view.texts == ["one alpha beta gamma delta epsilon zeta", "two"])
    }

    @Test func cellScrollsBackWhenTheCaretGoesUp() {
        var view = NotesListView(
            notes: ["one alpha beta gamma delta epsilon zeta", "two"], maximumNumberOfLines: 3, size: size,
            glyphs: .testing)
        view.handle(.edit(.move(.textEnd)))
        #expect(view.screen() == ["┃ delta ", "┃ epsilon ", "┃ zeta", "", "│ two", "", "", "", "caret 2,6"])
        view.handle(.edit(.move(.up)))
        view.handle(.edit(.move(.up)))
        #expect(view.screen().last == "caret 0,6")
        view.handle(.edit(.move(.up)))
        #expect(
            view.screen() == [
                "┃ beta gamma ", "┃ delta ", "┃ epsilon ", "", "│ two", "", "", "", "caret 0,6",
            ])
    }

    @Test func cellShrinksBackAndTheNextNoteFollows() {
        var view = NotesListView(
            notes: ["one alpha beta gamma", "two"], maximumNumberOfLines: 3, size: size, glyphs: .testing)
        view.handle(.edit(.move(.textEnd)))
        #expect(view.screen() == ["┃ one alpha ", "┃ beta gamma", "", "│ two", "", "", "", "", "caret 1,12"])
        view.handle(.edit(.deleteWordBackward))
        view.handle(.edit(.deleteWordBackward))
        #expect(view.screen() == ["┃ one alpha ", "", "│ two", "", "", "", "", "", "caret 0,12"])
    }

    @Test func newlinesGrowTheCell() {
        var view = NotesListView(notes: [""], maximumNumberOfLines: 6, size: size, glyphs: .testing)
        view.type("a")
        view.handle(.edit(.newline))
        view.type("b")
        view.handle(.edit(.newline))
        #expect(view.screen() == ["┃ a", "┃ b", "┃ ", "", "", "", "", "", "caret 2,2"])
        #expect(view.texts == ["a\nb\n"])
    }

    @Test func maximumIsCappedByTheScreenSoTheBlankRowStillFits() {
        var view = NotesListView(
            notes: ["1\n2\n3\n4\n5\n6\n7\n8\n9"], maximumNumberOfLines: 20,
            size: TerminalSize(columns: 12, rows: 4),
            glyphs: .testing)
        #expect(view.screen() == ["┃ 1", "┃ 2", "┃ 3", "", "caret 0,2"])
        view.handle(.edit(.move(.textEnd)))
        #expect(view.screen() == ["┃ 7", "┃ 8", "┃ 9", "", "caret 2,3"])
    }

    /// A maximum of 0 means no line limit, as `GrowthPolicy` and `UILabel.numberOfLines` say: the
    /// note grows to what the screen leaves it.
    @Test func aMaximumOfZeroLeavesOnlyTheScreensLimit() {
        let view = NotesListView(
            notes: ["1\n2\n3\n4\n5\n6\n7\n8\n9"], maximumNumberOfLines: 0,
            size: TerminalSize(columns: 12, rows: 5),
            glyphs: .testing)
        #expect(view.screen() == ["┃ 1", "┃ 2", "┃ 3", "┃ 4", "", "caret 0,2"])
    }

    /// A terminal made shorter than a note's maximum lowers every note's limit: the notes on screen
    /// are measured again at once, the current one holds its place.
    @Test func aShorterScreenLowersEveryNotesLimit() {
        var view = NotesListView(
            notes: ["a\nb\nc\nd", "e\nf\ng"], maximumNumberOfLines: 4,
            size: TerminalSize(columns: 12, rows: 12),
            glyphs: .testing)
        #expect(
            view.screen() == [
                "┃ a", "┃ b", "┃ c", "┃ d", "", "│ e", "│ f", "│ g", "", "", "", "", "caret 0,2",
            ])
        view.resize(to: TerminalSize(columns: 12, rows: 3))
        #expect(view.screen() == ["┃ a", "┃ b", "", "caret 0,2"])
        view.resize(to: TerminalSize(columns: 12, rows: 12))
        #expect(
            view.screen() == [
                "┃ a", "┃ b", "┃ c", "┃ d", "", "│ e", "│ f", "│ g", "", "", "", "", "caret 0,2",
            ])
    }
}
