/// One bucket of the hash table underneath ``RowHeights``: a row's ID and the leaf cell that holds
/// its shown height, or nothing (an empty bucket or a tombstone).
///
/// Everything a lookup and a height change read is in the bucket the ID hashes to, so finding a row
/// and learning where its height sits in the tree is one cache miss. For an `Int` ID the bucket is
/// 16 bytes, four to a cache line; the row's estimate and measurement, which a height change only
/// writes, are kept apart in a ``RowMeasure`` of the same slot.
@usableFromInline struct RowRecord<ID: Hashable & Sendable>: Sendable {
    /// The row's ID, or `nil` for an empty bucket or a tombstone.
    @usableFromInline var key: ID?
    /// The leaf cell that holds the row's shown height; `RowTree.none` while the row is out of the
    /// tree (inside an insert or a move), ``RowTable/empty`` or ``RowTable/tombstone`` without a row.
    @usableFromInline var cell: Int32

    /// A new row, not yet in a leaf.
    @inlinable init(id: ID) {
        key = id
        cell = RowTree.none
    }

    /// A bucket without a row: `state` is ``RowTable/empty`` or ``RowTable/tombstone``.
    @inlinable init(state: Int32) {
        key = nil
        cell = state
    }

    /// The row's ID; only for a bucket that holds a row.
    @inlinable var id: ID { key! }
}

/// A row's estimate and last measurement, kept beside the hash table underneath ``RowHeights`` at
/// the row's slot (the same index as its ``RowRecord``); meaningless for a slot without a row.
@usableFromInline struct RowMeasure: Sendable {
    @usableFromInline var estimate: Double
    /// The last measured height, or ``RowTable/unmeasured`` (heights are never negative): a plain
    /// `Double` instead of an optional keeps the value 8 bytes smaller.
    @usableFromInline var measuredHeight: Double
    /// The width `measuredHeight` was taken at.
    @usableFromInline var measuredWidth: Double

    /// A row that was never measured.
    @inlinable init(estimate: Double) {
        self.estimate = estimate
        measuredHeight = RowTable.unmeasured
        measuredWidth = 0
    }

    /// The last measured height, or `nil` when the row was never measured (or it was invalidated).
    @inlinable var measured: Double? {
        get { measuredHeight < 0 ? nil : measuredHeight }
        set { measuredHeight = newValue ?? RowTable.unmeasured }
    }
}

/// The constants of the hash table underneath ``RowHeights``.
@usableFromInline enum RowTable {
    /// The cell of a bucket that never held a row since the table was last rebuilt: a lookup stops here.
    @inlinable static var empty: Int32 { -2 }
    /// The cell of a bucket whose row was removed: a lookup goes on past it, an insert may reuse it.
    @inlinable static var tombstone: Int32 { -3 }
    /// The `measuredHeight` of a row without a measurement.
    @inlinable static var unmeasured: Double { -1 }
    /// The most rows a list holds: 2^28. Below it every bucket and every node cell has an `Int32`
    /// index (the table has at most 2^29 buckets; the tree, even with every node at its minimum
    /// fill, fewer than 2^31 cells), so no conversion to `Int32` can trap.
    @inlinable static var maximumRows: Int { 1 << 28 }
    /// The message of the trap when a list would exceed ``maximumRows``.
    @inlinable static var tooManyRows: String { "RowHeights holds at most 268,435,456 (2^28) rows" }
    /// The fewest buckets of a non-empty table.
    @inlinable static var minimumCapacity: Int { 8 }

    /// The number of buckets (a power of two) that holds `count` rows with at most three quarters
    /// of the buckets in use.
    @inlinable static func capacity(for count: Int) -> Int {
        var capacity = minimumCapacity
        while capacity / 4 * 3 < count { capacity *= 2 }
        return capacity
    }
}

/// One cell of a node of the B-tree underneath ``RowHeights``: in a leaf a row (its slot, count 1,
/// its shown height), in an inner node a child node with the row count and height sum under it.
///
/// The three fields share one array (16 bytes a cell), so a `RowHeights` value holds fewer array
/// references to retain and release when it is copied, and a node's counts and sums are read from
/// the same pages.
@usableFromInline struct RowEntry: Sendable {
    /// The row's slot in a leaf, the child node in an inner node; `RowTree.none` when unused.
    @usableFromInline var ref: Int32
    /// Rows under the entry (1 in a leaf, 0 when unused).
    @usableFromInline var count: Int32
    /// Heights summed under the entry (the row's shown height in a leaf, 0 when unused).
    @usableFromInline var sum: Double

    @inlinable init(ref: Int32, count: Int32, sum: Double) {
        self.ref = ref
        self.count = count
        self.sum = sum
    }

    /// A cell no entry uses: it adds nothing to its node's count and sum.
    @inlinable static var unused: RowEntry { RowEntry(ref: RowTree.none, count: 0, sum: 0) }
}

/// The shape constants of the B-tree underneath ``RowHeights``.
@usableFromInline enum RowTree {
    /// The link value meaning "no node" (and, as a node's cell, "the root").
    @inlinable static var none: Int32 { -1 }
    /// Entries per node: rows in a leaf, children in an inner node. A leaf's 16 heights are two
    /// cache lines; 1,000,000 rows need five levels. (32 entries took more instructions per height
    /// change and no less time in the churn benchmark: the time goes to cache misses.)
    @inlinable static var fanout: Int { 16 }
    /// The fewest entries a node other than the root keeps; fewer, and it borrows or merges.
    @inlinable static var minimumFill: Int { 4 }
}
