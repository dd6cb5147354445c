extension EditingPolicy {
    /// Applies ``maximumLength`` to a proposed edit given in UTF-16 offsets, as UIKit's `NSRange`
    /// counts them: what the limit lets an insertion keep. The package's views call it after a
    /// change, on what the change inserted (<doc:TextController#The-maximum-length>).
    ///
    /// The text is measured in characters (grapheme clusters), counted on the text as it would be after
    /// the edit, so a combining mark typed after a base letter merges into it and does not use up the
    /// limit, and an edit whose range cuts through a character is counted right. When the edit would
    /// exceed the limit, the replacement is cut to its longest prefix that fits, at a character
    /// boundary of the edited text: an emoji, flag or combining sequence is never split. The caret goes
    /// right after what was inserted, not to the end of the text, so pasting into the middle leaves
    /// the caret in the middle.
    ///
    /// Special cases:
    /// - While input-method text is being composed (`isComposing`, UIKit's `markedTextRange != nil`)
    ///   nothing is cut: cutting would break the composition. Call ``clamped(_:)`` once it is committed.
    /// - A deletion (empty replacement) is always accepted, even when the text is already over the
    ///   limit, so the user can always delete.
    /// - When the text outside the range already exceeds the limit (the limit was lowered, or the text
    ///   was set in code), the range is still deleted and nothing is inserted.
    /// - Offsets outside the text are clamped to it. A range bound inside a surrogate pair is widened to
    ///   the whole scalar; an empty range (an insertion point) inside one moves before the scalar, so
    ///   nothing is deleted.
    ///
    /// ```swift
    /// // "hello " was there; the user pasted "world wide" after it, under a limit of 8.
    /// let edit = policy.acceptedEdit(replacingUTF16: 6..<6, with: "world wide", in: "hello ")
    /// // edit.replacement == "wo", edit.caret == 8
    /// ```
    ///
    /// - Parameters:
    ///   - range: The range to replace, in UTF-16 code units of `text`.
    ///   - replacement: The proposed replacement.
    ///   - text: The text before the edit.
    ///   - isComposing: Whether marked (input-method) text is being composed; `false` by default.
    /// - Returns: The accepted edit, with its range and caret in UTF-16 code units.
    /// - Complexity: O(*n* log *r*), where *n* is the length of the edited text and *r* that of the
    ///   replacement; O(*n*) when the edit fits.
    public func acceptedEdit(
        replacingUTF16 range: Range<Int>,
        with replacement: String,
        in text: String,
        isComposing: Bool = false
    ) -> AcceptedEdit {
        let utf16 = text.utf16
        let clampedLower = min(max(range.lowerBound, 0), utf16.count)
        let clampedUpper = min(max(range.upperBound, 0), utf16.count)
        let lower = Self.scalarBoundary(
            utf16.index(utf16.startIndex, offsetBy: clampedLower), in: text, roundingUp: false)
        let upper = Self.scalarBoundary(
            utf16.index(utf16.startIndex, offsetBy: clampedUpper), in: text,
            roundingUp: clampedLower < clampedUpper)
        let edit = limitedEdit(
            of: text, replacing: lower..<upper, with: replacement, isComposing: isComposing)
        let lowerOffset = utf16.distance(from: utf16.startIndex, to: lower)
        let acceptedRange = lowerOffset..<utf16.distance(from: utf16.startIndex, to: upper)
        return AcceptedEdit(
            range: acceptedRange,
            replacement: edit.replacement,
            text: edit.text,
            caret: lowerOffset + edit.replacement.utf16.count,
            isModified: acceptedRange != range || edit.replacement != replacement
        )
    }

    /// The text cut to ``maximumLength`` characters, keeping the beginning; unchanged when it fits or
    /// there is no limit.
    ///
    /// Use it after input-method composition is committed and when text is set in code.
    ///
    /// - Parameter text: The text to limit.
    /// - Returns: At most ``maximumLength`` characters of `text`.
    /// - Complexity: O(*n*).
    public func clamped(_ text: String) -> String {
        guard let limit = normalizedMaximumLength else { return text }
        return String(text.prefix(limit))
    }

    /// The maximum length with negative values counted as 0, or `nil` for no limit.
    var normalizedMaximumLength: Int? { maximumLength.map { max($0, 0) } }

    private func limitedEdit(
        of text: String,
        replacing range: Range<String.Index>,
        with replacement: String,
        isComposing: Bool
    ) -> (replacement: String, text: String) {
        let prefix = String(text.unicodeScalars[..<range.lowerBound])
        let suffix = String(text.unicodeScalars[range.upperBound...])
        let proposed = prefix + replacement + suffix
        guard let limit = normalizedMaximumLength, !isComposing, !replacement.isEmpty,
            !proposed.hasAtMostCharacters(limit)
        else { return (replacement, proposed) }
        let kept = prefix + suffix
        guard kept.hasAtMostCharacters(limit) else { return ("", kept) }
        let counter = EditLengthCounter(prefix: prefix, replacement: replacement, suffix: suffix)
        let cuts = counter.cutOffsets(within: limit)
        // Invariant: cuts[low] fits (the empty cut, checked above), cuts[high] does not.
        var low = 0
        var high = cuts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if counter.fits(keepingUTF8: cuts[middle], within: limit) {
                low = middle
            } else {
                high = middle
            }
        }
        let accepted = counter.replacementPrefix(utf8Count: cuts[low])
        return (accepted, prefix + accepted + suffix)
    }

    /// `index` moved to a Unicode scalar boundary of `text`, down or up when it lies inside a scalar.
    ///
    /// A UTF-16 offset lies inside a scalar only in the middle of a surrogate pair, which UIKit never
    /// sends, so the linear walk is the rare path.
    private static func scalarBoundary(_ index: String.Index, in text: String, roundingUp: Bool)
        -> String.Index
    {
        if index.samePosition(in: text.unicodeScalars) != nil { return index }
        let scalars = text.unicodeScalars
        var below = scalars.startIndex
        while below < scalars.endIndex {
            let next = scalars.index(after: below)
            if next > index { break }
            below = next
        }
        return roundingUp && below < scalars.endIndex ? scalars.index(after: below) : below
    }
}
