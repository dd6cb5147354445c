import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The ways text reaches a SwiftUI editor's binding, through the text view's own adapter
/// (``EditorViewStandIn`` hosts a ``TextViewStandIn``): the maximum length's cut, input methods and
/// inline predictions, and the app's writes. Each runs under every ``SwiftUIVariant``; those that
/// depend on how UIKit reports a change also under every ``UIKitVariant``.
@Suite("Scenarios: text through the SwiftUI editor")
struct EditorTextPathTests {
    /// A paste past the maximum length is cut by the text view, and the binding gets the cut text
    /// once, whatever UIKit reports for the cut; the update that follows leaves the view as it is.
    @Test func aCutReachesTheBindingOnce() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(
                    variant, uikit: uikit, text: "hey", maximumLength: 5)
                host.view.type(" you all")
                #expect(host.view.text == "hey y")
                #expect(host.text == "hey y")
                #expect(host.textWrites == ["hey y"])
                host.appChanges { $0.submitsNothing() }
                #expect(host.view.text == "hey y")
                #expect(host.view.textWritesInCode == 1)
            }
        }
    }

    /// Text the app sets through the binding is never cut, and a key typed at the limit is: the
    /// binding keeps the app's text.
    @Test func theAppsTextIsNeverCut() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, maximumLength: 5)
            host.appChanges { $0.text = "123456789" }
            #expect(host.view.text == "123456789")
            host.view.type("0")
            #expect(host.view.text == "123456789")
            #expect(host.text == "123456789")
        }
    }

    /// Inline predictions are marked text the user has not accepted: the binding gets what the user
    /// typed, once per key, never the prediction.
    @Test func predictionsNeverReachTheBinding() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            for character in "mes" { host.view.type(String(character)) }
            #expect(host.view.text == (variant.keyboardPredictsInline ? "message" : "mes"))
            #expect(host.text == "mes")
            #expect(host.textWrites == ["m", "me", "mes"])
        }
    }

    /// A composer's send action clears the binding while a prediction shows: the editor empties at
    /// once, and the next key starts a new message instead of publishing the old one back.
    @Test func clearingTheBindingEmptiesTheComposerAtOnce() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            for character in "mes" { host.view.type(String(character)) }
            host.appChanges { $0.text = "" }
            #expect(host.view.text == "")
            #expect(host.view.marked == nil)
            host.view.type("h")
            #expect(host.text == "h")
            #expect(host.view.text == (variant.keyboardPredictsInline ? "hello" : "h"))
        }
    }

    /// Return with a submit label while a prediction shows submits what the user typed and inserts
    /// nothing; the send action's clear empties the editor.
    @Test func returnSubmitsWhileAPredictionShows() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            host.appChanges { $0.configuration.returnKeyLabel = .send }
            for character in "mes" { host.view.type(String(character)) }
            host.view.type("\n")
            #expect(host.submits == 1)
            #expect(host.text == "mes")
            #expect(!host.view.text.contains("\n"))
            host.appChanges { $0.text = "" }
            #expect(host.view.text == "")
        }
    }

    /// Return while an input method composes commits the composition: it inserts a newline under
    /// the "return" label and never submits.
    @Test func returnDuringACompositionNeverSubmits() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            host.appChanges { $0.configuration.returnKeyLabel = .send }
            host.view.compose("にほ")
            #expect(host.view.adapter.shouldChangeText(replacement: "\n"))
            #expect(host.submits == 0)
        }
    }

    /// The app writes the binding while an input method composes: the composition finishes, then the
    /// app's change and the committed text are merged, into the view and the binding.
    @Test func aWriteDuringACompositionWaitsForItsEnd() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "ab")
            host.view.compose("にほ")
            #expect(host.text == "ab")
            host.appChanges { $0.text = "Draft" }
            #expect(host.view.text == "abにほ")
            host.view.commit("日本")
            #expect(host.view.text == "Draft日本")
            #expect(host.text == "Draft日本")
            #expect(!host.textWrites.contains("ab日本"))
        }
    }

    /// The app writes the binding while the keyboard shows a prediction (a mention completed as the
    /// user types): the view's text is not replaced under the prediction (the keyboard may act on
    /// the marked range it remembers, B28); the write waits and lands once the prediction is gone,
    /// here as the next key drops it, caret kept, so the key follows the app's text.
    @Test func aWriteWhileAPredictionShowsWaitsForItToGo() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            for character in "mes" { host.view.type(String(character)) }
            host.appChanges { $0.text = "Hi mes" }
            #expect(host.view.text == (variant.keyboardPredictsInline ? "message" : "Hi mes"))
            host.view.type("s")
            #expect(host.view.text.hasPrefix("Hi mess"))
            #expect(host.text == "Hi mess")
            #expect(
                EditorBindingRule.committedText(host.view.text, markedRange: host.view.marked) == host.text)
        }
    }

    /// SwiftUI removes a focused editor in an update: editing ends there, and the focus binding turns
    /// false after the update, never during it.
    @Test func removingAFocusedEditorWritesFocusAfterTheUpdate() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            #expect(host.view.isFirstResponder)
            host.remove()
            #expect(!host.view.isFirstResponder)
            #expect(!host.isFocused)
        }
    }

    /// SwiftUI removes a focused editor while a composition is open: whatever UIKit does with the
    /// marked text as the view resigns (E10), nothing is written during the update, and after it the
    /// binding holds the text the view was left with, less any composition still marked.
    @Test(arguments: EditorViewStandIn.CompositionOnResign.allCases)
    func removingAnEditorWithAnOpenCompositionLeavesTheBindingWithTheViewsText(
        composition: EditorViewStandIn.CompositionOnResign
    ) {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "ab")
            host.view.compositionOnResign = composition
            host.view.compose("にほ")
            #expect(host.text == "ab")
            host.remove()
            #expect(!host.isFocused)
            let expected: [EditorViewStandIn.CompositionOnResign: String] = [
                .staysMarked: "ab", .commits: "abにほ", .drops: "ab", .unmarksSilently: "abにほ",
            ]
            #expect(host.text == expected[composition])
            #expect(host.view.textView.markedRange == nil || composition == .staysMarked)
        }
    }
}
