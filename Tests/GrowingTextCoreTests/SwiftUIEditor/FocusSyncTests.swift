import GrowingTextCore
import Testing

@Suite("Focus binding and first responder")
struct FocusSyncTests {
    private func action(wants: Bool?, first: Bool, window: Bool, editable: Bool) -> FocusSync.Action {
        FocusSync.action(wantsFocus: wants, isFirstResponder: first, isInWindow: window, isEditable: editable)
    }

    @Test func theBindingAsksForFocus() {
        #expect(action(wants: true, first: false, window: true, editable: true) == .becomeFirstResponder)
    }

    @Test func focusBeforeTheViewIsInAWindowWaitsForIt() {
        #expect(action(wants: true, first: false, window: false, editable: true) == .waitForWindow)
    }

    @Test func theBindingLetsGo() {
        #expect(action(wants: false, first: true, window: true, editable: true) == .resignFirstResponder)
    }

    @Test func agreementDoesNothing() {
        #expect(action(wants: true, first: true, window: true, editable: true) == .none)
        #expect(action(wants: false, first: false, window: true, editable: true) == .none)
        #expect(action(wants: false, first: false, window: false, editable: true) == .none)
    }

    @Test func aDisabledEditorGivesUpFocusAndNeverTakesIt() {
        #expect(action(wants: true, first: true, window: true, editable: false) == .resignFirstResponder)
        #expect(action(wants: true, first: false, window: true, editable: false) == .none)
        #expect(action(wants: true, first: false, window: false, editable: false) == .none)
    }

    @Test func withoutABindingOnlyADisabledEditorResigns() {
        #expect(action(wants: nil, first: true, window: true, editable: true) == .none)
        #expect(action(wants: nil, first: false, window: true, editable: true) == .none)
        #expect(action(wants: nil, first: true, window: true, editable: false) == .resignFirstResponder)
        #expect(action(wants: nil, first: false, window: true, editable: false) == .none)
    }

    /// A focus state shared by several editors (`focused(_:equals:)`).
    @Test func aSharedStateNamesTheEditorBeingEdited() {
        let shared: (Bool, String?, String) -> String? = FocusSync.sharedValue(afterEditing:current:editor:)
        #expect(shared(true, nil, "note") == "note")
        #expect(shared(true, "title", "note") == "note")
        #expect(shared(false, "note", "note") == nil)
        // The user moved on and the next editor claimed the state first: it keeps it.
        #expect(shared(false, "title", "note") == "title")
        #expect(shared(false, nil, "note") == nil)
    }
}
