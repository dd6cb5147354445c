extension GrowingListController {
    /// What the package's own list hosts (the two coordinators, the terminal's notes list, the tests'
    /// stand-in) tell the controller through ``GrowingListAdapter``, beyond the public ``Event``s: the
    /// list's cells, the next turn, the list's row counts. The adapter only translates: which
    /// callback becomes which of these, and how each ``HostEffect`` applies.
    package enum HostEvent {
        /// A public event; its effects are the host's (``HostEffect/resizeRows(changedCell:changedCells:)``
        /// for a resize).
        case list(Event)
        /// The app or the list told of a change to the rows (an insert, a removal, a move, new rows):
        /// a resize waiting for the list is tried again on the next turn.
        case rowsChanged(Event)
        /// A cell was configured to show a row.
        case cellConfigured(ObjectIdentifier, row: RowID)
        /// The list laid a row out to display it, or a cell of a row measured itself.
        case rowDisplayed(RowID, height: Double)
        /// A cell that shows no row measured itself: its changes need no resize.
        case cellWithoutRowMeasured(ObjectIdentifier)
        /// A cell's text view changed height outside the user's editing (or while the list resizes):
        /// the change is charged to the row the cell shows on the next turn.
        case cellChangedHeightInCode(ObjectIdentifier, row: RowID?)
        /// A cell's text view changed height as the user typed: its row (`nil` for a cell that shows
        /// no row) is resized at once.
        case cellChangedHeightByEditing(ObjectIdentifier, row: RowID?, isDisplayed: Bool, Geometry)
        /// The text size changed: every row is measured again on the next turn.
        case contentSizeCategoryChanged
        /// The next turn that ``HostEffect/scheduleNextTurn`` asked for began.
        case nextTurnBegan
        /// The cells of ``HostEffect/chargeChangedCells(_:)``, each with the row it shows now and
        /// whether it is on screen, and the rest of what the effect carried.
        case changedCellsCharged([ChargedCell], NextTurnChanges, Geometry)
        /// The rest of a next turn (``HostEffect/continueNextTurn(readsCaret:)``).
        case nextTurnContinues(readsCaret: Bool)
        /// The check of the list that ``HostEffect/scheduleListCheck`` asked for is due.
        case listCheckDue
        /// A resize is due (``HostEffect/resizeRows(changedCell:changedCells:)``), with what the
        /// list says of it now.
        case resizeDue(RowsResize)
        /// The list resized its rows (``HostEffect/performResize(_:changedCell:releasing:)``) and
        /// the host sent ``Event/rowMeasured(_:height:)`` for the rows on screen: the geometry after
        /// them, and the cells to release.
        case rowsResized(Geometry, releasing: [ObjectIdentifier])
    }

    /// What a package host does, in the order returned.
    package enum HostEffect: Hashable, Sendable {
        /// Resize the rows: find the list's method and whether the list would refuse it, and send
        /// ``HostEvent/resizeDue(_:)``. `changedCell` is the cell whose change is resized, when one;
        /// `changedCells` the cells of a next turn's changes.
        case resizeRows(changedCell: ObjectIdentifier?, changedCells: [ObjectIdentifier]?)
        /// Resize the rows with this method now, then send ``Event/rowMeasured(_:height:)`` for the rows on screen and
        /// ``HostEvent/rowsResized(_:releasing:)``
        /// with `releasing`.
        case performResize(
            CollectionRowResizing, changedCell: ObjectIdentifier?, releasing: [ObjectIdentifier])
        /// Scroll to an offset without animation.
        case setContentOffsetY(Double)
        /// Call back on the next turn of the run loop (``HostEvent/nextTurnBegan``).
        case scheduleNextTurn
        /// Call back about a frame later (``HostEvent/listCheckDue``).
        case scheduleListCheck
        /// Send ``HostEvent/changedCellsCharged(_:_:_:)`` for these changes' cells.
        case chargeChangedCells(NextTurnChanges)
        /// Send ``HostEvent/nextTurnContinues(readsCaret:)``.
        case continueNextTurn(readsCaret: Bool)
        /// Read the caret and send ``Event/caretSettled(_:_:)``.
        case readCaret
        /// Tell the cell's text view that its row keeps its old height until the list can resize it.
        case textViewContainerWillResize(ObjectIdentifier)
        /// Tell the cell's text view that its row was resized.
        case textViewContainerDidResize(ObjectIdentifier)
    }

    /// The changes a next turn applies, taken from the controller when the turn begins and handed
    /// back with the cells charged: a turn that begins inside another (a host that runs its main
    /// queue inside a call) cannot take them from it.
    package struct NextTurnChanges: Hashable, Sendable {
        /// Cells whose text view changed height outside an edit, in order.
        package var cells: [ObjectIdentifier]
        /// Rows the list measured since their cell changed height: already at their height.
        package var rowsMeasuredSinceChange: Set<RowID>
        /// Whether the text size changed: every row is measured again.
        package var isContentSizeCategoryChanged: Bool

        /// No change.
        static var none: Self {
            Self(cells: [], rowsMeasuredSinceChange: [], isContentSizeCategoryChanged: false)
        }
    }

    /// A cell whose text view changed height, as the list shows it on the next turn.
    package struct ChargedCell: Hashable, Sendable {
        /// The cell.
        package var cell: ObjectIdentifier
        /// The row it shows now, if any.
        package var row: RowID?
        /// Whether it is on screen.
        package var isVisible: Bool

        /// Creates the record.
        package init(cell: ObjectIdentifier, row: RowID?, isVisible: Bool) {
            self.cell = cell
            self.row = row
            self.isVisible = isVisible
        }
    }

    /// A resize that is due, as the list is now.
    package struct RowsResize: Hashable, Sendable {
        /// The list's method for it.
        package var method: CollectionRowResizing
        /// The cell whose change is resized, when one.
        package var changedCell: ObjectIdentifier?
        /// The cells of a next turn's changes, when known.
        package var changedCells: [ObjectIdentifier]?
        /// Whether the method checks row counts and the list's differ from its data source's (a
        /// classic data source a turn ahead of its list, L16): the list would raise.
        package var isRefused: Bool
        /// The cells on screen.
        package var visibleCells: [ObjectIdentifier]
        /// The list's geometry now.
        package var geometry: Geometry

        /// Creates the record.
        package init(
            method: CollectionRowResizing, changedCell: ObjectIdentifier?, changedCells: [ObjectIdentifier]?,
            isRefused: Bool, visibleCells: [ObjectIdentifier], geometry: Geometry
        ) {
            self.method = method
            self.changedCell = changedCell
            self.changedCells = changedCells
            self.isRefused = isRefused
            self.visibleCells = visibleCells
            self.geometry = geometry
        }
    }

    /// What a package host noted for its next turn, and a resize waiting for its list.
    struct HostTurns: Sendable {
        /// The changes noted for the next turn, which takes them when it begins (the text views'
        /// fonts have followed a new text size by then).
        var changes = NextTurnChanges.none
        /// Whether the caret is read on the next turn (the edited text view scrolls itself meanwhile).
        var readsCaretNextTurn = false
        /// Whether the host was asked for the next turn and has not called back yet.
        var isNextTurnScheduled = false
        /// A resize that did not run because the list's data source was ahead of it: the update is
        /// still open, and is tried again after the list next changes, and at each check of the
        /// list while it waits.
        var waitingForList: WaitingForList?
    }

    /// A resize waiting for a list whose data source is ahead of it.
    struct WaitingForList: Sendable {
        /// The cells whose text views were told their container resizes, told again once it has.
        var cells: [ObjectIdentifier] = []
        /// Whether the host was asked for a check of the list and has not called back yet.
        var isCheckScheduled = false
    }

    /// Whether a resize waits for a list whose data source is ahead of it.
    package var isWaitingForList: Bool { hostTurns.waitingForList != nil }

    /// Takes one of a package host's events and returns its effects, in order.
    package mutating func handle(_ event: HostEvent) -> [HostEffect] {
        switch event {
        case .list(let event):
            return hostEffects(of: event)
        case .rowsChanged(let event):
            return hostEffects(of: event) + retryOnNextTurnIfWaiting()
        case .cellConfigured(let cell, let row):
            if hostTurns.changes.cells.contains(cell) {
                hostTurns.changes.rowsMeasuredSinceChange.remove(row)
            }
            return retryOnNextTurnIfWaiting()
        case .rowDisplayed(let row, let height):
            let effects = hostEffects(of: .rowMeasured(row, height: height))
            if !hostTurns.changes.cells.isEmpty {
                hostTurns.changes.rowsMeasuredSinceChange.insert(row)
            }
            return effects + retryOnNextTurnIfWaiting()
        case .cellWithoutRowMeasured(let cell):
            hostTurns.changes.cells.removeAll { $0 == cell }
            return []
        case .cellChangedHeightInCode(let cell, let row):
            if let row { hostTurns.changes.rowsMeasuredSinceChange.remove(row) }
            if !hostTurns.changes.cells.contains(cell) { hostTurns.changes.cells.append(cell) }
            return scheduleNextTurn()
        case .cellChangedHeightByEditing(let cell, let row, let isDisplayed, let geometry):
            if let row {
                return hostEffects(
                    of: .rowHeightChanged(row, byEditing: true, isDisplayed: isDisplayed, geometry),
                    changedCell: cell)
            }
            guard isDisplayed else { return [] }
            return hostEffects(of: .beginUpdates(geometry, revealsCaret: true), changedCell: cell)
                + [.resizeRows(changedCell: cell, changedCells: nil)]
        case .contentSizeCategoryChanged:
            hostTurns.changes.isContentSizeCategoryChanged = true
            return scheduleNextTurn()
        case .nextTurnBegan:
            return beginNextTurn()
        case .changedCellsCharged(let cells, let changes, let geometry):
            return resizeRowsChangedInCode(cells, changes, geometry)
        case .nextTurnContinues(let readsCaret):
            return retryWaitingResize() + (readsCaret ? [.readCaret] : [])
        case .listCheckDue:
            guard hostTurns.waitingForList != nil else { return [] }
            hostTurns.waitingForList?.isCheckScheduled = false
            return retryWaitingResize()
        case .resizeDue(let resize):
            return resizeRows(resize)
        case .rowsResized(let geometry, let released):
            return hostEffects(of: .endUpdates(geometry)) + released.map { .textViewContainerDidResize($0) }
        }
    }

    /// The effects of a public event, as a package host applies them: a resize with the cell whose
    /// change it is, the caret read on the next turn.
    private mutating func hostEffects(of event: Event, changedCell: ObjectIdentifier? = nil) -> [HostEffect] {
        var effects: [HostEffect] = []
        for effect in handle(event) {
            switch effect {
            case .resizeRowsWithoutAnimation:
                effects.append(.resizeRows(changedCell: changedCell, changedCells: nil))
            case .setContentOffsetY(let offsetY):
                effects.append(.setContentOffsetY(offsetY))
            case .revealCaretAfterTextScroll:
                hostTurns.readsCaretNextTurn = true
                effects += scheduleNextTurn()
            }
        }
        return effects
    }

    /// The next turn, unless it was asked for already.
    private mutating func scheduleNextTurn() -> [HostEffect] {
        guard !hostTurns.isNextTurnScheduled else { return [] }
        hostTurns.isNextTurnScheduled = true
        return [.scheduleNextTurn]
    }

    /// The list or the app told of a change: a resize waiting for the list is tried again on the
    /// next turn, once the change is over.
    private mutating func retryOnNextTurnIfWaiting() -> [HostEffect] {
        hostTurns.waitingForList == nil ? [] : scheduleNextTurn()
    }

    /// A resize that waits for the list is tried again.
    private func retryWaitingResize() -> [HostEffect] {
        hostTurns.waitingForList == nil ? [] : [.resizeRows(changedCell: nil, changedCells: nil)]
    }

    /// The next turn begins: the changes noted since are charged to the rows their cells show now,
    /// then the rest of the turn tries a waiting resize and reads the caret.
    private mutating func beginNextTurn() -> [HostEffect] {
        let changes = hostTurns.changes
        let readsCaret = hostTurns.readsCaretNextTurn
        hostTurns.isNextTurnScheduled = false
        hostTurns.readsCaretNextTurn = false
        hostTurns.changes = NextTurnChanges.none
        guard !changes.cells.isEmpty || changes.isContentSizeCategoryChanged else {
            return [.continueNextTurn(readsCaret: readsCaret)]
        }
        return [.chargeChangedCells(changes), .continueNextTurn(readsCaret: readsCaret)]
    }

    /// The changes noted since the last turn, in one resize: each cell's change is charged to the
    /// row it shows now; a row the list measured since is left alone, a row off screen becomes an
    /// estimate, and the rows on screen are resized once (all of them after a new text size).
    private mutating func resizeRowsChangedInCode(
        _ cells: [ChargedCell], _ changes: NextTurnChanges, _ geometry: Geometry
    ) -> [HostEffect] {
        var effects: [HostEffect] = []
        var displayedCells: [ObjectIdentifier] = []
        for charged in cells {
            if let row = charged.row, changes.rowsMeasuredSinceChange.contains(row) { continue }
            if charged.isVisible {
                displayedCells.append(charged.cell)
            } else if let row = charged.row {
                effects += hostEffects(
                    of: .rowHeightChanged(row, byEditing: false, isDisplayed: false, geometry))
            }
        }
        if changes.isContentSizeCategoryChanged {
            effects += hostEffects(of: .contentSizeCategoryChanged(geometry))
        } else if !displayedCells.isEmpty {
            let changedCell = displayedCells.count == 1 ? displayedCells[0] : nil
            effects += hostEffects(of: .beginUpdates(geometry, revealsCaret: false))
            effects.append(.resizeRows(changedCell: changedCell, changedCells: displayedCells))
        }
        return effects
    }

    /// Resizes the rows, or, when the list would refuse the update now, leaves the updates open until
    /// the list changes, and holds the text views of the changed cells (the one being changed, else
    /// every one on screen) at their rows' old heights until then.
    private mutating func resizeRows(_ resize: RowsResize) -> [HostEffect] {
        if resize.isRefused {
            var waiting = hostTurns.waitingForList ?? WaitingForList()
            let cells = resize.changedCells ?? resize.changedCell.map { [$0] } ?? resize.visibleCells
            let newlyHeld = cells.filter { !waiting.cells.contains($0) }
            waiting.cells += newlyHeld
            // The list may catch up without a word to the host (rows inserted off screen, a
            // coordinator told before its list): it is checked again until it has.
            let schedulesCheck = !waiting.isCheckScheduled
            waiting.isCheckScheduled = true
            hostTurns.waitingForList = waiting
            return newlyHeld.map { .textViewContainerWillResize($0) }
                + (schedulesCheck ? [.scheduleListCheck] : [])
        }
        var effects: [HostEffect] = []
        if hostTurns.waitingForList != nil {
            // The resize waited: what holds still is what the list shows now, not what it showed
            // when the wait began (the user may have scrolled since).
            effects = hostEffects(of: .updatesResumed(resize.geometry))
        }
        let held = hostTurns.waitingForList?.cells ?? []
        hostTurns.waitingForList = nil
        return effects + [.performResize(resize.method, changedCell: resize.changedCell, releasing: held)]
    }
}
