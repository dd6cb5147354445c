import TestSupport
import Testing

@testable import GrowingTextCore

/// An ID whose every value hashes alike, so that all rows share one probe sequence of the table.
private struct CollidingID: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    init(_ value: Int) { self.value = value }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "#\(value)" }
}

/// The hash table that finds rows by ID (`RowHeights+Table.swift`): collisions, growth, tombstones.
@Suite struct RowHeightsTableTests {
    @Test func idsThatAllHashAlikeAreFoundRemovedAndInsertedAgain() {
        var rows = RowHeights(rows: (0..<40).map { (CollidingID($0), Double($0)) })
        #expect(rows.slotCapacity == 64)
        #expect(rows.offset(of: CollidingID(39)) == 741)
        #expect(rows.index(of: CollidingID(20)) == 20)
        #expect(rows.height(of: CollidingID(40)) == nil)
        // The chain holds the rows in insertion order: 5 and 36 have a row after them and become
        // tombstones; 37 is the last but one: removing 38 and 39 empties their buckets, then 37's,
        // and 36's tombstone right before it.
        #expect(rows.remove(CollidingID(5)) == .removed(id: CollidingID(5), index: 5, height: 5))
        #expect(rows.remove(CollidingID(36)) != nil)
        #expect(rows.tombstones == 2)
        #expect(rows.remove(CollidingID(39)) != nil)
        #expect(rows.remove(CollidingID(38)) != nil)
        #expect(rows.tombstones == 2)
        #expect(rows.remove(CollidingID(37)) != nil)
        #expect(rows.tombstones == 1)
        #expect(!rows.contains(CollidingID(5)))
        #expect(rows.index(of: CollidingID(6)) == 5)
        #expect(rows.offset(of: CollidingID(35)) == 590)
        // Inserting again reuses the first tombstone of the chain; the row starts unmeasured.
        rows.insert(CollidingID(5), estimatedHeight: 7, at: 0)
        #expect(rows.tombstones == 0)
        #expect(rows.ids.prefix(3).map(\.value) == [5, 0, 1])
        #expect(
            rows.setMeasuredHeight(9, for: CollidingID(35))
                == RowHeightChange(
                    id: CollidingID(35), index: 35, minY: 597, oldHeight: 35, newHeight: 9))
        #expect(rows.totalHeight == 606)
        #expect(rows.count == 36)
        rows.validateInvariants()
    }

    @Test func removingEveryCollidingRowLeavesNoTombstone() {
        var rows = RowHeights(rows: (0..<20).map { (CollidingID($0), 1.0) })
        for value in 0..<19 { rows.remove(CollidingID(value)) }
        #expect(rows.tombstones == 19)
        rows.validateInvariants()
        rows.remove(CollidingID(19))
        #expect(rows.tombstones == 0)
        #expect(rows.isEmpty)
        #expect(rows.slotCapacity == 32)
        rows.validateInvariants()
        rows.append(CollidingID(3), estimatedHeight: 4)
        #expect(rows.ids == [CollidingID(3)])
        #expect(rows.totalHeight == 4)
    }

    @Test func theTableDoublesAtThreeQuartersAndRowsKeepTheirPlaces() {
        var rows = RowHeights<Int>()
        #expect(rows.slotCapacity == 0)
        var growths: [Int: Int] = [:]
        for id in 0..<100 {
            let before = rows.slotCapacity
            rows.append(id, estimatedHeight: 10)
            if rows.slotCapacity != before { growths[id + 1] = rows.slotCapacity }
        }
        #expect(growths == [1: 8, 7: 16, 13: 32, 25: 64, 49: 128, 97: 256])
        // Every rebuild pointed the leaves at the rows' new buckets.
        #expect(rows.offset(of: 99) == 990)
        #expect(
            rows.setMeasuredHeight(20, for: 50)
                == RowHeightChange(id: 50, index: 50, minY: 500, oldHeight: 10, newHeight: 20))
        #expect(rows.totalHeight == 1010)
        #expect(rows.id(atOffset: 505) == 50)
        rows.validateInvariants()
    }

    @Test func aBulkBuildSizesTheTableOnce() {
        #expect(RowHeights(ids: 0..<6).slotCapacity == 8)
        #expect(RowHeights(ids: 0..<7).slotCapacity == 16)
        #expect(RowHeights(ids: 0..<1_000).slotCapacity == 2_048)
        #expect(RowHeights<Int>(ids: []).slotCapacity == 0)
    }

    @Test func insertingAndRemovingInTurnDoesNotGrowTheTable() {
        var rows = RowHeights<Int>()
        for id in 0..<40 { rows.append(id, estimatedHeight: 1) }
        #expect(rows.slotCapacity == 64)
        for id in 40..<10_040 {
            rows.remove(id - 40)
            rows.append(id, estimatedHeight: 1)
            #expect(rows.tombstones + rows.count <= rows.slotCapacity / 4 * 3)
        }
        // A rebuild keeps room for (39 + 1) × 6/5 + 1 rows in three quarters: 128 buckets, never more.
        #expect(rows.slotCapacity <= 128)
        #expect(rows.ids == Array(10_000..<10_040))
        rows.validateInvariants()
    }

    @Test func duplicateIDsFollowTheAPI() {
        var rows = RowHeights(ids: ["a", "b", "c"], estimatedHeight: 10)
        rows.setMeasuredHeight(30, for: "b")
        #expect(rows.remove("b") == .removed(id: "b", index: 1, height: 30))
        #expect(rows.remove("b") == nil)
        #expect(rows.setMeasuredHeight(5, for: "b") == nil)
        rows.insert("b", estimatedHeight: 12, at: 2)
        #expect(rows.ids == ["a", "c", "b"])
        #expect(!rows.isMeasured("b"))
        #expect(rows.height(of: "b") == 12)
        let changes = rows.setMeasuredHeights([("c", 1), ("c", 2), ("zz", 3)])
        #expect(changes == [RowHeightChange(id: "c", index: 1, minY: 10, oldHeight: 10, newHeight: 2)])
        rows.validateInvariants()
    }

    @Test func stringIDsSurviveGrowthAndRemoval() {
        var rows = RowHeights<String>()
        for number in 0..<1_000 { rows.append("row \(number)", estimatedHeight: Double(number % 7)) }
        for number in stride(from: 0, to: 1_000, by: 2) { rows.remove("row \(number)") }
        #expect(rows.count == 500)
        #expect(rows.index(of: "row 999") == 499)
        #expect(rows.offset(of: "row 999") == 1_495)
        #expect(rows.id(at: 1) == "row 3")
        #expect(!rows.contains("row 998"))
        rows.validateInvariants()
    }

    @Test func aCopyKeepsItsTable() {
        var rows = RowHeights(ids: 0..<10, estimatedHeight: 5)
        let copy = rows
        rows.remove(3)
        for id in 10..<30 { rows.append(id) }
        #expect(copy.count == 10)
        #expect(copy.index(of: 9) == 9)
        #expect(copy.contains(3))
        #expect(copy.slotCapacity == 16)
        copy.validateInvariants()
        rows.validateInvariants()
    }
}
