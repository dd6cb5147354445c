import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The table coordinator's adapter (`GrowingListAdapter`) in UIKit's event order against
/// ``ListStandIn``, with a real growing text view in the edited row.
@Suite("Scenarios: a table of growing rows")
struct TableScenarioTests {
    /// An iPhone table, 390 × 844, keyboard up (336 points of bottom inset), 20 one-line rows of 36.
    private func keyboardUpTable(variant: UIKitVariant = .common) -> ListStandIn {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        return ListStandIn(table: table, estimatedRowHeight: 36, variant: variant)
    }

    /// A paste makes the text view in row 12 grow from 1 to its maximum of 4 lines and scroll itself
    /// by 2 lines. The list is scrolled for the caret the text view shows *after* that scroll: the
    /// row's bottom (caret 500...520 plus the 8-point margin) meets the visible bottom, 20 points.
    /// Read before the text view scrolled (the old order), the caret was 40 points lower and the
    /// table scrolled to 60.
    @Test func theCaretThatScrollsTheTableIsReadAfterTheTextViewScrolledItself() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = keyboardUpTable(variant: variant)
            list.attachTextView(row: 12, lines: 1, maximumLines: 4)
            list.type(toLines: 6)
            #expect(list.table.laidOut[12] == 96)
            #expect(list.textView?.boundsHeight == 96)
            #expect(list.textView?.contentOffsetY == 40)
            #expect(list.textView?.caretIsVisible == true)
            #expect(list.table.contentOffsetY == 20)
            #expect(list.resizes == [.batchUpdates])
        }
    }

    /// Text set in code changes a visible row's text view height without editing: the row is resized
    /// at the end of the turn, nothing scrolls to a caret. The old cell ignored non-editing changes
    /// and left the row clipped at 36.
    @Test func textSetInCodeResizesAVisibleRow() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = keyboardUpTable(variant: variant)
            let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            #expect(list.table.laidOut[3] == 36)
            textView.setText("a\nb\nc")
            list.runDeferredWork()
            #expect(list.table.laidOut[3] == 76)
            #expect(list.controller.rows.height(of: 3) == 76)
            #expect(list.table.contentOffsetY == 0)
            #expect(list.caretReads == 0)
            #expect(list.resizes == [.batchUpdates])
        }
    }

    /// A fling configures one reused cell per row coming on screen, in the documented order: its
    /// text is set while the cell still belongs to the row it showed before, then the coordinator
    /// is given its new row. The list sizes those rows itself as it displays them, so nothing is
    /// resized, and the row the cell showed before keeps its measurement.
    @Test func aFlingResizesNothing() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let table = TableStandIn(
                width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60),
                realHeights: Dictionary(
                    uniqueKeysWithValues: (0..<60).map { ($0, $0 % 3 == 0 ? 76.0 : 36.0) }))
            let list = ListStandIn(table: table, estimatedRowHeight: 44, variant: variant)
            list.attachTextView(row: 0, lines: 3, maximumLines: 4, editing: false)
            list.resizes = []
            var previous = 0
            for row in 20..<60 {
                list.reuseCell(of: previous, forRow: row, text: row % 3 == 0 ? "a\nb\nc" : "a")
                previous = row
            }
            list.runDeferredWork()
            #expect(list.resizes.isEmpty)
            #expect(list.controller.rows.isMeasured(0))
            #expect(list.controller.rows.height(of: 0) == 76)
        }
    }

    /// A fling over a notes list whose every row is a growing text view: each row coming on screen
    /// gets a reused cell (or a new one, whose text view is 300 points wide until the list fits it
    /// at 390), configured with its text in `tableView(_:cellForRowAt:)`, then fitted and displayed.
    /// Every third row holds 70 characters (3 lines at 300 points, 2 at 390: 56 points), the others
    /// one character (36). The text views report their changes inside the list's configuration and
    /// layout; nothing is queried or resized there, and no turn resizes anything after, since the
    /// list measured every row as it displayed it, whether a cell is in the list while it is
    /// configured or joins it on display (L14).
    @Test(arguments: ListVariant.joiningWithUIKit)
    func aFlingOverGrowingRowsResizesNothing(variants: (UIKitVariant, ListVariant)) {
        let texts = Dictionary(
            uniqueKeysWithValues: (0..<60).map { ($0, $0 % 3 == 0 ? String(repeating: "x", count: 70) : "a") }
        )
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60), realHeights: [:])
        let list = ListStandIn(
            table: table, estimatedRowHeight: 44, variant: variants.0, listVariant: variants.1,
            appTexts: texts)
        list.runDeferredWork()
        for offset in stride(from: 100.0, through: 1600, by: 100) {
            list.setContentOffsetY(offset)
            list.runDeferredWork()
        }
        #expect(list.resizes.isEmpty)
        #expect(list.controller.rows.height(of: 30) == 56)
        #expect(list.controller.rows.height(of: 31) == 36)
        #expect(list.controller.rows.isMeasured(30))
        #expect(list.textViews.count < 20)
    }

    /// Rotation: the rows were measured in portrait (all 36 except row 5, two lines, 56); in
    /// landscape every row is one line, 36. Scrolling back up after the rotation, only row 5 moves
    /// the content (by its own 20-point difference). The old coordinator dropped every measurement to
    /// the 44-point default, and each row coming in at the top moved the content by 8.
    @Test func scrollingBackAfterRotationMovesOnlyRowsWhoseHeightChanged() {
        var heights = Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, 36.0) })
        heights[5] = 56
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<40), realHeights: heights)
        let list = ListStandIn(table: table)
        for offset in stride(from: 200.0, through: 1200, by: 200) {
            list.table.contentOffsetY = offset
            list.layOut()
        }
        #expect(list.controller.rows.totalHeight == 1460)
        list.table.changeWidth(
            to: 844, realHeights: Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, 36.0) }))
        #expect(list.adapter.estimatedHeight(of: 0) == 36)
        list.layOut()
        list.table.jump = 0
        for offset in stride(from: 1000.0, through: 0, by: -100) {
            list.table.contentOffsetY = offset
            list.layOut()
        }
        #expect(list.table.jump == 20)
    }
}
