import GrowingTextCore
import Testing

/// Situations that growing text views in the wild got wrong, each pinned down.
@Suite struct PeerRegressionTests {
    /// HPGrowingTextView #122: the maximum was computed with integer truncation, so a 17.9-point
    /// line height capped at 3 lines gave 69 points and hid the bottom of the last line.
    @Test func hpGrowingTextView122TruncationHidLastLine() {
        let policy = GrowthPolicy(
            maximumNumberOfLines: 3, insets: Insets(top: 8, bottom: 8), lineHeight: 17.900390625,
            displayScale: 3)
        let fourLines = policy.resolve(contentHeight: 87.6015625)
        #expect(fourLines.height == 70)
        #expect(fourLines.scrolls)
        #expect(fourLines.visibleLines == 3)
        let threeLines = policy.resolve(contentHeight: 69.701171875)
        #expect(threeLines.height == 70)
        #expect(!threeLines.scrolls)
        #expect(threeLines.visibleLines == 3)
    }

    /// NextGrowingTextView PR #19: a maximum of 2 lines let a third line show.
    @Test func nextGrowingTextView19MaxTwoShowedThree() {
        let policy = GrowthPolicy(
            maximumNumberOfLines: 2, insets: Insets(top: 8, bottom: 8), lineHeight: 20.1,
            displayScale: 3)
        let threeLines = policy.resolve(contentHeight: 76.3)
        #expect(threeLines.height == 56.333333333333336)
        #expect(threeLines.scrolls)
        #expect(threeLines.visibleLines == 2)
        let twoLines = policy.resolve(contentHeight: 56.2)
        #expect(twoLines.height == 56.333333333333336)
        #expect(!twoLines.scrolls)
        #expect(twoLines.visibleLines == 2)
    }

    /// NextGrowingTextView #105: on reaching the maximum the view snapped back to its minimum.
    @Test func nextGrowingTextView105SnappedToMinimumAtMaximum() {
        let policy = GrowthPolicy(
            minimumNumberOfLines: 1, maximumNumberOfLines: 3, lineHeight: 20, displayScale: 2)
        #expect(policy.resolve(contentHeight: 60).height == 60)
        #expect(policy.resolve(contentHeight: 60.4).height == 60)
        #expect(policy.resolve(contentHeight: 80).height == 60)
        #expect(policy.resolve(contentHeight: 10_000).height == 60)

        var controller = GrowingTextController(configuration: .init(growth: policy))
        let state = GrowingTextController.ScrollState(bounds: Size(width: 100, height: 20))
        var heights: [Double] = []
        var switches: [Bool] = []
        for content in [20.0, 40, 60, 80, 100, 80, 60, 40] {
            let measurement = GrowingTextController.Measurement(width: 100, contentHeight: content)
            for effect in controller.handle(.contentMeasured(measurement, state, reason: .edit)) {
                switch effect {
                case .setHeight(let change): heights.append(change.to)
                case .setScrollEnabled(let enabled): switches.append(enabled)
                default: break
                }
            }
        }
        #expect(heights == [20, 40, 60, 40])
        #expect(switches == [true, false])
    }
}
