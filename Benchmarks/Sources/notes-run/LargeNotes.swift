@_spi(Benchmarks) import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import GrowingTextTerminal

/// The texts of the comparison with other editors (`Benchmarks/peers.sh`): the same multilingual
/// prose as a plain text file (what micro, nano and vim open), as one note, and as many notes (one
/// per paragraph), so that every editor opens the same bytes.
enum LargeNotes {
    /// How the prose is stored.
    enum Form: String {
        /// The prose as it is, for the other editors.
        case text = "generate-text"
        /// One note holding all of it.
        case note = "generate-note"
        /// One note per paragraph (newlines between notes dropped).
        case notes = "generate-notes"
    }

    /// Writes `byteCount` bytes of prose (`Corpus.multilingual`, cut after a whole sentence) in
    /// `form` to `path`.
    /// - Returns: The bytes written and the number of notes (1 for the plain text).
    static func write(_ form: Form, byteCount: Int, to path: String) throws -> (bytes: Int, notes: Int) {
        let prose = Corpus.multilingual(byteCount: byteCount)
        switch form {
        case .text:
            let data = Data(prose.utf8)
            try data.write(to: URL(fileURLWithPath: path))
            return (data.count, 1)
        case .note:
            try NotesStore(path: path).save([prose])
            return (NotesStore.encode([prose]).count, 1)
        case .notes:
            let notes = prose.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            try NotesStore(path: path).save(notes)
            return (NotesStore.encode(notes).count, notes.count)
        }
    }
}
