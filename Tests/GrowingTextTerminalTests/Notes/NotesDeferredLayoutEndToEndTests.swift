import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// A long note in `growtext notes` in a real terminal (tmux 40 × 12): the first frame is drawn before
/// the note is laid out (the run loop lays out the rest between keys), keys typed meanwhile land in
/// order, and quitting saves the whole note however much of it is laid out.
@Suite("Notes end to end: a long note", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(5)))
struct NotesDeferredLayoutEndToEndTests {
    @Test func keysTypedWhileALongNoteIsLaidOutLandInOrder() throws {
        let session = try TmuxSession("long-note")
        let paragraph = "The quick brown fox jumps over the lazy dog.\n"
        // 4.5 MB: the debug build takes seconds to lay it out.
        let note = String(repeating: paragraph, count: 100_000)
        try NotesStore(path: session.directory.path("notes.json")).save([note])
        try session.startNotes()
        // The run loop draws the first frame before it lays out any of the rest.
        let first = session.waitForScreen { $0.contains { $0.contains("laying out") } }
        #expect(first[0] == "┃ The quick brown fox jumps over the")
        #expect(first[11].hasPrefix("1/1 saved · laying out "))
        session.type("abc")
        session.keys("Enter")
        session.type("d")
        session.keys("Down", "End")
        session.type("e")
        let screen = session.waitForScreen { $0.contains { $0.hasSuffix("dog.e") } }
        #expect(
            Array(screen.prefix(4)) == [
                "┃ abc", "┃ dThe quick brown fox jumps over the", "┃ lazy dog.e",
                "┃ The quick brown fox jumps over the",
            ])
        session.keys("C-q")
        #expect(session.status() == "0")
        let saved = try NotesStore(path: session.directory.path("notes.json")).load()
        let expected =
            "abc\nd" + paragraph.replacingOccurrences(of: "dog.", with: "dog.e")
            + String(repeating: paragraph, count: 99_999)
        let savedWhole = saved == [expected]
        #expect(savedWhole)
        #expect(saved?.first?.utf8.count == 4_500_006)
    }
}
