import GrowingTextCore
import GrowingTextLayout

/// A text-editing action, independent of the key that asked for it.
public enum EditCommand: Hashable, Sendable {
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
public enum EditKeyMap {
    /// The editing command for an input event, or `nil` when the event is not an editing key (the
    /// program decides: submit, cancel, save, ...).
    ///
    /// Enter, Alt+Enter and Ctrl+J are left to the program because their meaning depends on it.
    /// - Parameter event: A decoded input event.
    /// - Returns: The command, if the event is an editing key.
    public static func command(for event: InputEvent) -> EditCommand? {
        switch event {
        case .text(let text): return .insert(text)
        case .paste(let text): return .paste(text)
        case .key(let press): return command(for: press)
        }
    }

    private static func command(for press: KeyPress) -> EditCommand? {
        let byWord = press.modifiers.contains(.control) || press.modifiers.contains(.alt)
        switch (press.key, press.modifiers) {
        case (.left, _): return .move(byWord ? .wordLeft : .left)
        case (.right, _): return .move(byWord ? .wordRight : .right)
        case (.up, _): return .move(.up)
        case (.down, _): return .move(.down)
        case (.home, let modifiers): return .move(modifiers.contains(.control) ? .textStart : .lineStart)
        case (.end, let modifiers): return .move(modifiers.contains(.control) ? .textEnd : .lineEnd)
        case (.backspace, []): return .deleteBackward
        case (.backspace, _): return .deleteWordBackward
        case (.delete, []): return .deleteForward
        case (.delete, _): return .deleteWordForward
        case (.tab, []): return .insert("\t")
        case (.character(let character), .control):
            switch character {
            case "a": return .move(.lineStart)
            case "e": return .move(.lineEnd)
            case "b": return .move(.left)
            case "f": return .move(.right)
            case "p": return .move(.up)
            case "n": return .move(.down)
            case "h": return .deleteBackward
            case "w": return .deleteWordBackward
            case "u": return .deleteToLineStart
            case "k": return .deleteToLineEnd
            case "_", "/": return .undo
            case "y": return .redo
            default: return nil
            }
        case (.character(let character), .alt):
            switch character {
            case "b", "B": return .move(.wordLeft)
            case "f", "F": return .move(.wordRight)
            case "d", "D": return .deleteWordForward
            case "<": return .move(.textStart)
            case ">": return .move(.textEnd)
            default: return nil
            }
        default:
            return nil
        }
    }
}
