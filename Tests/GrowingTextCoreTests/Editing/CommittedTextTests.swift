import GrowingTextCore
import Testing

/// The committed text: the text without its marked stretch, for a composer's Send and SwiftUI's
/// binding.
@Suite struct CommittedTextTests {
    let committed = EditingPolicy.committedText

    @Test func nothingMarkedIsTheWholeText() {
        #expect(committed("hello", nil) == "hello")
        #expect(committed("", nil) == "")
    }

    @Test func aPredictionAfterTheCaretIsLeftOut() {
        #expect(committed("Thank you", 5..<9) == "Thank")
        #expect(committed("hi my name is josh", 16..<18) == "hi my name is jo")
    }

    @Test func aCompositionIsLeftOutWhereverItIs() {
        #expect(committed("abにほcd", 2..<4) == "abcd")
        #expect(committed("日本ご", 2..<3) == "日本")
    }

    @Test func anEmptyRangeLeavesTheText() {
        #expect(committed("abc", 1..<1) == "abc")
        #expect(committed("abc", 3..<3) == "abc")
        #expect(committed("", 0..<0) == "")
    }

    @Test func aRangeOverTheWholeTextLeavesNothing() {
        #expect(committed("you", 0..<3) == "")
        #expect(committed("😀", 0..<2) == "")
    }

    @Test func aRangeOutsideTheTextIsClampedIntoIt() {
        #expect(committed("abc", 2..<9) == "ab")
        #expect(committed("abc", -4..<1) == "bc")
        #expect(committed("abc", -9..<(-2)) == "abc")
        #expect(committed("abc", 7..<9) == "abc")
        #expect(committed("", 0..<4) == "")
        #expect(committed("abc", Int.min..<Int.max) == "")
    }

    @Test func aSplitSurrogatePairIsKeptWhole() {
        // "a😀b": the emoji is the units 1..<3.
        #expect(committed("a😀b", 2..<4) == "a😀")
        #expect(committed("a😀b", 0..<2) == "😀b")
        #expect(committed("a😀b", 2..<2) == "a😀b")
        // Both bounds inside the one emoji: nothing whole is marked.
        #expect(committed("😀", 1..<1) == "😀")
        #expect(committed("a😀b", 1..<3) == "ab")
    }

    @Test func aSplitGraphemeClusterIsKeptWhole() {
        // "e" with a combining acute accent is one character of two units.
        #expect(committed("e\u{301}xy", 1..<4) == "e\u{301}")
        #expect(committed("xe\u{301}", 0..<2) == "e\u{301}")
        // A flag (two regional indicators, four units) and a family emoji (seven scalars, eleven
        // units) with a range ending inside them.
        #expect(committed("ab🇫🇷", 1..<4) == "a🇫🇷")
        #expect(committed("a👨‍👩‍👧‍👦", 1..<5) == "a👨‍👩‍👧‍👦")
        #expect(committed("a👨‍👩‍👧‍👦z", 1..<13) == "a")
    }
}
