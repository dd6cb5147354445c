/// A piece of a text laid out in stretches (``TextEditingModel``'s deferred layout): a string, or
/// UTF-8 bytes made into one only when the layout takes the piece.
///
/// A long text read from a file is checked as UTF-8 when it is read, but making every piece a
/// `String` validates its bytes again and copies them: ten times the work of the first frame for a
/// note of 10 MB. A deferred piece does that when its stretches are laid out, between keys.
package struct TextPiece: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case deferred(@Sendable () -> String)
    }

    private let storage: Storage
    /// The piece's UTF-8 length.
    package let utf8Count: Int

    /// A piece that is `string`.
    package init(_ string: String) {
        storage = .string(string)
        utf8Count = string.utf8.count
    }

    /// A piece of `utf8Count` bytes whose string `make` returns when asked (it may be asked more
    /// than once, and must return a string of that length each time).
    package init(utf8Count: Int, make: @escaping @Sendable () -> String) {
        storage = .deferred(make)
        self.utf8Count = utf8Count
    }

    /// The piece's text.
    /// - Complexity: O(n) for a deferred piece, O(1) otherwise.
    package var string: String {
        switch storage {
        case .string(let string): string
        case .deferred(let make): make()
        }
    }
}
