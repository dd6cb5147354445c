import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Dictation whose input mode keeps the keyboard's language: on iOS 17 and later the input mode is
/// reported not to switch to dictation while it runs, nor back at its end (B20, contradicted there).
/// The view knows dictation's steps by their shape then: its placeholder (U+FFFC) inserted alone,
/// then each result replacing exactly what the last step left. Each outcome is the same under every
/// UIKit behaviour the scenario reads.
@Suite("Dictation whose input mode keeps the keyboard's language")
struct DictationInputModeTests {
    /// What a dictation left: the text, the committed text at each change the view settled, and
    /// the stand-ins' failures (a change of the text while dictation runs, B20).
    private struct Outcome: Hashable {
        var text: String
        var committed: [String]
        var failures: [String]
    }

    /// A view on screen with that maximum length, `typed` typed into it.
    private func view(limit: Int?, typed: String, _ variant: UIKitVariant) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLength: limit), variant: variant)
        view.appear()
        view.type(typed)
        return view
    }

    private func dictate(after typed: String, limit: Int?, _ variant: UIKitVariant) -> Outcome {
        let collector = FailureCollector()
        return StandInFailures.collecting(into: collector) {
            let view = view(limit: limit, typed: typed, variant)
            var committed: [String] = []
            view.onTextDidSettle = { [unowned view] in committed.append(view.adapter.committedText) }
            view.dictate(["hello", "hello world"], inputModeSaysDictation: false)
            return Outcome(text: view.text, committed: committed, failures: collector.failures)
        }
    }

    /// Dictation past the limit of 10, after "12345": nothing is changed while it streams (each
    /// result replaces the range UIKit put the last one in), and its placeholder is never committed.
    /// No end of dictation is heard, so nothing is cut by the end of it either.
    @Test func nothingIsCutWhileDictationStreams() {
        var outcomes: Set<Outcome> = []
        forEachBehaviour(of: UIKitVariant.all) { variant in
            outcomes.insert(dictate(after: "12345", limit: 10, variant))
        }
        #expect(
            outcomes == [
                Outcome(
                    text: "12345hello world", committed: ["12345", "12345hello", "12345hello world"],
                    failures: [])
            ])
    }

    /// Without a limit, the committed text a composer sends never holds dictation's placeholder
    /// (U+FFFC) while it stands where the speech goes.
    @Test func theCommittedTextNeverHoldsThePlaceholder() {
        var outcomes: Set<Outcome> = []
        forEachBehaviour(of: UIKitVariant.all) { variant in
            outcomes.insert(dictate(after: "ab ", limit: nil, variant))
        }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.text == "ab hello world")
        #expect(outcomes.first?.committed == ["ab ", "ab hello", "ab hello world"])
    }

    /// No end of dictation is heard, so what it inserted past the limit stays until the user's next
    /// key continues it: the key and dictation's excess are cut together, the text kept up to the
    /// limit.
    @Test func theNextKeyCutsWhatDictationInsertedPastTheLimit() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 10, typed: "12345", variant)
            view.dictate(["hello", "hello world"], inputModeSaysDictation: false)
            #expect(view.text == "12345hello world")
            view.type("!")
            #expect(view.text == "12345hello")
            #expect(view.caret == 10)
            #expect(view.adapter.committedText == "12345hello")
        }
    }

    /// The shape that tells dictation's placeholder is one U+FFFC inserted alone: an attachment
    /// inserted alone (an image pasted, an iOS 18 Genmoji) has it too. Such an attachment is taken
    /// for the placeholder until the next change: past the limit of 2 it is not cut at once, and the
    /// committed text leaves it out; the next key continues it, and both are cut.
    @Test func anAttachmentInsertedAloneIsTakenForThePlaceholderUntilTheNextChange() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 2, typed: "ab", variant)
            view.paste("\u{FFFC}")
            #expect(view.text == "ab\u{FFFC}")
            #expect(view.adapter.committedText == "ab")
            view.type("c")
            #expect(view.text == "ab")
            #expect(view.adapter.committedText == "ab")
        }
    }

    /// Dictation cancelled: UIKit removes its placeholder, a step that leaves nothing. The user's
    /// next insertion there continues no dictation: a paste past the limit of 5 is cut at once.
    @Test func anInsertionAfterCancelledDictationIsTheUsers() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 5, typed: "abc", variant)
            view.dictate([""], inputModeSaysDictation: false)
            #expect(view.text == "abc")
            view.paste("defgh")
            #expect(view.text == "abcde")
            #expect(view.adapter.committedText == "abcde")
        }
    }
}
