import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The `--history` file: JSON strings, one per line, appended and trimmed.
@Suite("Prompt history file")
struct PromptHistoryFileTests {
    private func text(_ directory: TemporaryDirectory, _ name: String = "history") -> String? {
        directory.bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func missingFileIsAnEmptyHistory() throws {
        let directory = try TemporaryDirectory()
        let contents = try PromptHistoryFile(path: directory.path("history")).load()
        #expect(contents == PromptHistoryFile.Contents(entries: [], skippedLines: []))
        #expect(directory.names() == [])
    }

    /// A FIFO or a device at the path is refused by reading and by appending, without blocking and
    /// without reading a device that never ends; a file above the limit is refused with its size.
    @Test func whatIsNotARegularFileIsRefusedAndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try #require(mkfifo(directory.path("fifo"), 0o600) == 0)
        let fifo = PromptHistoryFile(path: directory.path("fifo"))
        let refusal = PromptHistoryError.notRegularFile(path: directory.path("fifo"), kind: "a FIFO")
        #expect(throws: refusal) { try fifo.load() }
        #expect(throws: refusal) { try fifo.append("text") }
        #expect(
            refusal.description
                == "cannot read the history \(directory.path("fifo")): it is a FIFO, not a regular file")
        let zero = PromptHistoryFile(path: "/dev/zero")
        #expect(throws: PromptHistoryError.notRegularFile(path: "/dev/zero", kind: "a character device")) {
            try zero.load()
        }
        let large = directory.path("large")
        try directory.write([], to: "large")
        #expect(truncate(large, off_t(PromptHistoryFile.sizeLimit + 1)) == 0)
        let tooLarge = PromptHistoryError.tooLarge(
            path: large, size: Int64(PromptHistoryFile.sizeLimit + 1), limit: PromptHistoryFile.sizeLimit)
        #expect(throws: tooLarge) { try PromptHistoryFile(path: large).load() }
        #expect(
            tooLarge.description
                == "cannot read the history \(large): it is 256 MiB, above the 256 MiB a history may have")
        var status = stat()
        lstat(directory.path("fifo"), &status)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
        #expect(directory.names() == ["fifo", "large"])
    }

    @Test func parsesJSONStringsAndSkipsOtherLines() {
        let lines = [
            #""one""#, #""two\nlines""#, "", "not json", #"["array"]"#, "  ", #""\u65e5\u672c""#, "42",
        ]
        let file = Array(lines.joined(separator: "\n").utf8) + [0x0A, 0x22, 0xFF, 0x22, 0x0A]
        let contents = PromptHistoryFile.parse(file)
        #expect(contents.entries == ["one", "two\nlines", "日本"])
        #expect(contents.skippedLines == [4, 5, 8, 9])
    }

    @Test func appendsOneJSONLinePerTextSkippingEmptyAndRepeatedTexts() throws {
        let directory = try TemporaryDirectory()
        let file = PromptHistoryFile(path: directory.path("history"))
        #expect(try file.append("first"))
        #expect(try file.append("two\nlines \"quoted\""))
        #expect(try !file.append("two\nlines \"quoted\""))
        #expect(try !file.append(""))
        #expect(try file.append("first"))
        #expect(text(directory) == "\"first\"\n\"two\\nlines \\\"quoted\\\"\"\n\"first\"\n")
        #expect(try file.load().entries == ["first", "two\nlines \"quoted\"", "first"])
        var status = stat()
        stat(directory.path("history"), &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func trimsToTheCapacityKeepingTheNewest() throws {
        let directory = try TemporaryDirectory()
        let file = PromptHistoryFile(path: directory.path("history"), capacity: 3)
        for entry in ["a", "b", "c", "d", "e"] {
            try file.append(entry)
        }
        #expect(text(directory) == "\"c\"\n\"d\"\n\"e\"\n")
        #expect(directory.names() == ["history"])
    }

    @Test func trimmingKeepsTheFilesModeAndExtendedAttributes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("history")
        try directory.write(Array("\"a\"\n\"b\"\n".utf8), to: "history")
        chmod(path, 0o640)
        let set = Subprocess.run(
            ["/usr/bin/python3", "-c", "import os; os.setxattr('\(path)', 'user.origin', b'kept')"],
            stderrToStdout: true)
        try #require(set.status == 0, "\(set.output)")
        try PromptHistoryFile(path: path, capacity: 2).append("c")
        #expect(text(directory) == "\"b\"\n\"c\"\n")
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
        let read = Subprocess.run(
            ["/usr/bin/python3", "-c", "import os; print(os.getxattr('\(path)', 'user.origin'))"],
            stderrToStdout: true)
        #expect(read.output == "b'kept'\n")
        #expect(directory.names() == ["history"])
    }

    /// A link whose target did not exist yet when the prompt started (a dotfiles link made before
    /// the first submission): the first append creates the target through the link, and the trim
    /// rewrites the target, not the link.
    @Test func trimmingAHistoryReachedThroughALinkRewritesItsTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        try #require(symlink("dotfiles-history", directory.path("history")) == 0)
        let file = PromptHistoryFile(path: directory.path("history"), capacity: 2)
        for entry in ["a", "b", "c"] {
            try file.append(entry)
        }
        var status = stat()
        lstat(directory.path("history"), &status)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
        #expect(text(directory, "dotfiles-history") == "\"b\"\n\"c\"\n")
        #expect(directory.names() == ["dotfiles-history", "history"])
    }

    @Test func aFileWithBadLinesIsOnlyAppendedToNeverTrimmed() throws {
        let directory = try TemporaryDirectory()
        let original = "\"a\"\nmy notes, not JSON\n\"b\"\n\"c\"\n"
        try directory.write(Array(original.utf8), to: "history")
        let file = PromptHistoryFile(path: directory.path("history"), capacity: 2)
        #expect(try file.load().skippedLines == [2])
        try file.append("d")
        #expect(text(directory) == original + "\"d\"\n")
    }

    @Test func aLastLineWithoutLineBreakStaysALineOfItsOwn() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array("\"a\"\n\"b\"".utf8), to: "history")
        try PromptHistoryFile(path: directory.path("history")).append("c")
        #expect(text(directory) == "\"a\"\n\"b\"\n\"c\"\n")
    }

    @Test func capacityBelowOneCountsAsOne() {
        #expect(PromptHistoryFile(path: "/tmp/x", capacity: 0).capacity == 1)
        #expect(PromptHistoryFile(path: "/tmp/x", capacity: -5).capacity == 1)
    }

    @Test func aDirectoryIsNotARegularFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: PromptHistoryError.notRegularFile(path: directory.url.path, kind: "a directory")) {
            try PromptHistoryFile(path: directory.url.path).load()
        }
    }

    @Test func anAppendThatFailsSaysWhere() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing/history")
        #expect(throws: PromptHistoryError.writeFailed(path: path, step: "opening", errno: ENOENT)) {
            try PromptHistoryFile(path: path).append("text")
        }
        #expect(
            PromptHistoryError.writeFailed(path: path, step: "opening", errno: ENOENT).description
                == "cannot save to the history \(path) (opening): No such file or directory")
    }
}

