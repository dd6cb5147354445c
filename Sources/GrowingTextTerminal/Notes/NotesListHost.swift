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

    let maximumLines: Int
    let glyphs: TerminalGlyphs
    private(set) var size: TerminalSize
    var notes: [Note]
    var current = 0
    /// The list's area and scroll offset; its content height is the rows' (``listViewport``).
    private(set) var viewport: Viewport
    /// The current note's caret in the list's area, as its box last drew it.
    private var currentCaret = CellPosition(row: 0, column: 0)
    var nextID = 0
    var undoHistory: [NotesListView.HistoryEntry] = []
    var redoHistory: [NotesListView.HistoryEntry] = []
    /// Whether the adapter waits for the caret, read once the current box has scrolled to it.
    private var isCaretReadPending = false
    private(set) var adapter: GrowingListAdapter<Int, NotesListHost>!

    init(notes texts: [String], maximumLines: Int, size: TerminalSize, glyphs: TerminalGlyphs) {
        self.maximumLines = max(1, maximumLines)
        self.glyphs = glyphs
        self.size = Self.normalized(size)
        viewport = Viewport(size: Size(width: Double(self.size.columns), height: Double(self.size.rows)))
        let texts = texts.isEmpty ? [""] : texts
        notes = texts.indices.map { Note(id: $0, unloadedText: texts[$0]) }
        nextID = texts.count
        let textWidth = self.textWidth
        let rowLimit = cellRowLimit
        let controller = GrowingListController(
            estimatedRows: texts.indices.map { index in
                let bytes = texts[index].utf8.count
                return (
                    index,
                    NotesListView.estimatedHeight(
                        utf8Count: bytes, textWidth: textWidth, maximumRows: rowLimit)
                )
            },
            width: Double(self.size.columns), configuration: .init(estimatedRowHeight: 2, caretMargin: 0))
        adapter = GrowingListAdapter(surface: self, controller: controller)
        measure(current)
    }

    /// A copy of `other` with its own adapter, whose controller goes on from `other`'s rows.
    init(copying other: NotesListHost) {
        maximumLines = other.maximumLines
        glyphs = other.glyphs
        size = other.size
        notes = other.notes
        current = other.current
        viewport = other.viewport
        currentCaret = other.currentCaret
        nextID = other.nextID
        undoHistory = other.undoHistory
        redoHistory = other.redoHistory
        isCaretReadPending = other.isCaretReadPending
        adapter = GrowingListAdapter(surface: self, controller: other.adapter.controller)
    }

    /// The rows' heights, as the list controller keeps them.
    var rows: RowHeights<Int> { adapter.controller.rows }

    /// The most rows a note's box may take: the area minus the blank row below it.
    var cellRowLimit: Int { max(1, min(maximumLines, size.rows - 1)) }

    /// The width notes wrap at: the area minus the gutter.
    var textWidth: Int {
        GrowingTextBox.textWidth(forWidth: size.columns, gutter: gutter(isCurrent: false), glyphs: glyphs)
    }

    // MARK: Layout

    /// Changes the area's size, the current note held still, the caret revealed.
    func resize(to newSize: TerminalSize) {
        let newSize = Self.normalized(newSize)
        guard newSize != size else { return }
        let oldRowLimit = cellRowLimit
        beginUpdates()
        size = newSize
        adapter.listWidthDidChange()
        viewport.size = Size(width: Double(newSize.columns), height: Double(newSize.rows))
        // Fewer rows per note change every note's height, as a new text size does.
        if cellRowLimit != oldRowLimit { adapter.contentSizeCategoryDidChange() }
        endUpdates()
    }

    /// Lays out the notes that came on screen, then draws the visible span.
    func render() -> (lines: [FrameLine], caret: CellPosition?) {
        measureDisplayedNotes()
        let top = Int(viewport.contentOffset.y.rounded())
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

    /// Gives note `index` its box (wrapping its text), the caret at the start; nothing when it has
    /// one.
    func load(_ index: Int) {
        guard notes[index].box == nil else { return }
        var box = makeBox(notes[index].unloadedText)
        box.editor.apply(.move(.textStart))
        notes[index].box = box
        notes[index].unloadedText = ""
    }

    func makeNote(_ text: String) -> Note {
        defer { nextID += 1 }
        return Note(id: nextID, box: makeBox(text))
    }

    /// Lays note `index` out at the current size (giving it its box first), as a table lays out a
    /// cell it displays, and connects its cell to its row.
    @discardableResult
    private func layOut(_ index: Int) -> GrowingTextBox.Rendering {
        load(index)
        let rendering = notes[index].box.render(
            width: size.columns, availableRows: cellRowLimit, glyphs: glyphs)
        if index == current { currentCaret = rendering.caret }
        if let cell = notes[index].cell {
            adapter.configure(ObjectIdentifier(cell), forRow: notes[index].id)
        }
        return rendering
    }

    /// Lays note `index` out and reports its height (box rows plus the blank row) as the list
    /// displays it; the height change its box asked for is then known to the list.
    func measure(_ index: Int) {
        let rendering = layOut(index)
        _ = notes[index].box.takeContainerResize()
        adapter.rowWillDisplay(notes[index].id, height: Double(rendering.lines.count + 1))
    }

    /// A note whose box changed height tells the list, as a growing cell tells its table.
    func reportHeightChange(of index: Int) {
        guard let byEditing = notes[index].box?.takeContainerResize(), let cell = notes[index].cell else {
            return
        }
        adapter.configure(ObjectIdentifier(cell), forRow: notes[index].id)
        adapter.cellDidChangeHeight(ObjectIdentifier(cell), byEditing: byEditing)
    }

    /// Lays out and measures the notes on screen that still have an estimated height, in an update
    /// that holds the note being edited (else the top one) still; again while the corrected offset
    /// brings more estimated notes on screen. Each pass measures at least one note, so it ends.
    /// - Complexity: O(k log n) for k notes measured, plus wrapping them.
    private func measureDisplayedNotes() {
        var pending = adapter.rowsNeedingMeasurement
        while !pending.isEmpty {
            adapter.editingRowDidChange(notes[current].id)
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
        adapter.editingRowDidChange(notes[current].id)
        adapter.beginUpdates(revealingCaret: true)
    }

    /// After a change: the current note is measured, the anchor restored, then the caret revealed
    /// once the current box has scrolled to it.
    func endUpdates() {
        measure(current)
        adapter.endUpdates()
        while isCaretReadPending {
            isCaretReadPending = false
            adapter.nextTurnDidBegin()
        }
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

    /// The notes in the visible span, top to bottom, by the rows' offsets, each with its top.
    private func forEachVisibleNote(_ body: (_ index: Int, _ minY: Double) -> Void) {
        let top = viewport.contentOffset.y
        guard var index = rows.index(atOffset: top) else { return }
        var minY = rows.offset(at: index)
        while index < notes.count, minY < top + viewport.size.height {
            body(index, minY)
            minY += rows.displayHeight(of: notes[index].id)
            index += 1
        }
    }

    // MARK: GrowingListSurface

    var listViewport: Viewport {
        var list = viewport
        list.contentHeight = rows.totalHeight
        return list
    }

    var listWidth: Double { Double(size.columns) }

    /// The notes on screen that have a box, at their boxes' heights.
    var visibleCells: [VisibleCell] {
        var cells: [VisibleCell] = []
        forEachVisibleNote { index, minY in
            guard let cell = notes[index].cell, let rows = notes[index].box?.rows else { return }
            cells.append(VisibleCell(cell: ObjectIdentifier(cell), minY: minY, height: Double(rows + 1)))
        }
        return cells
    }

    /// As a table does: the notes on screen are laid out again (``resizeRows(_:changedCell:)``).
    var resizing: ListResizing { .table }

    /// The caret's cell in the list's content, after the current box scrolled itself.
    var caretInList: Rect? {
        guard let top = rows.offset(of: notes[current].id) else { return nil }
        return Rect(x: Double(currentCaret.column), y: top + Double(currentCaret.row), width: 1, height: 1)
    }

    /// The notes on screen that have a box, and the current one, laid out at the current size.
    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
        var laidOut: [Int] = []
        forEachVisibleNote { index, _ in
            if notes[index].box != nil { laidOut.append(index) }
        }
        for index in laidOut { layOut(index) }
        layOut(current)
    }

    func setContentOffsetY(_ offsetY: Double) {
        viewport.contentOffset.y = offsetY
    }

    /// Run in ``endUpdates()``, once the current box has been laid out (its scroll to its caret).
    func scheduleNextTurn() {
        isCaretReadPending = true
    }
}
