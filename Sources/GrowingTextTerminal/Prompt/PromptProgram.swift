import GrowingTextCore
import GrowingTextLayout

/// `growtext prompt` as a ``TerminalProgram``: an optional header, a growing input box drawn inline, and a
/// hint line below.
///
/// The prompt's own keys are the table ``keyBindings``: Enter submits (exit status 0), Alt+Enter and
/// Ctrl+J insert a newline (``PromptConfiguration/enterInsertsNewline`` swaps Enter's role and makes
/// Ctrl+D submit), Ctrl+C or Esc cancel (status 130), Ctrl+Z suspends, Ctrl+L redraws. Up on the
/// first visual line and Down on the last walk through the history (``PromptHistoryWalk``), Ctrl+R
/// searches it, Ctrl+E or Ctrl+X Ctrl+E opens the external editor; every other key is an
/// ``EditKeyMap`` editing key.
package struct PromptProgram: TerminalProgram {
    /// How the prompt ended.
    package enum Outcome: Hashable, Sendable {
        /// The user submitted this text.
        case submitted(String)
        /// The user cancelled.
        case cancelled
    }

    /// Edits a text outside the prompt (``ExternalEditor/edit(_:)``), with the terminal released.
    package typealias ExternalEdit = @Sendable (String) -> Result<String, ExternalEditorError>

    /// The exit status for a cancelled prompt, as for a shell command ended by Ctrl+C.
    package static let cancelStatus: Int32 = 130

    /// The options.
    package let configuration: PromptConfiguration
    /// The input box.
    package internal(set) var box: GrowingTextBox
    /// How the prompt ended, once it has.
    package private(set) var outcome: Outcome?
    /// A message shown instead of the hints until the next key (an editor that failed).
    package internal(set) var message: String?
    /// The history and where the walk through it is.
    package internal(set) var history: PromptHistoryWalk
    /// The incremental search in progress (Ctrl+R), if any.
    package internal(set) var search: PromptHistorySearch?
    let glyphs: TerminalGlyphs
    let externalEdit: ExternalEdit?

    /// Creates a prompt.
    /// - Parameters:
    ///   - text: The initial text (`--value` or standard input), cut to the maximum length; the caret
    ///     goes at its end.
    ///   - configuration: The options.
    ///   - history: Earlier submissions, oldest first (`--history`); none by default.
    ///   - externalEdit: What Ctrl+E runs; `nil` (the default) shows "no editor" instead.
    ///   - glyphs: Width and visible-symbol rules.
    package init(
        text: String = "", configuration: PromptConfiguration = PromptConfiguration(), history: [String] = [],
        externalEdit: ExternalEdit? = nil, glyphs: TerminalGlyphs
    ) {
        self.configuration = configuration
        self.glyphs = glyphs
        self.history = PromptHistoryWalk(entries: history)
        self.externalEdit = externalEdit
        let editing = EditingPolicy(maximumLength: configuration.maximumLength)
        let editor = TextEditor(text: editing.clamped(text), width: 80, cellWidth: glyphs.cellWidth)
        box = GrowingTextBox(
            editor: editor,
            growth: GrowthPolicy(
                minimumNumberOfLines: configuration.minimumNumberOfLines,
                maximumNumberOfLines: configuration.maximumNumberOfLines,
                lineHeight: 1),
            editing: editing,
            placeholder: configuration.placeholder,
            gutter: configuration.rowPrefix.isEmpty
                ? nil
                : FrameSpan(configuration.rowPrefix, style: TextStyle(color: configuration.theme.prompt)))
    }

    /// The prompt never idles.
    package var idleInterval: Int? { nil }

    /// Handles a key: submit, cancel, suspend, redraw, history, editor, or an editing command.
    /// - Parameter event: The input event.
    /// - Returns: `.exit(0)` on submit, `.exit(130)` on cancel, `.releaseTerminal` for the editor,
    ///   else what the loop should do.
    package mutating func handle(_ event: InputEvent) -> TerminalProgramAction {
        message = nil
        if search != nil, let action = handleSearch(event) { return action }
        if case .key(let press) = event, let command = KeyHelp.command(for: press, in: Self.keyBindings) {
            switch command {
            case .enter:
                return configuration.enterInsertsNewline ? edit(.newline) : submit()
            case .newline:
                return edit(.newline)
            case .submitWhenEnterInsertsNewline:
                if configuration.enterInsertsNewline { return submit() }
            case .cancel:
                outcome = .cancelled
                return .exit(Self.cancelStatus)
            case .suspend:
                return .suspend
            case .redraw:
                return .redrawAll
            case .openEditor:
                return openEditor()
            case .editorPrefix:
                return .proceed
            case .searchHistory:
                startSearch()
                return .proceed
            case .previousHistoryEntry:
                if box.editor.model.caretPosition.line == 0, walkHistory(by: -1) { return .proceed }
            case .nextHistoryEntry:
                let lastLine = box.editor.model.layout.lineCount - 1
                if box.editor.model.caretPosition.line >= lastLine, walkHistory(by: 1) { return .proceed }
            }
        }
        guard let command = EditKeyMap.command(for: event) else { return .proceed }
        return edit(command)
    }

    /// Nothing happens when idle.
    /// - Returns: `.proceed`.
    package mutating func idle() -> TerminalProgramAction { .proceed }

    /// Runs the external editor on the text (the terminal is released), replacing the text with the
    /// edited one as one undoable step, or keeping it and showing why the editor failed.
    /// - Returns: `.proceed`.
    package mutating func runWithTerminalReleased() -> TerminalProgramAction {
        guard let externalEdit else { return .proceed }
        switch externalEdit(box.editor.text) {
        case .success(let text):
            if text != box.editor.text { box.editor.setText(text) }
        case .failure(let error):
            message = "\(error); text kept"
        }
        return .proceed
    }

    /// Shows why Ctrl+Z did not suspend (no shell could resume the prompt) until the next key.
    package mutating func suspendRefused() {
        message = Self.suspendRefusedHint
    }

    /// The header, the box and the hint line, laid out to the terminal's (or the configured) width.
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame, the cursor at the caret (on the hint line while searching).
    package mutating func frame(for size: TerminalSize) -> Frame {
        let width = min(size.columns, configuration.width ?? size.columns)
        let headerStyle = TextStyle(isBold: true, color: configuration.theme.header)
        // Wrapped like the box's text, with the terminal's widths, so a header wider than the
        // terminal is read whole.
        let headerLayout = TextLayoutConfiguration(width: width, cellWidth: glyphs.cellWidth)
        let headerRows = configuration.headerLines.lazy.flatMap { line in
            TextLayout(text: line, configuration: headerLayout).lines.map { String($0.text) }
        }
        let header = headerRows.prefix(max(0, size.rows - 2)).map { FrameLine($0, style: headerStyle) }
        let rendering = box.render(width: width, availableRows: size.rows - 1 - header.count, glyphs: glyphs)
        var lines = header + rendering.lines
        var cursor = CellPosition(row: header.count + rendering.caret.row, column: rendering.caret.column)
        if let search {
            let line = searchLine(search)
            cursor = CellPosition(row: lines.count, column: min(width - 1, cells(line)))
            lines.append(FrameLine(line, style: TextStyle(isBold: true, color: configuration.theme.hint)))
        } else if let message {
            lines.append(FrameLine(message, style: TextStyle(isBold: true, color: configuration.theme.hint)))
        } else {
            let style = TextStyle(isDim: true, color: configuration.theme.hint)
            lines.append(FrameLine(hint(scrolls: rendering.scrolls, width: width), style: style))
        }
        return Frame(lines: lines, cursor: cursor)
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
        if !history.entries.isEmpty { keys.append("Ctrl+R search") }
        if externalEdit != nil { keys.append("Ctrl+E editor") }
        let separator = " · "
        var line = parts.joined(separator: separator)
        for (index, key) in keys.enumerated() {
            let candidate = line.isEmpty ? key : line + separator + key
            guard index == 0 || cells(candidate) <= width else { break }
            line = candidate
        }
        return line
    }

    func cells(_ text: String) -> Int { text.reduce(0) { $0 + glyphs.visible($1).width } }

    mutating func edit(_ command: EditCommand) -> TerminalProgramAction {
        box.editor.apply(command)
        return .proceed
    }

    /// Replaces the box's text with a fresh editor (history walks: each text has its own undo), cut
    /// to the maximum length as the initial text is.
    mutating func show(_ text: String) {
        box.editor = TextEditor(
            text: box.editing.clamped(text), width: box.editor.width, cellWidth: glyphs.cellWidth)
    }

    private mutating func walkHistory(by delta: Int) -> Bool {
        guard let text = history.move(by: delta, current: box.editor.text) else { return false }
        show(text)
        return true
    }

    private mutating func openEditor() -> TerminalProgramAction {
        guard externalEdit != nil else {
            message = "no external editor; text kept"
            return .proceed
        }
        return .releaseTerminal
    }

    private mutating func submit() -> TerminalProgramAction {
        outcome = .submitted(box.editor.text)
        return .exit(0)
    }
}
