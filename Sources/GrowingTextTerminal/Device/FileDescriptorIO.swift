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
}
