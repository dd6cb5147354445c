import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The collection coordinator's sequence: a compositional layout with one
/// `.estimated(_:)` height, run through the production `GrowingListAdapter` as
/// `GrowingCollectionCoordinator` runs it, against ``ListStandIn`` in its collection mode.
@Suite("Scenarios: a collection view of growing items")
struct CollectionScenarioTests {
    /// An iPhone list, 390 × 844, keyboard up (336 points of bottom inset), 20 one-line items of 36,
    /// the layout's estimate 44 (the coordinator is given the same).
    private func keyboardUpList(osMajorVersion: Int, invalidation: SelfSizingInvalidation) -> ListStandIn {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        let host = ListStandIn(
            table: table,
            kind: .collection(estimate: 44, osMajorVersion: osMajorVersion, invalidation: invalidation),
            estimatedRowHeight: 44)
        host.attachTextView(row: 12, lines: 1, maximumLines: 4)
        return host
    }

    /// On iOS 16 with self-sizing invalidation on, a paste that grows item 12 from 1 line to its
    /// maximum of 4 resizes that item alone, in the same step: it is 96 points tall, the controller
    /// knows it, and the caret read after the text view's own scroll moves the list by 20 (the item's
    /// bottom plus the 8-point margin meets the visible bottom), as in the table.
    @Test func onIOS16TheGrownItemAloneIsResizedAndTheCaretRevealed() {
        let host = keyboardUpList(osMajorVersion: 16, invalidation: .enabled)
        host.type(toLines: 6)
        #expect(host.table.remeasured == [12])
        #expect(host.table.laidOut[12] == 96)
        #expect(host.controller.rows.height(of: 12) == 96)
        #expect(host.table.contentOffsetY == 20)
        #expect(host.caretReads == 1)
    }

    /// `.enabledIncludingConstraints` resizes like `.enabled`: the coordinator's own invalidation
    /// lands first, so UIKit's queued one finds the item at its height.
    @Test func enabledIncludingConstraintsResizesTheGrownItemAlone() {
        let host = keyboardUpList(osMajorVersion: 17, invalidation: .enabledIncludingConstraints)
        host.type(toLines: 3)
        #expect(host.table.remeasured == [12])
        #expect(host.table.laidOut[12] == 76)
        #expect(host.table.contentOffsetY == 0)
    }

    /// On iOS 15 (no self-sizing invalidation), and on iOS 16 with `.disabled` (invalidating the cell
    /// would do nothing), an empty batch update measures every item on screen again; the outcome on
    /// screen is the same as on iOS 16 with invalidation on.
    @Test(arguments: [(15, SelfSizingInvalidation.enabled), (16, .disabled)])
    func withoutSelfSizingInvalidationABatchUpdateResizesTheItemsOnScreen(
        osMajorVersion: Int, invalidation: SelfSizingInvalidation
    ) {
        let host = keyboardUpList(osMajorVersion: osMajorVersion, invalidation: invalidation)
        host.type(toLines: 6)
        #expect(host.table.remeasured == Set(0..<20))
        #expect(host.table.laidOut[12] == 96)
        #expect(host.table.contentOffsetY == 20)
    }

    /// Diffable data source: a snapshot that puts a new item first keeps item 12's measured height by
    /// its identifier, and the item being edited stays the anchor. Item 12 now starts below the new
    /// item's 44-point estimate and twelve measured items of 36: at 476.
    @Test func aSnapshotKeepsHeightsByItemIdentifier() {
        let host = keyboardUpList(osMajorVersion: 16, invalidation: .enabled)
        host.type(toLines: 2)
        host.setEditingRow(12)
        host.table.rowIDs = [100] + Array(0..<20)
        host.table.realHeights[100] = 36
        host.adapter.setRowIDs(host.table.rowIDs)
        #expect(host.controller.rows.isMeasured(12))
        #expect(host.controller.rows.height(of: 12) == 56)
        #expect(host.controller.rows.offset(of: 12) == 476)
        #expect(host.controller.editingRow == 12)
    }

    /// A fling over a notes collection whose every item is a growing text view, as
    /// `TableScenarioTests.aFlingOverGrowingRowsResizesNothing` flings a table: each item coming on
    /// screen gets a reused cell (or a new one), configured with its text in the cell registration's
    /// handler, then fitted by the layout, which has no `willDisplay` for the coordinator: the cell
    /// reports the height it fitted to its adapter (`preferredLayoutAttributesFitting(_:)`). Every
    /// third item holds 70 characters (2 lines at 390 points: 56), the others one character (36).
    /// The coordinator knows each item at the height its cell fitted, and no turn resizes anything
    /// after: the items changed in code were measured as the layout displayed them, whether a cell is
    /// in the list while it is configured or joins it on display (L14).
    @Test(arguments: ListVariant.joiningWithUIKit, [15, 16])
    func aFlingOverGrowingItemsResizesNothing(variants: (UIKitVariant, ListVariant), osMajorVersion: Int) {
        let texts = Dictionary(
            uniqueKeysWithValues: (0..<60).map { ($0, $0 % 3 == 0 ? String(repeating: "x", count: 70) : "a") }
        )
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60), realHeights: [:])
        let list = ListStandIn(
            table: table,
            kind: .collection(estimate: 44, osMajorVersion: osMajorVersion, invalidation: .enabled),
            estimatedRowHeight: 44, variant: variants.0, listVariant: variants.1, appTexts: texts)
        list.runDeferredWork()
        for offset in stride(from: 100.0, through: 1600, by: 100) {
            list.setContentOffsetY(offset)
            list.runDeferredWork()
        }
        #expect(list.resizes.isEmpty)
        #expect(list.controller.rows.isMeasured(30))
        #expect(list.controller.rows.height(of: 30) == 56)
        #expect(list.controller.rows.height(of: 31) == 36)
        #expect(list.textViews.count < 20)
    }
}
