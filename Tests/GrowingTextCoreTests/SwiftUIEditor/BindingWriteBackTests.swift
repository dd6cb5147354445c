import GrowingTextCore
import Testing

/// `GrowingTextEditor` wrote a changed binding back by setting `text`, which moves the caret
/// to the end (unsourced, commonly reported; SwiftUI calls `updateUIView` for every binding change,
/// the coordinator's own included: Apple doc "makeUIView(context:)", STTextView `TextView.swift`).
/// An edit the app makes to the binding before the caret must move the caret with the text
/// after it, as a text view moves its selection when its text storage is edited.
@Suite("Binding write-back keeps the caret")
struct BindingWriteBackTests {
    private func restore(_ selection: Range<Int>, _ old: String, _ new: String) -> Range<Int> {
        EditorBindingRule.selection(restoring: selection, from: old, to: new)
    }

    @Test func anAppThatUppercasesKeepsTheCaretInTheMiddle() {
        // "hello|world": the user typed after "hello"; the app uppercases the binding.
        #expect(restore(5..<5, "helloworld", "HELLOWORLD") == 5..<5)
    }

    @Test func anInsertionBeforeTheCaretShiftsIt() {
        // "Hi Bob|": the app expands "Hi" to "Hello" before the caret.
        #expect(restore(6..<6, "Hi Bob", "Hello Bob") == 9..<9)
        // A mention completed before a selection moves the whole selection.
        #expect(restore(4..<7, "@al and", "@alice and") == 7..<10)
    }

    @Test func aDeletionBeforeTheCaretShiftsIt() {
        // "  hello| world": the app strips leading spaces.
        #expect(restore(7..<7, "  hello world", "hello world") == 5..<5)
    }

    @Test func anEditAfterTheCaretLeavesIt() {
        #expect(restore(2..<2, "hello", "hello world") == 2..<2)
        #expect(restore(2..<2, "hello world", "hello") == 2..<2)
    }

    @Test func anInsertionAtTheCaretStaysAfterIt() {
        // The caret does not move when the app inserts exactly where it is: it is not typing.
        #expect(restore(2..<2, "abcd", "abXcd") == 2..<2)
    }

    @Test func aDeletionAroundTheCaretLandsAtItsStart() {
        // "a|bcdef" with "bcde" removed by the app: the caret falls back to where the text went.
        #expect(restore(4..<4, "abcdef", "af") == 1..<1)
        #expect(restore(2..<5, "abcdef", "af") == 1..<1)
    }

    @Test func aShorterTextClampsTheSelection() {
        #expect(restore(4..<9, "abcdefghi", "abcdef") == 4..<6)
        #expect(restore(8..<9, "abcdefghi", "abcdef") == 6..<6)
    }

    @Test func offsetsCountUTF16AndNeverSplitASurrogatePair() {
        // 😀 (U+1F600, D83D DE00) replaced by 😃 (U+1F603, D83D DE03) before the caret: the code units
        // share a high surrogate, the scalars differ; the caret after it stays after it.
        #expect(restore(3..<3, "😀a", "😃a") == 3..<3)
        // An emoji inserted before the caret moves it by two code units.
        #expect(restore(1..<1, "a", "😀a") == 3..<3)
        // A caret inside the changed scalar lands on the scalar's start, never between its halves.
        #expect(restore(1..<1, "😀", "😃") == 0..<0)
    }

    @Test func badNumbersStayInsideTheText() {
        #expect(restore(-3..<2, "abc", "") == 0..<0)
        #expect(restore(-3..<2, "abcde", "abcde") == 0..<2)
        #expect(restore(40..<90, "abc", "abcd") == 3..<3)
    }

    @Test func theBindingHoldsTheTextWithoutItsMarkedStretch() {
        let committed = EditorBindingRule.committedText
        #expect(committed("hello", nil) == "hello")
        // A prediction after the caret, a composition in the middle.
        #expect(committed("message", 3..<7) == "mes")
        #expect(committed("abにほcd", 2..<4) == "abcd")
        // A range outside the text is clamped into it.
        #expect(committed("abc", 2..<9) == "ab")
        #expect(committed("abc", -4..<1) == "bc")
    }

