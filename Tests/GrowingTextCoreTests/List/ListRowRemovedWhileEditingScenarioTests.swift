import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The app deletes or reloads the row whose text view is first responder. The list's update takes
/// the row's cell out, and the text view resigns inside that update (I2), trimming its text as it
/// ends editing: the height change that brings is no key the user typed, and the list is neither
/// queried nor updated from inside its own update (L6).
@Suite("Scenarios: the row being edited deleted or reloaded")
struct ListRowRemovedWhileEditingScenarioTests {
    /// An iPhone list, 390 × 844, keyboard up, 20 rows of 36. The user taps into row 12, whose text
    /// view trims trailing whitespace when editing ends, and types "note" and two Returns: three
    /// lines, 76 points.
    private func listEditingRow12(_ kind: ListKind, variant: UIKitVariant) -> (ListStandIn, TextViewStandIn) {
        let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
        let textView = list.attachTextView(row: 12, text: "", maximumLines: 4, editing: false)
        textView.configure { $0.editing.trimsWhitespaceOnEndEditing = true }
        list.beginEditing(row: 12)
        textView.type("note")
        textView.type("\n")
        textView.type("\n")
        list.runDeferredWork()
        #expect(list.table.laidOut[12] == 76)
        return (list, textView)
    }

    /// The user deletes row 12 while typing in it: the text view resigns inside the deletion and is
    /// trimmed to "note". The list is left with 19 rows, in the coordinator too, and nothing queried
    /// or resized it inside the deletion.
    @Test(arguments: ListKind.allCases)
    func deletingTheRowBeingEditedTouchesNoListInsideTheDeletion(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let (list, textView) = listEditingRow12(kind, variant: variant)
            list.appDeletesRow(12)
            #expect(!textView.isEditing)
            #expect(textView.text == "note")
            #expect(list.table.rowIDs.count == 19)
            #expect(list.controller.rows.count == 19)
            #expect(list.controller.editingRow == nil)
        }
    }

    /// The app reloads row 12 with the text it stored, "note": the old cell's text view resigns
    /// inside the reload and is trimmed; the new cell shows one line, 36 points.
    @Test(arguments: ListKind.allCases)
    func reloadingTheRowBeingEditedTouchesNoListInsideTheReload(kind: ListKind) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let (list, textView) = listEditingRow12(kind, variant: variant)
            list.appReloadsRow(12, text: "note")
            #expect(!textView.isEditing)
            #expect(textView.text == "note")
            #expect(list.table.laidOut[12] == 36)
            #expect(list.controller.rows.height(of: 12) == 36)
            #expect(list.controller.editingRow == nil)
        }
    }

    /// The user undoes the two Returns typed in row 12 (the undo manager posts no end of the group,
    /// V11), and the app deletes the row in the undo's turn, reacting to its `textViewDidChange(_:)`.
    /// The undo is still pending when the text view resigns inside the deletion, and is settled
    /// there: a change the user did not type, so nothing queries or resizes the list inside its
    /// update (L6). The list is left with 19 rows, the text with "note".
    @Test(arguments: ListKind.allCases)
    func anUndoPendingWhenTheRowIsDeletedTouchesNoListInsideTheDeletion(kind: ListKind) {
        let (list, textView) = listEditingRow12(kind, variant: .common)
        textView.postsUndoGroupEnd = false
        list.inOneTurn {
            textView.undo()
            list.appDeletesRow(12)
        }
        #expect(textView.text == "note")
        #expect(list.table.rowIDs.count == 19)
        #expect(list.controller.rows.count == 19)
    }

    /// The same undo, and the app reloads row 12 with "note" in the undo's turn: the old cell's
    /// text view settles the undo inside the reload, touching no list there; the new cell shows one
    /// line, 36 points.
    @Test(arguments: ListKind.allCases)
    func anUndoPendingWhenTheRowIsReloadedTouchesNoListInsideTheReload(kind: ListKind) {
        let (list, textView) = listEditingRow12(kind, variant: .common)
        textView.postsUndoGroupEnd = false
        list.inOneTurn {
            textView.undo()
            list.appReloadsRow(12, text: "note")
        }
        #expect(textView.text == "note")
        #expect(list.table.laidOut[12] == 36)
        #expect(list.controller.rows.height(of: 12) == 36)
    }
}
