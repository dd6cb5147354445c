import GrowingTextCore
import Testing

@Suite struct RowHeightsQueryTests {
    /// Rows a..e of heights 44, 20, 100, 0, 30: tops at 0, 44, 64, 164, 164; total 194.
    let rows = RowHeights(rows: [("a", 44), ("b", 20), ("c", 100), ("d", 0), ("e", 30)])

    @Test func countTotalAndOrder() {
        #expect(rows.count == 5)
        #expect(!rows.isEmpty)
        #expect(rows.totalHeight == 194)
        #expect(rows.ids == ["a", "b", "c", "d", "e"])
        #expect(rows.id(at: 2) == "c")
    }

    @Test func offsetsByIndexAndID() {
        #expect((0...5).map { rows.offset(at: $0) } == [0, 44, 64, 164, 164, 194])
        #expect(rows.offset(of: "c") == 64)
        #expect(rows.offset(of: "e") == 164)
        #expect(rows.offset(of: "zz") == nil)
        #expect(rows.index(of: "d") == 3)
        #expect(rows.index(of: "zz") == nil)
        #expect(rows.height(of: "c") == 100)
        #expect(rows.verticalExtent(of: "b")?.minY == 44)
        #expect(rows.verticalExtent(of: "b")?.height == 20)
    }

    @Test func rowAtOffset() {
        #expect(rows.index(atOffset: 0) == 0)
        #expect(rows.index(atOffset: 43.9) == 0)
        #expect(rows.index(atOffset: 44) == 1)
        #expect(rows.index(atOffset: 64) == 2)
        #expect(rows.index(atOffset: 163.9) == 2)
        // The zero-height row "d" contains no offset; 164 belongs to "e".
        #expect(rows.index(atOffset: 164) == 4)
        #expect(rows.id(atOffset: 193.9) == "e")
        #expect(rows.id(atOffset: 194) == "e")
        #expect(rows.id(atOffset: 1e300) == "e")
        #expect(rows.id(atOffset: -10) == "a")
        #expect(rows.id(atOffset: .nan) == "a")
        #expect(rows.id(atOffset: -.infinity) == "a")
    }

    @Test func emptyList() {
        let empty = RowHeights<Int>()
        #expect(empty.isEmpty)
        #expect(empty.totalHeight == 0)
        #expect(empty.offset(at: 0) == 0)
        #expect(empty.index(atOffset: 10) == nil)
        #expect(empty.id(atOffset: 0) == nil)
        #expect(empty.ids.isEmpty)
    }

    @Test func sameEstimateForEveryRow() {
        let uniform = RowHeights(ids: 0..<1000, estimatedHeight: 30)
        #expect(uniform.totalHeight == 30_000)
        #expect(uniform.offset(of: 500) == 15_000)
        #expect(uniform.index(atOffset: 14_999) == 499)
        #expect(uniform.defaultEstimatedHeight == 30)
    }
}

@Suite struct RowHeightsEditingTests {
    @Test func insertReportsIndexAndHeight() {
        var rows = RowHeights(rows: [(1, 10), (2, 20)], defaultEstimatedHeight: 44)
        #expect(rows.insert(3, estimatedHeight: 5, at: 1) == .inserted(id: 3, index: 1, height: 5))
        #expect(rows.append(4) == .inserted(id: 4, index: 3, height: 44))
        #expect(rows.insert(0, at: 0) == .inserted(id: 0, index: 0, height: 44))
        #expect(rows.ids == [0, 1, 3, 2, 4])
        #expect((0...5).map { rows.offset(at: $0) } == [0, 44, 54, 59, 79, 123])
    }

    @Test func removeReportsWhatWasThere() {
        var rows = RowHeights(rows: [(1, 10), (2, 20), (3, 30)])
        let change = rows.remove(2)
        #expect(change == .removed(id: 2, index: 1, height: 20))
        #expect(rows.remove(2) == nil)
        #expect(rows.ids == [1, 3])
        #expect(rows.offset(of: 3) == 10)
        #expect(!rows.contains(2))
    }

