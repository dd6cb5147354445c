/// The wiring between a growing text view and its ``GrowingTextController``, written once for every
/// host: which of the platform's callbacks becomes which event, what is measured when, and how the
/// effects are applied, in order.
///
/// The UIKit `GrowingTextView` and the tests' stand-in (and the terminal's box) implement
/// ``GrowingTextViewSurface`` and call one adapter method from each of their callbacks; the adapter
/// is all the logic there is between the platform and the controller, so the tests run it as it
/// runs on a device.
///
/// The platform callbacks it takes, in UIKit's terms:
/// - the text changed (`UITextView.textDidChangeNotification`): ``textDidChange()``;
/// - text set in code (the `text` setter): ``textWillBeSetInCode()`` and ``textWasSetInCode()``;
/// - editing is about to end (`resignFirstResponder()`): ``editingWillEnd()``;
/// - an undo or a redo is over (`NSUndoManagerDidUndoChange`, `NSUndoManagerDidRedoChange` of the
///   view's own undo manager, on the next turn of the main queue): ``undoGroupDidEnd()``;
/// - a layout pass (`layoutSubviews()`), a constraints pass (`updateConstraints()`), traits,
///   configuration, the layout's inputs (font, insets) and invalidations.
///
/// It never depends on the app's `UITextViewDelegate`: the maximum length is applied after the
/// change, to the range the text storage reports as edited (<doc:TextController#The-maximum-length>).
/// A change the view makes itself (a cut to the maximum length, the trim when editing ends) is made
/// in the storage, measured and reported to the app once. One undo (or redo) is one change: its
/// steps are measured and reported once the undo manager has run them all.
package final class GrowingTextViewAdapter<Surface: GrowingTextViewSurface> {
    /// The view the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// Every decision about height, scrolling, timing and the maximum length.
    package private(set) var controller: GrowingTextController
    /// How many of the app's text setters are running (`text`'s may run `attributedText`'s): a
    /// change the platform reports meanwhile is not the user's, and only the outermost setter's
    /// end settles the text.
    private var textSettersRunning = 0
    /// Set while the view changes the text itself: the platform's report of it, if any, is not the
    /// user's, and the adapter reports the change once it is made.
    private var isChangingText = false
    /// The line heights measured at widths other than the view's own, by width, each for
    /// `sizingLineCount` lines; emptied whenever the content or its layout may have changed.
    private var sizingLineHeights: [Double: [Double]] = [:]
    private var sizingLineCount = 0

    /// Creates the adapter of a view.
    ///
    /// - Parameters:
    ///   - surface: The view; unowned, since the view owns the adapter.
    ///   - controller: The decisions so far: a new controller for a new view (the default), or the
    ///     controller of the view this one is a copy of (a terminal box is a value, copied on write).
    package init(surface: Surface, controller: GrowingTextController = GrowingTextController()) {
        self.surface = surface
        self.controller = controller
    }

    /// The height the view should have: the controller's, which a height change moves before it is
    /// applied.
    package var height: Double { controller.height }
    /// The height the view answers as its intrinsic height: the last one applied. It moves to a new
    /// height only once the layout that must not show it yet (the one forced before the animation)
    /// is over, so a layout pass the platform runs early never applies the new height unanimated.
    package private(set) var intrinsicHeight = 0.0
    /// Whether ``applyHeight(_:)`` is laying out the root before it applies a new height.
    private var isLayingOutBeforeHeightChange = false

    // MARK: Platform callbacks

    /// The view was created: the configuration, then a first height before the first layout pass,
    /// so that Auto Layout does not start from 0.
    package func viewDidInitialize() {
        configurationDidChange()
        measure(.layoutChange)
    }

    /// A limit, an editing rule, the animation or an accessibility setting changed.
    package func configurationDidChange() {
        let hadMaximumLength = controller.configuration.editing.maximumLength != nil
        send(.configurationChanged(surface.configuration))
        if !hadMaximumLength, controller.configuration.editing.maximumLength != nil {
            // Text changes are followed only under a maximum length (``textChanged(madeByView:)``):
            // the limit measures the next change against the text as it is now.
            send(.textChanged(.init(text: surface.currentText, source: .code)))
        }
    }

    /// The font, the insets, the alignment or the traits changed: a new configuration and a new
    /// measurement, and a layout pass for the placeholder.
    package func layoutInputsDidChange() {
        forgetSizingLineHeights()
        configurationDidChange()
        measure(.layoutChange)
        surface.setNeedsLayout()
    }

    /// The placeholder's text changed.
    package func placeholderDidChange() {
        updatePlaceholder()
        layoutInputsDidChange()
    }

    /// Editing began or ended, or a placeholder rule changed: the placeholder may show or hide.
    package func editingStateDidChange() {
        updatePlaceholder()
    }

    /// The app is about to set the text in code.
    package func textWillBeSetInCode() {
        textSettersRunning += 1
        guard textSettersRunning == 1 else { return }
        controller.textSetInCodeBegins(
            replacing: surface.currentText, markedRange: surface.markedTextUTF16Range)
    }

    /// The app set the text in code: measured without animation, never cut, the caret kept in view,
    /// and the end of the undo history, whose actions were edits of the text that was there before
    /// (a reused cell's previous row, a sent message). The same text set again changes nothing but
    /// its layout (its attributes may have changed): the undo history stays, and so does what the
    /// change being reported inserted (an app that applies attributes again in its
    /// `textViewDidChange(_:)` before the view hears of the change).
    package func textWasSetInCode() {
        textSettersRunning = max(textSettersRunning - 1, 0)
        guard textSettersRunning == 0 else { return }
        forgetSizingLineHeights()
        guard
            controller.textSetInCodeEnds(with: surface.currentText, markedRange: surface.markedTextUTF16Range)
        else {
            measure(.layoutChange)
            return
        }
        requestUndoHistoryEnd()
        send(.textChanged(.init(text: surface.currentText, source: .code)))
        updatePlaceholder()
        measure(.textSetInCode)
    }

    /// The view moved into a window or out of one (UIKit's `didMoveToWindow()`): an undo history
    /// that text set in code while the view had no undo manager could not end ends now.
    package func viewDidMoveToWindow() {
        undoHistoryEndIsDue()
    }

    /// Text set in code ends the undo history when the controller says: on the main queue's next
    /// turn, or once the view has an undo manager (``GrowingTextController/undoHistoryEndRequested()``).
    private func requestUndoHistoryEnd() {
        apply(controller.undoHistoryEndRequested())
    }

    /// The end of the undo history that text set in code asked for is due: the turn after an undo
    /// that the text was set in (``GrowingTextViewSurface/scheduleUndoHistoryEnd()``). A view with no
    /// undo manager (one that shares its window's, out of a window: a reused cell configured before
    /// it is displayed) ends it once it has one again (``viewDidMoveToWindow()``).
    package func undoHistoryEndIsDue() {
        apply(controller.undoHistoryEndIsDue(undoManagerState))
    }

    private var undoManagerState: GrowingTextController.UndoManagerState {
        .init(isUndoingOrRedoing: surface.isUndoingOrRedoing, isReachable: surface.hasUndoManager)
    }

    private func apply(_ end: GrowingTextController.UndoHistoryEnd) {
        switch end {
        case .none: break
        case .now: endUndoHistory()
        case .onNextTurn: surface.scheduleUndoHistoryEnd()
        }
    }

    /// Removes the undo actions of the text that was there before text set in code: all of them from
    /// the view's own undo manager, which holds only its text's history (UIKit's own edits may
    /// register theirs with targets other than the view); from one shared with the window, which
    /// holds the app's actions too, only those targeting the view or its text storage. An inverse
    /// UIKit registered with an object of its own stays there: no target names it.
    private func endUndoHistory() {
        if surface.sharesUndoManagerWithWindow {
            surface.removeUndoActionsTargetingView()
        } else {
            surface.removeAllUndoActions()
        }
    }

    /// The platform reports a change of the text (UIKit's `textDidChangeNotification`): the user
    /// edited it, or a replacement the view made is being reported.
    package func textDidChange() {
        guard textSettersRunning == 0, !isChangingText else { return }
        let source: GrowingTextController.TextChange.Source =
            if surface.isUndoingOrRedoing {
                .undoOrRedo
            } else if surface.isDictating
                || controller.reportsDictationStep(
                    markedRange: surface.markedTextUTF16Range,
                    isAttachmentCharacter: surface.isAttachmentCharacter(atUTF16Offset:))
            {
                .dictation
            } else {
                .user
            }
        textChanged(source: source)
    }

    /// The input mode changed (UIKit's `UITextInputMode.currentInputModeDidChangeNotification`):
    /// when dictation has ended, what it inserted past the maximum length is cut.
    package func inputModeDidChange() {
        if !surface.isDictating {
            controller.dictationIsNotRunning()
        }
        guard !surface.isDictating, controller.configuration.editing.maximumLength != nil else { return }
        applyCut(send(.dictationEnded(text: surface.currentText)))
    }

    /// The undo manager undoes (or redoes) a replacement the view made: the replaced text comes back,
    /// as a replacement of its own whose inverse the undo manager registers for redo, never cut.
    ///
    /// - Parameters:
    ///   - range: The range the view's replacement left, in UTF-16 code units.
    ///   - text: The text it replaced.
    package func undoReplacement(inUTF16 range: Range<Int>, restoring text: String) {
        isChangingText = true
        surface.replaceText(inUTF16: range, with: text)
        isChangingText = false
        surface.setCaret(atUTF16Offset: range.lowerBound + text.utf16.count)
        textChanged(source: .undoOrRedo, madeByView: true)
    }

    /// The undo manager has run an undo (or a redo) group (UIKit's `NSUndoManagerDidUndoChange` and
    /// `NSUndoManagerDidRedoChange`, which may come on any queue: a host hands them on from the main
    /// queue): its steps are one change, measured and reported once, with the text the last step
    /// left. Nothing happens when no undo is pending (one already settled after a layout pass).
    package func undoGroupDidEnd() {
        guard let group = controller.undoGroupEnds() else { return }
        send(.undoGroupEnded)
        settleChange(reportsToApp: group.appMissesText)
    }

    /// Whether the text changed and the view has not settled the change yet (an undo whose group
    /// has not ended, a storage edit no change reported): the view's change hook runs once it has.
    package var hasUnsettledTextChange: Bool { controller.hasUnsettledChange }

    /// Dictation's placeholder (U+FFFC) while dictation's last step is the last change and left it
    /// (UIKit puts it where the speech goes, then replaces it with the first result), in UTF-16
    /// offsets; otherwise `nil`. Dictation's steps are known by the input mode, or by their shape
    /// where the input mode keeps the keyboard's language (iOS 17 and later); one character is read,
    /// only while such a step left one code unit.
    package var dictationPlaceholderUTF16Range: Range<Int>? {
        guard let step = controller.lastDictationStep, step.count == 1,
            surface.isAttachmentCharacter(atUTF16Offset: step.lowerBound)
        else { return nil }
        return step
    }

    /// Editing is about to end: the text is trimmed first, when the editing rules say so and the
    /// app lets editing end (asked only when there is something to trim; UIKit asks again as the
    /// view resigns). Nothing happens when the view was not being edited (UIKit lets any view
    /// resign).
    package func editingWillEnd() {
        guard surface.isEditing else { return }
        undoGroupDidEnd()
        let text = surface.currentText
        guard controller.changesTextAsEditingEnds(text, markedRange: surface.markedTextUTF16Range),
            surface.appAllowsEndingEditing
        else { return }
        applyCut(send(.editingWillEnd(text: text)))
    }

    /// The caret moved without an edit: it is revealed in the next layout pass. UIKit scrolls a text
    /// view to its caret itself; a host that does not (the terminal's box) calls this, then asks for
    /// a layout pass.
    package func selectionDidChange() {
        send(.selectionChanged)
    }

    /// The view's cell is about to show another row: back to the top of the content, and the end of
    /// the undo history, whose actions edit the old row's text. (Text set in code ends it too, but
    /// not the same text set again: an empty row reused for another empty row would keep the first
    /// row's edits for an undo to replay into the second.)
    package func prepareForReuse() {
        send(.prepareForReuse(surface.scrollState))
        requestUndoHistoryEnd()
    }

    /// The text storage processed an edit (UIKit's `NSTextStorage.didProcessEditingNotification`),
    /// whoever made it: the content is measured again in the next layout pass, unless a text change
    /// measures it first, and the edited characters are what the next reported change inserted.
    /// An edit no change reports (the app's edit of the storage, an `insertText(_:)` UIKit does not
    /// report) is measured and never cut.
    ///
    /// - Parameters:
    ///   - editedRange: The range the edit left, in UTF-16 code units of the new text (UIKit's
    ///     `editedRange`), or `nil` when only attributes changed.
    ///   - changeInLength: How much the edit lengthened the text (UIKit's `changeInLength`).
    package func textStorageDidProcessEditing(editedRange: Range<Int>?, changeInLength: Int) {
        if let editedRange {
            controller.storageEdited(editedRange, changeInLength: changeInLength)
        }
        contentDidInvalidate()
    }

    /// Something changed the text's layout without an edit (exclusion paths, line fragment padding).
    package func contentDidInvalidate() {
        forgetSizingLineHeights()
        send(.contentInvalidated)
    }

    /// A layout pass reached the view, with its real bounds. A storage edit no change reported once
    /// the pass and its turn are over was not the user's: it is measured, never cut; an undo whose
    /// end the view has not heard of is settled then too (the controller schedules the layout
    /// completion that settles both, so that neither the app's callbacks nor an animation run inside
    /// the pass).
    package func layoutSubviews() {
        // The pass that lays out what the app changed before a new height is applied happens at the
        // old bounds, with the new height already resolved: it is not a squeeze, and settling it
        // would switch scrolling on, then off again once the height applies.
        guard !isLayingOutBeforeHeightChange else { return }
        let state = surface.scrollState(readingCaret: false)
        let readsCaret = controller.needsCaret(inLayoutPassAt: state.bounds)
        send(.layoutPass(readsCaret ? surface.scrollState : state))
    }

    /// A constraints pass reached the view: an app's height constraint may have appeared.
    package func updateConstraints() {
        send(.constraintsUpdate)
    }

    /// The traits changed: re-measure; for a new text size, also once the fonts have followed.
    ///
    /// - Parameter contentSizeCategoryChanged: Whether the preferred text size changed.
    package func traitCollectionDidChange(contentSizeCategoryChanged: Bool) {
        layoutInputsDidChange()
        if contentSizeCategoryChanged {
            send(.contentSizeCategoryChanged)
        }
    }

    /// The view's container (a list cell) starts fitting itself (UIKit: the cell's
    /// `systemLayoutSizeFitting` or `preferredLayoutAttributesFitting(_:)`), maybe at its row's old
    /// height: the passes until ``containerDidResize()`` settle nothing.
    package func containerWillResize() {
        send(.containerWillResize)
    }

    /// The container's fitting is over: the next pass settles at the real bounds.
    package func containerDidResize() {
        send(.containerDidResize)
    }

    /// The layout pass that ``GrowingTextViewSurface/scheduleLayoutCompletion()`` waited for is over;
    /// an edit found unreported in it and still unreported now is told to the text's mirror, outside
    /// the pass, and is no longer what a later change inserted. An undo the pass found unsettled is
    /// over by now and is settled here, outside the pass (the undo manager's end of the group may
    /// never reach the view: UIKit's text view has an undo manager of its own kind).
    package func layoutDidComplete() {
        send(.layoutCompleted)
        // On the main queue's next turn an undo has returned (L12); a host that completes sooner
        // leaves it for the next completion.
        if !surface.isUndoingOrRedoing {
            undoGroupDidEnd()
        }
    }

    /// The size the view would have for a proposed size (UIKit's `sizeThatFits(_:)`); changes nothing.
    ///
    /// - Parameter proposed: The proposed size; only its width matters.
    /// - Returns: The proposed width and the height resolved for the content measured at it.
    package func fittingSize(for proposed: Size) -> Size {
        let width = FittingWidth.widthToMeasure(current: proposed.width)
        return controller.fittingSize(for: proposed, measured: measurement(atWidth: width))
    }

    // MARK: Applying

    /// A reported text change: cut to the maximum length (the cut reports itself), else the
    /// placeholder and a measurement; a step of an undo waits for the end of its group.
    ///
    /// - Parameters:
    ///   - source: Who made the change.
    ///   - madeByView: Whether the view made it in the storage, so that the platform reports nothing
    ///     of it and the app must hear of it from the view.
    private func textChanged(source: GrowingTextController.TextChange.Source, madeByView: Bool = false) {
        let isUndoStep = source == .undoOrRedo && surface.isUndoingOrRedoing
        // Read before an undo is settled: the settling lays out and must not take the edit along.
        let edit = controller.changeReported(by: source)
        if !isUndoStep {
            // An undo whose end the view has not heard of yet is over by now: it is settled first.
            undoGroupDidEnd()
        }
        // Edits apart (Replace All) left no one range of what they inserted: nothing to cut from.
        let insertedRange = edit?.insertedRange
        forgetSizingLineHeights()
        // Only the maximum length reads the text; without one it is not read, since reading it costs
        // its length (the terminal's layout joins its paragraphs) and a keystroke must not.
        if controller.configuration.editing.maximumLength != nil {
            let change = GrowingTextController.TextChange(
                text: surface.currentText, editedRange: insertedRange,
                changeInLength: edit?.changeInLength ?? 0,
                markedRange: surface.markedTextUTF16Range, source: source)
            guard !applyCut(send(.textChanged(change))) else { return }
        }
        if isUndoStep {
            controller.undoStepReported(madeByView: madeByView)
            return
        }
        settleChange(reportsToApp: madeByView)
    }

    /// Measures and reports a replacement the effects made, if they made one.
    ///
    /// - Returns: Whether they made one.
    @discardableResult
    private func applyCut(_ replaced: Bool) -> Bool {
        guard replaced else { return false }
        controller.replacementReported()
        settleChange(reportsToApp: true)
        return true
    }

    /// A change is over: the placeholder, a measurement, the app's delegate when the platform did not
    /// tell it, and a host that mirrors the text.
    private func settleChange(reportsToApp: Bool) {
        updatePlaceholder()
        measure(.edit)
        apply(controller.effectsEndingChange(appMissesChange: reportsToApp))
    }

    private func updatePlaceholder() {
        let isTextEmpty = surface.isTextEmpty
        let shows = controller.configuration.editing.showsPlaceholder(
            isTextEmpty: isTextEmpty, isEditing: surface.isEditing)
        surface.setPlaceholder(
            isHidden: !shows,
            accessibilityHint: AccessibilityHint.hint(
                appHint: nil, placeholder: surface.placeholderText, isTextEmpty: isTextEmpty))
    }

    /// The content measured at a width, with the heights of the lines the limits count as the text
    /// lays out at that width; the lines past them take the typing attributes' line height.
    private func measurement(atWidth width: Double) -> GrowingTextController.Measurement {
        var measurement = surface.measure(atWidth: width)
        measurement.lineHeight = surface.typingLineHeight
        let limits = controller.configuration.growth.lineLimits
        measurement.lineFragmentHeights = lineHeights(upTo: limits.maximum ?? limits.minimum, atWidth: width)
        return measurement
    }

    /// The first lines' heights at a width: the view's own fragments at its own width (every
    /// keystroke measures there, and lays out nothing more), else a separate layout at that width,
    /// made once per width until the content or its layout changes.
    private func lineHeights(upTo count: Int, atWidth width: Double) -> [Double] {
        // One fragment more than the lines: a line reaches down to the next one's top.
        let fragments = count == .max ? count : count + 1
        guard width != surface.boundsWidth else {
            return LineFragmentFrame.lineHeights(of: surface.lineFragmentFrames(upTo: fragments), upTo: count)
        }
        // An empty text has no lines of its own at any width: no copy to lay out.
        guard !surface.isTextEmpty else { return [] }
        if sizingLineCount != count {
            forgetSizingLineHeights()
            sizingLineCount = count
        }
        if let heights = sizingLineHeights[width] {
            return heights
        }
        // A few widths at once (SwiftUI proposes several), never a growing list of them.
        if sizingLineHeights.count >= 4 {
            forgetSizingLineHeights()
        }
        let heights = LineFragmentFrame.lineHeights(
            of: surface.lineFragmentFrames(upTo: fragments, atWidth: width), upTo: count)
        sizingLineHeights[width] = heights
        return heights
    }

    private func forgetSizingLineHeights() {
        if !sizingLineHeights.isEmpty {
            sizingLineHeights.removeAll()
        }
    }

    private func measure(_ reason: GrowingTextController.MeasurementReason) {
        let width = FittingWidth.widthToMeasure(current: surface.boundsWidth)
        send(.contentMeasured(measurement(atWidth: width), surface.scrollState, reason: reason))
    }

    /// Sends an event to the controller and applies the effects.
    ///
    /// - Returns: Whether the effects replaced text (and so reported that change already).
    @discardableResult
    private func send(_ event: GrowingTextController.Event) -> Bool {
        apply(controller.handle(event))
    }

    /// Applies effects, in order.
    ///
    /// - Returns: Whether they replaced text (and so reported that change already).
    @discardableResult
    private func apply(_ effects: [GrowingTextController.Effect]) -> Bool {
        var replaced = false
        for effect in effects {
            switch effect {
            case .setScrollEnabled(let isEnabled):
                surface.setScrollEnabled(isEnabled)
            case .setContentInsetTop(let top):
                surface.setContentInsetTop(top)
            case .setContentOffsetY(let offsetY):
                surface.setContentOffsetY(offsetY)
            case .setHeight(let change):
                applyHeight(change)
            case .syncHeightConstraint(let height):
                syncAppHeightConstraint(to: height)
            case .notifyWillChangeHeight(let change):
                surface.notifyWillChangeHeight(change)
            case .notifyDidChangeHeight(let change):
                surface.notifyDidChangeHeight(change)
            case .resizeContainer(let change, let byEditing):
                surface.resizeContainer(for: change, byEditing: byEditing)
            case .setNeedsLayout:
                surface.setNeedsLayout()
            case .scheduleLayoutCompletion:
                surface.scheduleLayoutCompletion()
            case .measure(let reason):
                measure(reason)
            case .replaceText(let range, let replacement, let caret):
                replaceText(range, with: replacement, caret: caret)
                replaced = true
            case .announce(let announcement):
                surface.announce(announcement)
            case .reloadConfiguration:
                configurationDidChange()
            case .notifyTextDidChange:
                surface.notifyTextDidChange()
            case .notifyTextDidSettle:
                surface.notifyTextDidSettle()
            }
        }
        return replaced
    }

    /// A new height: the app's constraint, the intrinsic size, the frame in frame layout (never under
    /// SwiftUI, which owns the frame and animates it in its own transaction), and the animation of
    /// the layout root. The root is laid out before the animation, so what the app changed before
    /// (a counter, a send button in `textViewDidChange(_:)`) does not animate with the height.
    private func applyHeight(_ change: HeightChange) {
        let roots = surface.animationRoots
        let root = HeightAnimationRoot.choose(
            for: change, hasConfiguredView: roots.hasConfiguredView, isInWindow: roots.isInWindow,
            hasSuperview: roots.hasSuperview)
        if let root {
            isLayingOutBeforeHeightChange = true
            surface.layoutIfNeeded(root)
            isLayingOutBeforeHeightChange = false
        }
        intrinsicHeight = change.to
        syncAppHeightConstraint(to: change.to)
        surface.invalidateIntrinsicHeight()
        surface.setNeedsLayout()
        if surface.usesFrameLayout, !controller.configuration.isHostedBySwiftUI {
            surface.setFrameHeight(change.to)
        }
        if let root {
            surface.animateLayout(of: root, duration: change.duration)
        }
    }

    private func syncAppHeightConstraint(to height: Double) {
        guard let constant = surface.appHeightConstraintConstant, constant != height else { return }
        surface.setAppHeightConstraintConstant(height)
    }

    /// Replaces text on the user's behalf in the storage, which tells the app nothing; the caller
    /// measures the change and tells the app once (``applyCut(_:)``).
    private func replaceText(_ range: Range<Int>, with replacement: String, caret: Int?) {
        isChangingText = true
        surface.replaceText(inUTF16: range, with: replacement)
        isChangingText = false
        if let caret {
            surface.setCaret(atUTF16Offset: caret)
        }
    }
}
