extension GrowingTextController {
    /// The characters of the text storage edited since the platform last reported a change, as the
    /// storage reported them (UIKit's `NSTextStorage.editedRange` and `changeInLength`): which
    /// characters the next reported change inserted, the only ones the maximum length may cut.
    package struct StorageEdit: Hashable, Sendable {
        /// The range the edits left, in UTF-16 code units of the text after them.
        package var range: Range<Int>
        /// How much the edits lengthened the text, in UTF-16 code units.
        package var changeInLength: Int
        /// Whether two edits apart were joined (Replace All's matches): their range holds text neither
        /// inserted, so it is no range to cut from.
        package var spansOtherText: Bool

        /// Creates an edit.
        package init(range: Range<Int>, changeInLength: Int, spansOtherText: Bool = false) {
            self.range = range
            self.changeInLength = changeInLength
            self.spansOtherText = spansOtherText
        }

        /// The range a cut may remove characters from: none when the edits were apart.
        package var insertedRange: Range<Int>? { spansOtherText ? nil : range }

        /// This edit and a later one as one, as `NSTextStorage` joins the edits of one editing
        /// session; edits apart (the later one's removed stretch neither touches nor overlaps this
        /// range) span the text between them, which neither inserted.
        func joining(_ later: Range<Int>, changeInLength laterChange: Int) -> StorageEdit {
            let upper = range.upperBound + (later.lowerBound <= range.upperBound ? laterChange : 0)
            let lower = min(range.lowerBound, later.lowerBound)
            let removedUpper = later.upperBound - laterChange
            let isApart = later.lowerBound > range.upperBound || removedUpper < range.lowerBound
            return StorageEdit(
                range: lower..<max(lower, upper, later.upperBound),
                changeInLength: changeInLength + laterChange,
                spansOtherText: spansOtherText || isApart)
        }
    }

    /// The text storage processed an edit, whoever made it: it joins the edit the next reported change
    /// inserted.
    ///
    /// - Parameters:
    ///   - range: The range the edit left, in UTF-16 code units of the new text.
    ///   - changeInLength: How much the edit lengthened the text.
    package mutating func storageEdited(_ range: Range<Int>, changeInLength: Int) {
        unreportedEdit =
            unreportedEdit?.joining(range, changeInLength: changeInLength)
            ?? StorageEdit(range: range, changeInLength: changeInLength)
    }

    /// The platform reports a change: the storage's edit is what it inserted, and no longer waits for
    /// a report. Read before an undo is settled, whose measuring lays out (a layout pass must not
    /// take the edit along). A change dictation reported is where its placeholder or its last result
    /// stands (``lastDictationStep``).
    ///
    /// - Parameter source: Who made the change.
    /// - Returns: The edit, or `nil` when the storage reported none.
    package mutating func changeReported(by source: TextChange.Source) -> StorageEdit? {
        defer { unreportedEdit = nil }
        lastDictationStep = source == .dictation ? unreportedEdit?.insertedRange : nil
        return unreportedEdit
    }

    /// The view replaced text itself (a cut, the trim): what the storage's edits inserted before is
    /// reported with it.
    package mutating func replacementReported() {
        unreportedEdit = nil
        lastDictationStep = nil
    }

    /// Whether the change the platform reports is a step of dictation whatever the input mode says
    /// (on iOS 17 and later it is reported to keep the keyboard's language): with nothing marked,
    /// the storage's one edit inserted dictation's placeholder alone (one U+FFFC where nothing was
    /// removed), or replaced exactly what dictation's last step left (its placeholder or its last
    /// result). Read before ``changeReported(by:)``, which takes the edit. The last step is
    /// forgotten once another change is reported, the input mode changes, the view replaces text
    /// itself (a cut, the trim) or an unreported edit is settled.
    ///
    /// - Parameters:
    ///   - markedRange: The marked range, or `nil` when nothing is marked.
    ///   - isAttachmentCharacter: Whether the code unit at an offset is U+FFFC; read at most
    ///     once, for an edit that inserted one code unit.
    /// - Returns: Whether the change continues or starts dictation.
    package func reportsDictationStep(
        markedRange: Range<Int>?, isAttachmentCharacter: (Int) -> Bool
    ) -> Bool {
        guard markedRange == nil, let edit = unreportedEdit, !edit.spansOtherText else { return false }
        let removed = edit.range.count - edit.changeInLength
        // An empty step (the placeholder removed, dictation cancelled) is continued by nothing: the
        // next insertion there is the user's.
        if let last = lastDictationStep, !last.isEmpty, removed >= 0,
            edit.range.lowerBound == last.lowerBound, removed == last.count
        {
            return true
        }
        return edit.range.count == 1 && edit.changeInLength == 1
            && isAttachmentCharacter(edit.range.lowerBound)
    }

