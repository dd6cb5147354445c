import GrowingTextCore
import GrowingTextLayout

/// The notes list of `growtext notes`: a scrolling column of growing text cells, one per note.
///
/// Each note is a ``GrowingTextBox`` of at most ``maximumNumberOfLines`` rows (then it scrolls inside),
/// followed by one blank row. The list is a host of the core's `GrowingListAdapter`, the wiring the
/// UIKit table coordinator runs over the same `GrowingListController`, so the list never jumps:
/// - a note whose box changes height tells the adapter as a growing cell tells its table; the
///   adapter holds the note being edited still, has the notes on screen measured again, and once the
///   box has scrolled itself to its caret, scrolls the list the least that shows it;
/// - notes added, removed or jumped to are changes the list makes in code, inside the adapter's
///   updates, which hold the note being edited (else the top visible one) still;
/// - a key that only moves the caret has the list show the caret, as UIKit shows a first
///   responder's.
///
/// Like a self-sizing table, the list lays out only the notes it draws: the others have an estimated
/// height (``estimatedHeight(utf8Count:textWidth:maximumRows:)``) until they come on screen, and
/// ``render()`` lays out the ones the adapter reports as displayed but estimated, inside an update,
/// so the note being edited (else the top one) holds still while estimates become measurements.
/// Opening a file of any size and resizing the terminal cost the notes on screen, not the file.
///
/// The view is a value driven by ``NotesAction``s and drawn to ``FrameLine``s, so it is tested on an
/// in-memory terminal; ``NotesProgram`` maps keys to actions and saves. Copies share their state
/// until one of them changes, which then gets its own (copy on write).
@_spi(Benchmarks) public struct NotesListView: Sendable {
    /// One note: a stable ID (for the row heights and the history) and its text box.
    ///
    /// A note read from the file has no box until it is first measured (drawn or edited): laying
    /// out is the expensive part of opening a file, so only the notes on screen pay for it.
    struct Note: Sendable {
        let id: Int
        /// The box, out of line: holding it inline made every note of a file that large before any
        /// was laid out. Empty or one element.
        private var boxStorage: [GrowingTextBox]
        /// The text of a note without a box (of a long note read in pieces, the first piece: the
        /// others are the host's ``NotesListHost/State/unloadedPieces``); empty once the box exists.
        var unloadedText = ""
        /// The note's cell for the list adapter (its identity), from when the note has a box.
        private(set) var cell: NoteCell?

        init(id: Int, box: GrowingTextBox) {
            self.id = id
            boxStorage = [box]
            cell = NoteCell()
        }

        init(id: Int, unloadedText: String) {
            self.id = id
            boxStorage = []
            self.unloadedText = unloadedText
        }

        /// The wrapped text and its caret; `nil` until the note is first measured
        /// (``NotesListHost/load(_:)``), never `nil` for the current note or one in the history.
        var box: GrowingTextBox! {
            get { boxStorage.first }
            set {
                boxStorage = newValue.map { [$0] } ?? []
                if newValue != nil, cell == nil { cell = NoteCell() }
            }
            // Moved out and back in place, so editing a note copies neither the box nor its text.
            _modify {
                var box = boxStorage.popLast()
                defer { if let box { boxStorage.append(box) } }
                yield &box
            }
        }
    }

    /// A step of the list's history: a text edit of one note, or a note added or removed.
    enum HistoryEntry: Sendable {
        /// One undo step of the note's own editor.
        case edit(id: Int)
        /// A note was inserted at `index` (its state when the entry was recorded or last undone).
        case insertion(Note, index: Int)
        /// A note was removed from `index`; `replacement` is the empty note that took its place
        /// when it was the only one.
        case removal(Note, index: Int, replacement: Note?)
    }

    private var host: NotesListHost

    /// Creates a list with the caret at the start of the first note.
    /// - Parameters:
    ///   - notes: The notes' texts; an empty array gives one empty note.
    ///   - maximumNumberOfLines: The most rows per note; 0 or below means no limit but the screen's,
    ///     as for `GrowthPolicy`.
    ///   - size: The list's area; fewer than 2 rows or 3 columns are raised to that.
    ///   - glyphs: Width and visible-symbol rules.
    /// - Complexity: O(n) in the number of notes (an estimate each, from its length), plus
    ///   wrapping the first note; the notes on screen are wrapped by the first ``render()``.
    package init(notes: [String], maximumNumberOfLines: Int = 6, size: TerminalSize, glyphs: TerminalGlyphs) {
        self.init(
            pieces: notes.map(NoteText.init), maximumNumberOfLines: maximumNumberOfLines, size: size,
            glyphs: glyphs)
    }

    /// Creates a list of notes as a file gives them, a long note in pieces (``NoteText``).
    /// - Parameters:
    ///   - notes: The notes' texts; an empty array gives one empty note.
    ///   - maximumNumberOfLines: As for ``init(notes:maximumNumberOfLines:size:glyphs:)``.
    ///   - size: The list's area.
    ///   - glyphs: Width and visible-symbol rules.
    package init(
        pieces notes: [NoteText], maximumNumberOfLines: Int = 6, size: TerminalSize, glyphs: TerminalGlyphs
    ) {
        host = NotesListHost(
            notes: notes, maximumNumberOfLines: maximumNumberOfLines, size: size, glyphs: glyphs)
    }

