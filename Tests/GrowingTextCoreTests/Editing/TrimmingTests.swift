import GrowingTextCore
import Testing

@Suite struct TrimmingTests {
    let trimming = EditingPolicy(trimsWhitespaceOnEndEditing: true)

    @Test func offByDefault() {
        #expect(EditingPolicy().kept("  a \n") == "  a \n")
    }

    @Test func trimsBothEnds() {
        #expect(trimming.kept("  \n hello world \t\n") == "hello world")
        #expect(trimming.kept("a  b") == "a  b")
        #expect(trimming.kept("x") == "x")
    }

    @Test func allBlankBecomesEmpty() {
        #expect(trimming.kept("") == "")
        #expect(trimming.kept("\r\n\t ") == "")
    }

    @Test func unicodeWhitespaceAndNewlines() {
        #expect(trimming.kept("\u{A0}x\u{2028}\u{3000}") == "x")
        #expect(trimming.kept("\u{85}x\u{2029}") == "x")
        // A zero-width space is not whitespace in Unicode: it is kept.
        #expect(trimming.kept("\u{200B}x") == "\u{200B}x")
    }

    @Test func aSpaceCarryingAMarkIsKeptWhole() {
        #expect(trimming.kept(" \u{301}a ") == " \u{301}a")
    }
}

extension EditingPolicy {
    /// The text the controller keeps when editing ends.
    fileprivate func kept(_ text: String) -> String {
        String(text[keptRangeAfterEndEditing(text)])
    }
}
