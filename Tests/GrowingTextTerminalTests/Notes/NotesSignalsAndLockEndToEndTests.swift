import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// `growtext notes` against the outside world in a real terminal: termination signals and hang-ups
/// within the autosave's second, and a second editor on the same file.
@Suite(
    "Notes signals and lock end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(5)))
struct NotesSignalsAndLockEndToEndTests {
    /// The edits typed just before the signal are saved, the terminal is restored (the alternate
    /// screen left), nothing is left beside the file, and the status is 128 + the signal's number.
    /// SIGUSR1 and SIGUSR2 end a process by default too: they used to kill it with the edits
    /// unsaved and the terminal raw.
    @Test(arguments: [SIGHUP, SIGTERM, SIGINT, SIGUSR1, SIGUSR2])
    func terminationSignalSavesPendingEdits(signal: Int32) throws {
        let session = try TmuxSession("signal\(signal)")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        let pid = try session.startNotesRecordingPID()
        session.type("typed ")
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 edited") } }
        kill(pid, signal)
        #expect(session.status() == "\(128 + signal)")
        #expect(try store.load() == ["typed a"])
        #expect(session.file("before") == session.file("after"))
        #expect(!session.screen().contains { $0.contains("typed a") })
        #expect(
            session.directory.names() == [
                "after", "before", "notes.json", "pid", "script.sh", "status", "stderr",
            ])
    }

    /// Ten letters typed right before SIGINT and still unread on the terminal when it arrives are
    /// read and saved before the exit. The editor is stopped while they are typed, so they wait in
    /// the terminal's input queue, and continued after the signal was sent: the signal used to end
    /// the run before the letters were read, in about two runs of three (its handler may run on
    /// another thread than the one waiting for keys, so either may wake it first). Ten runs, so a
    /// race left would show.
    @Test(arguments: 0..<10)
    func lettersWaitingOnTheTerminalWhenSIGINTArrivesAreSaved(run: Int) throws {
        let session = try TmuxSession("sigint-queued\(run)")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        let pid = try session.startNotesRecordingPID()
        let tty = session.tmux(["display", "-p", "#{pane_tty}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let terminal = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        try #require(terminal >= 0, "cannot open \(tty)")
        defer { close(terminal) }
        kill(pid, SIGSTOP)
        session.type("abcdefghij")
        var queued: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, ioctl(terminal, UInt(FIONREAD), &queued) == 0, queued < 10 { usleep(10_000) }
        #expect(queued == 10)
        kill(pid, SIGINT)
        kill(pid, SIGCONT)
        #expect(session.status() == "130")
        #expect(try store.load() == ["abcdefghija"])
    }

    /// Closing the terminal (the tmux server goes away: SIGHUP and a hang-up on the tty) within the
    /// autosave's second still saves.
    @Test func closingTheTerminalSavesPendingEdits() throws {
        let session = try TmuxSession("hangup")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        _ = try session.startNotesRecordingPID()
        session.type("hung up ")
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 edited") } }
        session.tmux(["kill-server"])
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, (try? store.load()) != ["hung up a"] { usleep(20_000) }
        #expect(try store.load() == ["hung up a"])
    }

    /// A second `growtext notes` on an open file exits with status 1, naming the process that has
    /// it, and leaves the file and the first editor alone.
    @Test func aSecondEditorOnTheSameFileSaysWhoHasItAndExits() throws {
        let first = try TmuxSession("lock-first")
        let store = NotesStore(path: first.directory.path("notes.json"))
        try store.save(["first"])
        let pid = try first.startNotesRecordingPID()
        first.type("1 ")
        let second = try TmuxSession("lock-second")
        try second.start(
            script: """
                cd '\(first.directory.url.path)'
                "$GROWTEXT" notes notes.json 2> '\(second.directory.path("stderr"))'
                echo $? > '\(second.directory.path("status"))'
                """)
        #expect(second.status() == "1")
        #expect(
            second.file("stderr")
                == "growtext notes: \(store.path) is open in growtext notes (pid \(pid)); quit it first\n")
        first.keys("C-q")
        #expect(first.status() == "0")
        #expect(try store.load() == ["1 first"])
        #expect(!first.directory.names().contains(".notes.json.lock"))
    }

    /// An editor killed with `kill -9` leaves nothing behind (its lock went with it): the next one
    /// opens the file at once.
    @Test func anEditorKilledWithSIGKILLLeavesNoLockBehind() throws {
        let session = try TmuxSession("lock-killed")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        try session.start(
            script: """
                sh -c 'echo $$ > pid; exec "$0" notes notes.json' "$GROWTEXT"
                ls -A > killed
                stty sane
                "$GROWTEXT" notes notes.json 2> stderr; echo $? > status
                """)
        let pidText = try #require(session.waitForFile("pid"), "growtext notes never started")
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 saved") } }
        kill(pid, SIGKILL)
        #expect(session.waitForFile("killed") == "killed\nnotes.json\npid\nscript.sh\n")
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 saved") } }
        session.type("b")
        session.waitForScreen { $0.contains("┃ ba") }
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["ba"])
    }
}

