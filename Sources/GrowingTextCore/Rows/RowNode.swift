/// One node of the row tree: links, priority and the subtree summary (row count and height sum).
///
/// Kept small and free of the generic ID so that walking the tree touches as little memory as
/// possible; slots are `Int32` to halve the size of the links.
struct RowNode: Sendable {
    /// The link value meaning "no node".
    static let none: Int32 = -1

    var left: Int32 = RowNode.none
    var right: Int32 = RowNode.none
    var parent: Int32 = RowNode.none
    /// Rows in the subtree rooted here, this one included.
    var count: Int32 = 1
    /// The treap's heap priority: a parent's is never lower than its children's.
    var priority: UInt32
    /// The row's current height: its measurement when valid at the current width, else its estimate.
    var height: Double
    /// Heights summed over the subtree rooted here.
    var sum: Double
}

/// What the tree walk does not need about a row: its ID, estimate and last measurement.
struct RowRecord<ID: Hashable & Sendable>: Sendable {
    var id: ID
    var estimate: Double
    /// The last measured height, or `nil` when the row was never measured (or it was invalidated).
    var measured: Double?
    /// The width `measured` was taken at.
    var measuredWidth: Double
}
