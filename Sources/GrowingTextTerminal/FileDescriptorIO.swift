#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A step of an atomic file write that failed, with `errno`.
struct FileWriteFailure: Error, Sendable {
    /// What was being done ("writing", "renaming the temporary file", …).
    var step: String
    /// The error number.
    var errno: Int32
}

/// Whole-file reads and writes on file descriptors, retrying short reads and writes and `EINTR`:
/// what the notes store, the prompt's history and editor, and `growtext`'s standard streams share.
package enum FileDescriptorIO {
    /// Writes every byte.
    /// - Returns: Whether all were written; on `false`, `errno` says why.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// The whole file at `path`, or `nil` with `errno` set (`ENOENT` when it does not exist).
    ///
    /// The result is allocated once at the file's size (a file that grows while it is read still
    /// reads whole), so reading a large file does not hold a half-size copy of it as the array
    /// doubles.
    static func readAll(path: String) -> [UInt8]? {
        readAllWithStatus(path: path)?.bytes
    }

    /// The whole file at `path` and its status as it was opened (``readAll(path:)``), or `nil` with
    /// `errno` set.
    static func readAllWithStatus(path: String) -> (bytes: [UInt8], status: stat)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAllWithStatus(descriptor: descriptor)
    }

    /// Everything left to read on `descriptor` (a file from its current offset, a pipe to its end),
    /// or `nil` with `errno` set.
    package static func readAll(descriptor: Int32) -> [UInt8]? {
        readAllWithStatus(descriptor: descriptor)?.bytes
    }

    /// Everything left to read on `descriptor` and its status as it was when the reading began, or
    /// `nil` with `errno` set.
    static func readAllWithStatus(descriptor: Int32) -> (bytes: [UInt8], status: stat)? {
        var data: [UInt8] = []
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        if status.st_size > 0 { data.reserveCapacity(Int(status.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return (data, status) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// What a replacement of a file keeps of it: permissions and owner.
    struct ReplacedAttributes {
        /// The permissions of the new file.
        var mode: mode_t
        /// The owner and group to give the new file, or `nil` to leave the creator's.
        var owner: (user: uid_t, group: gid_t)?
    }

    /// Replaces the file at `path` with `bytes` so that a crash at any moment leaves either the old
    /// or the new complete file.
    ///
    /// The steps: create a temporary file named `temporaryPrefix` + 6 random characters (beside the
    /// target, hence on the same file system), write everything, give it the attributes, `fsync` it,
    /// `rename` it over the target (atomic on POSIX), then `fsync` the directory so the rename itself
    /// survives a power loss. If a step before the rename fails, the temporary file is removed and
    /// the target is untouched.
    ///
    /// The owner and group are set with `fchown` before the rename. Only root may give a file to
    /// another user: for anyone else the group alone is kept when the user belongs to it, and the
    /// new file otherwise belongs to the user who saved it (the save goes on: losing the atomicity
    /// would be worse). A hard link to the old file keeps the old contents (rename replaces the
    /// name, not the file).
    ///
    /// When `inPlaceFallback` is set and the temporary file cannot be created because the directory
    /// is not writable (`EACCES`, `EPERM`) while the target is, the target is overwritten in place
    /// instead (write, truncate, `fsync`): the only way to save there, at the cost of atomicity (a
    /// crash in the middle of such a save can leave a torn file).
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The target.
    ///   - directory: The target's directory.
    ///   - temporaryPrefix: The temporary file's path without its random suffix.
    ///   - attributes: The permissions and owner of the new file.
    ///   - inPlaceFallback: Whether to overwrite in place when the directory is not writable.
    /// - Returns: The status of the file written (its inode, size and modification time).
    /// - Throws: ``FileWriteFailure`` naming the step that failed.
    @discardableResult
    static func writeAtomically(
        _ bytes: [UInt8], to path: String, directory: String, temporaryPrefix: String,
        attributes: ReplacedAttributes, inPlaceFallback: Bool = false
    ) throws -> stat {
        func failure(_ step: String) -> FileWriteFailure { FileWriteFailure(step: step, errno: errno) }
        var template = Array("\(temporaryPrefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let error = failure("creating a temporary file")
            if inPlaceFallback, error.errno == EACCES || error.errno == EPERM, access(path, W_OK) == 0 {
                return try writeInPlace(bytes, to: path)
            }
            throw error
        }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = stat()
        do {
            defer { close(descriptor) }
            guard writeAll(bytes, to: descriptor) else { throw failure("writing") }
            guard fchmod(descriptor, attributes.mode) == 0 else { throw failure("setting permissions") }
            if let owner = attributes.owner, fchown(descriptor, owner.user, owner.group) != 0 {
                _ = fchown(descriptor, uid_t.max, owner.group)
            }
            guard fsync(descriptor) == 0 else { throw failure("syncing the temporary file") }
            guard fstat(descriptor, &written) == 0 else {
                throw failure("reading the temporary file's status")
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = failure("renaming the temporary file")
            unlink(temporaryPath)
            throw error
        }
        let directoryDescriptor = open(directory, O_RDONLY)
        guard directoryDescriptor >= 0 else { throw failure("opening the directory to sync it") }
        defer { close(directoryDescriptor) }
        guard fsync(directoryDescriptor) == 0 else { throw failure("syncing the directory") }
        return written
    }

    /// Overwrites the file at `path` with `bytes` in place: write from the start, cut to length,
    /// `fsync`. Not atomic; the inode, owner, permissions and hard links stay.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws -> stat {
        func failure(_ step: String) -> FileWriteFailure { FileWriteFailure(step: step, errno: errno) }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("opening the file to write it in place") }
        defer { close(descriptor) }
        guard writeAll(bytes, to: descriptor) else { throw failure("writing in place") }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw failure("truncating") }
        guard fsync(descriptor) == 0 else { throw failure("syncing the file") }
        var written = stat()
        guard fstat(descriptor, &written) == 0 else { throw failure("reading the file's status") }
        return written
    }

    /// The attributes a replacement of the file at `path` keeps: its permissions and owner when it
    /// exists; otherwise what `open(2)` would give a new file (0666 minus the umask, since `mkstemp`
    /// creates 0600) and the creator as owner.
    static func attributes(forReplacing path: String) -> ReplacedAttributes {
        var status = stat()
        if stat(path, &status) == 0 {
            return ReplacedAttributes(mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid))
        }
        let mask = umask(0)
        umask(mask)
        return ReplacedAttributes(mode: 0o666 & ~mask, owner: nil)
    }
}
