extension EditingPolicy {
    /// The range of `text` to keep when editing ends: without leading and trailing whitespace and
    /// newlines when ``trimsWhitespaceOnEndEditing`` is set (an empty range at the end when everything
    /// is blank), the whole text otherwise.
    ///
    /// Trimming works on whole characters: a character is removed only when every Unicode scalar in it
    /// is whitespace or a newline, so a space carrying a combining mark is kept whole rather than
    /// leaving the mark orphaned. Interior whitespace is never touched.
    ///
    /// - Parameter text: The text at the end of editing.
    /// - Returns: The range of `text` to keep.
    /// - Complexity: O(*n*) in the length of the whitespace removed.
    package func keptRangeAfterEndEditing(_ text: String) -> Range<String.Index> {
        guard trimsWhitespaceOnEndEditing else { return text.startIndex..<text.endIndex }
        guard let first = text.firstIndex(where: { !$0.isBlank }) else {
            return text.endIndex..<text.endIndex
        }
        let last = text.lastIndex(where: { !$0.isBlank }) ?? first
        return first..<text.index(after: last)
    }
}

extension Character {
    /// Whether every scalar of the character is whitespace (newlines included).
    fileprivate var isBlank: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
