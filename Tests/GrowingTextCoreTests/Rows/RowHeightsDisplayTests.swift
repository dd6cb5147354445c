import GrowingTextCore
import Testing

@Suite("Row display height")
struct RowHeightsDisplayTests {
    @Test func knownRowsShowTheirMeasuredHeightElseTheirEstimate() {
        var rows = RowHeights(rows: [("a", 60.0), ("b", 30.0)], defaultEstimatedHeight: 44, width: 320)
        rows.setMeasuredHeight(87.5, for: "a")
        #expect(rows.displayHeight(of: "a") == 87.5)
        #expect(rows.displayHeight(of: "b") == 30)
    }

    @Test func unknownRowGetsTheDefaultEstimate() {
        let rows = RowHeights(ids: ["a"], estimatedHeight: 52, width: 320)
        #expect(rows.displayHeight(of: "z") == 52)
    }

    @Test func measurementAtAnotherWidthFallsBackToTheEstimate() {
        var rows = RowHeights(rows: [("a", 60.0)], width: 320)
        rows.setMeasuredHeight(120, for: "a")
        rows.setWidth(480)
        #expect(rows.displayHeight(of: "a") == 60)
        rows.setWidth(320)
        #expect(rows.displayHeight(of: "a") == 120)
    }

    @Test func badDefaultEstimateIsNormalised() {
        let rows = RowHeights<String>(defaultEstimatedHeight: .nan)
        #expect(rows.displayHeight(of: "z") == 0)
    }
}
