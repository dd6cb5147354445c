import GrowingTextCore
import Testing

/// Every bad number is normalised by the rule documented on ``GrowthPolicy``; nothing traps.
@Suite struct GrowthBadInputTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -20])
    func unusableLineHeightIgnoresLineLimits(lineHeight: Double) {
        let policy = GrowthPolicy(minimumNumberOfLines: 2, maximumNumberOfLines: 3, lineHeight: lineHeight)
        #expect(policy.effectiveMinimumHeight == 0)
        #expect(policy.effectiveMaximumHeight == .infinity)
        #expect(policy.height(ofLines: 3) == nil)
        #expect(
            policy.resolve(contentHeight: 500)
                == GrowthResolution(height: 500, scrolls: false, visibleLines: 0))
        let withPoints = GrowthPolicy(minimumHeight: 50, maximumHeight: 80, lineHeight: lineHeight)
        #expect(withPoints.resolve(contentHeight: 10).height == 50)
        #expect(withPoints.resolve(contentHeight: 100).height == 80)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -2])
    func unusableScaleCountsAsOne(scale: Double) {
        let resolution = GrowthPolicy(lineHeight: 20, displayScale: scale).resolve(contentHeight: 20.2)
        #expect(resolution.height == 21)
        #expect(resolution.displayScale == 1)
    }

    @Test func hugeScaleDoesNotTrap() {
        let resolution = GrowthPolicy(lineHeight: 20, displayScale: 1e308).resolve(contentHeight: 20.2)
        #expect(resolution.height == 20.2)
    }

    /// Found by `Fuzz/GeometryFuzz.swift`: at a subnormal scale one pixel is more points than a
    /// `Double` holds, so rounding the content up to a whole pixel made the height infinite.
    @Test func subnormalScaleKeepsTheHeightFinite() {
        let resolution = GrowthPolicy(displayScale: .leastNormalMagnitude / 8).resolve(contentHeight: 1e306)
        #expect(resolution.height == 1e306)
        #expect(!resolution.scrolls)
    }

    @Test func badInsetsCountAsZero() {
        for bad in Self.nonFinite + [-8] {
            let policy = GrowthPolicy(
                maximumNumberOfLines: 2, insets: Insets(top: bad, bottom: bad), lineHeight: 20)
            #expect(policy.effectiveMinimumHeight == 20)
            #expect(policy.effectiveMaximumHeight == 40)
        }
    }

    @Test(arguments: [0, -3, Int.min])
    func minimumLinesBelowOneCountAsOne(minimum: Int) {
        let policy = GrowthPolicy(minimumNumberOfLines: minimum, lineHeight: 20)
        #expect(policy.effectiveMinimumHeight == 20)
        #expect(policy.resolve(contentHeight: 10).height == 20)
        #expect(policy.height(ofLines: -3) == 0)
    }

    @Test(arguments: [nil, 0, -1, Int.min])
    func zeroOrNegativeMaximumLinesMeanNoLimit(maximum: Int?) {
        let policy = GrowthPolicy(maximumNumberOfLines: maximum, lineHeight: 20)
        #expect(policy.effectiveMaximumHeight == .infinity)
        #expect(!policy.resolve(contentHeight: 1000).scrolls)
    }

    @Test(arguments: [nil, 0, -1, Double.nan, .infinity, -.infinity])
    func unusableMaximumHeightMeansNoLimit(maximum: Double?) {
        let policy = GrowthPolicy(maximumHeight: maximum, lineHeight: 20)
        #expect(policy.effectiveMaximumHeight == .infinity)
        #expect(policy.resolve(contentHeight: 1000).height == 1000)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -10])
    func unusableMinimumHeightCountsAsZero(minimum: Double) {
        // No line height, so no line-based minimum: the height minimum alone.
        let policy = GrowthPolicy(minimumHeight: minimum, lineHeight: 0)
        #expect(policy.effectiveMinimumHeight == 0)
        #expect(policy.resolve(contentHeight: 5).height == 5)
    }

    @Test func minimumAboveMaximumIsLoweredToTheMaximum() {
        let lines = GrowthPolicy(minimumNumberOfLines: 5, maximumNumberOfLines: 2, lineHeight: 20)
        #expect(lines.effectiveMinimumHeight == 40)
        #expect(
            lines.resolve(contentHeight: 10) == GrowthResolution(height: 40, scrolls: false, visibleLines: 2))
        #expect(
            lines.resolve(contentHeight: 100) == GrowthResolution(height: 40, scrolls: true, visibleLines: 2))
        let points = GrowthPolicy(minimumHeight: 200, maximumHeight: 100)
        #expect(points.effectiveMinimumHeight == 100)
        #expect(points.resolve(contentHeight: 10).height == 100)
        let mixed = GrowthPolicy(minimumNumberOfLines: 6, maximumHeight: 90, lineHeight: 20)
        #expect(mixed.effectiveMinimumHeight == 90)
    }

    @Test(arguments: [Double.nan, -5, -.infinity, .infinity])
    func badContentHeightCountsAsZero(content: Double) {
        let policy = GrowthPolicy(minimumNumberOfLines: 1, maximumNumberOfLines: 3, lineHeight: 20)
        #expect(
            policy.resolve(contentHeight: content)
                == GrowthResolution(height: 20, scrolls: false, visibleLines: 1))
    }

    @Test func hugeLineCountsDoNotTrap() {
        let policy = GrowthPolicy(minimumNumberOfLines: .max, maximumNumberOfLines: .max, lineHeight: 20)
        // Past 10,000 lines, a maximum is no maximum and a minimum counts as 10,000 lines.
        let resolution = policy.resolve(contentHeight: 10)
        #expect(resolution == GrowthResolution(height: 200_000, scrolls: false, visibleLines: 10_000))
        let capped = GrowthPolicy(minimumNumberOfLines: .max, maximumHeight: 100, lineHeight: 20)
        #expect(capped.resolve(contentHeight: 10).height == 100)
        #expect(capped.resolve(contentHeight: 10).visibleLines == 5)
    }

    /// Found by `Fuzz/GeometryFuzz.swift`: 42 lines of 7e307 points overflowed to an infinite minimum
    /// height, and the view's height with it.
    @Test func overflowingLineHeightsStayFinite() {
        let policy = GrowthPolicy(minimumNumberOfLines: 42, maximumNumberOfLines: 127, lineHeight: 7e307)
        #expect(policy.height(ofLines: 42) == .greatestFiniteMagnitude)
        #expect(policy.resolve(contentHeight: 0).height == .greatestFiniteMagnitude)
    }

    @Test func tinyLineHeightInHugeViewDoesNotTrap() {
        let policy = GrowthPolicy(lineHeight: 1e-300)
        #expect(policy.resolve(contentHeight: 1e300).visibleLines == .max)
    }

    @Test func badMeasuredLineHeightsFallBackToTheLineHeight() {
        let policy = GrowthPolicy(
            maximumNumberOfLines: 4, lineHeight: 20, measuredLineHeights: [.nan, -3, 0, .infinity])
        #expect(policy.effectiveMaximumHeight == 80)
        #expect(policy.resolve(contentHeight: 200).visibleLines == 4)
    }

    @Test func badDisplayScaleCountsAsOne() {
        #expect(
            GrowthResolution(height: 1, scrolls: false, visibleLines: 0, displayScale: -1).displayScale == 1)
    }
}
