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
}
