/// What a ``GrowingTextCellAdapter`` reads from and writes to a cell holding a growing text view:
/// the surface of UIKit's `GrowingTextViewCell` and `GrowingTextCollectionViewCell`, or of a test's
/// stand-in.
///
/// Every requirement is one plain write of the cell's own properties or one platform call; when
/// each is used is the adapter's.
package protocol GrowingTextCellSurface: AnyObject {
    /// Sets the text view's `animatesHeightChange`.
    func setTextViewAnimatesHeightChange(_ animates: Bool)
    /// Makes a coordinator for the list the cell is in, for this cell alone, which configures the
    /// cell (`GrowingListAdapter.configure(_:forRow:)` with the cell's adapter), and returns it
    /// for the cell to keep; `nil` when the cell is in no list or makes no coordinator of its own.
    func makeListCoordinatorOfItsOwn() -> AnyObject?
}

/// The list that sizes a cell's row, as a ``GrowingTextCellAdapter`` reports to it: the
/// ``GrowingListAdapter`` of the coordinator that configured the cell.
package protocol GrowingTextCellHost: AnyObject {
    /// The cell's text view changed height; `byEditing` when the user's editing caused it.
    func cellDidChangeHeight(_ cell: ObjectIdentifier, byEditing: Bool)
    /// The cell's text view began (`isEditing`) or ended editing.
    func cellDidChangeEditing(_ cell: ObjectIdentifier, isEditing: Bool)
    /// The list measured the cell at this height.
    func cellDidMeasure(_ cell: ObjectIdentifier, height: Double)
}

extension GrowingListAdapter: GrowingTextCellHost {
    /// A cell holding a growing text view was configured to show a row, after its content was set:
    /// the row is the cell's, and the cell reports to this list from now on.
    package func configure<Cell>(_ cell: GrowingTextCellAdapter<Cell>, forRow id: RowID) {
        configure(ObjectIdentifier(cell.cell), forRow: id)
        cell.listDidConfigure(self)
    }
}
