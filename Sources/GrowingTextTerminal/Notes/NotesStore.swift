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
/// cannot destroy data. Writing is atomic (see ``save(_:)``): after a crash or `kill -9` at any
/// moment, the file holds either the previous or the new complete array.
///
/// ```swift
/// let store = NotesStore(path: "notes.json")
/// var notes = try store.loadOrCreate()   // creates the sample file when missing
/// notes.append("Buy milk")
/// try store.save(notes)
/// ```
public struct NotesStore: Sendable {
    /// The file's path, with symbolic links resolved so a save replaces the link's target, not the
    /// link.
    public let path: String

    /// The notes written to a new file: a short tour of the keys.
    public static let sample: [String] = [
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
    public init(path: String) {
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
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
    public func load() throws -> [String]? {
        try loadStamped()?.notes
    }

    /// The notes in the file and its ``NotesFileStamp`` (for ``save(_:replacing:overwrite:)``), or
    /// `nil` when the file does not exist. A UTF-8 byte order mark before the JSON is accepted and
    /// recorded in the stamp.
    /// - Returns: The notes, in order, and the stamp.
    /// - Throws: What ``load()`` throws.
    /// - Complexity: O(n) in the file's size.
    public func loadStamped() throws -> (notes: [String], stamp: NotesFileStamp)? {
        guard let (bytes, status) = FileDescriptorIO.readAllWithStatus(path: path) else {
            if errno == ENOENT { return nil }
            throw NotesStoreError.unreadable(path: path, errno: errno)
        }
        let hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        // Parsed in place: a `Data` copy would hold the file twice while the notes are made.
        let notes = try bytes.withUnsafeBytes { buffer in
            let json = UnsafeRawBufferPointer(rebasing: buffer[(hasByteOrderMark ? 3 : 0)...])
            if let notes = Self.parseStringArray(json) { return notes }
            return try Self.decode(Data(json), path: path)
        }
        return (notes, NotesFileStamp(status: status, bytes: bytes, hasByteOrderMark: hasByteOrderMark))
    }

    /// The notes in the file; when it does not exist, it is created with ``sample``.
    ///
    /// Temporary files left by a save that was killed are removed once the file has been read.
    /// - Returns: The notes, in order.
    /// - Throws: What ``load()`` and ``save(_:)`` throw.
    public func loadOrCreate() throws -> [String] {
        try loadOrCreateStamped().notes
    }

    /// ``loadOrCreate()`` with the file's stamp.
    /// - Returns: The notes, in order, and the stamp of the file read or created.
    /// - Throws: What ``load()`` and ``save(_:)`` throw.
    public func loadOrCreateStamped() throws -> (notes: [String], stamp: NotesFileStamp) {
        if let loaded = try loadStamped() {
            removeStaleTemporaryFiles()
            return loaded
        }
        return (Self.sample, try save(Self.sample, replacing: nil))
    }

    /// The bytes of a file holding `notes`: pretty-printed JSON (one note per line, easy to diff),
    /// non-ASCII text kept as UTF-8, controls escaped by JSON, and a final newline.
    /// - Parameter notes: The notes.
    /// - Returns: UTF-8 bytes.
    /// - Complexity: O(n) in the notes' total length.
    public static func encode(_ notes: [String]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        // Encoding an array of strings cannot fail: every Swift string is valid Unicode.
        var data = (try? encoder.encode(notes)) ?? Data("[]".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Parses file contents: valid UTF-8 holding one JSON array whose elements are all strings.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path named in the error.
    /// - Returns: The notes.
    /// - Throws: ``NotesStoreError/corrupt(path:reason:)`` for anything else.
    /// - Complexity: O(n).
    public static func decode(_ data: Data, path: String) throws -> [String] {
        if let notes = data.withUnsafeBytes({ parseStringArray($0) }) { return notes }
        guard !data.isEmpty else { throw NotesStoreError.corrupt(path: path, reason: "the file is empty") }
        guard String(bytes: data, encoding: .utf8) != nil else {
            throw NotesStoreError.corrupt(path: path, reason: "the file is not valid UTF-8")
        }
        do {
            return try JSONDecoder().decode([String].self, from: data)
        } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
            throw NotesStoreError.corrupt(
                path: path, reason: "expected an array whose elements are all strings")
        } catch {
            throw NotesStoreError.corrupt(path: path, reason: "invalid JSON")
        }
    }
}
