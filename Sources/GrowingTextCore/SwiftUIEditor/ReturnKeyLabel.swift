/// The label of the keyboard's Return key on a growing editor, and what pressing it does.
///
/// These are the labels of SwiftUI's `SubmitLabel` (and UIKit's `UIReturnKeyType`). In a multi-line
/// editor Return normally inserts a newline. Giving the key a label that names an action (every label
/// but ``return``) makes Return submit instead: the editor runs its submit action and inserts nothing,
/// as a chat composer's Send key does. See ``outcome(ofInserting:isComposing:)``.
public enum ReturnKeyLabel: Hashable, Sendable, CaseIterable {
    /// "return": inserts a newline.
    case `return`
    /// "Done": submits, then editing ends (the keyboard goes away).
    case done
    /// "Go": submits.
    case go
    /// "Send": submits; the keyboard stays up for the next message.
    case send
    /// "Join": submits.
    case join
    /// "Route": submits.
    case route
    /// "Search": submits.
    case search
    /// "Next": submits; the app moves focus in its submit action.
    case next
    /// "Continue": submits.
    case `continue`

    /// What a proposed edit means for an editor with this Return key label.
    public enum Outcome: Hashable, Sendable {
        /// An ordinary edit: apply it.
        case edit
        /// The Return key was pressed to submit: run the submit action and refuse the edit; end
        /// editing afterwards when `endsEditing` is `true`.
        case submit(endsEditing: Bool)
    }

    /// What a proposed edit means: an edit, or the Return key submitting.
    ///
    /// Return submits only when the edit inserts exactly one newline (`"\n"`, what the Return key and
    /// a hardware keyboard's Return and Shift-Return produce), over any selection, while no input
    /// method is composing (Return then commits the composition; an inline prediction the keyboard
    /// shows after the caret is no composition) and the label is not ``return``.
    /// A paste that contains newlines is an edit. A hardware keyboard therefore cannot type a newline
    /// while Return submits; an app that wants both keeps ``return`` and a Send button.
    ///
    /// - Parameters:
    ///   - replacement: The text the edit would insert.
    ///   - isComposing: Whether the text view has marked text.
    /// - Returns: ``Outcome/edit`` or ``Outcome/submit(endsEditing:)``.
    public func outcome(ofInserting replacement: String, isComposing: Bool) -> Outcome {
        guard self != .return, replacement == "\n", !isComposing else { return .edit }
        return .submit(endsEditing: self == .done)
    }
}
