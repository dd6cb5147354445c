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

/// The file behind `growtext notes`: a UTF-8 JSON array of strings, one per note.
///
/// Reading refuses anything else (a JSON object, numbers, invalid UTF-8, an empty file) with
/// ``NotesStoreError/corrupt(path:reason:)`` and never writes to such a file, so a mistyped path
/// cannot destroy data; so is anything but a regular file, and a file above ``sizeLimit``. Writing
/// is atomic (see ``save(_:)``): after a crash or `kill -9` at any moment, the file holds either the
/// previous or the new complete array; where a new file cannot replace it, it is written in place
/// after a backup (`NotesFileWriter`).
///
/// ```swift
/// let store = NotesStore(path: "notes.json")
/// var notes = try store.loadOrCreate()   // creates the sample file when missing
/// notes.append("Buy milk")
/// try store.save(notes)
/// ```
@_spi(Benchmarks) public struct NotesStore: Sendable {
    /// The file's path, with symbolic links resolved so a save replaces the link's target, not the
    /// link.
    package let path: String

    /// The notes written to a new file: a short tour of the keys.
    package static let sample: [String] = [
        "Welcome to growtext notes. Each note is a cell that grows as you type, up to six lines, "
            + "then scrolls inside with the caret in view.",
        "Up and Down cross into the previous or next note at its edges.\nEnter starts a new line; "
            + "Ctrl+N adds a note below this one.",
        "Ctrl+X deletes a note and Ctrl+_ brings it back. Ctrl+S saves, Ctrl+Q saves and quits; "
            + "notes also save a second after you stop typing.",
        "Unicode: café, 日本語のメモ, 한국어.",
    ]

    /// Creates a store for a file; nothing is read or written yet.
    /// - Parameter path: The file's path, relative to the current directory or absolute; a
    ///   symbolic link is followed.
    @_spi(Benchmarks) public init(path: String) {
        self.path = Self.resolvingLinks(path)
    }

    /// `path` with its symbolic links resolved, the last one too when it dangles (its target does
    /// not exist yet): a save then creates the target and the link stays. Stops after 40 links
    /// (a loop), as the kernel does.
    static func resolvingLinks(_ path: String) -> String {
        var current = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        for _ in 0..<40 {
            var target = [CChar](repeating: 0, count: 4097)
            let length = readlink(current, &target, 4096)
            guard length > 0 else { return current }
            let link = String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = URL(fileURLWithPath: current).deletingLastPathComponent()
            let next = link.hasPrefix("/") ? URL(fileURLWithPath: link) : base.appendingPathComponent(link)
            current = next.standardizedFileURL.resolvingSymlinksInPath().path
        }
        return current
    }

    /// The file's directory, where the temporary file of a save is created.
    var directory: String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The notes in the file, or `nil` when the file does not exist.
    /// - Returns: The notes, in order.
    /// - Throws: ``NotesStoreError/unreadable(path:errno:)`` or ``NotesStoreError/corrupt(path:reason:)``;
    ///   the file is not modified either way.
    /// - Complexity: O(n) in the file's size.
    @_spi(Benchmarks) public func load() throws -> [String]? {
        try loadStamped()?.notes
    }

    /// The notes in the file as ``load()`` reads them, a long note in pieces (``NoteText``), as
    /// `growtext notes` opens it; `nil` when the file does not exist.
    /// - Returns: The notes, in order.
    /// - Throws: What ``load()`` throws.
    /// - Complexity: O(n) in the file's size.
    @_spi(Benchmarks) public func loadInPieces() throws -> [NoteText]? {
        try loadStampedInPieces()?.notes
    }

    /// The notes in the file and its ``NotesFileStamp`` (for ``save(_:replacing:overwrite:)``), or
    /// `nil` when the file does not exist. A UTF-8 byte order mark before the JSON is accepted and
    /// recorded in the stamp.
    /// - Returns: The notes, in order, and the stamp.
    /// - Throws: What ``load()`` throws.
    /// - Complexity: O(n) in the file's size.
    package func loadStamped() throws -> (notes: [String], stamp: NotesFileStamp)? {
        try loadStampedInPieces().map { ($0.notes.map(\.string), $0.stamp) }
    }

