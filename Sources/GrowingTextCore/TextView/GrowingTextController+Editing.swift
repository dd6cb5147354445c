extension GrowingTextController {
    /// The maximum length, applied after a change to exactly what the change inserted (the range
    /// the text storage reports), never to text that was already there; see <doc:TextController>.
    ///
    /// Marked text (an input method's composition, an inline prediction) is not the user's until
    /// committed: it is neither counted nor cut, and committed text typed before it is cut together
    /// with it, since UIKit replaces marked text only as a whole. Dictation is cut when it ends, an
    /// undo or a redo never, nor code.
    mutating func effects(after change: TextChange) -> [Effect] {
        guard configuration.editing.maximumLength != nil, let edited = change.editedRange else { return [] }
        switch change.source {
        case .user:
            // Dictation whose end was not heard is cut with a change that continues it; apart from
            // one, it stays as dictated.
            var inserted = edited
            if let dictated = dictatedRange,
                edited.lowerBound <= dictated.upperBound + max(0, change.changeInLength),
                edited.upperBound >= dictated.lowerBound
            {
                inserted = Self.union(dictated, shifted: change, with: edited)
            }
            dictatedRange = nil
            return cutting(inserted, in: change.text, marked: change.markedRange)
        case .dictation:
            dictatedRange = dictatedRange.map { Self.union($0, shifted: change, with: edited) } ?? edited
            return []
        case .undoOrRedo:
            dictatedRange = dictatedRange.map { Self.shift($0, by: change, around: edited) }
            return []
        case .code:
            dictatedRange = nil
            return []
        }
    }

    /// Dictation ended: what it inserted beyond the limit is cut now.
    mutating func effectsEndingDictation(_ text: String) -> [Effect] {
        guard let dictated = dictatedRange else { return [] }
        dictatedRange = nil
        return cutting(dictated, in: text, marked: nil)
    }

    /// The cut of what `inserted` put past the limit, keeping its start.
    private func cutting(_ inserted: Range<Int>, in text: String, marked: Range<Int>?) -> [Effect] {
        guard let limit = configuration.editing.maximumLength else { return [] }
        let units = Array(text.utf16)
        let whole = 0..<units.count
        let marked = marked.map { $0.clamped(to: whole) }.flatMap { $0.isEmpty ? nil : $0 }
        // A text no longer than the limit in UTF-16 code units is within it in characters too.
        guard units.count - (marked?.count ?? 0) > max(limit, 0) else { return [] }
        var committed = inserted.clamped(to: whole)
        if let marked, marked.upperBound > committed.lowerBound, marked.lowerBound <= committed.upperBound {
            committed = committed.lowerBound..<max(committed.lowerBound, marked.lowerBound)
        }
        guard !committed.isEmpty else { return [] }
        // The text the limit counts the insertion against: without it and without the marked text.
        var others = units
        for range in [marked, committed].compactMap({ $0 }).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            others.removeSubrange(range)
        }
        let markedBefore = marked.map { $0.upperBound <= committed.lowerBound ? $0.count : 0 } ?? 0
        let position = committed.lowerBound - markedBefore
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: position..<position, with: String(decoding: units[committed], as: UTF16.self),
            in: String(decoding: others, as: UTF16.self))
        let cut = committed.lowerBound + accepted.replacement.utf16.count
        guard cut < committed.upperBound else { return [] }
        // Marked text right after the cut goes with it: UIKit replaces marked text only as a whole.
        let end =
            marked.flatMap { $0.lowerBound == committed.upperBound ? $0.upperBound : nil }
            ?? committed.upperBound
        return [.replaceText(range: cut..<end, with: "", caret: cut)] + announcingCut()
    }

    /// `range` as it stands after a change that left `edited`: moved when the change was before it.
    private static func shift(_ range: Range<Int>, by change: TextChange, around edited: Range<Int>) -> Range<
        Int
    > {
        guard edited.upperBound - change.changeInLength <= range.lowerBound else { return range }
        let lower = max(0, range.lowerBound + change.changeInLength)
        return lower..<max(lower, range.upperBound + change.changeInLength)
    }

    /// An earlier insertion joined with the change's edited range (a streamed dictation result
    /// replacing the previous one).
    private static func union(_ range: Range<Int>, shifted change: TextChange, with edited: Range<Int>)
        -> Range<Int>
    {
        let upper = range.upperBound + (edited.lowerBound <= range.upperBound ? change.changeInLength : 0)
        let lower = min(range.lowerBound, edited.lowerBound)
        return lower..<max(lower, upper, edited.upperBound)
    }

    /// The announcement that the maximum length cut the user's input, when there is one to make.
    private func announcingCut() -> [Effect] {
        configuration.maximumLengthCutAnnouncement.map { [.announce($0)] } ?? []
    }

    /// Whether ``Event/editingWillEnd(text:)`` with `text` would change it (a trim), so that a host
    /// asks the app whether editing may end only when it would.
    ///
    /// - Parameter text: The text as editing is about to end.
    /// - Returns: Whether the event's effects would replace text.
    package func changesTextAsEditingEnds(_ text: String) -> Bool {
        !effectsEndingEditing(text).isEmpty
    }

    /// Trimming as editing ends, before the app hears that it ended: one replacement of the stretch
    /// from the first to the last blank end by what lies between them, so that undo keeps working and
    /// the app hears of one change.
    func effectsEndingEditing(_ text: String) -> [Effect] {
        let kept = configuration.editing.keptRangeAfterEndEditing(text)
        let utf16 = text.utf16
        let lower = utf16.distance(from: utf16.startIndex, to: kept.lowerBound)
        let upper = utf16.distance(from: utf16.startIndex, to: kept.upperBound)
        guard lower > 0 || upper < utf16.count else { return [] }
        return [.replaceText(range: 0..<utf16.count, with: String(text[kept]), caret: nil)]
    }
}
