/// One node of the row tree: links, priority and the subtree summary (row count and height sum).
///
/// Kept small and free of the generic ID so that walking the tree touches as little memory as
/// possible; slots are `Int32` to halve the size of the links.
@usableFromInline struct RowNode: Sendable {
    /// The link value meaning "no node".
    @inlinable static var none: Int32 { -1 }

    @usableFromInline var left: Int32 = RowNode.none
    @usableFromInline var right: Int32 = RowNode.none
    @usableFromInline var parent: Int32 = RowNode.none
    /// Rows in the subtree rooted here, this one included.
    @usableFromInline var count: Int32 = 1
    /// The treap's heap priority: a parent's is never lower than its children's.
    @usableFromInline var priority: UInt32
    /// The row's current height: its measurement when valid at the current width, else its estimate.
    @usableFromInline var height: Double
    /// Heights summed over the subtree rooted here.
    @usableFromInline var sum: Double
}

/// What the tree walk does not need about a row: its ID, estimate and last measurement.
@usableFromInline struct RowRecord<ID: Hashable & Sendable>: Sendable {
    @usableFromInline var id: ID
    @usableFromInline var estimate: Double
    /// The last measured height, or `nil` when the row was never measured (or it was invalidated).
    @usableFromInline var measured: Double?
    /// The width `measured` was taken at.
    @usableFromInline var measuredWidth: Double
}
