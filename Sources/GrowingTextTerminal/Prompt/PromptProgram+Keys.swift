extension PromptProgram {
    /// What a key of the prompt's own table asks for, before the editing keys of ``EditKeyMap``.
    package enum KeyCommand: Hashable, Sendable {
        /// Submit, or insert a newline when ``PromptConfiguration/enterInsertsNewline`` is set.
        case enter
        /// Insert a newline.
        case newline
        /// Submit, only when ``PromptConfiguration/enterInsertsNewline`` is set.
        case submitWhenEnterInsertsNewline
        /// Cancel: nothing on stdout, exit status ``PromptProgram/cancelStatus``.
        case cancel
        /// The previous history entry, on the first visual line (elsewhere the editing key).
        case previousHistoryEntry
        /// The next history entry, on the last visual line (elsewhere the editing key).
        case nextHistoryEntry
        /// Start an incremental history search.
        case searchHistory
        /// Edit the text in the external editor.
        case openEditor
        /// The prefix of Ctrl+X Ctrl+E, as in bash: does nothing by itself.
        case editorPrefix
        /// Redraw the whole box.
        case redraw
        /// Suspend; the box comes back after `fg`.
        case suspend
    }

    /// The keys the prompt handles before the editing keys: ``handle(_:)`` looks presses up here,
    /// and `growtext prompt --help` is generated from it (``keyHelp``).
    package static let keyBindings: [KeyBinding<KeyCommand>] = [
        KeyBinding([KeyPress(.enter)], .enter, "submit (with --enter-newline: insert a newline)"),
        KeyBinding([KeyPress(.enter, .alt), .control("j")], .newline, "insert a newline"),
        KeyBinding([.control("d")], .submitWhenEnterInsertsNewline, "submit (with --enter-newline)"),
        KeyBinding(
            [.control("c"), KeyPress(.escape)], .cancel, "cancel: nothing on stdout, exit status 130"),
        KeyBinding(
            [KeyPress(.up), .control("p")], .previousHistoryEntry,
            "on the first visual line: the previous --history entry;\nelsewhere as listed below",
            fallsThrough: true),
        KeyBinding(
            [KeyPress(.down), .control("n")], .nextHistoryEntry,
            "on the last visual line: the next --history entry,\nback to the draft after the newest; elsewhere as\nlisted below",
            fallsThrough: true),
        KeyBinding(
            [.control("r")], .searchHistory,
            "search the history: type to narrow, Ctrl+R older match,\nCtrl+S newer, Enter take it, Esc or Ctrl+G give up"
        ),
        KeyBinding(
            [.control("e")], .openEditor, "edit the text in $VISUAL, else $EDITOR, else vi",
            keysLabel: "Ctrl+E, Ctrl+X Ctrl+E"),
        KeyBinding([.control("x")], .editorPrefix, nil),
        KeyBinding([.control("l")], .redraw, "redraw"),
        KeyBinding([.control("z")], .suspend, "suspend (the box comes back after fg)"),
    ]

    /// The rows of the "Keys" section of `growtext prompt --help` and of the key table in `docs/prompt.md`:
    /// ``keyBindings``, a paste, then the editing keys the prompt leaves to ``EditKeyMap``.
    package static let keyHelpRows: [KeyHelp.Row] = KeyHelp.sectionRows(
        for: keyBindings,
        notes: [KeyHelp.Row(keys: "Paste", summary: "inserted as text in one undo step, newlines kept")])

    /// The "Keys" section of `growtext prompt --help` (``keyHelpRows``).
    package static let keyHelp: [String] = KeyHelp.lines(for: keyHelpRows)
}
