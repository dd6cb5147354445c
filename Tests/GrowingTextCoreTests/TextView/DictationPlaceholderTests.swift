import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Dictation's placeholder (U+FFFC, B20) is not the user's text: the committed text a composer
/// sends leaves it out while it stands where the speech goes; the results streamed so far and the
/// user's own attachments stay.
@Suite("Dictation's placeholder")
struct DictationPlaceholderTests {
    /// The committed text at every change the view reports during dictation, with and without a
    /// maximum length.
    @Test(arguments: [nil, 40])
    func theCommittedTextNeverHoldsThePlaceholder(limit: Int?) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: limit), variant: variant)
            view.appear()
            view.type("a\u{FFFC}b ")  // an attachment of the user's
            var committed: [String] = []
            view.onTextDidSettle = { [unowned view] in committed.append(view.adapter.committedText) }
            view.dictate(["hello", "hello world"])
            #expect(committed == ["a\u{FFFC}b ", "a\u{FFFC}b hello", "a\u{FFFC}b hello world"])
            #expect(view.text == "a\u{FFFC}b hello world")
            #expect(view.adapter.committedText == "a\u{FFFC}b hello world")
        }
    }

    /// Once dictation is over, a U+FFFC where its placeholder stood is the user's (an attachment
    /// pasted there), and counts.
    @Test func aCharacterLikeThePlaceholderAfterDictationCounts() {
        let view = TextViewStandIn(configuration: TextViewStandIn.configuration(), variant: .common)
        view.appear()
        view.dictate([])
        #expect(view.text == "\u{FFFC}")
        #expect(view.adapter.committedText == "\u{FFFC}")
    }

    @Test func removingThePlaceholderMovesTheMarkedRange() {
        let removed = DictationPlaceholder.removing(3..<4, from: "ab \u{FFFC}cd", markedRange: 4..<6)
        #expect(removed.text == "ab cd")
        #expect(removed.markedRange == 3..<5)
        let around = DictationPlaceholder.removing(1..<2, from: "a\u{FFFC}b", markedRange: 0..<3)
        #expect(around.text == "ab")
        #expect(around.markedRange == 0..<2)
    }

    /// Odd ranges leave the text as it is: none, longer than the placeholder, outside the text,
    /// negative, or over another character.
    @Test(arguments: [nil, 0..<2, 5..<6, -1..<0, 0..<1] as [Range<Int>?])
    func anOddRangeRemovesNothing(range: Range<Int>?) {
        let removed = DictationPlaceholder.removing(range, from: "ab\u{FFFC}", markedRange: 1..<2)
        #expect(removed.text == "ab\u{FFFC}")
        #expect(removed.markedRange == 1..<2)
    }
}
