/// What one structural edit of ``RowHeights`` did, for the shell to apply.
public enum RowsChange<ID: Hashable & Sendable>: Hashable, Sendable {
    /// A row was inserted at `index` with `height` (its estimate).
    case inserted(id: ID, index: Int, height: Double)
    /// The row that was at `index`, with `height`, was removed.
    case removed(id: ID, index: Int, height: Double)
    /// A row of `height` moved from index `from` to index `to` (indices before and after the move).
    case moved(id: ID, from: Int, to: Int, height: Double)

    /// The row the change is about.
    public var id: ID {
        switch self {
        case .inserted(let id, _, _), .removed(let id, _, _), .moved(let id, _, _, _): id
        }
    }
}
