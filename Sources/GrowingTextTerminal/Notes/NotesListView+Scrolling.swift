import GrowingTextCore

extension NotesListView {
    /// The rows' heights, as the list controller keeps them.
    var rows: RowHeights<Int> { list.rows }

    /// The list's geometry for the controller: the viewport, its content height the rows' total.
    var geometry: GrowingListController<Int>.Geometry {
        var current = viewport
        current.contentHeight = rows.totalHeight
        return .init(viewport: current)
    }

    /// Wraps note `index` at the current width (giving it its box first) and reports its height
    /// (box rows plus the blank row) to the list controller.
    @discardableResult
    mutating func measure(_ index: Int) -> GrowingTextBox.Rendering {
        load(index)
        let rendering = notes[index].box.render(
            width: size.columns, availableRows: cellRowLimit, glyphs: glyphs)
        if index == current { currentCaret = rendering.caret }
        send(.rowMeasured(notes[index].id, height: Double(rendering.lines.count + 1)))
        return rendering
    }

    /// Lays out and measures the notes on screen that still have an estimated height, in an update
    /// that holds the note being edited (else the top one) still; again while the corrected offset
    /// brings more estimated notes on screen. Each pass measures at least one note, so it ends.
    /// - Complexity: O(k log n) for k notes measured, plus wrapping them.
    mutating func measureDisplayedNotes() {
        var pending = list.rowsNeedingMeasurement(in: geometry)
        while !pending.isEmpty {
            send(.editingRowChanged(notes[current].id))
            send(.beginUpdates(geometry, revealsCaret: false))
            for id in pending {
                if let index = rows.index(of: id) { measure(index) }
            }
            send(.endUpdates(geometry))
            pending = list.rowsNeedingMeasurement(in: geometry)
        }
    }

    /// An estimate of a note's height before it is laid out: the rows its UTF-8 bytes fill at
    /// `textWidth` (one cell per byte, exact for ASCII without newlines), capped at `maximumRows`,
    /// plus the blank row below the note. O(1), so opening a file costs nothing per byte.
    /// - Parameters:
    ///   - utf8Count: The note's length in UTF-8 bytes; negative counts as 0.
    ///   - textWidth: The wrap width in cells; below 1 counts as 1.
    ///   - maximumRows: The most rows a note's box takes; below 1 counts as 1.
    /// - Returns: At least 2 (one row and the blank row), at most `maximumRows + 1`.
    public static func estimatedHeight(utf8Count: Int, textWidth: Int, maximumRows: Int) -> Double {
        let rows = max(0, utf8Count) / max(1, textWidth) + 1
        return Double(min(rows, max(1, maximumRows)) + 1)
    }

    /// Before a change: tells the controller which note is being edited, so it holds that note still
    /// while it is on screen (else the top visible row).
    mutating func beginUpdates() {
        send(.editingRowChanged(notes[current].id))
        send(.beginUpdates(geometry, revealsCaret: true))
    }

    /// After a change: measures the current note, then applies what the controller says (the
    /// anchored offset, then the least scroll that shows the caret).
    mutating func endUpdates() {
        measure(current)
        send(.endUpdates(geometry))
    }

    /// Forwards an event to the list controller and applies its effects in order.
    mutating func send(_ event: GrowingListController<Int>.Event) {
        for effect in list.handle(event) {
            switch effect {
            case .resizeRowsWithoutAnimation:
                endUpdates()
            case .setContentOffsetY(let offsetY):
                viewport.contentOffset.y = offsetY
            case .revealCaretAfterTextScroll:
                // The box scrolled itself to its caret when it was measured (rendered).
                send(.caretSettled(caretInList, geometry))
            }
        }
        viewport.contentHeight = rows.totalHeight
    }

    /// The caret's cell in the list's content coordinates, after the current box scrolled itself
    /// (when it was last measured).
    private var caretInList: Rect? {
        guard let top = rows.offset(of: notes[current].id) else { return nil }
        return Rect(x: Double(currentCaret.column), y: top + Double(currentCaret.row), width: 1, height: 1)
    }
}
