/// Keeps a text view's first-responder state in step with a focus binding (SwiftUI's `@FocusState`
/// or a `Binding<Bool>`), for hosts where the layout system's own focus does not reach the view.
///
/// SwiftUI's focus does not make a `UIViewRepresentable`'s text view first responder on iOS 15 and
/// 16, nor does tapping into that text view update a `@FocusState`. The host therefore syncs both
/// ways: at every update it asks ``action(wantsFocus:isFirstResponder:isInWindow:isEditable:)`` what
/// to do with the binding's value, and when editing begins or ends it writes `true` or `false` back to
/// the binding (only when it differs, so the update that follows asks for nothing).
package enum FocusSync {
    /// What the host does with its text view.
    package enum Action: Hashable, Sendable {
        /// Nothing: the view already is what the binding asks, or it cannot be.
        case none
        /// Call `becomeFirstResponder()`.
        case becomeFirstResponder
        /// Call `resignFirstResponder()`.
        case resignFirstResponder
        /// The binding asks for focus but the view is not in a window yet (UIKit refuses first
        /// responder then): ask again when it moves into one.
        case waitForWindow
    }

    /// What to do so the text view matches the binding.
    ///
    /// - Parameters:
    ///   - wantsFocus: The binding's value: whether the app wants the view focused; `nil` when there
    ///     is no binding (focus is the user's alone, and only a view that cannot be edited resigns).
    ///   - isFirstResponder: Whether the view is first responder now.
    ///   - isInWindow: Whether the view is in a window.
    ///   - isEditable: Whether the view can be edited (SwiftUI's `.disabled(true)` makes it not);
    ///     a view that cannot be edited gives up focus and never takes it.
    /// - Returns: The action.
    package static func action(wantsFocus: Bool?, isFirstResponder: Bool, isInWindow: Bool, isEditable: Bool)
        -> Action
    {
        let wantsFocus = wantsFocus ?? isFirstResponder
        if isFirstResponder {
            return wantsFocus && isEditable ? .none : .resignFirstResponder
        }
        guard wantsFocus, isEditable else { return .none }
        return isInWindow ? .becomeFirstResponder : .waitForWindow
    }

    /// The value of a focus state that several views share (SwiftUI's `focused(_:equals:)`) after
    /// an editor bound to one of its values starts or stops editing.
    ///
    /// Starting makes the state name the editor. Stopping clears it only while it still names the
    /// editor: when the user moves from one editor to another, the other may have claimed the state
    /// first (its editing began before this one's ended, or the app set it), and clearing it then
    /// would take the focus from the editor the user now types in.
    ///
    /// - Parameters:
    ///   - isEditing: Whether the editor's text view is now being edited.
    ///   - current: The state's value now.
    ///   - editor: The value that names the editor.
    /// - Returns: The state's new value.
    package static func sharedValue<Value: Equatable>(
        afterEditing isEditing: Bool, current: Value?, editor: Value
    ) -> Value? {
        if isEditing { return editor }
        return current == editor ? nil : current
    }
}
