import GrowingTextLayout

/// A notes file's bytes, parsed in place
/// (``NotesStore/parseNotes(inPlace:pieceLength:firstPieceLength:releasing:deferring:)``) and kept
/// for the pieces of long notes after their first, which become strings only when a box lays them
/// out (``TextPiece``): opening a note of 10 MB then makes a string of its first piece
/// (``NoteText/firstPieceLength``) alone before the first frame. The bytes read are given back to
/// the system as the parse goes, a kept piece's once it is let go of; the rest goes when the last
/// piece does.
final class NotesFileBytes: @unchecked Sendable {
    // Written only by `parse(skipping:)`, before any piece leaves it; read only afterwards.
    private var bytes: [UInt8]
    /// Whether `parse(skipping:)` runs: a piece let go of then (the parse failed) leaves the bytes
    /// alone, which the parse has in hand.
    private var isParsing = false

    /// Takes `bytes`, leaving them empty: they must not be shared (the parse writes over them).
    init(taking bytes: inout [UInt8]) {
        self.bytes = []
        swap(&self.bytes, &bytes)
    }

    /// The notes of the bytes after the first `skipped` (a byte order mark), or `nil` when they are
    /// not a JSON array of strings.
    func parse(skipping skipped: Int) -> [NoteText]? {
        isParsing = true
        defer { isParsing = false }
        return bytes.withUnsafeMutableBytes { buffer in
            NotesStore.parseNotes(
                inPlace: UnsafeMutableRawBufferPointer(rebasing: buffer[skipped...]),
                firstPieceLength: NoteText.firstPieceLength,
                releasing: {
                    NotesStore.releasePages(
                        of: buffer, from: skipped + $0.lowerBound, to: skipped + $0.upperBound)
                },
                deferring: { [unowned self] range in
                    let piece = Piece(
                        file: self, range: (skipped + range.lowerBound)..<(skipped + range.upperBound))
                    return TextPiece(utf8Count: range.count) { piece.string }
                })
        }
    }

    /// A kept range of the bytes: valid UTF-8, never written to again.
    private final class Piece: Sendable {
        let file: NotesFileBytes
        let range: Range<Int>

        init(file: NotesFileBytes, range: Range<Int>) {
            self.file = file
            self.range = range
        }

        var string: String {
            file.bytes.withUnsafeBytes { String(decoding: $0[range], as: UTF8.self) }
        }

        deinit {
            guard !file.isParsing else { return }
            file.bytes.withUnsafeBytes {
                NotesStore.releasePages(
                    of: UnsafeMutableRawBufferPointer(mutating: $0), from: range.lowerBound,
                    to: range.upperBound)
            }
        }
    }
}
