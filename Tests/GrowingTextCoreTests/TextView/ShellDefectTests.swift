import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Behaviours the UIKit shell once got wrong, each as a scenario of the production adapter against
/// the UIKit stand-in, under every variant of UIKit's uncertain behaviours. One line is 20 points,
/// the insets 8 + 8, five lines at most (116 points).
@Suite("Scenarios: the UIKit shell's wiring")
struct ShellDefectTests {
    /// The limit was applied only in `shouldChangeTextIn` by a proxy that UIKit does not reach
    /// when it sends the edit hooks to what the `delegate` getter returns (V2), and not at all with
    /// no app delegate. Now the cut follows the change itself, whatever the delegate.
    @Test func theMaximumLengthHoldsForTypingAndPaste() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 10), variant: variant)
            view.appear()
            view.type("12345678")
            view.type("9")
            view.type("ab")
            #expect(view.text == "123456789a")
            view.caret = 3
            view.paste(String(repeating: "x", count: 2_000))
            #expect(view.text == "123456789a")
            #expect(view.caret == 3)
            #expect(view.announcements == ["Character limit reached: 10.", "Character limit reached: 10."])
        }
    }

    /// After the view cut a paste to the limit, nothing measured again (UIKit may not report a
    /// change made by code: V1), so a 2,000-character paste cut to 1,000 left a one-line composer
    /// with the caret hidden, and SwiftUI's binding (the app's `textViewDidChange`) missed the cut.
    @Test func aCutPasteIsMeasuredAndReportedOnce() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 1_000), variant: variant)
            view.appear()
            view.paste(String(repeating: "word ", count: 400))  // 2,000 characters
            #expect(view.text.count == 1_000)
            #expect(view.boundsHeight == 116)
            #expect(view.isScrollEnabled)
            #expect(view.caretIsVisible)
            #expect(view.contentOffsetY <= view.maximumContentOffsetY)
            // The paste as UIKit reported it (V3: the cut may already be done when the app's delegate
            // hears of it), then the cut, once; the app ends with the view's text.
            #expect(view.appTextDidChange.count == 2)
            #expect(view.appTextDidChange.last?.count == 1_000)
        }
    }

    /// A table cell's row grew a run-loop turn after the edit, so the layout pass between
    /// squeezed the text view into its old row: scrolling turned on, scrolled, and snapped back. Now
    /// the container hears of the change in the same turn as the edit.
    @Test func theRowGrowsInTheSameTurnAsTheEdit() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.configure { $0.animatesHeightChange = false }  // a cell's text view does not animate
            // The cell: its row is as tall as the text view was when it last resized the row.
            view.container = { [unowned view] change, _ in view.squeezedHeight = change.to }
            view.appear()
            for _ in 0..<3 { view.type("\n") }
            #expect(view.boundsHeight == 96)
            #expect(view.containerResizes.map(\.duringLayout) == [false, false, false, false])
            #expect(view.containerResizes.map(\.byEditing) == [false, true, true, true])
            #expect(view.scrollEnabledChanges.isEmpty)
            #expect(view.contentOffsetY == 0)
        }
    }

    /// An undo's change was measured as a key the user typed, so a cell's list was resized at once,
    /// even when the view settled the undo as it resigned inside the list's update (a row deleted
    /// as the app reacts to the undo). Now the undo's change is not typed: the container resizes
    /// for it on a later turn, and the next key is typed again. Three Returns, one undone, one more.
    @Test(arguments: [true, false])
    func anUndoIsNoTypedChange(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.postsUndoGroupEnd = postsUndoGroupEnd
            view.appear()
            for _ in 0..<3 { view.type("\n") }
            view.undo()
            view.type("\n")
            #expect(view.containerResizes.map(\.change.to) == [36, 56, 76, 96, 76, 96])
            #expect(view.containerResizes.map(\.byEditing) == [false, true, true, true, false, true])
        }
    }

    /// The controller's side: the change measured after ``GrowingTextController/Event/undoGroupEnded``
    /// resizes the container on a later turn; the next one measured for an edit at once.
    @Test func theChangeMeasuredAfterAnUndoGroupEndsIsNotTyped() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let state = GrowingTextController.ScrollState(bounds: Size(width: 300, height: 36))
        func measured(lines: Double) -> GrowingTextController.Measurement {
            .init(width: 300, contentHeight: 16 + 20 * lines)
        }
        _ = controller.handle(.contentMeasured(measured(lines: 1), state, reason: .textSetInCode))
        #expect(controller.handle(.undoGroupEnded).isEmpty)
        func resizes(_ effects: [GrowingTextController.Effect]) -> [String] {
            effects.compactMap {
                guard case .resizeContainer(let change, let byEditing) = $0 else { return nil }
                return "\(change.from) → \(change.to), byEditing: \(byEditing)"
            }
        }
        let undone = controller.handle(.contentMeasured(measured(lines: 2), state, reason: .edit))
        #expect(resizes(undone) == ["36.0 → 56.0, byEditing: false"])
        let typed = controller.handle(.contentMeasured(measured(lines: 3), state, reason: .edit))
        #expect(resizes(typed) == ["56.0 → 76.0, byEditing: true"])
    }

    /// The controller holds an undo's steps until its group ends: one change to settle, reported to
    /// the app by the view only when the last step was the view's own; nothing once settled, nor
    /// after text set in code replaced what the undo left.
    @Test func theControllerHoldsAnUndoUntilItsGroupEnds() {
        var controller = GrowingTextController()
        #expect(controller.undoGroupEnds() == nil)
        controller.undoStepReported(madeByView: false)
        controller.undoStepReported(madeByView: true)
        #expect(controller.undoGroupEnds() == .init(appMissesText: true))
        #expect(controller.undoGroupEnds() == nil)
        controller.undoStepReported(madeByView: false)
        #expect(controller.undoGroupEnds() == .init(appMissesText: false))
        controller.undoStepReported(madeByView: true)
        controller.undoGroupReplacedByTextSetInCode()
        #expect(controller.undoGroupEnds() == nil)
    }

    /// An animated height change laid the window out inside the animation after the app's
    /// `textViewDidChange` (V3: the delegate may hear first), so what the app changed there (a
    /// counter, a send button) animated and stretched too. Now the root is laid out first.
    @Test func whatTheAppChangedDoesNotAnimateWithTheHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.appChangesLayoutOnTextChange = true
            view.type("\n")
            #expect(view.animations.count == 1)
            #expect(view.appLayoutChangesAnimated == [false])
            // The height itself animates: the bounds reach 56 inside the animation, never before it,
            // even when UIKit invalidated the intrinsic size during the edit (V8) and the layout forced
            // before the animation reads it again.
            #expect(view.boundsHeightChanges.map(\.to) == [36, 56])
            #expect(view.boundsHeightChanges.map(\.animated) == [false, true])
        }
    }

    /// Hosted by SwiftUI with autoresizing masks, the view wrote its own frame height outside
    /// SwiftUI's transaction. SwiftUI owns the frame; frame layout outside SwiftUI still gets it.
    @Test func underSwiftUITheViewNeverWritesItsFrame() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.usesFrameLayout = true
            view.configure { $0.isHostedBySwiftUI = true }
            view.appear()
            view.type("\n")
            #expect(view.frameHeightWrites.isEmpty)

            let framed = TextViewStandIn(variant: variant)
            framed.usesFrameLayout = true
            framed.appear()
            framed.type("\n")
            #expect(framed.frameHeightWrites == [56])
            #expect(framed.boundsHeight == 56)
        }
    }

    /// A reused cell kept its text view's inner scroll offset: text set in code only clamped
    /// it, so the next long note showed its middle. The cell's `prepareForReuse()` sends it back to
    /// the top.
    @Test func aReusedCellStartsAtTheTop() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: (1...10).map(String.init).joined(separator: "\n"))
            view.contentOffsetY = 60  // the user scrolled inside the old row's note
            view.isEditing = false
            view.adapter.prepareForReuse()
            view.setText((11...20).map(String.init).joined(separator: "\n"))
            #expect(view.contentOffsetY == 0)
            #expect(view.isScrollEnabled)
        }
    }

    /// Text set in code is never cut, even when UIKit reports it like an edit (V7).
    @Test func textSetInCodeIsNeverCut() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 3), variant: variant)
            view.appear(text: "abcdef")
            #expect(view.text == "abcdef")
            view.deleteBackward()
            #expect(view.text == "abcde")
            view.type("x")
            #expect(view.text == "abcde")
        }
    }
}
