/// UAX #29 word boundaries, found with Swift Regex's `\b` in its Unicode (default) mode.
enum WordBoundaries {
    /// The word boundaries in `text`, ascending, including its start and end.
    ///
    /// Where Swift Regex is unavailable (iOS 15), falls back to boundaries between runs of letters and
    /// digits and every other cluster.
    static func boundaries(in text: Substring) -> [String.Index] {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            // Matched in a copy: Swift Regex traps on a substring that starts inside a grapheme
            // cluster of its base (a window cut at a scalar boundary, say before a combining mark).
            let copy = String(text)
            let utf8 = text.utf8
            return copy.ranges(of: /\b/.wordBoundaryKind(RegexWordBoundaryKind.default)).map {
                utf8.index(
                    utf8.startIndex, offsetBy: copy.utf8.distance(from: copy.startIndex, to: $0.lowerBound))
            }
        }
        var result = [text.startIndex]
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if next == text.endIndex || !isWordlike(text[index...index]) || !isWordlike(text[next...next]) {
                result.append(next)
            }
            index = next
        }
        return result
    }

    /// Whether a segment between two boundaries is a word: it holds a letter or a digit.
    static func isWordlike(_ segment: Substring) -> Bool {
        segment.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
