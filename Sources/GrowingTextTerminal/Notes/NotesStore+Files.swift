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
        do {
            try FileDescriptorIO.writeAtomically(
                Array(Self.encode(notes)), to: path, directory: directory, temporaryPrefix: temporaryPrefix,
                mode: FileDescriptorIO.mode(forReplacing: path))
            return nil
        } catch let error as FileWriteFailure {
            return .writeFailed(path: path, step: error.step, errno: error.errno)
        } catch {
            return .writeFailed(path: path, step: "\(error)", errno: 0)
        }
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
    func readFile() throws -> [UInt8]? {
        guard let bytes = FileDescriptorIO.readAll(path: path) else {
            if errno == ENOENT { return nil }
            throw NotesStoreError.unreadable(path: path, errno: errno)
        }
        return bytes
    }
}
