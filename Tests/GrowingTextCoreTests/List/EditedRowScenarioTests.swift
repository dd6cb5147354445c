import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The row being edited is the one whose text view the user is in, as UIKit reports it (editing
/// begins and ends), not the last row that grew while typed.
@Suite("Scenarios: the row being edited")
struct EditedRowScenarioTests {
    /// The user grows row 3 to two lines, leaves it and taps into row 12; then the app sets three
    /// lines of text in row 5 (36 to 76 points). Row 12, the one being edited, holds still: the
    /// offset moves by the 40 points row 5 grew. Once row 12 is left too, a change of row 5 anchors
    /// the top visible row and the offset stays.
    @Test func aCodeSetResizeHoldsTheRowTheUserIsIn() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let table = TableStandIn(
                width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
                realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
            let list = ListStandIn(table: table, estimatedRowHeight: 36, variant: variant)
            list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            let row5 = list.attachTextView(row: 5, lines: 1, maximumLines: 4, editing: false)
            list.attachTextView(row: 12, lines: 1, maximumLines: 4, editing: false)
            list.beginEditing(row: 3)
            list.type(toLines: 2)
            list.endEditing(row: 3)
            list.beginEditing(row: 12)
            row5.setText("a\nb\nc")
            list.runDeferredWork()
            #expect(list.table.laidOut[5] == 76)
            #expect(list.controller.editingRow == 12)
            #expect(list.table.contentOffsetY == 40)
            list.endEditing(row: 12)
            #expect(list.controller.editingRow == nil)
            row5.setText("a")
            list.runDeferredWork()
            #expect(list.table.laidOut[5] == 36)
            #expect(list.table.contentOffsetY == 40)
        }
    }

    /// The end of editing in a row that is not the edited one (UIKit lets any view resign) changes
    /// nothing; the edited cell reconfigured for another row takes the edited row with it.
    @Test func theEditedRowFollowsTheEditingCell() {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: .zero, rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        let list = ListStandIn(table: table, estimatedRowHeight: 36)
        list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
        list.attachTextView(row: 7, lines: 1, maximumLines: 4, editing: false)
        list.beginEditing(row: 7)
        list.endEditing(row: 3)
        #expect(list.controller.editingRow == 7)
        list.reuseCell(of: 7, forRow: 9, text: "b")
        #expect(list.controller.editingRow == 9)
    }
}
