import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The growing text view's life in UIKit's event order, against ``TextViewStandIn``.
/// One line is 20 points, the insets 8 + 8: one line is 36 points tall, five lines 116.
@Suite("Text controller scenarios")
struct TextControllerScenarioTests {
    @Test func aNewlineGrowsTheViewInTheNextLayoutPass() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.configure { $0.animatesHeightChange = false }
            #expect(view.boundsHeight == 36)
            view.type("\n", layout: false)
            #expect(view.intrinsicHeight == 56)
            #expect(view.boundsHeight == 36)  // the bounds lag until the pass
            view.turnRunLoop()
            #expect(view.boundsHeight == 56)
            #expect(view.heightChanges.map(\.to) == [36, 56])
            #expect(view.heightChanges.map(\.animated) == [false, false])
            #expect(view.heightNotifications.map(\.to) == [36, 56])
        }
    }

    @Test func anAnimatedNewlineLaysTheWindowOutInsideTheAnimation() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type("\n", layout: false)
            #expect(view.heightChanges.map(\.animated) == [false, true])
            #expect(view.animations.map(\.root) == [.window])
            #expect(view.animations.map(\.duration) == [0.2])
            view.turnRunLoop()
            #expect(view.boundsHeight == 56)
            #expect(view.heightNotifications.map(\.to) == [36, 56])
        }
    }

    @Test func typingPastTheMaximumScrollsWithTheCaretInView() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            for _ in 0..<5 { view.type("\n") }
            #expect(view.boundsHeight == 116)
            #expect(view.isScrollEnabled)
            #expect(view.contentOffsetY == 20)
            #expect(view.caretIsVisible)
            for _ in 0..<5 { view.deleteBackward() }
            #expect(view.boundsHeight == 36)
            #expect(!view.isScrollEnabled)
            #expect(view.contentOffsetY == 0)
        }
    }

    @Test func rotationReWrapsAtTheNewWidthWithoutAnimation() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: String(repeating: "a", count: 50))  // 30 characters a line: 2 lines
            #expect(view.boundsHeight == 56)
            view.rotate(toWidth: 600)  // 60 characters a line: 1 line
            #expect(view.boundsHeight == 36)
            #expect(view.heightChanges.last == HeightChange(from: 56, to: 36, animated: false, duration: 0))
        }
    }

    @Test func dynamicTypeResizesWithoutAnEdit() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: "Hello")
            view.changeContentSize(lineHeight: 30)
            #expect(view.boundsHeight == 46)
            #expect(view.heightChanges.last == HeightChange(from: 36, to: 46, animated: false, duration: 0))
            for _ in 0..<5 { view.type("\n") }
            #expect(view.boundsHeight == 166)  // five 30-point lines
        }
    }

    @Test func textSetInCodeDoesNotAnimateAndShowsTheCaret() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.setText(String(repeating: "x\n", count: 9) + "x")
            #expect(view.boundsHeight == 116)
            #expect(view.isScrollEnabled)
            #expect(view.heightChanges.last?.animated == false)
            #expect(view.caretIsVisible)
        }
    }

    @Test func aPasteWithinTheLimitIsAcceptedAsProposed() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.appear()
            view.type("abc")
            view.type("defg")
            #expect(view.text == "abcde")
            #expect(view.caret == 5)
        }
    }
}
