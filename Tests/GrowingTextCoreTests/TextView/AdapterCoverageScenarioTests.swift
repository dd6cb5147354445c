import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The adapters' remaining entry points, in the order the UIKit shells call them.
@Suite("Scenarios: placeholder and row bookkeeping through the adapters")
struct AdapterCoverageScenarioTests {
    /// An empty view grows to show a long placeholder whole (50 characters, 30 a line: two lines),
    /// and shrinks to one line once there is text; the placeholder hides and is VoiceOver's hint
    /// only while the text is empty.
    @Test func anEmptyViewFitsItsPlaceholder() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.setPlaceholder(String(repeating: "p", count: 50))
            #expect(view.boundsHeight == 56)
            #expect(!view.isPlaceholderHidden)
            #expect(view.placeholderHint == String(repeating: "p", count: 50))
            view.type("a")
            #expect(view.boundsHeight == 36)
            #expect(view.isPlaceholderHidden)
            #expect(view.placeholderHint == nil)
        }
    }

    /// Rows inserted and removed by identity keep every other row's measured height; the row a
    /// collection cell measured takes that height; a configuration change reaches the controller.
    @Test func rowsInsertedAndRemovedKeepMeasuredHeightsByIdentity() {
        let table = TableStandIn(
            width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, $0 == 3 ? 76.0 : 36.0) }))
        let list = ListStandIn(table: table, estimatedRowHeight: 44)
        #expect(list.controller.rows.height(of: 3) == 76)
        list.adapter.insertRow(100, at: 0)
        list.adapter.removeRow(1)
        #expect(list.controller.rows.ids.prefix(4) == [100, 0, 2, 3])
        #expect(list.controller.rows.height(of: 3) == 76)
        #expect(list.controller.rows.offset(of: 3) == 116)  // 44 (the new row) + 36 + 36
        list.adapter.insertRow(100, at: 5)  // already present: nothing changes
        #expect(list.controller.rows.count == 20)
        list.adapter.removeRow(999)  // unknown: ignored
        #expect(list.controller.rows.count == 20)

        let cell = ListStandIn.Cell(row: 7)
        list.adapter.configure(ObjectIdentifier(cell), forRow: 7)
        list.adapter.cellDidMeasure(ObjectIdentifier(cell), height: 96)
        #expect(list.controller.rows.height(of: 7) == 96)
        list.adapter.cellDidMeasure(ObjectIdentifier(ListStandIn.Cell(row: 8)), height: 10)  // not configured
        #expect(list.controller.rows.height(of: 8) == 36)

        list.adapter.configuration.pinsToBottom = true
        #expect(list.controller.configuration.pinsToBottom)
    }
}
