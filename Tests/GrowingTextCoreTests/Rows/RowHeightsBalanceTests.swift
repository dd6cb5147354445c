import TestSupport
import Testing

@testable import GrowingTextCore

/// The O(log N) claims rest on the B-tree staying shallow: with 4 to 16 entries per node (the root
/// excepted), N rows need at least ⌈log16 N⌉ levels and at most about log4 N.
@Suite struct RowHeightsBalanceTests {
    @Test func builtListIsAsShallowAsPossible() {
        // 100,000 rows: 6,250 leaves, 391 nodes above them, then 25, 2 and the root.
        let rows = RowHeights(ids: 0..<100_000, estimatedHeight: 44)
        #expect(rows.depth == 5)
        rows.validateInvariants()
    }

    @Test func appendsInOrderStayShallow() {
        // Appending at the end is the worst case for an unbalanced tree (a list of depth N); here the
        // leaves split into halves, 8 rows each: 600 rows need 75 leaves, two levels above them.
        var rows = RowHeights<Int>()
        for id in 0..<600 { rows.append(id) }
        rows.validateInvariants()
        #expect(rows.depth == 3)
    }

    @Test func churnStaysShallow() {
        var random = SplitMix64(seed: 99)
        var rows = RowHeights(ids: 0..<600, estimatedHeight: 44)
        var nextID = 600
        for _ in 0..<600 {
            rows.remove(rows.id(at: Int.random(in: 0..<rows.count, using: &random)))
            rows.insert(nextID, at: Int.random(in: 0...rows.count, using: &random))
            rows.validateInvariants()
            nextID += 1
        }
        #expect(rows.count == 600)
        #expect(rows.depth <= 3)
    }

    @Test func removingEveryRowFreesEveryNode() {
        var random = SplitMix64(seed: 7)
        var rows = RowHeights(ids: 0..<2_000, estimatedHeight: 44)
        #expect(rows.depth == 3)
        while !rows.isEmpty {
            rows.remove(rows.id(at: Int.random(in: 0..<rows.count, using: &random)))
            if rows.count % 97 == 0 { rows.validateInvariants() }
        }
        rows.validateInvariants()
        #expect(rows.depth == 0)
        #expect(rows.totalHeight == 0)
        rows.append(1, estimatedHeight: 10)
        #expect(rows.depth == 1)
        #expect(rows.offset(at: 1) == 10)
    }
}
