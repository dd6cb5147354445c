import GrowingTextCore
import Testing

/// The rows a host must measure are the displayed rows that still show an estimate.
@Suite("GrowingListController: measurement on display")
struct ListMeasurementOnDisplayTests {
    /// Ten rows estimated at 44 points, laid out at width 320.
    private func tenRows() -> GrowingListController<Int> {
        GrowingListController(rowIDs: Array(0..<10), width: 320)
    }

    private func geometry(offsetY: Double, height: Double) -> GrowingListController<Int>.Geometry {
        .init(
            viewport: Viewport(contentOffset: Point(x: 0, y: offsetY), size: Size(width: 320, height: height))
        )
    }

    @Test func onlyDisplayedEstimatedRowsNeedMeasurement() {
        var list = tenRows()
        // 0..<100 shows rows 0 (0..<44), 1 (44..<88) and 2 (88..<132).
        #expect(list.rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 100)) == [0, 1, 2])
        _ = list.handle(.rowMeasured(1, height: 30))
        #expect(list.rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 100)) == [0, 2])
        // 50..<150: row 1 (44..<74, measured), 2 (74..<118), 3 (118..<162).
        #expect(list.rowsNeedingMeasurement(in: geometry(offsetY: 50, height: 100)) == [2, 3])
    }

    @Test func aWidthChangeMakesDisplayedRowsNeedMeasurementAgain() {
        var list = tenRows()
        _ = list.handle(.rowMeasured(0, height: 30))
        #expect(list.rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 40)) == [1])
        _ = list.handle(.widthChanged(480))
        #expect(list.rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 40)) == [0, 1])
    }

    @Test func nothingIsDisplayedWithoutRowsOrHeight() {
        #expect(
            GrowingListController<Int>().rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 100)) == [])
        #expect(tenRows().rowsNeedingMeasurement(in: geometry(offsetY: 0, height: 0)) == [])
        #expect(tenRows().rowsNeedingMeasurement(in: geometry(offsetY: .nan, height: 100)) == [])
        // Below the content: the last row contains the offset.
        #expect(tenRows().rowsNeedingMeasurement(in: geometry(offsetY: 1000, height: 100)) == [9])
    }
}

/// Rows created with estimates of their own.
@Suite("GrowingListController: rows with their own estimates")
struct ListEstimatedRowsTests {
    @Test func eachRowStartsWithItsEstimateAndDuplicatesAreDropped() {
        let list = GrowingListController(
            estimatedRows: [(1, 10.0), (2, 30.0), (1, 99.0), (3, -4.0)], width: 80,
            configuration: .init(estimatedRowHeight: 2))
        #expect(list.rows.ids == [1, 2, 3])
        #expect(list.rows.totalHeight == 40)
        #expect(list.estimatedHeight(of: 2) == 30)
        #expect(list.estimatedHeight(of: 3) == 0)
        #expect(list.estimatedHeight(of: 7) == 2)
        #expect(!list.rows.isMeasured(1))
    }
}
