import GrowingTextCore
import Testing

/// A stand-in for the `UITableView` or `UICollectionView` a coordinator drives: it implements the
/// same ``GrowingListSurface`` the coordinators implement, over ``TableStandIn``'s model of rows,
/// estimates and offsets, and calls the production ``GrowingListAdapter`` from each modelled UIKit
/// callback. A cell may hold a ``TextViewStandIn`` running the production text view adapter; the
/// cell runs the production ``GrowingTextCellAdapter``, as `GrowingTextViewCell` does: its text
/// view's container resize and editing notifications go to that adapter, which reports to the list.
///
/// Modelled behaviours (`docs/UIKitBehaviours.md`):
/// - L1-L16: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it. What
///   UIKit does in more than one plausible way follows ``ListVariant``.
final class ListStandIn: GrowingListSurface {
    /// The list view the adapter drives.
    enum Kind {
        /// A `UITableView`: its data source (the coordinator) gives each row's estimate.
        case table
        /// A `UICollectionView` with a compositional layout's one estimate.
        case collection(estimate: Double, osMajorVersion: Int, invalidation: SelfSizingInvalidation)
    }

    /// A cell, for its identity, and the growing text view it holds, if any, with the production
    /// cell adapter.
    final class Cell: GrowingTextCellSurface {
        var row: Int
        /// The order in which its list made it, which names it in a surface trace (0: made by a test).
        let serial: Int
        private(set) var textView: TextViewStandIn?
        private(set) lazy var cellAdapter = GrowingTextCellAdapter(cell: self)
        /// Hands the cell to its list's one coordinator, as `GrowingTextViewCell` finds its enclosing
        /// table's and `GrowingTextCollectionViewCell` its collection view's; `nil` models a cell in
        /// no list.
        var joinsListCoordinator: (() -> Void)?
        /// Called as the cell's text view reports a new height, before the cell's adapter hears it.
        var textViewWillReportHeight: (() -> Void)?
        /// Whether the cell is in its list's view hierarchy, where it finds its enclosing list
        /// (L14, ``ListVariant/cellsJoinListOnDisplay``).
        var isInList = false

        init(row: Int, serial: Int = 0) {
            self.row = row
            self.serial = serial
        }

        /// The cell is created around `textView`, bound as `GrowingTextViewCell`'s `setUp()` binds
        /// it: the cell's adapter first, then the text view's container resize. The text view runs on
        /// the list's run loop (L12).
        func hold(_ textView: TextViewStandIn, runLoop: MainRunLoopStandIn) {
            self.textView = textView
            textView.runLoop = runLoop
            cellAdapter.cellDidInitialize()
            // A cell the list dropped while laying its text view out reports nowhere.
            textView.container = { [weak self] _, byEditing in
                self?.textViewWillReportHeight?()
                self?.cellAdapter.textViewDidChangeHeight(byEditing: byEditing)
            }
        }

        func setTextViewAnimatesHeightChange(_ animates: Bool) {
            textView?.configure { $0.animatesHeightChange = animates }
        }

        func joinListCoordinator() {
            if isInList { joinsListCoordinator?() }
        }
    }

    var table: TableStandIn
    let kind: Kind
    let variant: UIKitVariant
    let listVariant: ListVariant
    /// UIKit's uncertain choices, ``variant`` and ``listVariant`` among them, which the run loop and
    /// the text views of the list's cells share.
    let choices: Choices
    /// Whether the app made a coordinator for the list (`GrowingTableCoordinator`,
    /// `GrowingCollectionCoordinator`): it configures the cells of the rows the app hands to it,
    /// hears the table's delegate calls and UIKit's Dynamic Type notification. Without one, the list
    /// is a plain table or collection view of the app's, whose growing cells find a coordinator
    /// themselves.
    let appMakesCoordinator: Bool
    private(set) lazy var adapter = GrowingListAdapter<Int, ListStandIn>(
        surface: self, rowIDs: table.rowIDs, estimatedRowHeight: configuredEstimate, displayScale: 2)
    private let configuredEstimate: Double
    /// The cell showing each row.
    private(set) var cells: [Int: Cell] = [:]
    private(set) var editedRow: Int?
    /// The main thread's run loop: the main queue every coordinator of the list, the text views in
    /// its cells and the app schedule on, and the commits that lay the text views out (L12).
    private(set) lazy var runLoop = MainRunLoopStandIn(
        choices: choices,
        commit: { [unowned self] in layOutPendingTextViews() },
        isHeld: { [unowned self] in updateDepth > 0 || isInOneTurn })
    /// Rows whose cells the app configures without handing them to the coordinator.
    private var rowsWithoutCoordinator: Set<Int> = []
    /// Whether the app configures the cells of ``appTexts``' rows without a coordinator: each cell
    /// makes one of its own when it needs one.
    var configuresTextCellsWithoutCoordinator = false
    /// The coordinator the list keeps for the cells no coordinator configured, when the app made
    /// none, as `GrowingTableCoordinator` and `GrowingCollectionCoordinator` have their list view
    /// keep them.
    private var coordinatorOfCells: CoordinatorOfCells?
    /// Set while several things happen in one turn (every text view hears of Dynamic Type or a new
    /// width; the app reacts within the turn of an event): the run loop turns after all of them.
    private var isInOneTurn = false
    /// How many times the adapter read the caret (to scroll the list to it).
    private(set) var caretReads = 0
    /// Every resize the adapter asked for, with the method.
    var resizes: [CollectionRowResizing] = []
    /// The run loop's turn of each resize.
    private(set) var resizeTurns: [Int] = []
    /// The run loop's turn and the row of each resize of one changed cell's row after which every
    /// row the list laid out had the height it had before: an update for nothing.
    private(set) var cellResizesChangingNothing: [(turn: Int, row: Int)] = []
    /// The rows whose cell's text view reported a new height while the cell was not among the
    /// list's visible cells, so that its coordinator could only note the row's new estimate.
    private(set) var rowsReportedOffScreen: [Int] = []
    /// The rows of the app's data source when it changed them without telling the list yet (a
    /// classic data source a turn ahead of its list); `nil` when the list has them.
    private(set) var dataSourceRowIDs: [Int]?
    /// The app's text of each row whose cell is a growing text view configured as the row comes on
    /// screen (a notes list); rows not here have plain cells of ``TableStandIn/realHeights``.
    var appTexts: [Int: String] = [:]
    /// The most lines of the text views in the cells of ``appTexts``' rows.
    var textMaximumLines = 6
    /// Called with each cell the data source configures, while it configures it (after the list
    /// dequeued it), as the self-test's host sees it from `tableView(_:cellForRowAt:)`.
    var cellIsConfigured: ((Cell) -> Void)?
    /// Called with each cell the list fits (L13), as the self-test's host counts the calls of a cell's
    /// fitting method.
    var cellIsFitted: ((Cell) -> Void)?
    /// How deep the list is in configuring a cell (`tableView(_:cellForRowAt:)`, a cell
    /// registration's handler) or running an update: asking for its visible cells then asserts (L6).
    var updateDepth = 0
    /// How many list updates started inside cell configuration or another update (L6), each also
    /// recorded as a test failure; the self-test reports the count.
    private(set) var updatesInsideUpdates = 0
    /// Whether a cell that joins the list only once displayed (L14) is also out of the window while
    /// it is configured for a row coming on screen, where a view sharing the window's undo manager has
    /// none (I9), and the first responder's cell is never reused: the explorer's model.
    var reusedCellsLeaveTheWindow = false
    /// The configuration of the text views in the cells of ``appTexts``' rows, or `nil` for at most
    /// ``textMaximumLines`` lines and nothing else.
    var textConfiguration: GrowingTextController.Configuration?
    /// How many coordinators the list's cells made for themselves.
    var coordinatorsOfCellsMade = 0
    /// Every call an adapter made through the list's surface (resizes, scrolls, what it told the
    /// cells' text views, what it scheduled), when tracing: the explorer's differential check.
    var surfaceTrace: [String]?
    /// Every cell the list made, in order. UIKit keeps the cells a table or collection view made,
    /// on screen or in its reuse queue, for as long as the list lives: none is freed, so no later
    /// cell takes a freed one's identity (which would depend on the allocator, not on UIKit, and
    /// make a run of the same sequence differ between two builds).
    private var cellsMade: [Cell] = []

