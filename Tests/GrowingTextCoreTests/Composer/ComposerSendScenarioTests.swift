import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A UIKit chat composer's Send while the keyboard marks text: the demo chat's Send reads the
/// committed text through the text view's adapter (what `GrowingTextView.committedText` returns),
/// sends it unless it is empty, then clears the composer. Inline predictions are marked text after
/// the caret (B21); an input method's composition is marked text the caret ends (B7). One line holds
/// 30 characters; a line is 20 points, the insets 8 + 8, at most 5 lines.
@Suite("Scenarios: a composer's Send while the keyboard marks text")
struct ComposerSendScenarioTests {
    private func composer(_ variant: UIKitVariant) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLength: 1_000), variant: variant)
        view.appear()
        return view
    }

    /// The demo chat's Send (`ChatViewController.send()`).
    private func send(_ composer: TextViewStandIn, to messages: inout [String]) {
        let message = composer.adapter.committedText
        guard !message.isEmpty else { return }
        messages.append(message)
        composer.setText("")
    }

    /// Send while a prediction completes the word being typed: the word goes as far as it was typed,
    /// and the composer is empty, one line tall, with no prediction left.
    @Test func sendWhileAPredictionCompletesAWordSendsWhatWasTyped() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = composer(variant)
            view.type("Than")
            view.typeWhilePredicting("k", nextPrediction: " you")
            #expect(view.text == "Thank you")
            var messages: [String] = []
            send(view, to: &messages)
            #expect(messages == ["Thank"])
            #expect(view.text == "")
            #expect(view.markedRange == nil)
            #expect(view.boundsHeight == 36)
        }
    }

    /// Send while the keyboard predicts the next word, in a composer grown to its maximum: the
    /// predicted word is not sent, and the composer shrinks back to one line without scrolling.
    @Test func sendWhileTheNextWordIsPredictedLeavesItOut() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = composer(variant)
            let typed = String(repeating: "See you at the station. ", count: 7)
            view.type(typed)
            view.predict("Tomorrow")
            #expect(view.boundsHeight == 116)
            var messages: [String] = []
            send(view, to: &messages)
            #expect(messages == [typed])
            #expect(view.text == "")
            #expect(view.boundsHeight == 36)
            #expect(!view.isScrollEnabled)
        }
    }

    /// Send while only a prediction shows (the user typed nothing of their own): nothing is sent, and
    /// the composer is left as it was.
    @Test func sendWithOnlyAPredictionSendsNothing() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = composer(variant)
            view.predict("Hello")
            var messages: [String] = []
            send(view, to: &messages)
            #expect(messages.isEmpty)
            #expect(view.text == "Hello")
            #expect(view.markedRange == 0..<5)
        }
    }

    /// Send during an input method's composition: what was confirmed before it is sent (the
    /// conversion's result is not known yet), and clearing ends the composition.
    @Test func sendDuringACompositionSendsWhatWasConfirmed() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = composer(variant)
            view.type("ok ")
            view.compose("にほ")
            var messages: [String] = []
            send(view, to: &messages)
            #expect(messages == ["ok "])
            #expect(view.text == "")
            #expect(view.markedRange == nil)
        }
    }

    /// Accepting the prediction makes it the user's: it is sent.
    @Test func anAcceptedPredictionIsSent() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = composer(variant)
            view.type("Than")
            view.typeWhilePredicting("k", nextPrediction: " you")
            view.acceptPrediction()
            var messages: [String] = []
            send(view, to: &messages)
            #expect(messages == ["Thank you"])
        }
    }
}
