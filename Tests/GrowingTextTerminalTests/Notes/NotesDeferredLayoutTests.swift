import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

@testable import GrowingTextLayout

/// A long note's first frame wraps the lines its box shows, not the note; the rest is laid out between
/// keys (``NotesProgram/work()``), and keys typed meanwhile act in order on the whole text.
@Suite("Notes: deferred layout")
struct NotesDeferredLayoutTests {
    private let size = TerminalSize(columns: 44, rows: 8)

    /// `count` paragraphs of prose, each 102 bytes: three lines at 42 cells.
    static func prose(paragraphs count: Int) -> String {
        String(
            repeating: "The quick brown fox jumps over the lazy dog, then it naps in the sun; "
                + "a cat watches it from the wall.\n", count: count)
    }

    private func program(_ notes: [String], in directory: TemporaryDirectory) -> NotesProgram {
        NotesProgram(
            notes: notes, store: NotesStore(path: directory.path("notes.json")),
            configuration: NotesConfiguration(autosaveDelay: 250), glyphs: .testing)
    }

    private func lines(_ program: inout NotesProgram) -> [String] {
        program.frame(for: size).lines.map(\.text)
    }

    /// The lines `body` wraps, counted by the layout in debug builds.
    private func linesWrapped(_ body: () -> Void) -> Int {
        let counter = WrapCounter()
        WrapCounter.$current.withValue(counter) { body() }
        return counter.lines
    }

    @Test("the first frame of a note of 30,001 lines wraps 803 of them")
    func firstFrameWrapsTheStart() throws {
        let directory = try TemporaryDirectory()
        let text = Self.prose(paragraphs: 10_000)
        #expect(TextLayout(text: text, width: 42).lineCount == 30_001)
        var notes: NotesProgram!
        var frame: [String] = []
        let wrapped = linesWrapped {
            notes = program([text], in: directory)
            frame = lines(&notes)
        }
        // 16 KB at the program's first size (80 columns: 160 paragraphs of 2 lines, and the empty
        // line after them), then again at the terminal's (42 columns, 3 lines each): the rest of the
        // note waits.
        #expect(wrapped == 321 + 482)
        #expect(
            frame == [
                "┃ The quick brown fox jumps over the lazy ", "┃ dog, then it naps in the sun; a cat ",
                "┃ watches it from the wall.", "┃ The quick brown fox jumps over the lazy ",
                "┃ dog, then it naps in the sun; a cat ", "┃ watches it from the wall.", "",
                "1/1 saved · laying out 1% · ^N new ^X delete ^_ undo ^S save ^Q quit",
            ])
        #expect(notes.hasPendingWork)
    }

    @Test("keys typed while a note is laid out act in order on the whole text, and it saves whole")
    func keysWhileLayingOut() throws {
        let directory = try TemporaryDirectory()
        let paragraph =
            "The quick brown fox jumps over the lazy dog, then it naps in the sun; a cat watches it from the wall.\n"
        var notes = program([Self.prose(paragraphs: 5_000)], in: directory)
        _ = lines(&notes)
        _ = notes.handle(.text("a"))
        notes.work()
        _ = notes.handle(.key(KeyPress(.enter)))
        _ = notes.handle(.text("b"))
        notes.work()
        // From after the "b" (line 1, column 1) to the "d" of "dog" on the second paragraph's
        // second line.
        for _ in 0..<4 { _ = notes.handle(.key(KeyPress(.down))) }
        _ = notes.handle(.text("c"))
        notes.work()
        _ = notes.handle(.key(KeyPress(.backspace)))
        _ = notes.handle(.key(KeyPress(.backspace)))
        #expect(notes.hasPendingWork)
        #expect(notes.list.caretPosition == CaretPosition(line: 5, column: 0))
        let during = lines(&notes)
        #expect(during.last == "1/1 edited · laying out 80% · ^N new ^X delete ^_ undo ^S save ^Q quit")
        #expect(during[5] == "┃ og, then it naps in the sun; a cat watches ")
        let edited =
            "a\nb" + paragraph + paragraph.replacingOccurrences(of: "lazy dog", with: "lazy og")
            + Self.prose(paragraphs: 4_998)
        // Saving takes the whole text, laid out or not.
        let saved = notes.save()
        #expect(saved)
        let file = try #require(try NotesStore(path: directory.path("notes.json")).load())
        #expect(file.map(\.utf8.count) == [510_002])
        let savedWhole = file == [edited]
        #expect(savedWhole)
        var slices = 0
        while notes.hasPendingWork {
            notes.work()
            slices += 1
        }
        #expect(slices == 1)
        let keptWhole = notes.list.texts == [edited]
        #expect(keptWhole)
        #expect(notes.list.caretPosition == CaretPosition(line: 5, column: 0))
        let after = lines(&notes)
        #expect(after.last == "1/1 saved · ^N new ^X delete ^_ undo ^S save ^Q quit")
        // Ctrl+End reaches the end of the whole text: "a", 5,000 paragraphs of 3 lines, the empty
        // line after the last newline.
        _ = notes.handle(.key(KeyPress(.end, .control)))
        #expect(notes.list.caretPosition == CaretPosition(line: 15_001, column: 0))
    }

    @Test("Alt+End while a note is laid out lays out the rest first")
    func textEndWhileLayingOut() throws {
        let directory = try TemporaryDirectory()
        var notes = program([Self.prose(paragraphs: 3_000) + "end"], in: directory)
        _ = lines(&notes)
        #expect(notes.hasPendingWork)
        _ = notes.handle(.key(KeyPress(.end, .alt)))
        #expect(!notes.hasPendingWork)
        #expect(notes.list.caretPosition == CaretPosition(line: 9_000, column: 3))
        let frame = lines(&notes)
        #expect(
            frame == [
                "┃ dog, then it naps in the sun; a cat ", "┃ watches it from the wall.",
                "┃ The quick brown fox jumps over the lazy ", "┃ dog, then it naps in the sun; a cat ",
                "┃ watches it from the wall.", "┃ end", "",
                "1/1 saved · ^N new ^X delete ^_ undo ^S save ^Q quit",
            ])
    }
}
