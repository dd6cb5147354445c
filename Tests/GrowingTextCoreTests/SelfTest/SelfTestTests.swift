import GrowingTextCore
import GrowingTextSelfTest
import Testing

@testable import UIKitStandIns

/// The self-test the demo app runs on a simulator or a device (`-GrowingTextSelfTest`), run here
/// against the stand-ins, under every variant of UIKit's uncertain behaviours: every scenario must
/// pass under each, so that a failure on a device is a disagreement between UIKit and the stand-in.
@Suite("Self-test: the demo app's scenarios against the stand-ins")
struct SelfTestTests {
    @Test func everyScenarioPasses() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            var printed: [String] = []
            let scenarios = (SelfTest.scenarios + SelfTest.hazardScenarios).filter {
                SelfTestWaitingScenarios.fixes[$0.id] == nil
            }
            let report = SelfTest.run(scenarios, on: StandInSelfTestHost(variant: variant)) {
                printed.append($0)
            }
            expectEveryScenarioPasses(report, count: 72)
            #expect(printed.count == 73)
            #expect(printed.last == "72 passed, 0 failed, 0 skipped")
        }
    }

    /// A scenario whose twin fails here until a defect of the code is fixed: its failures are known
    /// issues, under every UIKit variant together; once none fails, this test fails, and the
    /// scenario joins ``everyScenarioPasses()``.
    @Test(arguments: SelfTestWaitingScenarios.fixes.keys.sorted())
    func aScenarioWaitingForAFixFailsUntilItLands(id: String) {
        let scenarios = (SelfTest.scenarios + SelfTest.hazardScenarios).filter { $0.id == id }
        #expect(scenarios.count == 1)
        withKnownIssue("\(id) waits for \(SelfTestWaitingScenarios.fixes[id] ?? "")") {
            for variant in UIKitVariant.all {
                let report = SelfTest.run(scenarios, on: StandInSelfTestHost(variant: variant))
                for line in report.lines where !line.hasPrefix("PASS ") {
                    Issue.record("\(variant.testDescription): \(line)")
                }
            }
        }
    }

    /// The list scenarios, the list's hazards among them, under every variant of the list's
    /// uncertain behaviours: they pass under each, and the scenarios of cells no coordinator
    /// configured report which moment of joining the list (L14) the stand-in followed, as the demo
    /// app reports the one UIKit follows.
    @Test(arguments: ListVariant.all)
    func everyListScenarioPassesAndReportsWhenCellsJoinTheList(listVariant: ListVariant) {
        let scenarios = (SelfTest.scenarios + SelfTest.hazardScenarios).filter {
            $0.configuration.container.isInList && SelfTestWaitingScenarios.fixes[$0.id] == nil
        }
        let report = SelfTest.run(
            scenarios, on: StandInSelfTestHost(variant: .common, listVariant: listVariant))
        expectEveryScenarioPasses(report, count: 50)
        let observed =
            listVariant.cellsJoinListOnDisplay
            ? SelfTest.cellsJoinListOnDisplay : SelfTest.cellsInListWhileConfigured
        let withoutCoordinator = report.lines.filter { $0.contains("-cell-without-coordinator ") }
        #expect(withoutCoordinator.count == 3)
        for line in withoutCoordinator {
            #expect(line.contains(" [observed \(observed); L13: "))
            // The stand-in's list is resized once for a text size change: its cells' coordinators do
            // not hear the notification (not modelled); the demo reports how many do on a device.
            #expect(
                line.hasSuffix(
                    "; L14: a text size change resized the list 1 time (one resize per coordinator that heard it)]"
                ),
                "\(line)")
        }
        // The stand-in's list fits the edited row's cell again inside the update of every key that
        // resizes its row (L13), on every path: three newlines typed, two deleted.
        let growth = report.lines.filter { $0.contains("-growth ") }
        #expect(growth.count == 3)
        for line in growth {
            #expect(
                line.hasSuffix(
                    "; L13: the list fitted the edited row's cell again for every key that resized its row (5)]"
                ))
        }
    }

    /// What a host observed of the list's fitting when keys resized the row (L13).
    @Test func cellFittingsAreReportedAsObserved() {
        #expect(SelfTest.cellFittings(keysResizingRow: 0, fitted: 0) == [])
        #expect(
            SelfTest.cellFittings(keysResizingRow: 3, fitted: 3) == [
                "L13: the list fitted the edited row's cell again for every key that resized its row (3)"
            ])
        #expect(
            SelfTest.cellFittings(keysResizingRow: 3, fitted: 0) == [
                "L13: the list did not fit the edited row's cell again when a key resized its row (3 keys)"
            ])
        #expect(
            SelfTest.cellFittings(keysResizingRow: 3, fitted: 1) == [
                "L13: the list fitted the edited row's cell again for 1 of 3 keys that resized its row"
            ])
    }

    /// The undo scenario under every target UIKit may file the typing's undo actions under (I6), on
    /// the view's own undo manager and on the window's (I5): it passes under each, and reports the
    /// target the stand-in used, as the demo app reports the one UIKit uses. Text set in code leaves
    /// something to undo only where UIKit's own objects hold the typing on the window's undo manager.
    @Test(arguments: TypingUndoCase.all)
    func theUndoScenarioPassesAndReportsTheTypingsUndoTarget(undo: TypingUndoCase) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let scenario = SelfTest.scenarios.filter { $0.id == "undo-history-after-text-set-in-code" }
            let host = StandInSelfTestHost(
                variant: variant, typingUndoTarget: undo.target, sharesUndoManagerWithWindow: undo.isShared)
            let report = SelfTest.run(scenario, on: host)
            expectEveryScenarioPasses(report, count: 1)
            #expect(report.lines.first?.hasSuffix(" [observed \(undo.observation)]") == true)
            #expect(host.read().canUndo == (undo.isShared && undo.target == .textSystem))
        }
    }

    /// The undo expectation fails where the view could have ended the history and did not, and
    /// holds where UIKit's own objects hold it on the window's undo manager.
    @Test func theUndoHistoryExpectationFailsOnlyWhereTheViewCouldEndIt() {
        let before = SelfTest.Reading(
            height: 0, lineHeight: 20, verticalInsets: 16, pixel: 0.5, isScrollEnabled: false,
            isCaretVisible: true,
            text: "", distanceFromTop: 0, rowContentHeight: nil, reducesMotion: false, textDidChangeCalls: 0,
            textDidChangeCallsDuringUserEdits: 0, scrollingSwitchesOn: 0, animatedHeightChanges: 0,
            platformShortfalls: [])
        var after = before
        after.canUndo = true
        let expectation = SelfTest.Expectation.undoHistoryEndedWhereTheViewCanEndIt
        #expect(
            SelfTest.ViewKind.failure(of: expectation, before: before, after: after)
                == "expected nothing to undo, got some")
        after.typingUndosAreOutOfReach = true
        #expect(SelfTest.ViewKind.failure(of: expectation, before: before, after: after) == nil)
        after.canUndo = false
        #expect(SelfTest.ViewKind.failure(of: expectation, before: before, after: after) == nil)
    }

    /// What a host observed of UIKit's behaviours: one sentence per variant, or the counts when
    /// cells were seen both ways.
    @Test func cellsJoiningTheListAreReportedAsObserved() {
        #expect(SelfTest.cellsJoiningList(inList: 0, outside: 0) == [])
        #expect(
            SelfTest.cellsJoiningList(inList: 3, outside: 0) == [
                "L14: cells are in their list while the data source configures them"
            ])
        #expect(
            SelfTest.cellsJoiningList(inList: 0, outside: 2) == [
                "L14: cells join their list only once displayed, after the data source configures them"
            ])
        #expect(
            SelfTest.cellsJoiningList(inList: 4, outside: 9) == [
                "L14: 4 cells were in their list while the data source configured them, 9 were not"
            ])
    }

    @Test func scenarioIDsAndNamesAreUnique() {
        let ids = (SelfTest.scenarios + SelfTest.hazardScenarios).map(\.id)
        let names = (SelfTest.scenarios + SelfTest.hazardScenarios).map(\.name)
        #expect(Set(ids).count == ids.count)
        #expect(Set(names).count == names.count)
    }

    /// The identifiers other documents cite (docs/InputMatrix.md, docs/ReleaseChecklist.md): renaming
    /// one breaks them, so it must be a deliberate change here too.
    @Test func scenarioIDsAreStable() {
        #expect(
            SelfTest.scenarios.map(\.id) == [
                "growth", "shrinking", "paste-past-limit-with-delegate", "paste-past-limit-without-delegate",
                "text-set-in-code", "width-change", "trim-on-end-editing", "minimum-height",
                "marked-text-growth",
                "marked-text-at-limit", "app-layout-in-text-did-change", "dynamic-type", "right-to-left",
                "storyboard-view-growth", "archived-copy-growth", "undo-history-after-text-set-in-code",
                "trim-waits-for-the-end-of-editing", "pasteboard-paste-past-limit-with-app-layout",
                "event-order-and-undo",
                "table-row-growth", "table-reuse-by-scrolling", "table-reconfigure-visible-row",
                "table-cell-without-coordinator", "table-width-change", "table-right-to-left",
                "table-dynamic-type-from-settings", "table-reconfigure-row-with-new-text",
                "table-text-set-from-main-queue",
                "collection-batch-updates-item-growth", "collection-batch-updates-reuse-by-scrolling",
                "collection-batch-updates-reconfigure-visible-item",
                "collection-batch-updates-cell-without-coordinator", "collection-batch-updates-width-change",
                "collection-batch-updates-right-to-left",
                "collection-batch-updates-dynamic-type-from-settings",
                "collection-batch-updates-reconfigure-item-with-new-text",
                "collection-batch-updates-text-set-from-main-queue", "collection-self-sizing-item-growth",
                "collection-self-sizing-reuse-by-scrolling",
                "collection-self-sizing-reconfigure-visible-item",
                "collection-self-sizing-cell-without-coordinator", "collection-self-sizing-width-change",
                "collection-self-sizing-right-to-left", "collection-self-sizing-dynamic-type-from-settings",
                "collection-self-sizing-reconfigure-item-with-new-text",
                "collection-self-sizing-text-set-from-main-queue",
            ])
    }

    /// The shell's hazards, played last by a full run.
    @Test func hazardScenarioIDsAreStable() {
        #expect(
            SelfTest.hazardScenarios.map(\.id) == [
                "attributed-text-reset-in-text-did-change-then-undo",
                "undo-on-a-background-queue-while-editing", "undo-after-the-view-is-popped",
                "table-delete-edited-row", "table-delete-edited-row-with-trim", "table-move-edited-row",
                "table-move-edited-row-with-trim", "table-reload-edited-row",
                "table-reload-edited-row-with-trim", "table-reload-data-while-editing",
                "table-data-source-ahead-of-the-table", "table-undo-in-window-after-reuse",
                "collection-batch-updates-delete-edited-item",
                "collection-batch-updates-delete-edited-item-with-trim",
                "collection-batch-updates-move-edited-item",
                "collection-batch-updates-move-edited-item-with-trim",
                "collection-batch-updates-reload-edited-item",
                "collection-batch-updates-reload-edited-item-with-trim",
                "collection-batch-updates-undo-in-window-after-reuse",
                "collection-self-sizing-delete-edited-item",
                "collection-self-sizing-delete-edited-item-with-trim",
                "collection-self-sizing-move-edited-item",
                "collection-self-sizing-move-edited-item-with-trim",
                "collection-self-sizing-reload-edited-item",
                "collection-self-sizing-reload-edited-item-with-trim",
                "collection-self-sizing-undo-in-window-after-reuse",
            ])
    }

    /// A host that says the platform did not do what a step needs: the scenario is skipped from the
    /// phase of that step, which the line names, and the run does not count it as failed.
    @Test func aPlatformShortfallSkipsTheScenarioFromItsPhaseWithoutFailingTheRun() {
        let host = ShortfallHost(wrapping: StandInSelfTestHost(variant: .common))
        let scenarios = SelfTest.scenarios.filter {
            ["growth", "paste-past-limit-with-delegate"].contains($0.id)
        }
        host.shortfallOnPaste = "UIKit did not report the paste as a change"
        let report = SelfTest.run(scenarios, on: host)
        #expect(
            report.lines == [
                "PASS growth (grows a line per newline up to the maximum, then scrolls with the caret visible)",
                "SKIP paste-past-limit-with-delegate (a paste past the maximum length is cut to it, measured"
                    + " again and reported to the app): in phase 1 of 2 (paste 250 characters), the platform did"
                    + " not do what the scenario needs: UIKit did not report the paste as a change"
                    + " [observed V1: the host's paste (replace(_:withText:) made in code) brought 2"
                    + " textViewDidChange calls, seeing 250 then 100 characters]",
            ])
        #expect(report.summary == "1 passed, 0 failed, 1 skipped")
    }

    /// A shortfall in a later phase skips the scenario only when every phase before it passed; the
    /// line says which phases did.
    @Test func aLaterShortfallSkipsAScenarioWhosePhasesBeforeItPassed() {
        let host = ShortfallHost(wrapping: StandInSelfTestHost(variant: .common))
        host.shortfallOnPaste = "UIKit did not report the paste as a change"
        let scenario = SelfTest.Scenario(
            id: "late", name: "falls short late", covers: "the runner's report",
            configuration: .init(maximumNumberOfLines: 4, hasDelegate: false),
            phases: [
                .init([], expect: [.heightInLines(1)]),
                .init([.type("a\n")], expect: [.heightInLines(2)]),
                .init([.paste("b"), .type("c")], expect: [.heightInLines(1)]),
                .init([.type("d")], expect: [.heightInLines(1)]),
            ])
        let report = SelfTest.run([scenario], on: host)
        #expect(
            report.lines == [
                "SKIP late (falls short late): in phase 3 of 4 (paste \"b\", type \"c\"), the platform did not"
                    + " do what the scenario needs: UIKit did not report the paste as a change; phases 1-2 passed"
            ])
        #expect(report.summary == "0 passed, 0 failed, 1 skipped")
    }

    /// A phase that failed before the platform fell short stays a failure: the shortfall only stops
    /// the judging of the phases from its own on, and the FAIL line says so.
    @Test func anEarlyFailureIsNotHiddenByALaterShortfall() {
        let host = ShortfallHost(wrapping: StandInSelfTestHost(variant: .common))
        host.shortfallOnPaste = "UIKit did not report the paste as a change"
        let scenario = SelfTest.Scenario(
            id: "early", name: "fails early", covers: "the runner's report",
            configuration: .init(maximumNumberOfLines: 4, hasDelegate: false),
            phases: [
                .init([.type("a\n")], expect: [.heightInLines(3)]),
                .init([.paste("b")], expect: [.heightInLines(9)]),
            ])
        let report = SelfTest.run([scenario], on: host)
        #expect(
            report.lines == [
                "FAIL early (fails early): after type \"a\\n\": expected height 3 lines (76.0 pt), got 56.0 pt"
                    + " (2.0 lines); not judged from phase 2 of 2 (paste \"b\") on: the platform did not do what"
                    + " the scenario needs: UIKit did not report the paste as a change [covers the runner's report]"
            ])
        #expect(report.summary == "0 passed, 1 failed, 0 skipped")
    }

    /// A shortfall the host reports as it sets the view up (an API this iOS lacks) skips the
    /// scenario before any step, and says so.
    @Test func aShortfallAtTheStartSkipsBeforeAnyStep() {
        let host = ShortfallHost(wrapping: StandInSelfTestHost(variant: .common))
        host.shortfallOnStart = "this iOS has no self-sizing invalidation"
        let scenario = SelfTest.Scenario(
            id: "start", name: "falls short at once", covers: "the runner's report",
            configuration: .init(), phases: [.init([.type("a")], expect: [.text("b")])])
        let report = SelfTest.run([scenario], on: host)
        #expect(
            report.lines == [
                "SKIP start (falls short at once): at the start, the platform did not do what the scenario"
                    + " needs: this iOS has no self-sizing invalidation"
            ])
        #expect(host.wrapped.read().text == "")
    }

    /// A failure says where, what was expected and what was found, then what the scenario covers.
    @Test func aFailureNamesTheStepTheExpectationAndWhatItCovers() {
        let wrong = SelfTest.Scenario(
            id: "wrong", name: "wrong on purpose", covers: "the runner's report",
            configuration: .init(maximumNumberOfLines: 2),
            phases: [
                .init([], expect: [.heightInLines(1)]),
                .init(
                    [.type("a\nb\nc")],
                    expect: [.heightInLines(3), .scrolling(false), .text("a\nb"), .textDidChangeCalls(1)]),
            ])
        let report = SelfTest.run([wrong], on: StandInSelfTestHost(variant: .common))
        #expect(
            report.lines == [
                "FAIL wrong (wrong on purpose): after type \"a\\nb\\nc\": expected height 3 lines (76.0 pt), got 56.0 pt"
                    + " (2.0 lines); after type \"a\\nb\\nc\": expected scrolling off, got on;"
                    + " after type \"a\\nb\\nc\": expected text \"a\\nb\", got \"a\\nb\\nc\";"
                    + " after type \"a\\nb\\nc\": expected 1 textViewDidChange calls, got 5 (5 during the user's edits, 0 during other steps)"
                    + " [covers the runner's report]"
            ])
        #expect(report.summary == "0 passed, 1 failed, 0 skipped")
    }

    /// What the host observed of UIKit ends the line, after what a failure covers.
    @Test func anObservationEndsTheLineOfAFailingScenario() {
        let wrong = SelfTest.Scenario(
            id: "wrong-row", name: "wrong on purpose", covers: "the runner's report",
            configuration: .init(container: .tableRow), phases: [.init([], expect: [.rowHeightInLines(2)])])
        let report = SelfTest.run([wrong], on: StandInSelfTestHost(variant: .common))
        #expect(
            report.lines == [
                "FAIL wrong-row (wrong on purpose): at the start: expected the row 2 lines tall (56.0 pt inside its"
                    + " margins), got 36.0 pt [covers the runner's report]"
                    + " [observed L14: cells are in their list while the data source configures them]"
            ])
    }
}

