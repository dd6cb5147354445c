import GrowingTextCore
import Testing

/// A stand-in for the `UITableView` or `UICollectionView` a coordinator drives: it implements the
/// same ``GrowingListSurface`` the coordinators implement, over ``TableStandIn``'s model of rows,
/// estimates and offsets, and calls the production ``GrowingListAdapter`` from each modelled UIKit
/// callback. The edited row's cell holds a ``TextViewStandIn`` running the production text view
/// adapter, wired as `GrowingTextViewCell` wires it: its container resize goes to the list adapter.
///
/// Modelled behaviours (`docs/UIKitBehaviours.md`):
/// - L1-L5: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class ListStandIn: GrowingListSurface {
    /// The list view the adapter drives.
    enum Kind {
        /// A `UITableView`: its data source (the coordinator) gives each row's estimate.
        case table
        /// A `UICollectionView` with a compositional layout's one estimate.
        case collection(estimate: Double, osMajorVersion: Int, invalidation: SelfSizingInvalidation)
    }

    /// A cell, for its identity.
    final class Cell {
        var row: Int
        init(row: Int) { self.row = row }
    }

    var table: TableStandIn
    let kind: Kind
    let variant: UIKitVariant
    private(set) lazy var adapter = GrowingListAdapter<Int, ListStandIn>(
        surface: self, rowIDs: table.rowIDs, estimatedRowHeight: configuredEstimate, displayScale: 2)
    private let configuredEstimate: Double
    /// The cell showing each row on screen.
    private var cells: [Int: Cell] = [:]
    /// The growing text view in each row that has one (the cell's margins are 0: the row is the text
    /// view), and the row being edited.
    private(set) var textViews: [Int: TextViewStandIn] = [:]
    private(set) var editedRow: Int?
    var textView: TextViewStandIn? { editedRow.flatMap { textViews[$0] } }
    var caretReadPending = false
    /// Every resize the adapter asked for, with the method.
    var resizes: [CollectionRowResizing] = []

    init(
        table: TableStandIn, kind: Kind = .table, estimatedRowHeight: Double = 44,
        variant: UIKitVariant = .common
    ) {
        self.table = table
        self.kind = kind
        self.variant = variant
        configuredEstimate = estimatedRowHeight
        layOut()
    }

    var controller: GrowingListController<Int> { adapter.controller }

    /// The height the list view assumes for a row it has not laid out (L2).
    var estimate: (Int) -> Double {
        switch kind {
        case .table:
            return { [unowned self] in adapter.estimatedHeight(of: $0) }
        case .collection(let estimate, _, _):
            return { _ in estimate }
        }
    }

    // MARK: GrowingListSurface

    var listViewport: Viewport { table.viewport(estimate: estimate) }
    var listWidth: Double { table.width }

    var visibleCells: [VisibleCell] {
        var result: [VisibleCell] = []
        var minY = 0.0
        for row in table.rowIDs {
            let height = table.laidOut[row] ?? estimate(row)
            if minY >= table.contentOffsetY + table.boundsHeight { break }
            if minY + height > table.contentOffsetY, let cell = cells[row], table.laidOut[row] != nil {
                result.append(VisibleCell(cell: ObjectIdentifier(cell), minY: minY, height: height))
            }
            minY += height
        }
        return result
    }

    var resizing: ListResizing {
        switch kind {
        case .table: .table
        case .collection(_, let os, let invalidation):
            .collection(osMajorVersion: os, selfSizingInvalidation: invalidation)
        }
    }

    var caretInList: Rect? {
        guard let editedRow, let textView, textView.isEditing else { return nil }
        var caret = textView.caretRect
        caret.origin.y += table.minY(of: editedRow, estimate: estimate) - textView.contentOffsetY
        return caret
    }

    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
        resizes.append(method)
        syncEditedRowHeight()
        let changedRow = cells.first { ObjectIdentifier($0.value) == changedCell }?.key
        if method == .invalidateCellAndLayOut, let row = changedRow {
            table.remeasured.insert(row)  // L5
            table.laidOut[row] = table.realHeights[row]
        } else {
            // The estimates come from the adapter, which reads the list: mutate a copy.
            var updated = table
            _ = updated.beginAndEndUpdatesWithoutAnimation(estimate: estimate)  // L1
            table = updated
        }
        layOutEditedCell()
    }

    func setContentOffsetY(_ offsetY: Double) {
        table.contentOffsetY = offsetY
        layOut()
    }

    func scheduleCaretRead() {
        caretReadPending = true
    }

    // MARK: UIKit's side

    /// A text view's row's real height is the text view's (L1: the cell is sized with its content).
    private func syncEditedRowHeight() {
        for (row, textView) in textViews {
            table.realHeights[row] = textView.intrinsicHeight
        }
    }

    /// The cells are laid out at their rows' heights: their text views get those bounds.
    private func layOutEditedCell() {
        for (row, textView) in textViews {
            guard let height = table.laidOut[row] else { continue }
            textView.squeezedHeight = height
            textView.needsLayout = true
            textView.runLayoutPasses()
        }
    }

    /// A layout pass: rows coming on screen get a cell, configured (L4), sized and reported.
    func layOut() {
        syncEditedRowHeight()
        // The estimates come from the adapter, which reads the list: mutate a copy.
        var laidOut = table
        let displayed = laidOut.layOut(estimate: estimate)
        table = laidOut
        for row in displayed {
            let cell = cells[row.id] ?? Cell(row: row.id)
            cells[row.id] = cell
            adapter.configure(ObjectIdentifier(cell), forRow: row.id)
            adapter.rowWillDisplay(row.id, height: row.height)
        }
        layOutEditedCell()
    }

    /// Row `row`'s cell gets a growing text view showing `lines` lines, at most `maximumLines`, set
    /// in code as `tableView(_:cellForRowAt:)` does; `editing` makes it the text being edited.
    @discardableResult
    func attachTextView(row: Int, lines: Int, maximumLines: Int, editing: Bool = true) -> TextViewStandIn {
        let textView = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: maximumLines), variant: variant)
        textView.isEditing = editing
        textView.configure { $0.animatesHeightChange = false }  // a cell's text view does not animate
        let cell = cells[row] ?? Cell(row: row)
        cells[row] = cell
        adapter.configure(ObjectIdentifier(cell), forRow: row)
        textView.container = { [unowned self] _, byEditing in
            adapter.cellDidChangeHeight(ObjectIdentifier(cell), byEditing: byEditing)
        }
        textViews[row] = textView
        if editing { editedRow = row }
        textView.appear(text: Array(repeating: "x", count: lines).joined(separator: "\n"))
        layOutEditedCell()
        return textView
    }

    /// The list reuses the cell of row `old` for row `row` (`dequeueReusableCell`), configuring it in
    /// `tableView(_:cellForRowAt:)` before the row is on display (L4).
    func reuseCell(of old: Int, forRow row: Int) {
        guard let cell = cells[old] else { return }
        cells[old] = nil
        cell.row = row
        cells[row] = cell
        textViews[row] = textViews.removeValue(forKey: old)
        adapter.configure(ObjectIdentifier(cell), forRow: row)
    }

    /// The app tells the list which row holds the caret (the table's edited row).
    func setEditingRow(_ row: Int) {
        adapter.editingRowDidChange(row)
    }

    /// The user types newlines in the edited row until it has `lines` lines, then the main queue runs
    /// what was deferred.
    func type(toLines lines: Int) {
        guard let textView else { return }
        textView.type(String(repeating: "\nx", count: max(0, lines - textView.lineCount)))
        runDeferredWork()
    }

    /// The main queue runs what the adapter deferred: the caret, read now that the text view has
    /// scrolled itself.
    func runDeferredWork() {
        guard caretReadPending else { return }
        caretReadPending = false
        adapter.caretDidSettle()
    }
}
