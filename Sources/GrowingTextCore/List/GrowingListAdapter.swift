/// The wiring between a list of growing rows and its ``GrowingListController``, written once for the
/// table coordinator, the collection coordinator, the terminal's notes list and the tests' stand-in:
/// which cell shows which row, which list event becomes which controller event, and how the effects
/// apply, in order. Every decision below is the controller's (its host events,
/// `GrowingListController+Host.swift`): the adapter keeps only which cell shows which row, the cell
/// being edited, and whether it is inside its own resize of the list.
///
/// A cell's growing text view reports a height change in the same turn as the edit
/// (``cellDidChangeHeight(_:byEditing:)``); the adapter resizes the row at once, without animation,
/// keeps the edited row or the bottom still, and once the text view has scrolled itself to its caret
/// (the next turn) scrolls the list the least that shows that caret.
///
/// A height change that is not the user's (text, font or placeholder set in code, a new width, a
/// new text size) may arrive while the list configures the cell (`tableView(_:cellForRowAt:)`, a
/// reconfigured row) or runs an update, when the list must not be asked for its cells nor updated,
/// and before the cell is handed its new row. Such changes are only noted; on the next turn
/// (``nextTurnDidBegin()``) the adapter reads the cells on screen once, charges each change to the
/// row its cell shows then, and resizes the list once for all of them, unless the list already
/// measured those rows as it displayed them.
///
/// An update the adapter starts itself (an empty `beginUpdates()`/`endUpdates()`,
/// `performBatchUpdates(nil)`) checks the list's row counts against its data source's, and raises
/// "Invalid update" when a classic data source changed its model a turn before telling the list.
/// Such a resize waits, its update open in the controller, until the list or the app next tells the
/// adapter of a change (rows inserted, removed, moved or replaced, a cell configured or displayed),
/// and is tried again on the turn after; and since a list may catch up without a word (rows
/// inserted off screen), it is tried again at each check of the list the surface schedules, about
/// a frame apart, until it runs. Meanwhile the text views whose rows wait are told that
/// their container resizes (``GrowingListSurface/textViewContainerWillResize(inCell:)``): laid out
/// at their rows' old heights, they do not take those for a squeeze and switch scrolling on.
package final class GrowingListAdapter<RowID: Hashable & Sendable, Surface: GrowingListSurface> {
    /// The list the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// Rows, estimates, anchoring, the caret reveal, the next turn and a resize waiting for the list.
    package private(set) var controller: GrowingListController<RowID>
    /// The row each configured cell shows; a row is shown by one cell, the last configured for it.
    private var rowOfCell: [ObjectIdentifier: RowID] = [:]
    /// The cell each row of ``rowOfCell`` is shown by: its inverse.
    private var cellOfRow: [RowID: ObjectIdentifier] = [:]
    /// Set while the adapter resizes the list: changes reported meanwhile wait for the next turn.
    private var isResizing = false
    /// The cell whose text view is being edited, followed to whichever row it shows.
    private var editingCell: ObjectIdentifier?

    /// Creates the adapter of a list.
    ///
    /// - Parameters:
    ///   - surface: The list; unowned, since the list's coordinator owns the adapter.
    ///   - rowIDs: The rows, top to bottom; later duplicates are dropped.
    ///   - estimatedRowHeight: The height of rows not measured yet.
    ///   - displayScale: The screen's scale, for rounding.
    package init(surface: Surface, rowIDs: [RowID], estimatedRowHeight: Double, displayScale: Double) {
        self.surface = surface
        controller = GrowingListController(
            rowIDs: rowIDs, width: surface.listWidth,
            configuration: .init(estimatedRowHeight: estimatedRowHeight, displayScale: displayScale))
    }

    /// Creates the adapter of a list around a controller built by the host: rows with estimates of
    /// their own (the terminal's notes, estimated from their lengths), or the controller of the list
    /// this one is a copy of (the terminal's list is a value, copied on write, with what it noted for
    /// its next turn). Cells are configured again as they are laid out.
    ///
    /// - Parameters:
    ///   - surface: The list; unowned, since the list owns the adapter.
    ///   - controller: The rows and the decisions so far.
    package init(surface: Surface, controller: GrowingListController<RowID>) {
        self.surface = surface
        self.controller = controller
    }

    /// The controller's configuration (pinning to the bottom, the caret margin).
    package var configuration: GrowingListController<RowID>.Configuration {
        get { controller.configuration }
        set { controller.configuration = newValue }
    }

    // MARK: The app's calls

    /// The rows were replaced; rows that stay keep their heights.
    package func setRowIDs(_ ids: [RowID]) {
        apply(.rowsChanged(.rowsReplaced(ids)))
    }

    /// A row was inserted at an index.
    package func insertRow(_ id: RowID, at index: Int) {
        apply(.rowsChanged(.rowInserted(id, at: index, estimatedHeight: nil)))
    }

    /// A row was removed.
    package func removeRow(_ id: RowID) {
        apply(.rowsChanged(.rowRemoved(id)))
    }

    /// A row moved to an index among the rows; it keeps its height.
    package func moveRow(_ id: RowID, to index: Int) {
        apply(.rowsChanged(.rowMoved(id, to: index)))
    }

    /// A cell was configured to show a row (UIKit: `tableView(_:cellForRowAt:)`), after its content
    /// was set. A cell that showed the row before (taken into the reuse pool by `reloadData()`, say,
    /// and not configured for another row yet) shows none from now on: a height change it reports
    /// as it is dequeued again is not taken for a change of this row, which the list may have
    /// measured with its new cell already.
    package func configure(_ cell: ObjectIdentifier, forRow id: RowID) {
        forgetRow(of: cell)
        if let previous = cellOfRow[id] { rowOfCell[previous] = nil }
        rowOfCell[cell] = id
        cellOfRow[id] = cell
        if cell == editingCell, controller.editingRow != id {
            apply(.list(.editingRowChanged(id)))
        }
        apply(.cellConfigured(cell, row: id))
    }

    /// A cell shows no row of this list (a cell the list adopted before it was configured).
    package func forgetRow(of cell: ObjectIdentifier) {
        if let row = rowOfCell.removeValue(forKey: cell) { cellOfRow[row] = nil }
    }

    /// The height the list should assume for a row it has not laid out (UIKit:
    /// `tableView(_:estimatedHeightForRowAt:)`).
    package func estimatedHeight(of id: RowID) -> Double {
        followListWidth()
        return controller.estimatedHeight(of: id)
    }

    /// The list laid a row out to display it (UIKit: `tableView(_:willDisplay:forRowAt:)`, or a
    /// collection cell's `preferredLayoutAttributesFitting(_:)`).
    package func rowWillDisplay(_ id: RowID, height: Double) {
        followListWidth()
        apply(.rowDisplayed(id, height: height))
    }

    /// A cell measured itself (a table cell's `systemLayoutSizeFitting`, a collection cell's
    /// `preferredLayoutAttributesFitting(_:)`): its row has that height now. A cell that shows no row
    /// of the list (adopted, not configured) needs no resize for the changes it reported before.
    package func cellDidMeasure(_ cell: ObjectIdentifier, height: Double) {
        guard let id = rowOfCell[cell] else {
            apply(.cellWithoutRowMeasured(cell))
            return
        }
        rowWillDisplay(id, height: height)
    }

    // MARK: Callbacks

    /// A cell's text view changed height. A change the user typed resizes the row at once, so the
    /// caret reveal lands in the same step; any other change (text, font or placeholder set in code,
    /// a new width) may come while the list configures the cell or runs an update, so it waits for
    /// the next turn, when it is charged to the row the cell shows then. A cell that shows no row of
    /// the list (adopted, not configured) is resized as its row on screen, with nothing to anchor.
    package func cellDidChangeHeight(_ cell: ObjectIdentifier, byEditing: Bool) {
        guard byEditing, !isResizing else {
            apply(.cellChangedHeightInCode(cell, row: rowOfCell[cell]))
            return
        }
        let isDisplayed = surface.visibleCells.contains { $0.cell == cell }
        apply(.cellChangedHeightByEditing(cell, row: rowOfCell[cell], isDisplayed: isDisplayed, geometry))
    }

    /// The row holding the caret changed (`nil`: none); the list keeps that row still.
    package func editingRowDidChange(_ id: RowID?) {
        editingCell = nil
        apply(.list(.editingRowChanged(id)))
    }

    /// A cell's text view began editing (`isEditing`, UIKit's `textDidBeginEditingNotification`):
    /// its row is the one the list keeps still from now on; or it ended editing
    /// (`textDidEndEditingNotification`): no row is being edited, unless another cell began since.
    package func cellDidChangeEditing(_ cell: ObjectIdentifier, isEditing: Bool) {
        if isEditing {
            editingCell = cell
            apply(.list(.editingRowChanged(rowOfCell[cell])))
        } else if editingCell == cell {
            editingCell = nil
            apply(.list(.editingRowChanged(nil)))
        }
    }

    /// The text size changed (Dynamic Type): on the next turn, once the text views' fonts have
    /// followed, every row is measured again in one resize, the edited row held still.
    package func contentSizeCategoryDidChange() {
        apply(.contentSizeCategoryChanged)
    }

    /// The next turn of the run loop, which ``GrowingListSurface/scheduleNextTurn()`` asked for: the
    /// height changes noted since are applied in one resize, then the caret is read, now that the
    /// edited text view has scrolled itself to it.
    package func nextTurnDidBegin() {
        apply(.nextTurnBegan)
    }

    /// The check of the list that ``GrowingListSurface/scheduleListCheck()`` asked for: a resize
    /// waiting for the list's data source is tried again.
    package func listCheckIsDue() {
        apply(.listCheckDue)
    }

    /// The most height a row's text view may take changed: every row is measured again, the edited
    /// row held still.
    package func rowHeightLimitDidChange() {
        apply(.list(.rowHeightLimitChanged(geometry)))
    }

    // MARK: A list that changes its rows in code

    /// The list's width changed (a terminal resized): measurements at the old width become
    /// estimates. UIKit's lists are followed lazily, as they ask for estimates and display rows.
    package func listWidthDidChange() {
        followListWidth()
    }

    /// The host is about to change rows in code (insert, remove, lay out rows that came on screen,
    /// move the caret to another row): the row being edited, else the top visible one, holds still
    /// until ``endUpdates()``.
    ///
    /// - Parameter revealingCaret: Whether the caret is revealed once the updates end.
    package func beginUpdates(revealingCaret: Bool) {
        apply(.list(.beginUpdates(geometry, revealsCaret: revealingCaret)))
    }

    /// The changes since ``beginUpdates(revealingCaret:)`` are applied and measured.
    package func endUpdates() {
        apply(.list(.endUpdates(geometry)))
    }

    /// The rows on screen that still have an estimated height: the ones the host lays out and reports
    /// with ``rowWillDisplay(_:height:)``.
    package var rowsNeedingMeasurement: [RowID] {
        controller.rowsNeedingMeasurement(in: geometry)
    }

    // MARK: Applying

    /// The list follows its own width: measurements at another width become estimates.
    private func followListWidth() {
        apply(.list(.widthChanged(surface.listWidth)))
    }

    /// The list's geometry, its rows' origin taken from a visible configured cell (the edited one
    /// when it is on screen).
    private var geometry: GrowingListController<RowID>.Geometry {
        geometry(visibleCells: surface.visibleCells)
    }

    private func geometry(visibleCells: [VisibleCell]) -> GrowingListController<RowID>.Geometry {
        // A loop rather than closures: this runs several times per keystroke, unspecialised (the
        // adapter is generic and used from other modules).
        var origin: Double?
        for cell in visibleCells {
            guard let id = rowOfCell[cell.cell] else { continue }
            if id == controller.editingRow {
                origin = controller.rowsOriginY(row: id, minY: cell.minY)
                break
            }
            if origin == nil {
                origin = controller.rowsOriginY(row: id, minY: cell.minY)
            }
        }
        return .init(viewport: surface.listViewport, rowsOriginY: origin ?? 0)
    }

    private func apply(_ event: GrowingListController<RowID>.HostEvent) {
        for effect in controller.handle(event) {
            switch effect {
            case .resizeRows(let changedCell, let changedCells):
                resizeRows(changedCell: changedCell, changedCells: changedCells)
            case .performResize(let method, let changedCell, let released):
                isResizing = true
                surface.resizeRows(method, changedCell: changedCell)
                isResizing = false
                let visibleCells = surface.visibleCells
                for cell in visibleCells {
                    guard let id = rowOfCell[cell.cell] else { continue }
                    apply(.list(.rowMeasured(id, height: cell.height)))
                }
                apply(.rowsResized(geometry(visibleCells: visibleCells), releasing: released))
            case .setContentOffsetY(let offsetY):
                surface.setContentOffsetY(offsetY)
            case .scheduleNextTurn:
                surface.scheduleNextTurn()
            case .scheduleListCheck:
                surface.scheduleListCheck()
            case .chargeChangedCells(let changes):
                let visibleCells = surface.visibleCells
                let charged = changes.cells.map { cell in
                    GrowingListController<RowID>.ChargedCell(
                        cell: cell, row: rowOfCell[cell], isVisible: visibleCells.contains { $0.cell == cell }
                    )
                }
                apply(.changedCellsCharged(charged, changes, geometry(visibleCells: visibleCells)))
            case .continueNextTurn(let readsCaret):
                apply(.nextTurnContinues(readsCaret: readsCaret))
            case .readCaret:
                apply(.list(.caretSettled(surface.caretInList, geometry)))
            case .textViewContainerWillResize(let cell):
                surface.textViewContainerWillResize(inCell: cell)
            case .textViewContainerDidResize(let cell):
                surface.textViewContainerDidResize(inCell: cell)
            }
        }
    }

    /// A resize is due: the list's method for it, and whether the list would refuse it now.
    private func resizeRows(changedCell: ObjectIdentifier?, changedCells: [ObjectIdentifier]?) {
        let visibleCells = surface.visibleCells
        let method: CollectionRowResizing
        switch surface.resizing {
        case .table:
            method = .batchUpdates
        case .collection(let osMajorVersion, let invalidation):
            method = CollectionRowResizing.method(
                osMajorVersion: osMajorVersion, selfSizingInvalidation: invalidation,
                changedRowIsKnown: changedCell.map { cell in visibleCells.contains { $0.cell == cell } }
                    ?? false)
        }
        let isRefused = method.validatesRowCounts && surface.rowCountsInList != surface.rowCountsInDataSource
        apply(
            .resizeDue(
                .init(
                    method: method, changedCell: changedCell, changedCells: changedCells,
                    isRefused: isRefused,
                    visibleCells: visibleCells.map(\.cell), geometry: geometry(visibleCells: visibleCells))))
    }
}