/// The scenarios whose twins fail against the stand-ins until a defect of the code is fixed, each
/// with what the fix must do. ``SelfTestTests/everyScenarioPasses()`` leaves them out, and
/// ``SelfTestTests/aScenarioWaitingForAFixFailsUntilItLands(id:)`` expects their failures. On a
/// device they are expected to fail for the same reason, unless UIKit resizes the row itself first.
enum SelfTestWaitingScenarios {
    static let fixes: [String: String] = [:]
}

/// Where UIKit files the typing's undo actions (I6) and whose undo manager the view uses (I5).
struct TypingUndoCase: CustomTestStringConvertible, Sendable {
    var target: TextViewStandIn.UndoStep.Target
    var isShared: Bool

    static let all: [TypingUndoCase] = [.textSystem, .textStorage, .view].flatMap { target in
        [false, true].map { TypingUndoCase(target: target, isShared: $0) }
    }

    /// What the host reports for it.
    var observation: String {
        let found: SelfTest.TypingUndoTarget =
            switch target {
            case .view: .view
            case .textStorage: .textStorage
            case .textSystem, .app, .viewsUndoTarget: .uikitsOwnObjects
            }
        return found.observation(sharesWindowUndoManager: isShared)
    }

    var testDescription: String { "\(target.testDescription), \(isShared ? "window's" : "own") undo manager" }
}

/// A host that passes everything to another and adds a shortfall when a paste is performed: what the
/// UIKit host does when UIKit does not report an edit it made as the user.
final class ShortfallHost: SelfTestHost {
    let wrapped: StandInSelfTestHost
    var shortfallOnPaste: String?
    var shortfallOnStart: String?
    private var shortfalls: [String] = []

