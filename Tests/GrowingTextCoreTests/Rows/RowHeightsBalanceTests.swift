import TestSupport
import Testing

@testable import GrowingTextCore

/// The O(log N) claims rest on the treap staying shallow: its expected depth is about 2.5 log2 N
/// (about 50 at a million rows, about 23 at 600); these bounds leave room for the seeded randomness.
@Suite struct RowHeightsBalanceTests {
    @Test func builtListIsShallow() {
        let rows = RowHeights(ids: 0..<100_000, estimatedHeight: 44)
        #expect(rows.depth <= 60)
        #expect(rows.depth >= 17)  // log2(100,000) rounded up: no tree is shallower.
    }

    @Test func appendsInOrderStayShallow() {
        // Appending at the end is the worst case for an unbalanced tree (a list of depth N).
        var rows = RowHeights<Int>()
        for id in 0..<600 { rows.append(id) }
        #expect(rows.depth <= 32)
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
        #expect(rows.depth <= 32)
    }
}
