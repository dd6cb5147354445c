import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// After input-method composition the overflow was cut from the end of the document, and
/// text set in code above the limit was cut at the next keystroke, even a backspace.
@Suite("Maximum length cuts only committed input")
struct CompositionLimitTests {
    @Test func aCommittedCompositionIsCutWhereItWasTyped() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 10), variant: variant)
            view.appear(text: "abcdef")
            view.caret = 2
            view.compose("にほんごです")
            #expect(view.text == "abにほんごですcdef")  // nothing is cut while composing
            view.commit("日本語です")
            #expect(view.text == "ab日本語でcdef")
            #expect(view.caret == 6)
        }
    }

    /// The app sets the text to what a composition shows (a binding written back): the setter ends
    /// the composition uncommitted, so its characters are the app's text. A later composition
    /// before them, committed past the limit, is cut back within itself alone: "abc" stays.
    @Test func textSetInCodeOverACompositionIsNotCutWithALaterCommit() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 4), variant: variant)
            view.appear()
            view.compose("abc")
            view.setText("abc")
            #expect(view.markedRange == nil)
            view.caret = 0
            view.compose("にほ")
            view.commit("日本")
            #expect(view.text == "日abc")
            #expect(view.caret == 1)
        }
    }

    @Test func backspaceDoesNotCutTextSetInCode() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.appear()
            view.setText("abcdefgh")
            view.deleteBackward()
            #expect(view.text == "abcdefg")
        }
    }

    @Test func aCompositionIntoTextAlreadyOverTheLimitIsDropped() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.appear()
            view.setText("abcdefgh")
            view.caret = 3
            view.compose("にほん")
            view.commit("日本")
            #expect(view.text == "abcdefgh")
            #expect(view.caret == 3)
        }
    }

    @Test func aCompositionIsCutWhateverTheDelegateSees() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 4), variant: variant)
            view.appear(text: "ab")
            view.compose("にほんご")
            view.commit("日本語")
            #expect(view.text == "ab日本")
        }
    }
}
