#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The prompt stopped because the terminal went away before the user submitted or cancelled.
public enum GrowingPromptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The terminal closed (hang-up), or raw mode could not be re-entered after the external editor.
    case terminalLost

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .terminalLost: "the terminal closed before the text was submitted"
        }
    }
}

/// A growing multi-line prompt for a Swift command-line tool: one call reads a text from the user.
///
/// The box is the one `growtext prompt` draws: it opens below the cursor on the controlling
/// terminal (`/dev/tty`, never standard output, so the tool's output stays clean), grows with the
/// wrapped text up to ``PromptConfiguration/maximumLines`` rows and then scrolls inside, and is
/// erased when ``read()`` returns, with the terminal's modes restored whatever happens (Ctrl+C,
/// Ctrl+Z and `fg`, SIGTERM, a crash).
///
/// ```swift
/// let prompt = GrowingPrompt(placeholder: "Message", maximumNumberOfLines: 6)
/// if let message = try prompt.read() {
///     print(message)
/// }
/// ```
///
/// Enter submits, Alt+Enter or Ctrl+J inserts a newline, Esc or Ctrl+C cancels, Ctrl+E edits the
/// text in `$VISUAL` or `$EDITOR`; ``PromptProgram`` lists every key.
public struct GrowingPrompt: Sendable {
    /// The initial text; the caret starts at its end.
    public var text: String
    /// The options: placeholder, line limits, maximum length, header, colours and Enter's role.
    public var configuration: PromptConfiguration
    /// Earlier submissions, oldest first, that Up and Down walk through and Ctrl+R searches.
    public var history: [String]
    /// Whether Ctrl+E opens `$VISUAL`, else `$EDITOR`, else `vi` on the text; `true` by default.
    public var usesExternalEditor: Bool
    /// The environment that decides colours (`NO_COLOR`), refuses `TERM=dumb` and names the editor;
    /// the process's own by default.
    public var environment: [String: String]

    /// Creates a prompt with the options most tools set.
    /// - Parameters:
    ///   - placeholder: Shown dimmed while the text is empty.
    ///   - minimumNumberOfLines: The fewest rows of the box; below 1 counts as 1.
    ///   - maximumNumberOfLines: The most rows before the box scrolls inside; below the minimum counts
    ///     as the minimum. The terminal's height caps it too.
    ///   - text: The initial text.
    ///   - history: Earlier submissions, oldest first.
    public init(
        placeholder: String = "", minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int = 5,
        text: String = "", history: [String] = []
    ) {
        self.init(
            configuration: PromptConfiguration(
                placeholder: placeholder, minimumLines: minimumNumberOfLines,
                maximumLines: maximumNumberOfLines),
            text: text, history: history)
    }

    /// Creates a prompt with every option of `growtext prompt`.
    /// - Parameters:
    ///   - configuration: The options.
    ///   - text: The initial text, cut to the maximum length.
    ///   - history: Earlier submissions, oldest first.
    public init(configuration: PromptConfiguration, text: String = "", history: [String] = []) {
        self.text = text
        self.configuration = configuration
        self.history = history
        usesExternalEditor = true
        environment = ProcessInfo.processInfo.environment
    }

    /// Shows the prompt and waits until the user submits or cancels.
    /// - Returns: The submitted text (possibly empty), or `nil` when the user cancelled (Esc, Ctrl+C).
    /// - Throws: ``TerminalError`` before anything is drawn when there is no usable terminal (no
    ///   `/dev/tty` under cron or CI, `TERM=dumb`); ``GrowingPromptError/terminalLost`` when the
    ///   terminal closed before the end.
    public func read() throws -> String? {
        var externalEdit: PromptProgram.ExternalEdit?
        if usesExternalEditor {
            externalEdit = { [editor = ExternalEditor(environment: environment)] text in editor.edit(text) }
        }
        var program = PromptProgram(
            text: text, configuration: configuration, history: history, externalEdit: externalEdit,
            glyphs: .standard)
        _ = try TerminalSession.run(&program, mode: .inline, environment: environment)
        switch program.outcome {
        case .submitted(let text): return text
        case .cancelled: return nil
        case nil: throw GrowingPromptError.terminalLost
        }
    }
}
