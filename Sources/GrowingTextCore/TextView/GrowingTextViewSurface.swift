/// What a ``GrowingTextViewAdapter`` reads from and writes to the view it drives: the surface of a
/// UIKit `UITextView` subclass, of the terminal's text box, or of a test's stand-in.
///
/// Every requirement is one plain read or write of the platform's own property or method, so that
/// a host implements it in a line and nothing in it can decide anything: which callback becomes which
/// event, when to measure and how to apply effects is the adapter's, and the adapter runs in the
/// tests against a stand-in that models the platform's behaviours (see <doc:TextController>).
///
/// Offsets into the text are UTF-16 code units, as `NSRange` counts them; lengths are the host's
/// units (points on iOS, cells in a terminal).
package protocol GrowingTextViewSurface: AnyObject {
    // MARK: Reading

    /// The text (UIKit's `text`).
    var currentText: String { get }
    /// Whether the text is empty; ``currentText``'s by default, for a host whose text costs its
    /// length to read (the terminal's box).
    var isTextEmpty: Bool { get }
    /// The marked (input-method) range, or `nil` when nothing is being composed (UIKit's
    /// `markedTextRange`).
    var markedTextUTF16Range: Range<Int>? { get }
    /// Whether the view is being edited (UIKit's `isFirstResponder`).
    var isEditing: Bool { get }
    /// Whether dictation is running (UIKit: `textInputMode?.primaryLanguage == "dictation"`).
    var isDictating: Bool { get }
    /// Whether the code unit at `offset` is U+FFFC, the character an attachment stands on,
    /// dictation's placeholder among them; `false` past the text (UIKit: the text storage's
    /// `attributedSubstring(from:)` of that one character, without copying the text). The adapter
    /// reads it only for a change that inserted one code unit. `false` by default.
    func isAttachmentCharacter(atUTF16Offset offset: Int) -> Bool
    /// Whether an undo or a redo is running (UIKit's `undoManager?.isUndoing`, `isRedoing`).
    var isUndoingOrRedoing: Bool { get }
    /// Whether the view has an undo manager (UIKit: `undoManager != nil`; a view that would share its
    /// window's has none out of a window). `false` by default.
    var hasUndoManager: Bool { get }
    /// Whether the app lets editing end (UIKit: the delegate's `textViewShouldEndEditing(_:)`,
    /// `true` without one); each read asks the app. `true` by default.
    var appAllowsEndingEditing: Bool { get }
    /// Whether the view's undo manager is one it shares with its window, which holds the app's own
    /// actions too (UIKit: `undoManager` is `window?.undoManager`); `false` when the view has none.
    /// `false` by default.
    var sharesUndoManagerWithWindow: Bool { get }
    /// The configuration for the view's limits, font, insets, screen and editing rules as they are.
    var configuration: GrowingTextController.Configuration { get }
    /// The height of one line of the typing attributes as the layout makes it: the font's line height
    /// shaped by the paragraph style (``ParagraphLineHeight``), which the lines past the laid-out
    /// fragments take.
    var typingLineHeight: Double { get }
    /// The scroll view's state now; with `readingCaret`, the caret read after layout reached it
    /// (on TextKit 2, a layout up to the caret), else without the caret. The adapter asks for the
    /// caret only while the view is being edited.
    func scrollState(readingCaret: Bool) -> GrowingTextController.ScrollState
    /// Measures the text and the placeholder at a width (UIKit's `sizeThatFits(_:)`), without line
    /// fragments; changes nothing.
    func measure(atWidth width: Double) -> GrowingTextController.Measurement
    /// The view's own laid-out line fragments, at its bounds' width, top first, at most `count` of
    /// them.
    func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame]
    /// The line fragments of a copy of the text laid out for a view `width` wide (insets included),
    /// top first, at most `count` of them; shares nothing the view edits and changes nothing. The
    /// adapter asks only for a width other than ``boundsWidth``, never for an empty text, and keeps
    /// the answer until the content or its layout changes.
    func lineFragmentFrames(upTo count: Int, atWidth width: Double) -> [LineFragmentFrame]
    /// The bounds' width.
    var boundsWidth: Double { get }
    /// The placeholder's text, or `nil`.
    var placeholderText: String? { get }
    /// The constant of the height constraint the app added, which the view drives, or `nil`.
    var appHeightConstraintConstant: Double? { get }
    /// Whether the view is laid out by its frame (UIKit's `translatesAutoresizingMaskIntoConstraints`).
    var usesFrameLayout: Bool { get }
    /// Which views exist to animate a height change in: a view the app configured, the window, the
    /// superview.
    var animationRoots: (hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool) { get }

    // MARK: Writing

    /// Turns scrolling on or off (UIKit's `isScrollEnabled`).
    func setScrollEnabled(_ isEnabled: Bool)
    /// Sets the alignment inset (UIKit's `contentInset.top`).
    func setContentInsetTop(_ top: Double)
    /// Scrolls to an offset without animation (UIKit's `setContentOffset(_:animated: false)`).
    func setContentOffsetY(_ offsetY: Double)
    /// The intrinsic height changed: invalidate it (UIKit's `invalidateIntrinsicContentSize()`).
    func invalidateIntrinsicHeight()
    /// Sets the app's height constraint's constant.
    func setAppHeightConstraintConstant(_ height: Double)
    /// Sets the frame's height (frame layout only).
    func setFrameHeight(_ height: Double)
    /// Requests a layout pass (UIKit's `setNeedsLayout()`).
    func setNeedsLayout()
    /// Lays out a root now, outside any animation (UIKit's `layoutIfNeeded()`).
    func layoutIfNeeded(_ root: HeightAnimationRoot)
    /// Lays out a root inside an animation of `duration` seconds (UIKit's `UIView.animate` around
    /// `layoutIfNeeded()`).
    func animateLayout(of root: HeightAnimationRoot, duration: Double)
    /// Replaces a range in the text storage, which calls no delegate (UIKit's
    /// `textStorage.replaceCharacters(in:with:)`), and registers its inverse with the undo manager:
    /// ``GrowingTextViewAdapter/undoReplacement(inUTF16:restoring:)`` with the range the replacement
    /// left and the text it replaced. The action's target is an object the action keeps alive, never
    /// the view: an undo manager keeps its targets unowned, and one shared with the window outlives
    /// the view.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String)
    /// Puts the caret at an offset, clamped to the text (UIKit's `selectedRange`).
    func setCaret(atUTF16Offset offset: Int)
    /// Removes every action of the view's undo manager (UIKit's `removeAllActions()`), the actions
    /// UIKit registered for the view's own edits included, whatever their target. Nothing by default.
    func removeAllUndoActions()
    /// Removes the actions of the view's undo manager that target the view itself, its text
    /// storage or the target of ``replaceText(inUTF16:with:)``'s inverses (UIKit's
    /// `removeAllActions(withTarget:)` with each): those inverses, and those of the user's edits
    /// where the platform registers them with the view or its storage; the others stay. Nothing by
    /// default.
    func removeUndoActionsTargetingView()
    /// Shows or hides the placeholder, and sets the hint VoiceOver reads (the placeholder while the
    /// text is empty, else `nil`).
    func setPlaceholder(isHidden: Bool, accessibilityHint: String?)
    /// Has VoiceOver speak a text.
    func announce(_ announcement: String)
    /// Calls ``GrowingTextViewAdapter/layoutDidComplete()`` once the current layout pass and the
    /// rest of this turn of the run loop are over (UIKit: `DispatchQueue.main.async`).
    func scheduleLayoutCompletion()
    /// Calls ``GrowingTextViewAdapter/undoHistoryEndIsDue()`` on the next turn of the main queue
    /// (UIKit: `DispatchQueue.main.async`), once the undo or redo running now is over. Nothing by
    /// default.
    func scheduleUndoHistoryEnd()

    // MARK: Telling others

    /// Tells the app the height is about to change (the growing delegate).
    func notifyWillChangeHeight(_ change: HeightChange)
    /// Tells the app the height changed (the growing delegate, the closure).
    func notifyDidChangeHeight(_ change: HeightChange)
    /// Tells the view's container (a table or collection cell) to resize for a new height.
    func resizeContainer(for change: HeightChange, byEditing: Bool)
    /// Tells the app's delegate that the view changed the text itself (UIKit's
    /// `textViewDidChange(_:)`); the platform tells it nothing of a change made in the storage.
    func notifyTextDidChange()
    /// Tells a host that mirrors the text (the SwiftUI editor's binding) that a change of the text is
    /// over: once per change the user or the view made, after the maximum length applied, whatever
    /// the platform reported; never for text set in code. Nothing by default.
    func notifyTextDidSettle()
}

