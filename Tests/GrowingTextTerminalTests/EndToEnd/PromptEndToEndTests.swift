import Foundation
import TestSupport
import Testing

/// `growtext prompt` in a real terminal (tmux 40 × 12), output captured through `$(...)`.
@Suite("Prompt end to end", .serialized, .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct PromptEndToEndTests {
    private func start(
        _ name: String, _ arguments: String = "", backtrace: String = "interactive=no"
    ) throws -> TmuxSession {
        try TmuxSession.startPrompt(name, arguments, backtrace: backtrace)
    }

    private func finish(_ session: TmuxSession) -> (status: String, output: String) {
        session.finishPrompt()
    }

    @Test func submittedTextIsTheOnlyThingOnStdout() throws {
        let session = try start("submit", "--placeholder 'Commit message'")
        #expect(session.screen()[1] == "│ Commit message")
        session.type("Fix the caret")
        session.keys("M-Enter")
        session.type("at the maximum")
        session.keys("Enter")
        let result = finish(session)
        #expect(result.status == "0")
        #expect(result.output == "Fix the caret\nat the maximum")
        // The box is erased: the shell's output continues right below "above".
        #expect(session.screen()[0] == "above")
        #expect(session.screen()[1] == "")
    }

    @Test func boxGrowsToTheMaximumScrollsAndShrinksBack() throws {
        let session = try start("grow", "--max-lines 3")
        session.type(String(repeating: "word ", count: 7))  // 35 cells: one row of 38
        var screen = session.waitForScreen { $0[1].hasPrefix("│ word word") }
        #expect(screen[2].contains("Esc cancel"))
        session.type(String(repeating: "more ", count: 16))  // 115 cells: four rows, box stops at three
        // Wrapped: seven words, seven, seven, two; the box stops at three rows, the caret on the last.
        screen = session.waitForScreen { $0[4].contains("Esc cancel") && $0[4].contains("line 4/4") }
        #expect(screen[1] == "│ more more more more more more more")
        #expect(screen[2] == "│ more more more more more more more")
        #expect(screen[3] == "│ more more")
        #expect(screen[4].hasPrefix("line 4/4"))
        #expect(session.cursor().y == 3)
        session.keys("Up", "Up", "Up")
        screen = session.waitForScreen { $0[4].hasPrefix("line 1/4") }
        #expect(screen[1] == "│ word word word word word word word")
        #expect(session.cursor().y == 1)
        session.keys("C-End")
        for _ in 0..<16 { session.keys("C-w") }
        screen = session.waitForScreen { $0[2].contains("Esc cancel") }
        #expect(screen[1] == "│ word word word word word word word")
        #expect(screen[3] == "")
        session.keys("Enter")
        #expect(finish(session).output == "word word word word word word word ")
    }

    @Test func atTheBottomOfTheScreenTheTerminalScrollsToMakeRoom() throws {
        let script = """
            stty -g > before
            for line in 1 2 3 4 5 6 7 8 9 10 11; do echo "shell $line"; done
            out=$("$GROWTEXT" prompt --max-lines 3); status=$?
            stty -g > after
            printf '%s' "$out" > output
            echo $status > status
            """
        let session = try TmuxSession("bottom", script: script)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("a")
        session.keys("C-j")
        session.type("b")
        session.keys("C-j")
        session.type("c")
        let screen = session.waitForScreen { $0[10] == "│ c" }
        // Box and hint need four rows below "shell 11": the shell's lines scrolled up to make room.
        #expect(
            Array(screen[0..<11]) == [
                "shell 4", "shell 5", "shell 6", "shell 7", "shell 8", "shell 9", "shell 10", "shell 11",
                "│ a", "│ b", "│ c",
            ])
        #expect(screen[11].hasPrefix("Esc cancel"))
        #expect(session.cursor().y == 10)
        session.keys("Enter")
        #expect(finish(session).output == "a\nb\nc")
    }

    @Test func initialValueAndMinimumLines() throws {
        let session = try start("value", "--value \"$(printf 'first\\nsecond')\" --min-lines 4")
        let screen = session.waitForScreen { $0.contains("│ second") }
        #expect(
            Array(screen[1...5]) == [
                "│ first", "│ second", "│", "│", "Esc cancel · Enter submit",
            ])
        #expect(session.cursor().x == 8)
        #expect(session.cursor().y == 2)
        session.keys("Home")
        session.type("the ")
        session.keys("Enter")
        #expect(finish(session).output == "first\nthe second")
    }

    @Test func wordAndLineKeys() throws {
        let session = try start("words", "--value 'alpha beta gamma'")
        session.keys("C-Left")
        session.type("X")
        session.keys("M-b", "M-b")
        session.type("Y")
        #expect(session.waitForScreen { $0.contains("│ alpha Ybeta Xgamma") }[1] == "│ alpha Ybeta Xgamma")
        session.keys("End", "BSpace", "Home", "DC")
        #expect(session.waitForScreen { $0.contains("│ lpha Ybeta Xgamm") }[1] == "│ lpha Ybeta Xgamm")
        #expect(session.cursor().x == 2)
        session.keys("M-f", "C-k")
        session.waitForScreen { $0.contains("│ lpha") }
        session.keys("Enter")
        #expect(finish(session).output == "lpha")
    }

    @Test func wideAndCombiningCharacters() throws {
        let session = try start("cjk", "--width 12")
        session.type("中文字符测试e\u{301}x")
        let screen = session.waitForScreen { $0.contains { $0.contains("éx") } }
        // Ten cells of text per row: five ideographs, then the rest wraps.
        #expect(screen[1] == "│ 中文字符测")
        #expect(screen[2] == "│ 试éx")
        #expect(session.cursor().x == 6)
        session.keys("Left", "Left", "BSpace")
        session.keys("Enter")
        #expect(finish(session).output == "中文字符测e\u{301}x")
    }

    @Test func bracketedPasteIsOneUndoStep() throws {
        let session = try start("paste", "--max-lines 6")
        session.type("start ")
        session.paste("one\ntwo\nthree")
        session.waitForScreen { $0.contains("│ three") }
        session.keys("C-_")
        session.waitForScreen { !$0.contains("│ three") }
        session.keys("C-y")
        session.waitForScreen { $0.contains("│ three") }
        session.keys("Enter")
        #expect(finish(session).output == "start one\ntwo\nthree")
    }

    @Test func resizeRewrapsTheBox() throws {
        let session = try start("resize")
        session.type(String(repeating: "abc ", count: 12))  // 48 cells: two rows at 38
        session.waitForScreen { $0[2].hasPrefix("│ abc") }
        session.resize(columns: 22, rows: 12)
        let screen = session.waitForScreen {
            $0.contains("│ abc abc abc abc abc") && $0.contains { $0.hasPrefix("Esc cancel") }
        }
        let boxRows = screen.filter { $0.hasPrefix("│") }
        #expect(boxRows == ["│ abc abc abc abc abc", "│ abc abc abc abc abc", "│ abc abc"])
        session.keys("Enter")
        #expect(finish(session).output == String(repeating: "abc ", count: 12))
    }

    /// A script that printed part of a line before the prompt keeps it: the box opens on the next
    /// line and is erased from there.
    @Test func textPrintedBeforeThePromptOnItsLineStays() throws {
        let session = try TmuxSession(
            "partial",
            script: """
                printf 'above\\n'
                printf 'partial: '
                "$GROWTEXT" prompt > output; echo $? > status
                """)
        var screen = session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        #expect(Array(screen[0...2]) == ["above", "partial:", "│"])
        session.type("typed")
        session.waitForScreen { $0.contains("│ typed") }
        session.keys("Enter")
        #expect(session.status() == "0")
        #expect(session.file("output") == "typed\n")
        screen = session.screen()
        #expect(Array(screen[0...2]) == ["above", "partial:", ""])
    }

    @Test func escapeAndControlCCancelWithStatus130() throws {
        let escape = try start("esc", "--value 'draft'")
        escape.keys("Escape")
        let first = finish(escape)
        #expect(first.status == "130")
        #expect(first.output == "")
        let interrupt = try start("ctrlc")
        interrupt.type("typed")
        interrupt.keys("C-c")
        let second = finish(interrupt)
        #expect(second.status == "130")
        #expect(second.output == "")
    }

    @Test func enterNewlineSwapsTheKeys() throws {
        let session = try start("swap", "--enter-newline")
        session.type("a")
        session.keys("Enter")
        session.type("b")
        session.keys("C-d")
        #expect(finish(session).output == "a\nb")
    }

    @Test func maximumLengthCutsAPaste() throws {
        let session = try start("limit", "--max-length 5")
        session.paste("abcdefgh")
        session.waitForScreen { $0.contains { $0.contains("5/5") } }
        session.keys("Enter")
        #expect(finish(session).output == "abcde")
    }

    @Test func escapeSequencesInTextAreShownNotObeyed() throws {
        let session = try start("inject", "--width 38")
        let title = session.paneTitle()
        session.paste("x\u{1B}]0;PWNED\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{1B}[H\u{9B}1m\u{202E}y")
        let screen = session.waitForScreen { $0.contains { $0.contains("y") && $0.hasPrefix("│ x") } }
        #expect(session.paneTitle() == title)
        #expect(screen[0] == "above")
        #expect(!screen.joined().contains("PWNED\u{07}"))
        session.keys("Enter")
        #expect(
            finish(session).output
                == "x\u{1B}]0;PWNED\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{1B}[H\u{9B}1m\u{202E}y")
    }

    @Test(arguments: ["TERM", "HUP", "SEGV", "ABRT"])
    func signalsRestoreTheTerminal(signal: String) throws {
        // The runtime's backtracer (which runs after our handler) is off: it is slow and not ours.
        let session = try start("signal-\(signal)", backtrace: "enable=no")
        session.type("text")
        session.waitForScreen { $0.contains("│ text") }
        let tty = session.tmux(["display", "-p", "#{pane_tty}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        Subprocess.run([
            "/usr/bin/pkill", "-\(signal)", "-t", String(tty.dropFirst("/dev/".count)), "-x", "growtext",
        ])
        let result = finish(session)
        #expect(result.status != "0")
        #expect(result.status != "timeout")
        #expect(result.output == "")
        // The box was erased before dying: nothing of it is left under the shell's output.
        #expect(!session.screen().contains { $0.hasPrefix("│") || $0.contains("Esc cancel") })
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgRedraws() throws {
        // Job control needs an interactive shell, and a command of its own (not in a list or $(...)).
        let session = try TmuxSession("suspend", script: "exec env PS1='$ ' bash --norc --noprofile -i")
        func command(_ text: String) {
            session.type(text)
            session.keys("Enter")
        }
        let binary = try TmuxSession.binary
        session.waitForScreen { $0.contains("$") }
        command("stty -g > before")
        command("\(binary) prompt > output")
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("typed")
        session.waitForScreen { $0.contains("│ typed") }
        session.keys("C-z")
        session.waitForScreen { $0.contains { $0.contains("Stopped") } }
        command("stty -g > stopped")
        #expect(session.waitForFile("stopped") == session.file("before"))
        command("fg")
        // The box drawn before the stop stays above; wait for the one redrawn below "fg".
        session.waitForScreen { screen in
            guard let fg = screen.firstIndex(where: { $0.hasSuffix("$ fg") }) else { return false }
            return screen[(fg + 1)...].contains("│ typed")
        }
        session.type(" more")
        session.keys("Enter")
        // Keys typed before the prompt has read Enter would reach it, not the shell.
        session.waitForScreen { $0.last(where: { !$0.isEmpty }) == "$" }
        command("echo $? > status; stty -g > after")
        #expect(session.waitForFile("status") == "0\n")
        #expect(session.waitForFile("after") == session.file("before"))
        #expect(session.file("output") == "typed more\n")
    }

    @Test func noTerminalIsAClearErrorWithStatus2() throws {
        let binary = try TmuxSession.binary
        let result = Subprocess.run(["/usr/bin/setsid", "-w", binary, "prompt"], stderrToStdout: true)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("growtext prompt: cannot open the terminal /dev/tty"))
    }

    @Test(arguments: [
        ["--max-lines", "-1"], ["--min-lines", "0"], ["--min-lines", "4", "--max-lines", "3"],
        ["--width", "2"], ["--max-length", "-1"], ["--bogus"],
    ])
    func badOptionsExitWithStatus2(arguments: [String]) throws {
        let binary = try TmuxSession.binary
        let result = Subprocess.run([binary, "prompt"] + arguments, stderrToStdout: true)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("Error: "))
    }

    /// Without a terminal, TERM=dumb changes nothing: the plain prompt needs /dev/tty too.
    @Test func dumbTerminalWithoutATerminalIsAClearError() throws {
        let binary = try TmuxSession.binary
        let result = Subprocess.run(
            ["/usr/bin/setsid", "-w", binary, "prompt"], environment: ["TERM": "dumb"], stderrToStdout: true)
        #expect(result.status == 2)
        #expect(result.output.hasPrefix("growtext prompt: cannot open the terminal /dev/tty"))
    }

    /// TERM=dumb: a plain line-based prompt instead of the box (it used to be refused with status 2).
    @Test func dumbTerminalFallsBackToAPlainPrompt() throws {
        let session = try TmuxSession(
            "dumb",
            script: """
                out=$(TERM=dumb "$GROWTEXT" prompt --header 'Say it' --placeholder 'a word'); status=$?
                printf '%s' "$out" > output
                echo $status > status
                """)
        let screen = session.waitForScreen { $0.contains("│") }
        #expect(Array(screen.prefix(3)) == ["Say it", "(a word)", "│"])
        session.type("plain words")
        session.keys("Enter")
        #expect(session.status() == "0")
        #expect(session.file("output") == "plain words")
    }

    /// An initial text longer than --max-length starts cut, with a warning on stderr.
    @Test func anInitialTextLongerThanTheMaximumIsCutWithAWarning() throws {
        let session = try TmuxSession.startPrompt(
            "maxlength", "--max-length 3 --value abcdef", errorsToFile: true)
        session.waitForScreen { $0.contains("│ abc") }
        session.keys("Enter")
        #expect(session.finishPrompt() == ("0", "abc"))
        #expect(
            session.file("errors")
                == "growtext prompt: warning: the initial text has 6 characters, more than --max-length 3; "
                + "it is cut to the first 3\n")
    }
}