    @Test func moveKeepsHeightAndMeasurement() {
        var rows = RowHeights(rows: [(1, 10), (2, 20), (3, 30), (4, 40)], width: 320)
        rows.setMeasuredHeight(25, for: 2)
        let change = rows.move(2, to: 3)
        #expect(change == .moved(id: 2, from: 1, to: 3, height: 25))
        #expect(rows.ids == [1, 3, 4, 2])
        #expect(rows.offset(of: 2) == 80)
        #expect(rows.isMeasured(2))
        #expect(rows.move(9, to: 0) == nil)
    }

    @Test func removeAllKeepsConfiguration() {
        var rows = RowHeights(rows: [(1, 10)], defaultEstimatedHeight: 33, width: 200, displayScale: 3)
        rows.removeAll()
        #expect(rows.isEmpty)
        #expect(rows.defaultEstimatedHeight == 33)
        #expect(rows.width == 200)
        #expect(rows.displayScale == 3)
    }

    @Test func slotsAreReusedAfterRemoval() {
        var rows = RowHeights<Int>()
        for round in 0..<3 {
            for id in 0..<50 { rows.append(id + round * 100, estimatedHeight: 2) }
            for id in 0..<50 { rows.remove(id + round * 100) }
        }
        rows.append(7, estimatedHeight: 3)
        #expect(rows.totalHeight == 3)
        #expect(rows.ids == [7])
    }
}

@Suite struct RowHeightsMeasurementTests {
    @Test func measurementReplacesEstimate() {
        var rows = RowHeights(rows: [("a", 44), ("b", 44), ("c", 44)], width: 320)
        #expect(!rows.isMeasured("b"))
        let change = rows.setMeasuredHeight(90, for: "b")
        #expect(change == RowHeightChange(id: "b", index: 1, minY: 44, oldHeight: 44, newHeight: 90))
        #expect(change?.delta == 46)
        #expect(rows.isMeasured("b"))
        #expect(rows.offset(of: "c") == 134)
        #expect(rows.totalHeight == 178)
        #expect(rows.setMeasuredHeight(90, for: "zz") == nil)
    }

    @Test func subHalfPixelUpdatesAreSkipped() {
        var rows = RowHeights(rows: [("a", 44), ("b", 44)], displayScale: 2)
        // Half a pixel at 2x is 0.25 points.
        #expect(rows.setMeasuredHeight(44.2, for: "a") == nil)
        #expect(rows.height(of: "a") == 44)
        #expect(rows.isMeasured("a"))
        #expect(rows.setMeasuredHeight(43.8, for: "a") == nil)
        #expect(rows.setMeasuredHeight(44.25, for: "a")?.newHeight == 44.25)
        #expect(rows.setEstimatedHeight(44.1, for: "b") == nil)
        #expect(rows.setEstimatedHeight(45, for: "b")?.delta == 1)
    }

    @Test func estimateShowsOnlyWithoutMeasurement() {
        var rows = RowHeights(rows: [("a", 44)])
        rows.setMeasuredHeight(60, for: "a")
        #expect(rows.setEstimatedHeight(80, for: "a") == nil)
        #expect(rows.height(of: "a") == 60)
        #expect(rows.estimatedHeight(of: "a") == 80)
        let change = rows.invalidateMeasurement(for: "a")
        #expect(change == RowHeightChange(id: "a", index: 0, minY: 0, oldHeight: 60, newHeight: 80))
        #expect(!rows.isMeasured("a"))
        #expect(rows.invalidateMeasurement(for: "a") == nil)
    }

