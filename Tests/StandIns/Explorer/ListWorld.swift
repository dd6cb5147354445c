import GrowingTextCore

extension ListExploration {
    static func run(_ sequence: EventSequence<ListExploration>, observe: (Violation) -> Bool) -> Violation? {
        let choices = Choices(seed: sequence.seed)
        choices.beginEvent(seed: sequence.seed)
        let failures = FailureCollector()
        return StandInFailures.collecting(into: failures) {
            let world = ListWorld(facts: sequence.facts, choices: choices, failures: failures)
            for message in failures.failures {
                let violation = Violation(invariant: .ofStandInFailure(message), detail: message, step: 0)
                if !observe(violation) { return violation }
            }
            for (index, step) in sequence.steps.enumerated() {
                choices.beginEvent(seed: step.timing)
                for broken in world.perform(step.action) {
                    let violation = Violation(invariant: broken.invariant, detail: broken.detail, step: index)
                    if !observe(violation) { return violation }
                }
            }
            return nil
        }
    }
}

extension ListExploration {
    /// Every call the list's adapters made through the list's surface while `sequence` ran, each
    /// step's calls after a line naming the step, then the stand-ins' failures: two builds of the
    /// core that give every sequence the same trace drive UIKit's lists the same way. Violations are
    /// not checked.
    static func surfaceTrace(of sequence: EventSequence<ListExploration>) -> [String] {
        let choices = Choices(seed: sequence.seed)
        choices.beginEvent(seed: sequence.seed)
        let failures = FailureCollector()
        return StandInFailures.collecting(into: failures) {
            let world = ListWorld(
                facts: sequence.facts, choices: choices, failures: failures, tracesSurface: true)
            for (index, step) in sequence.steps.enumerated() {
                choices.beginEvent(seed: step.timing)
                world.list.trace("step \(index): \(step.action)")
                _ = world.perform(step.action)
            }
            return (world.list.surfaceTrace ?? []) + failures.failures.map { "stand-in failure: \($0)" }
        }
    }
}

/// One app process around a list of growing rows, as the explorer runs it.
final class ListWorld {
    typealias Action = ListExploration.Action

    let list: ListStandIn
    let facts: ListExploration.Facts
    private let failures: FailureCollector
    /// The identity of the next row the app adds.
    private var nextRowID: Int
    /// Each text view's height after the last step, by row.
    private var textViewHeights: [Int: Double] = [:]
    /// The rows whose text view changed height while the row was off screen, until the row is as
    /// tall as its text view again.
    private var rowsChangedOffScreen: Set<Int> = []

    init(
        facts: ListExploration.Facts, choices: Choices, failures: FailureCollector,
        tracesSurface: Bool = false
    ) {
        self.facts = facts
        self.failures = failures
        let rows = Array(facts.rowLines.indices)
        let table = TableStandIn(
            width: 390, boundsHeight: 240, insets: Insets(), rowIDs: rows,
            realHeights: Dictionary(uniqueKeysWithValues: rows.map { ($0, 36.0) }))
        nextRowID = rows.count
        list = ListStandIn(
            table: table, kind: choices.listKind.kind, estimatedRowHeight: 36, choices: choices,
            appMakesCoordinator: facts.wiring == .coordinator,
            appTexts: Dictionary(
                uniqueKeysWithValues: facts.rowLines.enumerated().map {
                    ($0.offset, ListExploration.text(lines: $0.element))
                })
        ) { list in
            if tracesSurface { list.surfaceTrace = [] }
            list.reusedCellsLeaveTheWindow = true
            list.textConfiguration = TextViewStandIn.configuration(
                maximumLines: facts.maximumLines, maximumLength: facts.maximumLength, trims: facts.trims)
        }
        list.runDeferredWork()
    }

    /// What a step found broken.
    struct Broken {
        var invariant: Invariant
        var detail: String
    }

    private var undoStepsOverOtherText: Int {
        list.textViews.values.reduce(0) { $0 + $1.undoStepsOverOtherText }
    }

    /// Set once an edit fell outside the text: on a device it raises, and the stand-ins' state after
    /// it (a caret or a marked range past the text) is no state UIKit has, so no later step runs.
    private var editFellOutsideText = false