    init(wrapping wrapped: StandInSelfTestHost) {
        self.wrapped = wrapped
    }

    func start(_ configuration: SelfTest.Configuration) {
        shortfalls = shortfallOnStart.map { [$0] } ?? []
        wrapped.start(configuration)
    }

    func perform(_ step: SelfTest.Step) {
        if case .paste = step, let shortfallOnPaste {
            shortfalls.append(shortfallOnPaste)
        }
        wrapped.perform(step)
    }

    func read() -> SelfTest.Reading {
        var reading = wrapped.read()
        reading.platformShortfalls = shortfalls
        return reading
    }
}

/// The demo app's SwiftUI editor scenarios against the stand-ins, under every variant of SwiftUI's
/// uncertain behaviours.
@Suite("Self-test: the SwiftUI editor's scenarios against the stand-ins")
struct EditorSelfTestTests {
    @Test func everyEditorScenarioPasses() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let report = SelfTest.run(on: StandInEditorSelfTestHost(variant: variant))
            expectEveryScenarioPasses(report, count: 7)
        }
    }

    /// What the demo app runs: the views' scenarios, the editor's, the keyboard's, the composer
    /// docking's, then the table under the keyboard's, one line each in that order, and one summary
    /// at the end.
    @Test func aFullRunPlaysTheViewsThenTheEditorWithOneSummary() {
        var printed: [String] = []
        let report = SelfTest.run(
            on: StandInSelfTestHost(variant: .common),
            editorHost: StandInEditorSelfTestHost(variant: SwiftUIVariant.all[0]),
            keyboardHost: StandInKeyboardSelfTestHost(variant: KeyboardVariant.all[0]),
            dockingHost: StandInDockingSelfTestHost(appDocksInLayoutPass: true),
            tableKeyboardHost: StandInTableKeyboardSelfTestHost()
        ) { printed.append($0) }
        let ids =
            SelfTest.scenarios.map(\.id) + SelfTest.editorScenarios.map(\.id)
            + SelfTest.keyboardScenarios.map(\.id) + SelfTest.dockingScenarios.map(\.id)
            + SelfTest.tableKeyboardScenarios.map(\.id) + SelfTest.hazardScenarios.map(\.id)
        #expect(report.lines.map { $0.split(separator: " ")[1] } == ids.map { Substring($0) })
        #expect(printed == report.lines + [report.summary])
        #expect(report.passed + report.failed + report.skipped == 84)
    }

    @Test func editorScenarioIDsAreStable() {
        #expect(
            SelfTest.editorScenarios.map(\.id) == [
                "swiftui-binding-and-growth", "swiftui-focus-binding", "swiftui-disabled-while-focused",
                "swiftui-send-and-clear-while-composing", "swiftui-editor-in-list-row",
                "swiftui-editor-in-form",
                "swiftui-editor-in-sheet-with-detents",
            ])
    }
}

