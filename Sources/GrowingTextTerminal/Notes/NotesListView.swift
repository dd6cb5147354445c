import GrowingTextCore
import GrowingTextLayout

/// The notes list of `growtext notes`: a scrolling column of growing text cells, one per note.
///
/// Each note is a ``GrowingTextBox`` of at most ``maximumLines`` rows (then it scrolls inside),
/// followed by one blank row. The view is a host of the core's ``GrowingListController``, the same
/// controller that drives the UIKit table coordinator: it forwards the list's events (notes added
/// and removed, each note's measured height, the width, the note being edited) and applies the
/// effects (the content offset), so the list never jumps:
/// 1. `beginUpdates`: the controller captures a ``ScrollAnchor`` (the note being edited, while it is
///    on screen),
/// 2. the change is applied and the touched rows are measured again with the core layout,
/// 3. `endUpdates`: the controller restores the anchor, then the caret, read after the note's box
///    scrolled itself, is revealed by the least scroll (``CaretVisibility``).
///
/// The view is a value driven by ``NotesAction``s and drawn to ``FrameLine``s, so it is tested on an
/// in-memory terminal; ``NotesProgram`` maps keys to actions and saves.
public struct NotesListView: Sendable {
    /// One note: a stable ID (for the row heights and the history) and its text box.
    struct Note: Sendable {
        let id: Int
        var box: GrowingTextBox
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

    /// The most rows a note takes before it scrolls inside (at least 1).
    public let maximumLines: Int
    /// The size of the list's area on the screen.
    public private(set) var size: TerminalSize
    var notes: [Note]
    var current = 0
    var list: GrowingListController<Int>
    var viewport: Viewport
    var currentCaret = CellPosition(row: 0, column: 0)
    var nextID = 0
    var undoHistory: [HistoryEntry] = []
    var redoHistory: [HistoryEntry] = []
    let glyphs: TerminalGlyphs

    /// Creates a list with the caret at the start of the first note.
    /// - Parameters:
    ///   - notes: The notes' texts; an empty array gives one empty note.
    ///   - maximumLines: The most rows per note; values below 1 count as 1.
    ///   - size: The list's area; fewer than 2 rows or 3 columns are raised to that.
    ///   - glyphs: Width and visible-symbol rules.
    /// - Complexity: O(total text) to wrap and measure every note.
    public init(notes: [String], maximumLines: Int = 6, size: TerminalSize, glyphs: TerminalGlyphs) {
        self.maximumLines = max(1, maximumLines)
        self.glyphs = glyphs
        self.size = Self.normalized(size)
        list = GrowingListController(
            width: Double(self.size.columns),
            configuration: .init(estimatedRowHeight: 2, caretMargin: 0))
        viewport = Viewport(size: Size(width: Double(self.size.columns), height: Double(self.size.rows)))
        self.notes = []
        for text in notes.isEmpty ? [""] : notes {
            var note = makeNote(text)
            note.box.editor.apply(.move(.textStart))
            send(.rowInserted(note.id, at: self.notes.count, estimatedHeight: nil))
            self.notes.append(note)
        }
        for index in self.notes.indices { measure(index) }
    }

    /// The notes' texts, in order.
    /// - Complexity: O(total text).
    public var texts: [String] { notes.map(\.box.editor.text) }

    /// The number of notes (never 0).
    public var count: Int { notes.count }

    /// The index of the note holding the caret.
    public var currentIndex: Int { current }

    /// The first row of the content shown at the top of the list's area.
    public var scrollOffset: Int { Int(viewport.contentOffset.y.rounded()) }

    /// The caret's visual line and column inside the current note.
    public var caretPosition: CaretPosition { notes[current].box.editor.model.caretPosition }

    /// Whether an undo would change something.
    public var canUndo: Bool { !undoHistory.isEmpty }

    /// Changes the area's size: every note is wrapped and measured again, anchored so the note being
    /// edited keeps its place, then the caret is revealed.
    /// - Parameter newSize: The list's area; fewer than 2 rows or 3 columns are raised to that.
    /// - Complexity: O(total text) when the size changed, O(1) otherwise.
    public mutating func resize(to newSize: TerminalSize) {
        let newSize = Self.normalized(newSize)
        guard newSize != size else { return }
        beginUpdates()
        size = newSize
        send(.widthChanged(Double(newSize.columns)))
        viewport.size = Size(width: Double(newSize.columns), height: Double(newSize.rows))
        for index in notes.indices { measure(index) }
        endUpdates()
    }

    /// The list's rows, exactly ``size``.rows of them, and the caret's cell when it is on screen.
    ///
    /// Only the notes in the visible span are drawn. The current note's gutter is a bold cyan bar,
    /// the others' a dim one.
    /// - Returns: The lines and the caret.
    /// - Complexity: O(log n + visible cells).
    public mutating func render() -> (lines: [FrameLine], caret: CellPosition?) {
        let top = scrollOffset
        var lines: [FrameLine] = []
        var caret: CellPosition?
        if var index = rows.index(atOffset: Double(top)) {
            var y = Int(rows.offset(at: index).rounded())
            while index < notes.count, y < top + size.rows {
                notes[index].box.gutter = gutter(isCurrent: index == current)
                let rendering = notes[index].box.render(
                    width: size.columns, availableRows: cellRowLimit, glyphs: glyphs)
                for (row, line) in (rendering.lines + [FrameLine("")]).enumerated()
                where (top..<(top + size.rows)).contains(y + row) {
                    lines.append(line)
                }
                if index == current, (top..<(top + size.rows)).contains(y + rendering.caret.row) {
                    caret = CellPosition(row: y + rendering.caret.row - top, column: rendering.caret.column)
                }
                y += rendering.lines.count + 1
                index += 1
            }
        }
        while lines.count < size.rows { lines.append(FrameLine("")) }
        return (lines, caret)
    }

    /// The most rows a note's box may take: the area minus the blank row below it.
    var cellRowLimit: Int { max(1, min(maximumLines, size.rows - 1)) }

    mutating func makeNote(_ text: String) -> Note {
        defer { nextID += 1 }
        let editor = TextEditor(text: text, width: size.columns)
        let growth = GrowthPolicy(minimumNumberOfLines: 1, maximumNumberOfLines: maximumLines, lineHeight: 1)
        return Note(
            id: nextID, box: GrowingTextBox(editor: editor, growth: growth, gutter: gutter(isCurrent: false)))
    }

    private func gutter(isCurrent: Bool) -> FrameSpan {
        isCurrent
            ? FrameSpan("┃ ", style: TextStyle(isBold: true, color: .cyan)) : FrameSpan("│ ", style: .dim)
    }

    private static func normalized(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: max(3, size.columns), rows: max(2, size.rows))
    }
}
