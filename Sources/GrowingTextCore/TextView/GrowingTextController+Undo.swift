extension GrowingTextController {
    /// The view's undo manager as its host reads it when the undo history may end.
    package struct UndoManagerState: Hashable, Sendable {
        /// Whether the undo manager is undoing or redoing now.
        package var isUndoingOrRedoing: Bool
        /// Whether the view has an undo manager: one that shares its window's has none out of a
        /// window (the responder chain reaches none).
        package var isReachable: Bool

        /// Creates the state.
        package init(isUndoingOrRedoing: Bool, isReachable: Bool) {
            self.isUndoingOrRedoing = isUndoingOrRedoing
            self.isReachable = isReachable
        }
    }

    /// When the host ends the undo history that text set in code asked for.
    package enum UndoHistoryEnd: Hashable, Sendable {
        /// Not now: nothing is owed, or the view has no undo manager to end it on (it ends once the
        /// view has one again, ``undoHistoryEndIsDue(_:)``).
        case none
        /// Remove the undo actions of the text that was there before, now.
        case now
        /// Ask for ``undoHistoryEndIsDue(_:)`` on the main queue's next turn: removing an undo
        /// manager's actions while it runs a group can raise.
        case onNextTurn
    }

    /// Text set in code replaced the text: the undo history of the text before is owed an end, on
    /// the main queue's next turn, never at once. The undo manager may be running a group or the view
    /// settling one (the app's `textViewDidChange(_:)` hears each step of an undo), and the event that
    /// set the text may have its own group still open (the key whose `textViewDidChange(_:)` set it):
    /// removing actions then may raise, or leave the key's inverse to land after the end and an undo
    /// to replay it over the new text (I7, I12). By the next turn the event's group is closed.
    ///
    /// - Returns: When to end it: ``UndoHistoryEnd/onNextTurn``.
    package mutating func undoHistoryEndRequested() -> UndoHistoryEnd {
        endsUndoHistory = true
        return .onNextTurn
    }

    /// The end of the undo history may be due: the turn after an undo the text was set in, or the
    /// view came into a window (a view sharing its window's undo manager had none out of it).
    ///
    /// - Parameter undoManager: The undo manager as the host reads it now.
    /// - Returns: When to end it; ``UndoHistoryEnd/now`` once, then nothing until text set in code
    ///   asks again.
    package mutating func undoHistoryEndIsDue(_ undoManager: UndoManagerState) -> UndoHistoryEnd {
        guard endsUndoHistory else { return .none }
        guard !undoManager.isUndoingOrRedoing else { return .onNextTurn }
        guard undoManager.isReachable else { return .none }
        endsUndoHistory = false
        return .now
    }

    /// An undo (or a redo) whose steps the host reported and has not settled yet.
    package struct PendingUndoGroup: Hashable, Sendable {
        /// Whether the app has not heard of the text the group's last step left: the step was the
        /// view's own replacement, which UIKit does not report (UIKit reports its own steps).
        package var appMissesText: Bool

        /// Creates a pending group.
        package init(appMissesText: Bool) {
            self.appMissesText = appMissesText
        }
    }

    /// The host reported a step of an undo or a redo, which waits for the end of its group: the
    /// group's steps are one change, measured and reported once (``undoGroupEnds()``).
    ///
    /// - Parameter madeByView: Whether the step was the view's own replacement, which the platform
    ///   reported to nobody.
    package mutating func undoStepReported(madeByView: Bool) {
        pendingUndoGroup = PendingUndoGroup(appMissesText: madeByView)
    }

    /// The undo manager has run an undo (or a redo) group, or the group is over by now (a layout
    /// pass its edits asked for, the next change, the end of editing): the group to settle, if one
    /// is pending, which then is not any more.
    ///
    /// - Returns: The group to measure and report once (with ``Event/undoGroupEnded`` first), or
    ///   `nil` when none is pending (one a layout pass already settled).
    package mutating func undoGroupEnds() -> PendingUndoGroup? {
        defer { pendingUndoGroup = nil }
        return pendingUndoGroup
    }

    /// Text set in code replaced what a pending undo left: there is nothing of it to report.
    package mutating func undoGroupReplacedByTextSetInCode() {
        pendingUndoGroup = nil
    }
}
