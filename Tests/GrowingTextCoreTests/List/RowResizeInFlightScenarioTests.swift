import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// While a row is resized, UIKit may fit its cell (and lay its text view out) at the row's old
/// height before the row takes its new one: a text view squeezed for that moment is not settled
/// there, so it does not switch scrolling on and off.
@Suite("Scenarios: a text view while its row resizes")
struct RowResizeInFlightScenarioTests {
    /// Typing grows the edited row (12) from 1 line to 3 of at most 4, in a table and in collection
    /// views on iOS 15 and 16: scrolling never switches, the row ends 76 points tall, and the text
    /// view shows its whole content from the top.
    @Test(arguments: [false, true])
    func aRowGrowingWhileTypedNeverSwitchesScrolling(fitsAtOldHeightFirst: Bool) {
        let listVariant = ListVariant(fitsAtOldHeightFirst: fitsAtOldHeightFirst)
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases.map(\.kind) {
                let table = TableStandIn(
                    width: 390, boundsHeight: 844, insets: Insets(bottom: 336), rowIDs: Array(0..<20),
                    realHeights: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 36.0) }))
                let list = ListStandIn(
                    table: table, kind: kind, estimatedRowHeight: 36, variant: variant,
                    listVariant: listVariant)
                let textView = list.attachTextView(row: 12, lines: 1, maximumLines: 4)
                list.type(toLines: 3)
                #expect(textView.scrollEnabledChanges.isEmpty)
                #expect(list.table.laidOut[12] == 76)
                #expect(textView.boundsHeight == 76)
                #expect(textView.contentOffsetY == 0)
            }
        }
    }
}
