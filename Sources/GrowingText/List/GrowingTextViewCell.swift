#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// A table view cell holding a ``GrowingTextView`` that grows the row as the user types.
    ///
    /// Register it, give the table `UITableView.automaticDimension` row heights, and configure
    /// ``textView`` in `tableView(_:cellForRowAt:)`. The text view is pinned to the content view's
    /// layout margins. Whenever its height changes (the user typed, or text, font or width changed in
    /// code), the cell reports it to its ``GrowingTableCoordinator``, which resizes the row without
    /// animation and without the table jumping, then scrolls the caret into view. A cell that no
    /// coordinator configured reports to its table's one coordinator, found by walking up its
    /// superviews (one made for the table on first use when the app made none): its row is resized
    /// and the caret revealed, without estimates or anchoring.
    ///
    /// The text view's ``GrowingTextView/animatesHeightChange`` is off in a cell: the table applies the
    /// change.
    ///
    /// For a `UICollectionView` (a list layout, or a compositional layout of one item per row), use
    /// ``GrowingTextCollectionViewCell``
    /// with a ``GrowingCollectionCoordinator``, hosts of the same list controller.
    @MainActor
    open class GrowingTextViewCell: UITableViewCell {
        /// The growing text view, pinned to the content view's layout margins.
        public let textView = GrowingTextView()

        /// The wiring to the coordinator that sizes this cell's row (set by
        /// ``GrowingTableCoordinator/configure(_:forRow:)``, else the table's one coordinator).
        private(set) lazy var cellAdapter = GrowingTextCellAdapter(cell: self)
        private var editingObserver: CellEditingObserver?

        /// Creates a cell; the style is ignored beyond UIKit's own use of it.
        ///
        /// - Parameters:
        ///   - style: The cell style.
        ///   - reuseIdentifier: The reuse identifier.
        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
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
            selectionStyle = .none
            contentView.embedGrowingTextView(textView)
            cellAdapter.cellDidInitialize()
            textView.containerHeightChangeHandler = { [weak self] _, byEditing in
                self?.cellAdapter.textViewDidChangeHeight(byEditing: byEditing)
            }
            editingObserver = CellEditingObserver(textView: textView) { [weak self] isEditing in
                self?.cellAdapter.textViewDidChangeEditing(isEditing)
            }
        }

        /// The cell's fitting size, after the text view measured itself at the width it will have,
        /// reported to the coordinator as the row's real height.
        ///
        /// The text view's height depends on its width, so the cell is laid out at the target width
        /// first; then Auto Layout sees the height for that width, not for the previous one. That
        /// layout has the row's old height while the row resizes: the text view settles nothing in it.
        open override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            textView.adapter.containerWillResize()
            defer { textView.adapter.containerDidResize() }
            bounds.size.width = targetSize.width
            layoutIfNeeded()
            let size = super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
            cellAdapter.cellDidMeasure(height: Double(size.height))
            return size
        }

        /// The table this cell is in, found by walking up the superviews.
        var enclosingTableView: UITableView? {
            sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UITableView }.first
        }
    }

    // The bindings of the core's `GrowingTextCellSurface` to the table cell.
    extension GrowingTextViewCell: @preconcurrency GrowingTextCellSurface {
        package func setTextViewAnimatesHeightChange(_ animates: Bool) {
            textView.animatesHeightChange = animates
        }

        /// The enclosing table's coordinator adopts the cell.
        package func joinListCoordinator() {
            guard let tableView = enclosingTableView else { return }
            GrowingTableCoordinator<ObjectIdentifier>.coordinatorForCells(of: tableView).adopt(self)
        }
    }
#endif
