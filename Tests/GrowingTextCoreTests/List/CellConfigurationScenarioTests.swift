import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A cell's text view changes height while the list configures the cell: a visible row
/// reconfigured (`reconfigureRows(at:)`, a diffable `reconfigureItems(_:)`), a reused cell given a
/// row coming on screen. The list asserts when its visible cells are queried, or an update starts,
/// from inside that configuration; the row that changed is the one the cell is configured for.
@Suite("Scenarios: height changes during cell configuration")
struct CellConfigurationScenarioTests {
    /// What the app changes on the text views of the rows it reconfigures.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case text, font, placeholder
        var testDescription: String { rawValue }
    }

    /// An iPhone list, 390 × 844, keyboard up (336 points of bottom inset), 20 rows of 36; rows 2
    /// and 3 hold empty growing text views of at most 4 lines.
    private func list(_ kind: ListKind, variant: UIKitVariant, listVariant: ListVariant) -> ListStandIn {
        let table = TableStandIn(
            width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
            realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
        let list = ListStandIn(
            table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variant, listVariant: listVariant)
        list.attachTextView(row: 2, lines: 0, maximumLines: 4, editing: false)
        list.attachTextView(row: 3, lines: 0, maximumLines: 4, editing: false)
        list.resizes = []
        return list
    }

    /// Reconfiguring rows 2 and 3 (`reconfigureRows(at:)`, or a diffable snapshot's
    /// `reconfigureItems(_:)` applied to a collection view) sets, inside the list's update, three
    /// lines of text, a font with 60-point lines, or a 3-line placeholder: each text view becomes 76
    /// points tall. Nothing is queried or resized inside the update; at the end of the turn one
    /// resize (a batch update: two items changed) gives both rows 76. When UIKit resized the
    /// reconfigured cells itself, the cells reported their new heights as UIKit fitted them, and
    /// nothing is resized.
    @Test(arguments: Change.allCases, ListKind.allCases)
    func aReconfiguredVisibleRowIsResizedOnceAfterTheUpdate(change: Change, list kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for resizes in [false, true] {
                reconfigure(
                    list(kind, variant: variant, listVariant: ListVariant(reconfigureResizesCells: resizes)),
                    change: change, resizes: resizes ? [] : [.batchUpdates])
            }
        }
    }

    private func reconfigure(_ list: ListStandIn, change: Change, resizes: [CollectionRowResizing]) {
        list.reconfigureRows([2, 3]) { _, textView in
            switch change {
            case .text: textView.setText("a\nb\nc", layout: false)
            case .font: textView.changeContentSize(lineHeight: 60)
            case .placeholder: textView.setPlaceholder(String(repeating: "p", count: 100))
            }
        }
        #expect(list.table.laidOut[2] == 76)
        #expect(list.table.laidOut[3] == 76)
        #expect(list.controller.rows.height(of: 3) == 76)
        #expect(list.resizes == resizes)
        #expect(list.table.contentOffsetY == 0)
    }

    /// A cell that showed row 0 (measured at 36) scrolled away; the list dequeues it for row 40, not
    /// on screen yet, and sets its text (three lines) before handing it to the coordinator. Nothing
    /// is resized, row 0 keeps its measurement, and row 40 is left to be measured on display.
    @Test func aReusedCellsChangeIsChargedToItsNewRow() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let table = TableStandIn(
                width: 390, boundsHeight: 400, insets: .zero, rowIDs: Array(0..<60),
                realHeights: Dictionary(uniqueKeysWithValues: (0..<60).map { ($0, 36.0) }))
            let list = ListStandIn(table: table, estimatedRowHeight: 36, variant: variant)
            list.attachTextView(row: 0, lines: 1, maximumLines: 4, editing: false)
            list.setContentOffsetY(720)
            list.resizes = []
            list.reuseCell(of: 0, forRow: 40, text: "a\nb\nc")
            list.runDeferredWork()
            #expect(list.resizes.isEmpty)
            #expect(list.controller.rows.isMeasured(0))
            #expect(list.controller.rows.height(of: 0) == 36)
            #expect(!list.controller.rows.isMeasured(40))
        }
    }

    /// Twelve rows of 1 to 3 lines in a list 240 points tall, scrolled to rows 5 to 9 (row 5 at 36
    /// points, row 6 at 36, row 7 at 76, row 8 at 56, row 9 at 76). The app inserts a row of two lines
    /// after row 3 in its model and reloads the list's data (`reloadData()`, L18): the list takes the
    /// five cells on screen into its reuse pool, then dequeues them, in order, for the rows now on
    /// screen, sets each one's text before handing it to the coordinator, and fits it. Each text view
    /// reports its new height while the coordinator still knows its cell by the row it showed before
    /// the reload; in a collection view, row 6's cell, dequeued for row 8, reports from row 6, then row
    /// 8's cell, dequeued for row 10, reports from row 8, which by then is the other cell's row and was
    /// measured with it. Every row on screen is measured at its new height: nothing is resized after
    /// the reload.
    @Test(arguments: ListKind.allCases)
    func aReloadedListIsNotResizedAgain(list kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let lines = [1, 3, 3, 1, 2, 1, 1, 3, 2, 3, 1, 1]
            let table = TableStandIn(
                width: 390, boundsHeight: 240, insets: .zero, rowIDs: Array(lines.indices),
                realHeights: Dictionary(uniqueKeysWithValues: lines.indices.map { ($0, 36.0) }))
            let list = ListStandIn(
                table: table, kind: kind.kind, estimatedRowHeight: 36, variant: variant,
                appTexts: Dictionary(
                    uniqueKeysWithValues: lines.enumerated().map {
                        ($0.offset, Array(repeating: "a", count: $0.element).joined(separator: "\n"))
                    }))
            list.runDeferredWork()
            list.scroll(by: 400)
            #expect(list.table.contentOffsetY == 292)
            #expect(list.textViews.keys.sorted() == [5, 6, 7, 8, 9])
            list.resizes = []
            list.appInsertsRowAndReloadsData(12, at: 4, text: "a\nb")
            #expect(list.table.rowIDs == [0, 1, 2, 3, 12, 4, 5, 6, 7, 8, 9, 10, 11])
            // A table estimates each row at its last height, a collection view every row at 36.
            let onScreen = kind == .table ? [4, 5, 6, 7, 8, 9] : [7, 8, 9, 10]
            #expect(list.textViews.keys.sorted() == onScreen)
            #expect(list.resizes == [])
            let heights: [Int: Double] = [4: 56, 5: 36, 6: 36, 7: 76, 8: 56, 9: 76, 10: 36]
            for row in onScreen {
                #expect(list.table.laidOut[row] == heights[row])
                #expect(list.controller.rows.height(of: row) == heights[row])
            }
        }
    }
}