/// The demo app's keyboard scenarios against the keyboard stand-in, under every variant of the
/// keyboard's uncertain behaviours.
@Suite("Self-test: the keyboard's scenarios against the stand-ins")
struct KeyboardSelfTestTests {
    @Test func everyKeyboardScenarioPasses() {
        forEachBehaviour(of: KeyboardVariant.all) { variant in
            let report = SelfTest.run(on: StandInKeyboardSelfTestHost(variant: variant))
            expectEveryScenarioPasses(report, count: 2)
        }
    }

    @Test func keyboardScenarioIDsAreStable() {
        #expect(
            SelfTest.keyboardScenarios.map(\.id) == [
                "keyboard-shows-and-hides", "keyboard-changes-height",
            ])
    }
}

/// No verdict depends on the harness: the host's edits are calls made in code, which UIKit may or
/// may not report to the app's delegate (V1), so no scenario counts delegate calls over a phase with
/// such an edit; what the app heard last is judged instead, and the calls are reported as observed.
@Suite("Self-test: verdicts that do not depend on the harness")
struct SelfTestHarnessIndependenceTests {
    @Test func noScenarioCountsDelegateCallsOverAnEditTheHostMakesInCode() {
        for scenario in SelfTest.scenarios {
            for phase in scenario.phases
            where phase.expectations.contains(where: {
                if case .textDidChangeCalls = $0 { true } else { false }
            }) {
                let edits = phase.steps.filter {
                    switch $0 {
                    case .type, .paste, .deleteBackward, .compose, .commitComposition: true
                    default: false
                    }
                }
                #expect(edits.isEmpty, "\(scenario.id): \(phase.steps)")
            }
        }
    }

