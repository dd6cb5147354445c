extension EditingPolicy {
    /// The UTF-16 range to delete once input-method composition has been committed, or `nil` when the
    /// text is within ``maximumLength`` or is still being composed.
    ///
    /// ``acceptedEdit(replacingUTF16:with:in:isComposing:)`` cuts nothing while marked text is being
    /// composed, so a Chinese, Japanese or Korean composition can overrun the limit; when the user
    /// commits it (UIKit's `markedTextRange` becomes `nil`), the shell deletes this range, the tail
    /// past the limit, so the text keeps its first ``maximumLength`` characters as ``clamped(_:)``
    /// would, while undo and the caret work as for a normal deletion.
    ///
    /// - Parameters:
    ///   - text: The text after the latest change.
    ///   - isComposing: Whether marked text is still being composed.
    /// - Returns: The range to delete, in UTF-16 code units of `text`, ending at its end; or `nil`.
    /// - Complexity: O(*n*) in the length of `text`.
    public func overflowUTF16Range(in text: String, isComposing: Bool) -> Range<Int>? {
        guard !isComposing else { return nil }
        let kept = clamped(text).utf16.count
        let total = text.utf16.count
        return kept < total ? kept..<total : nil
    }
}
