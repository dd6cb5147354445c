/// The wiring between a cell holding a growing text view and the list that sizes its row, written
/// once for UIKit's table and collection cells and the tests' stand-in.
///
/// The cell implements ``GrowingTextCellSurface`` and calls one adapter method from each callback:
/// - the cell was created: ``cellDidInitialize()``, which turns the text view's height animation
///   off (the list applies the change);
/// - its text view changed height (the text view's container resize):
///   ``textViewDidChangeHeight(byEditing:)``;
/// - its text view began or ended editing (`textDidBeginEditingNotification`,
///   `textDidEndEditingNotification`): ``textViewDidChangeEditing(_:)``;
/// - the list measured it (a table cell's
///   `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, a
///   collection cell's `preferredLayoutAttributesFitting(_:)`): ``cellDidMeasure(height:)``, so the
///   coordinator knows the row's height as the list fitted it, also a coordinator the cell made for
///   itself, which hears no `tableView(_:willDisplay:forRowAt:)`.
///
/// The list's coordinator hands itself over in `GrowingListAdapter.configure(_:forRow:)` with the cell's adapter.
/// A cell whose text view changes height before any coordinator configured it asks the cell for a
/// coordinator of its own (``GrowingTextCellSurface/makeListCoordinatorOfItsOwn()``), keeps it and
/// reports to it: its row still grows, without estimates or anchoring.
package final class GrowingTextCellAdapter<Cell: GrowingTextCellSurface> {
    /// The cell the adapter serves; it owns the adapter.
    package unowned let cell: Cell
    /// The list that configured the cell last; held weakly, its coordinator owns it.
    private weak var host: (any GrowingTextCellHost)?
    /// The coordinator the cell made for itself when none configured it.
    private var coordinatorOfItsOwn: AnyObject?

    /// Creates the adapter of a cell.
    ///
    /// - Parameter cell: The cell; unowned, since the cell owns the adapter.
    package init(cell: Cell) {
        self.cell = cell
    }

    /// The cell was created with its text view: the text view does not animate its height, the list
    /// applies the change.
    package func cellDidInitialize() {
        cell.setTextViewAnimatesHeightChange(false)
    }

    /// A list configured the cell to show one of its rows: the cell reports to it from now on.
    package func listDidConfigure(_ host: some GrowingTextCellHost) {
        self.host = host
    }

    /// The cell's text view changed height; `byEditing` when the user's editing caused it.
    package func textViewDidChangeHeight(byEditing: Bool) {
        if host == nil, let coordinator = cell.makeListCoordinatorOfItsOwn() {
            coordinatorOfItsOwn = coordinator
        }
        host?.cellDidChangeHeight(ObjectIdentifier(cell), byEditing: byEditing)
    }

    /// The cell's text view began (`isEditing`) or ended editing.
    package func textViewDidChangeEditing(_ isEditing: Bool) {
        host?.cellDidChangeEditing(ObjectIdentifier(cell), isEditing: isEditing)
    }

    /// The list measured the cell at this height.
    package func cellDidMeasure(height: Double) {
        host?.cellDidMeasure(ObjectIdentifier(cell), height: height)
    }
}
