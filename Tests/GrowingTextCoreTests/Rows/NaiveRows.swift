import GrowingTextCore

/// An independent O(N) model of ``RowHeights``: a plain array, prefix sums recomputed on demand.
///
/// It mirrors the documented rules (estimate until measured at the current width, half-pixel
/// updates skipped, heights clamped to 0...10,000,000) without sharing any code with the tree.
struct NaiveRows {
    struct Row {
        var id: Int
        var estimate: Double
        var measured: Double?
        var measuredWidth: Double
        var shown: Double
    }

    var rows: [Row] = []
    var width: Double = 0
    let threshold: Double

    init(displayScale: Double) { threshold = 0.5 / displayScale }

    static func clean(_ height: Double) -> Double { height > 0 ? min(height, 10_000_000) : 0 }

    var total: Double { rows.reduce(0) { $0 + $1.shown } }

    func offset(at index: Int) -> Double { rows[..<index].reduce(0) { $0 + $1.shown } }

    func index(of id: Int) -> Int? { rows.firstIndex { $0.id == id } }

    func isMeasured(_ row: Row) -> Bool { row.measured != nil && abs(row.measuredWidth - width) < threshold }

    mutating func show(_ height: Double, at index: Int) {
        if abs(height - rows[index].shown) >= threshold { rows[index].shown = height }
    }

    mutating func insert(_ id: Int, estimate: Double, at index: Int) {
        let clean = NaiveRows.clean(estimate)
        rows.insert(Row(id: id, estimate: clean, measured: nil, measuredWidth: 0, shown: clean), at: index)
    }

    mutating func measure(_ index: Int, _ height: Double) {
        rows[index].measured = NaiveRows.clean(height)
        rows[index].measuredWidth = width
        show(NaiveRows.clean(height), at: index)
    }

    mutating func estimate(_ index: Int, _ height: Double) {
        rows[index].estimate = NaiveRows.clean(height)
        if !isMeasured(rows[index]) { show(rows[index].estimate, at: index) }
    }

    mutating func setWidth(_ newWidth: Double) {
        width = newWidth.isFinite && newWidth > 0 ? newWidth : 0
        for index in rows.indices {
            let row = rows[index]
            show(isMeasured(row) ? row.measured! : row.estimate, at: index)
        }
    }
}
