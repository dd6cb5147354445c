import GrowingTextCore
import GrowingTextLayout

/// The state of a ``NotesListView`` as the surface of a list, for the core's `GrowingListAdapter`:
/// the rows are the notes (a box and the blank row below it), the cells are the notes that have a
/// box, the viewport is the list's area and its scroll offset in rows.
///
/// Only a ``NotesListView`` holds one, and it copies the host before changing a shared one, so no
/// host is ever changed while another thread reads it: hence `@unchecked Sendable`.
final class NotesListHost: GrowingListSurface, @unchecked Sendable {
    typealias Note = NotesListView.Note

    /// Everything the list is but its adapter, as one value, so that a copy
    /// (``init(copying:)``) takes all of it: a field added here cannot be forgotten there.
    struct State: Sendable {
        /// Every note's row limits: one row at least, `maximumNumberOfLines` at most.
        let growth: GrowthPolicy
        let glyphs: TerminalGlyphs
        fileprivate(set) var size: TerminalSize
        var notes: [Note]
        var current = 0
        /// The list's area and scroll offset; its content height is the rows' (``listViewport``).
        fileprivate(set) var viewport: Viewport
        /// The current note's caret in the list's area, as its box last drew it.
        fileprivate var currentCaret = CellPosition(row: 0, column: 0)
        var nextID = 0
        /// The pieces after the first of the long notes read in pieces (``NoteText``) that have no box
        /// yet, by note ID: kept here rather than in every note, so that a note's value stays as
        /// small as its string.
        var unloadedPieces: [Int: [TextPiece]] = [:]
        var undoHistory: [NotesListView.HistoryEntry] = []
        var redoHistory: [NotesListView.HistoryEntry] = []
        /// Whether the adapter waits for the caret, read once the current box has scrolled to it.
        fileprivate var isCaretReadPending = false
    }

    var state: State
    private(set) var adapter: GrowingListAdapter<Int, NotesListHost>!

    init(notes texts: [NoteText], maximumNumberOfLines: Int, size: TerminalSize, glyphs: TerminalGlyphs) {
        let texts = texts.isEmpty ? [NoteText("")] : texts
        let size = Self.normalized(size)
        state = State(
            growth: GrowthPolicy(
                minimumNumberOfLines: 1, maximumNumberOfLines: maximumNumberOfLines, lineHeight: 1),
            glyphs: glyphs, size: size,
            notes: texts.indices.map { Note(id: $0, unloadedText: texts[$0].first) },
            viewport: Viewport(size: Size(width: Double(size.columns), height: Double(size.rows))),
            nextID: texts.count)
        let textWidth = self.textWidth
        let rowLimit = self.rowLimit
        let controller = GrowingListController(
            estimatedRows: texts.indices.map { index in
                let bytes = texts[index].utf8Count
                return (
                    index,
                    NotesListView.estimatedHeight(
                        utf8Count: bytes, textWidth: textWidth, maximumRows: rowLimit)
                )
            },
            width: Double(size.columns), configuration: .init(estimatedRowHeight: 2, caretMargin: 0))
        for index in texts.indices where texts[index].isInPieces {
            state.unloadedPieces[index] = texts[index].rest
        }
        adapter = GrowingListAdapter(surface: self, controller: controller)
        measure(state.current)
    }

    /// A copy of `other` with its own adapter, whose controller goes on from `other`'s rows.
    init(copying other: NotesListHost) {
        state = other.state
        adapter = GrowingListAdapter(surface: self, controller: other.adapter.controller)
    }

    /// The rows' heights, as the list controller keeps them.
    var rows: RowHeights<Int> { adapter.controller.rows }

    /// The rows the area leaves a note's box, its controller's available height: all but the blank
    /// row below it (at least 1: the area has at least 2 rows).
    var availableRows: Int { state.size.rows - 1 }

    /// The most rows a note's box takes at this size: its growth limits under ``availableRows``, as
    /// the box's controller resolves them.
    var rowLimit: Int { Int(state.growth.limited(toHeight: Double(availableRows)).effectiveMaximumHeight) }

    /// The width notes wrap at: the area minus the gutter.
    var textWidth: Int {
        GrowingTextBox.textWidth(
            forWidth: state.size.columns, gutter: gutter(isCurrent: false), glyphs: state.glyphs)
    }

    // MARK: Layout

    /// Changes the area's size, the current note held still, the caret revealed.
    func resize(to newSize: TerminalSize) {
        let newSize = Self.normalized(newSize)
        guard newSize != state.size else { return }
        let oldRowLimit = rowLimit
        beginUpdates()
        state.size = newSize
        adapter.listWidthDidChange()
        state.viewport.size = Size(width: Double(newSize.columns), height: Double(newSize.rows))
        // Another limit of rows per note changes every note's height.
        if rowLimit != oldRowLimit { adapter.rowHeightLimitDidChange() }
        endUpdates()
    }

