/// How a host that mirrors a text view's text in a binding (SwiftUI's `GrowingTextEditor`) keeps the
/// two in step: what the binding holds, when the binding's value is written into the view, and where
/// the caret goes when it is.
///
/// The binding holds the view's *committed* text: the text without the stretch an input method
/// marks. That stretch is a composition in progress (Chinese, Japanese, Korean) or, on iOS 17 and
/// later, an inline prediction the keyboard shows after the caret while the user types, which the
/// user has not accepted. So the binding changes when the committed text does, once per change,
/// and a prediction never reaches the app.
///
/// The binding's value is written into the view when it differs from the committed text (the app
/// changed it). While an input method marks text (a composition, or an inline prediction), a clear
/// (the empty text, as a composer's send action leaves it) is written at once, and ends the
/// composition or drops the prediction with the text it replaces; any other value waits for the
/// marked text to end, then is merged with what the composition committed
/// (``merged(base:app:user:)``) and replaces the text. Replacing the text mid-composition would end a
/// conversion the user is still making, and under a prediction the keyboard may act on the marked
/// range it remembers (stale text in the next message, a range exception, as apps shipping inline
/// predictions report); a write the view skipped and never retried would let the next keystroke
/// publish the old text back. So an app that rewrites the binding as the user types (formatting,
/// completing mentions) sees its writes wait while a prediction shows; such an app should turn
/// inline predictions off (`inlinePredictionType`, iOS 17). While dictation runs every value waits,
/// a clear too, for its end: changing the text while dictation streams its results into it breaks
/// the dictation. While the view has not settled a change of its own (an undo, reported step by
/// step until its group ends), the binding has not heard of it: its value is taken as what it held
/// before the change, and waits to be merged with the settled text, which then stands; a value the
/// app wrote in that instant (the turn between an undo and its settling) counts as that base, and
/// the undo wins over it, except a clear, which is written at once (a composer's send).
public enum EditorBindingRule {
    /// What a host does with the binding's value.
    public enum WriteBack: Hashable, Sendable {
        /// Nothing: the binding holds the view's committed text.
        case none
        /// Replace the view's text with the binding's, then select this range (UTF-16 offsets).
        case replace(selection: Range<Int>)
        /// The binding differs, but an input method marks text or dictation runs: write it once the
        /// composition or the dictation ends.
        case waitForCompositionEnd
        /// The binding differs, and is not empty, because the view's text changed and the view has
        /// not settled the change yet (an undo runs until its group ends): the binding has not heard
        /// of it, and its value is what it held before. Once the view settles the change, merge the binding's value
        /// with the view's text, the value taken as the base (``merged(base:app:user:)``): the view's
        /// text then stands, unless the app wrote the binding since.
        case waitForChangeToSettle
    }

    /// The text a binding holds for a view's text: the text without its marked stretch, as
    /// `GrowingTextView`'s `committedText` reads it for a UIKit composer.
    ///
    /// - Parameters:
    ///   - text: The view's text.
    ///   - markedRange: The marked range in UTF-16 offsets, or `nil`; a range outside the text is
    ///     clamped into it, and a character it only partly covers is kept whole.
    /// - Returns: The committed text.
    /// - Complexity: O(*n*) in the UTF-16 length of the text up to the marked range's end.
    public static func committedText(_ text: String, markedRange: Range<Int>?) -> String {
        EditingPolicy.committedText(text, markedRange: markedRange)
    }

    /// The text after both the app's and the user's changes to the same text: each change is the
    /// one stretch that differs from `base`; when the stretches are apart (an insertion where the
    /// other change ends counts as apart), both apply, else the app's text wins. Two insertions at
    /// the same point put the app's first: a mention the app completes (`"hi @jo"` to
    /// `"hi @john "`) stays whole before what the user committed there (`" and"`).
    ///
    /// A write that waited for a composition to end meets the text the composition committed: an
    /// app that completes a mention or formats the text while the user converts keeps its change,
    /// and the user keeps what they committed elsewhere.
    ///
    /// - Parameters:
    ///   - base: The committed text when the app's write began to wait.
    ///   - app: The binding's value.
    ///   - user: The committed text now.
    /// - Returns: The merged text.
    /// - Complexity: O(*n*) in the texts' lengths.
    public static func merged(base: String, app: String, user: String) -> String {
        guard app != base else { return user }
        guard user != base else { return app }
        let appChange = ReplacedStretch(from: base, to: app)
        let userChange = ReplacedStretch(from: base, to: user)
        // Before the later stretch, each text is the base; so the earlier change's text up to its
        // end, then the other text from where the base resumes, hold both changes.
        // The app's change is tried first: when both are insertions at one point, each is "before"
        // the other, and the app's goes first.
        if appChange.oldEnd <= userChange.prefix {
            return prefix(of: app, units: appChange.newEnd) + suffix(of: user, from: appChange.oldEnd)
        }
        if userChange.oldEnd <= appChange.prefix {
            return prefix(of: user, units: userChange.newEnd) + suffix(of: app, from: userChange.oldEnd)
        }
        return app
    }

    private static func prefix(of text: String, units: Int) -> String {
        String(decoding: text.utf16.prefix(units), as: UTF16.self)
    }

    private static func suffix(of text: String, from units: Int) -> String {
        String(decoding: text.utf16.dropFirst(units), as: UTF16.self)
    }

    /// Whether marked text is an input method's composition rather than an inline prediction.
    ///
    /// The keyboard shows a prediction after the caret: marked text that starts at an empty
    /// selection. A composition keeps the caret inside or at the end of what is being converted.
    /// Return commits a composition, so it never submits then; a prediction is only a suggestion,
    /// and Return submits what the user typed (see ``ReturnKeyLabel/outcome(ofInserting:isComposing:)``).
    ///
    /// - Parameters:
    ///   - markedRange: The marked range in UTF-16 offsets, or `nil`.
    ///   - selection: The selection in UTF-16 offsets.
    /// - Returns: Whether a composition is in progress.
    package static func isComposition(markedRange: Range<Int>?, selection: Range<Int>) -> Bool {
        guard let markedRange, !markedRange.isEmpty else { return false }
        return !(selection.isEmpty && selection.lowerBound == markedRange.lowerBound)
    }

    /// What to do when the binding's value arrives (SwiftUI's `updateUIView`).
    ///
    /// - Parameters:
    ///   - bindingText: The binding's value.
    ///   - viewText: The view's text, marked stretch included.
    ///   - markedRange: The view's marked range, or `nil`.
    ///   - selection: The view's selection, in UTF-16 offsets.
    ///   - isDictating: Whether dictation runs in the view; `false` by default.
    ///   - isChangeUnsettled: Whether the view's text changed and the view has not settled the
    ///     change yet (an undo until its group ends); `false` by default.
    /// - Returns: The write-back; see the type's discussion.
    public static func writeBack(
        _ bindingText: String, viewText: String, markedRange: Range<Int>?, selection: Range<Int>,
        isDictating: Bool = false, isChangeUnsettled: Bool = false
    ) -> WriteBack {
        guard bindingText != committedText(viewText, markedRange: markedRange) else { return .none }
        guard !isDictating, markedRange == nil || bindingText.isEmpty else { return .waitForCompositionEnd }
        guard !isChangeUnsettled || bindingText.isEmpty else { return .waitForChangeToSettle }
        return .replace(selection: self.selection(restoring: selection, from: viewText, to: bindingText))
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
