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

/// The table coordinator's sequence, as `GrowingTableCoordinator` and `GrowingTextViewCell` run it,
/// over ``TableStandIn``: forward each event to the controller, apply each effect.
struct TableHostStandIn {
    var table: TableStandIn
    var controller: GrowingListController<Int>
    var textView: GrowingTextViewStandIn?
    /// The host was asked to read the caret once the text view has scrolled itself.
    var caretReadPending = false

    init(table: TableStandIn, configuration: GrowingListController<Int>.Configuration = .init()) {
        self.table = table
        controller = GrowingListController(
            rowIDs: table.rowIDs, width: table.width, configuration: configuration)
        layOut()
    }

    var geometry: GrowingListController<Int>.Geometry {
        let controller = controller
        return .init(viewport: table.viewport(estimate: { controller.estimatedHeight(of: $0) }))
    }

    /// A layout pass: rows coming on screen are measured and reported (`willDisplay`).
    mutating func layOut() {
        let controller = controller
        let displayed = table.layOut(estimate: { controller.estimatedHeight(of: $0) })
        for row in displayed { send(.rowMeasured(row.id, height: row.height)) }
    }

    mutating func send(_ event: GrowingListController<Int>.Event) {
        for effect in controller.handle(event) { apply(effect) }
    }

    mutating func apply(_ effect: GrowingListController<Int>.Effect) {
        switch effect {
        case .resizeRowsWithoutAnimation:
            let controller = controller
            let measured = table.beginAndEndUpdatesWithoutAnimation(estimate: {
                controller.estimatedHeight(of: $0)
            })
            for row in measured { send(.rowMeasured(row.id, height: row.height)) }
            send(.endUpdates(geometry))
        case .setContentOffsetY(let offsetY):
            table.contentOffsetY = offsetY
            layOut()
        case .revealCaretAfterTextScroll:
            caretReadPending = true
        }
    }

    /// The main queue runs what the host deferred: the caret, read now that the text view has
    /// scrolled itself, is sent to the controller.
    mutating func runDeferredWork() {
        guard caretReadPending, let textView else { return }
        caretReadPending = false
        let controller = controller
        let rowMinY = table.minY(of: textView.row, estimate: { controller.estimatedHeight(of: $0) })
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
            send(.rowHeightChanged(textView.row, byEditing: true, geometry))
        }
        self.textView?.scrollToCaret()
        runDeferredWork()
    }
}
