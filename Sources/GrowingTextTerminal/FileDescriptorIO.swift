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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(descriptor: descriptor)
    }

    /// Everything left to read on `descriptor` (a file from its current offset, a pipe to its end),
    /// or `nil` with `errno` set.
    package static func readAll(descriptor: Int32) -> [UInt8]? {
        var data: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 { data.reserveCapacity(Int(status.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces the file at `path` with `bytes` so that a crash at any moment leaves either the old
    /// or the new complete file.
    ///
    /// The steps: create a temporary file named `temporaryPrefix` + 6 random characters (beside the
    /// target, hence on the same file system), write everything, give it `mode`, `fsync` it,
    /// `rename` it over the target (atomic on POSIX), then `fsync` the directory so the rename itself
    /// survives a power loss. If a step before the rename fails, the temporary file is removed and
    /// the target is untouched.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The target.
    ///   - directory: The target's directory.
    ///   - temporaryPrefix: The temporary file's path without its random suffix.
    ///   - mode: The permissions of the new file.
    /// - Throws: ``FileWriteFailure`` naming the step that failed.
    static func writeAtomically(
        _ bytes: [UInt8], to path: String, directory: String, temporaryPrefix: String, mode: mode_t
    ) throws {
        func failure(_ step: String) -> FileWriteFailure { FileWriteFailure(step: step, errno: errno) }
        var template = Array("\(temporaryPrefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("creating a temporary file") }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do {
            defer { close(descriptor) }
            guard writeAll(bytes, to: descriptor) else { throw failure("writing") }
            guard fchmod(descriptor, mode) == 0 else { throw failure("setting permissions") }
            guard fsync(descriptor) == 0 else { throw failure("syncing the temporary file") }
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
    }

    /// The permissions of the file at `path` when it exists; otherwise what `open(2)` would give a
    /// new file (0666 minus the umask), since `mkstemp` creates 0600.
    static func mode(forReplacing path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
