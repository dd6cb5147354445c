import GrowingTextCore
import Testing

@Suite("Limit after composition")
struct CompositionOverflowTests {
    @Test func committedOverflowIsTheTail() {
        let policy = EditingPolicy(maximumLength: 3)
        #expect(policy.overflowUTF16Range(in: "abcdef", isComposing: false) == 3..<6)
    }

    @Test func nothingIsCutWhileComposing() {
        let policy = EditingPolicy(maximumLength: 3)
        #expect(policy.overflowUTF16Range(in: "日本語です", isComposing: true) == nil)
        #expect(policy.overflowUTF16Range(in: "日本語です", isComposing: false) == 3..<5)
    }

    @Test func textWithinTheLimitOrWithoutLimitKeepsEverything() {
        #expect(EditingPolicy(maximumLength: 3).overflowUTF16Range(in: "abc", isComposing: false) == nil)
        #expect(
            EditingPolicy().overflowUTF16Range(in: String(repeating: "x", count: 1000), isComposing: false)
                == nil)
    }

    @Test func clustersAreKeptWhole() {
        // 👍🏽 is 4 UTF-16 units, 🇫🇷 is 4: two characters, 8 units.
        let policy = EditingPolicy(maximumLength: 2)
        #expect(policy.overflowUTF16Range(in: "👍🏽🇫🇷x", isComposing: false) == 8..<9)
        #expect(
            EditingPolicy(maximumLength: 1).overflowUTF16Range(in: "e\u{301}\u{302}z", isComposing: false)
                == 3..<4)
    }

    @Test func negativeLimitCutsEverything() {
        #expect(EditingPolicy(maximumLength: -1).overflowUTF16Range(in: "ab", isComposing: false) == 0..<2)
    }
}
