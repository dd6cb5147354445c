import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A cell's text view keeps its undo manager when the list reuses the cell for another row or the
/// app reconfigures it: its undo actions survive text set in code (B24), and each one replays an
/// edit of the text the view showed before at that text's offsets. Text set in code ends the text
/// view's undo history, so an undo after reuse or a reconfigure does nothing to the new row's text.
///
/// The list is 390 points wide, 844 tall with the keyboard's 336 at the bottom; rows are 36 points.
@Suite("Scenarios: a cell's undo history")
struct CellUndoHistoryScenarioTests {
    /// The user types in row 0, leaves it, and scrolls: the list reuses row 0's cell for row 30 and
    /// configures it with that row's text. An undo (or redo) in row 30 leaves its text as the app set
    /// it, and nothing is left to undo.
    @Test func anUndoAfterReuseLeavesTheNewRowsTextAlone() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(rows: 40, kind: kind, variant: variant)
                let textView = list.attachTextView(row: 0, text: "", maximumLines: 4)
                for key in ["a", "b", "c"] { textView.type(key) }
                list.runDeferredWork()
                #expect(textView.canUndo)
                list.endEditing(row: 0)

                list.reuseCell(of: 0, forRow: 30, text: "hello world")
                list.runDeferredWork()
                list.beginEditing(row: 30)
                textView.undo()
                #expect(textView.text == "hello world")
                textView.redo()
                #expect(textView.text == "hello world")
                #expect(!textView.canUndo)
                #expect(!textView.canRedo)
            }
        }
    }

    /// The user types in empty row 0, deletes it all again and leaves; the list reuses the cell for
    /// row 30, also empty: the app's text is the text the view shows, so setting it changes nothing,
    /// but the reuse itself ends the history, and an undo in row 30 brings none of row 0's keys back.
    @Test func anUndoAfterReuseForTheSameTextReplaysNothing() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(rows: 40, kind: kind, variant: variant)
                let textView = list.attachTextView(row: 0, text: "", maximumLines: 4)
                for key in ["a", "b", "c"] { textView.type(key) }
                for _ in 0..<3 { textView.deleteBackward() }
                list.runDeferredWork()
                #expect(textView.text == "")
                list.endEditing(row: 0)

                list.reuseCell(of: 0, forRow: 30, text: "")
                list.runDeferredWork()
                list.beginEditing(row: 30)
                textView.undo()
                #expect(textView.text == "")
                #expect(!textView.canUndo)
            }
        }
    }

    /// The app reconfigures the row the user is typing in with its own text: an undo afterwards
    /// does not replay the user's keys over the app's text; the user's next key is undoable again.
    @Test func anUndoAfterAReconfigureLeavesTheAppsTextAlone() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(rows: 40, kind: kind, variant: variant)
                let textView = list.attachTextView(row: 3, text: "", maximumLines: 4)
                for key in ["d", "r", "a", "f", "t"] { textView.type(key) }
                list.runDeferredWork()

                list.reconfigureRows([3: "saved"])
                textView.undo()
                #expect(textView.text == "saved")

                textView.type("!")
                list.runDeferredWork()
                textView.undo()
                #expect(textView.text == "saved")
                #expect(!textView.canUndo)
            }
        }
    }
}