    @Test func theBindingReachesTheViewWhenItDiffersFromTheCommittedText() {
        let writeBack = { EditorBindingRule.writeBack($0, viewText: $1, markedRange: $2, selection: $3) }
        // The user's own keystroke coming back through the binding, with or without a prediction.
        #expect(writeBack("hello", "hello", nil, 5..<5) == .none)
        #expect(writeBack("mes", "message", 3..<7, 3..<3) == .none)
        // The app changed the text: write it, caret kept.
        #expect(writeBack("Hi hello", "hello", nil, 5..<5) == .replace(selection: 8..<8))
        // While an input method marks text, a clear is written at once, anything else waits.
        #expect(writeBack("", "message", 3..<7, 3..<3) == .replace(selection: 0..<0))
        #expect(writeBack("HELLO", "helloにほ", 5..<7, 7..<7) == .waitForCompositionEnd)
        // A prediction too: the keyboard may act on the marked range it remembers.
        #expect(writeBack("Hi mes", "message", 3..<7, 3..<3) == .waitForCompositionEnd)
    }

    @Test func whileDictationRunsEveryWriteWaits() {
        let writeBack = { (binding: String, view: String) in
            EditorBindingRule.writeBack(
                binding, viewText: view, markedRange: nil, selection: 4..<4, isDictating: true)
        }
        #expect(writeBack("hi \u{FFFC}", "hi \u{FFFC}") == .none)
        #expect(writeBack("@a hi \u{FFFC}", "hi \u{FFFC}") == .waitForCompositionEnd)
        #expect(writeBack("", "hi \u{FFFC}") == .waitForCompositionEnd)
    }

    /// While the view has not settled a change (an undo until its group ends), a binding that
    /// differs has not heard of it: its value waits, except a clear (a composer's send), written at
    /// once; one equal to the view's committed text needs nothing; marked text or dictation keep
    /// their own wait.
    @Test func whileAChangeIsUnsettledAWriteWaitsForIt() {
        let writeBack = { (binding: String, view: String, marked: Range<Int>?, dictating: Bool) in
            EditorBindingRule.writeBack(
                binding, viewText: view, markedRange: marked, selection: 3..<3, isDictating: dictating,
                isChangeUnsettled: true)
        }
        #expect(writeBack("hey y", "hey", nil, false) == .waitForChangeToSettle)
        #expect(writeBack("", "hey", nil, false) == .replace(selection: 0..<0))
        #expect(writeBack("hey", "hey", nil, false) == .none)
        #expect(writeBack("Hi mes", "message", 3..<7, false) == .waitForCompositionEnd)
        #expect(writeBack("", "message", 3..<7, false) == .replace(selection: 0..<0))
        #expect(writeBack("@a hey", "hey", nil, true) == .waitForCompositionEnd)
    }

    @Test func aPredictionAfterTheCaretIsNoComposition() {
        let isComposition = EditorBindingRule.isComposition
        #expect(!isComposition(nil, 3..<3))
        #expect(!isComposition(3..<3, 3..<3))
        // A prediction shown after the caret.
        #expect(!isComposition(3..<7, 3..<3))
        // A conversion with the caret at its end or inside it, or a selection over it.
        #expect(isComposition(3..<5, 5..<5))
        #expect(isComposition(3..<5, 4..<4))
        #expect(isComposition(3..<5, 3..<5))
    }

    @Test func aWaitingWriteIsMergedWithWhatTheCompositionCommitted() {
        let merged = EditorBindingRule.merged
        // Nothing changed on one side: the other side's text.
        #expect(merged("ab", "ab", "ab日本") == "ab日本")
        #expect(merged("ab", "Draft", "ab") == "Draft")
        // Apart: the app replaced the start, the user committed at the end; and the reverse.
        #expect(merged("ab", "Draft", "ab日本") == "Draft日本")
        #expect(merged("hi @al", "hi @alice ", "日本hi @al") == "日本hi @alice ")
        // The app uppercased what the user had typed; the user typed on after it.
        #expect(merged("hel", "HEL", "help") == "HELp")
        // Overlapping changes: the app's text wins.
        #expect(merged("abc", "aXc", "aYc") == "aXc")
        #expect(merged("abc", "", "aYc") == "")
        // Both inserted at the same point: the app's text first (a mention completed, then what the
        // user committed after it), never the user's text inside the app's word.
        #expect(merged("hi @jo", "hi @john ", "hi @jo and") == "hi @john  and")
    }
}
