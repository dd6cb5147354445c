import GrowingTextCore

/// The options of `growtext prompt`, with its documented defaults.
public struct PromptConfiguration: Hashable, Sendable {
    /// Shown dimmed while the text is empty; the box grows to fit it. Empty by default.
    public var placeholder: String
    /// The fewest rows the box takes; 1 by default.
    public var minimumLines: Int
    /// The most rows before the box scrolls inside; 5 by default. Capped by the terminal's height.
    public var maximumLines: Int
    /// The maximum length in grapheme clusters, or `nil` (the default) for none.
    public var maximumLength: Int?
    /// The box's width in cells, or `nil` (the default) for the terminal's width. Never wider than the
    /// terminal.
    public var width: Int?
    /// Whether Enter inserts a newline and Ctrl+D submits (instead of Enter submitting). Off by default.
    public var enterInsertsNewline: Bool

    /// Creates a configuration.
    /// - Parameters:
    ///   - placeholder: The placeholder.
    ///   - minimumLines: The fewest rows; below 1 counts as 1.
    ///   - maximumLines: The most rows; below the minimum counts as the minimum.
    ///   - maximumLength: The maximum length in clusters; negative counts as 0.
    ///   - width: The width in cells; below 3 counts as 3.
    ///   - enterInsertsNewline: Whether Enter inserts a newline.
    public init(
        placeholder: String = "", minimumLines: Int = 1, maximumLines: Int = 5, maximumLength: Int? = nil,
        width: Int? = nil, enterInsertsNewline: Bool = false
    ) {
        self.placeholder = placeholder
        self.minimumLines = max(1, minimumLines)
        self.maximumLines = max(self.minimumLines, maximumLines)
        self.maximumLength = maximumLength.map { max(0, $0) }
        self.width = width.map { max(3, $0) }
        self.enterInsertsNewline = enterInsertsNewline
    }
}

/// `growtext prompt` as a pure program: a growing input box drawn inline, with a hint line below.
///
/// Enter submits (exit status 0), Alt+Enter and Ctrl+J insert a newline (``PromptConfiguration/
/// enterInsertsNewline`` swaps Enter's role and makes Ctrl+D submit), Ctrl+C or Esc cancel (status
/// 130), Ctrl+Z suspends, Ctrl+L redraws; every other key is an ``EditKeyMap`` editing key.
public struct PromptProgram: TerminalProgram {
    /// How the prompt ended.
    public enum Outcome: Hashable, Sendable {
        /// The user submitted this text.
        case submitted(String)
        /// The user cancelled.
        case cancelled
    }

    /// The exit status for a cancelled prompt, as for a shell command ended by Ctrl+C.
    public static let cancelStatus: Int32 = 130

    /// The options.
    public let configuration: PromptConfiguration
    /// The input box.
    public private(set) var box: GrowingTextBox
    /// How the prompt ended, once it has.
    public private(set) var outcome: Outcome?
    private let glyphs: TerminalGlyphs

    /// Creates a prompt.
    /// - Parameters:
    ///   - text: The initial text (`--value`), cut to the maximum length; the caret goes at its end.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    public init(
        text: String = "", configuration: PromptConfiguration = PromptConfiguration(), glyphs: TerminalGlyphs
    ) {
        self.configuration = configuration
        self.glyphs = glyphs
        let editor = TextEditor(
            text: text, width: 80, policy: EditingPolicy(maximumLength: configuration.maximumLength))
        box = GrowingTextBox(
            editor: editor,
            growth: GrowthPolicy(
                minimumNumberOfLines: configuration.minimumLines,
                maximumNumberOfLines: configuration.maximumLines,
                lineHeight: 1),
            placeholder: configuration.placeholder,
            gutter: FrameSpan("│ ", style: TextStyle(color: .cyan)))
    }

    /// The prompt never idles.
    public var idleInterval: Int? { nil }

    /// Handles a key: submit, cancel, suspend, redraw, or an editing command.
    /// - Parameter event: The input event.
    /// - Returns: `.exit(0)` on submit, `.exit(130)` on cancel, else what the loop should do.
    public mutating func handle(_ event: InputEvent) -> TerminalProgramAction {
        if case .key(let press) = event {
            switch (press.key, press.modifiers) {
            case (.enter, []):
                return configuration.enterInsertsNewline ? edit(.newline) : submit()
            case (.enter, .alt), (.character("j"), .control):
                return edit(.newline)
            case (.character("d"), .control) where configuration.enterInsertsNewline:
                return submit()
            case (.character("c"), .control), (.escape, []):
                outcome = .cancelled
                return .exit(Self.cancelStatus)
            case (.character("z"), .control):
                return .suspend
            case (.character("l"), .control):
                return .redrawAll
            default:
                break
            }
        }
        guard let command = EditKeyMap.command(for: event) else { return .proceed }
        return edit(command)
    }

    /// Nothing happens when idle.
    /// - Returns: `.proceed`.
    public mutating func idle() -> TerminalProgramAction { .proceed }

    /// The box and the hint line, laid out to the terminal's (or the configured) width.
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame, the cursor at the caret.
    public mutating func frame(for size: TerminalSize) -> Frame {
        let width = min(size.columns, configuration.width ?? size.columns)
        let rendering = box.render(width: width, availableRows: size.rows - 1, glyphs: glyphs)
        var lines = rendering.lines
        lines.append(FrameLine(hint(scrolls: rendering.scrolls, width: width), style: .dim))
        return Frame(lines: lines, cursor: rendering.caret)
    }

    /// The hint line: the counters, then as many key hints as fit in `width` (whole hints only, most
    /// important first), so a narrow terminal shows "Esc cancel" rather than half a word.
    private func hint(scrolls: Bool, width: Int) -> String {
        var parts: [String] = []
        if let limit = configuration.maximumLength {
            parts.append("\(box.editor.model.text.count)/\(limit)")
        }
        if scrolls {
            let layout = box.editor.model.layout
            parts.append("line \(box.editor.model.caretPosition.line + 1)/\(layout.lineCount)")
        }
        var keys = ["Esc cancel"]
        keys +=
            configuration.enterInsertsNewline
            ? ["Ctrl+D submit", "Enter newline"] : ["Enter submit", "Alt+Enter newline"]
        keys.append("Ctrl+_ undo")
        let separator = " · "
        func cells(_ text: String) -> Int { text.reduce(0) { $0 + glyphs.visible($1).width } }
        var line = parts.joined(separator: separator)
        for (index, key) in keys.enumerated() {
            let candidate = line.isEmpty ? key : line + separator + key
            guard index == 0 || cells(candidate) <= width else { break }
            line = candidate
        }
        return line
    }

    private mutating func edit(_ command: EditCommand) -> TerminalProgramAction {
        box.editor.apply(command)
        return .proceed
    }

    private mutating func submit() -> TerminalProgramAction {
        outcome = .submitted(box.editor.text)
        return .exit(0)
    }
}
