import Testing

@testable import GrowingTextCore

@Suite struct GrowthTrackerTests {
    func resolution(_ height: Double, scrolls: Bool = false, scale: Double = 2) -> GrowthResolution {
        GrowthResolution(height: height, scrolls: scrolls, visibleLines: 0, displayScale: scale)
    }

    @Test func firstChangeIsNotAnimated() {
        var tracker = GrowthTracker()
        #expect(
            tracker.update(to: resolution(36), animated: true)
                == HeightChange(from: 0, to: 36, animated: false, duration: 0))
    }

    @Test func aNoOpFirstUpdateStillCountsAsTheFirstLayout() {
        var tracker = GrowthTracker(height: 36)
        #expect(!tracker.hasUpdated)
        #expect(tracker.update(to: resolution(36), animated: true) == nil)
        #expect(tracker.hasUpdated)
        #expect(
            tracker.update(to: resolution(56), animated: true)
                == HeightChange(from: 36, to: 56, animated: true, duration: 0.2))
    }

    @Test func laterChangesAnimateUnlessTold() {
        var tracker = GrowthTracker(height: 36)
        _ = tracker.update(to: resolution(56), animated: true)
        #expect(
            tracker.update(to: resolution(76), animated: true)
                == HeightChange(from: 56, to: 76, animated: true, duration: 0.2))
        #expect(
            tracker.update(to: resolution(36), animated: false)
                == HeightChange(from: 76, to: 36, animated: false, duration: 0))
    }

    @Test func sameResolutionTwiceEmitsNothing() {
        var tracker = GrowthTracker()
        #expect(tracker.update(to: resolution(56), animated: true) != nil)
        #expect(tracker.update(to: resolution(56), animated: true) == nil)
        #expect(tracker.update(to: resolution(56), animated: true) == nil)
    }

    @Test func scrollingAloneIsNoHeightChange() {
        var tracker = GrowthTracker(height: 96)
        #expect(tracker.update(to: resolution(96, scrolls: true), animated: true) == nil)
    }

    @Test func halfAPixelIsNotAChange() {
        var tracker = GrowthTracker(height: 56)
        #expect(tracker.update(to: resolution(56.25), animated: true) == nil)
        #expect(tracker.update(to: resolution(55.75), animated: true) == nil)
        let change = tracker.update(to: resolution(56.3), animated: true)
        #expect(change?.from == 56)
        #expect(change?.to == 56.3)
        #expect(tracker.height == 56.3)
    }

    @Test func customDuration() {
        var tracker = GrowthTracker(height: 36, animationDuration: 0.35)
        _ = tracker.update(to: resolution(56), animated: true)
        #expect(tracker.update(to: resolution(76), animated: true)?.duration == 0.35)
    }

    @Test func badInputsDoNotTrap() {
        var tracker = GrowthTracker(height: .nan, animationDuration: .nan)
        #expect(tracker.height == 0)
        _ = tracker.update(to: GrowthResolution(height: 20, scrolls: false, visibleLines: 1), animated: true)
        #expect(
            tracker.update(to: GrowthResolution(height: 40, scrolls: false, visibleLines: 2), animated: true)
                == HeightChange(from: 20, to: 40, animated: false, duration: 0))
        #expect(
            tracker.update(
                to: GrowthResolution(height: .nan, scrolls: false, visibleLines: 0), animated: true)
                == nil)
        #expect(
            tracker.update(
                to: GrowthResolution(height: .infinity, scrolls: false, visibleLines: 0), animated: true)
                == nil)
    }
}
