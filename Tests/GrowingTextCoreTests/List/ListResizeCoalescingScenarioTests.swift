import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Changes that resize many rows in one turn: Dynamic Type, a rotation, the frames of a Stage
/// Manager live resize. The rows are resized once per turn, for every row at once, after the text
/// views have followed.
@Suite("Scenarios: rows resized once per turn")
struct ListResizeCoalescingScenarioTests {
    /// Dynamic Type: the text size grows and every row goes from 36 to 44 points (text views of
    /// rows 18, 20 and 22 from one 20-point line to one 28-point line). The text views' fonts follow
    /// after the coordinator heard of the change. Once the turn ends the rows on screen are resized
    /// once, at their new heights; the rows off screen keep their last height as an estimate, and the
    /// row being edited (20, 360 points below the top) holds still: rows 10–19 grew by 80 in all, so
    /// the offset goes from 360 to 440.
    @Test(arguments: ListKind.allCases, ListVariant.all)
    func dynamicTypeResizesTheRowsOnScreenOnceAndHoldsTheEditedRowStill(
        list kind: ListKind, listVariant: ListVariant
    ) {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: .zero, rowIDs: Array(0..<40),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, 36.0) }))
        let list = ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, listVariant: listVariant)
        list.setContentOffsetY(360)
        list.attachTextView(row: 18, lines: 1, maximumLines: 4, editing: false)
        list.attachTextView(row: 22, lines: 1, maximumLines: 4, editing: false)
        list.attachTextView(row: 20, lines: 1, maximumLines: 4)
        list.setEditingRow(20)
        list.resizes = []
        list.changeContentSizeCategory(rowHeight: 44, lineHeight: 28)
        #expect(list.resizes == [.batchUpdates])
        #expect(list.table.contentOffsetY == 440)
        #expect(list.table.laidOut[20] == 44)
        #expect(list.table.laidOut[22] == 44)
        #expect(list.controller.rows.height(of: 20) == 44)
        #expect(list.controller.rows.isMeasured(5) == false)
        #expect(list.controller.rows.height(of: 5) == 36)
    }

    /// A Stage Manager window narrowed live, one width per frame: 390, 290, 190, 140 points. Rows
    /// 1, 2 and 3 hold 60 characters each (10 points a character): 2 lines, then 3, 4 and 5 (56, 76,
    /// 96, 116 points). No frame resizes the rows more than once; at the end each is 116 points.
    @Test(arguments: ListKind.allCases)
    func aLiveResizeResizesTheRowsAtMostOncePerFrame(list kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for listVariant in [ListVariant(), ListVariant(listFitsCellsAtNewWidth: true)] {
                liveResize(list: kind, variant: variant, listVariant: listVariant)
            }
        }
    }

    private func liveResize(list kind: ListKind, variant: UIKitVariant, listVariant: ListVariant) {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: .zero, rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        let list = ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variant, listVariant: listVariant)
        for row in 1...3 {
            list.attachTextView(
                row: row, text: String(repeating: "x", count: 60), maximumLines: 6, editing: false)
        }
        #expect(list.table.laidOut[2] == 56)
        list.resizes = []
        for width in [290.0, 190, 140] {
            let before = list.resizes.count
            list.changeWidth(to: width)
            #expect(list.resizes.count - before <= 1)
        }
        #expect(list.table.laidOut[1] == 116)
        #expect(list.table.laidOut[3] == 116)
        #expect(list.controller.rows.height(of: 2) == 116)
    }
}
