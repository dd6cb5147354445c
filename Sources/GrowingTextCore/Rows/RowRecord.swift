/// What the tree does not need about a row (its ID, estimate and last measurement) and where the
/// tree keeps it.
@usableFromInline struct RowRecord<ID: Hashable & Sendable>: Sendable {
    @usableFromInline var id: ID
    @usableFromInline var estimate: Double
    /// The last measured height, or `nil` when the row was never measured (or it was invalidated).
    @usableFromInline var measured: Double?
    /// The width `measured` was taken at.
    @usableFromInline var measuredWidth: Double
    /// The leaf cell that holds the row's shown height (beside its measurement, so that a height
    /// change reads one record, not two arrays).
    @usableFromInline var cell: Int32

    @inlinable init(id: ID, estimate: Double, measured: Double?, measuredWidth: Double) {
        self.id = id
        self.estimate = estimate
        self.measured = measured
        self.measuredWidth = measuredWidth
        cell = RowTree.none
    }
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