/// `growtext notes` where its directory or terminal stands in the way.
@Suite("Notes surroundings end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct NotesSurroundingsEndToEndTests {
    /// TERM=dumb is refused before the file is created (it used to be created first).
    @Test func aDumbTerminalIsRefusedBeforeTheFileIsCreated() throws {
        let directory = try TemporaryDirectory()
        let binary = try TmuxSession.binary
        let result = Subprocess.run(
            [binary, "notes", directory.path("n.json")], environment: ["TERM": "dumb"], stderrToStdout: true)
        #expect(result.status == 2)
        #expect(
            result.output
                == "growtext notes: TERM=dumb: this terminal cannot move the cursor, so the editor cannot run\n"
        )
        #expect(directory.names() == [])
    }

    /// A file its user may write, in a directory they may not: saved in place (same inode), since no
    /// temporary file can be made beside it. Run as `nobody` when the tests run as root.
    @Test func aWritableFileInAReadOnlyDirectoryIsSavedInPlace() throws {
        let session = try TmuxSession("readonly-dir")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        let asUser: String
        if getuid() == 0 {
            chown(store.path, 65534, 65534)
            chmod(session.directory.url.path, 0o755)
            asUser = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
        } else {
            asUser = ""
        }
        var before = stat()
        stat(store.path, &before)
        try session.start(
            script: """
                chmod a-w .
                \(asUser)"$GROWTEXT" notes notes.json 2> /tmp/growtext-readonly-stderr-\(getpid()); status=$?
                chmod u+w .
                echo $status > status
                """)
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 saved") } }
        session.type("b")
        session.keys("C-s")
        session.waitForScreen { $0.contains { $0.contains("Saved notes.json") } }
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["ba"])
        var after = stat()
        stat(store.path, &after)
        #expect(after.st_ino == before.st_ino)
        unlink("/tmp/growtext-readonly-stderr-\(getpid())")
    }
}

/// Another program changes the file while `growtext notes` has it open.
@Suite(
    "Notes changes on disk end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct NotesChangesOnDiskEndToEndTests {
    private func changeOnDisk(_ session: TmuxSession, to notes: [String]) throws {
        try NotesStore(path: session.directory.path("other.json")).save(notes)
        rename(session.directory.path("other.json"), session.directory.path("notes.json"))
    }

    /// The autosave stops and offers a choice; Ctrl+R takes the file's notes.
    @Test func theAutosaveStopsAndCtrlRReloads() throws {
        let session = try TmuxSession("disk-reload")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ a") }
        try changeOnDisk(session, to: ["theirs"])
        session.type("mine ")
        session.waitForScreen(timeout: 5) { $0.contains { $0.hasPrefix("1/1 notes.json changed on disk") } }
        #expect(try store.load() == ["theirs"])
        session.keys("C-r")
        session.waitForScreen { $0.contains("┃ theirs") }
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["theirs"])
    }

    /// `touch` while notes are being edited changes the stamp, not the contents: the autosave goes
    /// on (it used to ask to overwrite or reload).
    @Test func aTouchIsNotAChangeOnDisk() throws {
        let session = try TmuxSession("disk-touch")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ a") }
        var times = [
            timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0),
        ]
        utimensat(AT_FDCWD, store.path, &times, 0)
        session.type("mine ")
        session.waitForScreen { $0.contains("┃ mine a") }
        let settled = session.waitForScreen(timeout: 5) {
            $0.contains { $0.hasPrefix("1/1 saved") || $0.hasPrefix("1/1 notes.json changed on disk") }
        }
        #expect(settled.last { !$0.isEmpty }?.hasPrefix("1/1 saved") == true)
        #expect(try store.load() == ["mine a"])
        session.keys("C-q")
        #expect(session.status() == "0")
    }

    /// A SIGTERM while the file changed on disk: the notes go beside it, never over it.
    @Test func aSignalAfterAChangeOnDiskSavesTheNotesBesideTheFile() throws {
        let session = try TmuxSession("disk-aside")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        let pid = try session.startNotesRecordingPID()
        try changeOnDisk(session, to: ["theirs"])
        chmod(store.path, 0o600)
        session.type("mine ")
        session.waitForScreen { $0.contains { $0.hasPrefix("1/1 edited") } }
        kill(pid, SIGTERM)
        #expect(session.status() == "143")
        #expect(try store.load() == ["theirs"])
        #expect(try NotesStore(path: "\(store.path).unsaved-\(pid)").load() == ["mine a"])
        // Never more readable than the notes (it used to get 0644 from the umask).
        var copy = stat()
        stat("\(store.path).unsaved-\(pid)", &copy)
        #expect(copy.st_mode & 0o777 == 0o600)
        #expect(
            session.file("stderr")
                == "growtext notes: \(store.path) changed on disk since it was read; not saved\n"
                + "growtext notes: your notes were saved to \(store.path).unsaved-\(pid)\n")
    }
}
