import GrowingTextCore

/// The P2 scene: a text of a given size laid out at a terminal width, and a caret in the middle of
/// its middle paragraph where one character is typed. A class because the benchmark keeps it
/// across iterations (each insert is undone outside the measured span).
public final class EditingFixture {
    /// The text as generated, before any edit.
    public let text: String
    /// The layout, kept equal to `text` between iterations.
    public var layout: TextLayout
    /// The UTF-8 offset of the typing position: a character boundary in the middle of the
    /// paragraph that holds the text's middle, never next to a newline.
    public let offset: Int
    /// The wrap width in cells.
    public static let width = 80

    /// Generates `byteCount` bytes of the multilingual corpus and lays it out.
    public init(byteCount: Int) {
        text = Corpus.multilingual(byteCount: byteCount)
        layout = TextLayout(text: text, width: Self.width)
        offset = Self.middleOfMiddleParagraph(in: text)
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

    /// The UTF-8 offset of the last character boundary at or before the middle of the paragraph
    /// that holds the middle of `text`.
    static func middleOfMiddleParagraph(in text: String) -> Int {
        let utf8 = Array(text.utf8)
        let middle = utf8.count / 2
        let start = utf8[..<middle].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = utf8[middle...].firstIndex(of: 0x0A) ?? utf8.count
        let paragraph = text[text.utf8.index(text.startIndex, offsetBy: start)..<text.utf8.index(text.startIndex, offsetBy: end)]
        var offset = start
        for character in paragraph {
            let next = offset + character.utf8.count
            if next > (start + end) / 2 {
                break
            }
            offset = next
        }
        return offset
    }
}
