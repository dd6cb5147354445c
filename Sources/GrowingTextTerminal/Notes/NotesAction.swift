/// What the notes list can be asked to do, independent of the key that asked.
package enum NotesAction: Hashable, Sendable {
    /// Edit the current note. `.move(.up)` and `.move(.down)` cross into the previous or next note
    /// when the caret is on the note's first or last visual line; `.undo` and `.redo` go through the
    /// list's history, which also holds added and deleted notes.
    case edit(EditCommand)
    /// Add an empty note below the current one and move the caret there.
    case addNote
    /// Delete the current note (undoable). The list never becomes empty: deleting the only note
    /// leaves one empty note.
    case deleteNote
    /// Move the caret to the start of the previous note.
    case previousNote
    /// Move the caret to the start of the next note.
    case nextNote
    /// Move the caret to the start of the first note.
    case firstNote
    /// Move the caret to the end of the last note.
    case lastNote
}
