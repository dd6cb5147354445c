#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writes of a notes file: replacing it with a new file (atomic) or in place, and creating it.
///
/// A replacement writes a temporary file beside the target (same directory, hence same file system),
/// gives it what the old file had, `fsync`s it, locks it when the old file was locked
/// (``NotesFileLock``), renames it over the target (atomic on POSIX) and `fsync`s the directory so
/// the rename itself survives a power loss. If a step before the rename fails, the temporary file
/// is removed and the target is untouched.
enum NotesFileWriter {
    /// Replaces the file at `path` with `bytes`.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The target, a regular file or missing.
    ///   - temporaryPrefix: The temporary file's path without its random suffix.
    ///   - lock: The lock held on the target, moved to the new file; `nil` for none.
    /// - Returns: The status of the file written.
    /// - Throws: ``FileWriteFailure`` naming the step that failed.
    static func replace(
        _ bytes: [UInt8], at path: String, temporaryPrefix: String, lock: NotesFileLock?
    ) throws -> stat {
        let attributes = FileDescriptorIO.attributes(forReplacing: path)
        let temporary: TemporaryFile
        do {
            temporary = try TemporaryFile(prefix: temporaryPrefix)
        } catch let error as FileWriteFailure {
            // A directory the user cannot write to, holding a file they can: only in place.
            guard error.errno == EACCES || error.errno == EPERM, access(path, W_OK) == 0 else { throw error }
            return try writeInPlace(bytes, to: path)
        }
        do {
            try temporary.write(bytes)
            guard fchmod(temporary.descriptor, attributes.mode) == 0 else {
                throw FileWriteFailure(step: "setting permissions", errno: errno)
            }
            if let owner = attributes.owner, fchown(temporary.descriptor, owner.user, owner.group) != 0 {
                _ = fchown(temporary.descriptor, uid_t.max, owner.group)
            }
            let status = try temporary.sync()
            if lock != nil { try temporary.lock() }
            try temporary.move(to: path)
            if let lock { lock.replace(with: temporary.takeDescriptor()) }
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
            guard fchmod(temporary.descriptor, 0o666 & ~mask) == 0 else {
                throw FileWriteFailure(step: "setting permissions", errno: errno)
            }
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

    /// Overwrites the file at `path` with `bytes` in place: write from the start, cut to length,
    /// `fsync`. Not atomic; the inode, owner, permissions and hard links stay.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws -> stat {
        func failure(_ step: String) -> FileWriteFailure { FileWriteFailure(step: step, errno: errno) }
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("opening the file to write it in place") }
        defer { close(descriptor) }
        guard FileDescriptorIO.writeAll(bytes, to: descriptor) else { throw failure("writing in place") }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw failure("truncating") }
        guard fsync(descriptor) == 0 else { throw failure("syncing the file") }
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

    /// Removes the file (when still under its temporary name) and closes it.
    func discard() {
        unlink(path)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
