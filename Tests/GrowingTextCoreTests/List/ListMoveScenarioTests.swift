import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Rows that move: the user drags a row to another place (a table's reorder control, a collection
/// view's interactive movement), the list moves it with its height (L15), and the app tells the
/// coordinator in the data source's callback, as it tells it of inserts and removals.
@Suite("Scenarios: a row moved in a list")
struct ListMoveScenarioTests {
    /// An iPhone list, 390 × 844, keyboard up (336 points of bottom inset), 20 rows of 36. Row 3
    /// holds three lines (76 points); the user edits row 12. The user drags row 3 below the edited
    /// row, to index 15: the coordinator's rows follow the list's, row 3 keeps its measured 76, and
    /// row 12 now starts at 396 (eleven rows of 36 above it). Then the app sets three lines in row 8,
    /// above the edited row (36 to 76): the edited row holds still on screen, so the list scrolls by
    /// the 40 points row 8 grew.
    @Test(arguments: ListKind.allCases)
    func aMovedRowKeepsItsHeightAndTheEditedRowHoldsStill(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
            list.attachTextView(row: 3, lines: 3, maximumLines: 4, editing: false)
            let row8 = list.attachTextView(row: 8, lines: 1, maximumLines: 4, editing: false)
            list.attachTextView(row: 12, lines: 1, maximumLines: 4, editing: false)
            list.beginEditing(row: 12)
            #expect(list.table.laidOut[3] == 76)

            list.userMovesRow(3, to: 15)
            #expect(list.controller.rows.ids == list.table.rowIDs)
            #expect(list.controller.rows.isMeasured(3))
            #expect(list.controller.rows.height(of: 3) == 76)
            #expect(list.controller.rows.offset(of: 12) == 396)

            let onScreen = list.table.minY(of: 12, estimate: list.estimate) - list.table.contentOffsetY
            row8.setText("a\nb\nc")
            list.runDeferredWork()
            #expect(list.table.laidOut[8] == 76)
            #expect(list.table.contentOffsetY == 40)
            #expect(list.table.minY(of: 12, estimate: list.estimate) - list.table.contentOffsetY == onScreen)
        }
    }
}
