import GrowingTextCore
import Testing

/// Issue 9: after input-method composition the overflow was cut from the end of the document, and
/// text set in code above the limit was cut at the next keystroke, even a backspace.
@Suite("Maximum length cuts only committed input")
struct CompositionLimitTests {
    @Test func aCommittedCompositionIsCutWhereItWasTyped() {
        var view = TextViewStandIn(configuration: TextViewStandIn.configuration(maximumLength: 10))
        view.appear(text: "abcdef")
        view.caret = 2
        view.compose("にほんごです")
        #expect(view.text == "abにほんごですcdef")  // nothing is cut while composing
        view.commit("日本語です")
        #expect(view.text == "ab日本語でcdef")
        #expect(view.caret == 6)
    }

    @Test func backspaceDoesNotCutTextSetInCode() {
        var view = TextViewStandIn(configuration: TextViewStandIn.configuration(maximumLength: 5))
        view.appear()
        view.setText("abcdefgh")
        view.deleteBackward()
        #expect(view.text == "abcdefg")
    }

    @Test func aCompositionIntoTextAlreadyOverTheLimitIsDropped() {
        var view = TextViewStandIn(configuration: TextViewStandIn.configuration(maximumLength: 5))
        view.appear()
        view.setText("abcdefgh")
        view.caret = 3
        view.compose("にほん")
        view.commit("日本")
        #expect(view.text == "abcdefgh")
        #expect(view.caret == 3)
    }

    @Test func aCompositionWithoutDelegateCallsIsCutToo() {
        var view = TextViewStandIn(configuration: TextViewStandIn.configuration(maximumLength: 4))
        view.asksDelegateForMarkedText = false
        view.appear(text: "ab")
        view.compose("にほんご")
        view.commit("日本語")
        #expect(view.text == "ab日本")
    }
}
