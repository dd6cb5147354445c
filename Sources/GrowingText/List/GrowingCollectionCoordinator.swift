#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// Sizes the items of a collection view of ``GrowingTextCollectionViewCell``s while the user
    /// types, without jumps: the collection view counterpart of ``GrowingTableCoordinator``.
    ///
    /// It is a host of the same core `GrowingListController` as the table coordinator, through the
    /// same glue: an item whose text view grows is resized without animation, the item being edited
    /// (or, in a chat with ``pinsToBottom``, the bottom) holds still, and the caret is revealed once
    /// the text view has scrolled itself to it, all in the step that handles the growth. Items are
    /// known by their identifier, so it works with a diffable data source: tell it the snapshot's
    /// items after each `apply(_:animatingDifferences:)`.
    ///
    /// ```swift
    /// let coordinator = GrowingCollectionCoordinator<Note.ID>(collectionView: collectionView)
    /// let registration = UICollectionView.CellRegistration<GrowingTextCollectionViewCell, Note.ID> {
    ///     cell, _, id in
    ///     cell.textView.text = store.note(id).text
    ///     coordinator.configure(cell, forItem: id)
    /// }
    /// dataSource.apply(snapshot)
    /// coordinator.setItemIDs(snapshot.itemIdentifiers)
    /// ```
    ///
    /// Give the layout `.estimated(_:)` item heights (a list layout does) equal to the coordinator's
    /// `estimatedItemHeight`: a compositional layout uses one estimate for every item it has not
    /// measured, and the coordinator's model of the content matches it only if the numbers agree.
    ///
    /// The coordinator models the content as the items stacked one per row, top to bottom, every
    /// section in order: a list layout, or a compositional layout whose groups hold one full-width
    /// item each. In a layout that puts items side by side (a grid, several items per group, a
    /// section that scrolls sideways) an item still grows, and the caret is still revealed from the
    /// real geometry, but the offset the coordinator restores to hold the edited item still is
    /// computed from that stack and can move the content: such layouts are not supported.
    ///
    /// ## iOS 16's `selfSizingInvalidation`
    /// The coordinator resizes the item itself, synchronously, on every iOS version, and leaves the
    /// collection view's `selfSizingInvalidation` as the app set it. A resize that waits for the next
    /// layout pass (what self-sizing invalidation does on its own) would put the anchor correction and
    /// the caret reveal one frame after the growth. Where self-sizing invalidation is on (iOS 16+),
    /// the coordinator invalidates the grown cell and forces the layout pass at once; on iOS 15, or
    /// with `.disabled`, and for Dynamic Type, it runs an empty batch update without animation. The
    /// core makes that choice, tested on Linux.
    ///
    /// A change the user types resizes its item at once. Any other (text, font or placeholder set in
    /// the registration's handler, also for a diffable `reconfigureItems(_:)` or `apply`, a new width,
    /// a new text size once the fonts have followed) waits for the next turn of the main queue and is
    /// applied in one resize for every item that changed, never from inside the collection view's
    /// configuration or update. A resize by batch update waits while a classic data source answers
    /// items the collection view was not told of yet.
    ///
    /// A collection view has one coordinator: the collection view keeps the last one made for it (the
    /// coordinator holds the collection view weakly), and a ``GrowingTextCollectionViewCell`` whose
    /// text view changes height before it was configured reports to that one. A cell in a collection
    /// view that has none makes one for it, which the collection view keeps and every other such cell
    /// reports to.
    @MainActor
    public final class GrowingCollectionCoordinator<ItemID: Hashable & Sendable> {
        /// The collection view whose items the coordinator sizes; `nil` once it was deallocated.
        public private(set) weak var collectionView: UICollectionView?

        /// The decisions: items, estimates, anchoring and the caret reveal.
        package var controller: GrowingListController<ItemID> { adapter.controller }

        /// Whether the collection view keeps its bottom in view when it is scrolled to the bottom (a
        /// chat); `false` by default, which anchors the item being edited.
        public var pinsToBottom: Bool {
            get { adapter.configuration.pinsToBottom }
            set { adapter.configuration.pinsToBottom = newValue }
        }

        /// The wiring to the core, shared with the table coordinator and the terminal's list.
        private var adapter: GrowingListAdapter<ItemID, GrowingCollectionCoordinator<ItemID>>!
        private var contentSizeCategoryObserver: NotificationObserver?
        /// The coordinator's calls inside which its list must not be queried nor updated.
        private let listCalls = ListCallContext()

        /// Creates a coordinator for a collection view, which the collection view keeps as its one
        /// coordinator (in place of the one it kept before).
        ///
        /// - Parameters:
        ///   - collectionView: The collection view; held weakly. Its layout must size items with
        ///     `.estimated(_:)` heights.
        ///   - itemIDs: The identities of the items, top to bottom (every section, in order); later
        ///     duplicates are dropped.
        ///   - estimatedItemHeight: The layout's estimate for items not measured yet; 44 by default.
        public init(
            collectionView: UICollectionView, itemIDs: [ItemID] = [], estimatedItemHeight: CGFloat = 44
        ) {
            self.collectionView = collectionView
            adapter = GrowingListAdapter(
                surface: self, rowIDs: itemIDs, estimatedRowHeight: Double(estimatedItemHeight),
                displayScale: Double(collectionView.traitCollection.displayScale))
            contentSizeCategoryObserver = NotificationObserver(
                name: UIContentSizeCategory.didChangeNotification
            ) { [weak self] in
                self?.adapter.contentSizeCategoryDidChange()
            }
            ListCoordinatorStorage.keep(self, for: collectionView)
        }

        /// The coordinator `collectionView` keeps, else a new one that knows no items, for the cells
        /// no coordinator configured.
        static func coordinatorForCells(of collectionView: UICollectionView) -> any CollectionCellAdopting {
            ListCoordinatorStorage.coordinator(of: collectionView) as? any CollectionCellAdopting
                ?? GrowingCollectionCoordinator<ObjectIdentifier>(collectionView: collectionView)
        }

        /// Replaces the list of items, keeping the last known height of every item that stays; call it
        /// with a diffable snapshot's `itemIdentifiers` after applying the snapshot.
        ///
        /// - Parameter ids: The identities of the items, top to bottom; later duplicates are dropped.
        /// - Complexity: O(*n*).
        public func setItemIDs(_ ids: [ItemID]) {
            adapter.setRowIDs(ids)
        }

        /// Moves an item, keeping its height; call it alongside `moveItem(at:to:)`, or from
        /// `collectionView(_:moveItemAt:to:)` when the user reordered the items. (With a diffable data
        /// source, ``setItemIDs(_:)`` after the snapshot changed does the same.) An unknown item is
        /// ignored.
        ///
        /// - Parameters:
        ///   - id: The item's identifier.
        ///   - index: Its position among all items after the move (every section, in order); clamped
        ///     into `0..<count`.
        /// - Complexity: O(log *n*).
        public func moveItem(_ id: ItemID, to index: Int) {
            adapter.moveRow(id, to: index)
        }

        /// Connects a cell to its item; call it from the cell registration's handler.
        ///
        /// - Parameters:
        ///   - cell: The dequeued cell.
        ///   - id: The identifier of the item it shows.
        public func configure(_ cell: GrowingTextCollectionViewCell, forItem id: ItemID) {
            listCalls.run("configure(_:forItem:)") { adapter.configure(cell.cellAdapter, forRow: id) }
        }
    }

    /// A collection view's coordinator, as a cell that no coordinator configured joins it.
    @MainActor
    protocol CollectionCellAdopting: AnyObject {
        /// The cell reports to this coordinator from now on, showing no item until it is configured.
        func adopt(_ cell: GrowingTextCollectionViewCell)
    }

    extension GrowingCollectionCoordinator: CollectionCellAdopting {
        func adopt(_ cell: GrowingTextCollectionViewCell) {
            adapter.adopt(cell.cellAdapter)
        }
    }

    // The bindings of the core's `GrowingListSurface` to `UICollectionView`.
    extension GrowingCollectionCoordinator: @preconcurrency GrowingListSurface {
        package var listViewport: Viewport { collectionView.map(Viewport.init) ?? Viewport(size: .zero) }
        package var listWidth: Double { Double(collectionView?.bounds.width ?? 0) }
        package var caretInList: Rect? { collectionView.flatMap(UIView.caretOfFirstResponder(in:)) }

        package var resizing: ListResizing {
            .collection(
                osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
                selfSizingInvalidation: collectionView.map(selfSizingInvalidation(of:)) ?? .disabled)
        }

        package var rowCountsInList: [Int] {
            guard let collectionView else { return [] }
            return (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        }

        package var rowCountsInDataSource: [Int] {
            guard let collectionView, let dataSource = collectionView.dataSource else {
                return rowCountsInList
            }
            return (0..<(dataSource.numberOfSections?(in: collectionView) ?? 1)).map {
                dataSource.collectionView(collectionView, numberOfItemsInSection: $0)
            }
        }

        package var visibleCells: [VisibleCell] {
            listCalls.assertOutsideCalls("a query of its visible cells")
            return (collectionView?.indexPathsForVisibleItems ?? []).compactMap { indexPath in
                collectionView.flatMap { list in
                    list.cellForItem(at: indexPath).flatMap { cell in
                        list.layoutAttributesForItem(at: indexPath).map {
                            VisibleCell(cell: cell, frame: $0.frame)
                        }
                    }
                }
            }
        }

        package func resizeRows(_ method: CollectionRowResizing, changedCell: ObjectIdentifier?) {
            listCalls.assertOutsideCalls("an update")
            listCalls.run("its own update") {
                UIView.performWithoutAnimation {
                    switch method {
                    case .batchUpdates:
                        collectionView?.performBatchUpdates(nil)
                    case .invalidateCellAndLayOut:
                        collectionView?.visibleCells.first { ObjectIdentifier($0) == changedCell }?
                            .invalidateIntrinsicContentSize()
                        collectionView?.layoutIfNeeded()
                    }
                }
            }
        }

        package func textViewContainerWillResize(inCell cell: ObjectIdentifier) {
            visibleGrowingCell(cell)?.textView.adapter.containerWillResize()
        }

        package func textViewContainerDidResize(inCell cell: ObjectIdentifier) {
            visibleGrowingCell(cell)?.textView.adapter.containerDidResize()
        }

        private func visibleGrowingCell(_ cell: ObjectIdentifier) -> GrowingTextCollectionViewCell? {
            listCalls.assertOutsideCalls("a query of its visible cells")
            let visible = collectionView?.visibleCells.first { ObjectIdentifier($0) == cell }
            return visible as? GrowingTextCollectionViewCell
        }

        package func setContentOffsetY(_ offsetY: Double) {
            collectionView?.setContentOffset(offsetY)
        }

        package func scheduleNextTurn() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.nextTurnDidBegin()
            }
        }

        package func scheduleListCheck() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60) { [weak self] in
                self?.adapter.listCheckIsDue()
            }
        }

        private func selfSizingInvalidation(of collectionView: UICollectionView) -> SelfSizingInvalidation {
            guard #available(iOS 16, *) else { return .disabled }
            switch collectionView.selfSizingInvalidation {
            case .disabled: return .disabled
            case .enabled: return .enabled
            case .enabledIncludingConstraints: return .enabledIncludingConstraints
            @unknown default: return .enabled
            }
        }
    }
#endif
