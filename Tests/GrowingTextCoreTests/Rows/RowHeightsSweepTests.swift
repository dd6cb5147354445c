import TestSupport
import Testing

@testable import GrowingTextCore

/// Random edit sequences checked against ``NaiveRows`` after every step.
@Suite struct RowHeightsSweepTests {
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomEditsMatchTheNaiveModel(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let scale = [1.0, 2.0, 3.0].randomElement(using: &random)!
        var rows = RowHeights<Int>(displayScale: scale)
        var model = NaiveRows(displayScale: scale)
        var nextID = 0
        func randomHeight() -> Double {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: 0
            case 1: [Double.nan, -3, .infinity, 2e7][Int.random(in: 0..<4, using: &random)]
            case 2...5: Double.random(in: 0..<500, using: &random)
            default: Double(Int.random(in: 0..<4000, using: &random)) / 8
            }
        }
        for _ in 0..<1000 {
            let operation = Int.random(in: 0..<10, using: &random)
            if model.rows.isEmpty || operation < 3 {
                let index = Int.random(in: 0...model.rows.count, using: &random)
                let height = randomHeight()
                let change = rows.insert(nextID, estimatedHeight: height, at: index)
                model.insert(nextID, estimate: height, at: index)
                #expect(change == .inserted(id: nextID, index: index, height: model.rows[index].shown))
                nextID += 1
                continue
            }
            let index = Int.random(in: 0..<model.rows.count, using: &random)
            let id = model.rows[index].id
            switch operation {
            case 3:
                #expect(rows.remove(id) == .removed(id: id, index: index, height: model.rows[index].shown))
                model.rows.remove(at: index)
            case 4:
                let destination = Int.random(in: 0..<model.rows.count, using: &random)
                rows.move(id, to: destination)
                model.rows.insert(model.rows.remove(at: index), at: destination)
            case 5, 6:
                let height = randomHeight()
                let before = model.rows[index].shown
                let change = rows.setMeasuredHeight(height, for: id)
                model.measure(index, height)
                #expect((change?.delta ?? 0) == model.rows[index].shown - before)
            case 7:
                let height = randomHeight()
                rows.setEstimatedHeight(height, for: id)
                model.estimate(index, height)
            case 8:
                let width = [320.0, 375, 414, .nan][Int.random(in: 0..<4, using: &random)]
                let changes = rows.setWidth(width)
                let before = model.rows.map(\.shown)
                model.setWidth(width)
                let changedIndices = model.rows.indices.filter { before[$0] != model.rows[$0].shown }
                #expect(changes.map(\.index) == changedIndices)
            default:
                rows.invalidateMeasurement(for: id)
                model.rows[index].measured = nil
                model.show(model.rows[index].estimate, at: index)
            }
            try checkAgreement(rows, model, random: &random)
        }
    }

    private func checkAgreement(_ rows: RowHeights<Int>, _ model: NaiveRows, random: inout SplitMix64)
        throws
    {
        rows.validateInvariants()
        #expect(rows.count == model.rows.count)
        #expect(rows.ids == model.rows.map(\.id))
        let tolerance = 1e-6 * max(1, model.total)
        #expect(abs(rows.totalHeight - model.total) <= tolerance)
        var prefix = 0.0
        var mismatches: [Int] = []
        for (index, row) in model.rows.enumerated() {
            let offset = rows.offset(of: row.id) ?? .nan
            if rows.height(of: row.id) != row.shown || rows.isMeasured(row.id) != model.isMeasured(row)
                || !(abs(offset - prefix) <= tolerance) || rows.index(of: row.id) != index
            {
                mismatches.append(row.id)
            }
            prefix += row.shown
        }
        #expect(mismatches.isEmpty)
        guard !model.rows.isEmpty, model.total > 0 else { return }
        for _ in 0..<5 {
            let y = Double.random(in: 0..<model.total, using: &random)
            let index = try #require(rows.index(atOffset: y))
            let top = model.offset(at: index)
            // Allow the tolerance at the boundaries, where rounding can pick the neighbour.
            #expect(top <= y + tolerance && y < top + model.rows[index].shown + tolerance)
        }
    }
}
