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

/// The writes of a notes file, and of the other files `growtext` rewrites (the prompt's history when
/// it is trimmed, the width-model cache): replacing a file with a new one (atomic) or in place, and
/// creating a notes file.
///
/// A replacement writes a temporary file beside the target (same directory, hence same file system),
/// gives it what the old file had (owner, group, mode, then every extended attribute, which on Linux
/// includes a POSIX ACL), `fsync`s it, locks it when the old file was locked (``NotesFileLock``),
/// renames it over the target (atomic on POSIX) and `fsync`s the directory so the rename itself
/// survives a power loss. If a step before the rename fails, the temporary file is removed and the
/// target is untouched.
///
/// Where the new file cannot have what the old one had, or cannot take its place, the file is
/// written in place instead (``writeInPlace(_:to:backupPrefixes:)``): a directory the user cannot
/// write to, a file owned by another user or group (only root may give a file away), an attribute
/// the user may not set, a sticky directory (`/tmp`) where the file is someone else's.
enum NotesFileWriter {
    /// The temporary directory: `$TMPDIR`, else `/tmp`.
    static var temporaryDirectory: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The name every temporary file of a replacement of the file at `path` starts with: hidden,
    /// beside it (`DIR/.NAME.tmp-`).
    static func temporaryPrefix(for path: String) -> String {
        let file = URL(fileURLWithPath: path)
        return "\(file.deletingLastPathComponent().path)/.\(file.lastPathComponent).tmp-"
    }

    /// Where an in-place write of the file at `path` keeps its backup, in order of preference:
    /// beside it (`DIR/.NAME.backup-`), else in the temporary directory
    /// (`$TMPDIR/growtext-NAME.backup-`), for a directory the user may not write.
    static func backupPrefixes(for path: String) -> [String] {
        let file = URL(fileURLWithPath: path)
        let name = file.lastPathComponent
        return [
            "\(file.deletingLastPathComponent().path)/.\(name).backup-",
            "\(temporaryDirectory)/growtext-\(name).backup-",
        ]
    }

    /// Replaces the file at `path` with `bytes`.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The target, a regular file or missing.
    ///   - temporaryPrefix: The temporary file's path without its random suffix.
    ///   - backupPrefixes: Where an in-place write keeps its backup, in order of preference.
    ///   - lock: The lock held on the target, moved to the new file; `nil` for none.
    ///   - newFileMode: The permissions of the file when it did not exist; `nil` (the default) for
    ///     what `open(2)` gives a new file, 0666 minus the umask.
    /// - Returns: The status of the file written.
    /// - Throws: ``FileWriteFailure`` naming the step that failed.
    static func replace(
        _ bytes: [UInt8], at path: String, temporaryPrefix: String, backupPrefixes: [String],
        lock: NotesFileLock?, newFileMode: mode_t? = nil
    ) throws -> stat {
        let original = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        // A missing file, or a missing directory (then making the temporary file says so).
        guard original >= 0 || errno == ENOENT || errno == ENOTDIR else {
            throw FileWriteFailure(step: "opening the file", errno: errno)
        }
        defer { if original >= 0 { close(original) } }
        func inPlace() throws -> stat {
            try writeInPlace(bytes, to: path, backupPrefixes: backupPrefixes)
        }
        let temporary: TemporaryFile
        do {
            temporary = try TemporaryFile(prefix: temporaryPrefix)
        } catch let error as FileWriteFailure {
            guard original >= 0, error.errno == EACCES || error.errno == EPERM else { throw error }
            return try inPlace()
        }
        do {
            try temporary.write(bytes)
            if original >= 0 {
                guard temporary.takeAttributes(of: original) else {
                    temporary.discard()
                    return try inPlace()
                }
            } else if let newFileMode {
                try temporary.setMode(newFileMode)
            } else {
                let mask = umask(0)
                umask(mask)
                try temporary.setMode(0o666 & ~mask)
            }
            let status = try temporary.sync()
            if lock != nil { try temporary.lock() }
            guard rename(temporary.path, path) == 0 else {
                let code = errno
                temporary.discard()
                // A sticky directory lets only the file's owner replace it.
                if original >= 0, code == EPERM || code == EACCES { return try inPlace() }
                throw FileWriteFailure(step: "renaming the temporary file", errno: code)
            }
            lock?.replace(with: temporary.takeDescriptor())
            try syncDirectory(of: path)
            return status
        } catch {
            temporary.discard()
            throw error
        }
    }

