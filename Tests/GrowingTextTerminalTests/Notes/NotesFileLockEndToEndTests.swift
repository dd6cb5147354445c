import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The lock of `growtext notes` against what others can put around the file: a symbolic link
/// planted where a lock file used to be, a second name of the same file, another user in a
/// directory only one of them may write, and the opens and signals that used to leave lock files.
@Suite("Notes file lock end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(5)))
struct NotesFileLockEndToEndTests {
    /// In a shared directory someone plants `.notes.json.lock` pointing at a file of the victim's:
    /// the editor never opens, writes or removes it (it used to write "pid N on host" into the
    /// target and unlink the link on exit).
    @Test func aPlantedLockLinkIsNeverFollowed() throws {
        let session = try TmuxSession("lock-planted")
        let store = NotesStore(path: session.directory.path("notes.json"))
        try store.save(["a"])
        try session.directory.write(Array("precious\n".utf8), to: "victim")
        symlink("victim", session.directory.path(".notes.json.lock"))
        try session.startNotes()
        session.waitForScreen { $0.contains("┃ a") }
        session.type("b")
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(try store.load() == ["ba"])
        #expect(session.file("victim") == "precious\n")
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink(session.directory.path(".notes.json.lock"), &target, 63)
        #expect(length == 6)
        #expect(String(decoding: target.prefix(6).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "victim")
    }

    /// Two names of one file (a hard link): the second editor is refused like one on the same name.
    @Test func anEditorOnAnotherNameOfTheFileIsRefused() throws {
        let first = try TmuxSession("lock-link-first")
        let store = NotesStore(path: first.directory.path("notes.json"))
        try store.save(["a"])
        link(store.path, first.directory.path("link.json"))
        let pid = try first.startNotesRecordingPID()
        let second = try TmuxSession("lock-link-second")
        try second.start(
            script: """
                "$GROWTEXT" notes '\(first.directory.path("link.json"))' 2> stderr
                echo $? > status
                """)
        #expect(second.status() == "1")
        #expect(
            second.file("stderr")
                == "growtext notes: \(first.directory.path("link.json")) is open in growtext notes (pid \(pid)); "
                + "quit it first\n")
        first.keys("C-q")
        #expect(first.status() == "0")
    }

    /// In a directory only root may write, the file's owner (here `nobody`) and root meet the same
    /// lock (the owner used to lock the file, root a lock file beside it, and both saved).
    @Test(.enabled(if: getuid() == 0, "needs root to run the owner as another user"))
    func theOwnerAndRootMeetOneLockInAReadOnlyDirectory() throws {
        let owner = try TmuxSession("lock-readonly-owner")
        let store = NotesStore(path: owner.directory.path("notes.json"))
        try store.save(["a"])
        chown(store.path, 65534, 65534)
        chmod(owner.directory.url.path, 0o555)
        defer { chmod(owner.directory.url.path, 0o755) }
        try owner.start(
            script: """
                sh -c 'echo $$ > /tmp/growtext-lock-owner-\(getpid()); \
                exec /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "$0" notes notes.json' \
                "$GROWTEXT" 2> /dev/null
                """)
        owner.waitForScreen { $0.contains { $0.hasPrefix("1/1 saved") } }
        let pidFile = "/tmp/growtext-lock-owner-\(getpid())"
        defer { unlink(pidFile) }
        let pid = String(decoding: FileManager.default.contents(atPath: pidFile) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let root = try TmuxSession("lock-readonly-root")
        try root.start(
            script: """
                "$GROWTEXT" notes '\(store.path)' 2> stderr
                echo $? > status
                """)
        #expect(root.status() == "1")
        #expect(
            root.file("stderr")
                == "growtext notes: \(store.path) is open in growtext notes (pid \(pid)); quit it first\n")
        #expect(owner.directory.names() == ["notes.json", "script.sh"])
    }

    /// Every refused open (not JSON, empty, binary, invalid UTF-8, a FIFO, a device) exits with
    /// status 1 and a message, at once, and leaves nothing beside the file (lock files used to stay,
    /// a FIFO blocked `open` forever, and `/dev/null` got `/dev/.null.lock` as root).
    @Test func refusedOpensLeaveNothingBehind() throws {
        let session = try TmuxSession("lock-refused")
        try session.directory.write(Array("{".utf8), to: "object.json")
        try session.directory.write([], to: "empty.json")
        try session.directory.write([0x00, 0xFF, 0x13], to: "binary.json")
        try session.directory.write(Array("[\"".utf8) + [0xFF] + Array("\"]".utf8), to: "latin1.json")
        mkfifo(session.directory.path("fifo"), 0o644)
        try session.start(
            script: """
                for file in object.json empty.json binary.json latin1.json fifo /dev/null; do
                    "$GROWTEXT" notes "$file" 2>> stderr; echo "$file $?" >> statuses
                done
                ls -A > listing
                ls -A /dev > dev-listing
                echo done > status
                """)
        #expect(session.status() == "done")
        #expect(
            session.file("statuses")
                == "object.json 1\nempty.json 1\nbinary.json 1\nlatin1.json 1\nfifo 1\n/dev/null 1\n")
        let directory = session.directory.url.path
        #expect(
            session.file("stderr")
                == """
                growtext notes: \(directory)/object.json is not a JSON array of strings (invalid JSON); it was left untouched
                growtext notes: \(directory)/empty.json is not a JSON array of strings (the file is empty); it was left untouched
                growtext notes: \(directory)/binary.json is not a JSON array of strings (the file is not valid UTF-8); it was left untouched
                growtext notes: \(directory)/latin1.json is not a JSON array of strings (the file is not valid UTF-8); it was left untouched
                growtext notes: \(directory)/fifo is a FIFO, not a regular file; only a regular file can hold notes
                growtext notes: /dev/null is a character device, not a regular file; only a regular file can hold notes

                """)
        #expect(
            session.file("listing")
                == "binary.json\nempty.json\nfifo\nlatin1.json\nlisting\nobject.json\nscript.sh\nstatuses\nstderr\n"
        )
        #expect(session.file("dev-listing")?.split(separator: "\n").contains(".null.lock") == false)
    }

    /// SIGQUIT, and a second SIGTERM before the first one's save ends, leave no lock file either.
    @Test(arguments: [[SIGQUIT], [SIGTERM, SIGTERM]])
    func fatalSignalsLeaveNothingBehind(signals: [Int32]) throws {
        let session = try TmuxSession("lock-signal\(signals.count)")
        try NotesStore(path: session.directory.path("notes.json")).save(["a"])
        let pid = try session.startNotesRecordingPID()
        for signal in signals { kill(pid, signal) }
        _ = session.status()
        #expect(!session.directory.names().contains { $0.hasPrefix(".notes.json") })
    }
}
