extension GrowingTextController {
    /// The selection to restore after a host replaces the whole text of a view being edited (SwiftUI
    /// writing a changed binding back), in UTF-16 offsets.
    ///
    /// Setting `UITextView.text` moves the caret to the end; an app that filters or formats the
    /// binding as the user types would then throw the caret to the end at every keystroke.
    ///
    /// - Parameters:
    ///   - selection: The selection before the text was replaced.
    ///   - utf16Length: The length of the new text; negative counts as 0.
    /// - Returns: The same selection, clamped to the new text.
    public static func selection(restoring selection: Range<Int>, inTextOfUTF16Length utf16Length: Int)
        -> Range<Int>
    {
        let length = max(utf16Length, 0)
        let lower = min(max(selection.lowerBound, 0), length)
        return lower..<min(max(selection.upperBound, lower), length)
    }
}