    @Test func widthChangeFallsBackToEstimatesAndRestoresMatchingMeasurements() {
        var rows = RowHeights(rows: [("a", 44), ("b", 44), ("c", 44)], width: 320)
        rows.setMeasuredHeight(60, for: "a")
        rows.setMeasuredHeight(100, for: "c")
        let wider = rows.setWidth(375)
        #expect(
            wider == [
                RowHeightChange(id: "a", index: 0, minY: 0, oldHeight: 60, newHeight: 44),
                RowHeightChange(id: "c", index: 2, minY: 88, oldHeight: 100, newHeight: 44),
            ])
        #expect(rows.totalHeight == 132)
        #expect(!rows.isMeasured("a"))
        rows.setMeasuredHeight(50, for: "a")  // "a" now measured at 375; "c" still at 320.
        let back = rows.setWidth(320)
        #expect(
            back == [
                RowHeightChange(id: "a", index: 0, minY: 0, oldHeight: 50, newHeight: 44),
                RowHeightChange(id: "c", index: 2, minY: 88, oldHeight: 44, newHeight: 100),
            ])
        #expect(rows.totalHeight == 188)
        #expect(rows.setWidth(320).isEmpty)
    }

    @Test func copiesAreIndependent() {
        let original = RowHeights(rows: [(1, 10), (2, 20)])
        var copy = original
        copy.setMeasuredHeight(99, for: 1)
        copy.append(3, estimatedHeight: 5)
        #expect(original.totalHeight == 30)
        #expect(original.ids == [1, 2])
        #expect(copy.totalHeight == 124)
    }
}

@Suite struct RowHeightsBadInputTests {
    @Test func badHeightsAreNormalised() {
        var rows = RowHeights(rows: [(1, .nan), (2, -5), (3, .infinity), (4, 1e300)])
        #expect(rows.height(of: 1) == 0)
        #expect(rows.height(of: 2) == 0)
        #expect(rows.height(of: 3) == 10_000_000)
        #expect(rows.height(of: 4) == 10_000_000)
        #expect(rows.totalHeight == 20_000_000)
        rows.setMeasuredHeight(.nan, for: 3)
        rows.setMeasuredHeight(-.infinity, for: 4)
        #expect(rows.totalHeight == 0)
        rows.insert(5, estimatedHeight: -1, at: 0)
        #expect(rows.height(of: 5) == 0)
    }

    /// From the fuzzer: a subnormal height is thinner than the rounding error at 1e7, so its top
    /// edge resolves to it or to the row below depending on rounding, never to another row.
    @Test func rowTooThinForItsOffsetResolvesToANeighbour() {
        let thin = Double.leastNormalMagnitude / 4
        let rows = RowHeights(rows: [(0, 2055.5625), (1, 10_000_000), (2, thin), (3, 87.5625)])
        #expect(rows.offset(of: 2) == 10_002_055.5625)
        #expect(rows.offset(of: 3) == 10_002_055.5625)
        #expect([2, 3].contains(rows.index(atOffset: 10_002_055.5625)))
        #expect(rows.index(atOffset: 10_002_055.5) == 1)
        #expect(rows.index(atOffset: 10_002_100) == 3)
    }

    /// From the fuzzer: heights near 1e-298 and subnormal ones. The offset in the middle of row 9
    /// (2e-314 tall) is within rounding of rows 9 to 11, and one of them is returned.
    @Test func subnormalHeightsResolveWithinRounding() {
        let bits: [UInt64] = [
            0x01ff_ff01_0000_02ff, 0, 0, 0xa49_8102_0000, 0x0200_0000_0000_0000, 0xa_4981_0201, 0, 0x100_0000,
            0, 0xffff_ff00, 0, 0x40ae_6000_0000_0000,
        ]
        let rows = RowHeights(rows: bits.enumerated().map { ($0.offset, Double(bitPattern: $0.element)) })
        #expect(rows.totalHeight == 3888)
        let found = rows.index(atOffset: Double(bitPattern: 0x020f_ff80_8000_1629))
        #expect((9...11).contains(found ?? -1))
    }

    @Test func badConfigurationIsNormalised() {
        var rows = RowHeights<Int>(defaultEstimatedHeight: .nan, width: -3, displayScale: 0)
        #expect(rows.defaultEstimatedHeight == 0)
        #expect(rows.width == 0)
        #expect(rows.displayScale == 1)
        rows.setWidth(.nan)
        #expect(rows.width == 0)
        rows.setWidth(.infinity)
        #expect(rows.width == 0)
        #expect(RowHeights<Int>(displayScale: .infinity).displayScale == 1)
    }
}
