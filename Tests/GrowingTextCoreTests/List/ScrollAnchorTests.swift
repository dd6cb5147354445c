import GrowingTextCore
import Testing

/// Ten rows of 100 points (ids 0...9) in a 300-point viewport scrolled to 250: rows 2...5 show,
/// row 2 is the first visible one, 50 points above the top edge.
@Suite struct ScrollAnchorTests {
    let rows = RowHeights(ids: 0..<10, estimatedHeight: 100)
    let viewport = Viewport(
        contentOffset: Point(x: 0, y: 250), size: Size(width: 320, height: 300), contentHeight: 1000)

    @Test func firstVisibleRowIsTheDefaultAnchor() {
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        #expect(anchor == ScrollAnchor(kind: .row(2), distanceFromTop: -50))
    }

    @Test func growthAboveTheAnchorShiftsTheOffset() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.setMeasuredHeight(140, for: 0)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 290)
        let corrected = anchor.viewport(restoringIn: rows, from: viewport)
        #expect(corrected.contentOffset.y == 290)
        #expect(corrected.contentHeight == 1040)
    }

    @Test func growthBelowTheAnchorKeepsTheOffset() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.setMeasuredHeight(180, for: 5)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 250)
    }

    @Test func insertionsAndDeletionsAbove() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.insert(100, estimatedHeight: 50, at: 0)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 300)
        rows.remove(0)
        rows.remove(1)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 100)
    }

    @Test func estimatesReplacedByMeasurementsAbove() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.setMeasuredHeight(60, for: 0)
        rows.setMeasuredHeight(75.5, for: 1)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 185.5)
    }

    @Test func editingRowIsTheAnchorWhileVisible() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport, editingRow: 4)
        #expect(anchor == ScrollAnchor(kind: .row(4), distanceFromTop: 150))
        // The editing row grows by 60 and the row above it by 10: only the 10 moves the offset.
        rows.setMeasuredHeight(160, for: 4)
        rows.setMeasuredHeight(110, for: 3)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 260)
    }

    @Test func editingRowOutOfViewFallsBackToTheFirstVisibleRow() {
        #expect(ScrollAnchor(capturing: rows, viewport: viewport, editingRow: 8).kind == .row(2))
        #expect(ScrollAnchor(capturing: rows, viewport: viewport, editingRow: 99).kind == .row(2))
    }

    @Test func topInsetMovesTheFirstVisibleRow() {
        var covered = viewport
        covered.contentInset.top = 64
        // The span starts at 314, inside row 3.
        #expect(
            ScrollAnchor(capturing: rows, viewport: covered)
                == ScrollAnchor(kind: .row(3), distanceFromTop: 50))
    }

    @Test func pinnedToTheBottomKeepsTheBottom() {
        var rows = rows
        let bottom = viewport.withContentOffsetY(700)
        let anchor = ScrollAnchor(capturing: rows, viewport: bottom, editingRow: 9, pinsToBottom: true)
        #expect(anchor.kind == .bottom)
        rows.setMeasuredHeight(150, for: 9)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: bottom) == 750)
        // The keyboard arrives in the same step: the bottom stays above it.
        var withKeyboard = bottom
        withKeyboard.contentInset.bottom = 336
        #expect(anchor.contentOffsetY(restoringIn: rows, from: withKeyboard) == 1086)
    }

    @Test func pinningNeedsTheViewAtItsBottom() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport, pinsToBottom: true)
        #expect(anchor.kind == .row(2))
        let topBiased = ScrollAnchor(capturing: rows, viewport: viewport.withContentOffsetY(700))
        rows.setMeasuredHeight(150, for: 9)
        #expect(topBiased.contentOffsetY(restoringIn: rows, from: viewport.withContentOffsetY(700)) == 700)
    }

    @Test func shrinkingContentIsClamped() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport.withContentOffsetY(700))
        for id in 0..<8 { rows.remove(id) }
        // 200 points of content in a 300-point view: it sits at its top.
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport.withContentOffsetY(700)) == 0)
    }

    @Test func removedAnchorKeepsTheClampedOffset() {
        var rows = rows
        let anchor = ScrollAnchor(capturing: rows, viewport: viewport)
        rows.remove(2)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 250)
        rows.remove(3)
        rows.remove(4)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 250)
        rows.remove(5)
        rows.remove(6)
        // 500 points left: the largest valid offset is 200.
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 200)
    }

    @Test func emptyListOnlyClamps() {
        let empty = RowHeights<Int>()
        let anchor = ScrollAnchor(capturing: empty, viewport: viewport)
        #expect(anchor.kind == .none)
        #expect(anchor.contentOffsetY(restoringIn: empty, from: viewport) == 0)
    }

    @Test func nonFiniteDistanceCountsAsZero() {
        let anchor = ScrollAnchor<Int>(kind: .row(3), distanceFromTop: .nan)
        #expect(anchor.contentOffsetY(restoringIn: rows, from: viewport) == 300)
    }
}
