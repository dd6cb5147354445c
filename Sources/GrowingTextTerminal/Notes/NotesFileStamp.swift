#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a notes file looked like when it was last read or written: enough to notice, before the next
/// save, that another program changed it.
///
/// The device, inode, size and modification time tell most changes. A change within the file
/// system's timestamp granularity of the stamp (the same size, written in the same tick) leaves them
/// all equal, so when the modification time is within ``racyInterval`` of the moment the stamp was
/// taken, the stamp also keeps a hash of the contents, and the check reads the file and compares.
public struct NotesFileStamp: Hashable, Sendable {
    /// Seconds within which a modification time cannot be trusted to tell a later change (FAT's
    /// granularity is 2 seconds; ext4, tmpfs and APFS are finer).
    static let racyInterval = 2

    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Timestamp
    /// A hash of the contents when the modification time was too recent to rely on, else `nil`.
    var contentHash: UInt64?
    /// Whether the file starts with a UTF-8 byte order mark; saves write it again.
    public var hasByteOrderMark: Bool

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
        let isRacy = Int(now.tv_sec) - modified.seconds <= Self.racyInterval
        contentHash = isRacy ? Self.hash(bytes) : nil
    }

    /// Whether the file at `path` is still the one stamped. A file that no longer exists counts as
    /// unchanged: the save recreates it and nothing on disk is lost.
    func matchesFile(at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT }
        guard UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode, Int64(status.st_size) == size,
            Self.modificationTime(status) == modified
        else { return false }
        guard let contentHash else { return true }
        guard let bytes = FileDescriptorIO.readAll(path: path) else { return false }
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
