extension GrowingTextController {
    /// The maximum length applied to an edit the user proposes; VoiceOver hears when it cut the input.
    func effects(forProposed edit: ProposedEdit) -> [Effect] {
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: edit.range, with: edit.replacement, in: edit.text, isComposing: edit.isComposing)
        guard accepted.isModified else { return [] }
        let cut = accepted.replacement.utf16.count < edit.replacement.utf16.count
        return [
            .replaceText(range: accepted.range, with: accepted.replacement, caret: accepted.caret),
            .refuseProposedEdit,
        ] + (cut ? announcingCut() : [])
    }

    /// The announcement that the maximum length cut the user's input, when there is one to make.
    private func announcingCut() -> [Effect] {
        configuration.maximumLengthCutAnnouncement.map { [.announce($0)] } ?? []
    }

    /// The overflow cut once input-method composition is committed: only from what the composition
    /// inserted, never from text that was already there (text set in code may exceed the limit).
    ///
    /// The committed text replaced the last marked range, so it runs from the marked range's start
    /// for as many UTF-16 units as the text grew beyond what was outside that range.
    mutating func effects(after change: TextChange) -> [Effect] {
        let count = change.text.utf16.count
        defer { composition = change.markedRange.map { ($0, count) } }
        guard change.markedRange == nil, let composition else { return [] }
        let outside = composition.utf16Count - composition.markedRange.count
        let lower = min(max(composition.markedRange.lowerBound, 0), count)
        let upper = min(max(lower + count - outside, lower), count)
        let units = Array(change.text.utf16)
        let inserted = String(decoding: units[lower..<upper], as: UTF16.self)
        let others = String(decoding: units[..<lower] + units[upper...], as: UTF16.self)
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: lower..<lower, with: inserted, in: others)
        let cut = lower + accepted.replacement.utf16.count
        guard cut < upper else { return [] }
        return [.replaceText(range: cut..<upper, with: "", caret: cut)] + announcingCut()
    }

    /// Trimming when editing ends, before the app hears that editing ended, as deletions of the
    /// blank ends only (the last first, so the offsets of the first stay valid), which keeps undo.
    func effectsEndingEditing(_ text: String) -> [Effect] {
        let kept = configuration.editing.keptRangeAfterEndEditing(text)
        let utf16 = text.utf16
        let lower = utf16.distance(from: utf16.startIndex, to: kept.lowerBound)
        let upper = utf16.distance(from: utf16.startIndex, to: kept.upperBound)
        var effects: [Effect] = []
        if upper < utf16.count {
            effects.append(.replaceText(range: upper..<utf16.count, with: "", caret: nil))
        }
        if lower > 0 {
            effects.append(.replaceText(range: 0..<lower, with: "", caret: nil))
        }
        if !effects.isEmpty {
            effects.append(.notifyTextDidChange)
        }
        return effects + [.notifyEditingEnded]
    }
}
