import GrowingTextCore
import Testing

/// Issue 9: scrolling followed the resolved height, not the real bounds, so a view squeezed by
/// constraints clipped its text and could not scroll.
@Suite("Squeezed view scrolls")
struct SqueezedScrollingTests {
    @Test(arguments: UIKitVariant.all)
    func aViewSqueezedBelowItsHeightScrollsToTheCaret(variant: UIKitVariant) {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: nil), variant: variant)
        view.squeezedHeight = 76
        view.appear()
        for _ in 0..<4 { view.type("\n") }  // five lines: 116 points of content in 76
        #expect(view.intrinsicHeight == 116)
        #expect(view.boundsHeight == 76)
        #expect(view.isScrollEnabled)
        #expect(view.contentOffsetY == 40)
        #expect(view.caretIsVisible)
    }

    @Test(arguments: UIKitVariant.all)
    func releasingTheSqueezeTurnsScrollingOffAgain(variant: UIKitVariant) {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: nil), variant: variant)
        view.squeezedHeight = 76
        view.appear(text: "1\n2\n3\n4\n5")
        #expect(view.isScrollEnabled)
        view.squeezedHeight = nil
        view.needsLayout = true
        view.turnRunLoop()
        #expect(view.boundsHeight == 116)
        #expect(!view.isScrollEnabled)
        #expect(view.contentOffsetY == 0)
    }
}
