import GrowingTextCore
import GrowingTextLayout

/// The P2 scene: a text of a given size laid out at a terminal width, and a caret in the middle of
/// its middle paragraph where one character is typed. A class because the benchmark keeps it
/// across iterations (each insert is undone outside the measured span).
public final class EditingFixture {
    /// The text: the multilingual corpus with ``typingParagraph`` spliced in at a paragraph
    /// boundary near its middle, so every size edits the very same paragraph.
    public let text: String
    /// The layout, kept equal to `text` between iterations.
    public var layout: TextLayout
    /// The UTF-8 offset of the typing position: the character boundary nearest the middle of
    /// ``typingParagraph``.
    public let offset: Int
    /// The wrap width in cells.
    public static let width = 80
    /// The paragraph typed into (541 UTF-8 bytes with its newline; mixed scripts and emoji, 6 lines at 80
    /// cells), the same for every text size.
    public static let typingParagraph = Corpus.multilingual(byteCount: 500, seed: 7) + "\n"

    /// Generates `byteCount` bytes of the multilingual corpus and lays it out.
    public init(byteCount: Int) {
        let corpus = Array(
            Corpus.multilingual(byteCount: max(0, byteCount - Self.typingParagraph.utf8.count)).utf8)
        let split = corpus[..<(corpus.count / 2)].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        text =
            String(decoding: corpus[..<split], as: UTF8.self) + Self.typingParagraph
            + String(decoding: corpus[split...], as: UTF8.self)
        layout = TextLayout(text: text, width: Self.width)
        offset = split + Self.middle(of: Self.typingParagraph)
    }

    /// Types one character at the fixture's offset, then asks what a growing view asks after a
    /// keystroke: the new content height and where the caret now stands.
    @inline(never)
    public func typeCharacter() -> (height: Double, caret: CaretPosition) {
        layout.replaceCharacters(in: offset..<offset, with: "x")
        return (layout.contentHeight(lineHeight: 17), layout.position(of: Caret(offset: offset + 1)))
    }

    /// Removes the character `typeCharacter()` inserted, restoring the original text.
    public func undoTypeCharacter() {
        layout.replaceCharacters(in: offset..<offset + 1, with: "")
    }

    /// The UTF-8 offset of the last character boundary at or before the middle of `paragraph`.
    static func middle(of paragraph: String) -> Int {
        var offset = 0
        for character in paragraph {
            let next = offset + character.utf8.count
            if next > paragraph.utf8.count / 2 {
                break
            }
            offset = next
        }
        return offset
    }
}
