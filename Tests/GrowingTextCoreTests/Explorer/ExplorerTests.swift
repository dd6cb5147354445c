import Foundation
import Testing

@testable import UIKitStandIns

/// The explorer of event orders, bounded: seeded sequences of each feature's events under seeded
/// UIKit choices, the invariants checked after every step. A defect no known finding names fails the
/// test with its shrunk sequence and seed; the known ones are counted under their names.
///
/// `GROWINGTEXT_EXPLORER_SEQUENCES` sets how many sequences each feature runs (a few seconds' worth
/// by default) and `GROWINGTEXT_EXPLORER_SEED` the first seed; `scripts/explore.sh` runs long
/// explorations optimised.
@Suite("Explorer: event orders under seeded UIKit choices")
struct ExplorerTests {
    private static func setting(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    private static func sequences(default count: Int) -> Int {
        setting("GROWINGTEXT_EXPLORER_SEQUENCES").map { Int($0) } ?? count
    }

    private static func explore<Feature>(_: Feature.Type, defaultSequences: Int)
    where Feature: ExploredFeature {
        let report = Explorer<Feature>.explore(
            sequences: sequences(default: defaultSequences),
            firstSeed: setting("GROWINGTEXT_EXPLORER_SEED") ?? 1,
            shrinksKnownFindings: false)
        print(report)
        for finding in report.unknownFindings {
            Issue.record("\(finding)")
        }
    }

    @Test func theTextViewKeepsItsInvariants() {
        Self.explore(TextViewExploration.self, defaultSequences: 1500)
    }

    @Test func theListKeepsItsInvariants() {
        Self.explore(ListExploration.self, defaultSequences: 400)
    }

    /// Each known finding of the text view still shows in its reproduction: once its fix lands, this
    /// fails until the finding is removed, so no filter outlives its defect.
    @Test(arguments: TextViewExploration.knownFindings.map(\.name))
    func textViewKnownFindingsStillReproduce(name: String) throws {
        let finding = try #require(TextViewExploration.knownFindings.first { $0.name == name })
        let outcomes = Explorer<TextViewExploration>.outcomes(of: finding.reproduction)
        withKnownIssue(Comment(rawValue: name)) {
            if outcomes.contains(where: { $0.0 == .known(name) }) {
                Issue.record("reproduced")
            }
        }
    }

    /// Each known finding of the list still shows in its reproduction.
    @Test(arguments: ListExploration.knownFindings.map(\.name))
    func listKnownFindingsStillReproduce(name: String) throws {
        let finding = try #require(ListExploration.knownFindings.first { $0.name == name })
        let outcomes = Explorer<ListExploration>.outcomes(of: finding.reproduction)
        withKnownIssue(Comment(rawValue: name)) {
            if outcomes.contains(where: { $0.0 == .known(name) }) {
                Issue.record("reproduced")
            }
        }
    }

    /// Each fixed finding's reproduction shows it no more: a regression fails here by name.
    @Test(arguments: TextViewExploration.fixedFindings.map(\.name))
    func textViewFixedFindingsStayFixed(name: String) throws {
        let finding = try #require(TextViewExploration.fixedFindings.first { $0.name == name })
        let outcomes = Explorer<TextViewExploration>.outcomes(of: finding.reproduction)
        #expect(!outcomes.contains { finding.matches($0.1, finding.reproduction) })
    }

    /// Each fixed finding of the list shows no more in its reproduction.
    @Test(arguments: ListExploration.fixedFindings.map(\.name))
    func listFixedFindingsStayFixed(name: String) throws {
        let finding = try #require(ListExploration.fixedFindings.first { $0.name == name })
        let outcomes = Explorer<ListExploration>.outcomes(of: finding.reproduction)
        #expect(!outcomes.contains { finding.matches($0.1, finding.reproduction) })
    }

    /// The stand-ins' own regression: in a list whose app made no coordinator, reconfiguring a row
    /// handed its cell to a coordinator the app never made, so a later text size change was resized
    /// by two coordinators in one turn (filed as a defect of the product until traced to the
    /// stand-in). The explorer's shortest sequence for it now keeps every invariant.
    @Test func aReconfiguredRowOfAListWithoutTheAppsCoordinatorHasOneCoordinator() {
        var sequence = EventSequence<ListExploration>(seed: 0x1dc1, length: 0)
        sequence.facts = .init(
            rowLines: Array(repeating: 1, count: 11), maximumLines: 4, wiring: .cellsOnTheirOwn)
        sequence.steps = [
            .init(.scroll(by: 120), timing: 0x4b6b_6961_8c55_5019),
            .init(.reconfigureRow(3, lines: 3), timing: 0x11fa_f0a5_4569_aed9),
            .init(.textSize(lineHeight: 28), timing: 0x5e8f_fadc_d73d_9083),
        ]
        #expect(Explorer<ListExploration>.outcomes(of: sequence).map(\.1.invariant) == [])
    }

    /// The stand-ins' own regression: a list whose width changed dequeued a new cell for each row on
    /// screen instead of fitting the cells it showed, so the cell of the text being edited left the
    /// list's cells still first responder, and a text size change, a scroll and a text size change
    /// back left a row taller than the text view now shown in it (filed as a defect of the product's
    /// collection views until traced to the stand-in). Both shortest sequences now keep every
    /// invariant.
    @Test func aListFitsTheCellsItShowsAgain() {
        var widthChange = EventSequence<ListExploration>(seed: 0x32, length: 0)
        widthChange.facts = .init(rowLines: Array(repeating: 1, count: 14), maximumLines: 4)
        widthChange.steps = [
            .init(.beginEditing(onScreen: 3), timing: 0x9dbb_ff8b_77b5_ffd9),
            .init(.changeWidth(to: 600), timing: 0x1fc1_5417_d6b5_ab71),
            .init(.endEditing, timing: 0xe522_f67f_1122_a8d6),
        ]
        #expect(Explorer<ListExploration>.outcomes(of: widthChange).map(\.1.invariant) == [])
        var keptCell = EventSequence<ListExploration>(seed: 0xe63f, length: 0)
        keptCell.facts = .init(rowLines: Array(repeating: 1, count: 11), maximumLines: 4)
        keptCell.steps = [
            .init(.reconfigureRow(3, lines: 4), timing: 0xffbc_38d8_0693_12dd),
            .init(.beginEditing(onScreen: 0), timing: 0xe01b_6a2a_c21b_1554),
            .init(.textSize(lineHeight: 28), timing: 0x10ce_33cf_c3cc_6fc8),
            .init(.scroll(by: 400), timing: 0x59a1_81db_8834_7641),
            .init(.textSize(lineHeight: 20), timing: 0x4f07_8571_6d5e_f5de),
        ]
        #expect(Explorer<ListExploration>.outcomes(of: keptCell).map(\.1.invariant) == [])
    }

    /// A row may leave the screen and come back within one step: a text size change whose resize
    /// re-estimates the rows above the ones on screen, whose text views then report their new heights
    /// while their rows are off screen, and a caret reveal that scrolls them back. Such a row is one
    /// whose text changed while it was off screen, as the list's coordinator saw it then.
    @Test func aRowOffScreenForPartOfAStepChangedOffScreen() throws {
        var sequence = EventSequence<ListExploration>(seed: 0x2174, length: 0)
        sequence.facts = .init(rowLines: [3, 2, 2, 1, 2, 2, 3, 2, 3, 2], maximumLines: 4)
        sequence.steps = [
            .init(.scroll(by: 400), timing: 0x27db_52ab_2ddc_1054),
            .init(.appendRowATurnAhead(lines: 3), timing: 0x1f25_463c_e5bb_ff53),
            .init(.beginEditing(onScreen: 5), timing: 0xa6af_f830_cab0_ae40),
            .init(.appendRowATurnAhead(lines: 4), timing: 0x5cfc_d6b2_74d2_a5f2),
            .init(.scroll(by: 120), timing: 0x7f9d_8a66_818e_1f53),
            .init(.applySnapshot(deleting: nil, reconfiguring: 15, lines: 4), timing: 0x6244_175b_68b8_4cdd),
            .init(.scroll(by: 400), timing: 0x74f6_2eb2_4dbe_6205),
            .init(.textSize(lineHeight: 16), timing: 0x4bd7_b242_9472_5c14),
        ]
        let outcomes = Explorer<ListExploration>.outcomes(of: sequence)
        let violation = try #require(outcomes.first?.1)
        #expect(outcomes.count == 1)
        #expect(violation.step == 7)
        #expect(
            violation.detail
                == "row 7 is 56.0 tall, its text view 48.0 (its text changed while it was off screen)")
    }

