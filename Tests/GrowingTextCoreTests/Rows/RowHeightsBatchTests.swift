import TestSupport
import Testing

@testable import GrowingTextCore

/// ``RowHeights/setMeasuredHeights(_:)`` against the same heights applied one by one.
@Suite struct RowHeightsBatchTests {
    @Test func batchReportsNetChangesTopToBottom() {
        var rows = RowHeights(ids: 0..<5, estimatedHeight: 44)
        let changes = rows.setMeasuredHeights([(2, 60), (0, 50), (2, 44.25), (9, 10), (4, 44.25)])
        // Row 2 went 44 → 60 → 44.25, row 0 44 → 50; 9 is unknown; row 4's 44.25 is under half a
        // pixel from 44, recorded but not shown.
        #expect(
            changes == [
                RowHeightChange(id: 0, index: 0, minY: 0, oldHeight: 44, newHeight: 50),
                RowHeightChange(id: 2, index: 2, minY: 94, oldHeight: 44, newHeight: 44.25),
            ])
        #expect(rows.totalHeight == 226.25)
        #expect(rows.offset(at: 3) == 138.25)
        #expect(rows.height(of: 4) == 44)
        #expect(rows.isMeasured(4))
        #expect(!rows.isMeasured(1))
        rows.validateInvariants()
    }

    @Test func aRowChangedAndChangedBackIsNotListed() {
        var rows = RowHeights(ids: 0..<3, estimatedHeight: 44)
        #expect(rows.setMeasuredHeights([(1, 80), (1, 44)]).isEmpty)
        #expect(rows.isMeasured(1))
        #expect(rows.totalHeight == 132)
        #expect(rows.setMeasuredHeights([]).isEmpty)
    }

    @Test func badHeightsAreNormalisedAsOneByOne() {
        var rows = RowHeights(ids: 0..<3, estimatedHeight: 44)
        let changes = rows.setMeasuredHeights([(0, .nan), (1, -5), (2, .infinity)])
        #expect(changes.map(\.newHeight) == [0, 0, RowHeights<Int>.maximumRowHeight])
        #expect(changes.map(\.minY) == [0, 0, 0])
        #expect(rows.totalHeight == RowHeights<Int>.maximumRowHeight)
    }

    /// Seeded random batches on a list shaped by inserts, removals and moves: the batch must leave
    /// the list exactly (bit for bit) as one-by-one calls do, and report their net effect.
    @Test(arguments: [1, 7, 2026] as [UInt64])
    func batchEqualsOneByOne(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let scale = [1.0, 2.0, 3.0][Int.random(in: 0..<3, using: &random)]
        var rows = RowHeights(
            rows: (0..<3_000).map { ($0, Double(Int.random(in: 20...120, using: &random))) },
            width: 375, displayScale: scale)
        var nextID = 3_000
        for _ in 0..<500 {
            let id = rows.id(at: Int.random(in: 0..<rows.count, using: &random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                rows.remove(id)
            case 1:
                rows.insert(
                    nextID, estimatedHeight: Double.random(in: 0..<300, using: &random), at: rows.count / 3)
                nextID += 1
            default:
                rows.move(id, to: Int.random(in: 0..<rows.count, using: &random))
            }
        }
        for round in 0..<4 {
            let batch = (0..<1_000).map { _ -> (Int, Double) in
                // IDs past the end are unknown (removed or never inserted); repeats are common.
                let id = Int.random(in: 0..<nextID + 50, using: &random)
                let height: Double =
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0: [.nan, -1, .infinity, 0][Int.random(in: 0..<4, using: &random)]
                    case 1: (rows.height(of: id) ?? 44) + Double.random(in: -0.6...0.6, using: &random)
                    default: Double.random(in: 0..<400, using: &random)
                    }
                return (id, height)
            }
            var oneByOne = rows
            var firstOld: [Int: Double] = [:]
            for (id, height) in batch {
                if let change = oneByOne.setMeasuredHeight(height, for: id), firstOld[id] == nil {
                    firstOld[id] = change.oldHeight
                }
            }
            let changes = rows.setMeasuredHeights(batch)
            rows.validateInvariants()
            let expected = firstOld.compactMap { id, old -> RowHeightChange<Int>? in
                let new = oneByOne.height(of: id)!
                guard new != old else { return nil }
                return RowHeightChange(
                    id: id, index: oneByOne.index(of: id)!, minY: oneByOne.offset(of: id)!, oldHeight: old,
                    newHeight: new)
            }.sorted { $0.index < $1.index }
            #expect(changes == expected, "round \(round)")
            #expect(changes.count > 500, "round \(round): the batch changes most rows it names")
            #expect(rows.totalHeight == oneByOne.totalHeight)
            #expect(rows.ids == oneByOne.ids)
            let mismatches = (0..<rows.count).filter { index in
                let id = rows.id(at: index)
                return rows.offset(at: index) != oneByOne.offset(at: index)
                    || rows.height(of: id) != oneByOne.height(of: id)
                    || rows.isMeasured(id) != oneByOne.isMeasured(id)
            }
            #expect(mismatches.isEmpty, "round \(round)")
        }
    }
}
