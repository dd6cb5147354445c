import GrowingTextCore
import GrowingTextLayout

/// A text-editing action, independent of the key that asked for it.
package enum EditCommand: Hashable, Sendable {
    /// Insert typed text at the caret (consecutive typing undoes together).
    case insert(String)
    /// Insert pasted text at the caret as one undo step, line breaks kept.
    case paste(String)
    /// Insert a line break.
    case newline
    /// Move the caret.
    case move(CaretMovement)
    /// Delete the cluster before the caret.
    case deleteBackward
    /// Delete the cluster after the caret.
    case deleteForward
    /// Delete back to the start of the previous word.
    case deleteWordBackward
    /// Delete forward to the end of the next word.
    case deleteWordForward
    /// Delete back to the start of the visual line (or the line break before it, at its start).
    case deleteToLineStart
    /// Delete forward to the end of the visual line (or the line break after it, at its end).
    case deleteToLineEnd
    /// Undo the last edit.
    case undo
    /// Redo the last undone edit.
    case redo
}

/// The key bindings shared by every text field of the terminal front end.
package enum EditKeyMap {
    /// The editing command for an input event, or `nil` when the event is not an editing key (the
    /// program decides: submit, cancel, save, ...).
    ///
    /// Enter, Alt+Enter and Ctrl+J are left to the program because their meaning depends on it.
    /// - Parameter event: A decoded input event.
    /// - Returns: The command, if the event is an editing key.
    package static func command(for event: InputEvent) -> EditCommand? {
        switch event {
        case .text(let text): return .insert(text)
        case .paste(let text): return .paste(text)
        case .key(let press): return boundCommand(for: press)
        }
    }
}
