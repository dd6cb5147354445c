#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Where a table or collection view keeps its one coordinator (`GrowingTableCoordinator`,
    /// `GrowingCollectionCoordinator`), so that a cell that no coordinator configured reports to that
    /// one instead of making another. The list view retains it; the coordinator holds the list view
    /// weakly, so neither keeps the other alive in a cycle.
    @MainActor
    enum ListCoordinatorStorage {
        private static var key: UInt8 = 0

        /// The coordinator the list view keeps, if any.
        static func coordinator(of listView: UIScrollView) -> AnyObject? {
            objc_getAssociatedObject(listView, &key) as AnyObject?
        }

        /// Makes `coordinator` the list view's one coordinator; the one it kept before is released.
        static func keep(_ coordinator: AnyObject, for listView: UIScrollView) {
            objc_setAssociatedObject(listView, &key, coordinator, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
#endif
