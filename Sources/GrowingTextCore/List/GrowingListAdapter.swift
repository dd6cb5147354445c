/// The wiring between a list of growing rows and its ``GrowingListController``, written once for the
/// table coordinator, the collection coordinator, the terminal's notes list and the tests' stand-in:
/// which cell shows which row, which list event becomes which controller event, and how the effects
/// apply, in order.
///
/// A cell's growing text view reports a height change in the same turn as the edit
/// (``cellDidChangeHeight(_:byEditing:)``); the adapter resizes the row at once, without animation,
/// keeps the edited row or the bottom still, and once the text view has scrolled itself to its caret
/// (the next turn) scrolls the list the least that shows that caret.
package final class GrowingListAdapter<RowID: Hashable & Sendable, Surface: GrowingListSurface> {
    /// The list the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// Rows, estimates, anchoring and the caret reveal.
    package private(set) var controller: GrowingListController<RowID>
    /// The row each configured cell shows.
    private var rowOfCell: [ObjectIdentifier: RowID] = [:]
    /// The cell whose change is being applied, for a collection's resize of that cell alone.
    private var changedCell: ObjectIdentifier?

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
    }

    /// A row was inserted at an index.
    package func insertRow(_ id: RowID, at index: Int) {
        send(.rowInserted(id, at: index, estimatedHeight: nil))
    }

    /// A row was removed.
    package func removeRow(_ id: RowID) {
        send(.rowRemoved(id))
    }

    /// A cell was configured to show a row (UIKit: `tableView(_:cellForRowAt:)`).
    package func configure(_ cell: ObjectIdentifier, forRow id: RowID) {
        rowOfCell[cell] = id
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
    }

    /// A configured cell measured itself (a collection cell's `preferredLayoutAttributesFitting(_:)`).
    package func cellDidMeasure(_ cell: ObjectIdentifier, height: Double) {
        guard let id = rowOfCell[cell] else { return }
        rowWillDisplay(id, height: height)
    }

    // MARK: Callbacks

    /// A configured cell's text view changed height; resize its row (at once when the user typed or
    /// the row is on display; a cell being configured for a row not on display yet is sized by the
    /// list as it displays it).
    package func cellDidChangeHeight(_ cell: ObjectIdentifier, byEditing: Bool) {
        guard let id = rowOfCell[cell] else { return }
        let isDisplayed = surface.visibleCells.contains { $0.cell == cell }
        changedCell = cell
        send(.rowHeightChanged(id, byEditing: byEditing, isDisplayed: isDisplayed, geometry))
        changedCell = nil
    }

    /// The row holding the caret changed (`nil`: none); the list keeps that row still.
    package func editingRowDidChange(_ id: RowID?) {
        send(.editingRowChanged(id))
    }

    /// The text size changed (Dynamic Type): every row is measured again, the edited row held still.
    package func contentSizeCategoryDidChange() {
        send(.contentSizeCategoryChanged(geometry))
    }

    /// The most height a row's text view may take changed: every row is measured again, the edited
    /// row held still.
    package func rowHeightLimitDidChange() {
        send(.rowHeightLimitChanged(geometry))
    }

    /// The turn after a resize: the edited text view has scrolled itself to its caret.
    package func caretDidSettle() {
        send(.caretSettled(surface.caretInList, geometry))
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
        // A loop rather than closures: this runs several times per keystroke, unspecialised (the
        // adapter is generic and used from other modules).
        var origin: Double?
        for cell in surface.visibleCells {
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
                surface.scheduleCaretRead()
            }
        }
    }

    /// Resizes the rows, reports the rows on display as measured, and ends the updates.
    private func resizeRows() {
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
        surface.resizeRows(method, changedCell: changedCell)
        for cell in surface.visibleCells {
            guard let id = rowOfCell[cell.cell] else { continue }
            send(.rowMeasured(id, height: cell.height))
        }
        send(.endUpdates(geometry))
    }
}
