/// The heights of a list's rows, each estimated until measured, with logarithmic offset queries.
///
/// A self-sizing list needs three answers many times per frame: where a row starts, which row sits
/// at a given offset, and how tall the whole content is. Summing an array of heights answers them
/// in O(N), which is what makes tables with estimated heights jump and stutter. `RowHeights` keeps
/// the rows in a B-tree whose leaves hold 4 to 16 rows' heights side by side and whose inner nodes
/// hold the row count and height sum of each child, so every query and every edit costs O(log N)
/// even at a million rows, and a height change touches five small nodes instead of a path of
/// scattered binary nodes.
///
/// Rows are identified by a stable `ID` (a message ID, a `UUID`, a model key), not only by index,
/// so a scroll anchor or the row being edited survives inserts and deletes above it.
///
/// Each row has an *estimated* height (given when it is inserted, or ``defaultEstimatedHeight``)
/// until the shell reports a *measured* height with ``setMeasuredHeight(_:for:)``. A measurement is
/// valid only for the ``width`` it was taken at: ``setWidth(_:)`` switches every row whose
/// measurement was taken at another width back to its estimate, and a row whose measurement was
/// taken at the new width gets it back. Estimates are never lost.
///
/// Height updates that move the row by less than half a pixel (`0.5 / displayScale`) are skipped
/// and report no change, so a shell does not relayout for rounding noise.
///
/// Every mutation returns what changed (a ``RowsChange`` or ``RowHeightChange``) for the shell to
/// apply, for example to `UITableView` inside `performWithoutAnimation { beginUpdates(); endUpdates() }`.
///
/// ## Bad input
/// Heights, widths and offsets from the outside world are normalised, never trapped on:
/// a NaN or negative height counts as 0; a height above ``maximumRowHeight`` (including +infinity)
/// counts as ``maximumRowHeight``; a NaN, negative or infinite width counts as 0; a NaN, zero or
/// negative display scale counts as 1. Programmer errors trap with a message: inserting an ID that
/// is already present, an index outside the valid range, or more rows than a list holds.
///
/// ## Limits
/// A list holds at most 268,435,456 (2^28) rows: inserting or building beyond that traps with a
/// message saying so. (Rows and tree nodes are addressed by 32-bit indices; the limit keeps every
/// one of them in range whatever the tree's shape.)
///
/// ## Performance
/// The queries and the height-change path are `@inlinable`, so an app's (or a benchmark's) calls
/// are specialised for its concrete `ID` type instead of going through generic witness tables.
/// Rows are found by ID in a hash table of their own whose bucket holds the row's leaf cell beside
/// its ID (16 bytes for an `Int` ID; estimates and measurements are kept apart), so a height change
/// waits on one cache miss for the row, one for its leaf, then walks raw buffers up to the root
/// (whose top levels stay cached). Many changes at
/// once (a rotation re-measuring what is on screen) go through ``setMeasuredHeights(_:)``, which
/// refreshes every touched node once.
///
/// ## Value semantics
/// `RowHeights` is a struct whose storage is a few arrays, each copy-on-write:
/// copying it is O(1) and the first mutation of a shared copy pays one O(N) copy. No class is
/// needed because nodes refer to each other by array index, not by reference.
public struct RowHeights<ID: Hashable & Sendable>: Sendable {
    /// The largest height one row can have; larger values (including +infinity) are clamped to it.
    ///
    /// Ten million points is far beyond anything a screen can show, and a million such rows still
    /// sum to a finite, precise total.
    @inlinable public static var maximumRowHeight: Double { 10_000_000 }

    /// Node storage, `fanout` cells per node: cell `node * fanout + i` is entry `i` of `node`.
    /// An entry of a leaf is a row (its slot, count 1, its shown height); an entry of an inner node
    /// is a child node with the row count and height sum under it (see ``RowEntry``).
    @usableFromInline var entries: [RowEntry]
    /// Entries in use, by node.
    @usableFromInline var nodeSize: [Int32]
    /// The cell that refers to each node in its parent, or `RowTree.none` for the root; for a free
    /// node, the next free node (or `RowTree.none`).
    @usableFromInline var nodeCell: [Int32]
    /// The last node freed, which the next new node reuses: the head of the free nodes, linked
    /// through `nodeCell` (no array of their own, one reference fewer to retain per copy).
    @usableFromInline var freeNodeHead: Int32
    /// The number of free nodes.
    @usableFromInline var freeNodeCount: Int
    /// The hash table of the rows' records (ID and leaf cell), by slot: a power-of-two number of
    /// buckets, or none while no row was ever added (see `RowHeights+Table`).
    @usableFromInline var records: [RowRecord<ID>]
    /// Each slot's estimate and measurement, as many as `records`: apart from the buckets, so that
    /// lookups probe 16-byte buckets (for an `Int` ID) and only the row's own value is written here.
    @usableFromInline var measures: [RowMeasure]
    /// The buckets of `records` that hold a row.
    @usableFromInline var tableCount: Int
    /// The buckets of `records` whose row was removed and that lookups must probe past.
    @usableFromInline var tombstoneCount: Int
    /// The root node, or `RowTree.none` when there are no rows.
    @usableFromInline var root: Int32
    /// Levels of nodes from the root down to the leaves (every leaf is this deep); 0 when empty.
    @usableFromInline var levels: Int
    /// The number of rows (the root's summary).
    @usableFromInline var rowCount: Int
    /// The sum of all shown heights (the root's summary, recomputed from its entries).
    @usableFromInline var heightSum: Double