    /// What ``loadStamped()`` reads, a long note in pieces (``NoteText``), as `growtext notes` opens it.
    /// - Returns: The notes, in order, and the stamp.
    /// - Throws: What ``load()`` throws.
    /// - Complexity: O(n) in the file's size.
    package func loadStampedInPieces() throws -> (notes: [NoteText], stamp: NotesFileStamp)? {
        let opened: (descriptor: Int32, status: stat)
        do {
            opened = try Self.openForReading(path)
        } catch NotesStoreError.unreadable(_, let code) where code == ENOENT {
            return nil
        }
        defer { close(opened.descriptor) }
        // Bound in a scope of their own, so the bytes are not shared (the parse writes over them).
        var bytes: [UInt8]
        let status: stat
        if let read = Self.readAll(opened.descriptor) {
            (bytes, status) = read
        } else {
            throw readError(errno, size: Int64(opened.status.st_size))
        }
        return try parse(&bytes, status: status) { Self.readAll(opened.descriptor) }
    }

    /// The notes in the file, with the file locked for this process (``NotesFileLock``); when it
    /// does not exist, it is created with ``sample``, locked before it appears at its path.
    ///
    /// Temporary files left by a save that was killed are removed once the file has been read.
    /// - Parameter held: A lock this process holds, used again when it is the lock of the file now
    ///   at the path (a second lock on the same file would be refused).
    /// - Returns: The notes, in order, the stamp of the file read or created, and the lock.
    /// - Throws: ``NotesStoreError/locked(path:holder:)`` when another process has the file, what
    ///   ``load()`` throws, ``NotesStoreError/writeFailed(path:step:errno:)`` when it cannot be
    ///   created.
    package func openLocked(keeping held: NotesFileLock? = nil) throws -> (
        notes: [String], stamp: NotesFileStamp, lock: NotesFileLock
    ) {
        let opened = try openLockedInPieces(keeping: held)
        return (opened.notes.map(\.string), opened.stamp, opened.lock)
    }

    /// What ``openLocked(keeping:)`` reads, a long note in pieces (``NoteText``), as `growtext notes`
    /// opens it.
    /// - Parameter held: As for ``openLocked(keeping:)``.
    /// - Returns: The notes, in order, the stamp of the file read or created, and the lock.
    /// - Throws: What ``openLocked(keeping:)`` throws.
    package func openLockedInPieces(keeping held: NotesFileLock? = nil) throws -> (
        notes: [NoteText], stamp: NotesFileStamp, lock: NotesFileLock
    ) {
        for _ in 0..<100 {
            let lock: NotesFileLock
            do {
                if let held, held.locksFile(at: path) {
                    lock = held
                } else {
                    lock = try NotesFileLock.acquire(for: self)
                }
            } catch NotesStoreError.unreadable(_, let code) where code == ENOENT {
                var bytes: [UInt8] = []
                Self.encode(Self.sample, into: &bytes)
                guard let created = try create(bytes) else { continue }
                let stamp = NotesFileStamp(status: created.status, bytes: bytes, hasByteOrderMark: false)
                return (Self.sample.map(NoteText.init), stamp, created.lock)
            }
            var bytes: [UInt8]
            let status: stat
            if let read = lock.read() {
                (bytes, status) = read
            } else {
                let code = errno
                var status = stat()
                lstat(path, &status)
                throw readError(code, size: Int64(status.st_size))
            }
            if let reason = Self.writeProtection(of: status, at: path) {
                throw NotesStoreError.readOnly(path: path, reason: reason)
            }
            let notes: [NoteText]
            let stamp: NotesFileStamp
            do {
                (notes, stamp) = try parse(&bytes, status: status) { lock.read() }
            } catch NotesStoreError.corrupt(let path, let reason) {
                // Torn by a crash during an in-place save? Then its backup is complete.
                let backups = leftBackups()
                guard !backups.isEmpty else { throw NotesStoreError.corrupt(path: path, reason: reason) }
                let list = backups.joined(separator: ", ")
                throw NotesStoreError.corrupt(
                    path: path, reason: "\(reason); its contents before an interrupted save are in \(list)")
            }
            removeStaleTemporaryFiles()
            return (notes, stamp, lock)
        }
        throw NotesStoreError.unreadable(path: path, errno: EAGAIN)
    }

