extension GrowingTextController {
    /// The maximum length applied to an edit the user proposes.
    func effects(forProposed edit: ProposedEdit) -> [Effect] {
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: edit.range, with: edit.replacement, in: edit.text, isComposing: edit.isComposing)
        guard accepted.isModified else { return [] }
        return [
            .replaceText(range: accepted.range, with: accepted.replacement, caret: accepted.caret),
            .refuseProposedEdit,
        ]
    }

    /// The overflow cut once input-method composition is committed.
    mutating func effects(after change: TextChange) -> [Effect] {
        guard
            let overflow = configuration.editing.overflowUTF16Range(
                in: change.text, isComposing: change.markedRange != nil)
        else { return [] }
        return [.replaceText(range: overflow, with: "", caret: nil)]
    }

    /// Trimming when editing ends.
    func effectsEndingEditing(_ text: String) -> [Effect] {
        var effects: [Effect] = [.notifyEditingEnded]
        let kept = configuration.editing.textAfterEndEditing(text)
        if kept != text {
            effects += [
                .replaceText(range: 0..<text.utf16.count, with: kept, caret: nil), .notifyTextDidChange,
            ]
        }
        return effects
    }
}