    /// Performs one action, then lets the run loop rest and checks the invariants; returns those it
    /// broke. Nothing happens once an edit fell outside the text.
    func perform(_ action: Action) -> [Broken] {
        guard !editFellOutsideText else { return [] }
        let failuresBefore = failures.failures.count
        let undoOverOtherTextBefore = undoStepsOverOtherText
        let resizesBefore = list.resizeTurns.count
        let resizesChangingNothingBefore = list.cellResizesChangingNothing.count
        let rowsStaleBefore = rowsChangedOffScreen
        let reportsOffScreenBefore = list.rowsReportedOffScreen.count
        guard apply(action) else { return [] }
        list.runDeferredWork()
        var broken = failures.failures.dropFirst(failuresBefore).map {
            Broken(invariant: .ofStandInFailure($0), detail: $0)
        }
        let coordinatorsAllowed = facts.wiring == .coordinator ? 0 : 1
        if list.coordinatorsOfCellsMade > coordinatorsAllowed {
            broken.append(
                Broken(
                    invariant: .coordinatorsPerList,
                    detail: "cells made \(list.coordinatorsOfCellsMade) coordinators of their own, "
                        + (facts.wiring == .coordinator ? "besides the app's" : "one each")))
        }
        if undoStepsOverOtherText > undoOverOtherTextBefore {
            broken.append(
                Broken(
                    invariant: .undoOverOtherText,
                    detail: "an undo ran steps registered for a text set over since"))
        }
        let turns = list.resizeTurns.dropFirst(resizesBefore)
        if Set(turns).count < turns.count {
            broken.append(
                Broken(
                    invariant: .listResizedTwiceInOneTurn,
                    detail:
                        "resized in turns \(Array(turns)), \(list.coordinatorsOfCellsMade) coordinators of cells"
                ))
        }
        // A row the list kept at a height its text view no longer had (its text changed off screen)
        // may be at the right height again by chance: its resize is not for nothing.
        let resizesForNothing = list.cellResizesChangingNothing.dropFirst(resizesChangingNothingBefore)
            .filter { !rowsStaleBefore.contains($0.row) }
        if let resize = resizesForNothing.first {
            broken.append(
                Broken(
                    invariant: .listResizedForNothing,
                    detail:
                        "row \(resize.row)'s resize in turn \(resize.turn) (resizes in turns \(Array(turns))) "
                        + "left every row at its height"))
        }
        // A row may go off screen and come back within one step (a resize that re-estimates the rows
        // above it, then a caret reveal): its text view's report in between counts as a change off screen.
        rowsChangedOffScreen.formUnion(list.rowsReportedOffScreen.dropFirst(reportsOffScreenBefore))
        broken += [checkRowHeights(), checkEditedRow()].compactMap { $0 }
        editFellOutsideText = broken.contains { $0.invariant == .undoRangeOutsideText }
        return broken
    }

    /// At rest, every row on screen whose cell holds a text view in the window is as tall as it.
    private func checkRowHeights() -> Broken? {
        let onScreen = Set(list.table.rowsOnScreen(estimate: list.estimate))
        let textViews = list.textViews.sorted { $0.key < $1.key }
        defer {
            textViewHeights = Dictionary(
                uniqueKeysWithValues: textViews.map { ($0.key, $0.value.intrinsicHeight) })
        }
        for (row, textView) in textViews {
            if let height = list.table.laidOut[row], abs(height - textView.intrinsicHeight) <= 0.5 {
                rowsChangedOffScreen.remove(row)
            } else if !onScreen.contains(row), textViewHeights[row] != textView.intrinsicHeight {
                rowsChangedOffScreen.insert(row)
            }
        }
        guard !list.runLoop.hasPendingBlocks else { return nil }
        for (row, textView) in textViews where onScreen.contains(row) && textView.isInWindow {
            guard let height = list.table.laidOut[row], abs(height - textView.intrinsicHeight) > 0.5 else {
                continue
            }
            let offScreen =
                rowsChangedOffScreen.contains(row) ? " (its text changed while it was off screen)" : ""
            return Broken(
                invariant: .rowHeightDisagreesAtRest,
                detail: "row \(row) is \(height) tall, its text view \(textView.intrinsicHeight)\(offScreen)")
        }
        return nil
    }

