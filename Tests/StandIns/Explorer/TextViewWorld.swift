import GrowingTextCore

extension TextViewExploration {
    static func run(_ sequence: EventSequence<TextViewExploration>, observe: (Violation) -> Bool)
        -> Violation?
    {
        let choices = Choices(seed: sequence.seed)
        choices.beginEvent(seed: sequence.seed)
        let failures = FailureCollector()
        return StandInFailures.collecting(into: failures) {
            let world = TextViewWorld(facts: sequence.facts, choices: choices, failures: failures)
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

    /// Every call the adapter made through the surface while `sequence` ran, each step's calls after
    /// a line naming the step: two builds of the core that give every sequence the same trace drive
    /// UIKit the same way. Violations are not checked.
    static func surfaceTrace(of sequence: EventSequence<TextViewExploration>) -> [String] {
        let choices = Choices(seed: sequence.seed)
        choices.beginEvent(seed: sequence.seed)
        let failures = FailureCollector()
        return StandInFailures.collecting(into: failures) {
            let world = TextViewWorld(
                facts: sequence.facts, choices: choices, failures: failures, tracesSurface: true)
            for (index, step) in sequence.steps.enumerated() {
                choices.beginEvent(seed: step.timing)
                world.view.surfaceTrace?.append("step \(index): \(step.action)")
                _ = world.perform(step.action)
            }
            return (world.view.surfaceTrace ?? []) + failures.failures.map { "stand-in failure: \($0)" }
        }
    }
}

/// One app process around a growing text view, as the explorer runs it: the stand-in, its run loop,
/// the app's reactions, and what the invariants compare from one step to the next.
final class TextViewWorld {
    typealias Action = TextViewExploration.Action

    let view: TextViewStandIn
    let runLoop: MainRunLoopStandIn
    let facts: TextViewExploration.Facts
    let choices: Choices
    private let failures: FailureCollector
    /// The text the app last heard of in `textViewDidChange(_:)` or set itself.
    private var textKnownToApp: String
    /// Since nothing was last marked, which characters of the text the user's input inserted, the
    /// committed length then, and how much the user's edits replaced: the view cuts only once nothing
    /// is marked (B28), what the user inserted meanwhile included.
    private var sinceUnmarked = (inserted: [Bool](), committedCount: 0, replaced: 0)

    init(
        facts: TextViewExploration.Facts, choices: Choices, failures: FailureCollector,
        tracesSurface: Bool = false
    ) {
        self.facts = facts
        self.choices = choices
        self.failures = failures
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(
                minimumLines: facts.minimumLines, maximumLines: facts.maximumLines,
                maximumLength: facts.maximumLength, trims: facts.trims),
            choices: choices)
        let runLoop = MainRunLoopStandIn(choices: choices)
        // The view is on its own: each commit runs its pending layout passes, in a window (I2).
        runLoop.addCommit { [unowned view] in
            if view.isInWindow { view.runLayoutPasses() }
        }
        view.runLoop = runLoop
        if tracesSurface { view.surfaceTrace = [] }
        self.view = view
        self.runLoop = runLoop
        view.appAnswersShouldEndEditing = !facts.refusesToEndEditing
        // A storyboard's height constraint is there before the view's first pass (B2, B5).
        if facts.holdsHeightConstraint { view.appHeightConstraint = 44 }
        textKnownToApp = ""
        view.appReactsToTextChange = { [unowned self] view in
            textKnownToApp = view.text
            appReacts()
        }
        view.appear()
        textKnownToApp = view.text
    }

    /// The app's `textViewDidChange(_:)`, past noting the text. Like an app that follows the
    /// documentation, it leaves marked text and dictation alone.
    private func appReacts() {
        guard !view.isDictating, view.markedRange == nil else { return }
        switch facts.reaction {
        case .nothing:
            break
        case .setsTextAgain:
            view.setText(view.text, layout: false)
        case .laysOut:
            if view.isInWindow { view.runLayoutPasses() }
        case .setsTextAgainAndLaysOut:
            view.setText(view.text, layout: false)
            if view.isInWindow { view.runLayoutPasses() }
        case .setsTextAgainOnNextTurn:
            runLoop.async { [unowned self] in
                guard !view.isDictating, view.markedRange == nil else { return }
                view.setText(view.text, layout: false)
            }
        case .replacesNewlines:
            // Not while the undo manager runs a group: the steps still to run edit the text it has
            // (setting it then raises, I7).
            let formatted = view.text.replacing("\n", with: " ")
            guard formatted != view.text, !view.isUndoingOrRedoing else { return }
            view.setText(formatted, layout: false)
            textKnownToApp = formatted
        }
    }

    // MARK: Steps

    /// What a step found broken.
    struct Broken {
        var invariant: Invariant
        var detail: String
    }

    /// Set once an edit fell outside the text: on a device it raises, and the stand-ins' state after
    /// it (a caret or a marked range past the text) is no state UIKit has, so no later step runs.
    private var editFellOutsideText = false

    /// Performs one action, then lets the run loop rest and checks the invariants; returns those it
    /// broke. Nothing happens once an edit fell outside the text.
    func perform(_ action: Action) -> [Broken] {
        guard !editFellOutsideText else { return [] }
        let before = Snapshot(of: view)
        if before.markedRange == nil {
            sinceUnmarked = (
                Array(repeating: false, count: before.text.utf16.count), before.committedCount, 0
            )
        }
        let failuresBefore = failures.failures.count
        view.viewReplacements.removeAll(keepingCapacity: true)
        view.processedEdits.removeAll(keepingCapacity: true)
        let scrollChangesBefore = view.scrollEnabledChanges.count
        let heightChangesBefore = view.heightChanges.count
        let undoOverOtherTextBefore = view.undoStepsOverOtherText
        let settledWhileUndoingBefore = view.changesSettledWhileUndoing
        let settledInsideReplacementBefore = view.changesSettledInsideOwnReplacement
        let boundsChangesBeforeAnimationBefore = view.boundsChangesBeforeAnimation.count
        let happened = apply(action)
        view.turnRunLoop()
        var broken = failures.failures.dropFirst(failuresBefore).map {
            Broken(invariant: .ofStandInFailure($0), detail: $0)
        }
        guard happened else { return broken }
        if action.isTheAppsOwn { textKnownToApp = view.text }
        // The app's `textViewDidChange(_:)` set a text of its own: the step is two changes, the
        // user's and the app's, and what the app set is no insertion of the user's.
        let appChangedText = view.processedEdits.contains { $0.byAppsSetter && !$0.keepsText }
        broken += [
            checkReplacements(after: action, before: before),
            appChangedText ? nil : checkLimit(after: action, before: before),
        ]
        .compactMap { $0 }
        broken += [checkSameText(after: action, before: before)].compactMap { $0 }
        if view.undoStepsOverOtherText > undoOverOtherTextBefore {
            broken.append(
                Broken(
                    invariant: .undoOverOtherText,
                    detail: "the undo ran steps registered before the text was set in code"))
        }
        if action == .endEditing, !before.isEditing, view.text != before.text {
            broken.append(
                Broken(
                    invariant: .resignWhileNotEditingChangedText,
                    detail: "\(before.text.debugDescription) became \(view.text.debugDescription)"))
        } else if action == .endEditing, facts.refusesToEndEditing, view.text != before.text {
            broken.append(
                Broken(
                    invariant: .refusedEndOfEditingChangedText,
                    detail: "\(before.text.debugDescription) became \(view.text.debugDescription)"))
        }
        if view.text != textKnownToApp {
            broken.append(
                Broken(
                    invariant: .appMissedChange,
                    detail: "the app last heard \(textKnownToApp.debugDescription), the text is "
                        + view.text.debugDescription))
            textKnownToApp = view.text
        }
        let isOneChange = action.isOneChange && !appChangedText
        broken += [checkRest(), isOneChange ? checkScrolling(since: scrollChangesBefore) : nil]
            .compactMap { $0 }
        if view.changesSettledWhileUndoing > settledWhileUndoingBefore {
            broken.append(
                Broken(
                    invariant: .changeSettledInsideUndo,
                    detail:
                        "the view settled a change \(view.changesSettledWhileUndoing - settledWhileUndoingBefore) "
                        + "times while the undo manager ran the group's steps"))
        }
        if view.changesSettledInsideOwnReplacement > settledInsideReplacementBefore {
            broken.append(
                Broken(
                    invariant: .changeSettledInsideOwnReplacement,
                    detail: "the view settled a change before its own replacement was over"))
        }
        if let moved = view.boundsChangesBeforeAnimation.dropFirst(boundsChangesBeforeAnimationBefore).first {
            broken.append(
                Broken(
                    invariant: .heightAppliedBeforeAnimation,
                    detail:
                        "the bounds went from \(moved.from) to \(moved.to) in the layout before the animation"
                ))
        }
        if isOneChange, view.heightChanges.count > heightChangesBefore + 1 {
            let changes = view.heightChanges.dropFirst(heightChangesBefore).map { "\($0.from) to \($0.to)" }
            broken.append(
                Broken(
                    invariant: .heightChangesTwiceInOneChange,
                    detail: "the height went " + changes.joined(separator: ", ")))
        }
        editFellOutsideText = broken.contains { $0.invariant == .undoRangeOutsideText }
        return broken
    }

    /// Applies an action if it can happen now; returns whether it did.
    private func apply(_ action: Action) -> Bool {
        let count = view.text.utf16.count
        let isTyping = view.isEditing && view.isInWindow
        let canType = isTyping && view.markedRange == nil
        let isMarked = isTyping && view.markedRange != nil
        func clamped(_ offset: Int) -> Int { min(max(offset, 0), count) }
        func before(_ length: Int) -> Range<Int> { max(0, view.caret - length)..<view.caret }
        switch action {
        case .type(let text):
            guard canType else { return false }
            view.type(text)
        case .deleteBackward:
            guard canType else { return false }
            view.deleteBackward()
        case .moveCaret(let offset):
            guard canType else { return false }
            view.caret = clamped(offset)
        case .paste(let length):
            guard canType else { return false }
            view.paste(Self.pasted(length))
        case .cut(let length):
            guard canType, view.caret > 0 else { return false }
            view.cut(before(length))
        case .autocorrect(let length, let correction):
            guard canType, view.caret > 0 else { return false }
            view.autocorrect(before(length), with: correction)
        case .replaceAll(let first, let gap, let length, let text, let backward):
            let firstMatch = clamped(first)..<clamped(first + length)
            let second = clamped(firstMatch.upperBound + gap)..<clamped(firstMatch.upperBound + gap + length)
            guard canType, !firstMatch.isEmpty, !second.isEmpty else { return false }
            let shift = text.utf16.count - firstMatch.count
            view.replaceAll(
                backward
                    ? [(second, text), (firstMatch, text)]
                    : [(firstMatch, text), ((second.lowerBound + shift)..<(second.upperBound + shift), text)])
        case .stream(let pieces):
            guard canType else { return false }
            for piece in pieces { view.type(piece, layout: false) }
        case .compose(let text):
            guard isTyping else { return false }
            view.compose(text)
        case .composeOver(let length, let text):
            guard canType, view.caret > 0 else { return false }
            view.compose(text, replacing: before(length))
        case .commit(let text):
            guard isMarked else { return false }
            view.commit(text)
        case .predict(let text):
            guard isTyping else { return false }
            view.predict(text)
        case .typeWhilePredicting(let key, let next):
            guard isMarked else { return false }
            view.typeWhilePredicting(key, nextPrediction: next)
        case .acceptPrediction:
            guard isMarked else { return false }
            view.acceptPrediction()
        case .dropPrediction:
            guard isMarked else { return false }
            view.dropPrediction()
        case .returnWhilePredicting:
            guard isMarked else { return false }
            view.pressReturnWhilePredicting(accepts: choices.acceptsPredictionOnReturn)
        case .dictate(let results):
            guard canType else { return false }
            view.dictate(results)
        case .undo:
            guard canType else { return false }
            view.undo()
        case .redo:
            guard canType else { return false }
            view.redo()
        case .setText(let text):
            view.setText(text)
        case .setSameText:
            guard view.markedRange == nil else { return false }
            view.setText(view.text)
        case .appInsertText(let text):
            guard canType else { return false }
            view.appInsertText(text)
        case .appEditStorage(let offset, let length, let text):
            guard view.markedRange == nil else { return false }
            view.appEditTextStorage(clamped(offset)..<clamped(offset + length), with: text)
        case .drop(let text, let offset, let likeAPaste):
            guard view.isInWindow, view.markedRange == nil else { return false }
            view.drop(text, at: clamped(offset), report: likeAPaste ? .likeAPaste : .likeCode)
        case .endEditing:
            if view.isEditing { view.endEditing() } else { view.resignWhileNotEditing() }
        case .beginEditing:
            guard !view.isEditing, view.isInWindow else { return false }
            view.isEditing = true
            view.adapter.editingStateDidChange()
        case .rotate(let width):
            guard view.isInWindow else { return false }
            view.rotate(toWidth: width)
        case .textSize(let lineHeight):
            view.changeContentSizeCategory(lineHeight: lineHeight)
        case .leaveWindow:
            guard view.isInWindow else { return false }
            view.removeFromWindow()
        case .returnToWindow:
            guard !view.isInWindow else { return false }
            view.moveToWindow()
        case .squeeze(let height):
            guard view.squeezedHeight != height else { return false }
            view.squeeze(to: height)
        case .appSetsSameTextOnNextTurn:
            runLoop.async { [unowned self] in
                guard view.markedRange == nil else { return }
                view.setText(view.text, layout: false)
            }
        }
        return true
    }

    /// Pasted text: letters with a space every fourth character.
    static func pasted(_ length: Int) -> String {
        String((0..<length).map { Array("xyz ")[$0 % 4] })
    }

    // MARK: Invariants

    /// What the invariants compare with the state before a step.
    private struct Snapshot {
        var text: String
        var committedCount: Int
        var undoDepth: (undo: Int, redo: Int)
        var markedRange: Range<Int>?
        var isEditing: Bool

        init(of view: TextViewStandIn) {
            isEditing = view.isEditing
            text = view.text
            committedCount = TextViewWorld.committedCount(of: view)
            undoDepth = view.undoDepth
            markedRange = view.markedRange
        }
    }

    /// The characters of the text that are not marked.
    static func committedCount(of view: TextViewStandIn) -> Int {
        guard let marked = view.markedRange else { return view.text.count }
        var units = Array(view.text.utf16)
        units.removeSubrange(marked.clamped(to: 0..<units.count))
        return String(decoding: units, as: UTF16.self).count
    }

    /// No replacement of the view's overlaps marked text, and during the user's input every cut
    /// removes only characters the user's input inserted since nothing was last marked.
    private func checkReplacements(after action: Action, before: Snapshot) -> Broken? {
        for replacement in view.viewReplacements {
            guard let marked = replacement.markedRange, !marked.isEmpty,
                replacement.range.lowerBound < marked.upperBound,
                marked.lowerBound < replacement.range.upperBound
            else { continue }
            return Broken(
                invariant: .replacementOverMarkedText,
                detail: "the view replaced \(replacement.range) while \(marked) was marked")
        }
        var inserted = sinceUnmarked.inserted
        if inserted.count != before.text.utf16.count {
            inserted = Array(repeating: false, count: before.text.utf16.count)
        }
        defer { sinceUnmarked.inserted = inserted }
        for edit in view.processedEdits {
            let removed = edit.editedRange.lowerBound..<(edit.editedRange.upperBound - edit.changeInLength)
            guard removed.upperBound <= inserted.count else { continue }
            if action.isUsersInput, edit.byView, edit.editedRange.isEmpty, !removed.isEmpty,
                inserted[removed].contains(false)
            {
                return Broken(
                    invariant: .cutBeyondInsertion,
                    detail: "the cut of \(removed) removed characters the user's input did not insert")
            }
            // The same text set again leaves each character whose it was; a text the app set is the
            // app's.
            if edit.keepsText, edit.byAppsSetter { continue }
            if !edit.byView { sinceUnmarked.replaced += removed.count }
            inserted.replaceSubrange(
                removed,
                with: Array(repeating: !edit.byView && !edit.byAppsSetter, count: edit.editedRange.count))
        }
        return nil
    }

    /// After the user's input, once nothing is marked (the view cuts only then, B28), the committed
    /// text is within the maximum length, or no longer than it was when nothing was last marked.
    private func checkLimit(after action: Action, before: Snapshot) -> Broken? {
        guard action.isUsersInput, let limit = facts.maximumLength, view.markedRange == nil else {
            return nil
        }
        let committed = Self.committedCount(of: view)
        let cut = view.viewReplacements.contains { $0.replacement.isEmpty && !$0.whileUndoing }
        // What the user's edits replaced no longer counts: the cut keeps as much of the insertion as
        // the text without it leaves room for.
        let baseline = sinceUnmarked.committedCount
        if cut, committed < max(limit, baseline - sinceUnmarked.replaced) {
            return Broken(
                invariant: .cutBelowLimit,
                detail:
                    "\(committed) characters committed at limit \(limit), \(baseline) before: "
                    + view.text.debugDescription)
        }
        guard committed > max(limit, baseline) else { return nil }
        return Broken(
            invariant: .insertionPastLimitKept,
            detail: "\(committed) characters committed at limit \(limit), \(baseline) before: "
                + view.text.debugDescription)
    }

    /// Setting the text the view shows changes neither it nor the undo history.
    private func checkSameText(after action: Action, before: Snapshot) -> Broken? {
        guard action == .setSameText || action == .appSetsSameTextOnNextTurn, before.markedRange == nil
        else { return nil }
        guard view.text != before.text || view.undoDepth != before.undoDepth else { return nil }
        return Broken(
            invariant: .sameTextChangedSomething,
            detail: "undo depth \(before.undoDepth) became \(view.undoDepth), text "
                + "\(before.text.debugDescription) became \(view.text.debugDescription)")
    }

    /// At rest: every height change announced has ended; in a window, content taller than the bounds
    /// can be scrolled to, and unless constraints squeeze the view, the bounds, the height applied and
    /// the controller's agree.
    private func checkRest() -> Broken? {
        guard !runLoop.hasPendingBlocks, view.isInWindow else { return nil }
        if view.heightChanges.count != view.heightNotifications.count {
            return Broken(
                invariant: .heightNotificationsUnpaired,
                detail: "\(view.heightChanges.count) announced, \(view.heightNotifications.count) ended")
        }
        if view.contentHeight > view.boundsHeight + 0.5, !view.isScrollEnabled {
            return Broken(
                invariant: .contentUnreachable,
                detail: "content \(view.contentHeight) in bounds \(view.boundsHeight), scrolling off")
        }
        guard view.squeezedHeight == nil else { return nil }
        let height = view.controller.height
        guard abs(view.boundsHeight - height) > 0.5 || abs(view.intrinsicHeight - height) > 0.5 else {
            return nil
        }
        return Broken(
            invariant: .heightsDisagreeAtRest,
            detail: "bounds \(view.boundsHeight), applied \(view.intrinsicHeight), controller \(height)")
    }

    /// Scrolling does not turn on, then off again, within one step.
    private func checkScrolling(since index: Int) -> Broken? {
        let changes = view.scrollEnabledChanges.dropFirst(index)
        guard let on = changes.firstIndex(of: true), changes[on...].contains(false) else { return nil }
        return Broken(invariant: .scrollingFlashes, detail: "scrolling went \(Array(changes))")
    }
}

extension TextViewExploration.Action {
    /// Whether the action is the user's input, which the maximum length applies to and which may be
    /// cut only where it inserted.
    var isUsersInput: Bool {
        switch self {
        case .type, .deleteBackward, .paste, .cut, .autocorrect, .replaceAll, .stream, .compose, .composeOver,
            .commit, .predict, .typeWhilePredicting, .acceptPrediction, .dropPrediction,
            .returnWhilePredicting,
            .dictate:
            true
        case .drop(_, _, let likeAPaste): likeAPaste
        default: false
        }
    }

    /// Whether the action is one change at most: not several reported one after another (streamed
    /// pieces, dictation's results, Return accepting a prediction first).
    var isOneChange: Bool {
        switch self {
        case .stream, .dictate, .returnWhilePredicting: false
        default: true
        }
    }

    /// Whether the app made the change itself, or UIKit tells the app's delegate nothing of it by
    /// design (a drop told like code, V1, I3): either way the app has nothing to hear.
    var isTheAppsOwn: Bool {
        switch self {
        case .setText, .setSameText, .appInsertText, .appEditStorage, .appSetsSameTextOnNextTurn: true
        case .drop(_, _, let likeAPaste): !likeAPaste
        default: false
        }
    }
}
