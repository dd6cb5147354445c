import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The app takes a focused view out of its window (a screen pushed over it, the composer hidden):
/// UIKit ends its editing as it leaves (I2), and the view gets no layout pass until it is back in a
/// window. Nothing is applied to the view while it is out (no bounds change, no animation, no
/// scroll); a height change made meanwhile is applied, and told to the app, in the first pass back
/// in a window. One line is 20 points, the insets 8 + 8, five lines at most.
@Suite("Scenarios: a view removed from its window while focused")
struct RemovalWhileFocusedScenarioTests {
    /// The user typed a line and a Return; the view leaves its window: editing ends there (the
    /// trailing newline trimmed, the app told), and the app's own text set while the view is away
    /// waits for the view to be back.
    @Test func aViewRemovedWhileFocusedResignsAndChangesOnlyBackInAWindow() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear()
            view.type("hello")
            view.type("\n")
            #expect(view.boundsHeight == 56)

            view.removeFromWindow()
            #expect(!view.isEditing)
            #expect(view.text == "hello")
            #expect(view.log.last == "textViewDidEndEditing")
            view.turnRunLoop()
            let bounds = view.boundsHeightChanges.count
            let animations = view.animations.count
            let notifications = view.heightNotifications.count
            let scrollSwitches = view.scrollEnabledChanges.count
            let offset = view.contentOffsetY

            view.setText("line 1\nline 2\nline 3")  // the app restores a draft while the view is away
            view.turnRunLoop()
            #expect(view.boundsHeightChanges.count == bounds)
            #expect(view.animations.count == animations)
            #expect(view.heightNotifications.count == notifications)
            #expect(view.scrollEnabledChanges.count == scrollSwitches)
            #expect(view.contentOffsetY == offset)

            view.moveToWindow()
            #expect(view.boundsHeight == 76)
            #expect(view.animations.count == animations)
            #expect(view.heightNotifications.count == notifications + 1)
            #expect(view.heightNotifications.last?.to == 76)
            #expect(view.heightNotifications.last?.duringLayout == false)
        }
    }

    /// The view leaves its window while dictation streams into it (B20), dictation ending before or
    /// after the view resigns (undocumented: both run): nothing is changed while dictation runs, what
    /// it inserted past the maximum length is cut once the input mode changes, out of the window,
    /// and the view takes the cut text's height in its first pass back in a window.
    @Test(arguments: [false, true])
    func aViewRemovedWhileDictatingIsCutWhenDictationEnds(dictationEndsFirst: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 40, trims: true), variant: variant
            )
            view.appear()
            view.type("12345")
            view.isDictating = true
            view.edit(5..<5, with: "\u{FFFC}")
            view.edit(5..<6, with: String(repeating: "d", count: 60))  // the first result: three lines
            #expect(view.text.count == 65)
            if dictationEndsFirst {
                view.isDictating = false
                view.adapter.inputModeDidChange()
                view.removeFromWindow()
            } else {
                view.removeFromWindow()
                view.isDictating = false
                view.adapter.inputModeDidChange()
            }
            view.turnRunLoop()
            #expect(view.text == "12345" + String(repeating: "d", count: 35))
            #expect(!view.isEditing)

            view.moveToWindow()
            #expect(view.boundsHeight == 56)
            #expect(view.appTextDidChange.last == view.text)
        }
    }
}
