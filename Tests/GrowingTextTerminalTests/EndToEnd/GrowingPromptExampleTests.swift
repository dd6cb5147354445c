import Foundation
import TestSupport
import Testing

/// The DocC article's example (`Examples/GrowingPromptExample`, the `growing-prompt-example`
/// executable), run from `sh` in tmux as a user runs their own tool: `GrowingPrompt.read()` on the
/// terminal, the tool's own `print` on standard output.
@Suite(
    "GrowingPrompt example end to end", .serialized, .enabled(if: TmuxSession.runsEndToEndTests),
    .timeLimit(.minutes(3)))
struct GrowingPromptExampleTests {
    /// Starts the example with `arguments`, standard output to the file `output`, and waits for the
    /// box's hint line.
    private func start(_ name: String, _ arguments: String = "", setup: String = "") throws -> TmuxSession {
        let example = try #require(
            BuiltProducts.path("growing-prompt-example"), "growing-prompt-example was not built for the tests"
        )
        let script = """
            \(setup)
            stty -g > before
            printf 'above\\n'
            sh -c 'echo $$ > pid; exec "$0" "$@"' '\(example)' \(arguments) > output; status=$?
            stty -g > after
            echo $status > status
            """
        let session = try TmuxSession(name, script: script)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        return session
    }

    private func finish(_ session: TmuxSession) -> (status: String, output: String) {
        let status = session.status()
        #expect(session.file("before") == session.file("after"), "stty -g differs after the prompt")
        return (status, session.file("output") ?? "")
    }

    @Test func readReturnsTheSubmittedTextAndTheBoxGrows() throws {
        let session = try start("example-submit")
        #expect(session.screen()[1] == "│ Message")
        session.type("Hello")
        session.keys("M-Enter")
        session.type("world")
        let screen = session.waitForScreen { $0[2] == "│ world" }
        #expect(screen[1] == "│ Hello")
        #expect(screen[3].hasPrefix("Esc cancel"))
        session.keys("Enter")
        #expect(finish(session) == ("0", "Sending: Hello\nworld\n"))
        // The box is erased: the tool's next output would continue right below "above".
        #expect(Array(session.screen()[0...1]) == ["above", ""])
    }

    @Test func readReturnsNilOnEscape() throws {
        let session = try start("example-cancel")
        session.type("draft")
        session.waitForScreen { $0[1] == "│ draft" }
        session.keys("Escape")
        #expect(finish(session) == ("0", "Cancelled\n"))
    }

    /// On a terminal that cannot move the cursor the library reads a plain line, as
    /// `growtext prompt` does, rather than refusing.
    @Test func readFallsBackToAPlainPromptOnADumbTerminal() throws {
        let example = try #require(BuiltProducts.path("growing-prompt-example"))
        let session = try TmuxSession(
            "example-dumb", script: "TERM=dumb '\(example)' > output; echo $? > status")
        session.waitForScreen { $0.contains("│") }
        session.type("Hello")
        session.keys("Enter")
        #expect(session.status() == "0")
        #expect(session.file("output") == "Sending: Hello\n")
    }

    /// A signal ends `read()` with `terminated(status:)`, a hang-up too, and the example exits with
    /// that status: what a shell shows for a command the signal ended.
    @Test(arguments: [("TERM", SIGTERM, "143"), ("INT", SIGINT, "130"), ("HUP", SIGHUP, "129")])
    func aSignalEndsReadAndTheToolExitsWithItsStatus(name: String, signal: Int32, status: String) throws {
        let session = try start("example-signal-\(name)")
        session.type("draft")
        session.waitForScreen { $0[1] == "│ draft" }
        let pid = try #require(
            pid_t(session.file("pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        kill(pid, signal)
        #expect(finish(session) == (status, "Stopped: a signal ended the prompt (exit status \(status))\n"))
        #expect(!session.screen().contains { $0.hasPrefix("│") || $0.contains("Esc cancel") })
    }

    @Test func theConfiguredPromptShowsItsHeaderAndEnterInsertsANewline() throws {
        let session = try start("example-commit", "commit")
        var screen = session.screen()
        #expect(Array(screen[1...2]) == ["Commit message", "│ Why this change?"])
        #expect(screen[3].hasPrefix("0/200 · Esc cancel · Ctrl+D submit"))
        session.type("Keep the caret")
        session.keys("Enter")
        session.type("in view")
        screen = session.waitForScreen { $0[3] == "│ in view" }
        session.keys("Up", "Up")
        screen = session.waitForScreen { $0[2] == "│ Fix the caret at the maximum" }
        session.keys("Down")
        session.waitForScreen { $0[3] == "│ in view" }
        session.keys("C-d")
        #expect(finish(session) == ("0", "Committing: Keep the caret\nin view\n"))
    }
}
