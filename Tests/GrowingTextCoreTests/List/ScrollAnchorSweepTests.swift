import TestSupport
import Testing

@testable import GrowingTextCore

/// Seeded random sequences of edits, height changes, estimate replacements and width changes:
/// after each batch the anchor row is exactly where it was on screen, unless the corrected offset
/// had to be clamped; only a caret reveal is allowed to move it afterwards.
@Suite struct ScrollAnchorSweepTests {
    @Test(arguments: [7, 8, 9, 10, 11, 12] as [UInt64])
    func anchorNeverMovesOnScreen(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pinsToBottom = seed.isMultiple(of: 2)
        var rows = RowHeights(
            rows: (0..<120).map { ($0, Double(Int.random(in: 20...200, using: &random))) }, width: 320,
            displayScale: 2)
        var nextID = 120
        var viewport = Viewport(
            size: Size(width: 320, height: 600),
            contentInset: Insets(top: Double(Int.random(in: 0...100, using: &random)), bottom: 34),
            contentHeight: rows.totalHeight)
        viewport.contentOffset.y = Double.random(
            in: viewport.minimumContentOffsetY...viewport.maximumContentOffsetY, using: &random)
        var editingRow: Int? = Int.random(in: 0..<120, using: &random)
        var failures: [String] = []

        for step in 0..<400 {
            let anchor = ScrollAnchor(
                capturing: rows, viewport: viewport, editingRow: editingRow, pinsToBottom: pinsToBottom)
            let protected: Set<Int> = {
                var ids: Set<Int> = []
                if case .row(let id) = anchor.kind { ids.insert(id) }
                if let editingRow { ids.insert(editingRow) }
                return ids
            }()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<rows.count, using: &random)
                let id = rows.id(at: index)
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    rows.insert(
                        nextID, estimatedHeight: Double.random(in: 0...150, using: &random), at: index)
                    nextID += 1
                case 1 where !protected.contains(id) && rows.count > 5:
                    rows.remove(id)
                case 2 where !protected.contains(id):
                    rows.move(id, to: Int.random(in: 0..<rows.count, using: &random))
                case 3:
                    rows.setEstimatedHeight(Double.random(in: 10...150, using: &random), for: id)
                case 4:
                    rows.setWidth([320.0, 375][Int.random(in: 0...1, using: &random)])
                default:
                    rows.setMeasuredHeight(Double(Int.random(in: 0...1600, using: &random)) / 4, for: id)
                }
                rows.validateInvariants()
            }
            let restored = anchor.viewport(restoringIn: rows, from: viewport)
            let newY = restored.contentOffset.y
            let clamped = newY == restored.minimumContentOffsetY || newY == restored.maximumContentOffsetY
            switch anchor.kind {
            case .row(let id):
                let onScreen = rows.offset(of: id)! - newY
                if !clamped && abs(onScreen - anchor.distanceFromTop) > 1e-6 {
                    failures.append(
                        "step \(step): row \(id) moved from \(anchor.distanceFromTop) to \(onScreen)")
                }
            case .bottom:
                if newY != restored.maximumContentOffsetY { failures.append("step \(step): bottom not kept") }
            case .none:
                failures.append("step \(step): no anchor in a non-empty list")
            }
            viewport = restored
            // The one allowed move: the caret in the editing row is revealed after the correction.
            if let editingRow, let (minY, height) = rows.verticalExtent(of: editingRow) {
                let caret = Rect(
                    x: 0, y: minY + Double.random(in: 0...max(0, height - 20), using: &random), width: 2,
                    height: 20)
                if let revealed = CaretVisibility.contentOffsetY(revealing: caret, in: viewport) {
                    viewport.contentOffset.y = revealed
                    if !(caret.minY >= viewport.visibleMinY - 1e-9
                        && caret.maxY <= viewport.visibleMaxY + 1e-9)
                        && viewport.visibleHeight >= 20
                    {
                        failures.append("step \(step): caret still hidden after the reveal")
                    }
                }
            }
            if Int.random(in: 0..<10, using: &random) == 0 {
                viewport.contentOffset.y = Double.random(
                    in: viewport.minimumContentOffsetY...viewport.maximumContentOffsetY, using: &random)
                editingRow =
                    Bool.random(using: &random)
                    ? rows.id(at: Int.random(in: 0..<rows.count, using: &random)) : nil
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
