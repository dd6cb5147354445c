import GrowingTextCore
import Testing

@Suite("Rows viewport in a table")
struct RowsViewportTests {
    /// A table with a 100-point header, three 50-point rows and a 30-point footer, 200 points tall.
    private let table = Viewport(
        contentOffset: Point(x: 0, y: 40), size: Size(width: 320, height: 200),
        contentInset: Insets(top: 10, bottom: 20), contentHeight: 280)

    @Test func rowsViewportIsShiftedAndFoldsHeaderAndFooterIntoInsets() {
        let rows = RowsViewport.viewport(inTable: table, rowsOriginY: 100, rowsHeight: 150)
        #expect(rows.contentOffset == Point(x: 0, y: -60))
        #expect(rows.contentInset == Insets(top: 110, bottom: 50))
        #expect(rows.contentHeight == 150)
        #expect(rows.size == Size(width: 320, height: 200))
    }

    @Test func validOffsetsStayTheTables() {
        let rows = RowsViewport.viewport(inTable: table, rowsOriginY: 100, rowsHeight: 150)
        // The table scrolls from -10 (header visible) to 280 - 200 + 20 = 100.
        #expect(
            RowsViewport.tableContentOffsetY(rowsContentOffsetY: rows.minimumContentOffsetY, rowsOriginY: 100)
                == -10)
        #expect(
            RowsViewport.tableContentOffsetY(rowsContentOffsetY: rows.maximumContentOffsetY, rowsOriginY: 100)
                == 100)
    }

    @Test func editingRowAnchorSurvivesTheHeader() {
        var heights = RowHeights(ids: ["a", "b", "c"], estimatedHeight: 50)
        let before = RowsViewport.viewport(inTable: table, rowsOriginY: 100, rowsHeight: heights.totalHeight)
        let anchor = ScrollAnchor(capturing: heights, viewport: before, editingRow: "b")
        heights.setMeasuredHeight(90, for: "a")
        var grown = table
        grown.contentHeight = 320
        let after = RowsViewport.viewport(inTable: grown, rowsOriginY: 100, rowsHeight: heights.totalHeight)
        let offset = RowsViewport.tableContentOffsetY(
            rowsContentOffsetY: anchor.contentOffsetY(restoringIn: heights, from: after), rowsOriginY: 100)
        // Row "b" was at 150 in the table, 110 below the offset 40; it is now at 190, so the offset is 80.
        #expect(offset == 80)
    }

    @Test func badNumbersCountAsZero() {
        let rows = RowsViewport.viewport(inTable: table, rowsOriginY: .nan, rowsHeight: -5)
        #expect(rows.contentOffset.y == 40)
        #expect(rows.contentInset == Insets(top: 10, bottom: 300))
        #expect(rows.contentHeight == 0)
        #expect(RowsViewport.tableContentOffsetY(rowsContentOffsetY: 12, rowsOriginY: .infinity) == 12)
    }

    @Test func shortContentMeansNoFooter() {
        var short = table
        short.contentHeight = 120
        let rows = RowsViewport.viewport(inTable: short, rowsOriginY: 100, rowsHeight: 150)
        #expect(rows.contentInset.bottom == 20)
    }
}
