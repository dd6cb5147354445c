import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The app edits a list row's text view itself: `insertText(_:)` (an emoji panel), which UIKit
/// tells as V1 says, or an edit of the text storage (a mention picker), which nothing but the
/// storage tells (B17, B18). The text view measures either; its row takes the new height, in the
/// turn of the edit when UIKit reports it like a key and on the next turn otherwise. Meanwhile the
/// text view is laid out at its row's old height: that is no squeeze, so scrolling never switches
/// on (and off again once the row resizes). In a table
/// and collection views on iOS 15 and 16; the list is 390 points wide (39 characters a line), rows
/// 36 points.
@Suite("Scenarios: the app's edits in a list row")
struct ListAppEditScenarioTests {
    /// The app inserts 50 characters at the caret of row 12: two lines, whatever UIKit tells, and
    /// scrolling never switches.
    @Test func theAppsInsertTextResizesItsRow() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
                let textView = list.attachTextView(row: 12, text: "", maximumLines: 4)
                textView.appInsertText(String(repeating: "e", count: 50))
                list.runDeferredWork()
                #expect(list.table.laidOut[12] == 56)
                #expect(textView.boundsHeight == 56)
                #expect(textView.text.count == 50)
                #expect(textView.scrollEnabledChanges.isEmpty)
            }
        }
    }

    /// The app replaces a word of row 12 through the text storage with 90 characters: three lines,
    /// and scrolling never switches.
    @Test func theAppsTextStorageEditResizesItsRow() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for kind in ListKind.allCases {
                let list = ListStandIn.withKeyboard(kind: kind, variant: variant)
                let textView = list.attachTextView(row: 12, text: "hi @sam", maximumLines: 4)
                textView.appEditTextStorage(3..<7, with: String(repeating: "m", count: 86))
                list.runDeferredWork()
                #expect(textView.text.count == 89)
                #expect(list.table.laidOut[12] == 76)
                #expect(textView.boundsHeight == 76)
                #expect(textView.contentOffsetY == 0)
                #expect(textView.scrollEnabledChanges.isEmpty)
            }
        }
    }
}
