/// The core's mirror of UIKit's `UICollectionView.SelfSizingInvalidation` (iOS 16 and later), so the
/// decision that depends on it is made, and tested, here.
package enum SelfSizingInvalidation: Hashable, Sendable {
    /// `.disabled`: `invalidateIntrinsicContentSize()` on a cell or its content view does nothing.
    case disabled
    /// `.enabled` (UIKit's default): invalidating a cell's intrinsic size resizes it.
    case enabled
    /// `.enabledIncludingConstraints`: any Auto Layout change in the content view resizes the cell.
    case enabledIncludingConstraints
}

/// How a collection view host applies ``GrowingListController/Effect/resizeRowsWithoutAnimation``.
///
/// A collection view has no `beginUpdates()`/`endUpdates()`; its cells size themselves through
/// `preferredLayoutAttributesFitting(_:)`, re-queried when the layout is invalidated. The controller
/// restores the anchor and asks for the caret as soon as the host reports the new heights
/// (``GrowingListController/Event/endUpdates(_:)``), so the resize must have landed by then: a resize
/// that lands at the next layout pass puts the anchor correction one frame after the growth, which
/// is the jump the controller exists to prevent. Both methods below therefore run synchronously,
/// inside `UIView.performWithoutAnimation`.
///
/// The decision, for iOS 16's `selfSizingInvalidation`: where self-sizing invalidation is on and one
/// row grew, the host invalidates that cell itself and forces the layout pass at once
/// (`layoutIfNeeded()`): only that row is measured again, and the resize UIKit would otherwise run
/// at the next pass (`.enabledIncludingConstraints` queues one for the text view's height
/// constraint) finds the row already at its height. On iOS 15, where the property does not exist,
/// with `.disabled` (where invalidating a cell does nothing), and for a change of every row (Dynamic
/// Type), the host runs an empty batch update, the collection view's counterpart of the table's
/// empty `beginUpdates()`/`endUpdates()`, which measures every visible cell again. The host never
/// changes the collection view's `selfSizingInvalidation`: it is the app's setting, and other cells
/// may rely on it.
///
/// - Source: Apple docs for `UICollectionView.SelfSizingInvalidation` (what each case does) and
///   `layoutIfNeeded()` (lays out synchronously); Apple doc "beginUpdates()" (prefers
///   `performBatchUpdates(_:completion:)`). That the forced pass applies the cell's invalidated
///   size is Apple's documented mechanism but was not run here (no iOS runtime on Linux).
package enum CollectionRowResizing: Hashable, Sendable {
    /// `UIView.performWithoutAnimation { collectionView.performBatchUpdates(nil) }`: every visible
    /// cell is measured again.
    case batchUpdates
    /// `UIView.performWithoutAnimation { cell.invalidateIntrinsicContentSize();
    /// collectionView.layoutIfNeeded() }`: the row that changed is measured again, now.
    case invalidateCellAndLayOut

    /// Whether the resize is an update of the list, which checks its row counts against its data
    /// source's and raises "Invalid update" when they differ (a classic data source that changed its
    /// model without telling the list yet); a layout pass checks nothing.
    package var validatesRowCounts: Bool { self == .batchUpdates }

    /// The method for one resize.
    ///
    /// - Parameters:
    ///   - osMajorVersion: The running iOS major version (`ProcessInfo.operatingSystemVersion`).
    ///   - selfSizingInvalidation: The collection view's setting on iOS 16 and later; ignored before.
    ///   - changedRowIsKnown: Whether one known row changed (a cell reported its growth); `false`
    ///     when every row may have changed (Dynamic Type) or the cell is gone.
    /// - Returns: ``invalidateCellAndLayOut`` on iOS 16 and later with self-sizing invalidation on
    ///   and one known row; ``batchUpdates`` otherwise.
    package static func method(
        osMajorVersion: Int, selfSizingInvalidation: SelfSizingInvalidation, changedRowIsKnown: Bool
    ) -> CollectionRowResizing {
        guard osMajorVersion >= 16, selfSizingInvalidation != .disabled, changedRowIsKnown else {
            return .batchUpdates
        }
        return .invalidateCellAndLayOut
    }
}
