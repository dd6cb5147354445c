import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The keyboard adjuster's wiring (``KeyboardInsetAdapter``, the code `KeyboardInsetAdjuster` runs)
/// against a scroll view stand-in on a 390 × 844 phone with a 34-point home indicator, under every
/// order of a rotation's events (``KeyboardVariant``). The keyboard's top edge is at 508 in portrait
/// (inset 844 − 508 − 34 = 302) and at 181 in landscape (390 − 181 − 21 = 188); the caret is at
/// content y 600-620, kept 8 points above the keyboard.
@Suite("Scenarios: the keyboard adjuster's adapter")
struct KeyboardAdapterScenarioTests {
    private func startedWithKeyboard(_ variant: KeyboardVariant) -> KeyboardHostStandIn {
        let host = KeyboardHostStandIn(variant: variant)
        host.adapter.start()
        host.keyboardWillShow(top: 508)
        host.turnRunLoop()
        return host
    }

    /// The adjuster once observed `layer.bounds`, which a scroll sets on every frame, and read the
    /// geometry (in a Task) for each. A scroll now costs no geometry read and schedules nothing; a
    /// rotation without a keyboard notification reads it once per turn of its layout.
    @Test func scrollingReadsNoGeometryButARotationDoes() {
        forEachBehaviour(of: KeyboardVariant.all) { variant in
            let host = KeyboardHostStandIn(variant: variant)
            host.adapter.start()
            host.turnRunLoop()
            host.scroll(by: 600, frames: 60)
            #expect(host.geometryReads == 0)
            #expect(host.scheduledReads == 0)
            #expect(host.contentOffsetY == 600)

            let readsPerTurn = host.rotateToLandscape(keyboardTop: nil)
            #expect(readsPerTurn == Array(repeating: 1, count: variant.layoutTurns))
            #expect(host.insetWrites.isEmpty)
        }
    }

    /// The same with the keyboard up: scrolling reads nothing and does not pull the view back to the
    /// caret, even though the adapter's own caret scroll sets the bounds too.
    @Test func scrollingWithTheKeyboardUpChangesNothing() {
        forEachBehaviour(of: KeyboardVariant.all) { variant in
            let host = startedWithKeyboard(variant)
            let reads = host.geometryReads
            let writes = host.insetWrites.count
            host.scroll(by: -100, frames: 20)
            #expect(host.geometryReads == reads)
            #expect(host.insetWrites.count == writes)
            #expect(host.contentOffsetY == 20)
        }
    }

    /// A rotation with the keyboard up ends with the landscape insets and the caret in view, whether
    /// the keyboard's notification comes before the layout, after it or a turn later, and whether the
    /// layout takes one turn or two. At most one geometry read per turn comes from the observations;
    /// a notification read after the layout makes the scheduled read unnecessary.
    @Test func aRotationWithTheKeyboardUpEndsWithTheLandscapeInsets() {
        forEachBehaviour(of: KeyboardVariant.all) { variant in
            let host = startedWithKeyboard(variant)
            #expect(host.contentInsetBottom == 302)
            #expect(host.contentOffsetY == 120)
            let readsPerTurn = host.rotateToLandscape(keyboardTop: 181)
            #expect(host.contentInsetBottom == 188)
            #expect(host.indicatorInsetBottom == 188)
            #expect(host.caretIsVisible)
            // The least scroll that shows the caret 8 points clear: from below the keyboard, 447; when
            // the half-done layout (new size, old center) had scrolled past the caret, 8 above it.
            let halfDoneLayoutScrolledPast =
                variant.notificationOrder == .beforeLayout && variant.layoutTurns == 2
            #expect(host.contentOffsetY == (halfDoneLayoutScrolledPast ? 592 : 447))
            #expect(readsPerTurn.allSatisfy { $0 <= 2 })
            if variant.notificationOrder == .afterLayoutSameTurn, variant.layoutTurns == 1 {
                #expect(readsPerTurn == [1])
            }
        }
    }

