#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a notes file looked like when it was last read or written: enough to notice, before the next
/// save, that another program changed its contents.
///
/// A change is a change of contents, not of stamps: `touch`, a `chmod`, or a program that rewrites
/// the same bytes is not one. When the device, inode, size and modification time are all as they
/// were, the contents are taken as unchanged without reading them, unless the modification time
/// was within ``racyInterval`` of the moment the stamp was taken (a write in the same timestamp
/// tick leaves them all equal). Otherwise a different size is a change, and for the same size the
/// file is read and compared with the hash of the contents the stamp keeps.
@_spi(Benchmarks) public struct NotesFileStamp: Hashable, Sendable {
    /// Seconds within which a modification time cannot be trusted to tell a later change (FAT's
    /// granularity is 2 seconds; ext4, tmpfs and APFS are finer).
    static let racyInterval = 2

    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Timestamp
    /// A hash of the contents.
    var contentHash: UInt64
    /// Whether equal device, inode, size and modification time prove the contents unchanged (the
    /// modification time was not too recent to rely on).
    var trustsStatus: Bool
    /// Whether the file starts with a UTF-8 byte order mark; saves write it again.
    package var hasByteOrderMark: Bool

    /// A modification time, seconds and nanoseconds.
    struct Timestamp: Hashable, Sendable {
        var seconds: Int
        var nanoseconds: Int
    }

    /// The stamp of a file whose status is `status` and contents `bytes`.
    init(status: stat, bytes: [UInt8], hasByteOrderMark: Bool) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Self.modificationTime(status)
        self.hasByteOrderMark = hasByteOrderMark
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        trustsStatus = Int(now.tv_sec) - modified.seconds > Self.racyInterval
        contentHash = Self.hash(bytes)
    }

    /// Whether the file at `path` still holds the contents stamped. A file that no longer exists
    /// counts as unchanged: the save recreates it and nothing on disk is lost.
    func matchesFile(at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT }
        guard Int64(status.st_size) == size else { return false }
        if trustsStatus, UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode,
            Self.modificationTime(status) == modified
        {
            return true
        }
        guard let opened = try? NotesStore.openForReading(path) else { return false }
        defer { close(opened.descriptor) }
        guard let (bytes, _) = NotesStore.readAll(opened.descriptor) else { return false }
        return Self.hash(bytes) == contentHash
    }

    private static func modificationTime(_ status: stat) -> Timestamp {
        #if canImport(Darwin)
            Timestamp(seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
        #else
            Timestamp(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
        #endif
    }

    /// FNV-1a over 8-byte words (then the tail's bytes): not cryptographic, only to tell another
    /// program's write from ours, at memory speed.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words {
                hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
            }
            for byte in buffer[(words * 8)...] {
                hash = (hash ^ UInt64(byte)) &* prime
            }
        }
        return hash
    }
}
