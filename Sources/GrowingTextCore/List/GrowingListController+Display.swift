extension GrowingListController {
    /// The rows on display that still show an estimate: the ones a host must lay out and report
    /// with ``Event/rowMeasured(_:height:)`` (UIKit does this for the cells it dequeues).
    ///
    /// A host that measures only these rows, inside ``Event/beginUpdates(_:revealsCaret:)`` and
    /// ``Event/endUpdates(_:)``, lays out what it shows and nothing else, and the anchor keeps the
    /// row being edited (else the top visible row) still while estimates become measurements. The
    /// corrected offset can bring more estimated rows into view: ask again until this is empty.
    ///
    /// - Parameter geometry: The list's geometry; the rows between its content offset and the
    ///   bottom of its bounds are on display (rows under the insets are displayed too).
    /// - Returns: The IDs, top to bottom; empty when every displayed row is measured at the current
    ///   width, or when the list has no rows or no height.
    /// - Complexity: O(*k* log *n*) for *k* displayed rows.
    public func rowsNeedingMeasurement(in geometry: Geometry) -> [RowID] {
        let viewport = rowsViewport(geometry)
        let top = viewport.contentOffset.y
        let bottom = top + viewport.size.height
        guard top.isFinite, bottom > top, var index = rows.index(atOffset: top) else { return [] }
        var result: [RowID] = []
        var minY = rows.offset(at: index)
        while index < rows.count, minY < bottom {
            let id = rows.id(at: index)
            if !rows.isMeasured(id) { result.append(id) }
            minY += rows.displayHeight(of: id)
            index += 1
        }
        return result
    }
}
