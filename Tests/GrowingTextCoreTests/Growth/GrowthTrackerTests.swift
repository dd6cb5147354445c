import GrowingTextCore
import Testing

@Suite struct GrowthTrackerTests {
    func resolution(_ height: Double, scrolls: Bool = false, scale: Double = 2) -> GrowthResolution {
        GrowthResolution(height: height, scrolls: scrolls, visibleLines: 0, displayScale: scale)
    }

    @Test func firstChangeIsNotAnimated() throws {
        var tracker = GrowthTracker()
        let reported = tracker.update(to: resolution(36))
        let update = try #require(reported)
        #expect(update.heightChange == HeightChange(from: 0, to: 36, animated: false, duration: 0))
        #expect(update.scrollingChange == nil)
        #expect(!update.revealsCaret)
    }

    @Test func aNoOpFirstUpdateStillCountsAsTheFirstLayout() throws {
        var tracker = GrowthTracker(height: 36)
        #expect(!tracker.hasUpdated)
        #expect(tracker.update(to: resolution(36)) == nil)
        #expect(tracker.hasUpdated)
        let reported = tracker.update(to: resolution(56))
        let update = try #require(reported)
        #expect(update.heightChange == HeightChange(from: 36, to: 56, animated: true, duration: 0.2))
    }

    @Test func laterChangesAnimate() throws {
        var tracker = GrowthTracker(height: 36)
        _ = tracker.update(to: resolution(56))
        let reported = tracker.update(to: resolution(76))
        let update = try #require(reported)
        #expect(update.heightChange == HeightChange(from: 56, to: 76, animated: true, duration: 0.2))
        #expect(update.heightChange?.isGrowing == true)
        let shrinking = tracker.update(to: resolution(36), animated: false)
        let shrink = try #require(shrinking)
        #expect(shrink.heightChange == HeightChange(from: 76, to: 36, animated: false, duration: 0))
        #expect(shrink.heightChange?.isGrowing == false)
    }

    @Test func sameResolutionTwiceEmitsNothing() {
        var tracker = GrowthTracker()
        #expect(tracker.update(to: resolution(56)) != nil)
        #expect(tracker.update(to: resolution(56)) == nil)
        #expect(tracker.update(to: resolution(56)) == nil)
    }

    @Test func halfAPixelIsNotAChange() throws {
        var tracker = GrowthTracker(height: 56)
        #expect(tracker.update(to: resolution(56.25)) == nil)
        #expect(tracker.update(to: resolution(55.75)) == nil)
        let reported = tracker.update(to: resolution(56.3))
        let update = try #require(reported)
        #expect(update.heightChange?.from == 56)
        #expect(update.heightChange?.to == 56.3)
        #expect(tracker.height == 56.3)
    }

    @Test func reportsEnteringAndLeavingScrolling() throws {
        var tracker = GrowthTracker(height: 96)
        let entering = tracker.update(to: resolution(96, scrolls: true))
        let enter = try #require(entering)
        #expect(enter.heightChange == nil)
        #expect(enter.scrollingChange == .enabled)
        #expect(enter.revealsCaret)
        #expect(tracker.update(to: resolution(96, scrolls: true)) == nil)
        let leaving = tracker.update(to: resolution(76))
        let leave = try #require(leaving)
        #expect(leave.scrollingChange == .disabled)
        #expect(leave.heightChange == HeightChange(from: 96, to: 76, animated: true, duration: 0.2))
        #expect(tracker.scrolls == false)
    }

    @Test func customDuration() throws {
        var tracker = GrowthTracker(height: 36, animationDuration: 0.35)
        _ = tracker.update(to: resolution(56))
        let reported = tracker.update(to: resolution(76))
        let update = try #require(reported)
        #expect(update.heightChange?.duration == 0.35)
    }
}