    /// The height given to rows inserted without an estimate of their own.
    public internal(set) var defaultEstimatedHeight: Double

    /// The width that measurements are currently valid for; change it with ``setWidth(_:)``.
    public internal(set) var width: Double

    /// Screen pixels per point (UIKit's `displayScale`; 1 in a terminal). Height updates smaller
    /// than half a pixel, `0.5 / displayScale`, are skipped.
    public internal(set) var displayScale: Double

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - defaultEstimatedHeight: The height of rows inserted without their own estimate.
    ///     Defaults to 44, UIKit's standard row height. Normalised like every height.
    ///   - width: The width measurements are taken at. Defaults to 0, meaning "not laid out yet".
    ///   - displayScale: Pixels per point, for skipping sub-pixel updates. Defaults to 1.
    public init(defaultEstimatedHeight: Double = 44, width: Double = 0, displayScale: Double = 1) {
        entries = []
        nodeSize = []
        nodeCell = []
        freeNodeHead = RowTree.none
        freeNodeCount = 0
        records = []
        measures = []
        tableCount = 0
        tombstoneCount = 0
        root = RowTree.none
        levels = 0
        rowCount = 0
        heightSum = 0
        self.defaultEstimatedHeight = RowHeights.normalizedHeight(defaultEstimatedHeight)
        self.width = width.nonNegativeFiniteOrZero
        self.displayScale = displayScale.positiveFinite(or: 1)
    }

    /// Creates a list of rows with their estimated heights, in order.
    ///
    /// The tree is built bottom-up, leaf by leaf, which is faster than inserting the rows one by one.
    ///
    /// - Parameters:
    ///   - rows: The rows from top to bottom, each an ID and its estimated height. IDs must be
    ///     unique; a duplicate traps. At most 268,435,456 (2^28) rows; more traps.
    ///   - defaultEstimatedHeight: The height of rows inserted later without their own estimate.
    ///   - width: The width measurements are taken at.
    ///   - displayScale: Pixels per point, for skipping sub-pixel updates.
    /// - Complexity: O(N).
    @inlinable public init<Rows: Sequence>(
        rows: Rows, defaultEstimatedHeight: Double = 44, width: Double = 0, displayScale: Double = 1
    ) where Rows.Element == (ID, Double) {
        self.init(defaultEstimatedHeight: defaultEstimatedHeight, width: width, displayScale: displayScale)
        build(from: rows)
        checkInvariants()
    }

    /// Creates a list of rows that all start with the same estimated height.
    ///
    /// - Parameters:
    ///   - ids: The row IDs from top to bottom; they must be unique, a duplicate traps. At most
    ///     268,435,456 (2^28) rows; more traps.
    ///   - estimatedHeight: The estimate of every row and of rows inserted later without their own.
    ///   - width: The width measurements are taken at.
    ///   - displayScale: Pixels per point, for skipping sub-pixel updates.
    /// - Complexity: O(N).
    @inlinable public init<IDs: Sequence>(
        ids: IDs, estimatedHeight: Double = 44, width: Double = 0, displayScale: Double = 1
    ) where IDs.Element == ID {
        self.init(
            rows: ids.lazy.map { ($0, estimatedHeight) }, defaultEstimatedHeight: estimatedHeight,
            width: width, displayScale: displayScale)
    }

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { rowCount }

    /// Whether there are no rows.
    @inlinable public var isEmpty: Bool { rowCount == 0 }

    /// The sum of all row heights: the content height of the list.
    ///
    /// - Complexity: O(1).
    @inlinable public var totalHeight: Double { heightSum }

    /// Height differences smaller than this are not worth a relayout: half a pixel.
    @inlinable var noOpThreshold: Double { 0.5 / displayScale }
}