    /// The most rows a note takes before it scrolls inside, as given (0 or below: no limit but the
    /// screen's).
    package var maximumNumberOfLines: Int { host.state.growth.maximumNumberOfLines ?? 0 }

    /// The size of the list's area on the screen.
    package var size: TerminalSize { host.state.size }

    /// The width and visible-symbol rules.
    var glyphs: TerminalGlyphs { host.state.glyphs }

    /// The notes' texts, in order, as a save writes them: no string of a long note is made.
    package var snapshots: [NoteSnapshot] { host.state.notes.map(host.snapshot(of:)) }

    /// The notes' texts, in order.
    /// - Complexity: O(total text).
    @_spi(Benchmarks) public var texts: [String] { host.state.notes.map(host.text(of:)) }

    /// How many notes have been laid out (drawn or edited) since the list was created; the others
    /// are still estimates.
    /// - Complexity: O(n).
    @_spi(Benchmarks) public var loadedNoteCount: Int {
        host.state.notes.reduce(0) { $0 + ($1.box == nil ? 0 : 1) }
    }

    /// The number of notes (never 0).
    @_spi(Benchmarks) public var count: Int { host.state.notes.count }

    /// The index of the note holding the caret.
    package var currentIndex: Int { host.state.current }

    /// The first row of the content shown at the top of the list's area.
    package var scrollOffset: Int { Int(host.state.viewport.contentOffset.y.rounded()) }

    /// The caret's visual line and column inside the current note.
    @_spi(Benchmarks) public var caretPosition: CaretPosition {
        host.state.notes[host.state.current].box.editor.model.caretPosition
    }

    /// Whether an undo would change something.
    package var canUndo: Bool { !host.state.undoHistory.isEmpty }

    /// Changes the area's size: the note being edited is wrapped and measured again, anchored so it
    /// keeps its place, then the caret is revealed. The other notes keep their heights as estimates
    /// until they are drawn (a new number of rows per note, on a screen too short for
    /// ``maximumNumberOfLines``, makes every height an estimate).
    /// - Parameter newSize: The list's area; fewer than 2 rows or 3 columns are raised to that.
    /// - Complexity: O(n) in the number of notes when the size changed (the controller's pass over
    ///   the rows), plus wrapping the notes on screen; O(1) otherwise.
    package mutating func resize(to newSize: TerminalSize) {
        makeUnique()
        host.resize(to: newSize)
    }

    /// The list's rows, exactly ``size``.rows of them, and the caret's cell when it is on screen.
    ///
    /// Only the notes in the visible span are drawn. The current note's gutter is a bold cyan bar,
    /// the others' a dim one. Notes that come on screen with an estimated height are laid out and
    /// measured first.
    /// - Returns: The lines and the caret.
    /// - Complexity: O(log n + visible cells), plus wrapping the notes that come on screen.
    package mutating func render() -> (lines: [FrameLine], caret: CellPosition?) {
        makeUnique()
        return host.render()
    }

    /// Performs an action, keeps the list anchored and the caret visible.
    /// - Parameter action: What to do.
    /// - Returns: Whether the notes changed (text, or notes added or removed), which is when they
    ///   need saving.
    /// - Complexity: what the current note's editor costs for the edit (its paragraph, not the
    ///   note), O(log n) in the number of notes for the rows, plus laying out the notes on screen.
    @discardableResult
    package mutating func handle(_ action: NotesAction) -> Bool {
        makeUnique()
        return host.handle(action)
    }

    /// How much of the current note is laid out, from 0 to 1, while part of it is not: only the
    /// start of a note is wrapped when it is first drawn, and the rest by ``layOutMore()``; until
    /// then the note's line count is provisional. `nil` once the whole note is laid out.
    package var currentNoteLayoutProgress: Double? {
        host.currentNoteLayout.map { Double($0.laidOut) / Double(max(1, $0.total)) }
    }

    /// Lays out the next stretch of the current note's text (a few milliseconds' work), the note
    /// held still; nothing when the whole note is laid out.
    package mutating func layOutMore() {
        makeUnique()
        host.layOutMore()
    }

    /// An estimate of a note's height before it is laid out: the rows its UTF-8 bytes fill at
    /// `textWidth` (one cell per byte, exact for ASCII without newlines), capped at `maximumRows`,
    /// plus the blank row below the note. O(1), so opening a file costs nothing per byte.
    /// - Parameters:
    ///   - utf8Count: The note's length in UTF-8 bytes; negative counts as 0.
    ///   - textWidth: The wrap width in cells; below 1 counts as 1.
    ///   - maximumRows: The most rows a note's box takes; below 1 counts as 1.
    /// - Returns: At least 2 (one row and the blank row), at most `maximumRows + 1`.
    package static func estimatedHeight(utf8Count: Int, textWidth: Int, maximumRows: Int) -> Double {
        let rows = max(0, utf8Count) / max(1, textWidth) + 1
        return Double(min(rows, max(1, maximumRows)) + 1)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&host) {
            host = NotesListHost(copying: host)
        }
    }
}

/// A note's cell as the list adapter knows it: an identity, like a table's cell object.
final class NoteCell: Sendable {}
