/// What the app does to a list's rows that the explorer of event orders adds to the scenario tests':
/// rows deleted, reloaded and moved while one of them is being edited, a diffable snapshot applied,
/// the user's scrolling, and a classic data source a turn ahead of its list. Each cites its behaviour
/// in `docs/UIKitBehaviours.md` (L15, B28).
extension ListStandIn {
    /// The app deletes row `row` as the documentation shows it: the coordinator hears first
    /// (`removeRow(_:)`), then `deleteRows(at:with:)` takes the row's cell out of the list inside
    /// UIKit's update, and a first responder in it resigns as it leaves (L15); then the list lays out
    /// and the turn ends.
    func deleteRow(_ row: Int) {
        guard table.rowIDs.contains(row) else { return }
        adapter.removeRow(row)
        updateDepth += 1
        table.rowIDs.removeAll { $0 == row }
        table.laidOut[row] = nil
        table.realHeights[row] = nil
        appTexts[row] = nil
        if let cell = cells.removeValue(forKey: row) { takeOutOfList(cell) }
        updateDepth -= 1
        layOut()
        runDeferredWork()
    }

    /// The app reloads row `row` with `text` (`reloadRows(at:with:)`): inside UIKit's update the row's
    /// cell leaves the list (a first responder in it resigns, L15) and the row is laid out again with
    /// a cell dequeued for it; then the turn ends.
    func reloadRow(_ row: Int, text: String) {
        guard table.rowIDs.contains(row) else { return }
        appTexts[row] = text
        updateDepth += 1
        if let cell = cells.removeValue(forKey: row) { takeOutOfList(cell) }
        table.laidOut[row] = nil
        updateDepth -= 1
        layOut()
        runDeferredWork()
    }

    /// The app moves row `row` to `index` (`moveRow(at:to:)`, the coordinator told the new order with
    /// `setRowIDs(_:)`, having no move of its own): the cell moves with its row, inside UIKit's update,
    /// and a first responder in it stays; then the turn ends.
    func moveRow(_ row: Int, to index: Int) {
        guard let from = table.rowIDs.firstIndex(of: row) else { return }
        var ids = table.rowIDs
        ids.remove(at: from)
        ids.insert(row, at: min(max(index, 0), ids.count))
        adapter.setRowIDs(ids)
        updateDepth += 1
        table.rowIDs = ids
        updateDepth -= 1
        layOut()
        runDeferredWork()
    }

    /// A diffable data source applies a snapshot without `row` and with new texts for `texts`' rows
    /// (`apply(_:animatingDifferences:)`, the coordinator told the new rows first): inside UIKit's
    /// update the deleted row's cell leaves (L15) and the reconfigured rows' cells are configured again
    /// (L9); then the turn ends.
    func applySnapshot(deleting row: Int?, reconfiguring texts: [Int: String]) {
        let ids = table.rowIDs.filter { $0 != row }
        adapter.setRowIDs(ids)
        updateDepth += 1
        if let row, let cell = cells.removeValue(forKey: row) {
            takeOutOfList(cell)
            table.laidOut[row] = nil
            table.realHeights[row] = nil
            appTexts[row] = nil
        }
        table.rowIDs = ids
        for (changed, text) in texts where ids.contains(changed) { appTexts[changed] = text }
        updateDepth -= 1
        reconfigureRows(texts.filter { ids.contains($0.key) })
        layOut()
        runDeferredWork()
    }

    /// The user scrolls the list by `distance`, within its content: rows coming on screen are
    /// configured, their cells reused from rows that left it (L8); then the turn ends.
    func scroll(by distance: Double) {
        let content = table.contentHeight(estimate: estimate) + table.insets.vertical
        table.contentOffsetY = min(
            max(table.contentOffsetY + distance, 0), max(0, content - table.boundsHeight))
        layOut()
        runDeferredWork()
    }

    /// The app appends row `row` to a classic data source in one block of the main queue and tells the
    /// table (`insertRows(at:with:)`, the coordinator's `insertRow(_:at:)`) in a block it enqueues
    /// from there: for one drain, the data source counts a row the table does not (B28). Then the run
    /// loop turns.
    func appendRowATurnAhead(_ row: Int, text: String) {
        guard let runLoop, !table.rowIDs.contains(row) else { return }
        runLoop.async { [unowned self] in
            dataSourceRowCount = table.rowIDs.count + 1
            runLoop.async { [unowned self] in
                adapter.insertRow(row, at: table.rowIDs.count)
                table.rowIDs.append(row)
                table.realHeights[row] = 36
                appTexts[row] = text
                dataSourceRowCount = nil
                layOut()
            }
        }
        runDeferredWork()
    }

    /// A cell leaves the list inside an update: a first responder in it resigns as it leaves, and it
    /// is out of the window from then on (L15, I2).
    private func takeOutOfList(_ cell: Cell) {
        cell.isInList = false
        if editedRow == cell.row { editedRow = nil }
        guard let textView = cell.textView else { return }
        let wasEditing = textView.isEditing
        textView.removeFromWindow()
        if wasEditing { cell.cellAdapter.textViewDidChangeEditing(false) }
    }
}
