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

extension NotesStore {
    /// Writes `notes` so that a crash at any moment leaves either the old or the new complete file.
    ///
    /// The steps: create a temporary file beside the target (same directory, hence same file
    /// system), write everything, give it the target's owner, group, mode and extended attributes,
    /// `fsync` it, `rename` it over the target (atomic on POSIX), then `fsync` the directory so the
    /// rename itself survives a power loss. If any step fails, the temporary file is removed and the
    /// target is untouched. Where the new file cannot have what the old one had or cannot replace it,
    /// the file is written in place after a backup (`NotesFileWriter`).
    /// - Parameter notes: The notes to write.
    /// - Throws: ``NotesStoreError/writeFailed(path:step:errno:)`` (read-only directory, full disk).
    /// - Complexity: O(n) in the notes' total length, plus two `fsync`s.
    @_spi(Benchmarks) public func save(_ notes: [String]) throws {
        try save(notes, replacing: nil)
    }

    /// Writes `notes` as ``save(_:)`` does, unless the file changed on disk since `stamp` was taken.
    ///
    /// Another program's change of the contents (not of the time stamps, see ``NotesFileStamp``)
    /// stops the save with ``NotesStoreError/changedOnDisk(path:)`` and leaves the file as it is:
    /// the caller offers to reload it or to save again with `overwrite`. A file the user may no
    /// longer write stops it with ``NotesStoreError/readOnly(path:reason:)``. A byte order mark the
    /// stamped file started with is written again. What the file had is kept as ``save(_:)`` says.
    /// - Parameters:
    ///   - notes: The notes to write.
    ///   - stamp: The file as last read or written; `nil` for none (no check).
    ///   - overwrite: Whether to write even though the file changed.
    ///   - lock: The lock held on the file (``openLocked()``), moved to the file written.
    /// - Returns: The stamp of the file written.
    /// - Throws: ``NotesStoreError/changedOnDisk(path:)`` or
    ///   ``NotesStoreError/writeFailed(path:step:errno:)``.
    /// - Complexity: O(n) in the notes' total length, plus the file's size when it must be compared.
    @discardableResult
    package func save(
        _ notes: [String], replacing stamp: NotesFileStamp?, overwrite: Bool = false,
        lock: NotesFileLock? = nil
    ) throws -> NotesFileStamp {
        try saveReportingFailure(notes, replacing: stamp, overwrite: overwrite, lock: lock).get()
    }

    /// The steps of ``save(_:replacing:overwrite:lock:)``, returning the failure instead of throwing
    /// it (for `NotesProgram`, which keeps it to show).
    ///
    /// The terminal module throws untyped errors (always ``NotesStoreError`` here): a typed
    /// `throw` crashes Swift 6.3's SILGen when the target's standard library predates typed throws,
    /// as the iOS 16.5 SDK's does (`ios-check` compiles this module against it for Darwin).
    func saveReportingFailure(
        _ notes: [String], replacing stamp: NotesFileStamp? = nil, overwrite: Bool = false,
        lock: NotesFileLock? = nil
    ) -> Result<NotesFileStamp, NotesStoreError> {
        saveReportingFailure(notes.map(NoteSnapshot.text), replacing: stamp, overwrite: overwrite, lock: lock)
    }

    /// ``saveReportingFailure(_:replacing:overwrite:lock:)`` for snapshots of the notes, written a run
    /// of bytes at a time (``NoteSnapshot``).
    func saveReportingFailure(
        _ notes: [NoteSnapshot], replacing stamp: NotesFileStamp? = nil, overwrite: Bool = false,
        lock: NotesFileLock? = nil
    ) -> Result<NotesFileStamp, NotesStoreError> {
        if let stamp, !overwrite, !stamp.matchesFile(at: path) { return .failure(.changedOnDisk(path: path)) }
        var status = stat()
        if lstat(path, &status) == 0, let reason = Self.writeProtection(of: status, at: path) {
            return .failure(.readOnly(path: path, reason: reason))
        }
        let byteOrderMark = stamp?.hasByteOrderMark ?? false
        var bytes: [UInt8] = byteOrderMark ? Self.byteOrderMark : []
        Self.encode(notes, into: &bytes)
        do {
            let status = try NotesFileWriter.replace(
                bytes, at: path, temporaryPrefix: temporaryPrefix, backupPrefixes: backupPrefixes, lock: lock)
            return .success(NotesFileStamp(status: status, bytes: bytes, hasByteOrderMark: byteOrderMark))
        } catch let error as FileWriteFailure {
            return .failure(.writeFailed(path: path, step: error.step, errno: error.errno))
        } catch {
            return .failure(.writeFailed(path: path, step: "\(error)", errno: 0))
        }
    }

