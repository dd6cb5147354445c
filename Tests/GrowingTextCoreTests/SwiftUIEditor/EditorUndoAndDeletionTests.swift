import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Deleting a selection, undo and redo in a SwiftUI editor: each reaches the binding once, as an
/// edit of the text view (``EditorViewStandIn`` hosts a ``TextViewStandIn`` running the text view's
/// own adapter and UIKit's undo manager, B19), and the update that follows leaves the view as it is.
/// Every scenario runs under each ``SwiftUIVariant``; undo and redo, which UIKit reports like a key,
/// also under each ``UIKitVariant``. At 390 points a line holds 37 characters.
@Suite("Scenarios: deletion, undo and redo in the SwiftUI editor")
struct EditorUndoAndDeletionTests {
    /// A selection deleted reaches the binding once, the caret stays where the selection began, and
    /// the editor shrinks to the lines left.
    @Test func deletingASelectionReachesTheBindingOnce() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let text = "Meet me at the station, not at the airport, tomorrow"
            let host = EditorHostStandIn.focusedEditor(variant, text: text)
            #expect(host.view.adapter.sizeThatFits(proposedWidth: 390) == Size(width: 390, height: 56))
            host.view.deleteSelection(24..<44)
            #expect(host.view.text == "Meet me at the station, tomorrow")
            #expect(host.text == "Meet me at the station, tomorrow")
            #expect(host.textWrites == ["Meet me at the station, tomorrow"])
            #expect(host.view.selection == 24..<24)
            #expect(host.view.textWritesInCode == 1)
            #expect(host.proposedSizes.last == Size(width: 390, height: 36))
        }
    }

    /// A selection deleted while a prediction shows: the prediction is dropped, and the binding gets
    /// what is left of what the user typed.
    @Test func deletingASelectionWhileAPredictionShows() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "")
            for character in "mes" { host.view.type(String(character)) }
            host.view.deleteSelection(0..<2)
            #expect(host.view.text == "s")
            #expect(host.view.marked == nil)
            #expect(host.text == "s")
            #expect(host.textWrites == ["m", "me", "mes", "s"])
        }
    }

    /// Undo brings a deleted selection back and redo deletes it again; each reaches the binding once
    /// and the view is never rewritten from the binding.
    @Test func undoAndRedoOfADeletionReachTheBinding() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(variant, uikit: uikit, text: "hello world")
                host.view.deleteSelection(5..<11)
                #expect(host.text == "hello")
                host.view.undo()
                #expect(host.view.text == "hello world")
                #expect(host.text == "hello world")
                host.view.redo()
                #expect(host.view.text == "hello")
                #expect(host.text == "hello")
                #expect(host.textWrites == ["hello", "hello world", "hello"])
                #expect(host.view.textWritesInCode == 1)
            }
        }
    }

    /// An update that comes after an undo and before the text view settled it (the app changed
    /// other state in the same turn, and SwiftUI updates before the text view's layout pass or the
    /// end of the undo group a turn later) leaves the undone text: the binding has not heard of the
    /// undo yet, and its value is no write of the app's. The undo here takes back a paste the view
    /// cut at the maximum length, so the text view settles it once the whole group has run: whether
    /// or not the text view hears the end of the undo group (B26, V11), the binding then gets the
    /// undone text once.
    @Test func anUpdateBeforeTheUndoSettlesLeavesTheUndoneText() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                for postsUndoGroupEnd in [true, false] {
                    let host = EditorHostStandIn.focusedEditor(
                        variant, uikit: uikit, text: "hey", maximumLength: 5)
                    host.view.textView.postsUndoGroupEnd = postsUndoGroupEnd
                    host.view.type(" you all")
                    host.view.textView.undo(layout: false)
                    host.appChanges { $0.environmentFont = "body" }
                    #expect(host.view.text == "hey")
                    #expect(host.text == "hey")
                    #expect(host.textWrites == ["hey y", "hey"])
                }
            }
        }
    }

    /// A paste cut at the maximum length, undone and redone: one undo takes back the paste with its
    /// cut, redo brings the cut paste back, nothing is cut while they run, the binding ends with each
    /// text, and the view is never rewritten from the binding.
    ///
    /// One undo (or redo) is one change for the binding: UIKit reports each step of an undo group
    /// (B19), and the cut's inverse is a step of its own, but the binding is written once per group,
    /// with the text the group left, never with the uncut paste over the maximum length; whether or
    /// not the undo manager's end of the group reaches the text view (B26, V11).
    @Test func undoAndRedoOfACutPasteEndWithTheirText() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                for postsUndoGroupEnd in [true, false] {
                    let host = EditorHostStandIn.focusedEditor(
                        variant, uikit: uikit, text: "hey", maximumLength: 5)
                    host.view.textView.postsUndoGroupEnd = postsUndoGroupEnd
                    host.view.type(" you all")
                    #expect(host.text == "hey y")
                    host.view.undo()
                    #expect(host.view.text == "hey")
                    #expect(host.text == "hey")
                    host.view.redo()
                    #expect(host.view.text == "hey y")
                    #expect(host.text == "hey y")
                    #expect(host.textWrites == ["hey y", "hey", "hey y"])
                    #expect(host.view.textWritesInCode == 1)
                }
            }
        }
    }

    /// An undo with nothing to undo changes nothing and writes nothing.
    @Test func anUndoWithNothingToUndoWritesNothing() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "draft")
            host.view.undo()
            host.view.redo()
            #expect(host.view.text == "draft")
            #expect(host.textWrites.isEmpty)
        }
    }
}
