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

extension NotesStore {
    /// Writes `notes` so that a crash at any moment leaves either the old or the new complete file.
    ///
    /// The steps: create a temporary file beside the target (same directory, hence same file
    /// system), write everything, give it the target's permissions, `fsync` it, `rename` it over the
    /// target (atomic on POSIX), then `fsync` the directory so the rename itself survives a power
    /// loss. If any step fails, the temporary file is removed and the target is untouched.
    /// - Parameter notes: The notes to write.
    /// - Throws: ``NotesStoreError/writeFailed(path:step:errno:)`` (read-only directory, full disk).
    /// - Complexity: O(n) in the notes' total length, plus two `fsync`s.
    public func save(_ notes: [String]) throws {
        if let error = saveReportingFailure(notes) { throw error }
    }

    /// The steps of ``save(_:)``, returning the failure instead of throwing it (for
    /// `NotesProgram`, which keeps it to show).
    ///
    /// The terminal module throws untyped errors (always ``NotesStoreError`` here): a typed
    /// `throw` crashes Swift 6.3's SILGen when the target's standard library predates typed throws,
    /// as the iOS 16.5 SDK's does (`ios-check` compiles this module against it for Darwin).
    func saveReportingFailure(_ notes: [String]) -> NotesStoreError? {
        let bytes = Self.encode(notes)
        var template = Array("\(temporaryPrefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return failure("creating a temporary file") }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if let error = fillAndClose(descriptor, with: bytes) {
            unlink(temporaryPath)
            return error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = failure("renaming the temporary file")
            unlink(temporaryPath)
            return error
        }
        let directoryDescriptor = open(directory, O_RDONLY)
        guard directoryDescriptor >= 0 else { return failure("opening the directory to sync it") }
        defer { close(directoryDescriptor) }
        guard fsync(directoryDescriptor) == 0 else { return failure("syncing the directory") }
        return nil
    }

    /// The name every temporary file of this store starts with: hidden, next to the target.
    var temporaryPrefix: String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return "\(directory)/.\(name).tmp-"
    }

    /// Removes temporary files left by saves that were killed before their rename. Best effort:
    /// failures are ignored, since the notes file itself is complete either way.
    func removeStaleTemporaryFiles() {
        let prefix = URL(fileURLWithPath: temporaryPrefix).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            unlink("\(directory)/\(name)")
        }
    }

    /// The whole file, or `nil` when it does not exist.
    func readFile() throws -> Data? {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw NotesStoreError.unreadable(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw NotesStoreError.unreadable(path: path, errno: errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes the temporary file, gives it the target's permissions, syncs and closes it; returns
    /// the failure, if any.
    private func fillAndClose(_ descriptor: Int32, with bytes: Data) -> NotesStoreError? {
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return failure("writing")
            }
            written += count
        }
        guard fchmod(descriptor, targetMode()) == 0 else { return failure("setting permissions") }
        guard fsync(descriptor) == 0 else { return failure("syncing the temporary file") }
        return nil
    }

    /// The target's permissions when it exists; otherwise what `open(2)` would give a new file
    /// (0666 minus the umask), since `mkstemp` creates 0600.
    private func targetMode() -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    private func failure(_ step: String) -> NotesStoreError {
        .writeFailed(path: path, step: step, errno: errno)
    }
}