    /// Dictation is not running (the input mode changed): its last step's placeholder is gone.
    package mutating func dictationIsNotRunning() {
        lastDictationStep = nil
    }

    /// The app starts setting the text in code (its outermost setter): the text, the unreported
    /// edit and whether anything is marked are kept, to tell the same text set again.
    ///
    /// - Parameters:
    ///   - text: The text before the setter.
    ///   - markedRange: The marked range before the setter, or `nil` when nothing is marked.
    package mutating func textSetInCodeBegins(replacing text: String, markedRange: Range<Int>?) {
        beforeTextSetInCode = TextBeforeCodeSet(
            text: text, edit: unreportedEdit, wasMarked: !(markedRange?.isEmpty ?? true))
    }

    /// The app's outermost setter of the text is over.
    ///
    /// The same text set again (attributes applied again, a binding written back) is no change: the
    /// edit being reported stays what the change inserted, for an app that applies attributes in its
    /// `textViewDidChange(_:)` before the view hears of the change. But a setter that found text
    /// marked and left none ended the composition without its commit: what the user inserted under
    /// it is the app's text now, and no later commit cuts it (a setter that found nothing marked, in
    /// the app's `textViewDidChange(_:)` for a commit, leaves it for that commit's cut). Another text
    /// replaces everything: no edit, no undo, no dictation step of the text before remains.
    ///
    /// - Parameters:
    ///   - text: The text after the setter.
    ///   - markedRange: The marked range after the setter, or `nil` when nothing is marked.
    /// - Returns: Whether the text is new.
    package mutating func textSetInCodeEnds(with text: String, markedRange: Range<Int>?) -> Bool {
        let before = beforeTextSetInCode
        beforeTextSetInCode = nil
        if let before, before.text == text {
            unreportedEdit = before.edit
            if before.wasMarked, markedRange?.isEmpty ?? true {
                heldInsertion = nil
            }
            return false
        }
        unreportedEdit = nil
        lastDictationStep = nil
        undoGroupReplacedByTextSetInCode()
        return true
    }

    /// Whether the text changed and the change is not settled yet: a storage edit no change has
    /// reported, or an undo (or a redo) whose group has not ended. The view settles it (measures it,
    /// and reports it once with ``Effect/notifyTextDidSettle``) when the group ends, or at the
    /// layout completion after the next pass.
    package var hasUnsettledChange: Bool {
        unreportedEdit != nil || pendingUndoGroup != nil
    }

    /// The effects a layout pass starts with: a storage edit no change has reported yet, and an undo
    /// whose end the view has not heard of, are settled once the pass and its turn are over
    /// (``Event/layoutCompleted``), if no change reports the edit or settles the undo meanwhile (an
    /// app that lays out in its `textViewDidChange(_:)`, told before the view). Settling inside the
    /// pass would run the app's callbacks and an animated height change inside `layoutSubviews`.
    mutating func effectsSchedulingSettlement() -> [Effect] {
        guard hasUnsettledChange, !settlesAfterLayoutCompletion else { return [] }
        settlesAfterLayoutCompletion = true
        return [.scheduleLayoutCompletion]
    }

    /// The effects of a layout completion past the controller's own: an edit found unreported in a
    /// pass and still unreported was no user's (a drop, a rewrite UIKit told nothing of, the app's
    /// edit of the storage), measured and never cut; the text's mirror hears of it.
    mutating func effectsSettlingUnreportedEdit() -> [Effect] {
        guard settlesAfterLayoutCompletion else { return [] }
        settlesAfterLayoutCompletion = false
        guard unreportedEdit != nil else { return [] }
        unreportedEdit = nil
        lastDictationStep = nil
        return [.notifyTextDidSettle]
    }

    /// The effects that end a change: the app's delegate hears of it when the platform did not tell
    /// it (the view's own replacement, an undo of it), and the text's mirror always.
    ///
    /// - Parameter appMissesChange: Whether the platform told the app nothing of the change.
    package func effectsEndingChange(appMissesChange: Bool) -> [Effect] {
        appMissesChange ? [.notifyTextDidChange, .notifyTextDidSettle] : [.notifyTextDidSettle]
    }

    /// The text and the unreported edit before the app's text setter.
    struct TextBeforeCodeSet: Hashable, Sendable {
        var text: String
        var edit: StorageEdit?
        var wasMarked: Bool
    }
}
