/// The decisions of a list of growing rows (a `UITableView` of ``RowHeights``-sized cells, the
/// terminal's notes list), as a value that takes the host's events and returns the effects to apply.
///
/// A host (the table coordinator, the notes list) measures, forwards events in the order its
/// platform delivers them, and applies the returned ``Effect``s in order. Every decision lives here:
/// which heights are estimates, what a width change or a Dynamic Type change does to them, which row
/// holds still while rows resize (``ScrollAnchor``), and when the caret is revealed
/// (``CaretVisibility``). The conversation for a row that grows while the user types:
///
/// ```
/// host                                   controller
/// ─────────────────────────────────────  ──────────────────────────────────────────────
/// .rowHeightChanged(id, byEditing, g)  →  captures the anchor     → [.resizeRowsWithoutAnimation]
/// (beginUpdates/endUpdates, no animation)
/// .rowMeasured(id, height)             →  records the height      → []
/// .endUpdates(g)                       →  restores the anchor     → [.setContentOffsetY(y),
///                                                                     .revealCaretAfterTextScroll]
/// (the text view scrolls itself)
/// .caretSettled(caret, g)              →  the least scroll        → [.setContentOffsetY(y)]
/// ```
///
/// ## A list of your own
/// An app with a `UITableView` or a `UICollectionView` uses `GrowingTableCoordinator` or
/// `GrowingCollectionCoordinator` and never sees this type's events. An app that draws its own list
/// hosts this controller: its ``Event``s and ``Effect``s are the list feature's one vocabulary. The
/// adapter the package's own hosts share (the two coordinators and the terminal's notes list) is
/// `package`, not API; it follows the rules a host of its own follows too:
/// - a height change the user typed is sent at once (``Event/rowHeightChanged(_:byEditing:isDisplayed:_:)``
///   with `byEditing`), so the caret reveal lands in the same step;
/// - any other height change (text, font or placeholder set in code, a new width) is never sent, nor
///   the list's cells read, while the list configures a cell or runs an update: it is noted and
///   sent on the next turn, charged to the row the cell shows then, all of a turn's changes inside
///   one ``Event/beginUpdates(_:revealsCaret:)``/``Event/endUpdates(_:)``, and not at all for a row
///   the list measured since (``Event/rowMeasured(_:height:)``);
/// - a new text size (``Event/contentSizeCategoryChanged(_:)``) is sent on the turn after the
///   notification, once the rows' fonts have followed;
/// - ``Event/editingRowChanged(_:)`` is sent when editing begins and ends in a row, not only when a
///   row grows.
///
/// ## Estimates and measurement on display
/// Rows start with an estimate (``Configuration/estimatedRowHeight`` or their own) and are measured
/// when they are displayed (``Event/rowMeasured(_:height:)``), so a host measures only what it shows.
/// When measurements stop being valid, on a width change (rotation) or a Dynamic Type change, each
/// row keeps its last height as its estimate until it is measured again: the list keeps its shape,
/// and scrolling back over rows not yet re-measured moves them by the difference, not by the
/// distance to a default estimate.
///
/// ## Bad input
/// Nothing the host sends traps, in debug or release builds:
/// - a duplicate row ID is ignored: in ``Event/rowsReplaced(_:)`` the first occurrence is the row
///   and later ones are dropped (their cells share its height); an insert of an ID already present
///   changes nothing;
/// - an insertion index outside `0...count` is clamped into it; a move destination outside
///   `0..<count` is clamped into it;
/// - events about unknown rows (measured, removed, moved, edited) change nothing;
/// - NaN, infinite or negative heights, widths and geometry are normalised as ``RowHeights`` and
///   ``Viewport`` document.
public struct GrowingListController<RowID: Hashable & Sendable>: Sendable {
    /// The list's behaviour, with documented defaults.
    public struct Configuration: Hashable, Sendable {
        /// The height of rows inserted without their own estimate; 44 (UIKit's row height) by default.
        public var estimatedRowHeight: Double
        /// Whether the list keeps its bottom in view while it is scrolled to the bottom (a chat);
        /// `false` by default, which anchors the row being edited.
        public var pinsToBottom: Bool
        /// The space kept between the caret and the list's visible edges; 8 points by default.
        public var caretMargin: Double
        /// Screen pixels per point; height changes under half a pixel are skipped. 1 by default.
        public var displayScale: Double

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - estimatedRowHeight: The default estimate; normalised like every height.
        ///   - pinsToBottom: Whether the bottom stays in view when the list is at its bottom.
        ///   - caretMargin: Space kept around the caret; NaN or negative counts as 0.
        ///   - displayScale: Pixels per point; NaN, zero or negative counts as 1.
        public init(
            estimatedRowHeight: Double = 44, pinsToBottom: Bool = false,
            caretMargin: Double = CaretVisibility.defaultMargin, displayScale: Double = 1
        ) {
            self.estimatedRowHeight = estimatedRowHeight
            self.pinsToBottom = pinsToBottom
            self.caretMargin = caretMargin
            self.displayScale = displayScale
        }
    }

