extension GrowingTextController {
    /// The maximum length applied after a change the user made: what the change inserted beyond the
    /// limit is deleted again, never text that was already there (text set in code may exceed the
    /// limit), and VoiceOver hears that input was cut.
    ///
    /// The limit is applied after the fact rather than in `textView(_:shouldChangeTextIn:replacementText:)`,
    /// because that hook belongs to the app's delegate and UIKit's dispatch of it is not something the
    /// view can rely on (see the delegate variants in <doc:TextController>); every input path (typing,
    /// paste, dictation, autocorrection, drops, undo) ends in a text change. Nothing is cut while an
    /// input method composes; the committed composition is cut like any insertion.
    mutating func effects(after change: TextChange) -> [Effect] {
        guard change.markedRange == nil else { return [] }
        let baseline = baselineText
        baselineText = change.text
        guard change.isUserEdit, let limit = configuration.editing.maximumLength,
            change.text.utf16.count > max(limit, 0), let baseline
        else { return [] }
        let stretch = ReplacedStretch(from: baseline, to: change.text)
        let units = change.text.utf16
        let lower = units.index(units.startIndex, offsetBy: stretch.prefix)
        let upper = units.index(units.startIndex, offsetBy: stretch.newEnd)
        let inserted = String(change.text[lower..<upper])
        let others = String(change.text[..<lower]) + String(change.text[upper...])
        let accepted = configuration.editing.acceptedEdit(
            replacingUTF16: stretch.prefix..<stretch.prefix, with: inserted, in: others)
        let cut = stretch.prefix + accepted.replacement.utf16.count
        guard cut < stretch.newEnd else { return [] }
        return [.replaceText(range: cut..<stretch.newEnd, with: "", caret: cut)] + announcingCut()
    }

    /// The announcement that the maximum length cut the user's input, when there is one to make.
    private func announcingCut() -> [Effect] {
        configuration.maximumLengthCutAnnouncement.map { [.announce($0)] } ?? []
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
