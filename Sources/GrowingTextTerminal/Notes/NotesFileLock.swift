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
/// The lock is an exclusive `flock` on a hidden file beside the notes (`.notes.json.lock`), holding
/// `pid 4242 on host` so the second editor can say who has the file. The kernel drops an `flock`
/// when its process dies, so a lock file left by a killed editor is stale as soon as it exists, and
/// the next editor takes it over. ``release()`` removes the file while still holding the lock; an
/// editor that opened the old file meanwhile sees that it is no longer the one at the path and tries
/// again. Where the directory is read-only (the notes are then written in place, see
/// ``NotesStore/save(_:replacing:overwrite:)``), the notes file itself is locked, without a holder.
public final class NotesFileLock {
    /// The lock file's path (the notes file itself where the directory is read-only).
    public let path: String
    private var descriptor: Int32
    private let ownsFile: Bool

    private init(path: String, descriptor: Int32, ownsFile: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.ownsFile = ownsFile
    }

    deinit { release() }

    /// Takes the lock of the store's file.
    /// - Parameter store: The notes file.
    /// - Returns: The held lock.
    /// - Throws: ``NotesStoreError/locked(path:holder:)`` when another process holds it,
    ///   ``NotesStoreError/unreadable(path:errno:)`` when the lock file cannot be opened.
    public static func acquire(for store: NotesStore) throws -> NotesFileLock {
        let name = URL(fileURLWithPath: store.path).lastPathComponent
        let lockPath = "\(store.directory)/.\(name).lock"
        for _ in 0..<100 {
            var descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor < 0, errno == EACCES || errno == EPERM || errno == EROFS {
                // Another user's lock file can still be locked through a read-only descriptor.
                descriptor = open(lockPath, O_RDONLY | O_CLOEXEC)
                if descriptor < 0, errno == ENOENT || errno == EACCES || errno == EROFS {
                    return try lockNotesFile(of: store)
                }
            }
            guard descriptor >= 0 else { throw NotesStoreError.unreadable(path: lockPath, errno: errno) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                let holder = String(decoding: FileDescriptorIO.readAll(path: lockPath) ?? [], as: UTF8.self)
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw NotesStoreError.unreadable(path: lockPath, errno: code)
                }
                throw NotesStoreError.locked(
                    path: store.path, holder: holder.split(separator: "\n").first.map(String.init) ?? "")
            }
            guard isStillAtPath(descriptor, lockPath) else {
                close(descriptor)
                continue
            }
            let holder = Array("pid \(getpid()) on \(hostName())\n".utf8)
            if ftruncate(descriptor, 0) == 0 { _ = pwrite(descriptor, holder, holder.count, 0) }
            return NotesFileLock(path: lockPath, descriptor: descriptor, ownsFile: true)
        }
        throw NotesStoreError.unreadable(path: lockPath, errno: EAGAIN)
    }

    /// Removes the lock file and drops the lock. Safe to call twice.
    public func release() {
        guard descriptor >= 0 else { return }
        if ownsFile { unlink(path) }
        close(descriptor)
        descriptor = -1
    }

    private static func lockNotesFile(of store: NotesStore) throws -> NotesFileLock {
        let descriptor = open(store.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw NotesStoreError.unreadable(path: store.path, errno: errno) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw NotesStoreError.locked(path: store.path, holder: "")
        }
        return NotesFileLock(path: store.path, descriptor: descriptor, ownsFile: false)
    }

    /// Whether the locked file is still the one named `path` (its holder did not remove it between
    /// our `open` and our `flock`).
    private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && stat(path, &named) == 0 && opened.st_dev == named.st_dev
            && opened.st_ino == named.st_ino
    }

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this host" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