    /// A new cell, first shown for `row`.
    private func makeCell(row: Int) -> Cell {
        let cell = Cell(row: row, serial: cellsMade.count + 1)
        cellsMade.append(cell)
        return cell
    }

    /// Records a surface call when tracing; a cell is named by its serial.
    func trace(_ call: @autoclosure () -> String) {
        surfaceTrace?.append(call())
    }

    /// A cell's name in a trace: its serial, or `?` for a cell the list does not hold.
    func traceName(of cell: ObjectIdentifier?) -> String {
        guard let cell else { return "nil" }
        return cellsMade.first { ObjectIdentifier($0) == cell }.map { "cell \($0.serial)" } ?? "cell ?"
    }

    convenience init(
        table: TableStandIn, kind: Kind = .table, estimatedRowHeight: Double = 44,
        variant: UIKitVariant = .common, listVariant: ListVariant = .common, appMakesCoordinator: Bool = true,
        appTexts: [Int: String] = [:]
    ) {
        self.init(
            table: table, kind: kind, estimatedRowHeight: estimatedRowHeight,
            choices: Choices(uikit: variant, list: listVariant), appMakesCoordinator: appMakesCoordinator,
            appTexts: appTexts)
    }

    /// A list whose uncertain behaviours, and its text views', follow `choices`; `setUp` runs before
    /// the first layout.
    init(
        table: TableStandIn, kind: Kind, estimatedRowHeight: Double, choices: Choices,
        appMakesCoordinator: Bool, appTexts: [Int: String], setUp: (ListStandIn) -> Void = { _ in }
    ) {
        self.table = table
        self.appTexts = appTexts
        self.kind = kind
        self.choices = choices
        variant = choices.uikit
        listVariant = choices.list
        self.appMakesCoordinator = appMakesCoordinator
        configuredEstimate = estimatedRowHeight
        setUp(self)
        layOut()
    }

    var controller: GrowingListController<Int> { adapter.controller }

    /// The growing text view of each row whose cell has one.
    var textViews: [Int: TextViewStandIn] {
        cells.compactMapValues(\.textView)
    }

    /// The text view of the row being edited.
    var textView: TextViewStandIn? { editedRow.flatMap { cells[$0]?.textView } }

    /// How many coordinators size the list's rows: the app's, and those its cells made.
    var coordinatorCount: Int {
        (appMakesCoordinator ? 1 : 0) + (coordinatorOfCells == nil ? 0 : 1)
    }

    /// The height the list view assumes for a row it has not laid out (L2).
    var estimate: (Int) -> Double {
        switch kind {
        case .table where !appMakesCoordinator:
            return { [configuredEstimate] _ in configuredEstimate }
        case .table:
            return { [unowned self] in adapter.estimatedHeight(of: $0) }
        case .collection(let estimate, _, _):
            return { _ in estimate }
        }
    }

    // MARK: GrowingListSurface

    var listViewport: Viewport { table.viewport(estimate: estimate) }
    var listWidth: Double { table.width }
    var rowCountsInList: [Int] { [table.rowIDs.count] }
    var rowCountsInDataSource: [Int] { [(dataSourceRowIDs ?? table.rowIDs).count] }

