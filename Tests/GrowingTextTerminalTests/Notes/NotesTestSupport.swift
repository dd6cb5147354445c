import GrowingTextCore
import GrowingTextTerminal

extension NotesListView {
    /// The list as golden text: one string per row, and the caret as "row,column" (or "hidden").
    /// Drawn on a copy, so it can be called inside `#expect`.
    func screen() -> [String] {
        var copy = self
        let (lines, caret) = copy.render()
        return lines.map(\.text) + [caret.map { "caret \($0.row),\($0.column)" } ?? "caret hidden"]
    }

    /// Types text one character at a time, as a terminal sends it.
    mutating func type(_ text: String) {
        for character in text { handle(.edit(.insert(String(character)))) }
    }
}
