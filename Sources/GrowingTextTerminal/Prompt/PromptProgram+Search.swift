/// An incremental search through the history (Ctrl+R), as in bash: each typed character narrows
/// the search, the box previews the newest entry that contains the query (ignoring case).
package struct PromptHistorySearch: Sendable {
    /// What was typed.
    package var query = ""
    /// The entry shown, the last one that matched; `nil` before any match.
    package var match: Int?
    /// Whether the query, as typed now, matches nothing from the current position.
    package var isFailing = false
    /// The text in the box when the search started, put back when the search is abandoned.
    var original: TextEditor
}

extension PromptProgram {
    /// Starts a search (Ctrl+R).
    mutating func startSearch() {
        search = PromptHistorySearch(original: box.editor)
    }

    /// Handles a key during a search.
    ///
    /// Typed or pasted text extends the query, Backspace shortens it; Ctrl+R finds the next older
    /// match, Ctrl+S the next newer; Enter takes the match into the box (without submitting); Esc or
    /// Ctrl+G abandons the search and puts the text back; Ctrl+C cancels the prompt; any other key
    /// takes the match and then acts as usual.
    /// - Returns: The action, or `nil` when the key ended the search and acts as usual.
    mutating func handleSearch(_ event: InputEvent) -> TerminalProgramAction? {
        guard var search else { return nil }
        switch event {
        case .text(let text), .paste(let text):
            search.query += text
            find(&search, from: search.match ?? history.entries.count - 1, olderFirst: true)
        case .key(let press):
            switch (press.key, press.modifiers) {
            case (.backspace, []), (.character("h"), .control):
                guard !search.query.isEmpty else { break }
                search.query.removeLast()
                find(&search, from: history.entries.count - 1, olderFirst: true)
            case (.character("r"), .control):
                find(&search, from: (search.match ?? history.entries.count) - 1, olderFirst: true)
            case (.character("s"), .control):
                find(&search, from: (search.match ?? history.entries.count) + 1, olderFirst: false)
            case (.enter, []):
                accept(search)
                return .proceed
            case (.escape, []), (.character("g"), .control):
                box.editor = search.original
                self.search = nil
                return .proceed
            case (.character("c"), .control):
                self.search = nil
                return nil
            default:
                accept(search)
                return nil
            }
        }
        self.search = search
        return .proceed
    }

    /// Looks for the query from `start`; on a match the box previews it, else the last match stays.
    private mutating func find(_ search: inout PromptHistorySearch, from start: Int, olderFirst: Bool) {
        guard let found = history.search(search.query, from: start, olderFirst: olderFirst) else {
            search.isFailing = true
            return
        }
        search.isFailing = false
        search.match = found
        show(history.entries[found])
    }

    /// Ends the search keeping the match in the box; the history walk moves to it.
    private mutating func accept(_ search: PromptHistorySearch) {
        self.search = nil
        guard let match = search.match else {
            box.editor = search.original
            return
        }
        if let text = history.go(to: match, current: search.original.text) { show(text) }
    }

    /// The hint line while searching.
    func searchLine(_ search: PromptHistorySearch) -> String {
        (search.isFailing ? "failing search: " : "search: ") + search.query
    }
}
