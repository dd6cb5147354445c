import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Text set in code registers no undo action, and the undo manager's earlier actions outlive it
/// (I1): each would replay an edit of the text that was there before, at its offsets, over text it
/// never saw. Text set in code therefore ends the view's undo history: an undo after it changes
/// nothing, and what the user types next is undoable again.
@Suite("Scenarios: the undo history across text set in code")
struct UndoHistoryScenarioTests {
    /// A composer's Send: the user typed a message, the app clears the view in code. An undo or a
    /// redo then leaves it empty.
    @Test func anUndoAfterTheAppClearsTheTextChangesNothing() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type("hello")
            view.type(" world")
            view.setText("")
            view.undo()
            #expect(view.text == "")
            view.redo()
            #expect(view.text == "")
            #expect(!view.canUndo)
        }
    }

    /// The view's own cut registers its inverse (B19); text set in code after it ends that history
    /// too, and the next key is undone alone.
    @Test func aCutsInverseNeverReachesTextSetInCodeAfterIt() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.appear()
            view.paste("abcdefgh")
            #expect(view.text == "abcde")
            view.setText("12")
            view.type("3")
            view.undo()
            #expect(view.text == "12")
            view.undo()
            #expect(view.text == "12")
        }
    }

    /// Text set in code that equals the text (an app applying attributes again, a binding written
    /// back) is no change: the undo history stays, and undo goes on from where the user left it;
    /// also when UIKit's `text` setter runs the view's `attributedText` setter inside it.
    @Test(arguments: [false, true])
    func theSameTextSetInCodeKeepsTheUndoHistory(nestingSetters: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type("hello")
            view.type(" world")
            view.setText("hello world", nestingSetters: nestingSetters)
            view.undo()
            #expect(view.text == "hello")
            view.undo()
            #expect(view.text == "")
        }
    }

    /// An app that sets the text in code from its `textViewDidChange(_:)` does so inside an undo,
    /// where UIKit reports the undo's step: the history it ends is ended on the next turn, never
    /// while the undo manager runs the group (I7). Nothing is left to undo or redo then.
    @Test(arguments: [true, false])
    func textSetInCodeDuringAnUndoEndsTheHistoryAfterIt(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.postsUndoGroupEnd = postsUndoGroupEnd
            view.appear()
            view.type("hello")
            view.type(" world")
            view.appReactsToTextChange = { view in
                if view.text == "hello" { view.setText("Hello", layout: false) }
            }
            view.undo()
            #expect(view.text == "Hello")
            #expect(!view.canUndo)
            #expect(!view.canRedo)
        }
    }

    /// The view tells the app of an undo of its own change (the trim) once the undo group is over
    /// (B26): text the app sets in code then ends the history at once or on the next turn, never
    /// while the undo manager runs the group (I7).
    @Test(arguments: [true, false])
    func textSetInCodeWhenTheViewReportsAnUndoEndsTheHistoryAfterIt(postsUndoGroupEnd: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(trims: true), variant: variant)
            view.postsUndoGroupEnd = postsUndoGroupEnd
            view.appear()
            view.type("hello  ")
            view.endEditing()
            #expect(view.text == "hello")
            view.appReactsToTextChange = { view in
                if view.text == "hello  " { view.setText("draft", layout: false) }
            }
            view.undo()
            #expect(view.text == "draft")
            #expect(!view.canUndo)
            #expect(!view.canRedo)
        }
    }

    /// A view whose undo manager is its window's shares it with the app's own actions (I5): text set
    /// in code ends the view's history, and the app's action, registered after the user's edit, is
    /// still the one an undo runs. The view's own cut goes with the history.
    @Test func textSetInCodeLeavesTheAppsActionsOnASharedUndoManager() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.usesWindowsUndoManager = true
            view.appear()
            view.paste("abcdefgh")
            view.registerAppUndoAction()
            view.setText("12")
            view.undo()
            #expect(view.appUndoActionsRun == 1)
            #expect(view.text == "12")
        }
    }

    /// The view cut a paste on the window's undo manager, which keeps its targets unowned (I8), then
    /// the app pops its screen and lets the view go: UIKit takes its own actions for the view with it,
    /// and the cut's inverse must not be left with a freed target. An undo in the window afterwards
    /// reaches nothing of the view.
    @Test(arguments: [TextViewStandIn.UndoStep.Target.textSystem, .textStorage, .view])
    func aCutsInverseNeverOutlivesItsTarget(keysTarget: TextViewStandIn.UndoStep.Target) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.usesWindowsUndoManager = true
            view.typingUndoTarget = keysTarget
            view.appear()
            view.paste("abcdefgh")
            #expect(view.text == "abcde")
            view.removeFromWindow()
            view.release()
            view.undo()
            #expect(view.text == "abcde")
        }
    }

    /// A reused cell is configured before it is displayed, its text view out of a window, where a
    /// view whose undo manager is the window's has none (I9): text set in code there cannot remove the
    /// previous row's keys, filed under the view or its text storage (I6). It ends the history once
    /// the view is back in a window, so an undo in the new row does not replay them over its text.
    @Test(arguments: [TextViewStandIn.UndoStep.Target.textStorage, .view])
    func textSetInCodeOutOfAWindowEndsTheHistoryBackInOne(keysTarget: TextViewStandIn.UndoStep.Target) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.usesWindowsUndoManager = true
            view.typingUndoTarget = keysTarget
            view.appear()
            view.type("hello")
            view.type(" world")
            view.removeFromWindow()
            view.setText("row 30")
            view.moveToWindow()
            view.undo()
            #expect(view.text == "row 30")
            #expect(!view.canUndo)
        }
    }

    /// The view's own undo manager holds the inverses UIKit registered for the user's keys, which
    /// target UIKit's text machinery, not the view (I5): text set in code removes them too.
    @Test func textSetInCodeRemovesUIKitsOwnActionsFromTheViewsUndoManager() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type("hello")
            view.setText("hi")
            #expect(!view.canUndo)
            view.undo()
            #expect(view.text == "hi")
        }
    }

    /// On an undo manager shared with the window, the app registered an action of its own, then the
    /// user typed: UIKit registered the keys' inverses with its text storage or with the view (I6).
    /// Text set in code removes them with the view's history: an undo then runs the app's action and
    /// leaves the app's text alone, and nothing is left to undo.
    @Test(arguments: [TextViewStandIn.UndoStep.Target.textStorage, .view])
    func textSetInCodeRemovesTheKeysInversesFromASharedUndoManager(
        keysTarget: TextViewStandIn.UndoStep.Target
    ) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            #expect(
                typeThenSetText(variant: variant, keysTarget: keysTarget)
                    == UndoEnd(text: "hi", appUndoActionsRun: 1, canUndo: false))
        }
    }

    /// When UIKit registers the keys' inverses with private objects of its own (I6), text set in code
    /// cannot remove them from a shared undo manager: the next undo replays the user's keys over the
    /// app's text. A known gap, recorded here so that it is seen when it changes. UIKit's variants do
    /// not change it: the scenario ends alike under every behaviour of theirs it reads, so the gap is
    /// one known issue.
    @Test func keysInversesRegisteredWithUIKitsOwnObjectsOutliveTextSetInCode() {
        var ends: Set<UndoEnd> = []
        forEachBehaviour(of: UIKitVariant.all) { variant in
            ends.insert(typeThenSetText(variant: variant, keysTarget: .textSystem))
        }
        #expect(ends.count == 1)
        withKnownIssue("UIKit's private undo targets cannot be named", isIntermittent: false) {
            #expect(ends == [UndoEnd(text: "hi", appUndoActionsRun: 1, canUndo: false)])
        }
    }

    /// An app that rewrites the text in its `textViewDidChange(_:)` (newlines to spaces) sets it
    /// while the key's undo group is still open (UIKit groups one event's registrations, B19; what a
    /// removal does to that open group is C, I12: the stand-in lets it land after the removal). The
    /// history ends on the next turn, once that group is closed: an undo replays no key over the
    /// app's text.
    @Test func textSetInCodeInsideAKeysEventEndsTheHistoryAfterTheKey() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.appReactsToTextChange = { view in
                let formatted = view.text.replacing("\n", with: " ")
                if formatted != view.text { view.setText(formatted, layout: false) }
            }
            view.type("a")
            view.type("\n")
            #expect(view.text == "a ")
            view.undo()
            #expect(view.text == "a ")
            #expect(!view.canUndo)
        }
    }

    /// How an undo after text set in code left the view and the app, and what the stand-in found
    /// wrong on the way.
    private struct UndoEnd: Hashable {
        var text: String
        var appUndoActionsRun: Int
        var canUndo: Bool
        var standInFailures: [String] = []
    }

    /// The app registers an undo action on the window's undo manager, the user types, the app sets
    /// the text in code, then an undo.
    private func typeThenSetText(variant: UIKitVariant, keysTarget: TextViewStandIn.UndoStep.Target)
        -> UndoEnd
    {
        let failures = FailureCollector()
        return StandInFailures.collecting(into: failures) {
            let view = TextViewStandIn(variant: variant)
            view.usesWindowsUndoManager = true
            view.typingUndoTarget = keysTarget
            view.appear()
            view.registerAppUndoAction()
            view.type("hello")
            view.type(" world")
            view.setText("hi")
            view.undo()
            return UndoEnd(
                text: view.text, appUndoActionsRun: view.appUndoActionsRun, canUndo: view.canUndo,
                standInFailures: failures.failures)
        }
    }

    /// The controller's side: text set in code owes the history an end, which comes on the main
    /// queue's next turn (never at once: the event that set the text may have its undo group open,
    /// I12), a turn later again while the undo manager runs a group, and once the view has an undo
    /// manager again; then nothing more is owed.
    @Test func theControllerDecidesWhenTheHistoryEnds() {
        typealias State = GrowingTextController.UndoManagerState
        let idle = State(isUndoingOrRedoing: false, isReachable: true)
        let undoing = State(isUndoingOrRedoing: true, isReachable: true)
        let outOfAWindow = State(isUndoingOrRedoing: false, isReachable: false)
        var controller = GrowingTextController()
        #expect(controller.undoHistoryEndIsDue(idle) == .none)
        #expect(controller.undoHistoryEndRequested() == .onNextTurn)
        #expect(controller.undoHistoryEndIsDue(idle) == .now)
        #expect(controller.undoHistoryEndIsDue(idle) == .none)
        #expect(controller.undoHistoryEndRequested() == .onNextTurn)
        #expect(controller.undoHistoryEndIsDue(undoing) == .onNextTurn)
        #expect(controller.undoHistoryEndIsDue(outOfAWindow) == .none)
        #expect(controller.endsUndoHistory)
        #expect(controller.undoHistoryEndIsDue(idle) == .now)
        #expect(!controller.endsUndoHistory)
    }
}
