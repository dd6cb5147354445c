extension GrowingTextController {
    /// What a host that mirrors a binding (SwiftUI's `updateUIView`) does when the binding's value
    /// arrives: nothing, or replace the view's text and select the returned range.
    ///
    /// Nothing while an input method composes (replacing the text would cancel the composition), while
    /// the host is itself writing the view's text to the binding (the update that write causes must
    /// not come back as an edit), or when the texts are equal (the user's own typing coming back).
    ///
    /// - Parameters:
    ///   - bindingText: The binding's value.
    ///   - viewText: The view's text.
    ///   - selection: The view's selection, in UTF-16 offsets.
    ///   - isComposing: Whether the view has marked text.
    ///   - isPublishing: Whether the host is writing the view's text to the binding right now.
    /// - Returns: The selection to set after replacing the text with `bindingText`, or `nil` to leave
    ///   the view alone.
    public static func selectionAfterBindingUpdate(
        _ bindingText: String, viewText: String, selection: Range<Int>, isComposing: Bool, isPublishing: Bool
    ) -> Range<Int>? {
        guard !isComposing, !isPublishing, bindingText != viewText else { return nil }
        return Self.selection(restoring: selection, from: viewText, to: bindingText)
    }

    /// The selection to restore after a host replaces the whole text of a view being edited (SwiftUI
    /// writing a changed binding back), in UTF-16 offsets.
    ///
    /// Setting `UITextView.text` moves the caret to the end; an app that filters or formats the
    /// binding as the user types would then throw the caret to the end at every keystroke. The
    /// selection instead follows the text around it, as a text view's selection follows edits to its
    /// text storage: the one changed stretch is found as the common beginning and end of both texts
    /// (by Unicode scalar, so no offset falls between the halves of a surrogate pair), then
    /// - an offset before the change, or exactly where an insertion happens, stays;
    /// - an offset after the change moves by the change in length;
    /// - an offset inside the changed stretch keeps its distance from the stretch's start, rounded
    ///   down to a scalar boundary and at most the new stretch's end (an app that uppercases the
    ///   text keeps the caret where it was; one that deletes around it puts it where the text went).
    ///
    /// - Parameters:
    ///   - selection: The selection in `oldText`; offsets outside it are clamped into it first.
    ///   - oldText: The text before the replacement.
    ///   - newText: The text after it.
    /// - Returns: The selection in `newText`.
    /// - Complexity: O(*n*) in the texts' lengths.
    public static func selection(restoring selection: Range<Int>, from oldText: String, to newText: String)
        -> Range<Int>
    {
        let change = ReplacedStretch(from: oldText, to: newText)
        let oldLength = oldText.utf16.count
        let lower = change.map(min(max(selection.lowerBound, 0), oldLength), in: newText)
        let upper = change.map(min(max(selection.upperBound, 0), oldLength), in: newText)
        return lower..<max(lower, upper)
    }
}

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