/// Prompts submitting at the same time (threads here, each with its own open file, as processes
/// would have).
@Suite("Prompt history file, concurrent appends")
struct PromptHistoryConcurrencyTests {
    private func appendConcurrently(to path: String, capacity: Int) {
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let file = PromptHistoryFile(path: path, capacity: capacity)
            for index in 0..<50 {
                _ = try? file.append("worker \(worker) entry \(index)\nsecond line")
            }
        }
    }

    @Test func linesNeverInterleaveAndNoneIsLost() throws {
        let directory = try TemporaryDirectory()
        appendConcurrently(to: directory.path("history"), capacity: 1000)
        let contents = try PromptHistoryFile(path: directory.path("history")).load()
        #expect(contents.skippedLines == [])
        #expect(contents.entries.count == 200)
        #expect(Set(contents.entries).count == 200)
    }

    @Test func trimsRacingAppendsKeepTheNewestEntries() throws {
        let directory = try TemporaryDirectory()
        // Each worker's last entry comes after its own 49 others: at least 50th of the 200, so
        // always among the newest 160 a trim keeps, unless an append was lost to a racing trim.
        appendConcurrently(to: directory.path("history"), capacity: 160)
        let contents = try PromptHistoryFile(path: directory.path("history")).load()
        #expect(contents.skippedLines == [])
        #expect(contents.entries.count == 160)
        let lost = (0..<4).filter { !contents.entries.contains("worker \($0) entry 49\nsecond line") }
        #expect(lost == [])
        #expect(directory.names() == ["history"])
    }
}
