import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// Opening and reading the files `growtext` keeps: only regular files, never blocking, never read
/// past a limit.
@Suite("Regular file reading")
struct RegularFileTests {
    /// The limit is checked as the file is read: one byte over is refused, at the limit is read.
    @Test func theSizeLimitIsExact() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Array(#"["abc"]"#.utf8), to: "notes.json")
        let descriptor = open(directory.path("notes.json"), O_RDONLY)
        defer { close(descriptor) }
        #expect(RegularFile.readAll(descriptor, limit: 7)?.bytes == Array(#"["abc"]"#.utf8))
        #expect(RegularFile.readAll(descriptor, limit: 6) == nil)
        #expect(errno == EFBIG)
    }

    /// A file longer than its status says (it grew after `fstat`; a file in /proc says 0 bytes) is
    /// read to its end all the same, and the limit still holds.
    @Test func aFileLongerThanItsStatusIsReadToItsEnd() throws {
        let descriptor = open("/proc/self/status", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let read = try #require(RegularFile.readAll(descriptor, limit: 1 << 20))
        #expect(read.status.st_size == 0)
        #expect(read.bytes.starts(with: Array("Name:".utf8)))
        #expect(read.bytes.last == UInt8(ascii: "\n"))
        #expect(read.bytes.count > 100)
        #expect(RegularFile.readAll(descriptor, limit: 50) == nil)
        #expect(errno == EFBIG)
    }

    /// A FIFO without a writer, a device that never ends, a directory and a link are each named,
    /// at once; a missing file is `ENOENT`; a file above the limit is refused with its size.
    @Test func whatIsNotARegularFileIsRefusedWithoutWaiting() throws {
        let directory = try TemporaryDirectory()
        try #require(mkfifo(directory.path("fifo"), 0o600) == 0)
        try #require(symlink(directory.path("fifo"), directory.path("link")) == 0)
        let cases: [(String, RegularFile.ReadFailure)] = [
            (directory.path("fifo"), .notRegularFile(kind: "a FIFO")),
            ("/dev/zero", .notRegularFile(kind: "a character device")),
            (directory.url.path, .notRegularFile(kind: "a directory")),
            (directory.path("link"), .notRegularFile(kind: "a symbolic link")),
            (directory.path("missing"), .unreadable(errno: ENOENT)),
        ]
        for (path, failure) in cases {
            #expect(throws: failure) { try RegularFile.contents(of: path, limit: 1 << 20) }
        }
        try directory.write(Array("12345".utf8), to: "five")
        #expect(throws: RegularFile.ReadFailure.tooLarge(size: 5)) {
            try RegularFile.contents(of: directory.path("five"), limit: 4)
        }
        #expect(try RegularFile.contents(of: directory.path("five"), limit: 5).bytes == Array("12345".utf8))
    }
}
