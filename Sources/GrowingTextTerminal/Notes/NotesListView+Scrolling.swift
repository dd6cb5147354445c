import GrowingTextCore

extension NotesListView {
    /// Wraps note `index` at the current width and records its height (box rows plus the blank
    /// row) in ``rows``.
    @discardableResult
    mutating func measure(_ index: Int) -> GrowingTextBox.Rendering {
        let rendering = notes[index].box.render(
            width: size.columns, availableRows: cellRowLimit, glyphs: glyphs)
        rows.setMeasuredHeight(Double(rendering.lines.count + 1), for: notes[index].id)
        return rendering
    }

    /// The anchor before a change: the current note while it is on screen, else the top visible row.
    func captureAnchor() -> ScrollAnchor<Int> {
        ScrollAnchor(capturing: rows, viewport: viewport, editingRow: notes[current].id)
    }

    /// After a change: measures the current note, restores the anchor, then scrolls the least
    /// amount that shows the caret.
    mutating func settle(_ anchor: ScrollAnchor<Int>) {
        let rendering = measure(current)
        viewport = anchor.viewport(restoringIn: rows, from: viewport)
        guard let top = rows.offset(of: notes[current].id) else { return }
        let caret = Rect(
            x: Double(rendering.caret.column), y: top + Double(rendering.caret.row), width: 1, height: 1)
        if let offset = CaretVisibility.contentOffsetY(revealing: caret, in: viewport, margin: 0) {
            viewport.contentOffset.y = offset
        }
    }
}
