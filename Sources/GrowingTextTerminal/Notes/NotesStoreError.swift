#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a notes file could not be read or written.
///
/// Every case names the file, so the message stands on its own on stderr or in the status line.
package enum NotesStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (a directory, no permission); `errno` says why.
    case unreadable(path: String, errno: Int32)
    /// The file is not a UTF-8 JSON array of strings. It is left exactly as it was.
    case corrupt(path: String, reason: String)
    /// A save failed at `step` (creating the temporary file, writing, syncing, renaming) with
    /// `errno`. The previous file is still in place and no temporary file is left behind.
    case writeFailed(path: String, step: String, errno: Int32)
    /// Another program changed the file since it was read or last saved; the save was not made.
    case changedOnDisk(path: String)
    /// Another `growtext notes` has the file open; `holder` says which ("pid 4242"), or is empty
    /// when the system does not say.
    case locked(path: String, holder: String)
    /// The user may not write the file (`reason`: "write-protected (mode 0444)", "on a read-only
    /// file system", …); refused when the file is opened, so no edit is typed in vain, and before
    /// any save. The file is left as it is.
    case readOnly(path: String, reason: String)
    /// The file holds more than `limit` bytes (``NotesStore/sizeLimit``), refused before it is
    /// read: no list of notes is that large, and editing it would need several times its size in
    /// memory.
    case tooLarge(path: String, size: Int64, limit: Int)
    /// The path names something other than a regular file (`kind`: "a FIFO", "a directory", …),
    /// refused before it could block or be read without end.
    case notRegularFile(path: String, kind: String)

    /// A sentence for the user.
    package var description: String {
        switch self {
        case .unreadable(let path, let code):
            return "cannot read \(path): \(Self.message(code))"
        case .corrupt(let path, let reason):
            return "\(path) is not a JSON array of strings (\(reason)); it was left untouched"
        case .writeFailed(let path, let step, let code):
            return "cannot save \(path): \(step) failed: \(Self.message(code))"
        case .changedOnDisk(let path):
            return "\(path) changed on disk since it was read; not saved"
        case .locked(let path, let holder):
            let who = holder.isEmpty ? "another growtext notes" : "growtext notes (\(holder))"
            return "\(path) is open in \(who); quit it first"
        case .readOnly(let path, let reason):
            return "\(path) is \(reason); it was left untouched (make it writable to edit it)"
        case .tooLarge(let path, let size, let limit):
            return "\(path) is \(size >> 20) MiB, above the \(limit >> 20) MiB a notes file may have; "
                + "it was left untouched"
        case .notRegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file; only a regular file can hold notes"
        }
    }

    private static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
