import GrowingTextLayout

/// A note's text as a save writes it, taken without a string of the whole note: a note's editor is
/// a value whose copy shares the layout's bytes until the note changes (``TextEditingModel``), and a
/// note not opened yet keeps the pieces it was read in.
///
/// A save used to take each note's text as one string: for a long note, a copy of all its bytes
/// beside the layout's, held until the save ended. A snapshot is written a run of bytes at a time.
/// The cases other than a string are boxed, so that a snapshot of many short notes takes what
/// their strings take and a word (an editor's model inline would take about ten times that).
package enum NoteSnapshot: Sendable {
    /// A note held as one string.
    case text(String)
    /// A note read in pieces and not opened yet.
    indirect case pieces(first: String, rest: [TextPiece])
    /// An opened note: its editor's model, laid out or not.
    indirect case editor(TextEditingModel)

    /// The text's UTF-8 length.
    /// - Complexity: O(pieces).
    package var utf8Count: Int {
        switch self {
        case .text(let text): text.utf8.count
        case .pieces(let first, let rest): rest.reduce(first.utf8.count) { $0 + $1.utf8Count }
        case .editor(let model): model.utf8Count
        }
    }

    /// Runs `body` on the text's UTF-8 in order, a contiguous run at a time; a run may end inside a
    /// scalar. A piece read from the file is made a string one at a time.
    /// - Complexity: O(n).
    package func forEachUTF8Run(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        switch self {
        case .text(var text):
            try text.withUTF8(body)
        case .pieces(var first, let rest):
            try first.withUTF8(body)
            for piece in rest {
                var text = piece.string
                try text.withUTF8(body)
            }
        case .editor(let model):
            try model.forEachUTF8Run(body)
        }
    }

    /// The whole text, as one string.
    /// - Complexity: O(n).
    package var string: String {
        switch self {
        case .text(let text): return text
        case .pieces(let first, let rest): return rest.reduce(into: first) { $0 += $1.string }
        case .editor(let model): return model.text
        }
    }
}
