#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening and reading the files `growtext` keeps (a notes file, the prompt's history, the
/// width-model cache) so that a path naming something else can neither hang nor exhaust memory.
///
/// Anything but a regular file is refused, before it is opened and again on the descriptor (the name
/// may be swapped in between); the open never waits (a FIFO would block in `open` until a writer
/// came); and a file is read up to a limit, checked as it is read (a device may never end, a file may
/// grow while it is read).
package enum RegularFile {
    /// Why a file could not be read.
    package enum ReadFailure: Error, Equatable, Sendable {
        /// `lstat`, `open`, `fstat` or `read` failed with `errno` (`ENOENT`: there is no such file).
        case unreadable(errno: Int32)
        /// The path names something else: `kind` says what ("a FIFO", "a directory", …).
        case notRegularFile(kind: String)
        /// The file holds more bytes than the limit; `size` is its size as it was opened.
        case tooLarge(size: Int64)
    }

    /// What `status` describes, as a sentence names it ("a FIFO", "a character device", …), or `nil`
    /// for a regular file.
    package static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// Opens the regular file at `path` for reading, without blocking.
    /// - Parameter path: A path whose last component is not a symbolic link (callers resolve them
    ///   first); one that became a link is refused.
    /// - Returns: The open descriptor (the caller closes it) and the file's status.
    /// - Throws: ``ReadFailure/unreadable(errno:)`` (`ENOENT` when it does not exist) or
    ///   ``ReadFailure/notRegularFile(kind:)``.
    package static func openForReading(_ path: String) throws -> (descriptor: Int32, status: stat) {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw ReadFailure.unreadable(errno: errno) }
        if let kind = kind(of: status) { throw ReadFailure.notRegularFile(kind: kind) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadFailure.unreadable(errno: errno) }
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw ReadFailure.unreadable(errno: code)
        }
        if let kind = kind(of: status) {
            close(descriptor)
            throw ReadFailure.notRegularFile(kind: kind)
        }
        return (descriptor, status)
    }

    /// The whole regular file at `path` and its status as it was opened.
    /// - Parameters:
    ///   - path: As for ``openForReading(_:)``.
    ///   - limit: The most bytes read.
    /// - Returns: The bytes and the status.
    /// - Throws: ``ReadFailure``.
    /// - Complexity: O(n) in the file's size.
    package static func contents(of path: String, limit: Int) throws -> (bytes: [UInt8], status: stat) {
        let opened = try openForReading(path)
        defer { close(opened.descriptor) }
        guard let contents = readAll(opened.descriptor, limit: limit) else {
            throw errno == EFBIG
                ? ReadFailure.tooLarge(size: Int64(opened.status.st_size))
                : ReadFailure.unreadable(errno: errno)
        }
        return contents
    }

    /// The whole file open on `descriptor`, from its start, and its status; `nil` with `errno` set,
    /// `EFBIG` when it holds more than `limit` bytes (checked as it is read, so a file that grows
    /// meanwhile is cut off too).
    /// - Complexity: O(n) in the file's size; the bytes are allocated once at the size the file had
    ///   when opened, and not zeroed first (`read` fills them).
    package static func readAll(_ descriptor: Int32, limit: Int) -> (bytes: [UInt8], status: stat)? {
        var status = stat()
        guard lseek(descriptor, 0, SEEK_SET) == 0, fstat(descriptor, &status) == 0 else { return nil }
        guard status.st_size <= limit else {
            errno = EFBIG
            return nil
        }
        var count = 0
        var failure: Int32 = 0
        var atEnd = false
        // One byte more than the file had, so that reading to its end never fills the buffer.
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, initialized in
            while count < buffer.count {
                let received = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if received == 0 {
                    atEnd = true
                    break
                }
                if received < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += received
            }
            initialized = count
        }
        if failure != 0 {
            errno = failure
            return nil
        }
        // Filled: the file grew while it was read (or, as files in /proc, says it is shorter than
        // it is). Read on, in zeroed room that grows as it fills.
        while !atEnd {
            guard count <= limit else {
                errno = EFBIG
                return nil
            }
            bytes += repeatElement(0, count: Swift.min(Swift.max(count, 1), limit + 1 - count))
            while count < bytes.count {
                let received = bytes.withUnsafeMutableBytes { buffer in
                    read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                }
                if received == 0 {
                    atEnd = true
                    break
                }
                if received < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                count += received
            }
        }
        guard count <= limit else {
            errno = EFBIG
            return nil
        }
        bytes.removeLast(bytes.count - count)
        return (bytes, status)
    }
}
