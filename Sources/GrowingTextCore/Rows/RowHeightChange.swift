/// One row whose height changed: where it is, how tall it was and how tall it is now.
///
/// Everything below the row moved by ``delta``; everything above it did not. A shell applies it to
/// its table (UIKit: new height from `tableView(_:heightForRowAt:)`, then
/// `performWithoutAnimation { beginUpdates(); endUpdates() }`) and corrects the content offset
/// with a ``ScrollAnchor``.
public struct RowHeightChange<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The row's ID.
    public var id: ID
    /// The row's index after the change.
    public var index: Int
    /// The row's top edge in content coordinates (unchanged by its own height change).
    public var minY: Double
    /// The height before the change.
    public var oldHeight: Double
    /// The height after the change.
    public var newHeight: Double

    /// Creates a change description.
    public init(id: ID, index: Int, minY: Double, oldHeight: Double, newHeight: Double) {
        self.id = id
        self.index = index
        self.minY = minY
        self.oldHeight = oldHeight
        self.newHeight = newHeight
    }

    /// How much the row grew (negative when it shrank); also the change of the total height.
    public var delta: Double { newHeight - oldHeight }
}
