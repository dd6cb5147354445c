import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// What an app does in its `textViewDidChange(_:)`, which UIKit calls before or after the view hears
/// of the change (V3): it lays out, sets the text or its attributes in code, or refuses to end
/// editing. The maximum length, the undo history and the trim hold whatever it does. One line holds
/// 30 characters; a line is 20 points, the insets 8 + 8.
@Suite("Scenarios: the app reacting to a change")
struct AppReactionScenarioTests {
    private func view(limit: Int?, _ variant: UIKitVariant) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLength: limit), variant: variant)
        view.appear()
        return view
    }

    /// The app lays out at once in its `textViewDidChange(_:)` (a counter it sizes with
    /// `layoutIfNeeded()`), before the view hears of the paste when the delegate hears first: the
    /// layout pass must not lose what the paste inserted, which is cut to the limit.
    @Test func aPasteIsCutWhenTheAppLaysOutInItsTextDidChange() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 20, variant)
            view.appReactsToTextChange = { view in view.runLayoutPasses() }
            view.paste(String(repeating: "x", count: 26))
            #expect(view.text == String(repeating: "x", count: 20))
            #expect(view.appTextDidChange.last == String(repeating: "x", count: 20))
        }
    }

    /// The app applies the same text again in its `textViewDidChange(_:)` (attributes for mentions
    /// or links), before the view hears of the paste when the delegate hears first: the same text is
    /// no change, so the paste is still cut to the limit, and one undo takes it back.
    @Test func aPasteIsCutWhenTheAppSetsTheSameTextInItsTextDidChange() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = view(limit: 20, variant)
            view.type("hi ")
            view.appReactsToTextChange = { view in view.setText(view.text, layout: false) }
            view.paste(String(repeating: "x", count: 26))
            #expect(view.text == "hi " + String(repeating: "x", count: 17))
            view.undo()
            #expect(view.text == "hi ")
        }
    }
}
