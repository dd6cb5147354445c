import GrowingTextCore

extension NotesListView {
    /// The most history entries kept; older ones are forgotten.
    static let historyLimit = 2000

    /// Performs an action, keeps the list anchored and the caret visible.
    /// - Parameter action: What to do.
    /// - Returns: Whether the notes changed (text, or notes added or removed), which is when they
    ///   need saving.
    /// - Complexity: what the current note's editor costs for the edit (its paragraph, not the
    ///   note), O(log n) in the number of notes for the rows, plus drawing the current note.
    @discardableResult
    public mutating func handle(_ action: NotesAction) -> Bool {
        beginUpdates()
        let changed: Bool
        switch action {
        case .edit(.undo):
            changed = undo()
        case .edit(.redo):
            changed = redo()
        case .edit(.move(.up)) where caretPosition.line == 0 && current > 0:
            cross(to: current - 1, column: caretPosition.column)
            changed = false
        case .edit(.move(.down)) where caretPosition.line == lastLineIndex && current < notes.count - 1:
            cross(to: current + 1, column: caretPosition.column)
            changed = false
        case .edit(let command):
            changed = edit(command)
        case .addNote:
            let note = makeNote("")
            insert(note, at: current + 1)
            current += 1
            record(.insertion(note, index: current))
            changed = true
        case .deleteNote:
            deleteCurrent()
            changed = true
        case .previousNote:
            changed = false
            if current > 0 { jump(to: current - 1) }
        case .nextNote:
            changed = false
            if current < notes.count - 1 { jump(to: current + 1) }
        case .firstNote:
            changed = false
            jump(to: 0)
        case .lastNote:
            changed = false
            jump(to: notes.count - 1, atEnd: true)
        }
        endUpdates()
        return changed
    }

    private var lastLineIndex: Int { notes[current].box.editor.model.layout.lineCount - 1 }

    /// Applies a text command to the current note and records a history entry when the editor
    /// made a new undo step (consecutive typing merges into one step, so it gets one entry).
    private mutating func edit(_ command: EditCommand) -> Bool {
        let stepsBefore = notes[current].box.editor.undoStepsStarted
        guard notes[current].box.editor.apply(command) else { return false }
        if notes[current].box.editor.undoStepsStarted != stepsBefore {
            record(.edit(id: notes[current].id))
        }
        return true
    }

    /// Moves into a neighbour note, on its nearest line (last when going up, first when going down)
    /// at the column the caret had.
    private mutating func cross(to index: Int, column: Int) {
        let goingUp = index < current
        current = index
        load(index)
        notes[index].box.editor.moveCaretToColumn(column, onLastLine: goingUp)
    }

    private mutating func jump(to index: Int, atEnd: Bool = false) {
        current = index
        load(index)
        notes[index].box.editor.apply(.move(atEnd ? .textEnd : .textStart))
    }

    private mutating func deleteCurrent() {
        let index = current
        let note = notes[index]
        remove(at: index)
        var replacement: Note?
        if notes.isEmpty {
            replacement = makeNote("")
            insert(replacement!, at: 0)
        }
        current = min(index, notes.count - 1)
        record(.removal(note, index: index, replacement: replacement))
    }

    private mutating func record(_ entry: HistoryEntry) {
        redoHistory.removeAll()
        undoHistory.append(entry)
        if undoHistory.count > Self.historyLimit {
            undoHistory.removeFirst(undoHistory.count - Self.historyLimit)
        }
    }

    /// Reverts the latest entry that can still be reverted; the caret goes to the note it touched.
    private mutating func undo() -> Bool {
        while let entry = undoHistory.popLast() {
            switch entry {
            case .edit(let id):
                guard let index = index(of: id) else { continue }
                current = index
                guard notes[index].box.editor.apply(.undo) else { continue }
                redoHistory.append(entry)
            case .insertion(let inserted, _):
                guard let index = index(of: inserted.id) else { continue }
                let note = notes[index]
                remove(at: index)
                current = max(0, min(index - 1, notes.count - 1))
                redoHistory.append(.insertion(note, index: index))
            case .removal(let note, let index, let replacement):
                if let replacement, let replacementIndex = self.index(of: replacement.id) {
                    remove(at: replacementIndex)
                }
                insert(note, at: min(index, notes.count))
                current = min(index, notes.count - 1)
                redoHistory.append(entry)
            }
            return true
        }
        return false
    }

    /// Applies again the latest undone entry.
    private mutating func redo() -> Bool {
        while let entry = redoHistory.popLast() {
            switch entry {
            case .edit(let id):
                guard let index = index(of: id) else { continue }
                current = index
                guard notes[index].box.editor.apply(.redo) else { continue }
            case .insertion(let note, let index):
                insert(note, at: min(index, notes.count))
                current = min(index, notes.count - 1)
            case .removal(let note, let index, let replacement):
                guard let noteIndex = self.index(of: note.id) else { continue }
                remove(at: noteIndex)
                if let replacement, notes.isEmpty { insert(replacement, at: 0) }
                current = min(index, notes.count - 1)
            }
            undoHistory.append(entry)
            return true
        }
        return false
    }

    private func index(of id: Int) -> Int? {
        rows.index(of: id)
    }

    private mutating func insert(_ note: Note, at index: Int) {
        notes.insert(note, at: index)
        send(.rowInserted(note.id, at: index, estimatedHeight: nil))
        measure(index)
    }

    private mutating func remove(at index: Int) {
        send(.rowRemoved(notes[index].id))
        notes.remove(at: index)
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
