extension GrowingTextController {
    /// One thing the host must do, returned by ``GrowingTextController/handle(_:)`` in the order to
    /// do it.
    public enum Effect: Hashable, Sendable {
        /// Turn scrolling on or off (UIKit's `isScrollEnabled`).
        case setScrollEnabled(Bool)
        /// Set the alignment inset (UIKit's `contentInset.top`).
        case setContentInsetTop(Double)
        /// Scroll to this vertical content offset, without animation.
        case setContentOffsetY(Double)
        /// Apply a new height: the intrinsic size (invalidate it and request a layout pass), the
        /// app's height constraint and, in frame layout, the frame. Animate it when
        /// ``HeightChange/animated``.
        case setHeight(HeightChange)
        /// Set the constant of the app's height constraint, if it added one, to this height when it
        /// differs (the app may have added or changed it since the last height change).
        case syncHeightConstraint(Double)
        /// Tell the app the height is about to change (`growingTextView(_:willChangeHeightFrom:to:)`).
        case notifyWillChangeHeight(HeightChange)
        /// Tell the app the height changed (`growingTextView(_:didChangeHeightFrom:to:)`, the
        /// closure), once the layout pass that applied it is over.
        case notifyDidChangeHeight(HeightChange)
        /// Tell the view's container (a table or collection cell) to resize for the new height, as
        /// soon as it is known: in the same turn as an edit or text set in code, or inside the
        /// layout pass that found it (a list host applies such a change on its next turn, never
        /// from inside layout). `byEditing` says whether the user's edit, as it is reported, caused
        /// it (a key, a paste, dictation): a container resizes at once for it, so the caret reveal
        /// lands in the same step. The trim as editing ends and an undo's change
        /// (``Event/undoGroupEnded``) are not: the view may be resigning inside its list's update (a
        /// row deleted or reloaded while it is first responder), or laid out inside it, where the list
        /// must not be queried nor updated.
        case resizeContainer(HeightChange, byEditing: Bool)
        /// Request a layout pass (UIKit's `setNeedsLayout()`), in which the offset settles.
        case setNeedsLayout
        /// Send ``Event/layoutCompleted`` once the current layout pass is over (UIKit: on the next turn
        /// of the main queue).
        case scheduleLayoutCompletion
        /// Measure the content again and send ``Event/contentMeasured(_:_:reason:)``.
        case measure(reason: MeasurementReason)
        /// Replace a UTF-16 range of the text in its storage, as an undoable step of its own; then
        /// put the caret at `caret` when given. The host then tells the app of the change once
        /// (UIKit calls no delegate for a change made by code) and measures it.
        case replaceText(range: Range<Int>, with: String, caret: Int?)
        /// Have VoiceOver speak this text (UIKit's `UIAccessibility.post(notification: .announcement,
        /// argument:)`): the maximum length cut what the user typed, pasted or dictated (see
        /// ``Configuration/maximumLengthAnnouncement``).
        case announce(String)
        /// Send ``Event/configurationChanged(_:)`` with the configuration as the host reads it now
        /// (the font's line height may have changed since the last one), before measuring again.
        case reloadConfiguration
        /// Tell the app's delegate the text changed (UIKit's `textViewDidChange(_:)`): a change the
        /// platform reported to nobody, such as a replacement the view made itself
        /// (``replaceText(range:with:caret:)``) or an undo of one.
        case notifyTextDidChange
        /// A change of the text is over, measured and reported: a host that mirrors the text (a
        /// SwiftUI binding) reads it now. Comes after every change, including a storage edit no change
        /// reported (the app's own edit of the storage, a drop UIKit told nothing of), once the layout
        /// pass that found it and its turn are over.
        case notifyTextDidSettle
    }
}