    var visibleCells: [VisibleCell] {
        if updateDepth > 0 {  // L6
            StandInFailures.record(
                "the list's visible cells were queried while it configured cells or ran an update")
        }
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
        caretReads += 1
        trace("caretInList")
        guard let editedRow, let textView, textView.isEditing else { return nil }
        var caret = textView.caretRect
        caret.origin.y += table.minY(of: editedRow, estimate: estimate) - textView.contentOffsetY
        return caret
    }

    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
        trace("resizeRows \(method) changed \(traceName(of: changedCell))")
        if updateDepth > 0 {  // L6
            updatesInsideUpdates += 1
            StandInFailures.record("a list update started inside cell configuration or another update")
        }
        resizes.append(method)
        resizeTurns.append(runLoop.turn)
        // L16: an update checks the list's row count against its data source's.
        if method == .batchUpdates, let dataSourceRowIDs, dataSourceRowIDs.count != table.rowIDs.count {
            StandInFailures.record(
                """
                Invalid update: invalid number of rows in section 0. The number of rows contained in an \
                existing section after the update (\(dataSourceRowIDs.count)) must be equal to the number \
                of rows contained in that section before the update (\(table.rowIDs.count))
                """)
            return
        }
        updateDepth += 1
        let heightsBefore = table.laidOut
        let changedRow = cells.first { ObjectIdentifier($0.value) == changedCell }?.key
        defer {
            updateDepth -= 1
            // Only a row the list laid out, on screen: an update for a row off screen updates the
            // list's estimates, which the stand-in does not model.
            if let changedRow, heightsBefore[changedRow] != nil,
                table.rowsOnScreen(estimate: estimate).contains(changedRow), table.laidOut == heightsBefore
            {
                cellResizesChangingNothing.append((runLoop.turn, changedRow))
            }
        }
        syncTextViewRowHeights()
        if method == .invalidateCellAndLayOut, let row = changedRow {
            fitAtOldHeight(rows: [row])  // L7
            table.remeasured.insert(row)  // L5
            table.laidOut[row] = table.realHeights[row]
            reportFittedCells(rows: [row])
        } else {
            fitAtOldHeight(rows: table.rowsOnScreen(estimate: estimate))  // L7
            // The estimates come from the adapter, which reads the list: mutate a copy.
            var updated = table
            let fitted = updated.beginAndEndUpdatesWithoutAnimation(estimate: estimate)  // L1
            table = updated
            reportFittedCells(rows: fitted.map(\.id))
        }
        layOutTextViews()
    }

    func textViewContainerWillResize(inCell cell: ObjectIdentifier) {
        trace("textViewContainerWillResize \(traceName(of: cell))")
        visibleCell(cell)?.textView?.adapter.containerWillResize()
    }

    func textViewContainerDidResize(inCell cell: ObjectIdentifier) {
        trace("textViewContainerDidResize \(traceName(of: cell))")
        visibleCell(cell)?.textView?.adapter.containerDidResize()
    }

    /// The cell on screen with that identity, as the coordinators find it among UIKit's
    /// `visibleCells`.
    private func visibleCell(_ id: ObjectIdentifier) -> Cell? {
        guard visibleCells.contains(where: { $0.cell == id }) else { return nil }
        return cells.values.first { ObjectIdentifier($0) == id }
    }

    func setContentOffsetY(_ offsetY: Double) {
        trace("setContentOffsetY \(offsetY)")
        table.contentOffsetY = offsetY
        layOut()
    }

    func scheduleNextTurn() {
        trace("scheduleNextTurn")
        runLoop.async { [unowned self] in adapter.nextTurnDidBegin() }
    }

    /// A frame later is a later turn of the run loop (L12: the main queue runs a block enqueued
    /// from a block on a later drain, after a commit).
    func scheduleListCheck() {
        trace("scheduleListCheck")
        runLoop.async { [unowned self] in adapter.listCheckIsDue() }
    }

    // MARK: UIKit's side

    /// A text view's row's real height is the text view's (L1: the cell is sized with its content).
    private func syncTextViewRowHeights() {
        for (row, textView) in textViews.sorted(by: { $0.key < $1.key }) {
            table.realHeights[row] = textView.intrinsicHeight
        }
    }

    /// L7 (``ListVariant/fitsAtOldHeightFirst``): inside the update, each self-sizing cell of `rows`
    /// whose height changes is fitted at its row's old height first, its text view laid out there.
    private func fitAtOldHeight(rows: [Int]) {
        guard listVariant.fitsAtOldHeightFirst else { return }
        for row in rows {
            guard let textView = cells[row]?.textView, let old = table.laidOut[row],
                old != table.realHeights[row]
            else { continue }
            // The cell's fitting override, as GrowingTextViewCell and GrowingTextCollectionViewCell
            // write it, tells its text view.
            textView.adapter.containerWillResize()
            textView.squeezedHeight = old
            textView.needsLayout = true
            textView.runLayoutPasses()
            textView.adapter.containerDidResize()
        }
    }

    /// The cells are laid out at their rows' heights: their text views get those bounds.
    private func layOutTextViews() {
        for (row, textView) in textViews.sorted(by: { $0.key < $1.key }) {
            guard let height = table.laidOut[row] else { continue }
            textView.squeezedHeight = height
            textView.needsLayout = true
            textView.runLayoutPasses()
        }
    }

    /// A layout pass: rows coming on screen get a cell, configured (L4), sized and reported.
    func layOut(reusingFirst pool: [Cell] = []) {
        syncTextViewRowHeights()
        // The estimates come from the adapter, which reads the list: mutate a copy.
        var laidOut = table
        var reusable = pool + (appTexts.isEmpty ? [] : textCellsOffScreen(in: laidOut))
        let displayed = laidOut.layOut(estimate: estimate) { [unowned self] row in
            appTexts[row].map { fitTextCell(forRow: row, text: $0, reusing: &reusable) }
        }
        table = laidOut
        for row in displayed {
            let cell = cells[row.id] ?? makeCell(row: row.id)
            if appTexts[row.id] == nil { configure(cell, forRow: row.id, text: nil) }
            display(cell, height: row.height)
        }
        // L14: a reused cell that left the list and its window in the reuse pool is back in both
        // once its row is on screen.
        for row in table.rowsOnScreen(estimate: estimate) {
            if let textView = cells[row]?.textView, !textView.isInWindow {
                textView.moveToWindow(layout: false)
            }
        }
        layOutTextViews()
    }

    /// The list displays a configured cell at the height it fitted: a table tells its delegate
    /// (`tableView(_:willDisplay:forRowAt:)`), which tells the coordinator (L4); a collection cell
    /// reports the height its `preferredLayoutAttributesFitting(_:)` returned to its own adapter, as
    /// `GrowingTextCollectionViewCell` does (L13), unless its fitting reported it already
    /// (``fitTextCell(forRow:text:reusing:)``).
    private func display(_ cell: Cell, height: Double) {
        cell.isInList = true  // L14
        switch kind {
        case .table: if appMakesCoordinator { adapter.rowWillDisplay(cell.row, height: height) }
        case .collection where appTexts[cell.row] == nil:
            cellIsFitted?(cell)
            cell.cellAdapter.cellDidMeasure(height: height)
        case .collection: break
        }
    }

    /// Whether the cell's fitting reports its height to its adapter (L13): every cell of a collection
    /// (`GrowingTextCollectionViewCell`'s `preferredLayoutAttributesFitting(_:)`), a table's cells
    /// that hold a growing text view (`GrowingTextViewCell`'s
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    private func reportsFitting(_ cell: Cell) -> Bool {
        switch kind {
        case .table: cell.textView != nil
        case .collection: true
        }
    }

    /// L13: inside the list's update, each cell it fitted again reports its new height to its
    /// adapter.
    private func reportFittedCells(rows: [Int]) {
        for row in rows {
            guard let cell = cells[row], reportsFitting(cell), let height = table.laidOut[row] else {
                continue
            }
            cellIsFitted?(cell)
            cell.cellAdapter.cellDidMeasure(height: height)
        }
    }

    /// The cells with a text view whose rows are off screen in `table`: the ones the list reuses.
    private func textCellsOffScreen(in table: TableStandIn) -> [Cell] {
        let onScreen = Set(table.rowsOnScreen(estimate: estimate))
        return cells.values.filter {
            $0.textView != nil && !onScreen.contains($0.row)
                && !(reusedCellsLeaveTheWindow && $0.textView?.isEditing == true)
        }.sorted {
            $0.row < $1.row
        }
    }

    /// A row of ``appTexts`` comes on screen: a reused cell (else a new one, its text view at the
    /// default width) is configured with its text in the documented order (L4, L8), then fitted at
    /// the list's width inside the list's layout (L6: the text view re-measures there), and its
    /// height is the row's, which the cell's fitting reports to its adapter (L13).
    private func fitTextCell(forRow row: Int, text: String, reusing reusable: inout [Cell]) -> Double {
        // A cell the list still shows for the row (its width changed), or the first responder's cell
        // it kept while the row was off screen: the list fits it again, dequeuing no cell and asking
        // the data source for none.
        if let shown = cells[row], shown.textView != nil, !reusable.contains(where: { $0 === shown }) {
            return fit(shown)
        }
        let isReused = !reusable.isEmpty
        let cell = isReused ? reusable.removeFirst() : newTextCell(row: row)
        cell.textView?.adapter.prepareForReuse()
        // L14, I9: a reused cell that joins the list only once displayed left it, and its window, in
        // the reuse pool; ``layOut()`` puts it back once its row is on screen.
        if isReused, reusedCellsLeaveTheWindow, listVariant.cellsJoinListOnDisplay {
            cell.textView?.removeFromWindow()
        }
        configure(cell, forRow: row, text: text)
        return fit(cell)
    }

    /// The list fits a text cell at its width inside its layout (L6: the text view re-measures
    /// there); the cell's fitting reports the height to its adapter (L13).
    private func fit(_ cell: Cell) -> Double {
        guard let textView = cell.textView else { return 0 }
        updateDepth += 1
        defer { updateDepth -= 1 }
        textView.adapter.containerWillResize()
        textView.width = table.width
        textView.squeezedHeight = nil
        textView.needsLayout = true
        textView.runLayoutPasses()
        textView.adapter.containerDidResize()
        textView.runLayoutPasses()
        cellIsFitted?(cell)
        cell.cellAdapter.cellDidMeasure(height: textView.intrinsicHeight)  // L13
        return textView.intrinsicHeight
    }

    /// `tableView(_:cellForRowAt:)` (or a cell registration's handler) in the documented order: the
    /// cell's text is set first, then the cell is handed to the coordinator (L4, L6, L8).
    private func configure(_ cell: Cell, forRow row: Int, text: String?) {
        updateDepth += 1
        defer { updateDepth -= 1 }
        // L14: a dequeued cell is in the list's hierarchy while it is configured, or joins it once
        // displayed (and left it in the reuse pool).
        cell.isInList = !listVariant.cellsJoinListOnDisplay
        cellIsConfigured?(cell)
        if cell.row != row, cells[cell.row] === cell { cells[cell.row] = nil }
        cell.row = row
        cells[row] = cell
        if let text, let textView = cell.textView {
            textView.setText(text, layout: false)
        }
        if configuresThroughCoordinator(row) { adapter.configure(cell.cellAdapter, forRow: row) }
    }

    /// Whether the app hands row `row`'s cell to its coordinator when it configures it: only where it
    /// made one, and not for the rows it configures without.
    private func configuresThroughCoordinator(_ row: Int) -> Bool {
        appMakesCoordinator && !rowsWithoutCoordinator.contains(row)
            && !(configuresTextCellsWithoutCoordinator && appTexts[row] != nil)
    }

    /// A new cell for `row` holding a growing text view of at most ``textMaximumLines`` lines, wired
    /// as `GrowingTextViewCell` wires it, at the text view's default width until it is fitted.
    private func newTextCell(row: Int) -> Cell {
        let cell = makeCell(row: row)
        let textView = TextViewStandIn(
            configuration: textConfiguration ?? TextViewStandIn.configuration(maximumLines: textMaximumLines),
            choices: choices)
        textView.isEditing = false
        cell.hold(textView, runLoop: runLoop)
        cell.joinsListCoordinator = { [unowned self, unowned cell] in joinListCoordinator(cell) }
        cell.textViewWillReportHeight = { [unowned self, unowned cell] in noteHeightReport(of: cell) }
        return cell
    }

    /// Row `row`'s cell gets a growing text view showing `lines` lines, at most `maximumLines`,
    /// configured as `tableView(_:cellForRowAt:)` does (the text first, then the coordinator), as
    /// wide as the list; `editing` makes it the text being edited. The turn then ends.
    @discardableResult
    func attachTextView(
        row: Int, lines: Int, maximumLines: Int, editing: Bool = true, configuredByApp: Bool = true
    ) -> TextViewStandIn {
        attachTextView(
            row: row, text: Array(repeating: "x", count: lines).joined(separator: "\n"),
            maximumLines: maximumLines, editing: editing, configuredByApp: configuredByApp)
    }

    /// Row `row`'s cell gets a growing text view showing `text`, at most `maximumLines` lines, as
    /// ``attachTextView(row:lines:maximumLines:editing:configuredByApp:)`` does. When not
    /// `configuredByApp`, the app sets the text and hands the cell to no coordinator: the cell joins
    /// the list's one coordinator when it needs one, if it is in the list by then (L14).
    @discardableResult
    func attachTextView(
        row: Int, text: String, maximumLines: Int, editing: Bool = true, configuredByApp: Bool = true
    ) -> TextViewStandIn {
        let textView = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: maximumLines), choices: choices)
        textView.isEditing = editing
        textView.width = table.width
        let cell = configuredByApp ? cells[row] ?? makeCell(row: row) : makeCell(row: row)
        cell.hold(textView, runLoop: runLoop)
        if editing { editedRow = row }
        cell.joinsListCoordinator = { [unowned self, unowned cell] in joinListCoordinator(cell) }
        cell.textViewWillReportHeight = { [unowned self, unowned cell] in noteHeightReport(of: cell) }
        if !configuredByApp {
            rowsWithoutCoordinator.insert(row)
        }
        configure(cell, forRow: row, text: text)
        // The row is on screen: its new cell joins the list as it is displayed (L14).
        cell.isInList = true
        textView.turnRunLoop()
        layOutTextViews()
        runDeferredWork()
        return textView
    }

    /// The list reuses the cell of row `old` for row `row` (`dequeueReusableCell`), configuring it
    /// with `text` before the row is on display (L4, L8).
    func reuseCell(of old: Int, forRow row: Int, text: String) {
        guard let cell = cells.removeValue(forKey: old) else { return }
        // L14: a reused cell that joins the list only once displayed left it, and its window, in the
        // reuse pool.
        if listVariant.cellsJoinListOnDisplay { cell.textView?.removeFromWindow() }
        cell.textView?.adapter.prepareForReuse()
        configure(cell, forRow: row, text: text)
    }

    /// The app reconfigures rows on screen with new texts (`reconfigureRows(at:)`, a diffable
    /// snapshot's `reconfigureItems(_:)` applied): inside UIKit's update, each row's existing cell is
    /// configured again (L9); the turn then ends.
    func reconfigureRows(_ texts: [Int: String]) {
        reconfigureRows(texts.keys.sorted()) { row, textView in
            textView.setText(texts[row] ?? "", layout: false)
        }
    }

    /// The app reconfigures `rows` on screen, changing each cell's text view in its configuration
    /// (its text, font or placeholder), inside UIKit's update (L9); the turn then ends.
    func reconfigureRows(_ rows: [Int], change: (_ row: Int, TextViewStandIn) -> Void) {
        updateDepth += 1
        for row in rows {
            guard let cell = cells[row] else { continue }
            updateDepth += 1
            if let textView = cell.textView { change(row, textView) }
            if configuresThroughCoordinator(row) { adapter.configure(cell.cellAdapter, forRow: row) }
            updateDepth -= 1
        }
        if listVariant.reconfigureResizesCells {
            // L9: UIKit fits the reconfigured cells and gives their rows the new heights itself.
            fitAtOldHeight(rows: rows)
            syncTextViewRowHeights()
            for row in rows where table.laidOut[row] != nil { table.laidOut[row] = table.realHeights[row] }
            reportFittedCells(rows: rows)
            layOutTextViews()
        }
        updateDepth -= 1
        runDeferredWork()
    }

    /// The user taps into row `row`'s text view: it becomes first responder and UIKit posts
    /// `textDidBeginEditingNotification` (Apple doc "textDidBeginEditingNotification"), which the
    /// text view and, as `GrowingTextViewCell` wires it, the coordinator hear.
    func beginEditing(row: Int) {
        guard let cell = cells[row], let textView = cell.textView else { return }
        textView.isEditing = true
        editedRow = row
        textView.adapter.editingStateDidChange()
        cell.cellAdapter.textViewDidChangeEditing(true)
    }

    /// The text view of row `row` resigns first responder (`textDidEndEditingNotification`).
    func endEditing(row: Int) {
        guard let cell = cells[row], let textView = cell.textView else { return }
        textView.endEditing()
        if editedRow == row { editedRow = nil }
        cell.cellAdapter.textViewDidChangeEditing(false)
    }

    /// `body` happens within one turn of the run loop (the app reacting inside the turn of an event,
    /// in `textViewDidChange(_:)`), then the turn ends.
    func inOneTurn(_ body: () -> Void) {
        isInOneTurn = true
        body()
        isInOneTurn = false
        runDeferredWork()
    }

    /// The app deletes row `id` (a swipe to delete, a Delete button), in the documented wiring: it
    /// tells its coordinator, then the list (`deleteRows(at:with:)`, `deleteItems(at:)`). Inside the
    /// list's update (L6) the row's cell leaves the list, and a text view in it that is first
    /// responder resigns as it leaves its window (I2); the cells on screen are laid out at their new
    /// places (L1). Then the turn ends.
    func appDeletesRow(_ id: Int) {
        if appMakesCoordinator { adapter.removeRow(id) }
        updateDepth += 1
        table.rowIDs.removeAll { $0 == id }
        table.laidOut[id] = nil
        takeCellOut(ofRow: id)
        layOut()
        updateDepth -= 1
        runDeferredWork()
    }

    /// The app reloads row `id` with `text` (`reloadRows(at:with:)`, a diffable snapshot's
    /// `reloadItems(_:)`): inside the list's update (L6) the row's cell leaves the list, its first
    /// responder resigning as it leaves (I2), and a new cell is configured with the text, fitted and
    /// displayed (L4). Then the turn ends.
    func appReloadsRow(_ id: Int, text: String) {
        updateDepth += 1
        table.laidOut[id] = nil
        takeCellOut(ofRow: id)
        appTexts[id] = text
        layOut()
        updateDepth -= 1
        runDeferredWork()
    }

    /// The app inserts row `id` at `index` into its model with `text`, tells its coordinator the
    /// rows (`setRowIDs(_:)`), and calls `reloadData()` rather than inserting the row (L18): the list
    /// forgets every height it measured and takes the cells on screen into its reuse pool, where a
    /// first responder resigns as it leaves (I2) or stays first responder
    /// (``Choices/reloadKeepsFirstResponder``); each row on screen then gets a cell configured for
    /// it, the pool's first, in the order they showed their rows or the reverse
    /// (``Choices/reusePoolGivesLastCellFirst``), so that the first responder's cell may show another
    /// row than it did. Then the turn ends.
    func appInsertsRowAndReloadsData(_ id: Int, at index: Int, text: String) {
        var ids = table.rowIDs
        ids.insert(id, at: min(max(index, 0), ids.count))
        appTexts[id] = text
        if appMakesCoordinator { adapter.setRowIDs(ids) }
        let keepsFirstResponder = choices.reloadKeepsFirstResponder
        let editedCell = editedRow.flatMap { cells[$0] }
        updateDepth += 1
        var pool: [Cell] = []
        for row in table.rowsOnScreen(estimate: estimate) {
            guard let cell = cells[row], cell.textView != nil else { continue }
            if cell === editedCell, !keepsFirstResponder {
                takeCellOut(ofRow: row)
            } else {
                cells[row] = nil
            }
            pool.append(cell)
        }
        table.rowIDs = ids
        table.laidOut = [:]
        layOut(reusingFirst: choices.reusePoolGivesLastCellFirst ? pool.reversed() : pool)
        if let editedCell, editedRow != nil {
            if editedCell.textView?.isEditing == true,
                let row = cells.first(where: { $0.value === editedCell })?.key
            {
                editedRow = row
            } else {
                // Left in the pool, or out of the window while it was configured (L14): it resigned
                // as it left.
                editedCell.textView?.removeFromWindow()
                editedRow = nil
                editedCell.cellAdapter.textViewDidChangeEditing(false)
            }
        }
        updateDepth -= 1
        runDeferredWork()
    }

    /// The cell of row `id` leaves the list: a text view in it that is first responder resigns as it
    /// leaves its window (I2), and the cell tells its coordinator that editing ended.
    func takeCellOut(ofRow id: Int) {
        guard let cell = cells.removeValue(forKey: id) else { return }
        cell.isInList = false
        guard let textView = cell.textView else { return }
        let wasEditing = textView.isEditing
        textView.removeFromWindow()
        if editedRow == id { editedRow = nil }
        if wasEditing { cell.cellAdapter.textViewDidChangeEditing(false) }
    }

    /// A classic data source a turn ahead of its list: the app inserts row `id` at `index` into its
    /// model now and tells the list on the next turn, or `turnsLater` turns from now
    /// (`DispatchQueue.main.async`, as a network callback does): then the list inserts it
    /// (`insertRows(at:with:)`, which shows the row at `height`) and the app tells its coordinator,
    /// in the documented wiring. Meanwhile the data
    /// source answers the new row count, which an update of the list checks (L16). With
    /// `coordinatorFirst`, the app tells its coordinator now, with its model, and the list alone
    /// later, which says nothing to the coordinator of a row inserted off screen. With `text`, the
    /// row is one of ``appTexts``', a growing text cell showing it.
    func appInsertsRowOnNextTurn(
        _ id: Int, at index: Int, height: Double, turnsLater: Int = 1, coordinatorFirst: Bool = false,
        text: String? = nil
    ) {
        var rows = dataSourceRowIDs ?? table.rowIDs
        rows.insert(id, at: index)
        dataSourceRowIDs = rows
        if coordinatorFirst, appMakesCoordinator { adapter.insertRow(id, at: index) }
        later(turnsLater) { [unowned self] in
            table.rowIDs.insert(id, at: index)
            table.realHeights[id] = height
            if let text { appTexts[id] = text }
            dataSourceRowIDs = nil
            if !coordinatorFirst, appMakesCoordinator { adapter.insertRow(id, at: index) }
            layOut()
        }
    }

    /// Runs `block` in the drain `turns` turns of the main queue from now, each turn a block that
    /// enqueues the next.
    private func later(_ turns: Int, _ block: @escaping () -> Void) {
        runLoop.async { [unowned self] in
            if turns > 1 { later(turns - 1, block) } else { block() }
        }
    }

    /// The user drags row `id` to `index` among the rows (a table's reorder control, a collection
    /// view's interactive movement): the list moves the row, its cell and its height go with it
    /// (L15), then it tells the data source (`tableView(_:moveRowAt:to:)`,
    /// `collectionView(_:moveItemAt:to:)`), where the app moves its model and tells its coordinator.
    func userMovesRow(_ id: Int, to index: Int) {
        guard let from = table.rowIDs.firstIndex(of: id) else { return }
        table.rowIDs.remove(at: from)
        table.rowIDs.insert(id, at: index)
        layOut()
        if appMakesCoordinator { adapter.moveRow(id, to: index) }
        runDeferredWork()
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

    /// Dynamic Type (L10): `UIContentSizeCategory.didChangeNotification` reaches the coordinator and
    /// each text view's font follows (B13), in ``ListVariant/fontsFollowBeforeNotification``'s order;
    /// every row measures `rowHeight` (text view rows: their text at the new line height); then the
    /// turn ends.
    func changeContentSizeCategory(rowHeight: Double, lineHeight: Double) {
        for id in table.rowIDs { table.realHeights[id] = rowHeight }
        if !listVariant.fontsFollowBeforeNotification {
            postContentSizeCategoryDidChange()
        }
        isInOneTurn = true
        for (_, textView) in textViews.sorted(by: { $0.key < $1.key }) {
            textView.changeContentSizeCategory(lineHeight: lineHeight)
        }
        isInOneTurn = false
        if listVariant.fontsFollowBeforeNotification {
            postContentSizeCategoryDidChange()
        }
        runDeferredWork()
    }

    /// `UIContentSizeCategory.didChangeNotification` reaches every coordinator of the list, each
    /// of which observes it, as `GrowingTableCoordinator` and `GrowingCollectionCoordinator` do.
    private func postContentSizeCategoryDidChange() {
        if appMakesCoordinator { adapter.contentSizeCategoryDidChange() }
        coordinatorOfCells?.adapter.contentSizeCategoryDidChange()
    }

    /// A cell's text view is about to report a new height: noted when the cell shows a row the list
    /// does not show now (read as `visibleCells` reads it, without its L6 check).
    private func noteHeightReport(of cell: Cell) {
        guard let row = cells.first(where: { $0.value === cell })?.key else { return }
        var minY = 0.0
        for id in table.rowIDs {
            let height = table.laidOut[id] ?? estimate(id)
            if id == row {
                let isVisible =
                    table.laidOut[id] != nil && minY + height > table.contentOffsetY
                    && minY < table.contentOffsetY + table.boundsHeight
                if !isVisible { rowsReportedOffScreen.append(row) }
                return
            }
            minY += height
        }
    }

    /// A cell joins the list's one coordinator, as `GrowingTableCoordinator.coordinatorForCells(of:)`
    /// and `GrowingCollectionCoordinator.coordinatorForCells(of:)` find it: the app's, else the one
    /// the list keeps for such cells, made now if it has none.
    private func joinListCoordinator(_ cell: Cell) {
        guard !appMakesCoordinator else {
            adapter.adopt(cell.cellAdapter)
            return
        }
        if coordinatorOfCells == nil {
            coordinatorOfCells = CoordinatorOfCells(list: self)
            coordinatorsOfCellsMade += 1
        }
        guard let coordinator = coordinatorOfCells else { return }
        coordinator.adapter.adopt(cell.cellAdapter)
    }

    /// A width change (rotation, one frame of a Stage Manager resize, B9, L11): each text view gets
    /// the new width in its own pass or in its cell's fitting inside the list's layout
    /// (``ListVariant/listFitsCellsAtNewWidth``), the list lays its rows out, then the turn ends.
    func changeWidth(to width: Double) {
        table.changeWidth(to: width, realHeights: table.realHeights)
        isInOneTurn = true
        for (_, textView) in textViews.sorted(by: { $0.key < $1.key }) {
            guard listVariant.listFitsCellsAtNewWidth else {
                textView.rotate(toWidth: width)
                continue
            }
            // The cell's fitting override, inside the list's layout (L6, L7).
            updateDepth += 1
            textView.adapter.containerWillResize()
            textView.rotate(toWidth: width)
            textView.adapter.containerDidResize()
            updateDepth -= 1
        }
        isInOneTurn = false
        layOut()
        runDeferredWork()
    }

    /// The commit of a run loop turn: each text view in the window runs the layout passes it has
    /// pending (I2).
    private func layOutPendingTextViews() {
        for (_, textView) in textViews.sorted(by: { $0.key < $1.key }) where textView.isInWindow {
            textView.runLayoutPasses()
        }
    }

    /// The run loop turns until nothing is pending: the layout passes, and what the coordinators,
    /// the text views and the app enqueued on the main queue, in the order they enqueued it (L12).
    func runDeferredWork() {
        runLoop.run()
    }
}

