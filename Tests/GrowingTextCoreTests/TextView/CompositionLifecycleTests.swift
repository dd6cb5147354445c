import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Marked text is the view's text while it is marked (B7): a width change or a new text size while
/// an input method composes measures it like any text, keeps the composition whole, and the commit
/// is measured at the new width and size. The view is 300 points wide (30 characters a line), one
/// line is 20 points, the insets 8 + 8, five lines at most.
@Suite("Scenarios: a composition across a width change and a new text size")
struct CompositionLifecycleTests {
    /// The device rotates to a narrower width while 45 kana are marked: two lines become three,
    /// without animation, the composition still marked; its commit to 20 kanji is two lines at the
    /// new width.
    @Test func aRotationWhileComposingReWrapsTheMarkedText() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.compose(String(repeating: "か", count: 45))
            #expect(view.boundsHeight == 56)
            let animationsBefore = view.animations.count

            view.rotate(toWidth: 150)
            #expect(view.markedRange == 0..<45)
            #expect(view.boundsHeight == 76)
            #expect(view.animations.count == animationsBefore)

            view.commit(String(repeating: "漢", count: 20))
            #expect(view.markedRange == nil)
            #expect(view.text == String(repeating: "漢", count: 20))
            #expect(view.boundsHeight == 56)
            #expect(view.caretIsVisible)
        }
    }

    /// The text size grows (Dynamic Type: the traits change, then the font follows in the text
    /// storage, B13) while 45 kana are marked: the view takes the new line height, the composition
    /// still marked, and its commit is measured with the new font.
    @Test func aNewTextSizeWhileComposingReMeasuresTheMarkedText() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.compose(String(repeating: "か", count: 45))
            #expect(view.boundsHeight == 56)

            view.changeContentSizeCategory(lineHeight: 30)
            #expect(view.markedRange == 0..<45)
            #expect(view.boundsHeight == 76)

            view.commit(String(repeating: "漢", count: 70))  // three lines of 30 points
            #expect(view.markedRange == nil)
            #expect(view.boundsHeight == 106)
            #expect(view.caretIsVisible)
        }
    }
}
