@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// The prompt on an in-memory terminal: golden frames as text.
@Suite("Prompt program")
struct PromptProgramTests {
    private let size = TerminalSize(columns: 20, rows: 10)

    private func type(_ prompt: inout PromptProgram, _ events: [InputEvent]) {
        for event in events {
            _ = prompt.handle(event)
        }
    }

    private func screen(_ prompt: inout PromptProgram, size: TerminalSize? = nil) -> (
        lines: [String], cursor: CellPosition?
    ) {
        let frame = prompt.frame(for: size ?? self.size)
        return (frame.lines.map(\.text), frame.cursor)
    }

    @Test func placeholderAndMinimumLines() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(placeholder: "Commit message", minimumNumberOfLines: 2),
            glyphs: .standard)
        let shown = screen(&prompt)
        #expect(
            shown.lines == [
                "│ Commit message", "│ ", "Esc cancel",
            ])
        #expect(shown.cursor == CellPosition(row: 0, column: 2))
        let frame = prompt.frame(for: size)
        #expect(frame.lines[0].spans[1].style == .dim)
    }

    @Test func placeholderTallerThanTheMinimumGrowsTheBox() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(placeholder: "a long placeholder wraps"), glyphs: .standard)
        #expect(screen(&prompt).lines.dropLast() == ["│ a long placeholder ", "│ wraps"])
    }

    @Test func growsToTheMaximumThenScrollsWithTheCaretVisible() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(maximumNumberOfLines: 3), glyphs: .standard)
        type(&prompt, [.text("one"), .key(KeyPress(.enter, .alt)), .text("two")])
        #expect(screen(&prompt).lines.dropLast() == ["│ one", "│ two"])
        type(&prompt, [.key(.control("j")), .text("three"), .key(.control("j")), .text("four")])
        let shown = screen(&prompt)
        #expect(
            shown.lines == [
                "│ two", "│ three", "│ four",
                "line 4/4 · Esc cancel",
            ])
        #expect(shown.cursor == CellPosition(row: 2, column: 6))
        type(&prompt, [.key(KeyPress(.up)), .key(KeyPress(.up)), .key(KeyPress(.up))])
        let top = screen(&prompt)
        #expect(top.lines.dropLast() == ["│ one", "│ two", "│ three"])
        #expect(top.cursor == CellPosition(row: 0, column: 5))
        type(&prompt, [.key(KeyPress(.end, .control))] + Array(repeating: .key(.control("w")), count: 3))
        #expect(screen(&prompt).lines.dropLast() == ["│ one", "│ "])
    }

    @Test func hintShowsTheKeysThatFit() {
        var prompt = PromptProgram(glyphs: .standard)
        #expect(
            screen(&prompt, size: TerminalSize(columns: 80, rows: 5)).lines.last
                == "Esc cancel · Enter submit · Alt+Enter newline · Ctrl+_ undo")
        #expect(
            screen(&prompt, size: TerminalSize(columns: 30, rows: 5)).lines.last
                == "Esc cancel · Enter submit")
        var swapped = PromptProgram(
            configuration: PromptConfiguration(enterInsertsNewline: true), glyphs: .standard)
        #expect(
            screen(&swapped, size: TerminalSize(columns: 50, rows: 5)).lines.last
                == "Esc cancel · Ctrl+D submit · Enter newline")
    }

    @Test func wrapsWideTextAtTheBoxWidth() {
        var prompt = PromptProgram(configuration: PromptConfiguration(width: 10), glyphs: .standard)
        type(&prompt, [.text("中文字符测试")])
        let shown = screen(&prompt)
        #expect(shown.lines.dropLast() == ["│ 中文字符", "│ 测试"])
        #expect(shown.cursor == CellPosition(row: 1, column: 6))
    }

    @Test func submitCancelAndSuspendKeys() {
        var prompt = PromptProgram(text: "draft", glyphs: .standard)
        #expect(prompt.handle(.key(KeyPress(.character("z"), .control))) == .suspend)
        #expect(prompt.handle(.key(.control("l"))) == .redrawAll)
        #expect(prompt.handle(.key(KeyPress(.escape))) == .exit(130))
        #expect(prompt.outcome == .cancelled)
        var other = PromptProgram(text: "draft", glyphs: .standard)
        #expect(other.handle(.key(.control("c"))) == .exit(130))
        var submit = PromptProgram(text: "draft", glyphs: .standard)
        #expect(submit.handle(.key(KeyPress(.enter))) == .exit(0))
        #expect(submit.outcome == .submitted("draft"))
    }

    @Test func enterNewlineMode() {
        var prompt = PromptProgram(
            configuration: PromptConfiguration(enterInsertsNewline: true), glyphs: .standard)
        #expect(prompt.handle(.text("a")) == .proceed)
        #expect(prompt.handle(.key(KeyPress(.enter))) == .proceed)
        #expect(prompt.handle(.text("b")) == .proceed)
        #expect(prompt.handle(.key(.control("d"))) == .exit(0))
        #expect(prompt.outcome == .submitted("a\nb"))
    }

    @Test func maximumLengthShowsACounter() {
        var prompt = PromptProgram(configuration: PromptConfiguration(maximumLength: 4), glyphs: .standard)
        type(&prompt, [.paste("🇫🇷🇩🇪e\u{301}xyz")])
        let shown = screen(&prompt)
        #expect(shown.lines.first == "│ 🇫🇷🇩🇪e\u{301}x")
        #expect(shown.lines.last?.hasPrefix("4/4 · Esc cancel") == true)
        #expect(shown.cursor == CellPosition(row: 0, column: 8))
    }

    @Test func capsTheBoxToTheTerminalHeight() {
        var prompt = PromptProgram(
            text: "1\n2\n3\n4\n5", configuration: PromptConfiguration(maximumNumberOfLines: 5),
            glyphs: .standard)
        let shown = screen(&prompt, size: TerminalSize(columns: 20, rows: 3))
        #expect(shown.lines.dropLast() == ["│ 4", "│ 5"])
        #expect(shown.cursor == CellPosition(row: 1, column: 3))
    }

    @Test func badConfigurationIsNormalised() {
        let configuration = PromptConfiguration(
            minimumNumberOfLines: -3, maximumNumberOfLines: 0, maximumLength: -1, width: 0)
        #expect(configuration.minimumNumberOfLines == 1)
        #expect(configuration.maximumNumberOfLines == 0)
        #expect(configuration.maximumLength == 0)
        #expect(configuration.width == 3)
        var prompt = PromptProgram(text: "ignored", configuration: configuration, glyphs: .standard)
        // The frame is not clipped here (the renderer clips it to the terminal): one row, then the hint.
        let shown = screen(&prompt, size: TerminalSize(columns: 0, rows: 0))
        #expect(shown.lines.first == "│ ")
        #expect(shown.lines.count == 2)
        #expect(prompt.box.editor.text == "")
    }
}
