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

    /// Wraps note `index` at the current width and reports its height (box rows plus the blank
    /// row) to the list controller.
    @discardableResult
    mutating func measure(_ index: Int) -> GrowingTextBox.Rendering {
        let rendering = notes[index].box.render(
            width: size.columns, availableRows: cellRowLimit, glyphs: glyphs)
        if index == current { currentCaret = rendering.caret }
        send(.rowMeasured(notes[index].id, height: Double(rendering.lines.count + 1)))
        return rendering
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
