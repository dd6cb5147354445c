import GrowingTextCore
@_spi(Benchmarks) import GrowingTextTerminal
import Testing

@Suite("Edit key map")
struct EditKeyMapTests {
    private func command(_ press: KeyPress) -> EditCommand? {
        EditKeyMap.command(for: .key(press))
    }

    @Test func movementKeys() {
        #expect(command(KeyPress(.left)) == .move(.left))
        #expect(command(KeyPress(.right)) == .move(.right))
        #expect(command(KeyPress(.left, .control)) == .move(.wordLeft))
        #expect(command(KeyPress(.right, .alt)) == .move(.wordRight))
        #expect(command(KeyPress(.up)) == .move(.up))
        #expect(command(KeyPress(.down)) == .move(.down))
        #expect(command(KeyPress(.home)) == .move(.lineStart))
        #expect(command(KeyPress(.end)) == .move(.lineEnd))
        #expect(command(KeyPress(.home, .control)) == .move(.textStart))
        #expect(command(KeyPress(.end, .control)) == .move(.textEnd))
        #expect(command(.control("a")) == .move(.lineStart))
        #expect(command(.control("e")) == .move(.lineEnd))
        #expect(command(.alt("b")) == .move(.wordLeft))
        #expect(command(.alt("f")) == .move(.wordRight))
    }

    @Test func deletionAndHistoryKeys() {
        #expect(command(KeyPress(.backspace)) == .deleteBackward)
        #expect(command(KeyPress(.delete)) == .deleteForward)
        #expect(command(KeyPress(.backspace, .alt)) == .deleteWordBackward)
        #expect(command(KeyPress(.delete, .control)) == .deleteWordForward)
        #expect(command(.control("w")) == .deleteWordBackward)
        #expect(command(.alt("d")) == .deleteWordForward)
        #expect(command(.control("u")) == .deleteToLineStart)
        #expect(command(.control("k")) == .deleteToLineEnd)
        #expect(command(.control("_")) == .undo)
        #expect(command(.control("y")) == .redo)
    }

    @Test func textPasteAndUnboundKeys() {
        #expect(EditKeyMap.command(for: .text("中")) == .insert("中"))
        #expect(EditKeyMap.command(for: .paste("a\nb")) == .paste("a\nb"))
        #expect(command(KeyPress(.tab)) == .insert("\t"))
        #expect(command(KeyPress(.enter)) == nil)
        #expect(command(KeyPress(.escape)) == nil)
        #expect(command(.control("c")) == nil)
        #expect(command(.control("z")) == nil)
        #expect(command(KeyPress(.function(5))) == nil)
    }
}

/// The table behind the key map is also the source of the key help.
@Suite("Edit key bindings and help")
struct EditKeyBindingsTests {
    @Test func everyListedPressGivesItsCommand() {
        for binding in EditKeyMap.bindings {
            for press in binding.presses {
                #expect(EditKeyMap.command(for: .key(press)) == binding.command, "\(press.name)")
            }
        }
    }

    @Test func extraModifiersOnNavigationKeysFallBack() {
        #expect(EditKeyMap.command(for: .key(KeyPress(.up, .control))) == .move(.up))
        #expect(EditKeyMap.command(for: .key(KeyPress(.left, .shift))) == .move(.left))
        #expect(EditKeyMap.command(for: .key(KeyPress(.left, [.control, .alt]))) == .move(.wordLeft))
        #expect(EditKeyMap.command(for: .key(KeyPress(.home, [.control, .shift]))) == .move(.textStart))
        #expect(EditKeyMap.command(for: .key(KeyPress(.home, .alt))) == .move(.lineStart))
        #expect(EditKeyMap.command(for: .key(KeyPress(.tab, .shift))) == nil)
        #expect(EditKeyMap.command(for: .key(.control("q"))) == nil)
    }

    @Test func helpNamesKeysAsUsersTypeThem() {
        #expect(KeyPress(.backspace, .alt).name == "Alt+Backspace")
        #expect(KeyPress.control("_").name == "Ctrl+_")
        #expect(KeyPress.alt("b").name == "Alt+B")
        #expect(KeyPress(.home, .control).name == "Ctrl+Home")
        #expect(KeyPress(.pageDown).name == "Page Down")
    }

    @Test func helpLeavesOutTheKeysAProgramTakesFirst() throws {
        let lines = KeyHelp.lines(
            for: EditKeyMap.bindings, excluding: [.control("n"), .control("u"), .control("k")])
        #expect(lines.contains("  Down                  move down a visual line"))
        let wordStart = try #require(lines.firstIndex(of: "  Ctrl+Left, Alt+Left, Alt+B"))
        #expect(lines[wordStart + 1] == "                        move to the start of the word")
        #expect(lines.contains("  Ctrl+_, Ctrl+/        undo"))
        #expect(!lines.contains { $0.contains("Ctrl+N") || $0.contains("Ctrl+U") || $0.contains("Ctrl+K") })
        // Two rows have no summary; four have three keys, each on a line of its own.
        #expect(lines.count == EditKeyMap.bindings.count - 2 + 4)
    }

    @Test func promptAndNotesHelpListTheTable() throws {
        let notes = try GrowtextBinary.run(["notes", "--help"])
        #expect(notes.output.contains("  Down                  move down a visual line\n"))
        #expect(notes.output.contains("  Ctrl+N                add a note below and move there\n"))
        let prompt = try GrowtextBinary.run(["prompt", "--help"])
        #expect(prompt.output.contains("  Down, Ctrl+N          move down a visual line\n"))
        // The prompt's own keys come from its table, before the editing keys.
        #expect(prompt.output.contains("  Ctrl+R                search the history"))
        #expect(
            prompt.output.contains(
                "  Ctrl+E, Ctrl+X Ctrl+E edit the text in $VISUAL, else $EDITOR, else vi\n"))
        #expect(!prompt.output.contains("  Ctrl+X  "))
        #expect(
            notes.output.contains(
                "  Ctrl+Q, Ctrl+C        save and quit (if saving fails, press again to quit\n"))
        // Ctrl+E opens the editor in the prompt, so its End line does not list it (the notes' does).
        #expect(prompt.output.contains("  End                   move to the end of the visual line\n"))
        #expect(
            prompt.output.contains(
                "  Ctrl+W, Alt+Backspace, Ctrl+Backspace\n"
                    + "                        delete the word before the caret\n"))
    }
}
