import GrowingTextCore
import Testing

/// A cell's adapter (`GrowingTextCellAdapter`) when the app hands the cell to no coordinator: the
/// cell makes a coordinator of its own, as `GrowingTextViewCell` and `GrowingTextCollectionViewCell`
/// do, against ``ListStandIn``.
@Suite("Scenarios: a cell no coordinator configured")
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

    /// The same paste in item 12 of a collection view whose cell the app configured without a
    /// coordinator: the cell's own coordinator resizes the item at once, without animation, to 96
    /// points (the grown cell alone on iOS 16, a batch update on iOS 15), and the caret is revealed
    /// as in the table.
    @Test(arguments: UIKitVariant.all, [ListKind.collectionOnIOS15, .collectionOnIOS16])
    func aCollectionCellWithoutACoordinatorStillGrowsItsItem(variant: UIKitVariant, kind: ListKind) {
        let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
        let textView = list.attachTextView(row: 12, lines: 1, maximumLines: 4, configuredByApp: false)
        #expect(list.table.laidOut[12] == 36)
        list.type(toLines: 6)
        #expect(list.table.laidOut[12] == 96)
        #expect(textView.boundsHeight == 96)
        #expect(textView.animations.isEmpty)
        #expect(list.resizes == [kind == .collectionOnIOS16 ? .invalidateCellAndLayOut : .batchUpdates])
        #expect(list.table.contentOffsetY == 20)
    }
}
