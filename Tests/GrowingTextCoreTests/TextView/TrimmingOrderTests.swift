import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Trimming ran after the app's `textViewDidEndEditing` and replaced the text in a way that
/// cleared undo. The trim was once never measured, and the app heard of it 2-3 times. The
/// trim deletes the blank end, then the blank start, before editing ends (what lies between keeps
/// its attributes), measured and reported once under every variant, undone at once.
@Suite("Trimming before editing ends")
struct TrimmingOrderTests {
    @Test func theAppHearsOfTheTrimOnceBeforeEditingEnds() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear(text: "  hi \n\n\n\n")
            #expect(view.boundsHeight == 116)
            view.log = []
            view.endEditing()
            #expect(view.text == "hi")
            #expect(view.log.filter { $0 == "textViewDidChange" }.count == 1)
            #expect(
                view.log.firstIndex(of: "textViewDidChange") ?? .max
                    < view.log.firstIndex(of: "textViewDidEndEditing") ?? .min)
            #expect(view.boundsHeight == 36)  // measured again
        }
    }

    /// The trim's two deletions are one change: one undo brings both blank ends back.
    @Test func oneUndoBringsBothBlankEndsBack() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear(text: "  hi \n")
            view.endEditing()
            #expect(view.text == "hi")
            view.undo()
            #expect(view.text == "  hi \n")
        }
    }

    /// The app's delegate refuses to end editing (its `textViewShouldEndEditing(_:)` validates):
    /// the view stays first responder with the text as the user left it, and the trim waits for an
    /// end of editing that happens. The delegate is asked only when there is something to trim.
    @Test func aRefusedEndOfEditingTrimsNothing() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear()
            view.type("hi  ")
            view.appTextDidChange.removeAll()
            view.appAnswersShouldEndEditing = false
            view.endEditing()
            #expect(view.text == "hi  ")
            #expect(view.isEditing)
            #expect(view.appTextDidChange.isEmpty)
            view.appAnswersShouldEndEditing = true
            view.endEditing()
            #expect(view.text == "hi")
            #expect(!view.isEditing)
            #expect(view.appTextDidChange == ["hi"])
            #expect(view.shouldEndEditingAsks == 4)
        }
    }

    /// Editing ends with an inline prediction still marked: the view never edits the text under
    /// marked text (B28), so nothing is trimmed; what UIKit does with the prediction as the view
    /// resigns is its own (E10).
    @Test func nothingIsTrimmedWhileAPredictionIsMarked() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.appear()
            view.type("  hi")
            view.predict("gh")
            view.endEditing()
            #expect(view.text == "  high")
            #expect(!view.isEditing)
        }
    }

    @Test func nothingToTrimChangesNothing() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration(trims: true))
        #expect(controller.handle(.editingWillEnd(text: "hi")).isEmpty)
        // The blank end, then the blank start, deleted: what lies between keeps its attributes.
        #expect(
            controller.handle(.editingWillEnd(text: " hi\n"))
                == [
                    .replaceText(range: 3..<4, with: "", caret: nil),
                    .replaceText(range: 0..<1, with: "", caret: nil),
                ])
        #expect(
            controller.handle(.editingWillEnd(text: "hi  "))
                == [.replaceText(range: 2..<4, with: "", caret: nil)])
        #expect(
            controller.handle(.editingWillEnd(text: "\n\nhi"))
                == [.replaceText(range: 0..<2, with: "", caret: nil)])
    }
}
