import GrowingTextCore
import Testing

/// The defects of the table coordinator (issue 9), each as the event sequence UIKit delivers, run
/// through the controller by the same steps the coordinator takes, against ``TableStandIn``.
@Suite("Scenarios: a table of growing rows")
struct TableScenarioTests {
    /// An iPhone table, 390 × 844, keyboard up (336 points of bottom inset), 20 one-line rows of 36.
    private func keyboardUpTable() -> TableHostStandIn {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        return TableHostStandIn(table: table, configuration: .init(estimatedRowHeight: 36))
    }

    /// A paste makes the text view in row 12 grow from 1 to its maximum of 4 lines and scroll itself
    /// by 2 lines. The list is scrolled for the caret the text view shows *after* that scroll: the
    /// row's bottom (caret 500...520 plus the 8-point margin) meets the visible bottom, 20 points.
    /// Read before the text view scrolled (the old order), the caret was 40 points lower and the
    /// table scrolled to 60.
    @Test(arguments: UIKitVariant.all)
    func theCaretThatScrollsTheTableIsReadAfterTheTextViewScrolledItself(variant: UIKitVariant) {
        var host = keyboardUpTable()
        host.textView = GrowingTextViewStandIn(row: 12, lines: 1, maximumLines: 4)
        host.type(toLines: 6)
        #expect(host.table.laidOut[12] == 96)
        #expect(host.textView?.contentOffsetY == 40)
        #expect(host.table.contentOffsetY == 20)
    }

    /// Text set in code (or a font set in code) changes a visible row's text view height without
    /// editing: the row is resized like a typed change, nothing scrolls to a caret. The old cell
    /// ignored non-editing changes and left the row clipped at 36.
    @Test func textSetInCodeResizesTheRow() {
        var host = keyboardUpTable()
        host.table.realHeights[3] = 76
        host.send(.rowHeightChanged(3, byEditing: false, host.geometry))
        #expect(host.table.laidOut[3] == 76)
        #expect(host.controller.rows.height(of: 3) == 76)
        #expect(host.table.contentOffsetY == 0)
        #expect(!host.caretReadPending)
    }

    /// Dynamic Type: every row grows from 36 to 44 points with no edit. The rows on screen are
    /// re-measured, the rows off screen keep their last height as an estimate, and the row being
    /// edited (20, 360 points below the top) holds still: rows 10–19 grew by 80 in all, so the offset
    /// goes from 360 to 440. The old coordinator did nothing: the rows stayed clipped at 36.
    @Test func dynamicTypeResizesTheRowsOnScreenAndHoldsTheEditedRowStill() {
        var host = keyboardUpTable()
        host.table.rowIDs = Array(0..<40)
        host.table.insets = .zero
        host.send(.rowsReplaced(Array(0..<40)))
        host.table.contentOffsetY = 360
        for id in 0..<40 { host.table.realHeights[id] = 36 }
        host.layOut()
        host.send(.editingRowChanged(20))
        for id in 0..<40 { host.table.realHeights[id] = 44 }
        host.send(.contentSizeCategoryChanged(host.geometry))
        #expect(host.table.contentOffsetY == 440)
        #expect(host.table.laidOut[20] == 44)
        #expect(host.controller.rows.height(of: 20) == 44)
        #expect(host.controller.rows.isMeasured(5) == false)
        #expect(host.controller.rows.height(of: 5) == 36)
        #expect(host.caretReadPending)
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
        var host = TableHostStandIn(table: table)
        for offset in stride(from: 200.0, through: 1200, by: 200) {
            host.table.contentOffsetY = offset
            host.layOut()
        }
        #expect(host.controller.rows.totalHeight == 1460)
        host.send(.widthChanged(844))
        host.table.changeWidth(
            to: 844, realHeights: Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, 36.0) }))
        #expect(host.controller.estimatedHeight(of: 0) == 36)
        host.layOut()
        host.table.jump = 0
        for offset in stride(from: 1000.0, through: 0, by: -100) {
            host.table.contentOffsetY = offset
            host.layOut()
        }
        #expect(host.table.jump == 20)
    }
}
