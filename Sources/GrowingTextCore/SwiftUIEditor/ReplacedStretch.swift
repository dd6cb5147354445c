/// The one stretch that differs between two texts, in UTF-16 offsets at Unicode scalar boundaries.
struct ReplacedStretch {
    /// The length of the common beginning.
    let prefix: Int
    /// Where the stretch ends in the old text and in the new one.
    let oldEnd: Int
    let newEnd: Int

    init(from oldText: String, to newText: String) {
        let old = Array(oldText.unicodeScalars)
        let new = Array(newText.unicodeScalars)
        var prefixCount = 0
        var prefix = 0
        while prefixCount < min(old.count, new.count), old[prefixCount] == new[prefixCount] {
            prefix += old[prefixCount].utf16.count
            prefixCount += 1
        }
        var suffixCount = 0
        var suffix = 0
        while suffixCount < min(old.count, new.count) - prefixCount,
            old[old.count - 1 - suffixCount] == new[new.count - 1 - suffixCount]
        {
            suffix += old[old.count - 1 - suffixCount].utf16.count
            suffixCount += 1
        }
        self.prefix = prefix
        oldEnd = oldText.utf16.count - suffix
        newEnd = newText.utf16.count - suffix
    }

    /// Where an offset of the old text lands in the new text.
    func map(_ offset: Int, in newText: String) -> Int {
        if offset <= prefix {
            return offset
        }
        if offset >= oldEnd {
            return offset + newEnd - oldEnd
        }
        // The last scalar boundary of the new text at or before both the offset and the stretch's end
        // (the prefix is one, so the walk reaches it).
        var boundary = 0
        for scalar in newText.unicodeScalars {
            let next = boundary + scalar.utf16.count
            guard next <= min(offset, newEnd) else { break }
            boundary = next
        }
        return boundary
    }
}
