extension GrowingListController {
    /// What happened to the list, as its host reports it.
    public enum Event: Hashable, Sendable {
        /// The rows were replaced (UIKit: `reloadData()`); rows that stay keep their heights.
        /// Later duplicates of an ID are dropped.
        case rowsReplaced([RowID])
        /// A row was inserted at an index (clamped into `0...count`) with an estimate of its own, or
        /// `nil` for the configured one. An ID already present changes nothing.
        case rowInserted(RowID, at: Int, estimatedHeight: Double?)
        /// A row was removed; an unknown row changes nothing.
        case rowRemoved(RowID)
        /// A row moved to an index (clamped into `0..<count`); an unknown row changes nothing.
        case rowMoved(RowID, to: Int)
        /// A row was laid out at the current width and has this height (UIKit:
        /// `tableView(_:willDisplay:forRowAt:)`, or after a resize).
        case rowMeasured(RowID, height: Double)
        /// The width rows are laid out at changed (rotation, Split View, a terminal resize).
        /// Measurements at another width become estimates.
        case widthChanged(Double)
        /// The row holding the caret changed; `nil` when no row is being edited.
        case editingRowChanged(RowID?)
        /// The host is about to change rows (insert, remove, re-measure); the controller captures
        /// what must hold still. End it with ``endUpdates(_:)``.
        case beginUpdates(GrowingListController.Geometry, revealsCaret: Bool)
        /// A row's text view changed height, because the user typed (`byEditing`) or because its
        /// text, font or width changed in code. A row on display (`isDisplayed`) is resized at
        /// once, without animation; a row not on display keeps its height as an estimate and is
        /// measured when the list displays it. A change not typed by the user must not be sent from
        /// inside the list's cell configuration or update (see "A list of your own").
        case rowHeightChanged(RowID, byEditing: Bool, isDisplayed: Bool, GrowingListController.Geometry)
        /// The text size category changed (Dynamic Type): every row must be measured again. Send it
        /// once the rows' fonts have followed (the turn after the notification).
        case contentSizeCategoryChanged(GrowingListController.Geometry)
        /// The most height a row's text view may take changed (a screen with room for fewer rows per
        /// cell): every row must be measured again, as for a new text size.
        case rowHeightLimitChanged(GrowingListController.Geometry)
        /// The host applied the changes and reported the new measurements.
        case endUpdates(GrowingListController.Geometry)
        /// The host tries again changes it could not apply when they came (a list whose data source
        /// was ahead of it refused the update): what holds still is captured again where it is now,
        /// since the user may have scrolled meanwhile. Nothing happens when no update is open.
        case updatesResumed(GrowingListController.Geometry)
        /// The caret, in the list's content coordinates, read after the row's text view scrolled
        /// itself to it; `nil` when nothing is being edited.
        case caretSettled(Rect?, GrowingListController.Geometry)
    }

    /// What the host must do, in the order returned.
    public enum Effect: Hashable, Sendable {
        /// Resize the rows to their new heights without animation (UIKit:
        /// `UIView.performWithoutAnimation { beginUpdates(); endUpdates() }`), send
        /// ``Event/rowMeasured(_:height:)`` for the rows on display, then ``Event/endUpdates(_:)``.
        case resizeRowsWithoutAnimation
        /// Set the list's vertical content offset, without animation.
        case setContentOffsetY(Double)
        /// Once the edited row's text view has scrolled itself to its caret, read the caret and send
        /// ``Event/caretSettled(_:_:)``. A caret read earlier is off by that scroll.
        case revealCaretAfterTextScroll
    }
}
