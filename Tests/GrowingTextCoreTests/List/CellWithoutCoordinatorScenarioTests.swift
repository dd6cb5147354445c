import GrowingTextCore
import Testing

/// A table cell's adapter (`GrowingTextCellAdapter`) when the app hands the cell to no coordinator:
/// the cell makes a coordinator of its own, as `GrowingTextViewCell` does, against ``ListStandIn``.
@Suite("Scenarios: a table cell no coordinator configured")
struct CellWithoutCoordinatorScenarioTests {
    /// A paste makes the text view in row 12, a cell the app configured without a coordinator, grow
    /// from 1 line to its maximum of 4: the cell's own coordinator resizes the row at once, without
    /// animation, to the text view's 96 points, which is not clipped; the text view does not animate
    /// its height either. Without the coordinator of its own, the row stayed at 36 and clipped it.
    @Test(arguments: UIKitVariant.all)
    func aCellWithoutACoordinatorStillGrowsItsRow(variant: UIKitVariant) {
        let list = ListStandIn.withKeyboard(kind: .table, variant: variant)
        let textView = list.attachTextView(row: 12, lines: 1, maximumLines: 4, configuredByApp: false)
        #expect(list.table.laidOut[12] == 36)
        list.type(toLines: 6)
        #expect(list.table.laidOut[12] == 96)
        #expect(textView.boundsHeight == 96)
        #expect(textView.animations.isEmpty)
        #expect(list.resizes == [.batchUpdates])
        #expect(list.table.contentOffsetY == 20)
    }
}