    /// At rest, the app's coordinator keeps still the row whose cell holds the text being edited,
    /// whichever row that cell shows now.
    private func checkEditedRow() -> Broken? {
        guard facts.wiring == .coordinator, !list.runLoop.hasPendingBlocks,
            list.controller.editingRow != list.editedRow
        else { return nil }
        return Broken(
            invariant: .editedRowNotFollowed,
            detail:
                "the text of row \(list.editedRow.map(String.init) ?? "none") is being edited, the coordinator "
                + "keeps row \(list.controller.editingRow.map(String.init) ?? "none") still")
    }

    /// Applies an action if it can happen now; returns whether it did.
    private func apply(_ action: Action) -> Bool {
        let rows = list.table.rowIDs
        func row(_ index: Int) -> Int? { rows.isEmpty ? nil : rows[index % rows.count] }
        let editing = list.textView.flatMap {
            $0.isEditing && $0.isInWindow && $0.markedRange == nil ? $0 : nil
        }
        switch action {
        case .type(let text):
            guard let editing else { return false }
            editing.type(text)
        case .deleteBackward:
            guard let editing else { return false }
            editing.deleteBackward()
        case .paste(let length):
            guard let editing else { return false }
            editing.paste(TextViewWorld.pasted(length))
        case .undo:
            guard let editing else { return false }
            editing.undo()
        case .redo:
            guard let editing else { return false }
            editing.redo()
        case .beginEditing(let index):
            let candidates = list.table.rowsOnScreen(estimate: list.estimate).filter {
                list.cells[$0]?.textView?.isInWindow == true
            }
            guard !candidates.isEmpty else { return false }
            let target = candidates[index % candidates.count]
            guard target != list.editedRow else { return false }
            if let edited = list.editedRow { list.endEditing(row: edited) }
            list.beginEditing(row: target)
        case .endEditing:
            guard let edited = list.editedRow else { return false }
            list.endEditing(row: edited)
        case .scroll(let distance):
            list.scroll(by: distance)
        case .deleteRow(let index):
            guard rows.count > 3, let target = row(index) else { return false }
            list.appDeletesRow(target)
        case .deleteEditedRow:
            guard rows.count > 3, let edited = list.editedRow else { return false }
            list.appDeletesRow(edited)
        case .reloadRow(let index, let lines):
            guard let target = row(index) else { return false }
            list.appReloadsRow(target, text: ListExploration.text(lines: lines))
        case .reloadEditedRow(let lines):
            guard let edited = list.editedRow else { return false }
            list.appReloadsRow(edited, text: ListExploration.text(lines: lines))
        case .moveRow(let index, let destination):
            guard let target = row(index) else { return false }
            list.userMovesRow(target, to: destination % max(rows.count, 1))
        case .applySnapshot(let deleting, let index, let lines):
            guard rows.count > 3, let changed = row(index) else { return false }
            list.applySnapshot(
                deleting: deleting.flatMap(row).flatMap { $0 == changed ? nil : $0 },
                reconfiguring: [changed: ListExploration.text(lines: lines)])
        case .reconfigureRow(let index, let lines):
            guard let target = row(index) else { return false }
            let text = ListExploration.text(lines: lines)
            list.appTexts[target] = text
            list.reconfigureRows([target: text])
        case .appendRowATurnAhead(let lines):
            guard list.rowCountsInDataSource == [rows.count] else { return false }
            list.appInsertsRowOnNextTurn(
                nextRowID, at: rows.count, height: 36, text: ListExploration.text(lines: lines))
            list.runDeferredWork()
            nextRowID += 1
        case .insertRowAndReloadData(let index, let lines):
            guard list.rowCountsInDataSource == [rows.count] else { return false }
            list.appInsertsRowAndReloadsData(
                nextRowID, at: index % (rows.count + 1), text: ListExploration.text(lines: lines))
            nextRowID += 1
        case .textSize(let lineHeight):
            list.changeContentSizeCategory(rowHeight: 36, lineHeight: lineHeight)
        case .changeWidth(let width):
            guard width != list.table.width else { return false }
            list.changeWidth(to: width)
        }
        return true
    }
}
