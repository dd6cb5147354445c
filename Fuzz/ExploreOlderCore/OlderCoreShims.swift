import GrowingTextCore

// What the stand-ins need of a core older than the lists' one coordinator per list and the
// coordinators' move API (d8b51ef, say), for scripts/explore.sh with EXPLORE_CORE and
// EXPLORE_SHIMS=Fuzz/ExploreOlderCore. It models the shell of that time: a cell whose text view
// changes height before any coordinator configured it makes a coordinator of its own
// (`makeListCoordinatorOfItsOwn()`, since replaced by joining the list's one coordinator), and an
// app moves a row by telling its coordinator the new order (`setRowIDs(_:)`).

/// The coordinator a cell made for itself last, and the coordinators that show a cell; the explorer
/// command runs one sequence at a time.
private enum CellsOwnCoordinators {
    nonisolated(unsafe) static var lastMade: CoordinatorOfCells?
    nonisolated(unsafe) static var showingACell: Set<ObjectIdentifier> = []
}

extension ListStandIn.Cell {
    /// The shell of that time: a cell in its list makes a coordinator of its own, which shows it as
    /// its one row. The stand-in's list routes the request through its coordinators' `adopt(_:)`.
    func makeListCoordinatorOfItsOwn() -> AnyObject? {
        guard isInList else { return nil }
        CellsOwnCoordinators.lastMade = nil
        joinsListCoordinator?()
        defer { CellsOwnCoordinators.lastMade = nil }
        return CellsOwnCoordinators.lastMade
    }
}

extension GrowingListAdapter where Surface == ListStandIn, RowID == Int {
    /// The app's coordinator is not the cell's: the cell makes a coordinator of its own.
    func adopt<Cell>(_ cell: GrowingTextCellAdapter<Cell>) {
        let own = CoordinatorOfCells(list: surface)
        surface.coordinatorsOfCellsMade += 1
        own.adapter.configure(cell, forRow: ObjectIdentifier(cell.cell))
        CellsOwnCoordinators.lastMade = own
    }

    /// The app moves a row by telling its coordinator the rows' new order.
    func moveRow(_ id: Int, to index: Int) {
        setRowIDs(surface.table.rowIDs)
    }
}

extension GrowingListAdapter where Surface == CoordinatorOfCells, RowID == ObjectIdentifier {
    /// The list's coordinator of cells is the first cell's own; every other cell makes one too.
    func adopt<Cell>(_ cell: GrowingTextCellAdapter<Cell>) {
        guard CellsOwnCoordinators.showingACell.insert(ObjectIdentifier(surface)).inserted else {
            let own = CoordinatorOfCells(list: surface.list)
            surface.list.coordinatorsOfCellsMade += 1
            own.adapter.configure(cell, forRow: ObjectIdentifier(cell.cell))
            CellsOwnCoordinators.lastMade = own
            return
        }
        configure(cell, forRow: ObjectIdentifier(cell.cell))
    }
}

extension GrowingTextViewAdapter {
    /// The view of that time did nothing of its own when it came back into a window.
    func viewDidMoveToWindow() {}

    /// Never due: that core never asks for the undo history's end on the next turn
    /// (`scheduleUndoHistoryEnd()`).
    func undoHistoryEndIsDue() {}
}
