import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The app writes the SwiftUI editor's binding while dictation streams into it (a send action's
/// clear, a mention completed, a filter in `onChange`): changing the text then breaks the dictation
/// (B20, which ``EditorViewStandIn`` records as a failure), so the write waits for the dictation to
/// end and is merged with what it inserted, as a write waits for a composition (``EditorBindingRule``).
/// Every scenario runs under each ``SwiftUIVariant``; the one with a maximum length, whose cut at the
/// end of dictation is the text view's, also under each ``UIKitVariant``.
@Suite("Scenarios: the app writes the SwiftUI editor's binding during dictation")
struct EditorDictationWriteBackTests {
    /// A mention the app puts before the text while the user dictates after it: the view is left
    /// alone until the dictation ends, then holds both, and so does the binding.
    @Test func aWriteDuringDictationWaitsForItsEnd() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "hi ")
            host.view.startDictation()
            host.view.dictationResult("hello")
            host.appChanges { $0.text = "@anna " + $0.text }
            #expect(host.view.text == "hi hello")
            host.view.dictationResult("hello world")
            #expect(host.view.text == "hi hello world")
            #expect(host.text == "@anna hi hello")
            host.view.endDictation()
            #expect(host.view.text == "@anna hi hello world")
            #expect(host.text == "@anna hi hello world")
            #expect(host.view.textWritesInCode == 2)
        }
    }

    /// A send action clears the binding while the user dictates: the view keeps the dictation until
    /// it ends; then what was sent is gone and what was dictated after the send stays.
    @Test func aClearDuringDictationWaitsForItsEnd() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "hi ")
            host.view.startDictation()
            host.view.dictationResult("hello")
            host.appChanges { $0.text = "" }
            #expect(host.view.text == "hi hello")
            host.view.dictationResult("hello there")
            host.view.endDictation()
            #expect(host.view.text == " there")
            #expect(host.text == " there")
        }
    }

    /// Dictation past the maximum length while the app's write waits: the text view cuts what the
    /// dictation inserted past the limit when it ends, then the app's write is merged with the cut
    /// text (the app's own text is never cut).
    @Test func dictationPastTheLimitIsCutBeforeTheWaitingWrite() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            forEachBehaviour(of: UIKitVariant.all) { uikit in
                let host = EditorHostStandIn.focusedEditor(
                    variant, uikit: uikit, text: "hi ", maximumLength: 12)
                host.view.startDictation()
                host.view.dictationResult("hello")
                host.appChanges { $0.text = "@a " + $0.text }
                host.view.dictationResult("hello world wide")
                host.view.endDictation()
                #expect(host.view.text == "@a hi hello wor")
                #expect(host.text == "@a hi hello wor")
            }
        }
    }
}