    /// The insets move with the keyboard's animation (its duration and curve 7, in the curve bits),
    /// the caret scroll inside it; a change without duration applies at once, never in an animation
    /// block, which would still animate layout.
    @Test func theInsetsFollowTheKeyboardsAnimation() throws {
        let host = startedWithKeyboard(KeyboardVariant.all[0])
        let shown = try #require(host.insetWrites.last)
        #expect(shown.content == 302)
        #expect(shown.animation?.duration == 0.25)
        #expect(shown.animation?.animationOptionsRawValue == 0x7_0000)
        #expect(host.offsetWrites.map(\.animated) == [true])

        host.keyboardWillShow(top: 464, duration: 0)
        #expect(host.contentInsetBottom == 346)
        #expect(host.insetWrites.last?.animation == nil)

        host.keyboardWillHide()
        #expect(host.contentInsetBottom == 0)
        #expect(host.insetWrites.last?.animation?.duration == 0.25)
    }

    /// Nothing is observed before `start()` or after `stop()`; starting twice observes once; a
    /// deallocated scroll view is never started; stopping gives the app's insets back.
    @Test func startAndStop() {
        let host = KeyboardHostStandIn()
        host.keyboardWillShow(top: 508)
        host.setBoundsSize(Size(width: 390, height: 700))
        host.adapter.scrollViewDidChangeGeometry()
        #expect(host.geometryReads == 0)
        #expect(!host.isObserving)

        host.contentInsetBottom = 44
        host.indicatorInsetBottom = 44
        host.safeAreaBottom = 0
        host.adapter.start()
        host.adapter.start()
        #expect(host.adapter.isRunning)
        host.keyboardWillShow(top: 508)
        // 700 tall around the same center, from y 72 to 772 above a toolbar: no safe area.
        #expect(host.contentInsetBottom == 44 + 772 - 508)
        host.adapter.stop()
        host.adapter.stop()
        #expect(!host.isObserving)
        #expect(host.contentInsetBottom == 44)
        #expect(host.indicatorInsetBottom == 44)
        host.setCenter(Point(x: 0, y: 0))
        host.turnRunLoop()
        #expect(host.scheduledReads == 0)

        let gone = KeyboardHostStandIn()
        gone.isAlive = false
        gone.adapter.start()
        #expect(!gone.adapter.isRunning)
        #expect(!gone.isObserving)
    }

    /// Another app's keyboard and a keyboard on another screen change nothing; a notification that
    /// says neither (before iOS 16.1, or without the key) is this app's, on this screen; one without
    /// an end frame says the keyboard is gone.
    @Test func otherAppsAndScreensAreIgnored() {
        let host = KeyboardHostStandIn()
        host.adapter.start()
        host.keyboardWillShow(top: 508, isLocal: false)
        host.keyboardWillShow(top: 508, onThisScreen: false)
        #expect(host.insetWrites.isEmpty)
        host.keyboardWillShow(top: 508, isLocal: nil, onThisScreen: nil)
        #expect(host.contentInsetBottom == 302)
        // A notification without values (no end frame, duration or curve) is no keyboard, at once.
        host.adapter.keyboardWillChangeFrame(KeyboardNotificationValues())
        #expect(host.contentInsetBottom == 0)
        #expect(host.insetWrites.last?.animation == nil)
    }

    /// A scroll view without a window gets nothing; once in a window and told so, it gets the inset
    /// for the keyboard that is up. A center set to the same value is no move.
    @Test func aScrollViewWithoutAWindowWaitsForOne() {
        let host = KeyboardHostStandIn()
        host.isInWindow = false
        host.adapter.start()
        host.keyboardWillShow(top: 508)
        #expect(host.insetWrites.isEmpty)
        host.setCenter(host.center)
        #expect(host.scheduledReads == 0)
        host.isInWindow = true
        host.adapter.scrollViewDidChangeGeometry()
        #expect(host.contentInsetBottom == 302)
        #expect(host.insetWrites.last?.animation == nil)
    }
}
