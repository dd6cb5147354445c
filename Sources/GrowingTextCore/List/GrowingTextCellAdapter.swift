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
/// A cell whose text view changes height before any coordinator configured it (the documented
/// wiring sets the text first) joins the one coordinator of the list it is in
/// (``GrowingTextCellSurface/joinListCoordinator()``): the app's, which learns the cell's row when it
/// configures it, or, in a list whose app made none, the one the list keeps for such cells. A list
/// view has one coordinator, whatever number of cells report to it.
package final class GrowingTextCellAdapter<Cell: GrowingTextCellSurface> {
    /// The cell the adapter serves; it owns the adapter.
    package unowned let cell: Cell
    /// The list that configured or adopted the cell last; held weakly, its list view keeps it.
    private weak var host: (any GrowingTextCellHost)?

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

    /// A list configured the cell to show one of its rows, or adopted it before any did: the cell
    /// reports to it from now on.
    package func listDidConfigure(_ host: some GrowingTextCellHost) {
        self.host = host
    }

    /// The cell's text view changed height; `byEditing` when the user's editing caused it.
    package func textViewDidChangeHeight(byEditing: Bool) {
        if host == nil {
            cell.joinListCoordinator()
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