    /// Creates the file at `path` holding `bytes`, locked before it appears there, unless a file
    /// already exists at `path` (another editor created it first).
    ///
    /// The file is written and synced under a temporary name, then linked to `path` (`link` fails
    /// rather than replace a file); where the file system has no hard links, it is renamed.
    /// - Returns: The new file's status and its lock; `nil` when `path` exists.
    /// - Throws: ``FileWriteFailure`` naming the step that failed.
    static func create(_ bytes: [UInt8], at path: String, temporaryPrefix: String) throws -> (
        status: stat, lock: NotesFileLock
    )? {
        let temporary = try TemporaryFile(prefix: temporaryPrefix)
        do {
            try temporary.write(bytes)
            let mask = umask(0)
            umask(mask)
            try temporary.setMode(0o666 & ~mask)
            let status = try temporary.sync()
            try temporary.lock()
            if link(temporary.path, path) == 0 {
                unlink(temporary.path)
            } else if errno == EEXIST {
                temporary.discard()
                return nil
            } else {
                try temporary.move(to: path)
            }
            try syncDirectory(of: path)
            return (status, NotesFileLock.adopting(temporary.takeDescriptor(), at: path))
        } catch {
            temporary.discard()
            throw error
        }
    }

    /// Overwrites the file at `path` with `bytes` in place, so it keeps its inode, owner, mode,
    /// attributes and hard links: first its current contents are copied to a backup (the first of
    /// `backupPrefixes` where a file can be made, with a random suffix, mode 0600) and synced, then
    /// the file is written from the start, cut to length and synced, then the backup is removed. A
    /// crash in the middle leaves a torn file and the complete backup beside it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, backupPrefixes: [String]) throws
        -> stat
    {
        func failure(_ step: String) -> FileWriteFailure { FileWriteFailure(step: step, errno: errno) }
        let descriptor = open(path, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("opening the file to write it in place") }
        defer { close(descriptor) }
        guard let (old, _) = NotesStore.readAll(descriptor) else {
            throw failure("reading the file to back it up")
        }
        var backup: TemporaryFile?
        var backupError = FileWriteFailure(step: "making a backup copy", errno: ENOENT)
        for prefix in backupPrefixes where backup == nil {
            do {
                backup = try TemporaryFile(prefix: prefix)
            } catch let error as FileWriteFailure {
                backupError = error
            }
        }
        guard let backup else {
            throw FileWriteFailure(step: "making a backup copy", errno: backupError.errno)
        }
        do {
            try backup.write(old)
            _ = try backup.sync()
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw failure("writing in place") }
            guard FileDescriptorIO.writeAll(bytes, to: descriptor) else { throw failure("writing in place") }
            guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw failure("truncating") }
            guard fsync(descriptor) == 0 else { throw failure("syncing the file") }
        } catch {
            // The file may be torn: the backup stays, complete, unless it was never written.
            if old.isEmpty { backup.discard() }
            throw error
        }
        backup.discard()
        var written = stat()
        guard fstat(descriptor, &written) == 0 else { throw failure("reading the file's status") }
        return written
    }

    private static func syncDirectory(of path: String) throws {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let descriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileWriteFailure(step: "opening the directory to sync it", errno: errno)
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw FileWriteFailure(step: "syncing the directory", errno: errno)
        }
    }
}

/// A file made by `mkstemp` (mode 0600, a name nobody else had) beside the notes file.
private final class TemporaryFile {
    let path: String
    private(set) var descriptor: Int32
    private var isDiscarded = false

    init(prefix: String) throws {
        var template = Array("\(prefix)XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteFailure(step: "creating a temporary file", errno: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Gives the file the owner, group, mode and extended attributes of the file open on `source`.
    /// - Returns: Whether it has them all.
    func takeAttributes(of source: Int32) -> Bool {
        var wanted = stat()
        var own = stat()
        guard fstat(source, &wanted) == 0, fstat(descriptor, &own) == 0 else { return false }
        if own.st_uid != wanted.st_uid || own.st_gid != wanted.st_gid {
            guard fchown(descriptor, wanted.st_uid, wanted.st_gid) == 0 else { return false }
        }
        guard fchmod(descriptor, wanted.st_mode & 0o7777) == 0 else { return false }
        return ExtendedAttributes.copy(from: source, to: descriptor)
    }

    func setMode(_ mode: mode_t) throws {
        guard fchmod(descriptor, mode) == 0 else {
            throw FileWriteFailure(step: "setting permissions", errno: errno)
        }
    }

    func write(_ bytes: [UInt8]) throws {
        guard FileDescriptorIO.writeAll(bytes, to: descriptor) else {
            throw FileWriteFailure(step: "writing", errno: errno)
        }
    }

    /// `fsync`s the file and returns its status.
    func sync() throws -> stat {
        guard fsync(descriptor) == 0 else {
            throw FileWriteFailure(step: "syncing the temporary file", errno: errno)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileWriteFailure(step: "reading the temporary file's status", errno: errno)
        }
        return status
    }

    func lock() throws {
        guard NotesFileLock.lockExclusively(descriptor) else {
            throw FileWriteFailure(step: "locking the temporary file", errno: errno)
        }
    }

    func move(to target: String) throws {
        guard rename(path, target) == 0 else {
            throw FileWriteFailure(step: "renaming the temporary file", errno: errno)
        }
    }

    /// The open descriptor, now the caller's to close.
    func takeDescriptor() -> Int32 {
        defer { descriptor = -1 }
        return descriptor
    }

    /// Removes the file (when still under its temporary name) and closes it. Safe to call twice.
    func discard() {
        guard !isDiscarded else { return }
        isDiscarded = true
        unlink(path)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
