extension GrowingTextController {
    /// The maximum length, applied after a change to exactly what the change inserted (the range
    /// the text storage reports), never to text that was already there; see <doc:TextController>.
    ///
    /// Nothing is cut while text is marked (an input method's composition, an inline prediction):
    /// editing the text under marked text corrupts what the keyboard does next. What the user
    /// inserts meanwhile is held, and cut with the change that leaves nothing marked (the commit,
    /// the prediction accepted or dropped); marked text is never counted. Dictation is cut when it
    /// ends, an undo or a redo never, nor code.
    mutating func effects(after change: TextChange) -> [Effect] {
        if change.source == .code {
            // Text set in code replaces what dictation and marked text left waiting, whatever the
            // host knows of the edit.
            dictatedRange = nil
            heldInsertion = nil
            return []
        }
        guard configuration.editing.maximumLength != nil, let edited = change.editedRange else { return [] }
        switch change.source {
        case .user:
            // Dictation whose end was not heard, and what was typed while text was marked, are cut
            // with a change that continues them; apart from one, they stay as they were.
            var inserted = edited
            for earlier in [dictatedRange, heldInsertion].compactMap({ $0 })
            where Self.continues(earlier, with: change, at: edited) {
                inserted = Self.union(earlier, shifted: change, with: inserted)
            }
            dictatedRange = nil
            heldInsertion = nil
            if let marked = change.markedRange, !marked.isEmpty {
                heldInsertion = inserted
                return []
            }
            return cutting(inserted, in: change.text)
        case .dictation:
            dictatedRange = dictatedRange.map { Self.union($0, shifted: change, with: edited) } ?? edited
            heldInsertion = heldInsertion.map { Self.shift($0, by: change, around: edited) }
            return []
        case .undoOrRedo:
            dictatedRange = dictatedRange.map { Self.shift($0, by: change, around: edited) }
            heldInsertion = heldInsertion.map { Self.shift($0, by: change, around: edited) }
            return []
        case .code:
            return []
        }
    }

    /// Dictation ended: what it inserted beyond the limit is cut now.
    mutating func effectsEndingDictation(_ text: String) -> [Effect] {
        guard let dictated = dictatedRange else { return [] }
        dictatedRange = nil
        return cutting(dictated, in: text)
    }

    /// The cut of what `inserted` put past the limit, keeping its start; never called while text is
    /// marked.
    private func cutting(_ inserted: Range<Int>, in text: String) -> [Effect] {
        guard let limit = configuration.editing.maximumLength else { return [] }
        let units = Array(text.utf16)
        // A text no longer than the limit in UTF-16 code units is within it in characters too.
        guard units.count > max(limit, 0) else { return [] }
        let committed = inserted.clamped(to: 0..<units.count)
        guard !committed.isEmpty else { return [] }
        // The text the limit counts the insertion against: without it.
        var others = units
        others.removeSubrange(committed)
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: committed.lowerBound..<committed.lowerBound,
            with: String(decoding: units[committed], as: UTF16.self),
            in: String(decoding: others, as: UTF16.self))
        let cut = committed.lowerBound + accepted.replacement.utf16.count
        guard cut < committed.upperBound else { return [] }
        return [.replaceText(range: cut..<committed.upperBound, with: "", caret: cut)] + announcingCut()
    }

    /// Whether a change that left `edited` continues `range` (touches it, or what it became).
    private static func continues(_ range: Range<Int>, with change: TextChange, at edited: Range<Int>) -> Bool
    {
        edited.lowerBound <= range.upperBound + max(0, change.changeInLength)
            && edited.upperBound >= range.lowerBound
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
    /// asks the app whether editing may end only when it would; never while text is marked, which
    /// the view does not edit under (a host then sends no ``Event/editingWillEnd(text:)``).
    ///
    /// - Parameters:
    ///   - text: The text as editing is about to end.
    ///   - markedRange: The marked UTF-16 range, or `nil` when nothing is marked.
    /// - Returns: Whether to send the event, whose effects would replace text.
    package func changesTextAsEditingEnds(_ text: String, markedRange: Range<Int>?) -> Bool {
        (markedRange?.isEmpty ?? true) && !effectsEndingEditing(text).isEmpty
    }

    /// Trimming as editing ends, before the app hears that it ended: the blank end deleted, then the
    /// blank start, each a replacement by nothing, so that the text between keeps its attributes (a
    /// storage replacement gives its new characters the attributes of the first character it
    /// replaces: replacing the whole text would give every mention and link the first character's),
    /// undo restores both, and the app hears of one change.
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
        return effects
    }
}
