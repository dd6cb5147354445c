import Foundation
import GrowingTextCore
import GrowingTextTerminal
import TestSupport
import Testing

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

extension TmuxSession {
    /// Runs `growtext notes ARGUMENTS` recording `stty -g` before and after, then the exit status.
    func startNotes(_ arguments: String = "notes.json") throws {
        try start(
            script: """
                stty -g > before
                printf '\\033]2;notes-e2e\\033\\\\'
                "$GROWTEXT" notes \(arguments) 2> stderr; status=$?
                stty -g > after
                echo $status > status
                """)
    }
}

extension TmuxSession {
    /// Runs `growtext notes ARGUMENTS` as ``startNotes(_:)`` does, with its process id in the file
    /// `pid` (a child `sh` writes it, then becomes growtext), and returns that id once the list is
    /// drawn (its status line shows "saved").
    func startNotesRecordingPID(_ arguments: String = "notes.json") throws -> pid_t {
        try start(
            script: """
                stty -g > before
                sh -c 'echo $$ > pid; exec "$0" notes \(arguments)' "$GROWTEXT" 2> stderr; status=$?
                stty -g > after
                echo $status > status
                """)
        let text = try #require(waitForFile("pid"), "growtext notes never started")
        waitForScreen { $0.contains { $0.contains(" saved · ") } }
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
