import GrowingTextCore
import Testing

/// What the list controller does with input a host should not send: defined outcomes, no trap.
@Suite("Scenarios: list controller bad input")
struct ListControllerBadInputTests {
    /// The old coordinator trapped (in release builds too) on a duplicate row ID, in its
    /// initialiser, `setRowIDs(_:)` and `insertRow(_:at:)`, and on an index outside the rows.
    @Test func duplicateIDsAreDroppedAndBadIndicesClamped() {
        var list = GrowingListController<Int>(rowIDs: [1, 2, 2, 3, 1])
        #expect(list.rows.ids == [1, 2, 3])
        #expect(list.handle(.rowsReplaced([4, 4, 5])) == [])
        #expect(list.rows.ids == [4, 5])
        #expect(list.handle(.rowInserted(4, at: 0, estimatedHeight: 10)) == [])
        #expect(list.rows.ids == [4, 5])
        #expect(list.rows.height(of: 4) == 44)
        _ = list.handle(.rowInserted(9, at: 99, estimatedHeight: nil))
        _ = list.handle(.rowInserted(8, at: -5, estimatedHeight: nil))
        #expect(list.rows.ids == [8, 4, 5, 9])
        _ = list.handle(.rowMoved(8, to: 50))
        _ = list.handle(.rowMoved(5, to: -1))
        _ = list.handle(.rowMoved(77, to: 0))
        #expect(list.rows.ids == [5, 4, 9, 8])
        _ = list.handle(.rowRemoved(77))
        _ = list.handle(.rowMeasured(77, height: 10))
        _ = list.handle(.editingRowChanged(77))
        #expect(list.editingRow == nil)
        #expect(list.rows.totalHeight == 176)
    }

    @Test func badHeightsAndGeometryAreNormalised() {
        var list = GrowingListController<Int>(rowIDs: [0, 1], width: 100)
        _ = list.handle(.rowMeasured(0, height: .nan))
        _ = list.handle(.rowMeasured(1, height: -5))
        #expect(list.rows.totalHeight == 0)
        _ = list.handle(.widthChanged(.infinity))
        #expect(list.rows.width == 0)
        let geometry = GrowingListController<Int>.Geometry(
            viewport: Viewport(
                contentOffset: Point(x: 0, y: .nan), size: Size(width: .nan, height: -1)),
            rowsOriginY: .nan)
        #expect(list.handle(.beginUpdates(geometry, revealsCaret: false)) == [])
        #expect(list.handle(.endUpdates(geometry)) == [.setContentOffsetY(0)])
        #expect(
            list.handle(.caretSettled(Rect(x: .nan, y: 0, width: 1, height: 1), geometry)) == [
                .setContentOffsetY(0)
            ])
        #expect(list.rowsOriginY(row: 0, minY: .infinity) == 0)
    }
}
