import GrowingTextCore
import GrowingTextLayout

extension NotesListHost {
    typealias HistoryEntry = NotesListView.HistoryEntry

    /// The most history entries kept; older ones are forgotten.
    static let historyLimit = 2000

    /// Performs an action inside the adapter's updates, which keep the list anchored and reveal the
    /// caret after.
    /// - Parameter action: What to do.
    /// - Returns: Whether the notes changed (text, or notes added or removed).
    func handle(_ action: NotesAction) -> Bool {
        beginUpdates()
        let changed: Bool
        switch action {
        case .edit(.undo):
            changed = undo()
        case .edit(.redo):
            changed = redo()
        case .edit(.move(.up)) where caretPosition.line == 0 && state.current > 0:
            cross(to: state.current - 1, column: caretPosition.column)
            changed = false
        case .edit(.move(.down))
        where caretPosition.line == lastLineIndex && state.current < state.notes.count - 1:
            cross(to: state.current + 1, column: caretPosition.column)
            changed = false
        case .edit(let command):
            changed = edit(command)
        case .addNote:
            let note = makeNote("")
            insert(note, at: state.current + 1)
            state.current += 1
            record(.insertion(note, index: state.current))
            changed = true
        case .deleteNote:
            deleteCurrent()
            changed = true
        case .previousNote:
            changed = false
            if state.current > 0 { jump(to: state.current - 1) }
        case .nextNote:
            changed = false
            if state.current < state.notes.count - 1 { jump(to: state.current + 1) }
        case .firstNote:
            changed = false
            jump(to: 0)
        case .lastNote:
            changed = false
            jump(to: state.notes.count - 1, atEnd: true)
        }
        endUpdates()
        return changed
    }

    private var lastLineIndex: Int { state.notes[state.current].box.editor.model.layout.lineCount - 1 }

    private var caretPosition: CaretPosition { state.notes[state.current].box.editor.model.caretPosition }

    /// Applies a text command to the current note and records a history entry when the editor
    /// made a new undo step (consecutive typing merges into one step, so it gets one entry).
    private func edit(_ command: EditCommand) -> Bool {
        let stepsBefore = state.notes[state.current].box.editor.undoStepsStarted
        guard state.notes[state.current].box.editor.apply(command) else { return false }
        if state.notes[state.current].box.editor.undoStepsStarted != stepsBefore {
            record(.edit(id: state.notes[state.current].id))
        }
        reportHeightChange(of: state.current)
        return true
    }

    /// Moves into a neighbour note, on its nearest line (last when going up, first when going down)
    /// at the column the caret had.
    private func cross(to index: Int, column: Int) {
        let goingUp = index < state.current
        state.current = index
        load(index)
        state.notes[index].box.editor.moveCaretToColumn(column, onLastLine: goingUp)
    }

    private func jump(to index: Int, atEnd: Bool = false) {
        state.current = index
        load(index)
        state.notes[index].box.editor.apply(.move(atEnd ? .textEnd : .textStart))
    }

    private func deleteCurrent() {
        let index = state.current
        let note = state.notes[index]
        remove(at: index)
        var replacement: Note?
        if state.notes.isEmpty {
            replacement = makeNote("")
            insert(replacement!, at: 0)
        }
        state.current = min(index, state.notes.count - 1)
        record(.removal(note, index: index, replacement: replacement))
    }

    private func record(_ entry: HistoryEntry) {
        state.redoHistory.removeAll()
        state.undoHistory.append(entry)
        if state.undoHistory.count > Self.historyLimit {
            state.undoHistory.removeFirst(state.undoHistory.count - Self.historyLimit)
        }
    }

    /// Reverts the latest entry that can still be reverted; the caret goes to the note it touched.
    private func undo() -> Bool {
        while let entry = state.undoHistory.popLast() {
            switch entry {
            case .edit(let id):
                guard let index = index(of: id) else { continue }
                state.current = index
                guard state.notes[index].box.editor.apply(.undo) else { continue }
                reportHeightChange(of: index)
                state.redoHistory.append(entry)
            case .insertion(let inserted, _):
                guard let index = index(of: inserted.id) else { continue }
                let note = state.notes[index]
                remove(at: index)
                state.current = max(0, min(index - 1, state.notes.count - 1))
                state.redoHistory.append(.insertion(note, index: index))
            case .removal(let note, let index, let replacement):
                if let replacement, let replacementIndex = self.index(of: replacement.id) {
                    remove(at: replacementIndex)
                }
                insert(note, at: min(index, state.notes.count))
                state.current = min(index, state.notes.count - 1)
                state.redoHistory.append(entry)
            }
            return true
        }
        return false
    }

    /// Applies again the latest undone entry.
    private func redo() -> Bool {
        while let entry = state.redoHistory.popLast() {
            switch entry {
            case .edit(let id):
                guard let index = index(of: id) else { continue }
                state.current = index
                guard state.notes[index].box.editor.apply(.redo) else { continue }
                reportHeightChange(of: index)
            case .insertion(let note, let index):
                insert(note, at: min(index, state.notes.count))
                state.current = min(index, state.notes.count - 1)
            case .removal(let note, let index, let replacement):
                guard let noteIndex = self.index(of: note.id) else { continue }
                remove(at: noteIndex)
                if let replacement, state.notes.isEmpty { insert(replacement, at: 0) }
                state.current = min(index, state.notes.count - 1)
            }
            state.undoHistory.append(entry)
            return true
        }
        return false
    }

    private func index(of id: Int) -> Int? {
        rows.index(of: id)
    }

    private func insert(_ note: Note, at index: Int) {
        state.notes.insert(note, at: index)
        adapter.insertRow(note.id, at: index)
        measure(index)
    }

    private func remove(at index: Int) {
        adapter.removeRow(state.notes[index].id)
        state.notes.remove(at: index)
    }
}

extension TextEditor {
    /// Puts the caret on the first or last visual line, at the last cluster boundary at or left of
    /// `column`, using only caret moves (no edit, so the undo history is untouched).
    /// - Complexity: O(k²) in the clusters of that line, which is at most a screen width.
    mutating func moveCaretToColumn(_ column: Int, onLastLine: Bool) {
        apply(.move(onLastLine ? .textEnd : .textStart))
        apply(.move(.lineStart))
        let line = model.caretPosition.line
        while true {
            var probe = self
            probe.apply(.move(.right))
            let position = probe.model.caretPosition
            guard probe.model.caret.offset > model.caret.offset, position.line == line,
                position.column <= column
            else { return }
            self = probe
        }
    }
}
