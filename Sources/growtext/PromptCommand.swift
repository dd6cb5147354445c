import ArgumentParser
import Foundation
import GrowingTextTerminal

/// `growtext prompt`: a growing multi-line input for shell scripts.
struct PromptCommand: ParsableCommand {
    /// The keys `PromptProgram` handles before the editing key map; help lists them first.
    static let programKeys: [KeyPress] = [
        KeyPress(.enter), KeyPress(.enter, .alt), .control("j"), .control("d"), .control("c"),
        KeyPress(.escape), .control("l"), .control("z"),
    ]

    static let configuration = CommandConfiguration(
        commandName: "prompt",
        abstract: "Read multi-line text in a growing box; print the submitted text on stdout.",
        discussion: """
            The box is drawn on the terminal (/dev/tty) below the cursor, so
            msg=$(growtext prompt --placeholder "Commit message") captures only the text.
            It grows with the wrapped text up to --max-lines, then scrolls inside.

            Keys:
              Enter                 submit (with --enter-newline: insert a newline)
              Alt+Enter, Ctrl+J     insert a newline
              Ctrl+D                submit (with --enter-newline)
              Ctrl+C, Esc           cancel: nothing on stdout, exit status 130
              Ctrl+L                redraw
              Ctrl+Z                suspend (the box comes back after fg)
              Paste                 inserted as text in one undo step, newlines kept
            \(EditKeyMap.helpLines(excluding: programKeys).joined(separator: "\n"))

            Exit status: 0 submitted, 130 cancelled, 2 no usable terminal or bad options.
            NO_COLOR turns colours off; TERM=dumb is refused.
            """)

    @Option(help: "Initial text.")
    var value: String = ""

    @Option(help: "Text shown dimmed while the box is empty.")
    var placeholder: String = ""

    @Option(name: .customLong("min-lines"), help: "Fewest rows of the box.")
    var minLines: Int = 1

    @Option(name: .customLong("max-lines"), help: "Most rows before the box scrolls inside.")
    var maxLines: Int = 5

    @Option(name: .customLong("max-length"), help: "Maximum length in characters (grapheme clusters).")
    var maxLength: Int?

    @Option(help: "Width of the box in cells (default: the terminal's).")
    var width: Int?

    @Flag(name: .customLong("enter-newline"), help: "Enter inserts a newline; Ctrl+D submits.")
    var enterNewline = false

    func validate() throws {
        guard minLines >= 1 else { throw ValidationError("--min-lines must be at least 1") }
        guard maxLines >= minLines else { throw ValidationError("--max-lines must be at least --min-lines") }
        if let maxLength, maxLength < 0 { throw ValidationError("--max-length must not be negative") }
        if let width, width < 3 { throw ValidationError("--width must be at least 3") }
    }

    func run() throws {
        let configuration = PromptConfiguration(
            placeholder: placeholder, minimumLines: minLines, maximumLines: maxLines,
            maximumLength: maxLength,
            width: width, enterInsertsNewline: enterNewline)
        var program = PromptProgram(text: value, configuration: configuration, glyphs: .standard)
        let status: Int32
        do {
            status = try TerminalSession.run(
                &program, mode: .inline, environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("growtext prompt: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if case .submitted(let text) = program.outcome {
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
        if status != 0 { throw ExitCode(status) }
    }
}
