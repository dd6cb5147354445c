import GrowingTextLayout

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The prompt stopped before the user submitted or cancelled: the terminal went away or a signal
/// ended it.
///
/// Exit with ``exitStatus``, as `growtext prompt` does, so that a script sees what a shell shows for
/// a command a signal ended:
///
/// ```swift
/// do {
///     print(try prompt.read() ?? "")
/// } catch let error as GrowingPromptError {
///     exit(error.exitStatus)  // 129 hang-up, 130 SIGINT, 143 SIGTERM
/// }
/// ```
public enum GrowingPromptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The terminal closed without a signal (end of input or an error reading it), or raw mode could
    /// not be re-entered after the external editor. ``exitStatus`` is 129, as for a hang-up.
    case terminalLost
    /// A signal ended the prompt: SIGHUP (status 129; a terminal that closes usually sends it),
    /// SIGINT (130, from `kill -INT`: the Ctrl+C key cancels instead) or SIGTERM (143). `status` is
    /// the conventional exit status, 128 + the signal's number, for the tool to exit with.
    case terminated(status: Int32)

    /// The status to exit with: ``terminated(status:)``'s status, or 129 for ``terminalLost``.
    public var exitStatus: Int32 {
        switch self {
        case .terminalLost: TerminalRunLoop.lostTerminalStatus
        case .terminated(let status): status
        }
    }

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .terminalLost: "the terminal closed before the text was submitted"
        case .terminated(let status): "a signal ended the prompt (exit status \(status))"
        }
    }
}

/// A growing multi-line prompt for a Swift command-line tool: one call reads a text from the user.
///
/// The box is the one `growtext prompt` draws: it opens below the cursor on the controlling
/// terminal (`/dev/tty`, never standard output, so the tool's output stays clean), grows with the
/// wrapped text up to ``PromptConfiguration/maximumNumberOfLines`` rows and then scrolls inside, and is
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
/// text in `$VISUAL` or `$EDITOR`; `growtext prompt --help` lists every key.
public struct GrowingPrompt: Sendable {
    /// The text the box opens with, cut to the maximum length; the caret starts at its end. Empty
    /// by default.
    public var initialText: String
    /// The options: placeholder, line limits, maximum length, header, colours and Enter's role.
    public var configuration: PromptConfiguration
    /// Earlier submissions, oldest first, that Up and Down walk through and Ctrl+R searches.
    public var history: [String]
    /// Whether Ctrl+E opens `$VISUAL`, else `$EDITOR`, else `vi` on the text; `true` by default.
    public var usesExternalEditor: Bool
    /// The environment that decides colours (`NO_COLOR`), the plain prompt for `TERM=dumb`, the
    /// terminal's width model (`GROWTEXT_WIDTH_MODEL`, else asked of the terminal at start-up and
    /// cached under `XDG_CACHE_HOME`, as `growtext prompt` does) and the editor; the process's own
    /// by default.
    public var environment: [String: String]
    /// How the terminal draws emoji and other wide clusters; `nil` (the default) follows
    /// ``environment``. `growtext prompt --width-model` sets it.
    package var widthModel: TerminalCellWidth.WidthModel?

    /// Creates a prompt with the options most tools set.
    /// - Parameters:
    ///   - placeholder: Shown dimmed while the text is empty.
    ///   - minimumNumberOfLines: The fewest rows of the box.
    ///   - maximumNumberOfLines: The most rows before the box scrolls inside; 0 for no limit. The
    ///     terminal's height caps it too. Both follow `GrowthPolicy`'s rule, as ``PromptConfiguration``
    ///     says.
    ///   - initialText: The text the box opens with.
    ///   - history: Earlier submissions, oldest first.
    public init(
        placeholder: String = "", minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int = 5,
        initialText: String = "", history: [String] = []
    ) {
        self.init(
            configuration: PromptConfiguration(
                placeholder: placeholder, minimumNumberOfLines: minimumNumberOfLines,
                maximumNumberOfLines: maximumNumberOfLines),
            initialText: initialText, history: history)
    }

    /// Creates a prompt with every option of `growtext prompt`.
    /// - Parameters:
    ///   - configuration: The options.
    ///   - initialText: The text the box opens with, cut to the maximum length.
    ///   - history: Earlier submissions, oldest first.
    public init(configuration: PromptConfiguration, initialText: String = "", history: [String] = []) {
        self.initialText = initialText
        self.configuration = configuration
        self.history = history
        usesExternalEditor = true
        environment = ProcessInfo.processInfo.environment
        widthModel = nil
    }

    /// Shows the prompt and waits until the user submits or cancels.
    ///
    /// With `TERM=dumb` there is no box: a plain line-based prompt reads the text instead (as
    /// prompt_toolkit falls back), ended by an empty line or end of input.
    /// - Returns: The submitted text (possibly empty), or `nil` when the user cancelled (Esc, Ctrl+C).
    /// - Throws: ``TerminalError`` before anything is drawn when there is no usable terminal (no
    ///   `/dev/tty` under cron or CI); ``GrowingPromptError/terminalLost`` when the terminal closed
    ///   before the end without a signal; ``GrowingPromptError/terminated(status:)`` when SIGHUP,
    ///   SIGINT or SIGTERM ended it. Exit with the error's ``GrowingPromptError/exitStatus``.
    public func read() throws -> String? {
        if TerminalEnvironment(environment).isDumb {
            switch try PlainPrompt.run(text: initialText, configuration: configuration) {
            case .submitted(let text): return text
            case .cancelled: return nil
            }
        }
        var externalEdit: PromptProgram.ExternalEdit?
        if usesExternalEditor {
            externalEdit = { [editor = ExternalEditor(environment: environment)] text in editor.edit(text) }
        }
        let (program, ending) = try TerminalSession.run(
            mode: .inline, environment: environment, widthModel: widthModel
        ) { [initialText, configuration, history] glyphs in
            PromptProgram(
                text: initialText, configuration: configuration, history: history, externalEdit: externalEdit,
                glyphs: glyphs)
        }
        switch program.outcome {
        case .submitted(let text): return text
        case .cancelled: return nil
        case nil where ending.signal == nil: throw GrowingPromptError.terminalLost
        case nil: throw GrowingPromptError.terminated(status: ending.status)
        }
    }
}
