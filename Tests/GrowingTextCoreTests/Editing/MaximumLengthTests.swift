import GrowingTextCore
import Testing

@Suite struct MaximumLengthTests {
    func limit(_ maximum: Int?) -> EditingPolicy { EditingPolicy(maximumLength: maximum) }

    @Test func noLimitAcceptsEverything() {
        let edit = limit(nil).acceptedEdit(replacingUTF16: 1..<2, with: "XYZ", in: "abc")
        #expect(
            edit == AcceptedEdit(range: 1..<2, replacement: "XYZ", text: "aXYZc", caret: 4, isModified: false)
        )
    }

    @Test func typingPastTheLimitIsCut() {
        let edit = limit(5).acceptedEdit(replacingUTF16: 3..<3, with: "defg", in: "abc")
        #expect(
            edit == AcceptedEdit(range: 3..<3, replacement: "de", text: "abcde", caret: 5, isModified: true))
    }

    /// GrowingTextView PRs #64/#65: after a paste cut at the limit the caret jumped to the end of the
    /// text instead of staying after what was inserted.
    @Test func pasteInTheMiddleLeavesTheCaretAfterTheInsertion() {
        let edit = limit(6).acceptedEdit(replacingUTF16: 2..<2, with: "XYZ", in: "abcd")
        #expect(
            edit == AcceptedEdit(range: 2..<2, replacement: "XY", text: "abXYcd", caret: 4, isModified: true))
    }

    @Test func replacingASelectionCountsTheRemovedText() {
        let edit = limit(11).acceptedEdit(replacingUTF16: 0..<5, with: "goodbye", in: "hello world")
        #expect(edit.text == "goodb world")
        #expect(edit.caret == 5)
    }

    @Test func emojiSequencesAreNeverSplit() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let four = limit(4).acceptedEdit(replacingUTF16: 2..<2, with: family + "\u{1F600}x", in: "ab")
        #expect(four.replacement == family + "\u{1F600}")
        #expect(four.caret == 12)
        let three = limit(3).acceptedEdit(replacingUTF16: 2..<2, with: family + "\u{1F600}x", in: "ab")
        #expect(three.replacement == family)
        #expect(three.caret == 10)
        let two = limit(2).acceptedEdit(replacingUTF16: 2..<2, with: family, in: "ab")
        #expect(two.replacement == "")
        #expect(two.caret == 2)
        #expect(two.isModified)
    }

    @Test func flagsAreNeverSplit() {
        let edit = limit(1).acceptedEdit(
            replacingUTF16: 0..<0, with: "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", in: "")
        #expect(edit.replacement == "\u{1F1EB}\u{1F1F7}")
        #expect(edit.caret == 4)
    }

    @Test func combiningSequencesAreNeverSplit() {
        let edit = limit(2).acceptedEdit(replacingUTF16: 0..<0, with: "e\u{301}a\u{308}o", in: "")
        #expect(edit.replacement == "e\u{301}a\u{308}")
        #expect(edit.caret == 4)
    }

    @Test func aCombiningMarkTypedAfterItsBaseDoesNotCount() {
        let edit = limit(1).acceptedEdit(replacingUTF16: 1..<1, with: "\u{301}", in: "e")
        #expect(
            edit
                == AcceptedEdit(
                    range: 1..<1, replacement: "\u{301}", text: "e\u{301}", caret: 2, isModified: false))
        let more = limit(1).acceptedEdit(replacingUTF16: 1..<1, with: "\u{301}x", in: "e")
        #expect(more.replacement == "\u{301}")
        #expect(more.text == "e\u{301}")
        #expect(more.caret == 2)
    }

    @Test func aJoinerThatMergesTwoEmojiFitsEvenOverTheLimit() {
        // "👨👩" is two characters; a zero-width joiner between them makes one.
        let edit = limit(1).acceptedEdit(replacingUTF16: 2..<2, with: "\u{200D}", in: "\u{1F468}\u{1F469}")
        #expect(edit.text == "\u{1F468}\u{200D}\u{1F469}")
        #expect(edit.caret == 3)
        #expect(!edit.isModified)
    }

    @Test func anEditWhoseRangeCutsACharacter() {
        // Replacing only the "e" of "e\u{301}": the orphaned mark joins the last inserted character.
        let edit = limit(1).acceptedEdit(replacingUTF16: 0..<1, with: "ab", in: "e\u{301}")
        #expect(edit.replacement == "a")
        #expect(edit.text == "a\u{301}")
        #expect(edit.caret == 1)
        let fits = limit(2).acceptedEdit(replacingUTF16: 1..<2, with: "c\u{301}", in: "ab")
        #expect(fits.text == "ac\u{301}")
        #expect(!fits.isModified)
    }

    @Test func aFlagCompletedAcrossTheEditIsKeptWhole() {
        // A lone regional indicator F before the caret pairs with the first inserted R.
        let edit = limit(1).acceptedEdit(
            replacingUTF16: 2..<2, with: "\u{1F1F7}\u{1F1FA}\u{1F1F8}", in: "\u{1F1EB}")
        #expect(edit.replacement == "\u{1F1F7}")
        #expect(edit.text == "\u{1F1EB}\u{1F1F7}")
        #expect(edit.caret == 4)
    }

    @Test func nothingIsCutWhileComposing() {
        let rules = limit(3)
        let edit = rules.acceptedEdit(replacingUTF16: 3..<3, with: "\u{304B}", in: "abc", isComposing: true)
        #expect(
            edit
                == AcceptedEdit(
                    range: 3..<3, replacement: "\u{304B}", text: "abc\u{304B}", caret: 4, isModified: false))
        #expect(rules.clamped(edit.text) == "abc")
        #expect(rules.clamped("ab") == "ab")
        #expect(limit(nil).clamped("abcdef") == "abcdef")
    }

    @Test func deletionIsAlwaysAccepted() {
        let edit = limit(3).acceptedEdit(replacingUTF16: 0..<1, with: "", in: "abcdef")
        #expect(
            edit == AcceptedEdit(range: 0..<1, replacement: "", text: "bcdef", caret: 0, isModified: false))
    }

    @Test func overTheLimitAlreadyOnlyDeletes() {
        let edit = limit(3).acceptedEdit(replacingUTF16: 0..<1, with: "xy", in: "abcdef")
        #expect(
            edit == AcceptedEdit(range: 0..<1, replacement: "", text: "bcdef", caret: 0, isModified: true))
    }

    @Test func zeroAndNegativeLimitsAcceptNothing() {
        for maximum in [0, -5] {
            let edit = limit(maximum).acceptedEdit(replacingUTF16: 0..<0, with: "a", in: "")
            #expect(edit == AcceptedEdit(range: 0..<0, replacement: "", text: "", caret: 0, isModified: true))
        }
    }

    @Test func offsetsOutsideTheTextAreClamped() {
        let edit = limit(nil).acceptedEdit(replacingUTF16: 5..<9, with: "d", in: "abc")
        #expect(
            edit == AcceptedEdit(range: 3..<3, replacement: "d", text: "abcd", caret: 4, isModified: true))
        let negative = limit(nil).acceptedEdit(replacingUTF16: -4 ..< -1, with: "z", in: "abc")
        #expect(negative.range == 0..<0)
        #expect(negative.text == "zabc")
    }

    @Test func halfASurrogatePairIsWidenedToTheScalar() {
        // "a😀b": the emoji occupies UTF-16 offsets 1 and 2.
        let lower = limit(nil).acceptedEdit(replacingUTF16: 2..<3, with: "x", in: "a\u{1F600}b")
        #expect(
            lower == AcceptedEdit(range: 1..<3, replacement: "x", text: "axb", caret: 2, isModified: true))
        let upper = limit(nil).acceptedEdit(replacingUTF16: 0..<2, with: "x", in: "a\u{1F600}b")
        #expect(upper == AcceptedEdit(range: 0..<3, replacement: "x", text: "xb", caret: 1, isModified: true))
        let insertion = limit(nil).acceptedEdit(replacingUTF16: 2..<2, with: "x", in: "a\u{1F600}b")
        #expect(
            insertion
                == AcceptedEdit(
                    range: 1..<1, replacement: "x", text: "ax\u{1F600}b", caret: 2, isModified: true))
    }

    @Test func typingIntoMegabytesOverTheLimitOnlyDeletes() {
        let text = String(repeating: "e\u{301}", count: 1_000_000)
        let edit = limit(10).acceptedEdit(replacingUTF16: 0..<2, with: "x", in: text)
        #expect(edit.replacement == "")
        #expect(edit.text.utf16.count == 1_999_998)
        #expect(edit.caret == 0)
    }

    @Test func megabytePasteIsCutToTheLimit() {
        let paste = String(repeating: "a\u{1F600}", count: 500_000)
        let edit = limit(280).acceptedEdit(replacingUTF16: 0..<0, with: paste, in: "")
        #expect(edit.replacement.count == 280)
        #expect(edit.caret == 420)
    }
}
