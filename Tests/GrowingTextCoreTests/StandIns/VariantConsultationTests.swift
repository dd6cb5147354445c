import Synchronization
import Testing

@testable import UIKitStandIns

/// The runner of a family of variants by the behaviours a scenario reads: each distinct behaviour of
/// the family's cross product runs once, and a failing run is named by what it read.
@Suite("Stand-ins: running a family of variants by the behaviours a scenario reads")
struct VariantConsultationTests {
    /// A scenario that reads nothing of the variant runs once.
    @Test func aScenarioThatReadsNothingRunsOnce() {
        var runs = 0
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { _ in runs += 1 }
        #expect(count == 1)
        #expect(runs == 1)
    }

    /// A scenario that reads V1 alone runs under its three reports, and under nothing more.
    @Test func oneBehaviourReadRunsUnderEachOfItsChoices() {
        var reports: [UIKitVariant.CodeEditReport] = []
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
            reports.append(variant.codeEditReport)
        }
        #expect(count == 3)
        #expect(reports == [.notificationAndDelegate, .nothing, .notificationOnly])
    }

    /// A behaviour read only under another's choice is varied only there: V4 after a report of
    /// nothing, so four runs, and V4 takes both its values after that report.
    @Test func aBehaviourReadUnderAnothersChoiceIsVariedThere() {
        var seen: [String] = []
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
            if variant.codeEditReport == .nothing {
                seen.append("nothing, resets \(variant.scrollToggleResetsOffset)")
            } else {
                seen.append("\(variant.codeEditReport)")
            }
        }
        #expect(count == 4)
        #expect(
            seen == [
                "notificationAndDelegate", "nothing, resets false", "notificationOnly",
                "nothing, resets true",
            ])
    }

    /// Reads anywhere count: through a copy of the variant, the stand-ins' `Choices`, a text view.
    @Test func readsThroughTheStandInsCount() {
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
            let choices = Choices(uikit: variant)
            _ = choices.passesToSettle
            _ = choices.uikitScrollsToCaret
        }
        #expect(count == 4)
    }

    /// A scenario that reads every behaviour runs the full cross product.
    @Test func aScenarioThatReadsEverythingRunsEveryVariant() {
        var ran: Set<UIKitVariant> = []
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
            _ = variant.codeEditReport
            _ = variant.notificationBeforeDelegate
            _ = variant.scrollToggleResetsOffset
            _ = variant.passesToSettle
            _ = variant.uikitScrollsToCaret
            _ = variant.codeTextPostsNotification
            _ = variant.editInvalidatesIntrinsicSize
            ran.insert(variant)
        }
        #expect(count == 192)
        #expect(ran == Set(UIKitVariant.all))
    }

    /// Asked to, the runner runs every variant, read or not.
    @Test func everyVariantRunsWhenAsked() {
        var runs = 0
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: true) { variant in
            _ = variant.codeEditReport
            runs += 1
        }
        #expect(count == 192)
        #expect(runs == 192)
    }

    /// A family run inside another's run: the outer run counts what its inner runs read.
    @Test func aNestedFamilyCountsItsReadsInTheOuterRun() {
        var runs: [String] = []
        forEachBehaviour(of: KeyboardVariant.all, runsEveryVariant: false) { keyboard in
            forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
                runs.append("\(keyboard.layoutTurns) \(variant.passesToSettle)")
            }
        }
        #expect(runs == ["1 1", "1 2", "2 1", "2 2"])
    }

    /// A run that fails is named by the behaviours it read; the runs that pass are not.
    @Test func aFailingRunIsNamedByWhatItRead() {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
                if variant.codeEditReport == .nothing {
                    #expect(variant.passesToSettle == 1, "fails with two passes")
                }
            }
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        #expect(
            recorded.withLock { $0 } == [
                "fails with two passes",
                "The issues above came under V1 code edits tell nothing; V5 2 pass(es)",
            ])
    }

    /// A known issue of the scenario's own is no failure of the run.
    @Test func aKnownIssueOfTheScenarioIsNoFailureOfTheRun() {
        let count = forEachBehaviour(of: UIKitVariant.all, runsEveryVariant: false) { variant in
            withKnownIssue {
                #expect(variant.codeEditReport == .nothing)
            } when: {
                variant.codeEditReport != .nothing
            }
        }
        #expect(count == 3)
    }
}