    /// The list's geometry as the host sees it when it sends an event.
    public struct Geometry: Hashable, Sendable {
        /// The list's scroll geometry: offset, bounds size, adjusted insets, content height.
        public var viewport: Viewport
        /// Where the first row starts in the list's content (below a table header); 0 by default.
        public var rowsOriginY: Double

        /// Creates a geometry.
        ///
        /// - Parameters:
        ///   - viewport: The list's scroll geometry.
        ///   - rowsOriginY: The first row's top edge in the list's content coordinates.
        public init(viewport: Viewport, rowsOriginY: Double = 0) {
            self.viewport = viewport
            self.rowsOriginY = rowsOriginY
        }
    }

    /// The behaviour; changes apply from the next event.
    public var configuration: Configuration
    /// The rows' heights, estimated or measured, by row identity.
    public internal(set) var rows: RowHeights<RowID>
    /// The row holding the caret, if any: it is the anchor while it is visible.
    public internal(set) var editingRow: RowID?
    /// The anchor captured when an update began, restored when it ends.
    var pendingAnchor: ScrollAnchor<RowID>?
    /// Whether the update in progress ends with a caret reveal.
    var revealsCaretAfterUpdate = false
    /// What a package host noted for its next turn, and a resize waiting for its list
    /// (``handle(_:)-(HostEvent)``).
    var hostTurns = HostTurns()

    /// Creates a controller for a list of rows.
    ///
    /// - Parameters:
    ///   - rowIDs: The rows, top to bottom (every section, in order); later duplicates are dropped.
    ///   - width: The width rows are measured at; 0 (the default) means "not laid out yet".
    ///   - configuration: The behaviour.
    /// - Complexity: O(*n*).
    public init(rowIDs: [RowID] = [], width: Double = 0, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        rows = RowHeights(
            defaultEstimatedHeight: configuration.estimatedRowHeight, width: width,
            displayScale: configuration.displayScale)
        replaceRows(rowIDs)
    }

    /// Creates a controller for a list of rows that each come with an estimated height (a host
    /// that can guess a row's height cheaply, from its text's length, before it lays the row out).
    ///
    /// - Parameters:
    ///   - estimatedRows: The rows, top to bottom, each with its estimate (normalised like every
    ///     height); later duplicates of an ID are dropped.
    ///   - width: The width rows are measured at; 0 (the default) means "not laid out yet".
    ///   - configuration: The behaviour; its estimate is the one of rows inserted later.
    /// - Complexity: O(*n*): the rows are built at once, not inserted one by one. Inlinable, so the
    ///   host's call builds the list with code specialised for its `RowID` (20,000 notes: about
    ///   3,500 instructions per row went to generic metadata before).
    @inlinable public init(
        estimatedRows: [(RowID, Double)], width: Double = 0, configuration: Configuration = Configuration()
    ) {
        var seen = Set<RowID>(minimumCapacity: estimatedRows.count)
        var unique: [(RowID, Double)] = []
        unique.reserveCapacity(estimatedRows.count)
        for row in estimatedRows where seen.insert(row.0).inserted { unique.append(row) }
        self.init(
            rows: RowHeights(
                rows: unique,
                defaultEstimatedHeight: configuration.estimatedRowHeight, width: width,
                displayScale: configuration.displayScale),
            configuration: configuration)
    }

    /// Creates a controller around rows already built.
    @usableFromInline init(rows: RowHeights<RowID>, configuration: Configuration) {
        self.configuration = configuration
        self.rows = rows
    }

    /// The height a host should assume for a row before it lays the row out (UIKit's
    /// `tableView(_:estimatedHeightForRowAt:)`): its last height, measured or estimated, or the
    /// default estimate for a row the controller does not know.
    ///
    /// - Parameter id: The row's identity.
    /// - Returns: The height; never negative, never NaN.
    /// - Complexity: O(1) on average.
    public func estimatedHeight(of id: RowID) -> Double {
        rows.displayHeight(of: id)
    }

    /// Where the first row starts in the list's content, from where the host sees one row.
    ///
    /// A table puts its rows below its header and section headers; the edited row's frame
    /// (`rectForRow(at:)`) against its offset among the rows gives the origin exactly for that row.
    ///
    /// - Parameters:
    ///   - id: A row the host can locate.
    ///   - minY: That row's top edge in the list's content coordinates.
    /// - Returns: The rows' origin, or 0 for an unknown row or a non-finite `minY`.
    public func rowsOriginY(row id: RowID, minY: Double) -> Double {
        guard let offset = rows.offset(of: id), minY.isFinite else { return 0 }
        return minY - offset
    }
}
