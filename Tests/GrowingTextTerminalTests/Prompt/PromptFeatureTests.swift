@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The prompt's header, prefix, history, search and editor keys on an in-memory terminal.
@Suite("Prompt features")
struct PromptFeatureTests {
    private let size = TerminalSize(columns: 30, rows: 10)

    private func press(_ prompt: inout PromptProgram, _ events: InputEvent...) -> TerminalProgramAction {
        var action = TerminalProgramAction.proceed
        for event in events {
            action = prompt.handle(event)
        }
        return action
    }

    private func lines(_ prompt: inout PromptProgram) -> [String] {
        prompt.frame(for: size).lines.map(\.text)
    }

    private static let up = InputEvent.key(KeyPress(.up))
    private static let down = InputEvent.key(KeyPress(.down))
    private static let enter = InputEvent.key(KeyPress(.enter))

    @Test func headerAboveAndPromptPrefixOnEveryRow() {
        let configuration = PromptConfiguration(header: "Commit message\r\nsecond", rowPrefix: "> ")
        var prompt = PromptProgram(text: "one\ntwo", configuration: configuration, glyphs: .standard)
        let frame = prompt.frame(for: size)
        #expect(
            frame.lines.map(\.text) == [
                "Commit message", "second", "> one", "> two", "Esc cancel · Enter submit",
            ])
        #expect(frame.cursor == CellPosition(row: 3, column: 5))
        #expect(frame.lines[0].spans[0].style == TextStyle(isBold: true))
        #expect(frame.lines[2].spans[0].style == TextStyle(color: .cyan))
    }

    @Test func emptyPromptAndColours() {
        let theme = PromptTheme(prompt: .red, header: .blue, hint: .yellow)
        var prompt = PromptProgram(
            text: "x", configuration: PromptConfiguration(header: "H", rowPrefix: "", theme: theme),
            glyphs: .standard)
        let frame = prompt.frame(for: size)
        #expect(frame.lines.map(\.text) == ["H", "x", "Esc cancel · Enter submit"])
        #expect(frame.lines[0].spans[0].style == TextStyle(isBold: true, color: .blue))
        #expect(frame.lines[2].spans[0].style == TextStyle(isDim: true, color: .yellow))
        #expect(frame.cursor == CellPosition(row: 1, column: 1))
    }

    @Test func aHeaderTallerThanTheTerminalLeavesRoomForTheBoxAndHint() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(header: "1\n2\n3\n4\n5"), glyphs: .standard)
        let shown = prompt.frame(for: TerminalSize(columns: 30, rows: 4))
        #expect(shown.lines.map(\.text) == ["1", "2", "│ ", "Esc cancel · Enter submit"])
        #expect(shown.cursor == CellPosition(row: 2, column: 2))
    }

    /// A header wider than the terminal wraps at word boundaries instead of being cut.
    @Test func aHeaderWiderThanTheTerminalWraps() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(header: "Describe the change in a few words\nok"),
            glyphs: .standard)
        let shown = prompt.frame(for: TerminalSize(columns: 16, rows: 8))
        #expect(
            shown.lines.map(\.text) == [
                "Describe the ", "change in a few ", "words", "ok", "│ ", "Esc cancel",
            ])
    }

    @Test func aPromptWiderThanTheBoxLeavesOneCellForTheText() {
        var prompt = PromptProgram(
            text: "ab", configuration: PromptConfiguration(width: 5, rowPrefix: "long prompt "),
            glyphs: .standard)
        let frame = prompt.frame(for: size)
        #expect(frame.lines.map(\.text).dropLast() == ["long prompt a", "long prompt b"])
        #expect(frame.cursor == CellPosition(row: 1, column: 13))
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard)
        let shown = String(
            decoding: renderer.render(frame, size: TerminalSize(columns: 5, rows: 10)), as: UTF8.self)
        #expect(!shown.contains("long p"))
    }

    @Test func escapeSequencesInTheHeaderAndPromptAreShownNotObeyed() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(header: "\u{1B}]0;PWNED\u{07}title", rowPrefix: "\u{1B}[2J> "),
            glyphs: .standard)
        var renderer = FrameRenderer(mode: .inline, glyphs: .standard)
        let bytes = renderer.render(prompt.frame(for: size), size: size)
        let shown = String(decoding: bytes, as: UTF8.self)
        #expect(!shown.contains("\u{1B}]0;"))
        #expect(!shown.contains("\u{1B}[2J"))
        #expect(shown.contains("PWNED"))
    }

    @Test func upOnTheFirstLineWalksTheHistoryAndDownComesBackToTheDraft() {
        var prompt = PromptProgram(text: "draft", history: ["old", "multi\nline"], glyphs: .standard)
        _ = press(&prompt, Self.up)
        #expect(lines(&prompt).dropLast() == ["│ multi", "│ line"])
        _ = press(&prompt, Self.up)  // the caret was on the entry's last line: move up inside it first
        #expect(lines(&prompt).dropLast() == ["│ multi", "│ line"])
        _ = press(&prompt, Self.up)
        #expect(lines(&prompt).dropLast() == ["│ old"])
        _ = press(&prompt, .text(" edited"))
        _ = press(&prompt, Self.down)
        #expect(lines(&prompt).dropLast() == ["│ multi", "│ line"])
        _ = press(&prompt, .key(.control("n")))
        #expect(lines(&prompt).dropLast() == ["│ draft"])
        _ = press(&prompt, .key(.control("p")))
        _ = press(&prompt, Self.up, Self.up)
        #expect(lines(&prompt).dropLast() == ["│ old edited"])
        #expect(press(&prompt, Self.enter) == .exit(0))
        #expect(prompt.outcome == .submitted("old edited"))
    }

    @Test func withoutHistoryUpAndDownOnlyMoveTheCaret() {
        var prompt = PromptProgram(text: "ab\ncd", glyphs: .standard)
        _ = press(&prompt, Self.up, .text("X"), Self.up, Self.down, Self.down, .text("Y"))
        #expect(lines(&prompt).dropLast() == ["│ abX", "│ cdY"])
    }

    @Test func controlRSearchesIncrementallyAndEnterTakesTheMatch() {
        var prompt = PromptProgram(
            text: "draft", history: ["fix bug", "add test", "Fix typo", "release"], glyphs: .standard)
        _ = press(&prompt, .key(.control("r")))
        var frame = prompt.frame(for: size)
        #expect(frame.lines.map(\.text) == ["│ draft", "search: "])
        #expect(frame.cursor == CellPosition(row: 1, column: 8))
        _ = press(&prompt, .text("fi"))
        #expect(lines(&prompt) == ["│ Fix typo", "search: fi"])
        _ = press(&prompt, .key(.control("r")))
        #expect(lines(&prompt) == ["│ fix bug", "search: fi"])
        _ = press(&prompt, .key(.control("r")))
        #expect(lines(&prompt) == ["│ fix bug", "failing search: fi"])
        _ = press(&prompt, .key(.control("s")))
        #expect(lines(&prompt) == ["│ Fix typo", "search: fi"])
        _ = press(&prompt, .text("xz"))
        #expect(lines(&prompt) == ["│ Fix typo", "failing search: fixz"])
        _ = press(&prompt, .key(KeyPress(.backspace)))
        frame = prompt.frame(for: size)
        #expect(frame.lines.map(\.text) == ["│ Fix typo", "search: fix"])
        #expect(press(&prompt, Self.enter) == .proceed)
        #expect(prompt.search == nil)
        _ = press(&prompt, .text("!"))
        #expect(lines(&prompt).first == "│ Fix typo!")
        // The walk moved to the match: Down goes to the next entry, then back to the draft.
        _ = press(&prompt, Self.down)
        #expect(lines(&prompt).first == "│ release")
        _ = press(&prompt, Self.down)
        #expect(lines(&prompt).first == "│ draft")
    }

    @Test func escapeAbandonsTheSearchAndOtherKeysTakeTheMatchAndAct() {
        var prompt = PromptProgram(text: "draft", history: ["alpha", "beta"], glyphs: .standard)
        _ = press(&prompt, .key(.control("r")), .text("al"))
        #expect(lines(&prompt).first == "│ alpha")
        _ = press(&prompt, .key(KeyPress(.escape)))
        #expect(lines(&prompt) == ["│ draft", "Esc cancel · Enter submit"])
        _ = press(&prompt, .key(.control("r")), .text("be"), .key(KeyPress(.home)), .text(">"))
        #expect(lines(&prompt).first == "│ >beta")
        _ = press(&prompt, .key(.control("r")), .text("nothing"), Self.enter)
        #expect(lines(&prompt).first == "│ >beta")
        #expect(press(&prompt, .key(.control("r")), .key(.control("c"))) == .exit(130))
        #expect(prompt.outcome == .cancelled)
    }

    @Test func controlEHandsTheTextToTheEditorAndTakesItBack() {
        var prompt = PromptProgram(
            text: "draft", externalEdit: { .success($0 + " edited") }, glyphs: .standard)
        #expect(press(&prompt, .key(.control("e"))) == .releaseTerminal)
        #expect(prompt.runWithTerminalReleased() == .proceed)
        #expect(lines(&prompt).first == "│ draft edited")
        _ = press(&prompt, .key(.control("_")))
        #expect(lines(&prompt).first == "│ draft")
        #expect(press(&prompt, .key(.control("x")), .key(.control("e"))) == .releaseTerminal)
        #expect(press(&prompt, .key(.control("x")), .text("y")) == .proceed)
        #expect(lines(&prompt).first == "│ drafty")
    }

    /// The editor's text is the user's edit: cut to the maximum length like a paste, and one undo
    /// brings the text before the editor back.
    @Test func anEditorTextPastTheMaximumLengthIsCutAndUndoesInOneStep() {
        var prompt = PromptProgram(
            text: "draft", configuration: PromptConfiguration(maximumLength: 8),
            externalEdit: { .success($0 + " edited") }, glyphs: .standard)
        _ = press(&prompt, .key(.control("e")))
        _ = prompt.runWithTerminalReleased()
        #expect(lines(&prompt).first == "│ draft ed")
        _ = press(&prompt, .key(.control("_")))
        #expect(lines(&prompt).first == "│ draft")
    }

    /// History entries are shown as text set in code, cut to the maximum length as the initial text is.
    @Test func historyEntriesAndTheInitialTextAreCutToTheMaximumLength() {
        var prompt = PromptProgram(
            text: "initial text", configuration: PromptConfiguration(maximumLength: 4),
            history: ["a long entry"], glyphs: .standard)
        #expect(lines(&prompt).first == "│ init")
        _ = press(&prompt, Self.up)
        #expect(lines(&prompt).first == "│ a lo")
    }

    @Test func aFailingEditorKeepsTheTextAndSaysWhy() {
        var prompt = PromptProgram(
            text: "draft", externalEdit: { _ in .failure(.failed(command: "vim", status: 1)) },
            glyphs: .standard)
        _ = press(&prompt, .key(.control("e")))
        _ = prompt.runWithTerminalReleased()
        #expect(lines(&prompt) == ["│ draft", "editor vim: exit status 1; text kept"])
        _ = press(&prompt, .text("!"))
        #expect(lines(&prompt) == ["│ draft!", "Esc cancel · Enter submit"])
        var missing = PromptProgram(
            externalEdit: { _ in .failure(.notFound(command: "nosuch")) }, glyphs: .standard)
        _ = missing.handle(.key(.control("e")))
        _ = missing.runWithTerminalReleased()
        #expect(lines(&missing).last == "editor nosuch: not found; text kept")
        var none = PromptProgram(glyphs: .standard)
        #expect(none.handle(.key(.control("e"))) == .proceed)
        #expect(lines(&none).last == "no external editor; text kept")
    }
}
