#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A failure to read or write the history file.
public enum PromptHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (`errno`).
    case unreadable(path: String, errno: Int32)
    /// Appending or trimming failed at `step` (`errno`).
    case writeFailed(path: String, step: String, errno: Int32)
    /// The path names something other than a regular file (`kind`: "a FIFO", "a character
    /// device", …), refused before it could block or be read without end.
    case notRegularFile(path: String, kind: String)
    /// The file holds more than `limit` bytes (``PromptHistoryFile/sizeLimit``), refused as it is read.
    case tooLarge(path: String, size: Int64, limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .unreadable(let path, let code):
            return "cannot read the history \(path): \(String(cString: strerror(code)))"
        case .writeFailed(let path, let step, let code):
            return "cannot save to the history \(path) (\(step)): \(String(cString: strerror(code)))"
        case .notRegularFile(let path, let kind):
            return "cannot read the history \(path): it is \(kind), not a regular file"
        case .tooLarge(let path, let size, let limit):
            return "cannot read the history \(path): it is \(size >> 20) MiB, above the \(limit >> 20) MiB "
                + "a history may have"
        }
    }
}

/// The `--history` file of `growtext prompt`: one submitted text per line, each a JSON string
/// (`"first line\nsecond"`), oldest first, UTF-8.
///
/// Appending is one `write` to a file opened with `O_APPEND`, so texts submitted by prompts running
/// at the same time never interleave. When the file holds more than ``capacity`` entries after an
/// append, it is rewritten with the newest ``capacity`` ones as `growtext notes` saves a notes file:
/// atomically (a temporary file of mode 0600 beside it, `fsync`, `rename`), so a crash leaves the old
/// or the new complete file, and the new file keeps what the old one had (owner, group, mode,
/// extended attributes, a POSIX ACL). A symbolic link stays: its target is rewritten. Where the file
/// cannot be replaced (a directory the user cannot write to, a sticky directory, an attribute the
/// user may not set) it is rewritten in place after a backup copy, made beside it or, in a
/// directory the user cannot write to, in `$TMPDIR` (`growtext-NAME.backup-XXXXXX`).
///
/// Only a regular file of at most ``sizeLimit`` bytes is read or appended to: a FIFO or a device at
/// the path is refused without blocking (``PromptHistoryError/notRegularFile(path:kind:)``).
///
/// A line that is not a JSON string (hand edits, another program's file) is skipped when reading
/// and reported in ``Contents/skippedLines``; while the file has such lines it is only ever
/// appended to, never trimmed or rewritten, so nothing in it is lost. Empty lines are ignored.
public struct PromptHistoryFile: Sendable {
    /// What the file holds.
    public struct Contents: Hashable, Sendable {
        /// The texts, oldest first.
        public var entries: [String]
        /// The 1-based numbers of the lines that are not JSON strings.
        public var skippedLines: [Int]

        /// Creates contents.
        /// - Parameters:
        ///   - entries: The texts, oldest first.
        ///   - skippedLines: The numbers of the lines skipped.
        public init(entries: [String], skippedLines: [Int]) {
            self.entries = entries
            self.skippedLines = skippedLines
        }
    }

    /// The file's path.
    public let path: String
    /// The most entries the file keeps; at least 1.
    public let capacity: Int

    /// The default ``capacity``.
    public static let defaultCapacity = 1000

    /// The largest history read: 256 MiB, as for a notes file (`growtext notes`), far above any
    /// thousand texts typed or pasted into a prompt, so a stray huge file cannot exhaust memory.
    public static let sizeLimit = 256 << 20

    /// Creates a store; nothing is read or written yet.
    /// - Parameters:
    ///   - path: The file's path; a symbolic link is followed, so trimming replaces its target.
    ///   - capacity: The most entries kept; below 1 counts as 1.
    public init(path: String, capacity: Int = PromptHistoryFile.defaultCapacity) {
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        self.capacity = max(1, capacity)
    }

