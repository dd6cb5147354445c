import Foundation
import GrowingTextTerminal
import TestSupport
import Testing

/// The keys, the status line and saving of `growtext notes`, on an in-memory terminal.
@Suite("Notes program")
struct NotesProgramTests {
    private let size = TerminalSize(columns: 44, rows: 6)

    private func program(_ notes: [String], in directory: TemporaryDirectory, file: String = "notes.json")
        -> NotesProgram
    {
        NotesProgram(
            notes: notes, store: NotesStore(path: directory.path(file)),
            configuration: NotesConfiguration(autosaveDelay: 250), glyphs: .testing)
    }

    private func lines(_ program: inout NotesProgram) -> [String] {
        program.frame(for: size).lines.map(\.text)
    }

    @Test func statusLineShowsThePositionTheStateAndTheKeys() throws {
        let directory = try TemporaryDirectory()
        var notes = program(["a", "b"], in: directory)
        #expect(
            lines(&notes) == [
                "┃ a", "", "│ b", "", "", "1/2 saved · ^N new ^X delete ^_ undo ^S save ^Q quit",
            ])
        #expect(notes.idleInterval == nil)
        #expect(notes.handle(.text("z")) == .proceed)
        #expect(lines(&notes).last == "1/2 edited · ^N new ^X delete ^_ undo ^S save ^Q quit")
        #expect(notes.idleInterval == 250)
    }

    @Test func keysAddDeleteAndInsertNewlines() throws {
        let directory = try TemporaryDirectory()
        var notes = program(["a"], in: directory)
        _ = notes.handle(.key(.control("n")))
        _ = notes.handle(.text("b"))
        _ = notes.handle(.key(KeyPress(.enter)))
        _ = notes.handle(.text("c"))
        #expect(notes.list.texts == ["a", "b\nc"])
        _ = notes.handle(.key(.control("x")))
        #expect(notes.list.texts == ["a"])
        #expect(lines(&notes).last == "1/1 edited · Note deleted · Ctrl+_ undo")
        _ = notes.handle(.key(.control("_")))
        #expect(notes.list.texts == ["a", "b\nc"])
        _ = notes.handle(.key(KeyPress(.pageUp)))
        #expect(notes.list.currentIndex == 0)
        #expect(notes.handle(.key(.control("z"))) == .suspend)
        #expect(notes.handle(.key(.control("l"))) == .redrawAll)
    }

    @Test func idleSavesOnlyWhenModified() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array(#"["a"]"#.utf8), to: "notes.json")
        var notes = program(["a"], in: directory)
        #expect(notes.idle() == .proceed)
        #expect(directory.bytes("notes.json") == Array(#"["a"]"#.utf8))
        _ = notes.handle(.text("b"))
        #expect(notes.idle() == .proceed)
        notes.waitForSave()
        #expect(!notes.isModified)
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["ba"])
        #expect(directory.names() == ["notes.json"])
    }

    @Test func ctrlSSavesAndCtrlQSavesAndQuits() throws {
        let directory = try TemporaryDirectory()
        var notes = program(["a"], in: directory)
        _ = notes.handle(.text("1"))
        #expect(notes.handle(.key(.control("s"))) == .proceed)
        notes.waitForSave()
        #expect(lines(&notes).last == "1/1 saved · Saved notes.json")
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["1a"])
        _ = notes.handle(.text("2"))
        #expect(notes.handle(.key(.control("q"))) == .exit(0))
        #expect(try NotesStore(path: directory.path("notes.json")).load() == ["12a"])
    }

    @Test func quittingUnmodifiedLeavesTheFileByteIdentical() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array(#"[ "a" ]"#.utf8), to: "notes.json")
        var notes = program(["a"], in: directory)
        _ = notes.handle(.key(KeyPress(.down)))
        #expect(notes.handle(.key(.control("q"))) == .exit(0))
        #expect(directory.bytes("notes.json") == Array(#"[ "a" ]"#.utf8))
    }

    @Test func failedSaveIsShownAndQuitNeedsConfirmation() throws {
        let directory = try TemporaryDirectory()
        var notes = program(["a"], in: directory, file: "missing/notes.json")
        _ = notes.handle(.text("b"))
        _ = notes.handle(.key(.control("s")))
        notes.waitForSave()
        #expect(notes.saveError != nil)
        let status = lines(&notes).last ?? ""
        #expect(status.hasPrefix("1/1 cannot save "))
        #expect(
            status.hasSuffix(
                "missing/notes.json: creating a temporary file failed: No such file or directory"))
        #expect(notes.handle(.key(.control("q"))) == .proceed)
        // The way out comes before the error, so an 80-column terminal shows it.
        #expect(lines(&notes).last?.hasPrefix("1/1 Ctrl+Q again quits without saving · cannot save ") == true)
        #expect(notes.handle(.key(.control("q"))) == .exit(1))
        #expect(notes.list.texts == ["ba"])
    }

    @Test func anyOtherKeyCancelsTheQuitConfirmation() throws {
        let directory = try TemporaryDirectory()
        var notes = program(["a"], in: directory, file: "missing/notes.json")
        _ = notes.handle(.text("b"))
        #expect(notes.handle(.key(.control("q"))) == .proceed)
        _ = notes.handle(.key(KeyPress(.left)))
        #expect(notes.handle(.key(.control("q"))) == .proceed)
    }

    /// A note cannot set the window title, write the clipboard or clear the screen: the bytes sent to
    /// the terminal hold its text as visible symbols, and no BEL or OSC introducer at all.
    @Test func escapeSequencesInNotesReachTheTerminalAsVisibleSymbols() throws {
        let directory = try TemporaryDirectory()
        var notes = NotesProgram(
            notes: ["\u{1B}]0;pwned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}31m\u{202E}x"],
            store: NotesStore(path: directory.path("notes.json")), glyphs: .standard)
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard)
        let bytes = renderer.render(notes.frame(for: size), size: size)
        let output = String(decoding: bytes, as: UTF8.self)
        #expect(output.contains("␛]0;pwned␇␛]52;c;aGk=␇␛[2J\u{FFFD}31m\u{FFFD}x"))
        #expect(!bytes.contains(0x07))
        #expect(!output.contains("\u{1B}]"))
        // The renderer's own clear of the alternate screen is the only one.
        #expect(output.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(output.components(separatedBy: "\u{1B}[2J").count == 2)
        #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }
}