    /// A seed replays: the same sequence, the same choices, the same outcome.
    @Test func aSeedReplays() {
        for seed in [UInt64(3), 0xca, 0x262b] {
            let first = EventSequence<ListExploration>(seed: seed, length: 24)
            #expect(first == EventSequence<ListExploration>(seed: seed, length: 24))
            let outcomes = Explorer<ListExploration>.outcomes(of: first).map(\.0)
            #expect(outcomes == Explorer<ListExploration>.outcomes(of: first).map(\.0))
        }
    }

    /// The shrinker keeps what the sequence showed, in no more steps: the text view's reproduction of
    /// two storage edits cut as one range, padded with steps that change nothing of it, shrinks back.
    @Test func theShrinkerKeepsTheFindingInFewerSteps() throws {
        let finding = try #require(
            TextViewExploration.knownFindings.first {
                $0.name.hasPrefix("two storage edits reported once")
            })
        var padded = finding.reproduction
        padded.steps.insert(
            contentsOf: [.init(.type("abc")), .init(.moveCaret(to: 0)), .init(.deleteBackward)], at: 0)
        padded.steps.append(.init(.type("a")))
        let shrunk = Explorer<TextViewExploration>.shrink(padded, keeping: .known(finding.name))
        #expect(shrunk.steps.count <= finding.reproduction.steps.count)
        #expect(Explorer<TextViewExploration>.outcomes(of: shrunk).contains { $0.0 == .known(finding.name) })
    }
}
