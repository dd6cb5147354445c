import Dispatch

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

/// The lock `growtext notes` holds while it has a file open, so a second one on the same file stops
/// instead of overwriting the first one's notes.
///
/// The lock is an exclusive `flock` on the notes file itself, on a read-only descriptor, not on a
/// file of its own beside it. So it is one lock per file (device and inode): two hard-link names, or
/// the owner and root in a directory only root may write, meet the same lock. Nothing is created or
/// written for it, so nothing can be redirected through a symbolic link planted in a shared
/// directory, and nothing is left behind however the editor ends: the kernel drops the lock with the
/// process. A save that replaces the file (a rename) locks the new file before the rename, then lets
/// the old one go; an editor that opened the old file meanwhile sees that it is no longer the one at
/// the path and tries again, meeting the new lock.
///
/// Any program may take an `flock` on a file it can read; the holder's process id comes from
/// `/proc/locks` where there is one. On NFS, where Linux turns `flock` into a byte-range lock, an
/// exclusive lock needs a descriptor open for writing (`flock(2)`): where the read-only one is
/// refused with `EBADF`, the file is opened for reading and writing (nothing is written) and
/// locked through that.
package final class NotesFileLock: @unchecked Sendable {
    /// The notes file's path.
    package let path: String
    /// Guards `descriptor`: a background save hands the lock to the file it wrote.
    private let guardQueue = DispatchQueue(label: "growtext.notes.lock")
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Takes the lock of the store's file, which must exist.
    /// - Parameters:
    ///   - store: The notes file.
    ///   - lock: The lock call, `flock(descriptor, LOCK_EX | LOCK_NB)`; a test stands in for a file
    ///     system with other rules.
    /// - Returns: The held lock.
    /// - Throws: ``NotesStoreError/locked(path:holder:)`` when another process holds it, what
    ///   ``NotesStore/openForReading(_:)`` throws (a missing file: `unreadable` with `ENOENT`),
    ///   ``NotesStoreError/readOnly(path:reason:)`` where the lock needs write access the user
    ///   does not have.
    package static func acquire(
        for store: NotesStore, lock: (Int32) -> Int32 = { flock($0, LOCK_EX | LOCK_NB) }
    ) throws -> NotesFileLock {
        for _ in 0..<100 {
            var (descriptor, status) = try NotesStore.openForReading(store.path)
            var locked = lock(descriptor) == 0
            if !locked, errno == EBADF {
                // NFS: an exclusive lock needs write access. The same file, opened to write.
                let writable = open(store.path, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
                let code = errno
                close(descriptor)
                guard writable >= 0 else {
                    guard code == EACCES || code == EROFS,
                        let reason = NotesStore.writeProtection(of: status, at: store.path)
                    else { throw NotesStoreError.unreadable(path: store.path, errno: code) }
                    throw NotesStoreError.readOnly(path: store.path, reason: reason)
                }
                descriptor = writable
                guard isAtPath(descriptor, store.path) else {
                    close(descriptor)
                    continue
                }
                guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                    close(descriptor)
                    continue
                }
                locked = lock(descriptor) == 0
            }
            guard locked else {
                let code = errno
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw NotesStoreError.unreadable(path: store.path, errno: code)
                }
                throw NotesStoreError.locked(path: store.path, holder: holder(of: status))
            }
            // A save of the holder may have replaced the file between our open and our lock.
            guard isAtPath(descriptor, store.path) else {
                unlockAndClose(descriptor)
                continue
            }
            return NotesFileLock(path: store.path, descriptor: descriptor)
        }
        throw NotesStoreError.unreadable(path: store.path, errno: EAGAIN)
    }

    /// A lock on a file this process just created and still has open (`descriptor`, locked with
    /// ``lockExclusively(_:)``), now at `path`.
    package static func adopting(_ descriptor: Int32, at path: String) -> NotesFileLock {
        NotesFileLock(path: path, descriptor: descriptor)
    }

    /// Reads the locked file from its start.
    /// - Returns: The bytes and the file's status, or `nil` with `errno` set.
    func read() -> (bytes: [UInt8], status: stat)? {
        guardQueue.sync { NotesStore.readAll(descriptor) }
    }

    /// Moves the lock to the file that replaced the locked one: `descriptor` is open on it and already
    /// locked. The old file's lock goes with its descriptor.
    func replace(with descriptor: Int32) {
        guardQueue.sync {
            if self.descriptor >= 0 { Self.unlockAndClose(self.descriptor) }
            self.descriptor = descriptor
        }
    }

    /// Lets go of the lock on `descriptor`, then closes it. The unlock comes first because a child
    /// process forked meanwhile (by another thread, before its `exec` closes the descriptor) shares
    /// the open file, and a close alone would leave the lock held until that child closes it too.
    private static func unlockAndClose(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Whether the file at `path` is the locked one.
    func locksFile(at path: String) -> Bool {
        guardQueue.sync { descriptor >= 0 && Self.isAtPath(descriptor, path) }
    }

    /// Drops the lock. Safe to call twice.
    package func release() {
        guardQueue.sync {
            guard descriptor >= 0 else { return }
            Self.unlockAndClose(descriptor)
            descriptor = -1
        }
    }

    /// Takes an exclusive `flock` without waiting.
    /// - Returns: Whether the lock is held; on `false`, `errno` says why (`EWOULDBLOCK`: taken).
    static func lockExclusively(_ descriptor: Int32) -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// Whether the file open on `descriptor` is still the one named `path`.
    private static func isAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0 && opened.st_dev == named.st_dev
            && opened.st_ino == named.st_ino
    }

    /// "pid 4242" for the process holding an `flock` on the file, from `/proc/locks`; empty where it
    /// cannot be told.
    private static func holder(of status: stat) -> String {
        guard let bytes = FileDescriptorIO.readAll(path: "/proc/locks") else { return "" }
        let inode = UInt64(status.st_ino)
        let device = UInt64(status.st_dev)
        // glibc's encoding of major and minor numbers in dev_t.
        let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
        let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
        func hex(_ number: UInt64) -> String {
            let digits = String(number, radix: 16)
            return digits.count < 2 ? "0" + digits : digits
        }
        let identity = "\(hex(major)):\(hex(minor)):\(inode)"
        // "1: FLOCK  ADVISORY  WRITE 4242 fe:00:1234567 0 EOF"; waiters' lines hold "->".
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == identity else { continue }
            return "pid \(fields[4])"
        }
        return ""
    }
}
