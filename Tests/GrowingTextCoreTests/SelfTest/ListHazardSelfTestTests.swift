import GrowingTextCore
import GrowingTextSelfTest
import Testing

@testable import UIKitStandIns

/// The list's hazards of the self-test (the row being edited deleted, moved or reloaded, a data
/// source ahead of its table, a shake in a reused cell) against the stand-ins, under the variants
/// each depends on beyond those `SelfTestTests` runs every scenario under, and what their lines
/// report as observed.
@Suite("Self-test: the list's hazards against the stand-ins")
struct ListHazardSelfTestTests {
    static let shakeScenarios = SelfTest.hazardScenarios.filter {
        $0.id.hasSuffix("-undo-in-window-after-reuse")
    }

    /// A shake after reuse, under every target UIKit may file the typing's undo actions under (I6),
    /// on the view's own undo manager and on the window's (I5), with reused cells configured in the
    /// list or out of it and its window (L14): the new row's text is never changed, except where
    /// UIKit's own objects hold the typing on the window's undo manager, which the view cannot reach
    /// (the known limit the scenario's expectations allow, and the line reports as observed I6).
    @Test(arguments: ListVariant.joiningWithUIKit, TypingUndoCase.all)
    func theShakeAfterReuseReplaysNoTypingTheViewCanReach(
        variants: (UIKitVariant, ListVariant), undo: TypingUndoCase
    ) {
        let host = StandInSelfTestHost(
            variant: variants.0, listVariant: variants.1, typingUndoTarget: undo.target,
            sharesUndoManagerWithWindow: undo.isShared)
        let report = SelfTest.run(Self.shakeScenarios, on: host)
        expectEveryScenarioPasses(report, count: 3)
        for line in report.lines {
            #expect(line.contains(undo.observation), "\(line)")
        }
        #expect((host.read().text == "Row 59") == !(undo.isShared && undo.target == .textSystem))
    }

    /// The stand-in's list has the text view being edited resign as the app deletes or reloads its row
    /// (I2); the lines say so, as the demo's say what UIKit does.
    @Test func theRemovalsReportThatTheEditedViewResigned() {
        let scenarios = SelfTest.hazardScenarios.filter {
            $0.id.contains("-delete-edited-") || $0.id.contains("-reload-edited-")
        }
        let report = SelfTest.run(scenarios, on: StandInSelfTestHost(variant: .common))
        expectEveryScenarioPasses(report, count: 12)
        for line in report.lines {
            let removal = line.contains("-delete-edited-") ? "deleted" : "reloaded"
            #expect(
                line.contains("; I2: the text view being edited resigned as the app \(removal) its row"),
                "\(line)")
        }
    }

    /// The app reloads the table's data while a row is edited: under the stand-in's fixed choice the
    /// text view being edited resigns as its cell goes to the reuse pool (L18), and the run says so,
    /// under each variant of the list's uncertain behaviours.
    @Test(arguments: ListVariant.all)
    func theReloadOfTheDataReportsWhetherTheEditedViewResigned(listVariant: ListVariant) {
        let scenarios = SelfTest.hazardScenarios.filter { $0.id == "table-reload-data-while-editing" }
        let report = SelfTest.run(
            scenarios, on: StandInSelfTestHost(variant: .common, listVariant: listVariant))
        expectEveryScenarioPasses(report, count: 1)
        #expect(
            report.lines.first?.hasSuffix(
                "; L18: the text view being edited resigned as the app reloaded the list's data]") == true,
            "\(report.lines)")
    }

    /// The stand-in's run loop commits once before each drain of its main queue (L12): none between
    /// two blocks enqueued together, one between a block and the block it enqueued.
    @Test func theTextSetFromTheMainQueueReportsWhereCommitsFall() {
        let scenarios = SelfTest.scenarios.filter { $0.id.hasSuffix("-text-set-from-main-queue") }
        let report = SelfTest.run(scenarios, on: StandInSelfTestHost(variant: .common))
        expectEveryScenarioPasses(report, count: 3)
        for line in report.lines {
            #expect(
                line.hasSuffix(
                    "; L12: Core Animation committed 0 times between two main-queue blocks enqueued together,"
                        + " 1 time between a block and one it enqueued]"),
                "\(line)")
        }
    }

    @Test func theObservationsSayWhatWasSeen() {
        #expect(
            SelfTest.reloadDataObservation(resigned: false)
                == "L18: the text view being edited stayed first responder after the app reloaded the list's data"
        )
        #expect(
            SelfTest.editedRowRemoval(resigned: false, removal: "reloaded")
                == "I2: the text view being edited stayed first responder after the app reloaded its row")
        #expect(
            SelfTest.mainQueueCommits(betweenBlocksEnqueuedTogether: 2, beforeABlocksOwnBlock: 0)
                == "L12: Core Animation committed 2 times between two main-queue blocks enqueued together,"
                + " 0 times between a block and one it enqueued")
    }

    /// The new expectations fail with what was expected and what was seen.
    @Test func theHazardsExpectationsSayWhatFailed() {
        let before = SelfTest.Reading(
            height: 0, lineHeight: 20, verticalInsets: 16, pixel: 0.5, isScrollEnabled: false,
            isCaretVisible: true, text: "Row 59", distanceFromTop: 0, rowContentHeight: 36,
            reducesMotion: false,
            textDidChangeCalls: 0, textDidChangeCallsDuringUserEdits: 0, scrollingSwitchesOn: 0,
            animatedHeightChanges: 0, platformShortfalls: [])
        func failure(_ expectation: SelfTest.Expectation, _ change: (inout SelfTest.Reading) -> Void)
            -> String?
        {
            var after = before
            change(&after)
            return SelfTest.ViewKind.failure(of: expectation, before: before, after: after)
        }
        let unchanged = SelfTest.Expectation.textUnchangedWhereTheViewCanEndItsHistory
        #expect(failure(unchanged) { _ in } == nil)
        #expect(
            failure(unchanged) { $0.text = "Row5" } == "expected text \"Row 59\" unchanged, got \"Row5\"")
        #expect(
            failure(unchanged) {
                $0.text = "Row5"
                $0.typingUndosAreOutOfReach = true
            } == nil)
        #expect(failure(.noListUpdateInsideAnother) { _ in } == nil)
        #expect(
            failure(.noListUpdateInsideAnother) { $0.listUpdatesInsideUpdates = 2 }
                == "expected no list update inside another update or a cell's configuration, got 2")
        #expect(
            failure(.endedEditingWithText("note")) { _ in }
                == "expected editing to end with text \"note\", got no end of editing")
        #expect(
            failure(.endedEditingWithText("note")) { $0.lastEndedEditingText = "note\n\n" }
                == "expected editing to end with text \"note\", got \"note\\n\\n\"")
        #expect(failure(.endedEditingWithText("note")) { $0.lastEndedEditingText = "note" } == nil)
    }
}
