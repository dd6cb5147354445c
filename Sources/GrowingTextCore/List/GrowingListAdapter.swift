/// The wiring between a list of growing rows and its ``GrowingListController``, written once for the
/// table coordinator, the collection coordinator, the terminal's notes list and the tests' stand-in:
/// which cell shows which row, which list event becomes which controller event, and how the effects
/// apply, in order.
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
    /// Rows, estimates, anchoring and the caret reveal.
    package private(set) var controller: GrowingListController<RowID>
    /// The row each configured cell shows.
    private var rowOfCell: [ObjectIdentifier: RowID] = [:]
    /// The cell whose change is being applied, for a collection's resize of that cell alone.
    private var changedCell: ObjectIdentifier?
    /// Cells whose text view changed height outside an edit, in order, resized on the next turn.
    private var cellsChangedInCode: [ObjectIdentifier] = []
    /// Rows the list measured since their cell changed height: already at their height.
    private var rowsMeasuredSinceChange: Set<RowID> = []
    /// Whether the text size changed this turn: every row is measured again on the next turn, once
    /// the text views' fonts have followed.
    private var isContentSizeCategoryChanged = false
    /// Whether the caret is read on the next turn (the edited text view scrolls itself meanwhile).
    private var readsCaretNextTurn = false
    /// Whether the surface was asked for the next turn and has not called back yet.
    private var isNextTurnScheduled = false
    /// Set while the adapter resizes the list: changes reported meanwhile wait for the next turn.
    private var isResizing = false
    /// The cell whose text view is being edited, followed to whichever row it shows.
    private var editingCell: ObjectIdentifier?
    /// Set when a resize did not run because the list's data source was ahead of it: the update is
    /// still open in the controller, and is tried again after the list next changes, and at each
    /// check of the list while it waits.
    private var waitingForList: WaitingForList?

    /// A resize waiting for a list whose data source is ahead of it.
    private struct WaitingForList {
        /// The cells whose text views were told their container resizes, told again once it has.
        var cells: [ObjectIdentifier] = []
        /// Whether the surface was asked for a check of the list and has not called back yet.
        var isCheckScheduled = false
    }

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
    /// this one is a copy of (the terminal's list is a value, copied on write). Cells are configured
    /// again as they are laid out.
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
        send(.rowsReplaced(ids))
        listDidChange()
    }

    /// A row was inserted at an index.
    package func insertRow(_ id: RowID, at index: Int) {
        send(.rowInserted(id, at: index, estimatedHeight: nil))
        listDidChange()
    }

    /// A row was removed.
    package func removeRow(_ id: RowID) {
        send(.rowRemoved(id))
        listDidChange()
    }

    /// A row moved to an index among the rows; it keeps its height.
    package func moveRow(_ id: RowID, to index: Int) {
        send(.rowMoved(id, to: index))
        listDidChange()
    }

    /// A cell was configured to show a row (UIKit: `tableView(_:cellForRowAt:)`), after its content
    /// was set.
    package func configure(_ cell: ObjectIdentifier, forRow id: RowID) {
        rowOfCell[cell] = id
        if cell == editingCell, controller.editingRow != id {
            send(.editingRowChanged(id))
        }
        if !cellsChangedInCode.isEmpty, cellsChangedInCode.contains(cell) {
            rowsMeasuredSinceChange.remove(id)
        }
        listDidChange()
    }

    /// A cell shows no row of this list (a cell the list adopted before it was configured).
    package func forgetRow(of cell: ObjectIdentifier) {
        rowOfCell[cell] = nil
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
        send(.rowMeasured(id, height: height))
        if !cellsChangedInCode.isEmpty {
            rowsMeasuredSinceChange.insert(id)
        }
        listDidChange()
    }

    /// A cell measured itself (a table cell's `systemLayoutSizeFitting`, a collection cell's
    /// `preferredLayoutAttributesFitting(_:)`): its row has that height now. A cell that shows no row
    /// of the list (adopted, not configured) needs no resize for the changes it reported before.
    package func cellDidMeasure(_ cell: ObjectIdentifier, height: Double) {
        guard let id = rowOfCell[cell] else {
            cellsChangedInCode.removeAll { $0 == cell }
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
            if let id = rowOfCell[cell] { rowsMeasuredSinceChange.remove(id) }
            if !cellsChangedInCode.contains(cell) { cellsChangedInCode.append(cell) }
            scheduleNextTurn()
            return
        }
        let isDisplayed = surface.visibleCells.contains { $0.cell == cell }
        changedCell = cell
        if let id = rowOfCell[cell] {
            send(.rowHeightChanged(id, byEditing: byEditing, isDisplayed: isDisplayed, geometry))
        } else if isDisplayed {
            send(.beginUpdates(geometry, revealsCaret: true))
            resizeRows()
        }
        changedCell = nil
    }

    /// The row holding the caret changed (`nil`: none); the list keeps that row still.
    package func editingRowDidChange(_ id: RowID?) {
        editingCell = nil
        send(.editingRowChanged(id))
    }

    /// A cell's text view began editing (`isEditing`, UIKit's `textDidBeginEditingNotification`):
    /// its row is the one the list keeps still from now on; or it ended editing
    /// (`textDidEndEditingNotification`): no row is being edited, unless another cell began since.
    package func cellDidChangeEditing(_ cell: ObjectIdentifier, isEditing: Bool) {
        if isEditing {
            editingCell = cell
            send(.editingRowChanged(rowOfCell[cell]))
        } else if editingCell == cell {
            editingCell = nil
            send(.editingRowChanged(nil))
        }
    }

    /// The text size changed (Dynamic Type): on the next turn, once the text views' fonts have
    /// followed, every row is measured again in one resize, the edited row held still.
    package func contentSizeCategoryDidChange() {
        isContentSizeCategoryChanged = true
        scheduleNextTurn()
    }

    /// The next turn of the run loop, which ``GrowingListSurface/scheduleNextTurn()`` asked for: the
    /// height changes noted since are applied in one resize, then the caret is read, now that the
    /// edited text view has scrolled itself to it.
    package func nextTurnDidBegin() {
        isNextTurnScheduled = false
        let readsCaret = readsCaretNextTurn
        readsCaretNextTurn = false
        resizeRowsChangedInCode()
        resumeResizeWaitingForList()
        if readsCaret {
            send(.caretSettled(surface.caretInList, geometry))
        }
    }

    /// The check of the list that ``GrowingListSurface/scheduleListCheck()`` asked for: a resize
    /// waiting for the list's data source is tried again.
    package func listCheckIsDue() {
        guard waitingForList != nil else { return }
        waitingForList?.isCheckScheduled = false
        resumeResizeWaitingForList()
    }

    /// A resize that waits for the list is tried again.
    private func resumeResizeWaitingForList() {
        guard waitingForList != nil else { return }
        resizeRows()
    }

    /// The most height a row's text view may take changed: every row is measured again, the edited
    /// row held still.
    package func rowHeightLimitDidChange() {
        send(.rowHeightLimitChanged(geometry))
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
        send(.beginUpdates(geometry, revealsCaret: revealingCaret))
    }

    /// The changes since ``beginUpdates(revealingCaret:)`` are applied and measured.
    package func endUpdates() {
        send(.endUpdates(geometry))
    }

    /// The rows on screen that still have an estimated height: the ones the host lays out and reports
    /// with ``rowWillDisplay(_:height:)``.
    package var rowsNeedingMeasurement: [RowID] {
        controller.rowsNeedingMeasurement(in: geometry)
    }

    // MARK: Applying

    /// The list follows its own width: measurements at another width become estimates.
    private func followListWidth() {
        send(.widthChanged(surface.listWidth))
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

    private func send(_ event: GrowingListController<RowID>.Event) {
        for effect in controller.handle(event) {
            switch effect {
            case .resizeRowsWithoutAnimation:
                resizeRows()
            case .setContentOffsetY(let offsetY):
                surface.setContentOffsetY(offsetY)
            case .revealCaretAfterTextScroll:
                readsCaretNextTurn = true
                scheduleNextTurn()
            }
        }
    }

    /// The list or the app told of a change: a resize waiting for the list is tried again on the
    /// next turn, once the change is over.
    private func listDidChange() {
        if waitingForList != nil {
            scheduleNextTurn()
        }
    }

    private func scheduleNextTurn() {
        guard !isNextTurnScheduled else { return }
        isNextTurnScheduled = true
        surface.scheduleNextTurn()
    }

    /// The changes noted since the last turn, in one resize: each cell's change is charged to the
    /// row it shows now; a row the list measured since is left alone, a row off screen becomes an
    /// estimate, and the rows on screen are resized once (all of them after a new text size).
    private func resizeRowsChangedInCode() {
        let cells = cellsChangedInCode
        let measured = rowsMeasuredSinceChange
        let sizeCategoryChanged = isContentSizeCategoryChanged
        cellsChangedInCode = []
        rowsMeasuredSinceChange = []
        isContentSizeCategoryChanged = false
        guard !cells.isEmpty || sizeCategoryChanged else { return }
        let visibleCells = surface.visibleCells
        let geometry = geometry(visibleCells: visibleCells)
        var displayedCells: [ObjectIdentifier] = []
        for cell in cells {
            let id = rowOfCell[cell]
            if let id, measured.contains(id) { continue }
            if visibleCells.contains(where: { $0.cell == cell }) {
                displayedCells.append(cell)
            } else if let id {
                send(.rowHeightChanged(id, byEditing: false, isDisplayed: false, geometry))
            }
        }
        if sizeCategoryChanged {
            send(.contentSizeCategoryChanged(geometry))
        } else if !displayedCells.isEmpty {
            changedCell = displayedCells.count == 1 ? displayedCells[0] : nil
            send(.beginUpdates(geometry, revealsCaret: false))
            resizeRows(changedCells: displayedCells)
            changedCell = nil
        }
    }

    /// Resizes the rows, reports the rows on display as measured, and ends the updates; or, when the
    /// resize is an update the list would refuse now, leaves the updates open until the list changes,
    /// and holds the text views of the changed cells (the one being changed, else every one on
    /// screen) at their rows' old heights until then.
    ///
    /// - Parameter changedCells: The cells whose text views changed height, when known.
    private func resizeRows(changedCells: [ObjectIdentifier]? = nil) {
        let method: CollectionRowResizing
        switch surface.resizing {
        case .table:
            method = .batchUpdates
        case .collection(let osMajorVersion, let invalidation):
            method = CollectionRowResizing.method(
                osMajorVersion: osMajorVersion, selfSizingInvalidation: invalidation,
                changedRowIsKnown: changedCell.map { cell in surface.visibleCells.contains { $0.cell == cell }
                }
                    ?? false)
        }
        if method.validatesRowCounts, surface.rowCountsInList != surface.rowCountsInDataSource {
            var waiting = waitingForList ?? WaitingForList()
            let cells = changedCells ?? changedCell.map { [$0] } ?? surface.visibleCells.map(\.cell)
            let newlyHeld = cells.filter { !waiting.cells.contains($0) }
            waiting.cells += newlyHeld
            // The list may catch up without a word to the adapter (rows inserted off screen, a
            // coordinator told before its list): it is checked again until it has.
            let schedulesCheck = !waiting.isCheckScheduled
            waiting.isCheckScheduled = true
            waitingForList = waiting
            for cell in newlyHeld {
                surface.textViewContainerWillResize(inCell: cell)
            }
            if schedulesCheck {
                surface.scheduleListCheck()
            }
            return
        }
        if waitingForList != nil {
            // The resize waited: what holds still is what the list shows now, not what it showed
            // when the wait began (the user may have scrolled since).
            send(.updatesResumed(geometry))
        }
        let held = waitingForList?.cells ?? []
        waitingForList = nil
        isResizing = true
        surface.resizeRows(method, changedCell: changedCell)
        isResizing = false
        let visibleCells = surface.visibleCells
        for cell in visibleCells {
            guard let id = rowOfCell[cell.cell] else { continue }
            send(.rowMeasured(id, height: cell.height))
        }
        send(.endUpdates(geometry(visibleCells: visibleCells)))
        for cell in held {
            surface.textViewContainerDidResize(inCell: cell)
        }
    }
}
