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
/// Like a self-sizing table, the list lays out only the notes it draws: the others have an estimated
/// height (``estimatedHeight(utf8Count:textWidth:maximumRows:)``) until they come on screen, and
/// ``render()`` measures the ones the controller reports as displayed but estimated
/// (``GrowingListController/rowsNeedingMeasurement(in:)``) inside an update, so the note being edited
/// (else the top one) holds still while estimates become measurements. Opening a file of any size
/// and resizing the terminal cost the notes on screen, not the file.
///
/// The view is a value driven by ``NotesAction``s and drawn to ``FrameLine``s, so it is tested on an
/// in-memory terminal; ``NotesProgram`` maps keys to actions and saves.
public struct NotesListView: Sendable {
    /// One note: a stable ID (for the row heights and the history) and its text box.
    ///
    /// A note read from the file has no box until it is first measured (drawn or edited): laying
    /// out is the expensive part of opening a file, so only the notes on screen pay for it.
    struct Note: Sendable {
        let id: Int
        /// The box, out of line: a `GrowingTextBox` is about 770 bytes, so holding it inline made
        /// every note of a file that large before any was laid out (15.7 MB for the 20,000 notes
        /// of a 7.6 MB file). Empty or one element.
        private var boxStorage: [GrowingTextBox]
        /// The text of a note without a box; empty once the box exists.
        var unloadedText = ""

        init(id: Int, box: GrowingTextBox) {
            self.id = id
            boxStorage = [box]
        }

        init(id: Int, unloadedText: String) {
            self.id = id
            boxStorage = []
            self.unloadedText = unloadedText
        }

        /// The wrapped text and its caret; `nil` until the note is first measured
        /// (``NotesListView/load(_:)``), never `nil` for the current note or one in the history.
        var box: GrowingTextBox! {
            get { boxStorage.first }
            set { boxStorage = newValue.map { [$0] } ?? [] }
            // Moved out and back in place, so editing a note copies neither the box nor its text.
            _modify {
                var box = boxStorage.popLast()
                defer { if let box { boxStorage.append(box) } }
                yield &box
            }
        }

        /// The note's text.
        var text: String { box?.editor.text ?? unloadedText }
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
    /// - Complexity: O(n) in the number of notes (an estimate each, from its length), plus
    ///   wrapping the first note; the notes on screen are wrapped by the first ``render()``.
    public init(notes: [String], maximumLines: Int = 6, size: TerminalSize, glyphs: TerminalGlyphs) {
        self.maximumLines = max(1, maximumLines)
        self.glyphs = glyphs
        self.size = Self.normalized(size)
        list = GrowingListController(
            width: Double(self.size.columns),
            configuration: .init(estimatedRowHeight: 2, caretMargin: 0))
        viewport = Viewport(size: Size(width: Double(self.size.columns), height: Double(self.size.rows)))
        let texts = notes.isEmpty ? [""] : notes
        self.notes = texts.indices.map { Note(id: $0, unloadedText: texts[$0]) }
        nextID = texts.count
        let textWidth = self.textWidth
        let rowLimit = cellRowLimit
        list = GrowingListController(
            estimatedRows: texts.indices.map { index in
                let bytes = texts[index].utf8.count
                return (
                    index, Self.estimatedHeight(utf8Count: bytes, textWidth: textWidth, maximumRows: rowLimit)
                )
            },
            width: Double(self.size.columns), configuration: list.configuration)
        viewport.contentHeight = rows.totalHeight
        measure(current)
    }

    /// The notes' texts, in order.
    /// - Complexity: O(total text).
    public var texts: [String] { notes.map(\.text) }

    /// How many notes have been laid out (drawn or edited) since the list was created; the others
    /// are still estimates.
    /// - Complexity: O(n).
    public var loadedNoteCount: Int { notes.reduce(0) { $0 + ($1.box == nil ? 0 : 1) } }

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

    /// Changes the area's size: the note being edited is wrapped and measured again, anchored so it
    /// keeps its place, then the caret is revealed. The other notes keep their heights as estimates
    /// until they are drawn (a new number of rows per note, on a screen too short for
    /// ``maximumLines``, makes every height an estimate).
    /// - Parameter newSize: The list's area; fewer than 2 rows or 3 columns are raised to that.
    /// - Complexity: O(n) in the number of notes when the size changed (the controller's pass over
    ///   the rows), plus wrapping the current note; O(1) otherwise.
    public mutating func resize(to newSize: TerminalSize) {
        let newSize = Self.normalized(newSize)
        guard newSize != size else { return }
        let oldRowLimit = cellRowLimit
        beginUpdates()
        size = newSize
        send(.widthChanged(Double(newSize.columns)))
        viewport.size = Size(width: Double(newSize.columns), height: Double(newSize.rows))
        if cellRowLimit != oldRowLimit { send(.contentSizeCategoryChanged(geometry)) }
        endUpdates()
    }

    /// The list's rows, exactly ``size``.rows of them, and the caret's cell when it is on screen.
    ///
    /// Only the notes in the visible span are drawn. The current note's gutter is a bold cyan bar,
    /// the others' a dim one.
    /// Notes that come on screen with an estimated height are laid out and measured first
    /// (``measureDisplayedNotes()``).
    /// - Returns: The lines and the caret.
    /// - Complexity: O(log n + visible cells), plus wrapping the notes that come on screen.
    public mutating func render() -> (lines: [FrameLine], caret: CellPosition?) {
        measureDisplayedNotes()
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

    /// The width notes wrap at: the area minus the gutter.
    var textWidth: Int {
        GrowingTextBox.textWidth(forWidth: size.columns, gutter: gutter(isCurrent: false), glyphs: glyphs)
    }

    mutating func makeNote(_ text: String) -> Note {
        defer { nextID += 1 }
        return Note(id: nextID, box: makeBox(text))
    }

    /// Gives note `index` its box (wrapping its text), the caret at the start; nothing when it has
    /// one.
    mutating func load(_ index: Int) {
        guard notes[index].box == nil else { return }
        var box = makeBox(notes[index].unloadedText)
        box.editor.apply(.move(.textStart))
        notes[index].box = box
        notes[index].unloadedText = ""
    }

    private func makeBox(_ text: String) -> GrowingTextBox {
        let editor = TextEditor(text: text, width: textWidth, cellWidth: glyphs.cellWidth)
        let growth = GrowthPolicy(minimumNumberOfLines: 1, maximumNumberOfLines: maximumLines, lineHeight: 1)
        return GrowingTextBox(editor: editor, growth: growth, gutter: gutter(isCurrent: false))
    }

    private func gutter(isCurrent: Bool) -> FrameSpan {
        isCurrent
            ? FrameSpan("┃ ", style: TextStyle(isBold: true, color: .cyan)) : FrameSpan("│ ", style: .dim)
    }

    private static func normalized(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: max(3, size.columns), rows: max(2, size.rows))
    }
}
