import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A cell's adapter (`GrowingTextCellAdapter`) when the app hands the cell to no coordinator: the
/// cell joins its list's one coordinator, as `GrowingTextViewCell` and `GrowingTextCollectionViewCell`
/// do, against ``ListStandIn``.
@Suite("Scenarios: a cell no coordinator configured")
struct CellWithoutCoordinatorScenarioTests {
    /// A paste makes the text view in row 12, a cell the app configured without a coordinator, grow
    /// from 1 line to its maximum of 4: the cell's own coordinator resizes the row at once, without
    /// animation, to the text view's 96 points, which is not clipped (a table's batch update; a
    /// collection view's invalidation of the grown cell alone on iOS 16, a batch update on iOS 15);
    /// the text view does not animate its height either, and the caret is revealed. Without a
    /// coordinator to report to, the row stayed at 36 and clipped it.
    @Test(arguments: ListVariant.joiningWithUIKit, ListKind.allCases)
    func aCellWithoutACoordinatorStillGrowsItsRow(variants: (UIKitVariant, ListVariant), kind: ListKind) {
        let list = ListStandIn.withKeyboard(kind: kind, variant: variants.0, listVariant: variants.1)
        let textView = list.attachTextView(row: 12, lines: 1, maximumLines: 4, configuredByApp: false)
        #expect(list.table.laidOut[12] == 36)
        list.type(toLines: 6)
        #expect(list.table.laidOut[12] == 96)
        #expect(textView.boundsHeight == 96)
        #expect(textView.animations.isEmpty)
        #expect(list.resizes == [kind == .collectionOnIOS16 ? .invalidateCellAndLayOut : .batchUpdates])
        #expect(list.table.contentOffsetY == 20)
    }

    /// A fling over a notes list whose every row is a growing text view the app configures without
    /// a coordinator, as `TableScenarioTests.aFlingOverGrowingRowsResizesNothing` flings one with a
    /// coordinator: each row coming on screen gets a reused cell (or a new one), its text set in
    /// `tableView(_:cellForRowAt:)` (a cell registration's handler), then fitted and displayed.
    /// Every third row holds 70 characters (2 lines at 390 points: 56), the others one character
    /// (36). The list sized every row as it displayed it: nothing is resized after, whether a cell is
    /// in the list while it is configured or joins it on display. Then the user taps into row 30 and
    /// types until it has 4 lines: the row grows to 96 at once, without animation.
    @Test(arguments: ListVariant.joiningWithUIKit, ListKind.allCases)
    func aFlingOverCellsWithoutACoordinatorResizesNothing(
        variants: (UIKitVariant, ListVariant), kind: ListKind
    ) {
        let texts = Dictionary(
            uniqueKeysWithValues: (0..<60).map { ($0, $0 % 3 == 0 ? String(repeating: "x", count: 70) : "a") }
        )
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60), realHeights: [:])
        let list = ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variants.0,
            listVariant: variants.1)
        list.configuresTextCellsWithoutCoordinator = true
        list.appTexts = texts
        list.layOut()
        list.runDeferredWork()
        for offset in stride(from: 100.0, through: 1000, by: 100) {
            list.setContentOffsetY(offset)
            list.runDeferredWork()
        }
        #expect(list.resizes.isEmpty)
        #expect(list.table.laidOut[30] == 56)

        list.beginEditing(row: 30)
        list.type(toLines: 4)
        #expect(list.table.laidOut[30] == 96)
        #expect(list.textViews[30]?.boundsHeight == 96)
        #expect(list.textViews[30]?.animations.isEmpty == true)
    }

    /// A notes list whose app made no coordinator: 20 rows, each a growing text view of one character
    /// (36 points), configured as they come on screen; 12 rows fill the 400 points. The text size
    /// grows and each text view's font follows (one 28-point line: 44 points). The list has one
    /// coordinator, which resizes the rows on screen once, to 44. When each cell made a coordinator
    /// of its own, the list had one per changed cell, and each resized the whole list.
    @Test(arguments: ListVariant.joiningWithUIKit, ListKind.allCases)
    func aListWithoutACoordinatorGetsOneThatResizesItsRowsOnce(
        variants: (UIKitVariant, ListVariant), kind: ListKind
    ) {
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<20), realHeights: [:])
        let list = ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variants.0,
            listVariant: variants.1, appMakesCoordinator: false)
        list.appTexts = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, "a") })
        list.layOut()
        list.runDeferredWork()
        #expect(list.table.laidOut[11] == 36)
        list.resizes = []

        list.changeContentSizeCategory(rowHeight: 44, lineHeight: 28)
        #expect(list.coordinatorCount == 1)
        #expect(list.resizes == [.batchUpdates])
        #expect(list.table.laidOut[5] == 44)
        #expect(list.textViews[5]?.boundsHeight == 44)
    }
}
