import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Scrolling followed the resolved height, not the real bounds, so a view squeezed by
/// constraints clipped its text and could not scroll.
@Suite("Squeezed view scrolls")
struct SqueezedScrollingTests {
    @Test func aViewSqueezedBelowItsHeightScrollsToTheCaret() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
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
    }

    @Test func releasingTheSqueezeTurnsScrollingOffAgain() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
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

    /// The view lays out what the app changed before a new height applies, at the old bounds: that
    /// pass is not a squeeze, so growing below the maximum never switches scrolling on, not even for
    /// one pass (a flash of the scroll indicator, the text jumping), whatever the app lays out in its
    /// `textViewDidChange(_:)`.
    @Test(arguments: [false, true])
    func growingBelowTheMaximumNeverSwitchesScrollingOn(appLaysOut: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLines: 3), variant: variant)
            view.appChangesLayoutOnTextChange = appLaysOut
            view.appear()
            for key in ["a", "\n", "b", "\n"] { view.type(key) }
            #expect(view.boundsHeight == 76)
            #expect(view.scrollEnabledChanges == [])
            view.type("c")
            view.type("\n")
            #expect(view.boundsHeight == 76)
            #expect(view.scrollEnabledChanges == [true])
        }
    }

    /// A host that applies a new height a turn late (a SwiftUI `List` row, a container that sizes
    /// its rows on its own next turn) lays the view out at its old height meanwhile: that is no
    /// squeeze, so typing never switches scrolling on and off, and the caret is in view once the
    /// row has the new height.
    @Test func aHostThatAppliesTheHeightATurnLateNeverFlashesScrolling() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            var heightToApply: Double?
            view.container = { change, _ in heightToApply = change.to }
            view.containerQueueWork = { [unowned view] in
                guard let height = heightToApply else { return false }
                heightToApply = nil
                view.squeezedHeight = height
                view.needsLayout = true
                return true
            }
            view.appear()
            view.squeezedHeight = view.boundsHeight
            for key in ["a", "\n", "b", "\n", "c"] { view.type(key) }
            #expect(view.boundsHeight == 76)
            #expect(view.scrollEnabledChanges == [])
            #expect(view.contentOffsetY == 0)
            #expect(view.caretIsVisible)
        }
    }
}
