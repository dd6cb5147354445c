/// What the app and the user do to a list's rows that the explorer of event orders adds to the
/// scenario tests': a diffable snapshot applied while a row is being edited, and the user's
/// scrolling. Each cites its behaviour in `docs/UIKitBehaviours.md` (L8, L9, L17).
extension ListStandIn {
    /// A diffable data source applies a snapshot without `row` and with new texts for `texts`' rows
    /// (`apply(_:animatingDifferences:)`, the app's coordinator told the new rows first): inside
    /// UIKit's update the deleted row's cell leaves (L17) and the reconfigured rows' cells are
    /// configured again (L9); then the turn ends.
    func applySnapshot(deleting row: Int?, reconfiguring texts: [Int: String]) {
        let ids = table.rowIDs.filter { $0 != row }
        if appMakesCoordinator { adapter.setRowIDs(ids) }
        updateDepth += 1
        if let row {
            takeCellOut(ofRow: row)
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
}
