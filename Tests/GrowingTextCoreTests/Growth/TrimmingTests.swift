import GrowingTextCore
import Testing

@Suite struct TrimmingTests {
    let trimming = EditingPolicy(trimsWhitespaceOnEndEditing: true)

    @Test func offByDefault() {
        #expect(EditingPolicy().textAfterEndEditing("  a \n") == "  a \n")
    }

    @Test func trimsBothEnds() {
        #expect(trimming.textAfterEndEditing("  \n hello world \t\n") == "hello world")
        #expect(trimming.textAfterEndEditing("a  b") == "a  b")
        #expect(trimming.textAfterEndEditing("x") == "x")
    }

    @Test func allBlankBecomesEmpty() {
        #expect(trimming.textAfterEndEditing("") == "")
        #expect(trimming.textAfterEndEditing("\r\n\t ") == "")
    }

    @Test func unicodeWhitespaceAndNewlines() {
        #expect(trimming.textAfterEndEditing("\u{A0}x\u{2028}\u{3000}") == "x")
        #expect(trimming.textAfterEndEditing("\u{85}x\u{2029}") == "x")
        // A zero-width space is not whitespace in Unicode: it is kept.
        #expect(trimming.textAfterEndEditing("\u{200B}x") == "\u{200B}x")
    }

    @Test func aSpaceCarryingAMarkIsKeptWhole() {
        #expect(trimming.textAfterEndEditing(" \u{301}a ") == " \u{301}a")
    }
}