extension ListStandIn {
    /// A list as a chat or a notes screen has it with the keyboard up: 390 points wide (a text view
    /// in it holds 39 characters a line), 844 tall with the keyboard's 336 at the bottom, `rows` rows
    /// of one line (36 points), estimated at 36.
    static func withKeyboard(
        rows: Int = 20, kind: ListKind, variant: UIKitVariant, listVariant: ListVariant = .common
    ) -> ListStandIn {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<rows),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<rows).map { ($0, 36.0) }))
        return ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variant, listVariant: listVariant)
    }
}

/// The list behaviours the stand-in models in more than one way, because the evidence is missing
/// (`docs/UIKitBehaviours.md`); list scenarios run under each, with every ``UIKitVariant``.
struct ListVariant: Hashable, Sendable, CustomTestStringConvertible {
    /// L7 (C): inside the list's update, a self-sizing cell is fitted, and its text view laid out,
    /// at the row's old height before the row takes its new one, or it is not. Source and grade:
    /// `docs/UIKitBehaviours.md` L7.
    var fitsAtOldHeightFirst = false
    /// L9 (C): UIKit re-sizes a reconfigured self-sizing cell inside the update, or leaves its row
    /// at its old height. Source and grade: `docs/UIKitBehaviours.md` L9.
    var reconfigureResizesCells = false
    /// L10 (C): `UIContentSizeCategory.didChangeNotification` reaches the coordinator after the
    /// text views' fonts followed, or before. Source and grade: `docs/UIKitBehaviours.md` L10.
    var fontsFollowBeforeNotification = false
    /// L11 (C): on a width change the list fits its cells at the new width inside its layout
    /// (the text views re-measure there), or the text views get the width in their own pass first.
    /// Source and grade: `docs/UIKitBehaviours.md` L11.
    var listFitsCellsAtNewWidth = false
    /// L14 (C): a dequeued cell is in the list's view hierarchy while the app configures it (a
    /// reused cell stays a subview of the list), or it joins the hierarchy only once displayed
    /// (`tableView(_:willDisplay:forRowAt:)`), a reused one having left it in the reuse pool: only
    /// then can it find its enclosing list. Source and grade: `docs/UIKitBehaviours.md` L14.
    var cellsJoinListOnDisplay = false

