import GrowingTextCore
import Testing

@Suite struct GrowthPolicyLimitsTests {
    @Test func defaultsAreOneLineMinimumAndNoMaximum() {
        let policy = GrowthPolicy()
        #expect(policy.minimumNumberOfLines == 1)
        #expect(policy.maximumNumberOfLines == nil)
        #expect(policy.maximumHeight == nil)
        #expect(policy.displayScale == 1)
        #expect(policy.verticalAlignment == .top)
        #expect(policy.effectiveMaximumHeight == .infinity)
        #expect(GrowthPolicy(lineHeight: 20).effectiveMinimumHeight == 20)
    }

    @Test func linesBecomeHeightsWithInsets() {
        let policy = GrowthPolicy(
            minimumNumberOfLines: 1, maximumNumberOfLines: 4, insets: Insets(top: 8, bottom: 8),
            lineHeight: 20)
        #expect(policy.effectiveMinimumHeight == 36)
        #expect(policy.effectiveMaximumHeight == 96)
        #expect(policy.height(ofLines: 0) == 16)
        #expect(policy.height(ofLines: 3) == 76)
    }

    @Test func effectiveMinimumIsTheLargerKind() {
        let insets = Insets(top: 8, bottom: 8)
        #expect(
            GrowthPolicy(minimumNumberOfLines: 2, minimumHeight: 70, insets: insets, lineHeight: 20)
                .effectiveMinimumHeight == 70)
        #expect(
            GrowthPolicy(minimumNumberOfLines: 2, minimumHeight: 30, insets: insets, lineHeight: 20)
                .effectiveMinimumHeight == 56)
    }

    @Test func effectiveMaximumIsTheSmallerKind() {
        let insets = Insets(top: 8, bottom: 8)
        #expect(
            GrowthPolicy(maximumNumberOfLines: 5, maximumHeight: 100, insets: insets, lineHeight: 20)
                .effectiveMaximumHeight == 100)
        #expect(
            GrowthPolicy(maximumNumberOfLines: 3, maximumHeight: 100, insets: insets, lineHeight: 20)
                .effectiveMaximumHeight == 76)
        #expect(GrowthPolicy(maximumHeight: 120, lineHeight: 20).effectiveMaximumHeight == 120)
    }

    @Test func limitsRoundUpToThePixel() {
        // 3 × 17.900390625 + 16 = 69.701171875: 139.4 pixels at 2x, so 140 pixels.
        let policy = GrowthPolicy(
            maximumNumberOfLines: 3, insets: Insets(top: 8, bottom: 8), lineHeight: 17.900390625,
            displayScale: 2)
        #expect(policy.effectiveMaximumHeight == 70)
        #expect(GrowthPolicy(maximumHeight: 50.1, displayScale: 2).effectiveMaximumHeight == 50.5)
        #expect(GrowthPolicy(minimumHeight: 50.1, displayScale: 1).effectiveMinimumHeight == 51)
    }

    @Test func floatingPointNoiseDoesNotAddAPixel() {
        // 3 × 20.1 is 60.300000000000004 in binary floating point.
        let policy = GrowthPolicy(maximumNumberOfLines: 3, lineHeight: 20.1, displayScale: 10)
        #expect(policy.effectiveMaximumHeight == 60.3)
    }

    @Test func measuredFirstLinesKeepTheCap() {
        // A 34-point first line (large emoji) must still leave room for three lines.
        let measured = GrowthPolicy(maximumNumberOfLines: 3, lineHeight: 20, measuredLineHeights: [34, 20])
        #expect(measured.effectiveMaximumHeight == 74)
        #expect(measured.resolve(contentHeight: 94).visibleLines == 3)
        let unmeasured = GrowthPolicy(maximumNumberOfLines: 3, lineHeight: 20)
        #expect(unmeasured.effectiveMaximumHeight == 60)
    }

    @Test func measuredLinesBeyondTheLimitAreIgnored() {
        let policy = GrowthPolicy(
            minimumNumberOfLines: 1, maximumNumberOfLines: 2, lineHeight: 20,
            measuredLineHeights: [25, 30, 40, 50])
        #expect(policy.effectiveMinimumHeight == 25)
        #expect(policy.effectiveMaximumHeight == 55)
    }
}