    /// Creates the file holding `bytes`, locked (``NotesFileWriter/create(_:at:temporaryPrefix:)``).
    /// - Returns: The file's status and lock; `nil` when another process created the file first.
    /// - Throws: ``NotesStoreError/writeFailed(path:step:errno:)``.
    func create(_ bytes: [UInt8]) throws -> (status: stat, lock: NotesFileLock)? {
        do {
            return try NotesFileWriter.create(bytes, at: path, temporaryPrefix: temporaryPrefix)
        } catch let error as FileWriteFailure {
            throw NotesStoreError.writeFailed(path: path, step: error.step, errno: error.errno)
        }
    }

    /// The UTF-8 byte order mark, which JSON does not need but some Windows editors write.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The name every temporary file of this store starts with: hidden, next to the target
    /// (``NotesFileWriter/temporaryPrefix(for:)``).
    var temporaryPrefix: String {
        NotesFileWriter.temporaryPrefix(for: path)
    }

    /// Where an in-place save keeps the file's previous contents until the new ones are synced:
    /// beside the file, or in the temporary directory where the file's directory is not writable
    /// (``NotesFileWriter/backupPrefixes(for:)``).
    var backupPrefixes: [String] {
        NotesFileWriter.backupPrefixes(for: path)
    }

    /// Why the user may not write the file whose status is `status`, or `nil` when they may: a file
    /// without write permission for them (root included: a file nobody may write is write-protected
    /// on purpose, as `rm` and vim treat it), or on a read-only file system.
    static func writeProtection(of status: stat, at path: String) -> String? {
        let mode = "mode " + String(status.st_mode & 0o7777, radix: 8).leftPadded(to: 4)
        if access(path, W_OK) != 0 {
            if errno == EROFS { return "on a read-only file system" }
            return status.st_uid == geteuid() ? "write-protected (\(mode))" : "not writable by you (\(mode))"
        }
        if geteuid() == 0, status.st_mode & 0o222 == 0 { return "write-protected (\(mode))" }
        return nil
    }

    /// Writes `notes` to a new file beside the notes file, `NAME.unsaved-PID` (or with a random
    /// suffix when that name is taken), readable by its owner only (mode 0600): the copy a signal
    /// or a hang-up leaves when the notes could not be saved. It never follows or replaces an
    /// existing name, so a link planted at the predictable name leads nowhere. Where no file can be
    /// made beside the notes file (a directory the user may not write, or one removed meanwhile),
    /// the copy goes to the temporary directory (`$TMPDIR`, else `/tmp`) as
    /// `growtext-NAME.unsaved-PID`, with the same care.
    /// - Returns: The copy's path.
    /// - Throws: ``NotesStoreError/writeFailed(path:step:errno:)``.
    package func saveCopy(_ notes: [String]) throws -> String {
        var bytes: [UInt8] = []
        Self.encode(notes, into: &bytes)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let temporary = NotesFileWriter.temporaryDirectory
        let places = ["\(path).unsaved-\(getpid())", "\(temporary)/growtext-\(name).unsaved-\(getpid())"]
        var failure = NotesStoreError.writeFailed(path: places[0], step: "creating the copy", errno: ENOENT)
        for place in places {
            var copyPath = place
            var descriptor = open(copyPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0, errno == EEXIST {
                var template = Array("\(copyPath)-XXXXXX".utf8CString)
                descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                copyPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            }
            guard descriptor >= 0 else {
                // Only where no file can be made here: elsewhere, a failure is reported as it is.
                let code = errno
                failure = .writeFailed(path: copyPath, step: "creating the copy", errno: code)
                guard [EACCES, EPERM, EROFS, ENOENT, ENOTDIR].contains(code) else { throw failure }
                continue
            }
            defer { close(descriptor) }
            guard FileDescriptorIO.writeAll(bytes, to: descriptor), fsync(descriptor) == 0 else {
                let code = errno
                unlink(copyPath)
                throw NotesStoreError.writeFailed(path: copyPath, step: "writing the copy", errno: code)
            }
            return copyPath
        }
        throw failure
    }

    /// Removes temporary files left by saves that were killed before their rename. Best effort:
    /// failures are ignored, since the notes file itself is complete either way.
    /// The backups an in-place save left (``backupPrefixes``): a crash came between the backup and
    /// the end of the write. Sorted, oldest name first.
    func leftBackups() -> [String] {
        backupPrefixes.flatMap { prefix -> [String] in
            let folder = URL(fileURLWithPath: prefix).deletingLastPathComponent().path
            let start = URL(fileURLWithPath: prefix).lastPathComponent
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasPrefix(start) && $0.count == start.count + 6 }.sorted().map {
                "\(folder)/\($0)"
            }
        }
    }

    func removeStaleTemporaryFiles() {
        let prefix = URL(fileURLWithPath: temporaryPrefix).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            unlink("\(directory)/\(name)")
        }
    }

}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
