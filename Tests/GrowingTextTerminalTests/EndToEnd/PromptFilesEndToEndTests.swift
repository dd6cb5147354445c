import Foundation
import TestSupport
import Testing

/// The files `growtext prompt` keeps, the history and the width-model cache, where they are not
/// what they should be: a FIFO or a device in their place, or a directory the user cannot write.
@Suite(
    "Prompt files end to end", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(3)))
struct PromptFilesEndToEndTests {
    /// Runs `growtext prompt --history HISTORY` from `sh`, its errors in `errors` and its status in
    /// `status`, under a 2 GB address-space limit so that a read without end fails fast instead of
    /// taking the machine's memory.
    private func promptWithHistory(_ name: String, _ history: String, setup: String) throws -> TmuxSession {
        try TmuxSession(
            name,
            script: """
                \(setup)
                ulimit -v 2000000
                "$GROWTEXT" prompt --history \(history) 2> errors; echo $? > status
                """)
    }

    /// A FIFO opened for reading blocks until a writer comes: the history used to hang there before
    /// the box opened. It is refused at once (the status file comes within the wait, not never).
    @Test func aHistoryThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let session = try promptWithHistory("history-fifo", "fifo", setup: "mkfifo fifo")
        #expect(session.status() == "2")
        #expect(
            session.file("errors")
                == "growtext prompt: cannot read the history \(session.directory.path("fifo")): "
                + "it is a FIFO, not a regular file\n")
    }

    /// `/dev/zero` never ends: reading it whole used to abort the prompt (status 134) after it ran
    /// out of memory.
    @Test func aHistoryThatIsADeviceIsAnErrorNotACrash() throws {
        let session = try promptWithHistory("history-zero", "/dev/zero", setup: "")
        #expect(session.status() == "2")
        #expect(
            session.file("errors")
                == "growtext prompt: cannot read the history /dev/zero: it is a character device, "
                + "not a regular file\n")
    }

    /// The width-model cache in the place of a FIFO or of a link to `/dev/zero`: the prompt opens,
    /// asks the terminal instead, and leaves the odd file as it was.
    @Test(arguments: ["mkfifo", "ln -s /dev/zero"])
    func aWidthCacheThatIsNotARegularFileIsPassedOver(make: String) throws {
        let session = try TmuxSession.startPrompt(
            make == "mkfifo" ? "cache-fifo" : "cache-zero",
            setup: """
                mkdir -p "$XDG_CACHE_HOME/growtext"
                \(make) "$XDG_CACHE_HOME/growtext/width-models"
                ulimit -v 2000000
                """,
            input: "TERM_PROGRAM=growtext-test", errorsToFile: true)
        session.type("ok")
        session.keys("Enter")
        #expect(session.finishPrompt() == ("0", "ok"))
        #expect(session.file("errors") == "")
        var status = stat()
        lstat(session.cache.path("growtext/width-models"), &status)
        #expect(status.st_mode & S_IFMT == (make == "mkfifo" ? S_IFIFO : S_IFLNK))
    }

    /// Where the tests run as root, who may write anywhere, the prompt runs as `nobody` and owns
    /// `files`: then the directory `locked`, root's, is one its user cannot write.
    private func runAsUserWhoCannotWriteLocked(_ session: TmuxSession, owning files: [String]) -> String {
        guard getuid() == 0 else { return "" }
        for file in files { chown(session.directory.path(file), 65534, 65534) }
        return "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
    }

    /// A history its user may write, in a directory they may not: no new file can take its place,
    /// so it is trimmed in place after a backup copy, which goes to `$TMPDIR` as for a notes file.
    /// It used to be tried only beside the file, so every submission said "Permission denied" and
    /// the history was never trimmed.
    @Test func aHistoryInADirectoryTheUserCannotWriteIsTrimmedWithItsBackupInTMPDIR() throws {
        let session = try TmuxSession("history-locked-dir")
        mkdir(session.directory.path("locked"), 0o755)
        mkdir(session.directory.path("tmp"), 0o700)
        try session.directory.write(Array("\"a\"\n\"b\"\n".utf8), to: "locked/history")
        let asUser = runAsUserWhoCannotWriteLocked(session, owning: ["locked/history", "tmp"])
        try session.start(
            script: """
                \(getuid() == 0 ? "" : "chmod a-w locked")
                stty -g > before
                printf 'above\\n'
                out=$(TMPDIR="$PWD/tmp" \(asUser)"$GROWTEXT" prompt --history locked/history \\
                    --history-size 2 2> errors); status=$?
                chmod u+w locked
                stty -g > after
                printf '%s' "$out" > output
                echo $status > status
                """)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("c")
        session.keys("Enter")
        #expect(session.finishPrompt() == ("0", "c"))
        #expect(session.file("errors") == "")
        #expect(session.file("locked/history") == "\"b\"\n\"c\"\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: session.directory.path("locked")) == [
                "history"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.directory.path("tmp")) == [])
    }

    /// The width-model cache in a directory its user cannot write is written in place the same way:
    /// a terminal it did not know is remembered after the others. It used to stay unremembered.
    @Test func aWidthCacheInADirectoryTheUserCannotWriteIsUpdatedWithItsBackupInTMPDIR() throws {
        let session = try TmuxSession("cache-locked-dir")
        mkdir(session.directory.path("locked"), 0o755)
        mkdir(session.directory.path("locked/growtext"), 0o755)
        mkdir(session.directory.path("tmp"), 0o700)
        try session.directory.write(
            Array("per-code-point\tother  \n".utf8), to: "locked/growtext/width-models")
        let asUser = runAsUserWhoCannotWriteLocked(
            session, owning: ["locked/growtext/width-models", "tmp"])
        try session.start(
            script: """
                \(getuid() == 0 ? "" : "chmod a-w locked/growtext")
                stty -g > before
                printf 'above\\n'
                out=$(TMPDIR="$PWD/tmp" XDG_CACHE_HOME="$PWD/locked" TERM_PROGRAM=growtext-test \\
                    TERM_PROGRAM_VERSION=1 \(asUser)"$GROWTEXT" prompt 2> errors); status=$?
                chmod u+w locked/growtext
                stty -g > after
                printf '%s' "$out" > output
                echo $status > status
                """)
        session.waitForScreen { $0.contains { $0.contains("Esc cancel") } }
        session.type("c")
        session.keys("Enter")
        #expect(session.finishPrompt() == ("0", "c"))
        let lines = session.file("locked/growtext/width-models")?.split(separator: "\n") ?? []
        #expect(lines.count == 2)
        #expect(lines.first == "per-code-point\tother  ")
        #expect(lines.last?.hasSuffix("\txterm-256color growtext-test 1") == true, "\(lines)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: session.directory.path("locked/growtext"))
                == ["width-models"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.directory.path("tmp")) == [])
    }
}
