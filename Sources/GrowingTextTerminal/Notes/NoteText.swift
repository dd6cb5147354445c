/// A note's text as read from a notes file: one string, or for a note longer than ``pieceLength``
/// the pieces it was read in, in order.
///
/// A long note read as one string is held twice while its box lays it out (the string until its
/// last byte is laid out, and the layout's own copy); in pieces, each piece is let go of once it is
/// laid out, so the note is held about once. Pieces are cut at scalar boundaries, never between a
/// CR and an LF (the layout takes each as a stretch appended at the end, see `TextEditingModel`).
@_spi(Benchmarks) public struct NoteText: Sendable {
    /// The bytes of a piece of a long note: 1 MiB (the last piece may be shorter, and so may a piece
    /// cut back to a scalar boundary).
    package static let pieceLength = 1 << 20

    /// The first piece (the whole text of a note read in one piece).
    package private(set) var first: String
    /// The pieces after the first; empty for a note read in one piece (no allocation).
    package private(set) var rest: [String]

    /// A note read in one piece.
    package init(_ text: String) {
        first = text
        rest = []
    }

    /// A note read in `pieces` (none for an empty note).
    package init(pieces: [String]) {
        first = pieces.first ?? ""
        rest = Array(pieces.dropFirst())
    }

    /// The pieces in order, at least one.
    package var pieces: [String] { [first] + rest }

    /// The whole text.
    /// - Complexity: O(n) for a note in pieces, O(1) otherwise.
    package var string: String {
        rest.isEmpty ? first : rest.reduce(into: first) { $0 += $1 }
    }

    /// The text's UTF-8 length.
    /// - Complexity: O(pieces).
    package var utf8Count: Int {
        rest.reduce(first.utf8.count) { $0 + $1.utf8.count }
    }
}
