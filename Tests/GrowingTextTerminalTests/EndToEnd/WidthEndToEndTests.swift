import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The box and the caret follow the widths the terminal draws, here tmux 3.3a's
/// (per code point, a scalar after a ZWJ in the cell before it: 👍🏽 4 cells, ❤️ 1, 🏳️‍🌈 1), which the
/// programs learn by asking tmux when they start. Laid out as grapheme clusters (2 cells each), the
/// rows ran past the box's edge and the caret stood left of where the text ended.
@Suite("Cell widths end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct WidthEndToEndTests {
    static let thumbs = String(repeating: "👍🏽", count: 4)

    @Test func eightSkinToneEmojiWrapInATwentyColumnPrompt() throws {
        let session = try TmuxSession.startPrompt("width-prompt", columns: 20)
        session.type(Self.thumbs + Self.thumbs)
        // 18 cells of text per row: four 👍🏽 of 4 cells, then the next would cross the edge.
        var screen = session.waitForScreen { $0[2] == "│ " + Self.thumbs }
        #expect(Array(screen.prefix(4)) == ["above", "│ " + Self.thumbs, "│ " + Self.thumbs, "Esc cancel"])
        #expect(session.cursor() == (18, 2))
        session.keys("Left", "Left")
        session.type("x")
        screen = session.waitForScreen { $0[2].contains("x") }
        #expect(screen[2] == "│ 👍🏽👍🏽x👍🏽👍🏽")
        #expect(session.cursor() == (11, 2))
        session.type("\u{2764}\u{FE0F}🏳️‍🌈")
        // 19 cells: the last 👍🏽 goes down to a row of its own.
        screen = session.waitForScreen { $0[3] == "│ 👍🏽" }
        #expect(
            Array(screen.prefix(5)) == [
                "above", "│ " + Self.thumbs, "│ 👍🏽👍🏽x\u{2764}\u{FE0F}🏳️‍🌈👍🏽", "│ 👍🏽", "Esc cancel",
            ])
        #expect(session.cursor() == (13, 2))
        session.keys("Enter")
        let result = session.finishPrompt()
        #expect(result.status == "0")
        #expect(result.output == Self.thumbs + "👍🏽👍🏽x\u{2764}\u{FE0F}🏳️‍🌈👍🏽👍🏽")
        let cache = String(decoding: session.cache.bytes("growtext/width-models") ?? [], as: UTF8.self)
        #expect(cache.hasPrefix("per-code-point-zwj\txterm-256color tmux "))
    }

    @Test func theCaretStandsAfterEmojiInANote() throws {
        let session = try TmuxSession("width-notes")
        let text = "👍🏽👍🏽👍🏽 \u{2764}\u{FE0F} 🏳️‍🌈 end"
        try NotesStore(path: session.directory.path("notes.json")).save([text, "second"])
        try session.startNotes()
        session.waitForScreen { $0.contains("│ second") }
        session.keys("End")
        session.type("!")
        let screen = session.waitForScreen { $0.first?.hasSuffix("end!") == true }
        #expect(Array(screen.prefix(3)) == ["┃ " + text + "!", "", "│ second"])
        // The gutter 2, three 👍🏽 12, the spaces 3, ❤️ 1, 🏳️‍🌈 1, "end!" 4.
        #expect(session.cursor() == (23, 0))
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try NotesStore(path: session.directory.path("notes.json")).load() == [text + "!", "second"])
    }

    @Test func aRememberedModelIsUsedWithoutAsking() throws {
        let session = try TmuxSession("width-cache")
        try FileManager.default.createDirectory(
            atPath: session.cache.path("growtext"), withIntermediateDirectories: true)
        let version = session.tmux(["-V"]).split(separator: " ").last.map(String.init) ?? ""
        try session.cache.write(
            Array(
                "grapheme-clusters\txterm-256color tmux \(version.trimmingCharacters(in: .newlines))\n".utf8),
            to: "growtext/width-models")
        try NotesStore(path: session.directory.path("notes.json")).save(["👍🏽"])
        try session.startNotes()
        session.waitForScreen { $0.first?.hasPrefix("┃ 👍🏽") == true }
        session.keys("End")
        // Laid out as the cache says (2 cells), which is not what tmux 3.3a draws: the cache decided.
        session.waitForScreen { _ in session.cursor() == (4, 0) }
        session.keys("C-q")
        #expect(session.status() == "0")
    }
}