    /// The list as the simplest reading of Apple's documentation describes it.
    static let common = ListVariant()

    /// Every combination of the variants.
    static let all: [ListVariant] = (0..<32).map {
        ListVariant(
            fitsAtOldHeightFirst: $0 & 1 != 0, reconfigureResizesCells: $0 & 2 != 0,
            fontsFollowBeforeNotification: $0 & 4 != 0, listFitsCellsAtNewWidth: $0 & 8 != 0,
            cellsJoinListOnDisplay: $0 & 16 != 0)
    }

    /// Both moments a cell joins its list (L14), each with every ``UIKitVariant``.
    static let joiningWithUIKit: [(UIKitVariant, ListVariant)] = UIKitVariant.all.flatMap { uikit in
        [false, true].map { (uikit, ListVariant(cellsJoinListOnDisplay: $0)) }
    }

    var testDescription: String {
        [
            fitsAtOldHeightFirst ? "fitted at the old height first" : "fitted at the new height",
            reconfigureResizesCells ? "reconfigure resizes" : "reconfigure keeps heights",
            fontsFollowBeforeNotification ? "fonts before the notification" : "notification before the fonts",
            listFitsCellsAtNewWidth ? "list fits at a new width" : "text views follow a new width first",
            cellsJoinListOnDisplay ? "cells join the list on display" : "cells in the list while configured",
        ].joined(separator: ", ")
    }
}

