#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// Sizes the rows of a table of ``GrowingTextViewCell``s while the user types, without jumps.
    ///
    /// A table whose rows grow jumps for three reasons: estimated heights that differ from the real
    /// ones, animated `beginUpdates()`/`endUpdates()`, and rows changing height above what is on
    /// screen. The coordinator is a host of the core's `GrowingListController`, which decides what
    /// removes each: it keeps every row's height by row identity (so it survives inserts and
    /// deletes) and answers ``estimatedHeight(forRow:)`` with it, so an estimate is the last real
    /// height, also after a rotation or a Dynamic Type change; it asks for a growing row to be resized
    /// inside `UIView.performWithoutAnimation { beginUpdates(); endUpdates() }`; it puts the content
    /// offset where the row being edited (or the first visible row) stays still; and once the text
    /// view has scrolled itself to its caret, it scrolls the table the least that shows that caret.
    /// The coordinator only measures, forwards UIKit's events and applies the controller's effects.
    ///
    /// Wire it from your data source and delegate:
    ///
    /// ```swift
    /// lazy var coordinator = GrowingTableCoordinator<Note.ID>(tableView: tableView, rowIDs: notes.map(\.id))
    ///
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! GrowingTextViewCell
    ///     cell.textView.text = notes[indexPath.row].text
    ///     coordinator.configure(cell, forRow: notes[indexPath.row].id)
    ///     return cell
    /// }
    ///
    /// func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    ///     coordinator.estimatedHeight(forRow: notes[indexPath.row].id)
    /// }
    ///
    /// func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    ///     coordinator.rowWillDisplay(cell, forRow: notes[indexPath.row].id)
    /// }
    /// ```
    ///
    /// It resizes with `beginUpdates()`/`endUpdates()` on every iOS version, also where
    /// `selfSizingInvalidation` (iOS 16) exists: that mechanism resizes at the next layout pass, so the
    /// anchor correction and the caret reveal would land one frame after the growth, which is the
    /// flash this class exists to prevent. Leaving the table's `selfSizingInvalidation` enabled is
    /// harmless: by the time it looks, the row already has its height.
    ///
    /// Tell it when rows come, go and move with ``setRowIDs(_:)`` (or ``insertRow(_:at:)``,
    /// ``removeRow(_:)`` and ``moveRow(_:to:)``). Rows of several sections are kept in one list, in order; the row being
    /// edited is anchored exactly, while section headers between rows are not modelled, so the first
    /// visible row is chosen approximately. Nothing traps: a duplicate row ID is dropped (its cells
    /// share the first occurrence's height, and only the cell configured last for it reports as that
    /// row), an insertion index outside the rows is clamped. Rows are
    /// resized when their text view changes height for any reason and when the text size changes
    /// (Dynamic Type). A change the user types resizes its row at once; any other (text, font or
    /// placeholder set in code, including in `tableView(_:cellForRowAt:)` during `reconfigureRows(at:)`,
    /// a rotation, a new text size once the fonts have followed) is applied on the next turn of the
    /// main queue, in one resize for every row that changed, never from inside the table's own
    /// configuration or update. The row being edited is the one whose text view is first responder.
    /// Such a resize is an update of the table, which checks the table's row counts against its data
    /// source's: while your data source answers rows you have not told the table of yet (you changed
    /// your model and call `insertRows(at:with:)` on a later turn), the resize waits until the table
    /// has them.
    ///
    /// A table has one coordinator: the table keeps the last one made for it (the coordinator holds
    /// the table weakly), and a ``GrowingTextViewCell`` whose text view changes height before it was
    /// configured reports to that one. A cell in a table that has none makes one for it, which the
    /// table keeps and every other such cell reports to.
    @MainActor
    public final class GrowingTableCoordinator<RowID: Hashable & Sendable> {
        /// The table whose rows the coordinator sizes; `nil` once it was deallocated.
        public private(set) weak var tableView: UITableView?

        /// The decisions: rows, estimates, anchoring and the caret reveal.
        package var controller: GrowingListController<RowID> { adapter.controller }

        /// The rows' heights, estimated or measured, by row identity.
        public var rows: RowHeights<RowID> { controller.rows }

        /// Whether the table keeps its bottom in view when it is scrolled to the bottom (a chat);
        /// `false` by default, which anchors the row being edited.
        public var pinsToBottom: Bool {
            get { adapter.configuration.pinsToBottom }
            set { adapter.configuration.pinsToBottom = newValue }
        }

        /// The space kept between the caret and the table's visible edges, in points; 8 by default.
        public var caretMargin: CGFloat {
            get { CGFloat(adapter.configuration.caretMargin) }
            set { adapter.configuration.caretMargin = Double(newValue) }
        }

        /// The wiring to the core, shared with the collection coordinator and the terminal's list.
        private var adapter: GrowingListAdapter<RowID, GrowingTableCoordinator<RowID>>!
        private var contentSizeCategoryObserver: NotificationObserver?
        /// The coordinator's calls inside which its list must not be queried nor updated.
        private let listCalls = ListCallContext()

        /// Creates a coordinator for a table, which the table keeps as its one coordinator (in place
        /// of the one it kept before).
        ///
        /// - Parameters:
        ///   - tableView: The table; held weakly. Its `rowHeight` becomes `automaticDimension`.
        ///   - rowIDs: The identities of the rows, top to bottom (every section, in order); later
        ///     duplicates are dropped.
        ///   - estimatedRowHeight: The height of rows not measured yet; 44 by default.
        public init(tableView: UITableView, rowIDs: [RowID] = [], estimatedRowHeight: CGFloat = 44) {
            self.tableView = tableView
            tableView.rowHeight = UITableView.automaticDimension
            adapter = GrowingListAdapter(
                surface: self, rowIDs: rowIDs, estimatedRowHeight: Double(estimatedRowHeight),
                displayScale: Double(tableView.traitCollection.displayScale))
            contentSizeCategoryObserver = NotificationObserver(
                name: UIContentSizeCategory.didChangeNotification
            ) { [weak self] in
                self?.adapter.contentSizeCategoryDidChange()
            }
            ListCoordinatorStorage.keep(self, for: tableView)
        }

        /// The coordinator `tableView` keeps, else a new one that knows no rows, for the cells no
        /// coordinator configured.
        static func coordinatorForCells(of tableView: UITableView) -> any TableCellAdopting {
            ListCoordinatorStorage.coordinator(of: tableView) as? any TableCellAdopting
                ?? GrowingTableCoordinator<ObjectIdentifier>(
                    tableView: tableView, estimatedRowHeight: tableView.estimatedRowHeight)
        }

        /// Replaces the list of rows, keeping the last known height of every row that stays.
        ///
        /// - Parameter ids: The identities of the rows, top to bottom; later duplicates are dropped.
        /// - Complexity: O(*n*).
        public func setRowIDs(_ ids: [RowID]) {
            adapter.setRowIDs(ids)
        }

        /// Adds a row; call it alongside `insertRows(at:with:)`.
        ///
        /// - Parameters:
        ///   - id: The new row's identity; an identity already present changes nothing.
        ///   - index: Its position among all rows; clamped into `0...rows.count`.
        /// - Complexity: O(log *n*).
        public func insertRow(_ id: RowID, at index: Int) {
            adapter.insertRow(id, at: index)
        }

        /// Removes a row; call it alongside `deleteRows(at:with:)`. An unknown row is ignored.
        ///
        /// - Parameter id: The row's identity.
        /// - Complexity: O(log *n*).
        public func removeRow(_ id: RowID) {
            adapter.removeRow(id)
        }

        /// Moves a row, keeping its height; call it alongside `moveRow(at:to:)`, or from
        /// `tableView(_:moveRowAt:to:)` when the user reordered the rows. An unknown row is ignored.
        ///
        /// - Parameters:
        ///   - id: The row's identity.
        ///   - index: Its position among all rows after the move (every section, in order); clamped
        ///     into `0..<rows.count`.
        /// - Complexity: O(log *n*).
        public func moveRow(_ id: RowID, to index: Int) {
            adapter.moveRow(id, to: index)
        }

        /// Connects a cell to its row; call it from `tableView(_:cellForRowAt:)`.
        ///
        /// - Parameters:
        ///   - cell: The dequeued cell.
        ///   - id: The identity of the row it shows.
        public func configure(_ cell: GrowingTextViewCell, forRow id: RowID) {
            listCalls.run("configure(_:forRow:)") { adapter.configure(cell.cellAdapter, forRow: id) }
        }

        /// The height to return from `tableView(_:estimatedHeightForRowAt:)`: the row's last height,
        /// measured or kept as an estimate across a width or text-size change.
        ///
        /// - Parameter id: The row's identity; an unknown row gets the default estimate.
        /// - Returns: The estimated height in points.
        /// - Complexity: O(1) on average, O(*n*) once after the table's width changed.
        public func estimatedHeight(forRow id: RowID) -> CGFloat {
            CGFloat(adapter.estimatedHeight(of: id))
        }

        /// Records a row's real height as the table displays it; call it from
        /// `tableView(_:willDisplay:forRowAt:)`.
        ///
        /// - Parameters:
        ///   - cell: The cell about to be displayed, already sized by the table.
        ///   - id: The identity of its row.
        public func rowWillDisplay(_ cell: UITableViewCell, forRow id: RowID) {
            adapter.rowWillDisplay(id, height: Double(cell.bounds.height))
        }
    }

    /// A table's coordinator, as a cell that no coordinator configured joins it.
    @MainActor
    protocol TableCellAdopting: AnyObject {
        /// The cell reports to this coordinator from now on, showing no row until it is configured.
        func adopt(_ cell: GrowingTextViewCell)
    }

    extension GrowingTableCoordinator: TableCellAdopting {
        func adopt(_ cell: GrowingTextViewCell) {
            adapter.adopt(cell.cellAdapter)
        }
    }

    // The bindings of the core's `GrowingListSurface` to `UITableView`.
    extension GrowingTableCoordinator: @preconcurrency GrowingListSurface {
        package var listViewport: Viewport { tableView.map(Viewport.init) ?? Viewport(size: .zero) }
        package var listWidth: Double { Double(tableView?.bounds.width ?? 0) }
        package var resizing: ListResizing { .table }
        package var caretInList: Rect? { tableView.flatMap(UIView.caretOfFirstResponder(in:)) }

        package var rowCountsInList: [Int] {
            guard let tableView else { return [] }
            return (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
        }

        package var rowCountsInDataSource: [Int] {
            guard let tableView, let dataSource = tableView.dataSource else { return rowCountsInList }
            return (0..<(dataSource.numberOfSections?(in: tableView) ?? 1)).map {
                dataSource.tableView(tableView, numberOfRowsInSection: $0)
            }
        }

        package var visibleCells: [VisibleCell] {
            listCalls.assertOutsideCalls("a query of its visible cells")
            return (tableView?.indexPathsForVisibleRows ?? []).compactMap { indexPath in
                tableView.flatMap { table in
                    table.cellForRow(at: indexPath).map {
                        VisibleCell(cell: $0, frame: table.rectForRow(at: indexPath))
                    }
                }
            }
        }

        package func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
            listCalls.assertOutsideCalls("an update")
            listCalls.run("its own update") {
                UIView.performWithoutAnimation {
                    tableView?.beginUpdates()
                    tableView?.endUpdates()
                }
            }
        }

        package func textViewContainerWillResize(inCell cell: ObjectIdentifier) {
            visibleGrowingCell(cell)?.textView.adapter.containerWillResize()
        }

        package func textViewContainerDidResize(inCell cell: ObjectIdentifier) {
            visibleGrowingCell(cell)?.textView.adapter.containerDidResize()
        }

        private func visibleGrowingCell(_ cell: ObjectIdentifier) -> GrowingTextViewCell? {
            listCalls.assertOutsideCalls("a query of its visible cells")
            return tableView?.visibleCells.first { ObjectIdentifier($0) == cell } as? GrowingTextViewCell
        }

        package func setContentOffsetY(_ offsetY: Double) {
            tableView?.setContentOffset(offsetY)
        }

        package func scheduleNextTurn() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.nextTurnDidBegin()
            }
        }

        package func scheduleListCheck() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60) { [weak self] in
                self?.adapter.listCheckIsDue()
            }
        }
    }
#endif