    /// The app's last call must see the text as the view left it, whether UIKit called the delegate
    /// for the host's paste before the cut, after it, or not at all.
    @Test func theLastCallIsJudgedWhateverUIKitAddedForThePaste() {
        let before = SelfTest.Reading(
            height: 0, lineHeight: 20, verticalInsets: 16, pixel: 0.5, isScrollEnabled: false,
            isCaretVisible: true, text: "", distanceFromTop: 0, rowContentHeight: nil, reducesMotion: false,
            textDidChangeCalls: 1, textDidChangeCallsDuringUserEdits: 0, scrollingSwitchesOn: 0,
            animatedHeightChanges: 0, platformShortfalls: [], textDidChangeCharacterCounts: [3])
        let expectation = SelfTest.Expectation.lastTextDidChangeSawCharacters(100)
        func failure(_ counts: [Int]) -> String? {
            var after = before
            after.textDidChangeCharacterCounts += counts
            return SelfTest.ViewKind.failure(of: expectation, before: before, after: after)
        }
        #expect(failure([100]) == nil)
        #expect(failure([250, 100]) == nil)
        #expect(failure([100, 100]) == nil)
        #expect(
            failure([250]) == "expected the app's last textViewDidChange call to see 100 characters, got 250")
        #expect(
            failure([]) == "expected the app's last textViewDidChange call to see 100 characters, got no call"
        )
    }

    /// The paste scenario reports what the stand-in's delegate heard, as the demo reports UIKit's.
    @Test func thePasteScenarioReportsTheDelegateCallsAsObserved() {
        let scenario = SelfTest.scenarios.filter { $0.id == "paste-past-limit-with-delegate" }
        let report = SelfTest.run(scenario, on: StandInSelfTestHost(variant: .common))
        expectEveryScenarioPasses(report, count: 1)
        #expect(
            report.lines.first?.hasSuffix(
                " [observed V1: the host's paste (replace(_:withText:) made in code) brought 2 textViewDidChange"
                    + " calls, seeing 250 then 100 characters]") == true)
        #expect(
            SelfTest.pasteReport(characterCounts: [100])
                == "V1: the host's paste (replace(_:withText:) made in code) brought 1 textViewDidChange call,"
                + " seeing 100 characters")
    }
}

