import GrowingTextCore
import Testing

@Suite struct GrowthResolutionTests {
    /// One to four 20-point lines between 8-point insets on a 2x display: 36...96 points.
    let policy = GrowthPolicy(
        minimumNumberOfLines: 1, maximumNumberOfLines: 4, insets: Insets(top: 8, bottom: 8), lineHeight: 20,
        displayScale: 2)

    @Test func shortContentTakesTheMinimum() {
        #expect(
            policy.resolve(contentHeight: 30)
                == GrowthResolution(
                    height: 36, scrolls: false, visibleLines: 1, contentOffsetY: 0, displayScale: 2))
    }

    @Test func contentBetweenTheLimitsIsFollowed() {
        let resolution = policy.resolve(contentHeight: 56)
        #expect(resolution.height == 56)
        #expect(!resolution.scrolls)
        #expect(resolution.visibleLines == 2)
    }

    @Test func heightsRoundUpNeverDown() {
        #expect(policy.resolve(contentHeight: 56.1).height == 56.5)
        #expect(policy.resolve(contentHeight: 56.26).height == 56.5)
        #expect(policy.resolve(contentHeight: 56.5).height == 56.5)
        #expect(policy.resolve(contentHeight: 56.51).height == 57)
        #expect(GrowthPolicy(lineHeight: 20, displayScale: 3).resolve(contentHeight: 20.1).height == 61.0 / 3)
    }

    @Test func contentAtTheMaximumDoesNotScroll() {
        let resolution = policy.resolve(contentHeight: 96)
        #expect(resolution == GrowthResolution(height: 96, scrolls: false, visibleLines: 4, displayScale: 2))
    }

    @Test func contentAboveTheMaximumScrollsAtTheMaximum() {
        #expect(
            policy.resolve(contentHeight: 96.2)
                == GrowthResolution(height: 96, scrolls: true, visibleLines: 4, displayScale: 2))
        #expect(
            policy.resolve(contentHeight: 5000)
                == GrowthResolution(height: 96, scrolls: true, visibleLines: 4, displayScale: 2))
    }

    @Test func noMaximumNeverScrolls() {
        let open = GrowthPolicy(lineHeight: 20)
        #expect(
            open.resolve(contentHeight: 100_000)
                == GrowthResolution(height: 100_000, scrolls: false, visibleLines: 5000))
    }

    @Test func visibleLinesAreRightAtExactMultiples() {
        // 60.3 / 20.1 is 2.9999999999999996 in floating point; truncating it hides a line.
        let policy = GrowthPolicy(maximumNumberOfLines: 3, lineHeight: 20.1, displayScale: 10)
        let resolution = policy.resolve(contentHeight: 1000)
        #expect(resolution.height == 60.3)
        #expect(resolution.visibleLines == 3)
    }

    @Test func partialLinesDoNotCount() {
        let policy = GrowthPolicy(maximumHeight: 90, lineHeight: 20)
        #expect(policy.resolve(contentHeight: 200).visibleLines == 4)
        #expect(policy.resolve(contentHeight: 59).visibleLines == 2)
        // Three 20.1-point lines in 60 points: 0.3 points (under half a pixel) of the third are cut.
        #expect(
            GrowthPolicy(maximumHeight: 60, lineHeight: 20.1).resolve(contentHeight: 100).visibleLines == 3)
        #expect(
            GrowthPolicy(maximumHeight: 59, lineHeight: 20.1).resolve(contentHeight: 100).visibleLines == 2)
    }
}

@Suite struct VerticalAlignmentTests {
    func policy(_ alignment: GrowthPolicy.VerticalAlignment, scale: Double = 1) -> GrowthPolicy {
        GrowthPolicy(
            minimumNumberOfLines: 3, maximumNumberOfLines: 5, lineHeight: 20, displayScale: scale,
            verticalAlignment: alignment)
    }

    @Test func slackIsPlacedByAlignment() {
        #expect(policy(.top).resolve(contentHeight: 20).contentOffsetY == 0)
        #expect(policy(.center).resolve(contentHeight: 20).contentOffsetY == 20)
        #expect(policy(.bottom).resolve(contentHeight: 20).contentOffsetY == 40)
        #expect(policy(.bottom).resolve(contentHeight: 20).height == 60)
    }

    @Test func centeringRoundsDownToThePixel() {
        #expect(policy(.center).resolve(contentHeight: 25).contentOffsetY == 17)
        #expect(policy(.center, scale: 2).resolve(contentHeight: 25).contentOffsetY == 17.5)
        #expect(policy(.bottom).resolve(contentHeight: 25).contentOffsetY == 35)
    }

    @Test func noSlackNoOffset() {
        #expect(policy(.bottom).resolve(contentHeight: 60).contentOffsetY == 0)
        #expect(policy(.center).resolve(contentHeight: 80).contentOffsetY == 0)
        #expect(policy(.bottom).resolve(contentHeight: 500).contentOffsetY == 0)
        #expect(policy(.bottom).resolve(contentHeight: 500).scrolls)
    }
}