    /// Reads the lines of a history file.
    /// - Parameter bytes: The file.
    /// - Returns: The entries and the lines skipped.
    /// - Complexity: O(n).
    package static func parse(_ bytes: [UInt8]) -> Contents {
        var contents = Contents(entries: [], skippedLines: [])
        let decoder = JSONDecoder()
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            if let text = try? decoder.decode(String.self, from: Data(line)) {
                contents.entries.append(text)
            } else {
                contents.skippedLines.append(index + 1)
            }
        }
        return contents
    }

    /// The entries in the file; none when it does not exist.
    /// - Throws: ``PromptHistoryError/unreadable(path:errno:)``,
    ///   ``PromptHistoryError/notRegularFile(path:kind:)``,
    ///   ``PromptHistoryError/tooLarge(path:size:limit:)``.
    public func load() throws -> Contents {
        do {
            let target = NotesStore.resolvingLinks(path)
            return Self.parse(try RegularFile.contents(of: target, limit: Self.sizeLimit).bytes)
        } catch RegularFile.ReadFailure.unreadable(let code) {
            if code == ENOENT { return Contents(entries: [], skippedLines: []) }
            throw PromptHistoryError.unreadable(path: path, errno: code)
        } catch RegularFile.ReadFailure.notRegularFile(let kind) {
            throw PromptHistoryError.notRegularFile(path: path, kind: kind)
        } catch RegularFile.ReadFailure.tooLarge(let size) {
            throw PromptHistoryError.tooLarge(path: path, size: size, limit: Self.sizeLimit)
        }
    }

    /// Appends `text` as the newest entry, unless it is empty or the same as the newest entry (as a
    /// shell's `ignoredups`), then trims the file to ``capacity`` entries when it has no skipped
    /// lines.
    ///
    /// The append and the trim run under an exclusive `flock` on the file, taken again if a trim by
    /// another prompt replaced the file meanwhile, so prompts submitting at the same time neither
    /// interleave their lines nor lose one to a trim.
    /// - Parameter text: The submitted text.
    /// - Returns: Whether the text was appended.
    /// - Throws: ``PromptHistoryError``; the text is then not in the history, and the file is as it
    ///   was or holds the appended line.
    @discardableResult
    public func append(_ text: String) throws -> Bool {
        guard !text.isEmpty else { return false }
        let descriptor = try openLocked()
        defer { close(descriptor) }
        guard try load().entries.last != text else { return false }
        var line = Array((JSONText.quoted(text[...]) + "\n").utf8)
        if endsWithoutLineBreak(descriptor) { line.insert(0x0A, at: 0) }
        guard FileDescriptorIO.writeAll(line, to: descriptor) else {
            throw PromptHistoryError.writeFailed(path: path, step: "appending", errno: errno)
        }
        let after = try load()
        if after.skippedLines.isEmpty, after.entries.count > capacity {
            let kept = after.entries.suffix(capacity).map { JSONText.quoted($0[...]) + "\n" }.joined()
            let target = NotesStore.resolvingLinks(path)
            do {
                _ = try NotesFileWriter.replace(
                    Array(kept.utf8), at: target,
                    temporaryPrefix: NotesFileWriter.temporaryPrefix(for: target),
                    backupPrefixes: NotesFileWriter.backupPrefixes(for: target), lock: nil)
            } catch let error as FileWriteFailure {
                throw PromptHistoryError.writeFailed(
                    path: path, step: "trimming: " + error.step, errno: error.errno)
            }
        }
        return true
    }

    /// Opens the file for appending (creating it, mode 0600) and locks it; if the path names another
    /// file once the lock is held (a trim renamed a new file into place), tries again on that one.
    /// What is not a regular file is refused, before the open (which could block on a FIFO) and on
    /// the descriptor.
    private func openLocked() throws -> Int32 {
        while true {
            var status = stat()
            if lstat(NotesStore.resolvingLinks(path), &status) == 0, let kind = RegularFile.kind(of: status) {
                throw PromptHistoryError.notRegularFile(path: path, kind: kind)
            }
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw PromptHistoryError.writeFailed(path: path, step: "opening", errno: errno)
            }
            if fstat(descriptor, &status) == 0, let kind = RegularFile.kind(of: status) {
                close(descriptor)
                throw PromptHistoryError.notRegularFile(path: path, kind: kind)
            }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let code = errno
                    close(descriptor)
                    throw PromptHistoryError.writeFailed(path: path, step: "locking", errno: code)
                }
            }
            var opened = stat()
            var named = stat()
            if fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino,
                opened.st_dev == named.st_dev
            {
                return descriptor
            }
            close(descriptor)
        }
    }

    /// Whether the file is not empty and its last byte is not a line break (a line cut short): the
    /// next line must then start on a line of its own.
    private func endsWithoutLineBreak(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
        var last: UInt8 = 0
        let readDescriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard readDescriptor >= 0 else { return false }
        defer { close(readDescriptor) }
        return pread(readDescriptor, &last, 1, off_t(status.st_size - 1)) == 1 && last != 0x0A
    }
}
