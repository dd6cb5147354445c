import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// An input method composes in a list row's text view. Marked text is the text view's text while
/// it is marked (B7), so the row grows with it in the turn of each step, and the commit that
/// replaces it resizes the row again, in a table and in collection views on iOS 15 and 16, with
/// the cell fitted at the row's old height first or not (L7). The composition survives every
/// resize: the row's resize never touches the text, and nothing is cut without a maximum length.
///
/// The list is 390 points wide (39 characters a line), 844 tall with the keyboard's 336 at the
/// bottom; every row is 36 points (one line, 8 + 8 insets) until its text grows.
@Suite("Scenarios: composing in a list row")
struct ListCompositionScenarioTests {
    /// Whether the edited row's caret is inside the part of the list the keyboard leaves visible.
    private static func caretIsVisible(in list: ListStandIn) -> Bool {
        guard let caret = list.caretInList else { return false }
        let table = list.table
        return caret.minY >= table.contentOffsetY - 0.001
            && caret.maxY <= table.contentOffsetY + table.boundsHeight - table.insets.bottom + 0.001
    }

    /// Kana composed in row 12 grow it to two lines, then three, while marked; the commit to longer
    /// text grows it to four. Each step resizes the row once, in its own turn; the text view never
    /// switches scrolling, shows its content from the top, and the list keeps the caret above the
    /// keyboard.
    @Test(arguments: [false, true])
    func aRowGrowsWithItsMarkedTextAndAgainWithTheCommit(fitsAtOldHeightFirst: Bool) {
        let listVariant = ListVariant(fitsAtOldHeightFirst: fitsAtOldHeightFirst)
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(kind: kind, variant: variant, listVariant: listVariant)
                let textView = list.attachTextView(row: 12, text: "", maximumLines: 4)
                let resizesBefore = list.resizes.count

                textView.compose(String(repeating: "に", count: 50))
                list.runDeferredWork()
                #expect(textView.markedRange == 0..<50)
                #expect(list.table.laidOut[12] == 56)
                #expect(textView.boundsHeight == 56)

                textView.compose(String(repeating: "ほ", count: 90))
                list.runDeferredWork()
                #expect(textView.markedRange == 0..<90)
                #expect(list.table.laidOut[12] == 76)

                textView.commit(String(repeating: "日", count: 120))
                list.runDeferredWork()
                #expect(textView.markedRange == nil)
                #expect(textView.text == String(repeating: "日", count: 120))
                #expect(list.table.laidOut[12] == 96)
                #expect(textView.boundsHeight == 96)
                #expect(list.resizes.count - resizesBefore == 3)
                #expect(textView.scrollEnabledChanges.isEmpty)
                #expect(textView.contentOffsetY == 0)
                #expect(Self.caretIsVisible(in: list))
            }
        }
    }

    /// A composition past the row's four lines makes the text view scroll while marked, its marked
    /// text kept whole; the commit to fewer characters shrinks the row back to two lines and turns
    /// scrolling off, the content back at its top.
    @Test(arguments: [false, true])
    func aCommitShorterThanItsCompositionShrinksTheRow(fitsAtOldHeightFirst: Bool) {
        let listVariant = ListVariant(fitsAtOldHeightFirst: fitsAtOldHeightFirst)
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(kind: kind, variant: variant, listVariant: listVariant)
                let textView = list.attachTextView(row: 12, text: "", maximumLines: 4)
                textView.type("x")
                list.runDeferredWork()

                textView.compose(String(repeating: "か", count: 200))  // 201 characters: six lines
                list.runDeferredWork()
                #expect(textView.markedRange == 1..<201)
                #expect(list.table.laidOut[12] == 96)
                #expect(textView.isScrollEnabled)
                #expect(textView.caretIsVisible)

                textView.commit(String(repeating: "漢", count: 60))  // 61 characters: two lines
                list.runDeferredWork()
                #expect(textView.markedRange == nil)
                #expect(textView.text.count == 61)
                #expect(list.table.laidOut[12] == 56)
                #expect(textView.boundsHeight == 56)
                #expect(!textView.isScrollEnabled)
                #expect(textView.contentOffsetY == 0)
                #expect(Self.caretIsVisible(in: list))
            }
        }
    }

    /// The app reconfigures the very row the user composes in (`reconfigureRows`, a diffable
    /// `reconfigureItems`): its text set in code inside the list's update replaces the composition
    /// (text set in code ends the marking, B7, B8), and the row takes the new text's height once
    /// after the update, with no list query or update inside it (L6, L9). A commit the input method
    /// sends afterwards has no marked text to replace and changes nothing.
    @Test(arguments: [false, true])
    func aRowReconfiguredWhileComposingTakesTheAppsText(reconfigureResizesCells: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(
                    kind: kind, variant: variant,
                    listVariant: ListVariant(reconfigureResizesCells: reconfigureResizesCells))
                let textView = list.attachTextView(row: 12, text: "", maximumLines: 4)
                textView.compose(String(repeating: "に", count: 50))
                list.runDeferredWork()
                #expect(list.table.laidOut[12] == 56)

                list.reconfigureRows([12: String(repeating: "a", count: 100)])  // three lines
                #expect(textView.markedRange == nil)
                #expect(textView.text == String(repeating: "a", count: 100))
                #expect(list.table.laidOut[12] == 76)
                #expect(textView.boundsHeight == 76)

                textView.commit("日本")
                list.runDeferredWork()
                #expect(textView.text == String(repeating: "a", count: 100))
                #expect(list.table.laidOut[12] == 76)
            }
        }
    }

    /// Typing in the row the app reconfigures (the app setting text over the user's, mid-edit): the
    /// row takes the app's text's height once after the update, the text view keeps editing, and
    /// the next key the user types grows the row in its own turn.
    @Test(arguments: [false, true])
    func aRowReconfiguredWhileTypedTakesTheAppsTextThenGrowsAgain(reconfigureResizesCells: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(
                    kind: kind, variant: variant,
                    listVariant: ListVariant(reconfigureResizesCells: reconfigureResizesCells))
                let textView = list.attachTextView(row: 12, text: "", maximumLines: 4)
                textView.type("draft")
                list.runDeferredWork()

                list.reconfigureRows([12: "first line\nsecond line"])
                #expect(textView.text == "first line\nsecond line")
                #expect(list.table.laidOut[12] == 56)
                #expect(textView.isEditing)

                textView.type("\nthird")
                list.runDeferredWork()
                #expect(textView.text == "first line\nsecond line\nthird")
                #expect(list.table.laidOut[12] == 76)
                #expect(textView.boundsHeight == 76)
                #expect(textView.scrollEnabledChanges.isEmpty)
                #expect(Self.caretIsVisible(in: list))
            }
        }
    }
}
