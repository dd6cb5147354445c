import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A classic data source a turn ahead of its list: the app changes its model in one turn and tells
/// the list on a later one. An update of the list meanwhile raises "Invalid update" (L16): the
/// coordinator's own updates wait until the list has the data source's rows.
@Suite("Scenarios: a data source a turn ahead of its list")
struct ListDataSourceAheadScenarioTests {
    /// An iPhone list, 390 × 844, keyboard up, 20 rows of 36. In one turn the app sets three lines in
    /// row 3's text view (36 to 76 points) and inserts a row at the top of its model, telling the list
    /// on the next turn. The coordinator's resize, due on that next turn and queued first, would run
    /// while the data source answers 21 rows and the list has 20: it waits, and runs once the list
    /// inserted the row. Nothing raises; row 3 ends 76 points tall, below the new row.
    @Test(arguments: ListKind.allCases)
    func aResizeWaitsForTheListToCatchUpWithItsDataSource(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
            let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            textView.setText("a\nb\nc", layout: false)
            list.appInsertsRowOnNextTurn(100, at: 0, height: 36)
            list.runDeferredWork()
            #expect(list.table.rowIDs.count == 21)
            #expect(list.controller.rows.count == 21)
            #expect(list.table.laidOut[3] == 76)
            #expect(list.controller.rows.height(of: 3) == 76)
            #expect(textView.boundsHeight == 76)
        }
    }

    /// The same change, with the row's text view wanting 76 points while the resize that gives them
    /// waits for the list. A table and a collection view resizing by batch updates validate the row
    /// counts, so their resize waits a turn; meanwhile the text view, laid out in its row at 36
    /// points, is told its container resizes: its passes there are no squeeze, scrolling stays off,
    /// and the passes once the row grew settle at 76. (A collection view on iOS 16 invalidates the
    /// cell alone, which checks no counts, and never waits.)
    @Test(arguments: [ListKind.table, .collectionOnIOS15])
    func aTextViewWaitingForTheListKeepsScrollingOff(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
            let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            textView.setText("a\nb\nc", layout: false)
            list.appInsertsRowOnNextTurn(100, at: 0, height: 36)
            list.runDeferredWork()
            #expect(textView.boundsHeight == 76)
            #expect(textView.scrollEnabledChanges.allSatisfy { !$0 })
            #expect(!textView.isScrollEnabled)
        }
    }

    /// The app tells its coordinator of the new row with its model, and the table three turns later,
    /// off screen (row 30 of 40): the table says nothing to the coordinator of a row it inserts off
    /// screen, and no cell is configured or displayed. The coordinator checks the list while its
    /// resize waits: once the table has the row, row 3 grows to 76 points, its text view settles
    /// there, scrolling off.
    @Test(arguments: [ListKind.table, .collectionOnIOS15])
    func aResizeWaitingForAListThatCatchesUpSilentlyRuns(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = ListStandIn.withKeyboard(rows: 40, kind: kind, variant: variant)
            let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            textView.setText("a\nb\nc", layout: false)
            list.appInsertsRowOnNextTurn(100, at: 30, height: 36, turnsLater: 3, coordinatorFirst: true)
            list.runDeferredWork()
            #expect(list.table.rowIDs.count == 41)
            #expect(list.table.laidOut[3] == 76)
            #expect(textView.boundsHeight == 76)
            #expect(textView.scrollEnabledChanges.allSatisfy { !$0 })
            textView.type("\nd")
            list.runDeferredWork()
            #expect(list.table.laidOut[3] == 96)
            #expect(textView.boundsHeight == 96)
        }
    }

    /// The same wait, and the user scrolls the list 50 points down meanwhile (row 1 at the top, 14
    /// points into it). When the resize runs, row 3 grows to 76 points below that row, and the list
    /// keeps what it shows now still: it stays at 50, not back at 0, where it was when the resize
    /// began to wait.
    @Test(arguments: [ListKind.table, .collectionOnIOS15])
    func aResizeThatWaitedKeepsWhereTheUserScrolledMeanwhile(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let list = ListStandIn.withKeyboard(rows: 40, kind: kind, variant: variant)
            let textView = list.attachTextView(row: 3, lines: 1, maximumLines: 4, editing: false)
            textView.setText("a\nb\nc", layout: false)
            list.appInsertsRowOnNextTurn(100, at: 30, height: 36, turnsLater: 3, coordinatorFirst: true)
            list.runLoop.async { [unowned list] in
                list.runLoop.async { [unowned list] in
                    #expect(list.table.laidOut[3] == 36)
                    list.table.contentOffsetY = 50
                    list.layOut()
                }
            }
            list.runDeferredWork()
            #expect(list.table.laidOut[3] == 76)
            #expect(list.table.contentOffsetY == 50)
        }
    }
}
