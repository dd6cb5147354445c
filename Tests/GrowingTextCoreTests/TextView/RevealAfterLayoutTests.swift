import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The caret was revealed once, before the bounds caught up, and the text view's own
/// auto-scroll (with the old bounds) then left the content scrolled past its end.
@Suite("Caret revealed after layout")
struct RevealAfterLayoutTests {
    @Test func aPasteThatGrowsToTheMaximumEndsWithTheCaretAtTheBottom() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type((1...10).map(String.init).joined(separator: "\n"))  // ten lines: 216 points
            #expect(view.boundsHeight == 116)
            #expect(view.contentOffsetY == 100)
            #expect(view.contentOffsetY <= view.maximumContentOffsetY)
            #expect(view.caretIsVisible)
        }
    }

    /// Without animation (a cell, Reduce Motion) the bounds follow in the next pass; an animated
    /// change lays the window out at once, inside the animation.
    @Test func theRevealHappensInThePassThatAppliesTheBounds() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.configure { $0.animatesHeightChange = false }
            view.type((1...10).map(String.init).joined(separator: "\n"), layout: false)
            #expect(view.boundsHeight == 36)
            view.turnRunLoop()
            #expect(view.contentOffsetY == 100)
            // A later pass (the user scrolls, which lays the view out) leaves the offset alone.
            view.contentOffsetY = 0
            view.needsLayout = true
            view.turnRunLoop()
            #expect(view.contentOffsetY == 0)
        }
    }
}
