extension EditingPolicy {
    /// The text the user has committed: `text` without the stretch an input method marks.
    ///
    /// Marked text is, in UIKit's words, provisionally inserted text the user has yet to confirm: a
    /// Chinese, Japanese or Korean composition still being converted, or, on iOS 17 and later, an
    /// inline prediction the keyboard shows in grey after the caret. Neither is the user's text yet,
    /// so a composer's Send and SwiftUI's binding take the text without it. The maximum length does
    /// not count it either.
    ///
    /// Odd input has a defined outcome, never a crash:
    /// - no marked range, an empty one, or one wholly outside the text: the text unchanged;
    /// - a range partly outside the text (negative or past the end) is clamped into it first;
    /// - a range over the whole text: the empty text;
    /// - a bound inside a character (between the halves of a surrogate pair, inside an emoji sequence
    ///   or a letter with its combining marks): that character is kept whole, so the committed text
    ///   never holds a split character and never loses one the user typed.
    ///
    /// - Parameters:
    ///   - text: The view's text, marked stretch included.
    ///   - markedRange: The marked range in UTF-16 offsets (UIKit's `markedTextRange`), or `nil`.
    /// - Returns: The committed text.
    /// - Complexity: O(*n*) in the UTF-16 length of the text up to the marked range's end.
    package static func committedText(_ text: String, markedRange: Range<Int>?) -> String {
        guard let markedRange else { return text }
        let length = text.utf16.count
        let lower = min(max(markedRange.lowerBound, 0), length)
        let upper = min(max(markedRange.upperBound, lower), length)
        guard lower < upper else { return text }
        // Walk the character boundaries up to the range's end: the marked stretch shrinks to the
        // whole characters inside it, from the first boundary at or after its start to the last one
        // at or before its end.
        var offset = 0
        var index = text.startIndex
        var removedStart: String.Index?
        var removedEnd = text.startIndex
        while offset <= upper {
            if removedStart == nil, offset >= lower { removedStart = index }
            removedEnd = index
            guard index < text.endIndex else { break }
            offset += text[index].utf16.count
            index = text.index(after: index)
        }
        guard let removedStart, removedStart < removedEnd else { return text }
        return String(text[..<removedStart]) + String(text[removedEnd...])
    }
}
