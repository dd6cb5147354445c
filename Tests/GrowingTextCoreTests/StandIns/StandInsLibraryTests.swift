import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// What the stand-ins' library gives every run: one object of choices, one run loop and a sink for
/// failures.
@Suite("Stand-ins: choices, the main run loop and the failure sink")
struct StandInsLibraryTests {
    /// Fixed choices are the variant, however often read, and record nothing.
    @Test func fixedChoicesAreTheVariant() {
        var variant = UIKitVariant.common
        variant.passesToSettle = 2
        variant.uikitScrollsToCaret = false
        let choices = Choices(uikit: variant)
        #expect(!choices.isSeeded)
        for _ in 0..<3 {
            #expect(choices.passesToSettle == 2)
            #expect(!choices.uikitScrollsToCaret)
            #expect(choices.commitsBeforeDrain)
        }
        #expect(choices.draws.isEmpty)
    }

    /// Seeded choices draw the process's facts once and each event's timing from the seed the event
    /// gives, so an event draws the same whatever came before it; every draw is recorded.
    @Test func seededChoicesReplayAnEventFromItsSeed() {
        let first = Choices(seed: 42)
        let second = Choices(seed: 42)
        #expect(first.uikit == second.uikit)
        #expect(first.draws == second.draws)
        _ = first.passesToSettle
        _ = first.uikitScrollsToCaret
        first.beginEvent(seed: 7)
        second.beginEvent(seed: 7)
        let drawn = (first.passesToSettle, first.uikitScrollsToCaret, first.commitsBeforeDrain)
        #expect(drawn == (second.passesToSettle, second.uikitScrollsToCaret, second.commitsBeforeDrain))
        #expect(first.draws.count == 8 + 5)
    }

    /// A view that joins the run loop has its layout passes run at every commit, after the owner's.
    @Test func aJoinedViewLaysOutAtEveryCommitAfterTheOwner() {
        var trace: [String] = []
        let loop = MainRunLoopStandIn(commit: { trace.append("list") })
        loop.addCommit { trace.append("view") }
        loop.async { loop.async { trace.append("block") } }
        loop.run()
        #expect(trace == ["list", "view", "list", "view", "block", "list", "view"])
    }

    /// A run that collects the stand-ins' failures gets them instead of the test.
    @Test func aCollectorTakesTheFailuresInsteadOfTheTest() {
        let failures = FailureCollector()
        StandInFailures.collecting(into: failures) {
            StandInFailures.record("the run loop never settles")
        }
        #expect(failures.failures == ["the run loop never settles"])
    }
}
