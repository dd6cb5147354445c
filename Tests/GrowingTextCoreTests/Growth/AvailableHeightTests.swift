import GrowingTextCore
import Testing

/// The height the host's screen leaves a view: an input of the controller, one more maximum over the
/// growth limits.
@Suite struct AvailableHeightTests {
    /// Lines of 20 points, at most 5 lines (100 points).
    private func configuration(availableHeight: Double?, minimumNumberOfLines: Int = 1)
        -> GrowingTextController.Configuration
    {
        GrowingTextController.Configuration(
            growth: GrowthPolicy(
                minimumNumberOfLines: minimumNumberOfLines, maximumNumberOfLines: 5, lineHeight: 20),
            animatesHeightChange: false, availableHeight: availableHeight)
    }

    private func state(height: Double) -> GrowingTextController.ScrollState {
        GrowingTextController.ScrollState(
            bounds: Size(width: 320, height: height), contentOffsetY: 0, adjustedContentInset: .zero,
            caret: Rect(x: 0, y: 0, width: 1, height: 20))
    }

    /// Eight lines of content (160 points) under a 5-line maximum and 70 points of screen: the view
    /// takes the 70 points and scrolls.
    @Test func theScreenCapsTheLineMaximum() {
        var controller = GrowingTextController(configuration: configuration(availableHeight: 70))
        _ = controller.handle(
            .contentMeasured(.init(width: 320, contentHeight: 160), state(height: 0), reason: .layoutChange))
        #expect(controller.height == 70)
        #expect(controller.isScrollEnabled)
    }

    /// More room than the maximum changes nothing; a new available height is a new configuration.
    @Test func moreRoomThanTheMaximumChangesNothingAndLessShrinksTheView() {
        var controller = GrowingTextController(configuration: configuration(availableHeight: 500))
        _ = controller.handle(
            .contentMeasured(.init(width: 320, contentHeight: 160), state(height: 0), reason: .layoutChange))
        #expect(controller.height == 100)
        _ = controller.handle(.configurationChanged(configuration(availableHeight: 40)))
        #expect(controller.height == 40)
    }

    /// A minimum above the available height is lowered to it, as a minimum above the maximum is.
    @Test func aMinimumAboveTheScreenIsLoweredToIt() {
        var controller = GrowingTextController(
            configuration: configuration(availableHeight: 30, minimumNumberOfLines: 4))
        _ = controller.handle(
            .contentMeasured(.init(width: 320, contentHeight: 20), state(height: 0), reason: .layoutChange))
        #expect(controller.height == 30)
    }

    /// `nil`, 0, negative, NaN and +infinity are no limit, as for `GrowthPolicy.maximumHeight`.
    @Test(arguments: [nil, 0, -10, .nan, .infinity] as [Double?])
    func badAvailableHeightsAreNoLimit(_ available: Double?) {
        var controller = GrowingTextController(configuration: configuration(availableHeight: available))
        _ = controller.handle(
            .contentMeasured(.init(width: 320, contentHeight: 160), state(height: 0), reason: .layoutChange))
        #expect(controller.height == 100)
    }

    @Test func limitingAPolicyKeepsTheSmallerMaximum() {
        let policy = GrowthPolicy(maximumHeight: 50, lineHeight: 20)
        #expect(policy.limited(toHeight: 80).maximumHeight == 50)
        #expect(policy.limited(toHeight: 30).maximumHeight == 30)
        #expect(GrowthPolicy().limited(toHeight: 30).maximumHeight == 30)
        #expect(GrowthPolicy(maximumHeight: -1).limited(toHeight: 30).maximumHeight == 30)
        #expect(policy.limited(toHeight: nil) == policy)
    }
}