/// The scenario that settles V3, V11 and I5 reports what the stand-in followed, as the demo reports
/// what UIKit does.
@Suite("Self-test: observations of the event order and the undo")
struct SelfTestEventOrderObservationTests {
    @Test func theEventOrderScenarioReportsWhatTheStandInFollowed() {
        let scenario = SelfTest.scenarios.filter { $0.id == "event-order-and-undo" }
        let report = SelfTest.run(scenario, on: StandInSelfTestHost(variant: .common))
        expectEveryScenarioPasses(report, count: 1)
        #expect(
            report.lines.first?.hasSuffix(
                " [observed V3: textViewDidChange came before textDidChangeNotification for every key (3);"
                    + " V11: the undo manager posted NSUndoManagerDidUndoChange for an undo;"
                    + " I5: the view's undo manager is its own]") == true)
    }

    @Test func theObservationsSayWhatWasSeen() {
        #expect(SelfTest.eventOrder(notificationFirst: 0, delegateFirst: 0) == [])
        #expect(
            SelfTest.eventOrder(notificationFirst: 2, delegateFirst: 0) == [
                "V3: textDidChangeNotification came before textViewDidChange for every key (2)"
            ])
        #expect(
            SelfTest.eventOrder(notificationFirst: 1, delegateFirst: 2) == [
                "V3: textDidChangeNotification came first for 1 keys, textViewDidChange for 2"
            ])
        #expect(
            SelfTest.undoReport(postedUndoEnd: nil, sharesWindowUndoManager: true) == [
                "V11: nothing to undo", "I5: the view's undo manager is its window's",
            ])
        #expect(
            SelfTest.undoReport(postedUndoEnd: false, sharesWindowUndoManager: false) == [
                "V11: the undo manager did not post NSUndoManagerDidUndoChange for an undo",
                "I5: the view's undo manager is its own",
            ])
    }
}