    /// The notes in the file; when it does not exist, it is created with ``sample``. No lock is kept.
    /// - Returns: The notes, in order.
    /// - Throws: What ``openLocked()`` throws.
    package func loadOrCreate() throws -> [String] {
        try openLocked().notes
    }

    /// Opens the file at `path` for reading as ``RegularFile/openForReading(_:)`` does: what is not a
    /// regular file is refused, without blocking.
    /// - Parameter path: A path whose last component is not a symbolic link (``init(path:)``
    ///   resolved them); one that became a link is refused.
    /// - Returns: The open descriptor (the caller closes it) and the file's status.
    /// - Throws: ``NotesStoreError/unreadable(path:errno:)`` (`ENOENT` when it does not exist),
    ///   ``NotesStoreError/notRegularFile(path:kind:)``.
    static func openForReading(_ path: String) throws -> (descriptor: Int32, status: stat) {
        do {
            return try RegularFile.openForReading(path)
        } catch RegularFile.ReadFailure.notRegularFile(let kind) {
            throw NotesStoreError.notRegularFile(path: path, kind: kind)
        } catch RegularFile.ReadFailure.unreadable(let code) {
            throw NotesStoreError.unreadable(path: path, errno: code)
        }
    }

    /// The largest notes file opened: 256 MiB. An open file takes about 1.7 times its size in memory
    /// (its notes and their layout; the file's bytes are given back as they are parsed)
    /// and a save up to about 4.6 times while it encodes the notes, so this keeps a stray
    /// multi-gigabyte file from exhausting memory, with room to spare for any list of notes typed
    /// by hand.
    package static let sizeLimit = 256 << 20

    /// The whole file open on `descriptor`, from its start, and its status, up to ``sizeLimit``
    /// (``RegularFile/readAll(_:limit:)``); `nil` with `errno` set, `EFBIG` above the limit.
    static func readAll(_ descriptor: Int32) -> (bytes: [UInt8], status: stat)? {
        RegularFile.readAll(descriptor, limit: sizeLimit)
    }

    /// The error of a failed read of the file: ``NotesStoreError/tooLarge(path:size:limit:)`` for
    /// `EFBIG`, else ``NotesStoreError/unreadable(path:errno:)``.
    func readError(_ code: Int32, size: Int64) -> NotesStoreError {
        code == EFBIG
            ? .tooLarge(path: path, size: size, limit: Self.sizeLimit) : .unreadable(path: path, errno: code)
    }

    /// The notes of a file's bytes and its stamp. The notes are parsed in the bytes themselves
    /// (``NotesFileBytes``), which are let go of a megabyte at a time as they are read, so that the
    /// file and its notes are never held in full at once; a file that is not a JSON array of strings
    /// is read again (`reread`) to name what it is instead.
    /// - Parameters:
    ///   - bytes: The file's bytes, unshared (else they are copied); left undefined.
    ///   - status: The file's status as it was read.
    ///   - reread: The file's bytes and status read again.
    private func parse(
        _ bytes: inout [UInt8], status: stat, reread: () -> (bytes: [UInt8], status: stat)?
    ) throws -> (notes: [NoteText], stamp: NotesFileStamp) {
        let hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        // Before the parse writes over the bytes.
        let stamp = NotesFileStamp(status: status, bytes: bytes, hasByteOrderMark: hasByteOrderMark)
        let notes = NotesFileBytes(taking: &bytes).parse(skipping: hasByteOrderMark ? 3 : 0)
        if let notes { return (notes, stamp) }
        guard let (again, newStatus) = reread() else {
            throw readError(errno, size: Int64(status.st_size))
        }
        let hasMark = again.starts(with: Self.byteOrderMark)
        let json = Data(again[(hasMark ? 3 : 0)...])
        // Valid now only when another program rewrote the file in between.
        let decoded = try Self.decode(json, path: path)
        return (
            decoded.map(NoteText.init),
            NotesFileStamp(status: newStatus, bytes: again, hasByteOrderMark: hasMark)
        )
    }