extension GrowingTextViewSurface {
    /// Whether ``currentText`` is empty.
    package var isTextEmpty: Bool { currentText.isEmpty }
    /// The scroll view's state now, with the caret while the view is being edited: a view that is
    /// not has no caret to keep in view.
    package var scrollState: GrowingTextController.ScrollState { scrollState(readingCaret: isEditing) }

    /// Nothing: a host with nothing that mirrors the text.
    package func notifyTextDidSettle() {}

    /// `false`: a host without attachments or dictation (the terminal's box).
    package func isAttachmentCharacter(atUTF16Offset offset: Int) -> Bool { false }

    /// `false`: a host whose undo history is not the platform's (the terminal's box keeps its own).
    package var sharesUndoManagerWithWindow: Bool { false }

    /// `false`: a host whose undo history is not the platform's (the terminal's box keeps its own).
    package var hasUndoManager: Bool { false }

    /// `true`: a host whose app cannot refuse to end editing (the terminal's box edits until it goes).
    package var appAllowsEndingEditing: Bool { true }

    /// Nothing: a host whose undo history is not the platform's (the terminal's box keeps its own).
    package func removeAllUndoActions() {}

    /// Nothing: a host whose undo history is not the platform's (the terminal's box keeps its own).
    package func removeUndoActionsTargetingView() {}

    /// Nothing: a host whose undo history is not the platform's (the terminal's box keeps its own).
    package func scheduleUndoHistoryEnd() {}
}
