import GrowingTextCore
import Testing

/// Issue 9: trimming ran after the app's `textViewDidEndEditing` and replaced the whole text
/// (clearing undo). Trim first, by deleting only the whitespace.
@Suite("Trimming before editing ends")
struct TrimmingOrderTests {
    @Test func theAppHearsEditingEndedAfterTheTrim() {
        var view = TextViewStandIn(configuration: TextViewStandIn.configuration(trims: true))
        view.appear(text: "  hi \n")
        view.log = []
        let effects = view.controller.handle(.editingEnded(text: view.text))
        #expect(
            effects == [
                .replaceText(range: 4..<6, with: "", caret: nil),
                .replaceText(range: 0..<2, with: "", caret: nil),
                .notifyTextDidChange, .notifyEditingEnded,
            ])
    }

    @Test func nothingToTrimOnlyEndsEditing() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration(trims: true))
        #expect(controller.handle(.editingEnded(text: "hi")) == [.notifyEditingEnded])
    }
}
