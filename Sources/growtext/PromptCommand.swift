import ArgumentParser
@_spi(Benchmarks) import GrowingTextTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `growtext prompt`: a growing multi-line input for shell scripts.
struct PromptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prompt",
        abstract: "Read multi-line text in a growing box; print the submitted text on stdout.",
        discussion: """
            The box is drawn on the terminal (/dev/tty) below the cursor, so \
            msg=$(growtext prompt --placeholder "Commit message") captures only the \
            text. It grows with the wrapped text up to --max-lines, then scrolls inside. \
            When standard input is not a terminal and --value is not given, standard \
            input is read to its end as the initial text (echo draft | growtext prompt): \
            one final line break is dropped, CRLF and CR become LF, invalid UTF-8 \
            becomes U+FFFD (with a warning on stderr).

            Keys:
            \(PromptProgram.keyHelp.joined(separator: "\n"))

            --output json prints {"text": "…", "lines": ["…"]}: lines is the text split \
            at each line feed ([] for the empty text); a cancel prints {"text": null, \
            "lines": null}.

            --history FILE holds one JSON string per line, oldest first. A submitted \
            text is appended (not when empty or equal to the newest entry), and the file \
            is trimmed to the newest --history-size entries. Lines that are not JSON \
            strings are skipped with a warning, and the file is then only appended to, \
            never trimmed, so nothing in it is lost. Only a regular file of at most 256 MiB \
            is read (a FIFO or a device is refused without blocking).

            An editor that fails or is missing leaves the text as it was, with the \
            reason on the hint line.

            Colours: --prompt-color, --header-color, --hint-color, or the environment \
            variables GROWTEXT_PROMPT_COLOR, GROWTEXT_HEADER_COLOR, GROWTEXT_HINT_COLOR \
            (the options win): black, red, green, yellow, blue, magenta, cyan, white, 0 \
            to 7, or default. NO_COLOR turns every colour off.

            TERM=dumb (no cursor movement): a plain prompt instead of the box. The header \
            is printed, then the prompt, and one line is read with the terminal's own line \
            editing (with --enter-newline, lines until Ctrl+D); an initial text is shown in \
            brackets and an empty line submits it; Ctrl+D on an empty line cancels.

            An initial text longer than --max-length is cut to it, with a warning.

            Exit status: 0 submitted, 130 cancelled (or ended by SIGINT), 2 no usable \
            terminal, bad options or an unreadable history file, 129 ended by SIGHUP or \
            the terminal closing, 143 ended by SIGTERM.
            """)

    /// What `--output` prints.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Initial text (standard input is then not read).")
    var value: String?

    @Option(help: "Text shown dimmed while the box is empty.")
    var placeholder: String = ""

    @Option(help: "A line above the box.")
    var header: String = ""

    @Option(help: "The prefix of every row of the box.")
    var prompt: String = PromptConfiguration.defaultRowPrefix

    @Option(name: .customLong("min-lines"), help: "Fewest rows of the box.")
    var minLines: Int = 1

    @Option(
        name: .customLong("max-lines"),
        help: LineLimitOptions.maximumHelp("Most rows before the box scrolls inside"))
    var maxLines: Int = 5

    @Option(name: .customLong("max-length"), help: "Maximum length in characters (grapheme clusters).")
    var maxLength: Int?

    @Option(help: "Width of the box in cells (default: the terminal's).")
    var width: Int?

    @Flag(name: .customLong("enter-newline"), help: "Enter inserts a newline; Ctrl+D submits.")
    var enterNewline = false

    @Option(help: "What to print: the text, or JSON with the text and its lines.")
    var output: OutputFormat = .text

    @Option(help: "A file of earlier submissions, one JSON string per line.", completion: .file())
    var history: String?

    @Option(name: .customLong("history-size"), help: "Most entries the history file keeps.")
    var historySize: Int = PromptHistoryFile.defaultCapacity

    @Option(name: .customLong("prompt-color"), help: "Colour of the prompt (default: cyan).")
    var promptColor: String?

    @Option(name: .customLong("header-color"), help: "Colour of the header (default: the terminal's).")
    var headerColor: String?

    @Option(name: .customLong("hint-color"), help: "Colour of the hint line (default: the terminal's).")
    var hintColor: String?

    @Option(name: .customLong("width-model"), help: WidthModelOption.help)
    var widthModel: WidthModelOption = .auto

    func validate() throws {
        try LineLimitOptions.validate(minimum: minLines, maximum: maxLines)
        if let maxLength, maxLength < 0 { throw ValidationError("--max-length must not be negative") }
        if let width, width < 3 { throw ValidationError("--width must be at least 3") }
        guard historySize >= 1 else { throw ValidationError("--history-size must be at least 1") }
        for (name, value) in [
            ("--prompt-color", promptColor), ("--header-color", headerColor), ("--hint-color", hintColor),
        ] {
            if let value, PromptTheme.color(named: value) == nil {
                throw ValidationError("\(name): unknown colour '\(value)'")
            }
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let historyFile = history.map { PromptHistoryFile(path: $0, capacity: historySize) }
        let entries = try loadHistory(historyFile)
        let text = initialText()
        if let maxLength, text.count > maxLength {
            warn(
                "warning: the initial text has \(text.count) characters, more than --max-length \(maxLength); "
                    + "it is cut to the first \(maxLength)")
        }
        var prompt = GrowingPrompt(
            configuration: promptConfiguration(environment: environment), initialText: text, history: entries)
        prompt.environment = environment
        prompt.widthModel = widthModel.model
        let submitted: String?
        do {
            submitted = try prompt.read()
        } catch GrowingPromptError.terminalLost {
            throw ExitCode(TerminalRunLoop.lostTerminalStatus)
        } catch GrowingPromptError.terminated(let status) {
            throw ExitCode(status)
        } catch {
            warn("\(error)")
            throw ExitCode(2)
        }
        guard let submitted else {
            if output == .json { printLine(PromptText.json(for: .cancelled)) }
            throw ExitCode(PromptProgram.cancelStatus)
        }
        printLine(output == .json ? PromptText.json(for: .submitted(submitted)) : submitted)
        do {
            try historyFile?.append(submitted)
        } catch {
            warn("\(error)")
        }
    }

    /// The initial text: `--value`, else standard input when it is not a terminal.
    private func initialText() -> String {
        if let value { return value }
        guard !StandardStreams.inputIsTerminal else { return "" }
        let input = StandardInput.read()
        input.warnIfReplaced()
        return PromptText.fromFile(input.text)
    }

    private func promptConfiguration(environment: [String: String]) -> PromptConfiguration {
        var (theme, invalid) = PromptTheme().applying(environment: environment)
        for setting in invalid {
            warn("warning: ignoring \(setting): not a colour")
        }
        // Validated in validate(), so each name is a colour.
        if let promptColor, let color = PromptTheme.color(named: promptColor) { theme.prompt = color }
        if let headerColor, let color = PromptTheme.color(named: headerColor) { theme.header = color }
        if let hintColor, let color = PromptTheme.color(named: hintColor) { theme.hint = color }
        return PromptConfiguration(
            placeholder: placeholder, minimumNumberOfLines: minLines, maximumNumberOfLines: maxLines,
            maximumLength: maxLength, width: width, enterInsertsNewline: enterNewline, header: header,
            rowPrefix: prompt, theme: theme)
    }

    /// The history's entries; skipped lines are reported, an unreadable file ends the command.
    private func loadHistory(_ file: PromptHistoryFile?) throws -> [String] {
        guard let file else { return [] }
        do {
            let contents = try file.load()
            if !contents.skippedLines.isEmpty {
                let numbers = contents.skippedLines.prefix(10).map(String.init).joined(separator: ", ")
                let more = contents.skippedLines.count > 10 ? ", …" : ""
                warn(
                    "warning: history \(file.path): line \(numbers)\(more) not a JSON string; "
                        + "skipped, and the file will not be trimmed")
            }
            return contents.entries
        } catch {
            warn("\(error)")
            throw ExitCode(2)
        }
    }

    private func printLine(_ text: String) {
        StandardStreams.printOutput(text)
    }

    private func warn(_ message: String) {
        StandardStreams.printError("growtext prompt: \(message)")
    }
}
