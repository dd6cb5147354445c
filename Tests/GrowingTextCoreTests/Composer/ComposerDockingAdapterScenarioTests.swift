import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The composer docking's wiring (``ComposerDockingAdapter``, the code `GrowingComposerDocking`
/// runs) against a chat screen stand-in, whether the app docks from its layout pass or not. The list
/// fills 844 points over a 34-point home indicator; the 52-point bar rests at 758 without a keyboard
/// (inset 844 − 758 + 8 − 34 = 60) and at 456 on a keyboard whose top is at 508 (inset 362).
@Suite("Scenarios: the composer docking's adapter")
struct ComposerDockingAdapterScenarioTests {
    private func attached(appDocksInLayoutPass: Bool) -> DockingScreenStandIn {
        let screen = DockingScreenStandIn(appDocksInLayoutPass: appDocksInLayoutPass)
        screen.adapter.attach()
        screen.turnRunLoop()
        return screen
    }

    /// The old helper observed the bar's `layer.bounds` and started a Task for each change, so a bar
    /// that scrolls its own text read the screen on every frame. A scroll inside the bar now reads
    /// nothing and schedules nothing.
    @Test(arguments: [true, false])
    func scrollingInsideTheComposerReadsNothing(appDocksInLayoutPass: Bool) {
        let screen = attached(appDocksInLayoutPass: appDocksInLayoutPass)
        let reads = screen.geometryReads
        screen.scrollInsideComposer(frames: 60)
        #expect(screen.geometryReads == reads)
        #expect(screen.scheduledDockings == 0)
    }

    /// The keyboard appears: the list's inset follows the bar and the list stays at its bottom. The
    /// bar's bounds and center both change in the pass: one read, in the layout pass when the app
    /// docks there (the scheduled one is then skipped), else at the end of the turn.
    @Test(arguments: [true, false])
    func theListFollowsTheComposerOntoTheKeyboard(appDocksInLayoutPass: Bool) {
        let screen = attached(appDocksInLayoutPass: appDocksInLayoutPass)
        #expect(screen.contentInsetBottom == 60)
        #expect(screen.contentOffsetY == 2_250)
        let reads = screen.geometryReads
        screen.layOutComposer(keyboardTop: 508)
        screen.turnRunLoop()
        #expect(screen.geometryReads == reads + 1)
        #expect(screen.contentInsetBottom == 362)
        #expect(screen.isAtBottom)
        #expect(screen.contentOffsetY == 2_552)
    }

    /// An interactive dismissal moves the bar on every frame with no notification: one read per
    /// frame, however many observations the frame makes (none for the frames where the bar already
    /// rests on the safe area, unless the app docks in its layout pass), and the list ends docked to
    /// the resting bar.
    @Test(arguments: [true, false])
    func anInteractiveDismissalReadsOncePerFrame(appDocksInLayoutPass: Bool) {
        let screen = attached(appDocksInLayoutPass: appDocksInLayoutPass)
        screen.layOutComposer(keyboardTop: 508)
        screen.turnRunLoop()
        for frame in 1...30 {
            let reads = screen.geometryReads
            let top = screen.composerTop
            screen.layOutComposer(keyboardTop: 508 + Double(frame) * 336 / 30)
            screen.turnRunLoop()
            let moved = screen.composerTop != top
            #expect(screen.geometryReads == reads + (moved || appDocksInLayoutPass ? 1 : 0))
        }
        #expect(screen.contentInsetBottom == 60)
        #expect(screen.isAtBottom)
    }

    /// The bar grows a line on the keyboard: its bounds grow and its top rises 20 points.
    @Test(arguments: [true, false])
    func aGrowingComposerPushesTheListUp(appDocksInLayoutPass: Bool) {
        let screen = attached(appDocksInLayoutPass: appDocksInLayoutPass)
        screen.layOutComposer(keyboardTop: 508)
        screen.turnRunLoop()
        screen.layOutComposer(keyboardTop: 508, height: 72)
        screen.turnRunLoop()
        #expect(screen.contentInsetBottom == 382)
        #expect(screen.isAtBottom)
    }

    /// The spacing docks again at once; a layout pass that moves nothing changes nothing; a screen
    /// whose list is gone is not touched.
    @Test func spacingAndAGoneList() {
        let screen = attached(appDocksInLayoutPass: true)
        screen.adapter.spacing = 20
        #expect(screen.adapter.spacing == 20)
        #expect(screen.contentInsetBottom == 72)
        screen.layOutComposer(keyboardTop: nil)
        screen.turnRunLoop()
        #expect(screen.scheduledDockings == 0)
        #expect(screen.contentInsetBottom == 72)
        screen.isAlive = false
        screen.adapter.layoutDidChange()
        #expect(screen.contentInsetBottom == 72)
    }
}
