import GrowingTextCore
import Testing

/// A growing text view at its maximum height, inside row 12 of a table, with the keyboard up:
/// the three levels of the article's composition example, with the numbers worked out by hand.
@Suite struct CompositionTests {
    @Test func textViewInRowInTableWithKeyboard() throws {
        // iPhone 390 × 844, table full screen, 91-point navigation bar, 34-point home indicator.
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = KeyboardFrameChange(
            endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curveRawValue: 7)
        let insets = KeyboardAvoidance.bottomInsets(
            for: keyboard, scrollViewFrame: screen, screenBounds: screen, safeAreaBottomInset: 34)
        #expect(insets.contentInsetBottom == 302)

        var rows = RowHeights(ids: 0..<20, estimatedHeight: 60, width: 390)
        var table = Viewport(
            contentOffset: Point(x: 0, y: 300), size: Size(width: 390, height: 844),
            contentInset: Insets(top: 91, bottom: 34 + insets.contentInsetBottom),
            contentHeight: rows.totalHeight)

        // 1. The text view (120 points tall at its maximum, 300 points of text) reveals its caret.
        let caretInText = Rect(x: 40, y: 280, width: 2, height: 20)
        let textView = Viewport(size: Size(width: 358, height: 120), contentHeight: 300)
        let textOffset = CaretVisibility.contentOffsetY(revealing: caretInText, in: textView, margin: 0) ?? 0
        #expect(textOffset == 180)

        // 2. The row grows to the text view plus 8-point paddings; the editing row stays still.
        let anchor = ScrollAnchor(capturing: rows, viewport: table, editingRow: 12)
        let change = rows.setMeasuredHeight(136, for: 12)
        #expect(change?.delta == 76)
        table = anchor.viewport(restoringIn: rows, from: table)
        #expect(table.contentOffset.y == 300)

        // 3. The caret, in the row and then in the table, is revealed above the keyboard.
        let caretInRow = CaretVisibility.caretRect(
            caretInText, inScrollViewWithFrame: Rect(x: 16, y: 8, width: 358, height: 120),
            contentOffsetY: textOffset)
        #expect(caretInRow == Rect(x: 56, y: 108, width: 2, height: 20))
        let rowTop = try #require(rows.offset(of: 12))
        let caretInTable = Rect(
            origin: Point(x: caretInRow.minX, y: rowTop + caretInRow.minY), size: caretInRow.size)
        #expect(CaretVisibility.contentOffsetY(revealing: caretInTable, in: table) == 348)
    }
}
