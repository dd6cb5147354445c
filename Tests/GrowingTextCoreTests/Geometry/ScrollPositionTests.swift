import GrowingTextCore
import Testing

@Suite("Scroll position")
struct ScrollPositionTests {
    @Test func contentThatFitsReturnsToTheTopOfItsAlignmentInset() {
        // A text view held open by its minimum, content centred with a 20-point top inset.
        let viewport = Viewport(
            contentOffset: .zero, size: Size(width: 300, height: 100),
            contentInset: Insets(top: 20), contentHeight: 60)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: nil) == -20)
        let caret = Rect(x: 5, y: 8, width: 2, height: 20)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret) == -20)
    }

    @Test func scrollingViewRevealsTheCaretAtTheBottom() {
        let viewport = Viewport(size: Size(width: 300, height: 100), contentHeight: 300)
        let caret = Rect(x: 5, y: 270, width: 2, height: 20)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret, margin: 8) == 198)
    }

    @Test func visibleCaretKeepsTheOffset() {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: 50), size: Size(width: 300, height: 100), contentHeight: 300)
        let caret = Rect(x: 5, y: 90, width: 2, height: 20)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret) == 50)
    }

    @Test func offsetPastTheEndIsClampedWithoutACaret() {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: 250), size: Size(width: 300, height: 100), contentHeight: 300)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: nil) == 200)
    }

    @Test func caretAboveAfterClampingScrollsUp() {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: 250), size: Size(width: 300, height: 100), contentHeight: 300)
        let caret = Rect(x: 5, y: 40, width: 2, height: 20)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: caret, margin: 4) == 36)
    }

    @Test func badOffsetsAndCaretsSettleInRange() {
        var viewport = Viewport(
            contentOffset: Point(x: 0, y: .nan), size: Size(width: 300, height: 100),
            contentInset: Insets(top: 10), contentHeight: 300)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: nil) == -10)
        viewport.contentOffset.y = .infinity
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: nil) == 200)
        viewport.contentOffset.y = 0
        let nanCaret = Rect(x: 0, y: .nan, width: 2, height: 20)
        #expect(ScrollPosition.settledContentOffsetY(in: viewport, revealing: nanCaret) == 0)
    }
}
