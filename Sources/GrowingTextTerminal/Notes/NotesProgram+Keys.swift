extension NotesProgram {
    /// What a key of the notes' own table asks for, before the editing keys of ``EditKeyMap``.
    public enum KeyCommand: Hashable, Sendable {
        /// A list action: add, delete or jump between notes, or an edit the list handles its own way.
        case perform(NotesAction)
        /// Save now; after a conflict, overwrite the file changed on disk.
        case save
        /// After a conflict, reload the file changed on disk (the edits are dropped).
        case reload
        /// Save and quit; pressed again after a failed save, quit without saving.
        case quit
        /// Redraw the whole screen.
        case redraw
        /// Suspend; the list comes back after `fg`.
        case suspend
    }

    /// The keys the notes list handles before the editing keys (Ctrl+N adds a note rather than
    /// moving down): ``handle(_:)`` looks presses up here, and `growtext notes --help` is generated
    /// from it (``keyHelp``).
    public static let keyBindings: [KeyBinding<KeyCommand>] = [
        KeyBinding(
            [KeyPress(.pageUp)], .perform(.previousNote), "jump to the previous note", ignoresModifiers: true),
        KeyBinding(
            [KeyPress(.pageDown)], .perform(.nextNote), "jump to the next note", ignoresModifiers: true),
        KeyBinding([KeyPress(.home, .control)], .perform(.firstNote), "jump to the first note"),
        KeyBinding([KeyPress(.end, .control)], .perform(.lastNote), "jump to the last note"),
        KeyBinding(
            [KeyPress(.home, .alt)], .perform(.edit(.move(.textStart))), "move to the start of the note"),
        KeyBinding([KeyPress(.end, .alt)], .perform(.edit(.move(.textEnd))), "move to the end of the note"),
        KeyBinding(
            [KeyPress(.enter), .control("j")], .perform(.edit(.newline)), "insert a newline",
            ignoresModifiers: true),
        KeyBinding([.control("n")], .perform(.addNote), "add a note below and move there"),
        KeyBinding([.control("x")], .perform(.deleteNote), "delete the current note (undo brings it back)"),
        KeyBinding([.control("s")], .save, "save (after a change on disk: overwrite it)"),
        KeyBinding([.control("r")], .reload, "after a change on disk: reload the file, dropping edits"),
        KeyBinding(
            [.control("q"), .control("c")], .quit,
            "save and quit (if saving fails, press again to quit\nwithout saving)"),
        KeyBinding([.control("l")], .redraw, "redraw"),
        KeyBinding(
            [.control("z")], .suspend, "suspend (as a shell's job; fg brings it back)"),
    ]

    /// The "Keys" section of `growtext notes --help`: ``keyBindings``, then the editing keys the
    /// list leaves to ``EditKeyMap``.
    public static let keyHelp: [String] = KeyHelp.section(for: keyBindings)
}
