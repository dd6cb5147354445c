import GrowingTextCore
import Testing

@Suite("Line limits in SwiftUI's idiom")
struct LineLimitsTests {
    @Test func closedRangeIsMinimumThroughMaximum() {
        #expect(LineLimits(1...6) == LineLimits(minimum: 1, maximum: 6))
        #expect(LineLimits(3...3).minimum == 3)
        #expect(LineLimits(3...3).maximum == 3)
        #expect(LineLimits(2...6).maximumNumberOfLines == 6)
    }

    @Test func singleLimitGrowsFromOneLine() {
        let limits = LineLimits(4)
        #expect(limits.minimum == 1)
        #expect(limits.maximum == 4)
        #expect(LineLimits(nil).maximum == nil)
        #expect(LineLimits(nil).maximumNumberOfLines == 0)
    }

    @Test func partialRanges() {
        #expect(LineLimits(2...).minimum == 2)
        #expect(LineLimits(2...).maximum == nil)
        #expect(LineLimits(...6).minimum == 1)
        #expect(LineLimits(...6).maximum == 6)
    }

    @Test func reservingSpaceHoldsTheWholeLimit() {
        #expect(LineLimits(3, reservesSpace: true) == LineLimits(minimum: 3, maximum: 3))
        #expect(LineLimits(3, reservesSpace: false) == LineLimits(minimum: 1, maximum: 3))
    }

    @Test func boundsBelowOneCountAsOne() {
        #expect(LineLimits(0...0) == LineLimits(minimum: 1, maximum: 1))
        #expect(LineLimits(-5...(-2)) == LineLimits(minimum: 1, maximum: 1))
        #expect(LineLimits(-5...4) == LineLimits(minimum: 1, maximum: 4))
        #expect(LineLimits(0) == LineLimits(minimum: 1, maximum: 1))
        #expect(LineLimits((-3)...) == LineLimits(minimum: 1, maximum: nil))
        #expect(LineLimits(...0) == LineLimits(minimum: 1, maximum: 1))
        #expect(LineLimits(-2, reservesSpace: true) == LineLimits(minimum: 1, maximum: 1))
    }

    @Test func backwardsBoundsLowerTheMinimumToTheMaximum() {
        let limits = LineLimits(minimum: 8, maximum: 3)
        #expect(limits.minimum == 3)
        #expect(limits.maximum == 3)
    }

    @Test func hugeBoundsAreCapped() {
        #expect(LineLimits(1...Int.max) == LineLimits(minimum: 1, maximum: nil))
        #expect(LineLimits(Int.max...) == LineLimits(minimum: 10_000, maximum: nil))
        #expect(LineLimits(Int.min...Int.max) == LineLimits(minimum: 1, maximum: nil))
        #expect(LineLimits(Int.max...Int.max) == LineLimits(minimum: 10_000, maximum: nil))
        #expect(LineLimits(10_000...10_000) == LineLimits(minimum: 10_000, maximum: 10_000))
        #expect(LineLimits(10_001...10_001) == LineLimits(minimum: 10_000, maximum: nil))
    }

    @Test func uikitIdiomTreatsZeroMaximumAsNoLimit() {
        #expect(
            LineLimits(minimumNumberOfLines: 2, maximumNumberOfLines: 0)
                == LineLimits(minimum: 2, maximum: nil))
        #expect(
            LineLimits(minimumNumberOfLines: 0, maximumNumberOfLines: -1)
                == LineLimits(minimum: 1, maximum: nil))
        #expect(LineLimits(minimumNumberOfLines: 1, maximumNumberOfLines: 6) == LineLimits(1...6))
    }

    @Test func theLargestLimitsResolveToFiniteHeights() {
        // 10,000 lines of 20 points: the policy stays finite and pixel-rounded.
        let limits = LineLimits(Int.max...Int.max)
        let policy = GrowthPolicy(
            minimumNumberOfLines: limits.minimum, maximumNumberOfLines: limits.maximumNumberOfLines,
            lineHeight: 20, displayScale: 3)
        let resolution = policy.resolve(contentHeight: 20)
        #expect(resolution.height == 200_000)
        #expect(!resolution.scrolls)
    }
}
