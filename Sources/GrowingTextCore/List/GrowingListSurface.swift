/// How a list view resizes its rows in place.
package enum ListResizing: Hashable, Sendable {
    /// A `UITableView`: `beginUpdates()`/`endUpdates()` with nothing inserted re-measures the rows on
    /// screen.
    case table
    /// A `UICollectionView`: the resize is ``CollectionRowResizing``'s choice for the system version
    /// and the view's self-sizing invalidation.
    case collection(osMajorVersion: Int, selfSizingInvalidation: SelfSizingInvalidation)
}

/// A cell on screen, as a list view reports it.
package struct VisibleCell: Hashable, Sendable {
    /// The cell's identity (UIKit: `ObjectIdentifier` of the cell).
    package var cell: ObjectIdentifier
    /// The top of its row in the list's content coordinates.
    package var minY: Double
    /// Its row's height as the list laid it out.
    package var height: Double

    /// Creates the record of a cell on screen.
    package init(cell: ObjectIdentifier, minY: Double, height: Double) {
        self.cell = cell
        self.minY = minY
        self.height = height
    }
}

/// What a ``GrowingListAdapter`` reads from and writes to the list view it drives (a table or a
/// collection view, the terminal's notes list, a test's stand-in). Each requirement is one plain
/// read or write of the list view.
package protocol GrowingListSurface: AnyObject {
    /// The list's viewport: bounds, content offset, adjusted insets and content height.
    var listViewport: Viewport { get }
    /// The list's width alone (read while the list asks for estimates, when its content height is
    /// being computed).
    var listWidth: Double { get }
    /// The cells on screen.
    var visibleCells: [VisibleCell] { get }
    /// How the list resizes rows.
    var resizing: ListResizing { get }
    /// The caret of the text input being edited in the list, in the list's content coordinates, or
    /// `nil` when nothing in it is being edited.
    var caretInList: Rect? { get }
    /// The number of rows in each section as the list has them (UIKit: `numberOfRows(inSection:)`,
    /// `numberOfItems(inSection:)` for each of its sections).
    var rowCountsInList: [Int] { get }
    /// The number of rows in each section as the list's data source answers now (UIKit: the data
    /// source's `numberOfSections(in:)` and `tableView(_:numberOfRowsInSection:)`,
    /// `collectionView(_:numberOfItemsInSection:)`): ahead of ``rowCountsInList`` while the app has
    /// changed its model and not told the list yet.
    var rowCountsInDataSource: [Int] { get }
    /// Resizes the rows without animation (UIKit: inside `UIView.performWithoutAnimation`): the whole
    /// list's updates (`beginUpdates()`/`endUpdates()`, `performBatchUpdates(nil)`), or only
    /// `changedCell`, invalidated and laid out.
    func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?)
    /// Tells the growing text view of a cell on screen that its row keeps its old height until the
    /// list can resize it (UIKit: the cell's text view's `adapter.containerWillResize()`); nothing
    /// for a cell that is not on screen or holds no growing text view.
    func textViewContainerWillResize(inCell cell: ObjectIdentifier)
    /// Tells the growing text view of a cell on screen that its row was resized (UIKit: the cell's
    /// text view's `adapter.containerDidResize()`); nothing for a cell that is not on screen (a reused
    /// cell's text view forgets what it was told) or holds no growing text view.
    func textViewContainerDidResize(inCell cell: ObjectIdentifier)
    /// Calls ``GrowingListAdapter/listCheckIsDue()`` about a frame later (UIKit:
    /// `DispatchQueue.main.asyncAfter`, 1/60 s), while a resize waits for a list its data source is
    /// ahead of: the list may catch up without telling the adapter.
    func scheduleListCheck()
    /// Scrolls to an offset without animation.
    func setContentOffsetY(_ offsetY: Double)
    /// Calls ``GrowingListAdapter/nextTurnDidBegin()`` on the next turn of the run loop (UIKit:
    /// `DispatchQueue.main.async`): outside any cell configuration and list update, and once the
    /// edited text view has scrolled itself to its caret.
    func scheduleNextTurn()
}
