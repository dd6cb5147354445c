import GrowingTextCore
import Testing

@Suite("Return key: newline or submit")
struct ReturnKeyLabelTests {
    @Test func theReturnLabelAlwaysEdits() {
        #expect(ReturnKeyLabel.return.outcome(ofInserting: "\n", isComposing: false) == .edit)
    }

    @Test func anActionLabelSubmitsOnANewline() {
        #expect(
            ReturnKeyLabel.send.outcome(ofInserting: "\n", isComposing: false) == .submit(endsEditing: false))
        #expect(
            ReturnKeyLabel.next.outcome(ofInserting: "\n", isComposing: false) == .submit(endsEditing: false))
        #expect(
            ReturnKeyLabel.done.outcome(ofInserting: "\n", isComposing: false) == .submit(endsEditing: true))
    }

    @Test func onlyDoneEndsEditing() {
        let ending = ReturnKeyLabel.allCases.filter {
            $0.outcome(ofInserting: "\n", isComposing: false) == .submit(endsEditing: true)
        }
        #expect(ending == [.done])
        let editing = ReturnKeyLabel.allCases.filter {
            $0.outcome(ofInserting: "\n", isComposing: false) == .edit
        }
        #expect(editing == [.return])
    }

    @Test func typingPastingAndComposingAreEdits() {
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "a", isComposing: false) == .edit)
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "", isComposing: false) == .edit)
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "one\ntwo", isComposing: false) == .edit)
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "\n\n", isComposing: false) == .edit)
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "\r\n", isComposing: false) == .edit)
        // Return while an input method composes commits the composition.
        #expect(ReturnKeyLabel.send.outcome(ofInserting: "\n", isComposing: true) == .edit)
    }
}
