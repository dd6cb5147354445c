import GrowingTextCore
import Testing

/// Issue 9: `GrowingTextEditor` wrote a changed binding back by setting `text`, which moves the caret
/// to the end (unsourced, commonly reported; SwiftUI calls `updateUIView` for every binding change,
/// the coordinator's own included: Apple doc "makeUIView(context:)", STTextView `TextView.swift`).
@Suite("Binding write-back keeps the caret")
struct BindingWriteBackTests {
    @Test func anAppThatUppercasesKeepsTheCaretInTheMiddle() {
        // "hello|world": the user typed after "hello"; the app uppercases the binding.
        #expect(GrowingTextController.selection(restoring: 5..<5, inTextOfUTF16Length: 10) == 5..<5)
    }

    @Test func aShorterTextClampsTheSelection() {
        #expect(GrowingTextController.selection(restoring: 4..<9, inTextOfUTF16Length: 6) == 4..<6)
        #expect(GrowingTextController.selection(restoring: 8..<9, inTextOfUTF16Length: 6) == 6..<6)
    }

    @Test func badNumbersStayInsideTheText() {
        #expect(GrowingTextController.selection(restoring: -3..<2, inTextOfUTF16Length: -1) == 0..<0)
        #expect(GrowingTextController.selection(restoring: -3..<2, inTextOfUTF16Length: 5) == 0..<2)
    }
}