    /// Lays out the notes that came on screen, then draws the visible span.
    func render() -> (lines: [FrameLine], caret: CellPosition?) {
        measureDisplayedNotes()
        let top = Int(state.viewport.contentOffset.y.rounded())
        var lines: [FrameLine] = []
        var caret: CellPosition?
        if var index = rows.index(atOffset: Double(top)) {
            var y = Int(rows.offset(at: index).rounded())
            while index < state.notes.count, y < top + state.size.rows {
                state.notes[index].box.gutter = gutter(isCurrent: index == state.current)
                let rendering = state.notes[index].box.render(
                    width: state.size.columns, availableRows: availableRows, glyphs: state.glyphs)
                for (row, line) in (rendering.lines + [FrameLine("")]).enumerated()
                where (top..<(top + state.size.rows)).contains(y + row) {
                    lines.append(line)
                }
                if index == state.current, (top..<(top + state.size.rows)).contains(y + rendering.caret.row) {
                    caret = CellPosition(row: y + rendering.caret.row - top, column: rendering.caret.column)
                }
                y += rendering.lines.count + 1
                index += 1
            }
        }
        while lines.count < state.size.rows { lines.append(FrameLine("")) }
        return (lines, caret)
    }

    /// Gives note `index` its box, the caret at the start; nothing when it has one. Only the lines
    /// the box can show are wrapped: the rest of a long note is laid out as it becomes the current
    /// note (``layOutMore()``), or when a key needs it.
    func load(_ index: Int) {
        guard state.notes[index].box == nil else { return }
        let first = state.notes[index].unloadedText
        let rest =
            state.unloadedPieces.isEmpty
            ? [] : state.unloadedPieces.removeValue(forKey: state.notes[index].id)
        // Given up before the editor takes the pieces: each is let go of once it is laid out.
        state.notes[index].unloadedText = ""
        let editor = TextEditor(
            pieces: [TextPiece(first)] + (rest ?? []), width: textWidth, cellWidth: state.glyphs.cellWidth,
            settlingLinesAfterCaret: availableRows)
        state.notes[index].box = GrowingTextBox(
            editor: editor, growth: state.growth, gutter: gutter(isCurrent: false))
    }

    /// The text of `note`, one of the list's notes, as a save writes it (``NoteSnapshot``).
    /// - Complexity: O(1), O(pieces) for a note in pieces not opened yet.
    func snapshot(of note: Note) -> NoteSnapshot {
        if let box = note.box { return .editor(box.editor.model) }
        guard !state.unloadedPieces.isEmpty, let rest = state.unloadedPieces[note.id] else {
            return .text(note.unloadedText)
        }
        return .pieces(first: note.unloadedText, rest: rest)
    }

    /// The text of `note`, one of the list's notes.
    /// - Complexity: O(n) in the note's length.
    func text(of note: Note) -> String {
        if let box = note.box { return box.editor.text }
        guard !state.unloadedPieces.isEmpty, let rest = state.unloadedPieces[note.id] else {
            return note.unloadedText
        }
        return rest.reduce(into: note.unloadedText) { $0 += $1.string }
    }

    /// The current note's text laid out and in all, in UTF-8 bytes, while part of it is not laid out
    /// yet; `nil` once all of it is.
    var currentNoteLayout: (laidOut: Int, total: Int)? {
        guard let editor = state.notes[state.current].box?.editor, editor.pendingUTF8Count > 0 else {
            return nil
        }
        return (editor.model.layout.utf8Count, editor.model.utf8Count)
    }

    /// Lays out the next stretch of the current note's text not laid out yet, in an update that
    /// holds the note still, as an edit would.
    func layOutMore() {
        guard currentNoteLayout != nil else { return }
        beginUpdates()
        state.notes[state.current].box.layOutMore()
        reportHeightChange(of: state.current)
        endUpdates()
    }

    func makeNote(_ text: String) -> Note {
        defer { state.nextID += 1 }
        return Note(id: state.nextID, box: makeBox(text))
    }

    /// Lays note `index` out at the current size (giving it its box first), as a table lays out a
    /// cell it displays, and connects its cell to its row.
    @discardableResult
    private func layOut(_ index: Int) -> GrowingTextBox.Rendering {
        load(index)
        let rendering = state.notes[index].box.render(
            width: state.size.columns, availableRows: availableRows, glyphs: state.glyphs)
        if index == state.current { state.currentCaret = rendering.caret }
        if let cell = state.notes[index].cell {
            adapter.configure(ObjectIdentifier(cell), forRow: state.notes[index].id)
        }
        return rendering
    }

    /// Lays note `index` out and reports its height (box rows plus the blank row) as the list
    /// displays it; the height change its box asked for is then known to the list.
    func measure(_ index: Int) {
        let rendering = layOut(index)
        _ = state.notes[index].box.takeContainerResize()
        adapter.rowWillDisplay(state.notes[index].id, height: Double(rendering.lines.count + 1))
    }

