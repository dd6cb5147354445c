import GrowingTextCore

/// The P3 scene: a list of `count` rows estimated at 44 points, scrolled to its middle, where a
/// row just above the visible span changes height (a measurement replaces its estimate, then it
/// grows and shrinks as if typed into) and the offset is corrected so the first visible row stays
/// still. A class because the benchmark keeps it across iterations.
public final class RowsFixture {
    public var rows: RowHeights<Int>
    public var viewport: Viewport
    /// The row that changes height: ten rows above the first visible one.
    public let changingRow: Int
    private var grows = false

    public init(count: Int) {
        rows = RowHeights(ids: 0..<count, estimatedHeight: 44)
        let firstVisible = count / 2
        changingRow = max(0, firstVisible - 10)
        viewport = Viewport(
            contentOffset: Point(x: 0, y: rows.offset(at: firstVisible)),
            size: Size(width: 390, height: 844),
            contentHeight: rows.totalHeight)
    }

    /// One height change of `changingRow` (alternating 60 and 80 points, never a no-op) plus the
    /// anchor correction; returns the corrected vertical offset.
    @inline(never)
    public func changeHeightAndRestoreAnchor() -> Double {
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        grows.toggle()
        rows.setMeasuredHeight(grows ? 80 : 60, for: changingRow)
        viewport = anchor.viewport(restoringIn: rows, from: viewport)
        return viewport.contentOffset.y
    }
}

/// The naive baseline for P3: heights in an array and their prefix sums recomputed from the changed
/// row down after each change (O(N)), the anchor found by binary search and restored by the same
/// formula as ``ScrollAnchor``.
public final class NaiveRowsFixture {
    private var heights: [Double]
    /// `offsets[i]` is the top of row i; `offsets[count]` the total height.
    private var offsets: [Double]
    private var offsetY: Double
    private let visibleHeight = 844.0
    private let changingRow: Int
    private var grows = false

    public init(count: Int) {
        heights = Array(repeating: 44, count: count)
        offsets = (0...count).map { Double($0) * 44 }
        let firstVisible = count / 2
        changingRow = max(0, firstVisible - 10)
        offsetY = offsets[firstVisible]
    }

    @inline(never)
    public func changeHeightAndRestoreAnchor() -> Double {
        let anchorRow = rowIndex(atOffset: offsetY)
        let distanceFromTop = offsets[anchorRow] - offsetY
        grows.toggle()
        heights[changingRow] = grows ? 80 : 60
        // Raw buffers, so the baseline pays for the O(N) sums and not for per-element
        // exclusivity checks on the class's arrays.
        heights.withUnsafeBufferPointer { heights in
            offsets.withUnsafeMutableBufferPointer { offsets in
                for index in changingRow..<heights.count {
                    offsets[index + 1] = offsets[index] + heights[index]
                }
            }
        }
        let maximum = max(0, offsets[heights.count] - visibleHeight)
        offsetY = min(max(offsets[anchorRow] - distanceFromTop, 0), maximum)
        return offsetY
    }

    private func rowIndex(atOffset y: Double) -> Int {
        var low = 0
        var high = heights.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= y {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}

/// The churn scene: the same list and viewport as ``RowsFixture``, but every change hits a
/// different, pseudo-random row anywhere in the list (SplitMix64, seeded), so the walk from the row
/// to the root starts in memory the previous change did not touch. Heights are 50–99 points, so a
/// change is a no-op only when a row is picked twice with the same height.
public final class RandomRowsFixture {
    public var rows: RowHeights<Int>
    public var viewport: Viewport
    private var state: UInt64 = 2026

    public init(count: Int) {
        rows = RowHeights(ids: 0..<count, estimatedHeight: 44)
        viewport = Viewport(
            contentOffset: Point(x: 0, y: rows.offset(at: count / 2)),
            size: Size(width: 390, height: 844),
            contentHeight: rows.totalHeight)
    }

    /// The next SplitMix64 output.
    private func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One height change of a random row plus the anchor correction; returns the corrected offset.
    @inline(never)
    public func changeHeightAndRestoreAnchor() -> Double {
        let random = next()
        let row = Int(random % UInt64(rows.count))
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.setMeasuredHeight(Double(50 + (random >> 32) % 50), for: row)
        viewport = anchor.viewport(restoringIn: rows, from: viewport)
        return viewport.contentOffset.y
    }
}

/// The batch scene: a list of `count` rows scrolled to its middle, where a rotation
/// re-measures the `batchSize` rows from the first visible one down (a tall screen of short rows,
/// or a prefetching table). Each pass gives every one of them a new height (alternating between two
/// seeded sets, so no update is a no-op) and restores the anchor once, either through
/// ``RowHeights/setMeasuredHeights(_:)`` or through `setMeasuredHeight` row by row.
public final class BatchRowsFixture {
    public var rows: RowHeights<Int>
    public var viewport: Viewport
    private let heights: [[(Int, Double)]]
    private var pass = 0

    public init(count: Int, batchSize: Int = 1_000) {
        rows = RowHeights(ids: 0..<count, estimatedHeight: 44)
        let first = count / 2
        viewport = Viewport(
            contentOffset: Point(x: 0, y: rows.offset(at: first)),
            size: Size(width: 390, height: 844),
            contentHeight: rows.totalHeight)
        let ids = first..<min(count, first + batchSize)
        heights = [
            ids.map { ($0, Double(50 + $0 % 37)) },
            ids.map { ($0, Double(100 + $0 % 41)) },
        ]
    }

    /// One re-measurement of the batch through `setMeasuredHeights`; returns the corrected offset.
    @inline(never)
    public func remeasureInOneBatch() -> Double {
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        pass += 1
        rows.setMeasuredHeights(heights[pass % 2])
        viewport = anchor.viewport(restoringIn: rows, from: viewport)
        return viewport.contentOffset.y
    }

    /// The same re-measurement, one `setMeasuredHeight` call per row.
    @inline(never)
    public func remeasureOneByOne() -> Double {
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        pass += 1
        for (id, height) in heights[pass % 2] { rows.setMeasuredHeight(height, for: id) }
        viewport = anchor.viewport(restoringIn: rows, from: viewport)
        return viewport.contentOffset.y
    }
}
