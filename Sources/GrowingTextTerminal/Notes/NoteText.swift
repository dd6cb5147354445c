import GrowingTextLayout

/// A note's text as read from a notes file: one string, or for a note longer than ``pieceLength``
/// the pieces it was read in, in order: the first a string, the others perhaps made into strings
/// only when the note's box lays them out (``TextPiece``).
///
/// A long note read as one string is held twice while its box lays it out (the string until its
/// last byte is laid out, and the layout's own copy); in pieces, each piece is let go of once it is
/// laid out, so the note is held about once. Pieces are cut at scalar boundaries, never between a
/// CR and an LF (the layout takes each as a stretch appended at the end, see `TextEditingModel`).
@_spi(Benchmarks) public struct NoteText: Sendable {
    /// The bytes of a piece of a long note: 256 KiB (the last piece may be shorter, and so may a
    /// piece cut back to a scalar boundary). A piece is made a string when its box lays it out, and
    /// two are held at once as one follows the other: with pieces of 1 MiB, laying out a note of
    /// 10 MB peaked about 0.8 MB higher.
    package static let pieceLength = 1 << 18

    /// The bytes of a long note's first piece when its later pieces are made strings only as they
    /// are laid out (``NotesStore/parseNotes(inPlace:pieceLength:firstPieceLength:releasing:deferring:)``):
    /// 64 KiB, a few times what the first frame lays out, so that opening the note makes a string
    /// of that much alone.
    package static let firstPieceLength = 1 << 16

    /// One string, or the pieces (two or more).
    private enum Storage: Sendable {
        case whole(String)
        case pieces(first: String, rest: [TextPiece])
    }

    private var storage: Storage

    /// A note read in one piece.
    package init(_ text: String) {
        storage = .whole(text)
    }

    /// A note read in `pieces` (none for an empty note).
    package init(pieces: [String]) {
        self.init(first: pieces.first ?? "", rest: pieces.dropFirst().map(TextPiece.init))
    }

    /// A note read in pieces: `first`, then `rest` (none for a note read in one piece).
    package init(first: String, rest: [TextPiece]) {
        storage = rest.isEmpty ? .whole(first) : .pieces(first: first, rest: rest)
    }

    /// The first piece (the whole text of a note read in one piece).
    package var first: String {
        switch storage {
        case .whole(let text): text
        case .pieces(let first, _): first
        }
    }

    /// The pieces after the first, none for a note read in one piece.
    package var rest: [TextPiece] {
        switch storage {
        case .whole: []
        case .pieces(_, let rest): rest
        }
    }

    /// Whether the note was read in two pieces or more.
    package var isInPieces: Bool {
        if case .pieces = storage { return true }
        return false
    }

    /// The pieces in order as strings, at least one.
    /// - Complexity: O(n) for a note in pieces, O(1) otherwise.
    package var pieces: [String] {
        [first] + rest.map(\.string)
    }

    /// The whole text.
    /// - Complexity: O(n) for a note in pieces, O(1) otherwise.
    package var string: String {
        switch storage {
        case .whole(let text): text
        case .pieces(let first, let rest): rest.reduce(into: first) { $0 += $1.string }
        }
    }

    /// The text's UTF-8 length.
    /// - Complexity: O(pieces).
    package var utf8Count: Int {
        switch storage {
        case .whole(let text): text.utf8.count
        case .pieces(let first, let rest): rest.reduce(first.utf8.count) { $0 + $1.utf8Count }
        }
    }
}
