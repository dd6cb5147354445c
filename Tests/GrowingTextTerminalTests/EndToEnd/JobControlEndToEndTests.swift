import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// Ctrl+Z in a real terminal: it suspends only where a shell can resume the program (a job of an
/// interactive shell); elsewhere it is ignored with a hint and the terminal stays in the program's
/// modes.
@Suite("Job control end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct JobControlEndToEndTests {
    private static let hint = PromptProgram.suspendRefusedHint

    private func interactiveBash(_ name: String) throws -> TmuxSession {
        let session = try TmuxSession(
            name, script: "exec env PS1='$ ' bash --norc --noprofile -i", columns: 60)
        session.waitForScreen { $0.contains("$") }
        return session
    }

    private func command(_ text: String, in session: TmuxSession) {
        session.type(text)
        session.keys("Enter")
    }

    /// `x=$(growtext prompt)` at an interactive bash: the prompt is in the shell's own process group,
    /// so a stop would hang the shell. Ctrl+Z shows the hint; Enter still submits.
    @Test func ctrlZInsideACommandSubstitutionIsIgnoredWithAHint() throws {
        let session = try interactiveBash("jobs-subst")
        let binary = try TmuxSession.binary
        command("stty -g > before", in: session)
        command("x=$(\(binary) prompt); echo \"status $? got [$x]\"", in: session)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("ab")
        session.keys("C-z")
        session.waitForScreen { $0.contains(Self.hint) }
        session.type("cd")
        session.keys("Enter")
        session.waitForScreen { $0.contains("status 0 got [abcd]") }
        command("stty -g > after", in: session)
        #expect(session.waitForFile("after") == session.file("before"))
    }

    /// `growtext notes` run by the pane's `sh` without job control, and run by tmux itself (an
    /// orphaned process group): Ctrl+Z shows the hint and the keys go on working in raw mode (Enter
    /// inserts a newline, Ctrl+Q quits).
    @Test(arguments: [false, true])
    func ctrlZWithoutAShellToResumeIsIgnoredWithAHint(orphaned: Bool) throws {
        let session = try TmuxSession(orphaned ? "jobs-orphan" : "jobs-direct")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        if orphaned {
            try session.start(script: "exec \"$GROWTEXT\" notes notes.json")
        } else {
            try session.startNotes()
        }
        session.waitForScreen { $0.contains("┃ a") }
        session.keys("C-z")
        // 40 columns cut the hint's end.
        session.waitForScreen {
            $0.last(where: { !$0.isEmpty }) == String("1/1 saved · \(Self.hint)".prefix(40))
        }
        session.type("x")
        session.keys("Enter")
        session.type("y")
        session.waitForScreen { $0.starts(with: ["┃ x", "┃ ya"]) }
        session.keys("C-q")
        if !orphaned {
            #expect(session.status() == "0")
            #expect(session.file("before") == session.file("after"))
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline,
            (try? NotesStore(path: session.directory.path("notes.json")).load()) != ["x\nya"]
        {
            usleep(20_000)
        }
        #expect(try NotesStore(path: session.directory.path("notes.json")).load() == ["x\nya"])
    }

    /// A SIGTSTP sent from outside to a program in an orphaned process group is discarded by the
    /// kernel after the handler restored the terminal: the program goes back to raw mode.
    @Test func aDiscardedStopGoesBackToRawMode() throws {
        let session = try TmuxSession("jobs-tstp")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        try session.start(script: "echo $$ > pid\nexec \"$GROWTEXT\" notes notes.json")
        let pid = try #require(
            pid_t(session.waitForFile("pid")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        session.waitForScreen { $0.contains("┃ a") }
        kill(pid, SIGTSTP)
        usleep(200_000)
        session.type("x")
        session.keys("Enter")
        session.waitForScreen { $0.starts(with: ["┃ x", "┃ a"]) }
        session.keys("C-q")
    }

    /// As a job of an interactive shell, `growtext prompt` erases its box as Ctrl+Z stops it, and
    /// `fg` draws it again, once, below the shell's lines: it used to leave a copy of the box above
    /// bash's "Stopped" line and draw a second one below.
    @Test func ctrlZSuspendsAPromptJobAndFgDrawsOneBox() throws {
        let session = try interactiveBash("jobs-prompt")
        let binary = try TmuxSession.binary
        command("\(binary) prompt --value draft > out", in: session)
        session.waitForScreen { $0.contains("│ draft") }
        session.keys("C-z")
        let stopped = session.waitForScreen { $0.contains { $0.contains("Stopped") } }
        #expect(!stopped.contains { $0.contains("│") || $0.contains("Esc cancel") })
        command("fg", in: session)
        let resumed = session.waitForScreen { $0.contains("│ draft") }
        #expect(resumed.filter { $0 == "│ draft" }.count == 1)
        #expect(resumed.filter { $0.contains("Esc cancel") }.count == 1)
        session.keys("Enter")
        session.waitForScreen { $0.last(where: { !$0.isEmpty }) == "$" }
        command("echo $? > status", in: session)
        #expect(session.waitForFile("status") == "0\n")
        #expect(session.file("out") == "draft\n")
    }

    /// As a job of an interactive shell, `growtext notes` stops on Ctrl+Z with the terminal restored,
    /// and `fg` brings the list back in raw mode.
    @Test func ctrlZSuspendsANotesJobAndFgRedraws() throws {
        let session = try interactiveBash("jobs-fg")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        let binary = try TmuxSession.binary
        command("stty -g > before", in: session)
        command("\(binary) notes notes.json", in: session)
        session.waitForScreen { $0.contains("┃ a") }
        session.keys("C-z")
        session.waitForScreen { $0.contains { $0.contains("Stopped") } }
        command("stty -g > stopped", in: session)
        #expect(session.waitForFile("stopped") == session.file("before"))
        command("fg", in: session)
        session.waitForScreen { $0.contains("┃ a") }
        session.type("b")
        session.keys("Enter")
        session.waitForScreen { $0.starts(with: ["┃ b", "┃ a"]) }
        session.keys("C-q")
        // Keys typed before the program has read Ctrl+Q would reach it, not the shell.
        session.waitForScreen { $0.last(where: { !$0.isEmpty }) == "$" }
        command("echo $? > status; stty -g > after", in: session)
        #expect(session.waitForFile("status") == "0\n")
        #expect(session.waitForFile("after") == session.file("before"))
        #expect(try NotesStore(path: session.directory.path("notes.json")).load() == ["b\na"])
    }
}

/// Every SIGCONT puts the terminal back into the program's modes, whatever changed them while the
/// program was stopped.
@Suite("Resuming end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct ResumingEndToEndTests {
    @Test func sigcontReentersRawModeAfterAStopAndAReset() throws {
        let session = try TmuxSession("resume")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        // Not the pane's own process: tmux continues a pane process that stops.
        let pid = try session.startNotesRecordingPID()
        let tty = session.tmux(["display", "-p", "#{pane_tty}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let raw = Subprocess.run(["/bin/stty", "-F", tty, "-g"]).output
        kill(pid, SIGSTOP)
        let reset = Subprocess.run(["/bin/stty", "-F", tty, "sane"], stderrToStdout: true)
        #expect(reset.status == 0, "\(reset.output)")
        #expect(Subprocess.run(["/bin/stty", "-F", tty, "-g"]).output != raw)
        kill(pid, SIGCONT)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, Subprocess.run(["/bin/stty", "-F", tty, "-g"]).output != raw {
            usleep(20_000)
        }
        #expect(Subprocess.run(["/bin/stty", "-F", tty, "-g"]).output == raw)
        session.type("b")
        session.waitForScreen { $0.contains("┃ ba") }
        session.keys("C-q")
    }
}
