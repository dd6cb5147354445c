import GrowingTextCore
import Testing

/// The list controller's anchoring choices, with numbers worked out by hand.
@Suite struct GrowingListControllerTests {
    /// Ten 50-point rows in a 300-point list.
    private func geometry(offset: Double, contentHeight: Double, origin: Double = 0)
        -> GrowingListController<Int>.Geometry
    {
        .init(
            viewport: Viewport(
                contentOffset: Point(x: 0, y: offset), size: Size(width: 320, height: 300),
                contentHeight: contentHeight),
            rowsOriginY: origin)
    }

    private func tenRows(pinsToBottom: Bool = false) -> GrowingListController<Int> {
        var list = GrowingListController<Int>(
            rowIDs: Array(0..<10), width: 320,
            configuration: .init(estimatedRowHeight: 50, pinsToBottom: pinsToBottom))
        for id in 0..<10 { _ = list.handle(.rowMeasured(id, height: 50)) }
        return list
    }

    /// A new limit on a row's height (a terminal with room for fewer rows per cell) drops every
    /// measurement, as a new text size does: the host resizes the rows without animation and
    /// measures them again, the edited row held still.
    @Test func aRowHeightLimitChangeMeasuresEveryRowAgain() {
        var list = tenRows()
        _ = list.handle(.editingRowChanged(5))
        #expect(
            list.handle(.rowHeightLimitChanged(geometry(offset: 200, contentHeight: 500)))
                == [.resizeRowsWithoutAnimation])
        #expect((0..<10).filter(list.rows.isMeasured).isEmpty)
        _ = list.handle(.rowMeasured(2, height: 80))
        #expect(
            list.handle(.endUpdates(geometry(offset: 200, contentHeight: 530)))
                == [.setContentOffsetY(230), .revealCaretAfterTextScroll])
    }

    /// A chat at its bottom (offset 200 = 500 − 300) stays at its bottom when the last row grows by
    /// 30: 530 − 300 = 230.
    @Test func aListPinnedToTheBottomStaysThere() {
        var list = tenRows(pinsToBottom: true)
        #expect(
            list.handle(.beginUpdates(geometry(offset: 200, contentHeight: 500), revealsCaret: false)) == [])
        _ = list.handle(.rowMeasured(9, height: 80))
        #expect(
            list.handle(.endUpdates(geometry(offset: 200, contentHeight: 530))) == [.setContentOffsetY(230)])
    }

    /// Below a 100-point table header, row 2 (above the edited row 5) grows by 30: row 5 keeps its
    /// place on screen, so the table's offset goes from 200 to 230. The origin comes from row 3's
    /// frame in the table (250) minus its offset among the rows (150).
    @Test func theEditedRowHoldsStillBelowATableHeader() {
        var list = tenRows()
        #expect(list.rowsOriginY(row: 3, minY: 250) == 100)
        _ = list.handle(.editingRowChanged(5))
        _ = list.handle(
            .beginUpdates(geometry(offset: 200, contentHeight: 600, origin: 100), revealsCaret: true))
        _ = list.handle(.rowMeasured(2, height: 80))
        #expect(
            list.handle(.endUpdates(geometry(offset: 200, contentHeight: 630, origin: 100)))
                == [.setContentOffsetY(230), .revealCaretAfterTextScroll])
    }

    /// Without an editing row, the first visible row holds still; a removed editing row is
    /// forgotten. Back at 320 points, rows not measured at 640 get their 320-point measurement back;
    /// row 1, measured at 640, shows that last height as its estimate until it is measured again.
    @Test func theTopRowHoldsStillAndWidthsComeBack() {
        var list = tenRows()
        _ = list.handle(.editingRowChanged(4))
        _ = list.handle(.rowRemoved(4))
        #expect(list.editingRow == nil)
        _ = list.handle(.beginUpdates(geometry(offset: 120, contentHeight: 450), revealsCaret: false))
        _ = list.handle(.rowMeasured(0, height: 10))
        #expect(
            list.handle(.endUpdates(geometry(offset: 120, contentHeight: 410))) == [.setContentOffsetY(80)])
        _ = list.handle(.widthChanged(640))
        _ = list.handle(.rowMeasured(1, height: 20))
        #expect(list.rows.height(of: 1) == 20)
        _ = list.handle(.widthChanged(320))
        #expect(list.rows.height(of: 1) == 20)
        #expect(!list.rows.isMeasured(1))
        #expect(list.rows.isMeasured(3))
    }
}
