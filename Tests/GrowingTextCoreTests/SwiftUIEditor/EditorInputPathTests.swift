import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The editing paths of the text view under the SwiftUI editor that the editor adds nothing to but
/// the binding: a selection cut, an autocorrection, undo and redo, dictation, a drop and a Writing
/// Tools rewrite. The editor's text view runs the text view's own adapter (E7), so each is measured
/// and cut as in a view on its own; what these scenarios add is that the binding ends with the
/// view's text, gets each change once, and is never written while SwiftUI updates (S3).
@Suite("Scenarios: editing paths through the SwiftUI editor")
struct EditorInputPathTests {
    /// The user selects "brave " and cuts it (or deletes it): the binding gets the shorter text once,
    /// and the update that follows leaves the view as it is.
    @Test func aSelectionCutReachesTheBindingOnce() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "hello brave world")
            host.view.textView.cut(6..<12)
            host.turnRunLoop()
            #expect(host.view.text == "hello world")
            #expect(host.text == "hello world")
            #expect(host.textWrites == ["hello world"])
            #expect(host.view.textWritesInCode == 1)  // makeUIView's only
        }
    }

    /// An autocorrection that lengthens the text past the maximum length ("im" → "I'm" at 10) is cut
    /// at its end like a key, and the binding gets the cut text once, whatever UIKit reports.
    @Test func anAutocorrectionPastTheLimitReachesTheBindingCut() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(
                    variant, uikit: uikit, text: "ok im here", maximumLength: 10)
                host.view.textView.autocorrect(3..<5, with: "I'm")
                host.turnRunLoop()
                #expect(host.view.text == "ok I' here")
                #expect(host.text == "ok I' here")
                #expect(host.textWrites == ["ok I' here"])
            }
        }
    }

    /// Undo and redo reach the binding like edits: it follows the view through both.
    @Test func undoAndRedoReachTheBinding() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(variant, uikit: uikit)
                host.view.textView.type("hello ")
                host.view.textView.type("world")
                host.turnRunLoop()
                #expect(host.text == "hello world")
                host.view.textView.undo()
                host.turnRunLoop()
                #expect(host.view.text == "hello ")
                #expect(host.text == "hello ")
                host.view.textView.redo()
                host.turnRunLoop()
                #expect(host.view.text == "hello world")
                #expect(host.text == "hello world")
                #expect(host.textWrites == ["hello ", "hello world", "hello ", "hello world"])
            }
        }
    }

    /// Dictation streams its results into the view (B20); once it ends, what it inserted past the
    /// maximum length is cut, and the binding ends with the view's text.
    @Test func dictationEndsWithTheBindingHoldingTheCutText() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(
                    variant, uikit: uikit, text: "12345", maximumLength: 10)
                host.view.textView.dictate(["hello", "hello world"])
                host.turnRunLoop()
                #expect(host.view.text == "12345hello")
                #expect(host.text == "12345hello")
                #expect(host.textWrites.last == "12345hello")
            }
        }
    }

    /// A drop UIKit tells like a paste (I3) reaches the binding once, cut at the maximum length.
    @Test func aDropReachesTheBindingCut() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "abcdef", maximumLength: 10)
            host.view.textView.drop("123456", at: 3, report: .likeAPaste)
            host.turnRunLoop()
            #expect(host.view.text == "abc1234def")
            #expect(host.text == "abc1234def")
            #expect(host.textWrites == ["abc1234def"])
        }
    }

    /// A Writing Tools session rewrites the text in two steps told like keys (I4), within the
    /// maximum length: the binding follows each step and ends with the rewrite.
    @Test func aWritingToolsRewriteReachesTheBinding() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "make it longer", maximumLength: 200)
            let first = "Please make this message longer."
            let second = "Please make this message a good deal longer than it was."
            host.view.textView.writeWithWritingTools(
                [(0..<14, first), (0..<first.utf16.count, second)], report: .likeAKey)
            host.turnRunLoop()
            #expect(host.view.text == second)
            #expect(host.text == second)
            #expect(host.textWrites == [first, second])
        }
    }

    /// A drop UIKit tells like an edit made by code, whatever that tells (V1, nothing included), and
    /// Writing Tools rewrites told by the storage alone (I3, I4): the binding gets the view's text
    /// once the layout pass that found the edit is over, and the next update (a setting of the app
    /// changing) leaves the view's text as it is instead of writing the old binding back over it.
    @Test func editsUIKitTellsNothingOfReachTheBinding() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(
                    variant, uikit: uikit, text: "abcdef", maximumLength: 100)
                host.view.textView.drop("123", at: 3, report: .likeCode)
                host.turnRunLoop()
                #expect(host.text == "abc123def")
                host.appChanges { $0.configuration.returnKeyLabel = .send }
                #expect(host.view.text == "abc123def")

                host.view.textView.writeWithWritingTools([(0..<9, "A tidier text.")], report: .storageOnly)
                host.turnRunLoop()
                #expect(host.text == "A tidier text.")
                host.appChanges { $0.configuration.returnKeyLabel = .return }
                #expect(host.view.text == "A tidier text.")
                #expect(host.textWrites.last == "A tidier text.")
            }
        }
    }
}