    /// Gives the whole pages of `buffer` between offsets `start` and `end` back to the system
    /// (`madvise` `MADV_DONTNEED`): they read as zeros afterwards, and the process no longer holds
    /// them. Pages that `buffer` shares with other memory (its first and last, partly) are kept.
    /// Linux only; elsewhere nothing is given back.
    package static func releasePages(of buffer: UnsafeMutableRawBufferPointer, from start: Int, to end: Int) {
        #if canImport(Glibc)
            guard let base = buffer.baseAddress, start < end else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let address = Int(bitPattern: base)
            let first = (address + max(0, start) + page - 1) / page * page
            let last = (address + min(end, buffer.count)) / page * page
            guard last > first else { return }
            madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_DONTNEED)
        #endif
    }

    /// The bytes of a file holding `notes`: pretty-printed JSON (one note per line, easy to diff),
    /// non-ASCII text kept as UTF-8, controls escaped by JSON, and a final newline.
    /// - Parameter notes: The notes.
    /// - Returns: UTF-8 bytes.
    /// - Complexity: O(n) in the notes' total length.
    @_spi(Benchmarks) public static func encode(_ notes: [String]) -> Data {
        var bytes: [UInt8] = []
        encode(notes, into: &bytes)
        return Data(bytes)
    }

    /// Appends the bytes of a file holding `notes` to `bytes`, as Foundation's `JSONEncoder` writes
    /// them with `.prettyPrinted` and `.withoutEscapingSlashes` (an array of two-space indented
    /// strings, `"[\n\n]"` for none), then a final newline: `"` and `\` escaped, controls as `\b`,
    /// `\t`, `\n`, `\f`, `\r` or `\u00XX` in lowercase hexadecimal, everything else as its UTF-8.
    ///
    /// Written straight into `bytes`, whose room is reserved once for the text and a margin, so a
    /// save holds the file's bytes once beside the notes (`JSONEncoder` built a tree of the values,
    /// then its `Data`, which the caller copied again).
    /// - Parameters:
    ///   - notes: The notes.
    ///   - bytes: Where the bytes go, after what it holds (a byte order mark).
    /// - Complexity: O(n) in the notes' total length.
    static func encode(_ notes: [String], into bytes: inout [UInt8]) {
        encode(notes.map(NoteSnapshot.text), into: &bytes)
    }

    /// ``encode(_:into:)`` for snapshots of the notes, a run of bytes at a time.
    package static func encode(_ notes: [NoteSnapshot], into bytes: inout [UInt8]) {
        var length = 0
        for note in notes { length += note.utf8Count }
        // Room for the text, its quotes and separators, and escapes of an eighth of it: pages of
        // the room never written are never touched.
        bytes.reserveCapacity(bytes.count + length + length / 8 + notes.count * 6 + 8)
        guard !notes.isEmpty else {
            bytes.append(contentsOf: "[\n\n]\n".utf8)
            return
        }
        for (index, note) in notes.enumerated() {
            bytes.append(contentsOf: (index == 0 ? "[\n  \"" : ",\n  \"").utf8)
            note.forEachUTF8Run { appendEscaped($0, to: &bytes) }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: "\n]\n".utf8)
    }

    /// Appends `text` to `bytes` as the inside of a JSON string: runs of bytes that need no escape
    /// copied at once.
    private static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let hexDigits = Array("0123456789abcdef".utf8)
        var runStart = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            default:
                bytes.append(contentsOf: "u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// Parses file contents: valid UTF-8 holding one JSON array whose elements are all strings.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path named in the error.
    /// - Returns: The notes.
    /// - Throws: ``NotesStoreError/corrupt(path:reason:)`` for anything else.
    /// - Complexity: O(n).
    package static func decode(_ data: Data, path: String) throws -> [String] {
        if let notes = data.withUnsafeBytes({ parseStringArray($0) }) { return notes }
        guard !data.isEmpty else { throw NotesStoreError.corrupt(path: path, reason: "the file is empty") }
        guard String(bytes: data, encoding: .utf8) != nil else {
            throw NotesStoreError.corrupt(path: path, reason: "the file is not valid UTF-8")
        }
        // The one-pass parser reads every JSON array of strings, so this is not one: `JSONDecoder`
        // only names what it is instead. It accepts what JSON does not (a trailing comma, `["a",]`),
        // which is invalid JSON all the same.
        do {
            _ = try JSONDecoder().decode([String].self, from: data)
            throw NotesStoreError.corrupt(path: path, reason: "invalid JSON")
        } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
            throw NotesStoreError.corrupt(
                path: path, reason: "expected an array whose elements are all strings")
        } catch {
            throw NotesStoreError.corrupt(path: path, reason: "invalid JSON")
        }
    }
}
