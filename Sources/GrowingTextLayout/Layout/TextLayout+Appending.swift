extension TextLayout {
    /// Appends `text` at the end of the text: what ``replaceCharacters(in:with:)`` does with an
    /// empty range at the end, in one pass over `text`. Its first paragraph's text joins the last
    /// paragraph through that edit (which also joins a CR and an LF that meet there); the paragraphs
    /// after it are wrapped from scratch, as ``init(text:configuration:)`` wraps them (a paragraph's
    /// lines depend on its own text alone), instead of the edit scanning all of `text` for
    /// newlines again.
    ///
    /// - Parameter text: The text to append.
    /// - Complexity: O(k + c) for k bytes appended and c chunks of paragraphs, plus the edit of the
    ///   last paragraph.
    mutating func append(_ text: Substring) {
        let pieces = Paragraph.split(text, includingRemainder: true)
        let end = utf8Count
        replaceCharacters(in: end..<end, with: String(pieces[0]))
        guard pieces.count > 1 else { return }
        // The first piece ended with a newline: the last paragraph is now the empty one after it.
        let configuration = configuration
        let last = paragraphs.count - 1
        paragraphs.replaceSubrange(
            last...last, with: pieces.dropFirst().map { Paragraph(text: $0, configuration: configuration) })
        checkInvariants()
    }
}
