#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// What a list host needs from its list view beyond `UIScrollView`: where a cell is, and how to
    /// resize rows without animation. `UITableView` and `UICollectionView` each have an adapter.
    @MainActor
    protocol GrowingListView: AnyObject {
        /// The list itself; `nil` once it was deallocated.
        var scrollView: UIScrollView? { get }
        /// The cells on screen, each with its frame in the list's content coordinates.
        var visibleCellFrames: [(cell: UIView, frame: CGRect)] { get }
        /// Resizes the rows without animation, `changedCell` being the one that reported a change
        /// (`nil` when every row may have changed).
        func resizeRowsWithoutAnimation(changedCell: UIView?)
    }

    /// The glue every UIKit list host of `GrowingListController` shares (the table coordinator and
    /// the collection coordinator): it remembers which row each cell shows, reads the list's
    /// geometry, forwards events and applies the controller's effects in order.
    @MainActor
    final class GrowingListHost<RowID: Hashable & Sendable> {
        weak var list: (any GrowingListView)?
        var controller: GrowingListController<RowID>
        /// The row identity of each configured cell, by cell.
        var rowOfCell: [ObjectIdentifier: RowID] = [:]
        /// The cell whose change is being applied, for the list's resize.
        private var changedCell: UIView?
        private var contentSizeCategoryObserver: NotificationObserver?

        /// Creates a host for a list view's rows; set ``list`` before the first event.
        ///
        /// - Parameters:
        ///   - rowIDs: The rows, top to bottom; later duplicates are dropped.
        ///   - scrollView: The list, for its width and display scale.
        ///   - estimatedRowHeight: The height of rows not measured yet.
        init(rowIDs: [RowID], in scrollView: UIScrollView, estimatedRowHeight: CGFloat) {
            controller = GrowingListController(
                rowIDs: rowIDs, width: Double(scrollView.bounds.width),
                configuration: .init(
                    estimatedRowHeight: Double(estimatedRowHeight),
                    displayScale: Double(scrollView.traitCollection.displayScale)))
            contentSizeCategoryObserver = NotificationObserver(
                name: UIContentSizeCategory.didChangeNotification
            ) { [weak self] in
                guard let self else { return }
                self.send(.contentSizeCategoryChanged(self.geometry))
            }
        }

        /// The list follows its own width: measurements at another width become estimates.
        func followListWidth() {
            guard let scrollView = list?.scrollView else { return }
            send(.widthChanged(Double(scrollView.bounds.width)))
        }

        /// A configured cell's text view changed height; resize its row.
        func cellDidChangeHeight(_ cell: UIView, byEditing: Bool) {
            guard let id = rowOfCell[ObjectIdentifier(cell)] else { return }
            changedCell = cell
            send(.rowHeightChanged(id, byEditing: byEditing, geometry))
            changedCell = nil
        }

        /// The list's geometry, its rows' origin taken from a visible configured cell (the edited
        /// one when it is on screen).
        var geometry: GrowingListController<RowID>.Geometry {
            guard let list, let scrollView = list.scrollView else {
                return .init(viewport: Viewport(size: .zero))
            }
            let visible = list.visibleCellFrames.compactMap { cell, frame in
                rowOfCell[ObjectIdentifier(cell)].map { ($0, frame) }
            }
            let reference = visible.first { $0.0 == controller.editingRow } ?? visible.first
            let origin = reference.map { controller.rowsOriginY(row: $0.0, minY: Double($0.1.minY)) }
            return .init(viewport: Viewport(scrollView), rowsOriginY: origin ?? 0)
        }

        func send(_ event: GrowingListController<RowID>.Event) {
            for effect in controller.handle(event) {
                apply(effect)
            }
        }

        private func apply(_ effect: GrowingListController<RowID>.Effect) {
            guard let list, let scrollView = list.scrollView else { return }
            switch effect {
            case .resizeRowsWithoutAnimation:
                list.resizeRowsWithoutAnimation(changedCell: changedCell)
                for (cell, frame) in list.visibleCellFrames {
                    guard let id = rowOfCell[ObjectIdentifier(cell)] else { continue }
                    send(.rowMeasured(id, height: Double(frame.height)))
                }
                send(.endUpdates(geometry))
            case .setContentOffsetY(let offsetY):
                scrollView.setContentOffset(
                    CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offsetY)), animated: false)
            case .revealCaretAfterTextScroll:
                // The text view scrolls itself to its caret after it reported its new height (and
                // UIKit's own caret scroll comes later still): read the caret once they are done.
                DispatchQueue.main.async { [weak self] in
                    guard let self, let scrollView = self.list?.scrollView else { return }
                    let caret = scrollView.firstResponderTextInput.flatMap {
                        UIView.caretRect(of: $0, in: scrollView)
                    }
                    self.send(.caretSettled(caret, self.geometry))
                }
            }
        }
    }

    /// Runs a closure on the main actor for each notification of a name; stops when released.
    @MainActor
    final class NotificationObserver: NSObject {
        private let handler: @MainActor () -> Void

        init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
            self.handler = handler
            super.init()
            NotificationCenter.default.addObserver(
                self, selector: #selector(receive), name: name, object: nil)
        }

        @objc private func receive() {
            handler()
        }
    }
#endif
