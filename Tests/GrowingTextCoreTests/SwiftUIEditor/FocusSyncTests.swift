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
}
