import GrowingTextCore
import Testing

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
    @Test(arguments: UIKitVariant.all)
    func theCaretThatScrollsTheTableIsReadAfterTheTextViewScrolledItself(variant: UIKitVariant) {
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

    /// Text set in code changes a visible row's text view height without editing: the row is resized
    /// at once, nothing scrolls to a caret. The old cell ignored non-editing changes and left the row
    /// clipped at 36.
    @Test(arguments: UIKitVariant.all)
    func textSetInCodeResizesAVisibleRow(variant: UIKitVariant) {
        let list = keyboardUpTable(variant: variant)
        let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
        #expect(list.table.laidOut[3] == 36)
        textView.setText("a\nb\nc")
        #expect(list.table.laidOut[3] == 76)
        #expect(list.controller.rows.height(of: 3) == 76)
        #expect(list.table.contentOffsetY == 0)
        #expect(!list.caretReadPending)
    }

    /// N4: a fling configures one reused cell per row coming on screen in `cellForRowAt`, setting
    /// its text before the row is on display. The old cell resized the whole table (an empty
    /// `beginUpdates`/`endUpdates`) for each one whose height differed; the list sizes those rows
    /// itself as it displays them, so no resize runs.
    @Test(arguments: UIKitVariant.all)
    func n4AFlingResizesNothing(variant: UIKitVariant) {
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<60).map { ($0, $0 % 3 == 0 ? 76.0 : 36.0) }))
        let list = ListStandIn(table: table, estimatedRowHeight: 44, variant: variant)
        let cell = list.attachTextView(row: 0, lines: 1, maximumLines: 4, editing: false)
        // The reused cell is configured for rows coming on screen, before they are displayed.
        for row in 20..<60 {
            list.reuseCell(of: 0, forRow: row)
            cell.setText(row % 3 == 0 ? "a\nb\nc" : "a")
        }
        #expect(list.resizes.isEmpty)
    }

    /// Dynamic Type: every row grows from 36 to 44 points with no edit. The rows on screen are
    /// re-measured, the rows off screen keep their last height as an estimate, and the row being
    /// edited (20, 360 points below the top) holds still: rows 10–19 grew by 80 in all, so the offset
    /// goes from 360 to 440. The old coordinator did nothing: the rows stayed clipped at 36.
    @Test func dynamicTypeResizesTheRowsOnScreenAndHoldsTheEditedRowStill() {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: .zero, rowIDs: Array(0..<40),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, 36.0) }))
        let list = ListStandIn(table: table, estimatedRowHeight: 36)
        list.table.contentOffsetY = 360
        list.layOut()
        list.setEditingRow(20)
        for id in 0..<40 { list.table.realHeights[id] = 44 }
        list.adapter.contentSizeCategoryDidChange()
        #expect(list.table.contentOffsetY == 440)
        #expect(list.table.laidOut[20] == 44)
        #expect(list.controller.rows.height(of: 20) == 44)
        #expect(list.controller.rows.isMeasured(5) == false)
        #expect(list.controller.rows.height(of: 5) == 36)
        #expect(list.caretReadPending)
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