/// The lists that host growing rows, as test arguments: a table, and a collection view with a
/// layout estimate of 36 points on iOS 15 (batch updates) and on iOS 16 with self-sizing
/// invalidation on (the changed cell alone).
enum ListKind: String, CaseIterable, CustomTestStringConvertible {
    case table
    case collectionOnIOS15
    case collectionOnIOS16

    var kind: ListStandIn.Kind {
        switch self {
        case .table: .table
        case .collectionOnIOS15: .collection(estimate: 36, osMajorVersion: 15, invalidation: .enabled)
        case .collectionOnIOS16: .collection(estimate: 36, osMajorVersion: 16, invalidation: .enabled)
        }
    }

    var testDescription: String { rawValue }
}

/// The coordinator a list's cells make for it when the app made none, as
/// `GrowingTableCoordinator`'s and `GrowingCollectionCoordinator`'s surface bindings drive the same
/// list (its resizing is the list's kind's): it knows no rows, and its production
/// ``GrowingListAdapter`` resizes the rows of the cells that joined it.
final class CoordinatorOfCells: GrowingListSurface {
    unowned let list: ListStandIn
    private(set) lazy var adapter = GrowingListAdapter<ObjectIdentifier, CoordinatorOfCells>(
        surface: self, rowIDs: [], estimatedRowHeight: 44, displayScale: 2)

