extension GrowingListController {
    /// Takes one event and returns the effects to apply, in order.
    ///
    /// - Parameter event: What happened; see ``Event`` for each case's defined outcome on bad input.
    /// - Returns: The effects; empty when nothing must change on screen.
    /// - Complexity: O(log *n*) for one row's event, O(*n*) for a width, size-category or row-list
    ///   change.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .rowsReplaced(let ids):
            replaceRows(ids)
        case .rowInserted(let id, let index, let estimate):
            guard !rows.contains(id) else { return [] }
            rows.insert(id, estimatedHeight: estimate, at: min(max(index, 0), rows.count))
        case .rowRemoved(let id):
            rows.remove(id)
            if editingRow == id { editingRow = nil }
        case .rowMoved(let id, let index):
            guard rows.contains(id) else { return [] }
            rows.move(id, to: min(max(index, 0), rows.count - 1))
        case .rowMeasured(let id, let height):
            rows.setMeasuredHeight(height, for: id)
        case .widthChanged(let width):
            changeWidth(to: width)
        case .editingRowChanged(let id):
            editingRow = id.flatMap { rows.contains($0) ? $0 : nil }
        case .beginUpdates(let geometry, let revealsCaret):
            beginUpdates(geometry, revealsCaret: revealsCaret)
        case .rowHeightChanged(let id, let byEditing, let isDisplayed, let geometry):
            guard byEditing || isDisplayed else {
                rows.invalidateMeasurement(for: id)
                return []
            }
            if byEditing, rows.contains(id) { editingRow = id }
            beginUpdates(geometry, revealsCaret: byEditing)
            return [.resizeRowsWithoutAnimation]
        case .contentSizeCategoryChanged(let geometry), .rowHeightLimitChanged(let geometry):
            beginUpdates(geometry, revealsCaret: editingRow != nil)
            keepHeightsAsEstimates(droppingMeasurements: true)
            return [.resizeRowsWithoutAnimation]
        case .endUpdates(let geometry):
            return endUpdates(geometry)
        case .updatesResumed(let geometry):
            guard pendingAnchor != nil else { return [] }
            pendingAnchor = nil
            beginUpdates(geometry, revealsCaret: false)
        case .caretSettled(let caret, let geometry):
            let offsetY = ScrollPosition.settledContentOffsetY(
                in: geometry.viewport, revealing: caret, margin: configuration.caretMargin)
            return offsetEffect(offsetY, in: geometry)
        }
        return []
    }

    /// Replaces the rows, keeping the heights of rows that stay; later duplicates are dropped.
    mutating func replaceRows(_ ids: [RowID]) {
        var seen = Set<RowID>()
        let unique = ids.filter { seen.insert($0).inserted }
        let old = rows
        rows = RowHeights(
            rows: unique.map { ($0, old.displayHeight(of: $0)) },
            defaultEstimatedHeight: RowHeights<RowID>.normalizedHeight(configuration.estimatedRowHeight),
            width: old.width, displayScale: configuration.displayScale)
        rows.setMeasuredHeights(unique.lazy.filter(old.isMeasured).map { ($0, old.displayHeight(of: $0)) })
        if let editing = editingRow, !rows.contains(editing) { editingRow = nil }
    }

    /// Each row measured at the old width keeps that height as its estimate; rows measured at the
    /// new width before get that measurement back.
    mutating func changeWidth(to width: Double) {
        guard width.nonNegativeFiniteOrZero != rows.width else { return }
        keepHeightsAsEstimates(droppingMeasurements: false)
        rows.setWidth(width)
    }

    /// Makes each measured row's current height its estimate, so it keeps its place until it is
    /// measured again; with `droppingMeasurements` every measurement, at any width, is forgotten
    /// (a new text size makes them all stale).
    mutating func keepHeightsAsEstimates(droppingMeasurements: Bool) {
        for id in rows.ids where droppingMeasurements || rows.isMeasured(id) {
            rows.setEstimatedHeight(rows.displayHeight(of: id), for: id)
            if droppingMeasurements { rows.invalidateMeasurement(for: id) }
        }
    }

    mutating func beginUpdates(_ geometry: Geometry, revealsCaret: Bool) {
        revealsCaretAfterUpdate = revealsCaretAfterUpdate || revealsCaret
        guard pendingAnchor == nil else { return }
        pendingAnchor = ScrollAnchor(
            capturing: rows, viewport: rowsViewport(geometry), editingRow: editingRow,
            pinsToBottom: configuration.pinsToBottom)
    }

    mutating func endUpdates(_ geometry: Geometry) -> [Effect] {
        var effects: [Effect] = []
        if let anchor = pendingAnchor {
            let rowsOffsetY = anchor.contentOffsetY(restoringIn: rows, from: rowsViewport(geometry))
            effects = offsetEffect(
                RowsViewport.tableContentOffsetY(
                    rowsContentOffsetY: rowsOffsetY, rowsOriginY: geometry.rowsOriginY),
                in: geometry)
        }
        if revealsCaretAfterUpdate { effects.append(.revealCaretAfterTextScroll) }
        pendingAnchor = nil
        revealsCaretAfterUpdate = false
        return effects
    }

    /// The rows' viewport inside the list's.
    func rowsViewport(_ geometry: Geometry) -> Viewport {
        RowsViewport.viewport(
            inTable: geometry.viewport, rowsOriginY: geometry.rowsOriginY, rowsHeight: rows.totalHeight)
    }

    func offsetEffect(_ offsetY: Double, in geometry: Geometry) -> [Effect] {
        offsetY == geometry.viewport.contentOffset.y ? [] : [.setContentOffsetY(offsetY)]
    }
}
