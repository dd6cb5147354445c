import GrowingTextCore
import Testing

@Suite struct CaretVisibilityTests {
    /// Offset 100, 400 tall, top inset 20, keyboard inset 300: the visible span is 120...200.
    let viewport = Viewport(
        contentOffset: Point(x: 0, y: 100), size: Size(width: 320, height: 400),
        contentInset: Insets(top: 20, bottom: 300), contentHeight: 2000)

    @Test func visibleCaretNeedsNoScroll() {
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 5, y: 150, width: 2, height: 20), in: viewport)
                == nil)
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 5, y: 128, width: 2, height: 64), in: viewport)
                == nil)
    }

    @Test func caretAboveScrollsUpByTheMinimum() {
        // 110 - 8 margin - 20 inset = 82.
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 5, y: 110, width: 2, height: 20), in: viewport)
                == 82)
        #expect(
            CaretVisibility.contentOffsetY(
                revealing: Rect(x: 5, y: 110, width: 2, height: 20), in: viewport, margin: 0)
                == 90)
    }

    @Test func caretBelowScrollsDownByTheMinimum() {
        // The caret bottom 215 + 8 margin must reach the span bottom 200: +23.
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 5, y: 195, width: 2, height: 20), in: viewport)
                == 123)
    }

    @Test func caretTallerThanTheSpanAlignsItsBottom() {
        // An 80-point span and a 200-point selection: its bottom 300 goes to the span bottom.
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: 100, width: 2, height: 200), in: viewport)
                == 200)
        // Caret plus margins taller than the span: the margin shrinks to (80 - 70) / 2 = 5.
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: 300, width: 2, height: 70), in: viewport)
                == 275)
    }

    @Test func resultIsClamped() {
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: 0, width: 2, height: 20), in: viewport)
                == -20)
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: 1990, width: 2, height: 20), in: viewport)
                == 1900)
        // Already at the top of the content: nothing to do even though the margin is not met.
        let top = viewport.withContentOffsetY(-20)
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: 2, width: 2, height: 20), in: top) == nil)
    }

    @Test func badInputAsksForNothingOrIsNormalised() {
        #expect(
            CaretVisibility.contentOffsetY(revealing: Rect(x: 0, y: .nan, width: 2, height: 20), in: viewport)
                == nil)
        #expect(
            CaretVisibility.contentOffsetY(
                revealing: Rect(x: 0, y: .infinity, width: 2, height: 20), in: viewport) == nil)
        #expect(
            CaretVisibility.contentOffsetY(
                revealing: Rect(x: 0, y: 110, width: 2, height: 20), in: viewport, margin: .nan)
                == 90)
        #expect(
            CaretVisibility.contentOffsetY(
                revealing: Rect(x: 0, y: 110, width: 2, height: -20), in: viewport, margin: -4)
                == 90)
        // A huge margin shrinks to what fits: (80 - 20) / 2 = 30.
        #expect(
            CaretVisibility.contentOffsetY(
                revealing: Rect(x: 0, y: 110, width: 2, height: 20), in: viewport, margin: 1e9)
                == 60)
    }

    @Test func convertsFromAnInnerScrollView() {
        let caret = Rect(x: 4, y: 130, width: 2, height: 20)
        let inRow = CaretVisibility.caretRect(
            caret, inScrollViewWithFrame: Rect(x: 16, y: 8, width: 288, height: 100), contentOffsetY: 50)
        #expect(inRow == Rect(x: 20, y: 88, width: 2, height: 20))
    }
}
