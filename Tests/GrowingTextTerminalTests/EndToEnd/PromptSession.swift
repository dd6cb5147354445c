import TestSupport
import Testing

/// `growtext prompt` run from `sh` in tmux, as a script runs it: `out=$(growtext prompt …)`.
extension TmuxSession {
    /// Starts `sh` running `setup`, then the prompt with `arguments` (`input` is what precedes the
    /// command: environment assignments or a pipe), saving stdout to `output`, the status to
    /// `status`, and the terminal modes before and after; waits for the box's hint line.
    ///
    /// - Parameters:
    ///   - name: The session's name (its directory and tmux socket).
    ///   - arguments: The prompt's arguments, as shell words.
    ///   - setup: Shell lines run first.
    ///   - input: What precedes the command on its line.
    ///   - errorsToFile: Whether stderr goes to the file `errors` rather than the terminal.
    ///   - columns: The terminal's width.
    ///   - rows: The terminal's height.
    ///   - backtrace: `SWIFT_BACKTRACE` for the run.
    static func startPrompt(
        _ name: String, _ arguments: String = "", setup: String = "", input: String = "",
        errorsToFile: Bool = false, columns: Int = 40, rows: Int = 12, backtrace: String = "interactive=no"
    ) throws -> TmuxSession {
        let script = """
            \(setup)
            stty -g > before
            printf 'above\\n'
            out=$(\(input) "$GROWTEXT" prompt \(arguments)\(errorsToFile ? " 2> errors" : "")); status=$?
            stty -g > after
            printf '%s' "$out" > output
            echo $status > status
            """
        let session = try TmuxSession(
            name, script: script, columns: columns, rows: rows, backtrace: backtrace)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        return session
    }

    /// Waits for the prompt to end; checks the terminal modes were restored; returns status and output.
    func finishPrompt() -> (status: String, output: String) {
        let status = status()
        #expect(file("before") == file("after"), "stty -g differs after the prompt")
        return (status, file("output") ?? "")
    }
}
