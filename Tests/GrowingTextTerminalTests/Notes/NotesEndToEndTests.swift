import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// `growtext notes` in a real terminal (tmux 40 × 12).
@Suite("Notes end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(5)))
struct NotesEndToEndTests {
    private func notes(in session: TmuxSession) throws -> [String]? {
        try NotesStore(path: session.directory.path("notes.json")).load()
    }

    @Test func editsAreSavedOnQuitAndReloaded() throws {
        let session = try TmuxSession("reload")
        try NotesStore(path: session.directory.path("notes.json")).save(["first", "second"])
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ first") }
        session.keys("End")
        session.type(" edited")
        session.keys("C-n")
        session.type("new 日本 e\u{301}")
        session.keys("Enter")
        session.type("line two")
        let screen = session.waitForScreen { $0.contains("┃ line two") }
        #expect(
            Array(screen.prefix(7)) == ["│ first edited", "", "┃ new 日本 é", "┃ line two", "", "│ second", ""])
        #expect(screen[11].hasPrefix("2/3 edited"))
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(session.directory.bytes("before") == session.directory.bytes("after"))
        #expect(try notes(in: session) == ["first edited", "new 日本 e\u{301}\nline two", "second"])
        #expect(
            session.directory.names() == ["after", "before", "notes.json", "script.sh", "status", "stderr"])

        let again = try TmuxSession("reload2")
        try NotesStore(path: again.directory.path("notes.json")).save([
            "first edited", "new\nline two", "second",
        ])
        try again.startNotes()
        let reloaded = again.waitForScreen { $0.contains("│ new") }
        #expect(
            Array(reloaded.prefix(7)) == ["┃ first edited", "", "│ new", "│ line two", "", "│ second", ""])
        again.keys("C-q")
        #expect(again.status() == "0")
    }

    @Test func missingFileIsCreatedWithTheSampleAndCtrlSSaves() throws {
        let session = try TmuxSession("sample")
        try session.startNotes("")
        session.waitForScreen { $0.contains { $0.contains("Welcome to growtext notes.") } }
        #expect(try notes(in: session) == NotesStore.sample)
        session.keys("C-x")
        session.waitForScreen { $0.last(where: { !$0.isEmpty })?.contains("Note deleted") == true }
        session.keys("C-s")
        session.waitForScreen { $0.contains { $0.contains("Saved notes.json") } }
        #expect(try notes(in: session) == Array(NotesStore.sample.dropFirst()))
        session.keys("C-_", "C-q")
        #expect(session.status() == "0")
        #expect(try notes(in: session) == NotesStore.sample)
    }

    @Test func editsAreSavedAfterAnIdleSecond() throws {
        let session = try TmuxSession("idle")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ a") }
        session.type("idle ")
        session.waitForScreen { $0.contains { $0.contains("edited") } }
        session.waitForScreen(timeout: 5) { $0.contains { $0.contains("1/1 saved") } }
        #expect(try notes(in: session) == ["idle a"])
        session.keys("C-q")
        #expect(session.status() == "0")
    }

    @Test func corruptFileExitsWithStatus1AndIsLeftByteIdentical() throws {
        let session = try TmuxSession("corrupt")
        let bytes = Array("{\"not\": [\"an array of strings\"]}\n".utf8)
        try session.directory.write(bytes, to: "notes.json")
        try session.startNotes()
        #expect(session.status() == "1")
        #expect(session.directory.bytes("notes.json") == bytes)
        let message = String(decoding: session.directory.bytes("stderr") ?? [], as: UTF8.self)
        #expect(message.hasPrefix("growtext notes: "))
        #expect(
            message.hasSuffix(
                "notes.json is not a JSON array of strings (expected an array whose elements are all strings); it was left untouched\n"
            ))
        #expect(session.directory.bytes("before") == session.directory.bytes("after"))
    }

    /// Every edit used to copy the note's text (for the undo record and to compare
    /// texts), 100 ms a keystroke in a 10 MB note with a release build and seconds with this debug
    /// build; a burst of edits at both ends of the note now shows within the usual wait, and the file
    /// holds exactly the edited note.
    @Test func editsInATenMegabyteNoteAreShownAndSaved() throws {
        let session = try TmuxSession("large-note")
        let body = String(repeating: "a line of a note of ten megabytes.\n", count: 10 * 1024 * 1024 / 35)
        try NotesStore(path: session.directory.path("notes.json")).save(["head\n" + body + "tail"])
        try session.startNotes()
        session.waitForScreen(timeout: 120) { $0.first == "┃ head" }
        session.type("ab")
        session.keys("BSpace", "Enter", "BSpace", "Enter")
        var screen = session.waitForScreen { $0.prefix(2) == ["┃ a", "┃ head"] }
        #expect(Array(screen.prefix(3)) == ["┃ a", "┃ head", "┃ a line of a note of ten megabytes."])
        session.keys("C-End")
        session.type("xy")
        session.keys("BSpace", "Enter", "BSpace", "Enter")
        session.type("z")
        screen = session.waitForScreen { $0.contains("┃ z") }
        #expect(
            Array(screen.prefix(7)) == Array(repeating: "┃ a line of a note of ten megabytes.", count: 4) + [
                "┃ tailx", "┃ z", "",
            ])
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try notes(in: session) == ["a\nhead\n" + body + "tailx\nz"])
    }

    /// A note of 10 MB with no break opportunity (one run of `x`): keys at its start show, Enter
    /// splits the run and Backspace joins it again, a key at its end shows, and the file holds the
    /// edited note. How much a key there costs is measured in instructions by the benchmarks
    /// (Benchmarks/README.md), not timed here.
    @Test func editsInATenMegabyteUnbrokenNoteAreShownAndSaved() throws {
        let session = try TmuxSession("unbroken-note")
        let run = String(repeating: "x", count: 10 * 1024 * 1024)
        try NotesStore(path: session.directory.path("notes.json")).save([run])
        try session.startNotes()
        _ = session.waitForScreen(timeout: 120) { $0.first?.hasPrefix("┃ xxxx") == true }
        session.type("ab")
        session.keys("Enter")
        // The pane is 40 columns wide: a row holds "┃ " and 38 cells.
        let fullRow = "┃ " + String(repeating: "x", count: 38)
        _ = session.waitForScreen { Array($0.prefix(3)) == ["┃ ab", fullRow, fullRow] }
        session.keys("BSpace")
        _ = session.waitForScreen {
            Array($0.prefix(2)) == ["┃ ab" + String(repeating: "x", count: 36), fullRow]
        }
        session.keys("C-End")
        session.type("z")
        _ = session.waitForScreen { $0.contains { $0.hasSuffix("xz") } }
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try notes(in: session) == ["ab" + run + "z"])
    }

    @Test func escapeSequencesInNotesAreShownAsSymbols() throws {
        let session = try TmuxSession("inject")
        try NotesStore(path: session.directory.path("notes.json")).save([
            "x\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;aGk=\u{07}y", "\u{1B}[2J\u{1B}[Hz",
        ])
        try session.startNotes()
        let screen = session.waitForScreen { $0.contains { $0.contains("z") } }
        #expect(Array(screen.prefix(6)) == ["┃ x␛]0;pwned␇", "", "│ ␛]52;c;aGk=␇y", "", "│ ␛[2J␛[Hz", ""])
        #expect(session.paneTitle() == "notes-e2e")
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(session.paneTitle() == "notes-e2e")
        #expect(session.directory.bytes("before") == session.directory.bytes("after"))
    }
}
