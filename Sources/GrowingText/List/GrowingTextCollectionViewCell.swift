#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// A collection view list cell holding a ``GrowingTextView`` that grows its item as the user types.
    ///
    /// It works in a list layout (`UICollectionLayoutListConfiguration`), and in a compositional layout
    /// that stacks its items one per row, full width, with `.estimated(_:)` heights: the coordinator
    /// models the content as such a stack (see ``GrowingCollectionCoordinator``). Register it with a
    /// cell registration, configure ``textView``, and hand the cell to
    /// ``GrowingCollectionCoordinator/configure(_:forItem:)``: the coordinator then resizes the item
    /// without animation and without the list jumping whenever the text view's height changes
    /// (typing, or text, font or width set in code), and reveals the caret in the same step. The text view is pinned to the content view's layout margins; its
    /// ``GrowingTextView/animatesHeightChange`` is off, the collection view applies the change.
    ///
    /// The cell reports every height the layout asks it for to its coordinator, so the coordinator
    /// knows each item's real height without a delegate method. A cell that no coordinator configured
    /// reports to its collection view's one coordinator, found by walking up its superviews (one made
    /// for the collection view on first use when the app made none): its item is resized and the
    /// caret revealed, without estimates or anchoring.
    @MainActor
    open class GrowingTextCollectionViewCell: UICollectionViewListCell {
        /// The growing text view, pinned to the content view's layout margins.
        public let textView = GrowingTextView()

        /// The wiring to the coordinator that sizes this cell's item (set by
        /// ``GrowingCollectionCoordinator/configure(_:forItem:)``, else the collection view's one
        /// coordinator).
        private(set) lazy var cellAdapter = GrowingTextCellAdapter(cell: self)
        private var editingObserver: CellEditingObserver?

        /// Creates a cell.
        ///
        /// - Parameter frame: The initial frame; the layout sets the real one.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }

        /// Creates a cell from a storyboard or nib.
        ///
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }

        /// Scrolls the text view back to the top of its content, so the next row's text does not start
        /// at the offset the last one was scrolled to.
        open override func prepareForReuse() {
            super.prepareForReuse()
            textView.prepareForReuse()
        }

        private func setUp() {
            contentView.embedGrowingTextView(textView)
            cellAdapter.cellDidInitialize()
            textView.containerHeightChangeHandler = { [weak self] _, byEditing in
                self?.cellAdapter.textViewDidChangeHeight(byEditing: byEditing)
            }
            editingObserver = CellEditingObserver(textView: textView) { [weak self] isEditing in
                self?.cellAdapter.textViewDidChangeEditing(isEditing)
            }
        }

        /// The item's size for the layout, measured at the width the layout gives it, and reported to
        /// the coordinator as the item's real height.
        ///
        /// The text view's height depends on its width, so the cell is laid out at the proposed width
        /// before Auto Layout computes the height. That layout has the item's old height while the
        /// item resizes: the text view settles nothing in it.
        open override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            textView.adapter.containerWillResize()
            defer { textView.adapter.containerDidResize() }
            bounds.size.width = layoutAttributes.size.width
            layoutIfNeeded()
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            cellAdapter.cellDidMeasure(height: Double(attributes.size.height))
            return attributes
        }

        /// The collection view this cell is in, found by walking up the superviews.
        var enclosingCollectionView: UICollectionView? {
            sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UICollectionView }
                .first
        }
    }

    // The bindings of the core's `GrowingTextCellSurface` to the collection cell.
    extension GrowingTextCollectionViewCell: @preconcurrency GrowingTextCellSurface {
        package func setTextViewAnimatesHeightChange(_ animates: Bool) {
            textView.animatesHeightChange = animates
        }

        /// The enclosing collection view's coordinator adopts the cell.
        package func joinListCoordinator() {
            guard let collectionView = enclosingCollectionView else { return }
            GrowingCollectionCoordinator<ObjectIdentifier>.coordinatorForCells(of: collectionView).adopt(self)
        }
    }
#endif
