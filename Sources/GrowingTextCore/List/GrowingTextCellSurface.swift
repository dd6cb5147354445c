/// What a ``GrowingTextCellAdapter`` reads from and writes to a cell holding a growing text view:
/// the surface of UIKit's `GrowingTextViewCell` and `GrowingTextCollectionViewCell`, or of a test's
/// stand-in.
///
/// Every requirement is one plain write of the cell's own properties or one platform call; when
/// each is used is the adapter's.
package protocol GrowingTextCellSurface: AnyObject {
    /// Sets the text view's `animatesHeightChange`.
    func setTextViewAnimatesHeightChange(_ animates: Bool)
    /// Hands the cell to the one coordinator of the list the cell is in (``GrowingListAdapter/adopt(_:)``):
    /// the coordinator the app made for that list, else the one the list keeps for the cells no
    /// coordinator configured, made now if the list has none. Nothing when the cell is in no list.
    func joinListCoordinator()
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

    /// A cell of this list that no coordinator configured joins it
    /// (``GrowingTextCellSurface/joinListCoordinator()``): it reports to this list from now on,
    /// showing no row until it is configured for one.
    package func adopt<Cell>(_ cell: GrowingTextCellAdapter<Cell>) {
        forgetRow(of: ObjectIdentifier(cell.cell))
        cell.listDidConfigure(self)
    }
}
