#if canImport(UIKit)
    import UIKit

    /// Sizes the rows of a table of ``GrowingTextViewCell``s while the user types, without jumps.
    ///
    /// A table whose rows grow jumps for three reasons: estimated heights that differ from the real
    /// ones, animated `beginUpdates()`/`endUpdates()`, and rows changing height above what is on
    /// screen. The coordinator removes each: it keeps every row's height in `RowHeights` (by row
    /// identity, so it survives inserts and deletes) and returns it from
    /// ``estimatedHeight(forRow:)``, so an estimate is the last real height; it resizes a growing row
    /// inside `UIView.performWithoutAnimation { beginUpdates(); endUpdates() }`; and it puts the
    /// content offset where `ScrollAnchor` says the row being edited (or the first visible row)
    /// stays still, then scrolls the least that shows the caret (`ScrollPosition`), in the same
    /// step, so nothing flashes.
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
    /// Tell it when rows come and go with ``setRowIDs(_:)`` (or ``insertRow(_:at:)`` and
    /// ``removeRow(_:)``). Rows of several sections are kept in one list, in order; the row being
    /// edited is anchored exactly, while section headers between rows are not modelled, so the first
    /// visible row is chosen approximately. The coordinator holds the table weakly.
    @MainActor
    public final class GrowingTableCoordinator<RowID: Hashable & Sendable> {
        /// The table whose rows the coordinator sizes; `nil` once it was deallocated.
        public private(set) weak var tableView: UITableView?

        /// The rows' heights, estimated or measured, by row identity.
        public private(set) var rows: RowHeights<RowID>

        /// Whether the table keeps its bottom in view when it is scrolled to the bottom (a chat);
        /// `false` by default, which anchors the row being edited.
        public var pinsToBottom = false

        /// The space kept between the caret and the table's visible edges, in points; 8 by default.
        public var caretMargin: CGFloat = CGFloat(CaretVisibility.defaultMargin)

        /// The row identity of each configured cell, by cell.
        private var rowOfCell: [ObjectIdentifier: RowID] = [:]

        /// Creates a coordinator for a table.
        ///
        /// - Parameters:
        ///   - tableView: The table; held weakly. Its `rowHeight` becomes `automaticDimension`.
        ///   - rowIDs: The identities of the rows, top to bottom (every section, in order); they must
        ///     be unique.
        ///   - estimatedRowHeight: The height of rows not measured yet; 44 by default.
        public init(tableView: UITableView, rowIDs: [RowID] = [], estimatedRowHeight: CGFloat = 44) {
            self.tableView = tableView
            tableView.rowHeight = UITableView.automaticDimension
            rows = RowHeights(
                ids: rowIDs, estimatedHeight: Double(estimatedRowHeight),
                width: Double(tableView.bounds.width),
                displayScale: Double(tableView.traitCollection.displayScale))
        }

        /// Replaces the list of rows, keeping the last known height of every row that stays.
        ///
        /// - Parameter ids: The identities of the rows, top to bottom; they must be unique.
        /// - Complexity: O(*n*).
        public func setRowIDs(_ ids: [RowID]) {
            let old = rows
            rows = RowHeights(
                rows: ids.map { ($0, old.displayHeight(of: $0)) },
                defaultEstimatedHeight: old.defaultEstimatedHeight, width: old.width,
                displayScale: old.displayScale)
        }

        /// Adds a row; call it alongside `insertRows(at:with:)`.
        ///
        /// - Parameters:
        ///   - id: The new row's identity; it must not be present yet.
        ///   - index: Its position among all rows, in `0...rows.count`.
        /// - Complexity: O(log *n*).
        public func insertRow(_ id: RowID, at index: Int) {
            rows.insert(id, at: index)
        }

        /// Removes a row; call it alongside `deleteRows(at:with:)`. An unknown row is ignored.
        ///
        /// - Parameter id: The row's identity.
        /// - Complexity: O(log *n*).
        public func removeRow(_ id: RowID) {
            rows.remove(id)
        }

        /// Connects a cell to its row; call it from `tableView(_:cellForRowAt:)`.
        ///
        /// - Parameters:
        ///   - cell: The dequeued cell.
        ///   - id: The identity of the row it shows.
        public func configure(_ cell: GrowingTextViewCell, forRow id: RowID) {
            rowOfCell[ObjectIdentifier(cell)] = id
            cell.sizingHost = self
        }

        /// The height to return from `tableView(_:estimatedHeightForRowAt:)`: the row's last measured
        /// height at the table's width, else its estimate.
        ///
        /// - Parameter id: The row's identity; an unknown row gets the default estimate.
        /// - Returns: The estimated height in points.
        /// - Complexity: O(1) on average.
        public func estimatedHeight(forRow id: RowID) -> CGFloat {
            followTableWidth()
            return CGFloat(rows.displayHeight(of: id))
        }

        /// Records a row's real height as the table displays it; call it from
        /// `tableView(_:willDisplay:forRowAt:)`.
        ///
        /// - Parameters:
        ///   - cell: The cell about to be displayed, already sized by the table.
        ///   - id: The identity of its row.
        public func rowWillDisplay(_ cell: UITableViewCell, forRow id: RowID) {
            followTableWidth()
            rows.setMeasuredHeight(Double(cell.bounds.height), for: id)
        }

        /// Measurements are valid only at the width they were taken at.
        private func followTableWidth() {
            guard let tableView else { return }
            rows.setWidth(Double(tableView.bounds.width))
        }
    }

    extension GrowingTableCoordinator: GrowingCellSizingHost {
        func growingCellDidChangeHeight(_ cell: GrowingTextViewCell) -> Bool {
            guard let tableView, let id = rowOfCell[ObjectIdentifier(cell)],
                let indexPath = tableView.indexPath(for: cell), let rowMinY = rows.offset(of: id)
            else { return false }
            // Where the rows start in the table, as seen from the edited row: exact for that row even
            // with section headers above it.
            let origin = Double(tableView.rectForRow(at: indexPath).minY) - rowMinY
            let before = RowsViewport.viewport(
                inTable: Viewport(tableView), rowsOriginY: origin, rowsHeight: rows.totalHeight)
            let anchor = ScrollAnchor(
                capturing: rows, viewport: before, editingRow: id, pinsToBottom: pinsToBottom)
            UIView.performWithoutAnimation {
                tableView.beginUpdates()
                tableView.endUpdates()
            }
            rows.setMeasuredHeight(Double(tableView.rectForRow(at: indexPath).height), for: id)
            let after = RowsViewport.viewport(
                inTable: Viewport(tableView), rowsOriginY: origin, rowsHeight: rows.totalHeight)
            let anchoredY = RowsViewport.tableContentOffsetY(
                rowsContentOffsetY: anchor.contentOffsetY(restoringIn: rows, from: after), rowsOriginY: origin
            )
            cell.layoutIfNeeded()
            tableView.settle(
                from: anchoredY, revealing: UIView.caretRect(of: cell.textView, in: tableView),
                margin: Double(caretMargin))
            return true
        }
    }
#endif
