import GrowingTextCore

/// A growing text view in one row, as far as the table needs it: 20-point lines, 8-point insets
/// around it in the row, at most `maximumLines` lines tall, then it scrolls itself to the caret at
/// the end of the text.
struct GrowingTextViewStandIn {
    var row: Int
    var lines: Int
    var maximumLines: Int
    var contentOffsetY = 0.0

    var visibleLines: Int { min(lines, maximumLines) }
    /// The row's height for this text view: the text view plus 8 points above and below.
    var rowHeight: Double { Double(visibleLines * 20 + 16) }
    /// The caret (end of the text) in the row's coordinates, with the text view's current scroll.
    var caretInRow: Rect {
        Rect(x: 24, y: 8 + Double((lines - 1) * 20) - contentOffsetY, width: 2, height: 20)
    }

    /// The text view scrolls itself the least that shows the caret at the end.
    ///
    /// - Source: it does so *after* reporting its new height to the cell: GrowingTextView+Growth.swift
    ///   `apply(_:animated:)` calls `applyHeightChange` (which runs `containerHeightChangeHandler`)
    ///   before `revealCaret()`; UIKit's own caret scroll comes later still (ORM #4422 [15148548];
    ///   uikit-behaviours.md §1 "UIKit's own caret scroll is late").
    mutating func scrollToCaret() {
        contentOffsetY = Double(max(0, lines - maximumLines) * 20)
    }
}

/// The list coordinators' sequence, as `GrowingListHost` runs it for `GrowingTableCoordinator` and
/// `GrowingCollectionCoordinator`, over ``TableStandIn``: forward each event to the controller, apply
/// each effect.
struct TableHostStandIn {
    /// The list view the host drives.
    enum List {
        /// A `UITableView`: it asks its data source (the coordinator) for each row's estimate, and
        /// resizes with `beginUpdates()`/`endUpdates()`.
        case table
        /// A `UICollectionView` with a compositional layout: every item not measured yet has the
        /// layout's one `.estimated(_:)` height, and the resize is ``CollectionRowResizing``'s choice.
        ///
        /// - Source: Apple doc "NSCollectionLayoutDimension.estimated(_:)" (one estimate, the final
        ///   size determined when the content is rendered).
        case collection(estimate: Double, osMajorVersion: Int, invalidation: SelfSizingInvalidation)
    }

    var table: TableStandIn
    var list = List.table
    var controller: GrowingListController<Int>
    var textView: GrowingTextViewStandIn?
    /// The host was asked to read the caret once the text view has scrolled itself.
    var caretReadPending = false

    init(
        table: TableStandIn, list: List = .table,
        configuration: GrowingListController<Int>.Configuration = .init()
    ) {
        self.table = table
        self.list = list
        controller = GrowingListController(
            rowIDs: table.rowIDs, width: table.width, configuration: configuration)
        layOut()
    }

    /// The height the list view assumes for a row it has not laid out.
    var estimate: (Int) -> Double {
        switch list {
        case .table:
            let controller = controller
            return { controller.estimatedHeight(of: $0) }
        case .collection(let estimate, _, _):
            return { _ in estimate }
        }
    }

    var geometry: GrowingListController<Int>.Geometry {
        .init(viewport: table.viewport(estimate: estimate))
    }

    /// A layout pass: rows coming on screen are measured and reported (the table's `willDisplay`,
    /// the collection cell's `preferredLayoutAttributesFitting(_:)`).
    mutating func layOut() {
        let displayed = table.layOut(estimate: estimate)
        for row in displayed { send(.rowMeasured(row.id, height: row.height)) }
    }

    /// The row whose change is being applied, if a cell reported it.
    var changedRow: Int?

    mutating func send(_ event: GrowingListController<Int>.Event) {
        for effect in controller.handle(event) { apply(effect) }
    }

    mutating func apply(_ effect: GrowingListController<Int>.Effect) {
        switch effect {
        case .resizeRowsWithoutAnimation:
            let measured = resizeRows()
            for row in measured { send(.rowMeasured(row.id, height: row.height)) }
            send(.endUpdates(geometry))
        case .setContentOffsetY(let offsetY):
            table.contentOffsetY = offsetY
            layOut()
        case .revealCaretAfterTextScroll:
            caretReadPending = true
        }
    }

    /// What the coordinator's `resizeRowsWithoutAnimation(changedCell:)` does to the list view.
    mutating func resizeRows() -> [(id: Int, height: Double)] {
        guard case .collection(_, let osMajorVersion, let invalidation) = list else {
            return table.beginAndEndUpdatesWithoutAnimation(estimate: estimate)
        }
        let method = CollectionRowResizing.method(
            osMajorVersion: osMajorVersion, selfSizingInvalidation: invalidation,
            changedRowIsKnown: changedRow != nil)
        guard method == .invalidateCellAndLayOut, let row = changedRow else {
            // An empty batch update re-queries every visible cell's size, like the table's pair.
            // - Source: Apple doc "beginUpdates()" (prefers `performBatchUpdates(_:completion:)`).
            return table.beginAndEndUpdatesWithoutAnimation(estimate: estimate)
        }
        // The invalidated cell alone is measured again, in the layout pass forced now.
        // - Source: Apple docs "UICollectionView.SelfSizingInvalidation.enabled" and "layoutIfNeeded()".
        table.remeasured.insert(row)
        table.laidOut[row] = table.realHeights[row]
        return table.realHeights[row].map { [(row, $0)] } ?? []
    }

    /// A cell reported that its text view changed height.
    mutating func cellDidChangeHeight(_ row: Int, byEditing: Bool) {
        changedRow = row
        send(.rowHeightChanged(row, byEditing: byEditing, geometry))
        changedRow = nil
    }

    /// The main queue runs what the host deferred: the caret, read now that the text view has
    /// scrolled itself, is sent to the controller.
    mutating func runDeferredWork() {
        guard caretReadPending, let textView else { return }
        caretReadPending = false
        let rowMinY = table.minY(of: textView.row, estimate: estimate)
        var caret = textView.caretInRow
        caret.origin.y += rowMinY
        send(.caretSettled(caret, geometry))
    }

    /// The user typed or pasted in the row's text view until it has `lines` lines: the text view
    /// resolves its height, reports it, then scrolls itself to the caret.
    mutating func type(toLines lines: Int) {
        guard var textView else { return }
        let oldHeight = textView.rowHeight
        textView.lines = lines
        self.textView = textView
        table.realHeights[textView.row] = textView.rowHeight
        if textView.rowHeight != oldHeight {
            cellDidChangeHeight(textView.row, byEditing: true)
        }
        self.textView?.scrollToCaret()
        runDeferredWork()
    }
}