    /// A note whose box changed height tells the list, as a growing cell tells its table.
    func reportHeightChange(of index: Int) {
        guard let byEditing = state.notes[index].box?.takeContainerResize(),
            let cell = state.notes[index].cell
        else {
            return
        }
        adapter.configure(ObjectIdentifier(cell), forRow: state.notes[index].id)
        adapter.cellDidChangeHeight(ObjectIdentifier(cell), byEditing: byEditing)
    }

    /// Lays out and measures the notes on screen that still have an estimated height, in an update
    /// that holds the note being edited (else the top one) still; again while the corrected offset
    /// brings more estimated notes on screen. Each pass measures at least one note, so it ends.
    /// - Complexity: O(k log n) for k notes measured, plus wrapping them.
    private func measureDisplayedNotes() {
        var pending = adapter.rowsNeedingMeasurement
        while !pending.isEmpty {
            adapter.editingRowDidChange(state.notes[state.current].id)
            adapter.beginUpdates(revealingCaret: false)
            for id in pending {
                if let index = rows.index(of: id) { measure(index) }
            }
            adapter.endUpdates()
            pending = adapter.rowsNeedingMeasurement
        }
    }

    /// Before a change made in code: the note being edited holds still while it is on screen (else
    /// the top visible row), and the caret is revealed after.
    func beginUpdates() {
        adapter.editingRowDidChange(state.notes[state.current].id)
        adapter.beginUpdates(revealingCaret: true)
    }

    /// After a change: the current note is measured, the anchor restored, then the caret revealed
    /// once the current box has scrolled to it.
    func endUpdates() {
        measure(state.current)
        adapter.endUpdates()
        while state.isCaretReadPending {
            state.isCaretReadPending = false
            adapter.nextTurnDidBegin()
        }
    }

    private func makeBox(_ text: String) -> GrowingTextBox {
        let editor = TextEditor(text: text, width: textWidth, cellWidth: state.glyphs.cellWidth)
        return GrowingTextBox(editor: editor, growth: state.growth, gutter: gutter(isCurrent: false))
    }

    private func gutter(isCurrent: Bool) -> FrameSpan {
        isCurrent
            ? FrameSpan("┃ ", style: TextStyle(isBold: true, color: .cyan)) : FrameSpan("│ ", style: .dim)
    }

    private static func normalized(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: max(3, size.columns), rows: max(2, size.rows))
    }

    /// The notes in the visible span, top to bottom, by the rows' offsets, each with its top.
    private func forEachVisibleNote(_ body: (_ index: Int, _ minY: Double) -> Void) {
        let top = state.viewport.contentOffset.y
        guard var index = rows.index(atOffset: top) else { return }
        var minY = rows.offset(at: index)
        while index < state.notes.count, minY < top + state.viewport.size.height {
            body(index, minY)
            minY += rows.displayHeight(of: state.notes[index].id)
            index += 1
        }
    }

    // MARK: GrowingListSurface

    var listViewport: Viewport {
        var list = state.viewport
        list.contentHeight = rows.totalHeight
        return list
    }

    var listWidth: Double { Double(state.size.columns) }

    /// The list is its own data source: its notes are its rows.
    var rowCountsInList: [Int] { [state.notes.count] }
    var rowCountsInDataSource: [Int] { [state.notes.count] }

    /// The notes on screen that have a box, at their boxes' heights.
    var visibleCells: [VisibleCell] {
        var cells: [VisibleCell] = []
        forEachVisibleNote { index, minY in
            guard let cell = state.notes[index].cell, let rows = state.notes[index].box?.rows else { return }
            cells.append(VisibleCell(cell: ObjectIdentifier(cell), minY: minY, height: Double(rows + 1)))
        }
        return cells
    }

    /// As a table does: the notes on screen are laid out again (``resizeRows(_:changedCell:)``).
    var resizing: ListResizing { .table }

    /// The caret's cell in the list's content, after the current box scrolled itself.
    var caretInList: Rect? {
        guard let top = rows.offset(of: state.notes[state.current].id) else { return nil }
        return Rect(
            x: Double(state.currentCaret.column), y: top + Double(state.currentCaret.row), width: 1, height: 1
        )
    }

    /// The notes on screen that have a box, and the current one, laid out at the current size.
    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
        var laidOut: [Int] = []
        forEachVisibleNote { index, _ in
            if state.notes[index].box != nil { laidOut.append(index) }
        }
        for index in laidOut { layOut(index) }
        layOut(state.current)
    }

    /// Never called: the notes list and its rows always agree (its row counts are the list's own).
    func scheduleListCheck() {}

    /// Never called, as ``scheduleListCheck()``.
    func textViewContainerWillResize(inCell cell: ObjectIdentifier) {}

    /// Never called, as ``textViewContainerWillResize(inCell:)``.
    func textViewContainerDidResize(inCell cell: ObjectIdentifier) {}

    func setContentOffsetY(_ offsetY: Double) {
        state.viewport.contentOffset.y = offsetY
    }

    /// Run in ``endUpdates()``, once the current box has been laid out (its scroll to its caret).
    func scheduleNextTurn() {
        state.isCaretReadPending = true
    }
}
