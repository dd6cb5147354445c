@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The key tables of the programs: lookup, and the help generated from them.
@Suite("Key tables")
struct KeyBindingTests {
    private enum Command: Hashable, Sendable { case a, b, c, hidden }

    private let table: [KeyBinding<Command>] = [
        KeyBinding([KeyPress(.pageUp)], .a, "page", ignoresModifiers: true),
        KeyBinding([KeyPress(.pageUp, .control)], .b, "first"),
        KeyBinding([.control("x")], .hidden, nil),
        KeyBinding(
            [.control("e"), .control("o")], .c, "two lines\nof summary", keysLabel: "Ctrl+E, Ctrl+X Ctrl+E"),
    ]

    @Test func anExactPressWinsOverOneThatIgnoresModifiers() {
        #expect(KeyHelp.command(for: KeyPress(.pageUp), in: table) == .a)
        #expect(KeyHelp.command(for: KeyPress(.pageUp, .control), in: table) == .b)
        #expect(KeyHelp.command(for: KeyPress(.pageUp, .shift), in: table) == .a)
        #expect(KeyHelp.command(for: KeyPress(.pageDown), in: table) == nil)
        // A character row without `ignoresModifiers` needs its modifiers.
        #expect(KeyHelp.command(for: KeyPress(.character("x")), in: table) == nil)
        #expect(KeyHelp.command(for: .control("x"), in: table) == .hidden)
    }

    @Test func helpHidesRowsWithoutSummaryAndAlignsContinuationLines() {
        #expect(
            KeyHelp.lines(for: table) == [
                "  Page Up               page",
                "  Ctrl+Page Up          first",
                "  Ctrl+E, Ctrl+X Ctrl+E two lines",
                "                        of summary",
            ])
        #expect(
            KeyHelp.lines(for: table, excluding: [KeyPress(.pageUp)]) == [
                "  Ctrl+Page Up          first",
                "  Ctrl+E, Ctrl+X Ctrl+E two lines",
                "                        of summary",
            ])
    }

    /// Keys wider than their column (three keys, as Ctrl+Left, Alt+Left, Alt+B) take a line of their
    /// own, and the summary starts on the next line in the summaries' column: pushed right after
    /// the keys, it used to leave the column.
    @Test func keysWiderThanTheirColumnTakeALineOfTheirOwn() {
        let wide: [KeyBinding<Command>] = [
            KeyBinding([.control("a")], .a, "no space left", keysLabel: "Ctrl+Left, Alt+Left, A"),
            KeyBinding([.control("b")], .b, "pushed\nand continued", keysLabel: "Ctrl+Left, Alt+Left, Alt+B"),
        ]
        #expect(
            KeyHelp.lines(for: wide) == [
                "  Ctrl+Left, Alt+Left, A",
                "                        no space left",
                "  Ctrl+Left, Alt+Left, Alt+B",
                "                        pushed",
                "                        and continued",
            ])
    }

    /// In both programs' help, every summary line starts in the summaries' column (the 25th), and a
    /// line without one holds keys whose summary follows on the next line.
    @Test func everySummaryOfTheProgramsStartsInItsColumn() {
        for help in [PromptProgram.keyHelp, NotesProgram.keyHelp] {
            for (index, line) in help.enumerated() {
                let characters = Array(line)
                if characters.count > 24, characters[23] == " ", characters[24] != " " { continue }
                let next = index + 1 < help.count ? help[index + 1] : ""
                #expect(next.hasPrefix(String(repeating: " ", count: 24)), "\(line)")
            }
        }
    }

    @Test func reservedPressesLeaveOutRowsThatFallThrough() {
        let reserved = KeyHelp.reservedPresses(of: PromptProgram.keyBindings)
        #expect(reserved.contains(.control("x")))
        #expect(reserved.contains(.control("e")))
        #expect(!reserved.contains(KeyPress(.up)))
        #expect(!reserved.contains(.control("n")))
    }

    @Test func everyHelpLineFitsTheEightyColumnsArgumentParserWrapsAt() {
        for line in PromptProgram.keyHelp + NotesProgram.keyHelp {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func notesKeysIgnoringModifiersStillWork() throws {
        let directory = try TemporaryDirectory()
        var notes = NotesProgram(
            notes: ["ab", "cd"], store: NotesStore(path: directory.path("notes.json")), glyphs: .testing)
        _ = notes.handle(.key(KeyPress(.right)))
        _ = notes.handle(.key(KeyPress(.enter, .alt)))
        #expect(notes.list.texts == ["a\nb", "cd"])
        _ = notes.handle(.key(KeyPress(.pageDown, .shift)))
        _ = notes.handle(.text("x"))
        #expect(notes.list.texts == ["a\nb", "xcd"])
    }
}