    init(list: ListStandIn) {
        self.list = list
    }

    var listViewport: Viewport { list.listViewport }
    var listWidth: Double { list.listWidth }
    var rowCountsInList: [Int] { list.rowCountsInList }
    var rowCountsInDataSource: [Int] { list.rowCountsInDataSource }
    var visibleCells: [VisibleCell] { list.visibleCells }
    var resizing: ListResizing { list.resizing }
    var caretInList: Rect? { list.caretInList }

    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
        list.resizeRows(method, changedCell: changedCell)
    }

    func textViewContainerWillResize(inCell cell: ObjectIdentifier) {
        list.textViewContainerWillResize(inCell: cell)
    }

    func textViewContainerDidResize(inCell cell: ObjectIdentifier) {
        list.textViewContainerDidResize(inCell: cell)
    }

    func setContentOffsetY(_ offsetY: Double) {
        list.setContentOffsetY(offsetY)
    }

    func scheduleNextTurn() {
        list.trace("coordinator of cells: scheduleNextTurn")
        // A coordinator a cell made for itself goes with the cell; its block then does nothing.
        list.runLoop.async { [weak self] in self?.adapter.nextTurnDidBegin() }
    }

    func scheduleListCheck() {
        list.trace("coordinator of cells: scheduleListCheck")
        list.runLoop.async { [weak self] in self?.adapter.listCheckIsDue() }
    }
}
