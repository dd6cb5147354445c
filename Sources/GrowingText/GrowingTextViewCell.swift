#if canImport(UIKit)
    import UIKit

    /// A table view cell holding a ``GrowingTextView`` that grows the row as the user types.
    ///
    /// Register it, give the table `UITableView.automaticDimension` row heights, and configure
    /// ``textView`` in `tableView(_:cellForRowAt:)`. The text view is pinned to the content view's
    /// layout margins. When its height changes because the user typed, the cell resizes its row
    /// without animation and without the table jumping, then scrolls the caret into view:
    /// - through its ``GrowingTableCoordinator`` when one configured it (heights cached per row
    ///   identity for `estimatedHeightForRowAt`, scroll anchoring), or
    /// - on its own otherwise: it finds its table by walking up its superviews, resizes the row with
    ///   `performWithoutAnimation { beginUpdates(); endUpdates() }`, and reveals the caret.
    ///
    /// The text view's ``GrowingTextView/animatesHeightChange`` is off in a cell: the table applies the
    /// change. Text you set in code does not resize a visible row; reload the row for that.
    ///
    /// There is no `UICollectionView` list-cell variant: a collection view's self-sizing goes through
    /// `preferredLayoutAttributesFitting(_:)` and its own invalidation, which does not fall out of this
    /// cell. In a compositional list, embed a ``GrowingTextView`` in a `UICollectionViewListCell` and
    /// invalidate the layout from ``GrowingTextViewDelegate``.
    @MainActor
    open class GrowingTextViewCell: UITableViewCell {
        /// The growing text view, pinned to the content view's layout margins.
        public let textView = GrowingTextView()

        /// The coordinator that sizes this cell's row, set by
        /// ``GrowingTableCoordinator/configure(_:forRow:)``.
        weak var sizingHost: (any GrowingCellSizingHost)?

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

        private func setUp() {
            selectionStyle = .none
            textView.translatesAutoresizingMaskIntoConstraints = false
            textView.animatesHeightChange = false
            textView.backgroundColor = .clear
            contentView.addSubview(textView)
            let margins = contentView.layoutMarginsGuide
            // Below required, so UIKit's temporary encapsulated height never conflicts with it.
            let bottom = textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            bottom.priority = .required - 1
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                textView.topAnchor.constraint(equalTo: margins.topAnchor),
                bottom,
            ])
            textView.containerHeightChangeHandler = { [weak self] _, byEditing in
                guard byEditing, let self else { return }
                self.textViewHeightDidChangeByEditing()
            }
        }

        /// The cell's fitting size, after the text view measured itself at the width it will have.
        ///
        /// The text view's height depends on its width, so the cell is laid out at the target width
        /// first; then Auto Layout sees the height for that width, not for the previous one.
        open override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            bounds.size.width = targetSize.width
            layoutIfNeeded()
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }

        private func textViewHeightDidChangeByEditing() {
            if sizingHost?.growingCellDidChangeHeight(self) == true {
                return
            }
            if let tableView = enclosingTableView {
                UIView.performWithoutAnimation {
                    tableView.beginUpdates()
                    tableView.endUpdates()
                }
                layoutIfNeeded()
                tableView.settle(revealing: UIView.caretRect(of: textView, in: tableView))
            }
        }

        /// The table this cell is in, found by walking up the superviews.
        var enclosingTableView: UITableView? {
            sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UITableView }.first
        }
    }

    /// What a ``GrowingTextViewCell`` reports its growth to.
    @MainActor
    protocol GrowingCellSizingHost: AnyObject {
        /// The cell's text view changed its height because the user typed; resize its row.
        ///
        /// - Returns: `false` when the host does not know the cell's row, so the cell resizes it alone.
        func growingCellDidChangeHeight(_ cell: GrowingTextViewCell) -> Bool
    }
#endif
