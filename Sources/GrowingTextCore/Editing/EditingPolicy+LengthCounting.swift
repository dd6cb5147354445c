/// Decides whether `prefix + replacement[..<cut] + suffix` fits a character limit, for the many cuts
/// a binary search tries, without rescanning the prefix each time.
///
/// Appending text can only change the last character boundary of the prefix (a boundary depends on
/// the text before it and the scalar right after it), so all characters of the prefix but the last
/// (the ``head``) are counted once and only the last one (the ``tail``) is joined to each cut. The
/// shell only builds a counter once `prefix + suffix` fits the limit, so the prefix and the suffix are
/// short in characters; only the replacement (a paste) can be long.
struct EditLengthCounter {
    /// The number of characters of the prefix before its last one.
    let head: Int
    /// The last character of the prefix, or empty.
    let tail: String
    let replacement: String
    let suffix: String

    init(prefix: String, replacement: String, suffix: String) {
        let lastStart = prefix.indices.last ?? prefix.endIndex
        head = prefix.isEmpty ? 0 : prefix.count - 1
        tail = String(prefix[lastStart...])
        self.replacement = replacement
        self.suffix = suffix
    }

    /// The UTF-8 offsets into the replacement where it may be cut, ascending: 0, then the end of every
    /// character of `tail + replacement` that ends inside the replacement.
    ///
    /// The *k*-th offset keeps at least *k* characters after the head, so the list stops at the first
    /// offset that cannot fit `limit`; a megabyte paste into a 280-character field is scanned only as
    /// far as it could fit.
    ///
    /// - Returns: The offsets; the last one never fits `limit` when the whole replacement does not.
    func cutOffsets(within limit: Int) -> [Int] {
        let most = max(limit - head, 0) + 1
        var cuts = [0]
        var offset = -tail.utf8.count
        for character in tail + replacement {
            offset += character.utf8.count
            guard offset > 0 else { continue }
            cuts.append(offset)
            if cuts.count > most { break }
        }
        return cuts
    }

    /// The first `utf8Count` bytes of the replacement; `utf8Count` must be a cut offset.
    func replacementPrefix(utf8Count: Int) -> String {
        String(replacement[..<replacement.utf8.index(replacement.startIndex, offsetBy: utf8Count)])
    }

    /// Whether the edited text keeping `count` bytes of the replacement has at most `limit` characters.
    func fits(keepingUTF8 count: Int, within limit: Int) -> Bool {
        limit >= head
            && (tail + replacementPrefix(utf8Count: count) + suffix).hasAtMostCharacters(limit - head)
    }
}

extension String {
    /// Whether the string has at most `limit` characters, found in O(`limit`) rather than by counting
    /// a long string to its end.
    func hasAtMostCharacters(_ limit: Int) -> Bool {
        guard limit >= 0 else { return false }
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex) else { return true }
        return end == endIndex
    }
}
