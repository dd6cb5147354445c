/// The wiring between SwiftUI and the text view a `GrowingTextEditor` hosts, written once for every
/// host: what `updateUIView(_:context:)` writes (only what changed), when the bindings are written,
/// how focus follows the focus binding, what Return does, and how size proposals are answered.
///
/// The UIKit `UIViewRepresentable` and the tests' stand-in implement
/// ``EditorRepresentableSurface`` and call one adapter method from each callback:
/// - SwiftUI's `updateUIView(_:context:)`: ``update(_:)``; `sizeThatFits(_:uiView:context:)`:
///   ``sizeThatFits(proposedWidth:)``; Auto Layout's `systemLayoutSizeFitting` (SwiftUI before iOS 16):
///   ``systemLayoutFittingSize(targetWidth:isWidthRequired:)``;
/// - the text view's own change hook, once per change after the maximum length applied (never
///   UIKit's `textViewDidChange(_:)`, which UIKit may skip for the view's own changes):
///   ``textDidChange()``;
/// - the text view's delegate: ``shouldChangeText(replacement:)``, ``selectionDidChange()``,
///   ``editingDidBegin()``, ``editingDidEnd()``; `didMoveToWindow()`: ``viewDidMoveToWindow()``;
///   `UITextInputMode.currentInputModeDidChangeNotification`: ``inputModeDidChange()``.
///
/// SwiftUI forbids writing state while it updates a view ("Modifying state during view update"), and
/// UIKit's editing callbacks, which write the bindings, run inside whatever starts or ends editing.
/// So nothing that can start or end editing runs inside an update: first responder changes, and
/// making a first responder not editable (which ends editing at once on some iOS versions), wait for
/// the next turn of the run loop, and the callbacks write the bindings there. The editing callbacks
/// themselves may come inside an update (SwiftUI removing a focused editor ends its editing there),
/// so they write the focus binding on the next turn too. What an update does write (the settings,
/// the text set in code) makes UIKit call no delegate method.
///
/// The text binding holds the view's committed text, and the binding's value reaches the view as
/// ``EditorBindingRule`` says: a write that must wait for an input method's composition or for
/// dictation to end waits here, and is merged with what the composition committed when the text
/// view reports the end (its change hook, a selection change, the end of editing, the input mode's
/// change that ends dictation; an update that finds the composition over writes the binding's value
/// as it is), so the end of the composition never publishes the old text over the app's.
package final class EditorRepresentableAdapter<Surface: EditorRepresentableSurface> {
    /// The text view the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// The settings of the last update; `nil` before the first.
    private var settings: EditorSettings<Surface>?
    /// Set while the adapter writes the text binding: an update it causes writes nothing back then,
    /// and the write-back runs once the binding's setter returned.
    private var isPublishing = false
    /// Whether the binding's value still has to reach the view (see ``EditorBindingRule``).
    private var isWriteBackPending = false
    /// The committed text when the binding's value began to wait for a composition to end.
    private var textBeforeWaiting: String?
    /// The focus the editing callbacks reported, for the focus binding on the next turn.
    private var reportedFocus: Bool?

    /// Set while the view resigns first responder (inside UIKit's `resignFirstResponder()`, which
    /// may run inside SwiftUI's update when SwiftUI removes a focused editor).
    private var isResigning = false
    /// Whether a composition was open when the resignation began.
    private var wasComposingWhenResigning = false
    /// Whether the text changed while the view resigned: the binding is written on the next turn.
    private var isTextChangeDeferred = false

    private var isAfterUpdateScheduled = false
    /// Whether the input mode changed since the last turn after an update (dictation may have ended).
    private var isInputModeChangePending = false

    /// Creates the adapter of a text view.
    ///
    /// - Parameter surface: The text view; unowned, since the view owns the adapter.
    package init(surface: Surface) {
        self.surface = surface
    }

    // MARK: SwiftUI

    /// SwiftUI updates the view: writes the settings that changed, the binding's text when the app
    /// changed it, and asks focus to follow the focus binding on the next turn.
    package func update(_ settings: EditorSettings<Surface>) {
        self.settings = settings
        apply(settings)
        writeBack()
        syncFocus()
    }

    /// SwiftUI's size proposal (iOS 16 and later); `nil` lets SwiftUI decide.
    ///
    /// - Parameter proposedWidth: The proposed width; `nil` for the ideal size.
    /// - Returns: The size; see `ProposalSizing`.
    package func sizeThatFits(proposedWidth: Double?) -> Size? {
        fittingSize(ProposalSizing(proposedWidth: proposedWidth, currentWidth: surface.boundsWidth))
    }

    /// Auto Layout's fitting request, through which SwiftUI before iOS 16 sizes the view; `nil` lets
    /// Auto Layout answer as it would.
    ///
    /// - Parameters:
    ///   - targetWidth: The target size's width.
    ///   - isWidthRequired: Whether the horizontal fitting priority is required.
    /// - Returns: The size; see `ProposalSizing`.
    package func systemLayoutFittingSize(targetWidth: Double, isWidthRequired: Bool) -> Size? {
        fittingSize(
            ProposalSizing(
                fittingTargetWidth: targetWidth, isWidthRequired: isWidthRequired,
                currentWidth: surface.boundsWidth))
    }

    // MARK: UIKit

    /// The view moved into a window (or out of one), where it can first become first responder.
    package func viewDidMoveToWindow() {
        syncFocus()
    }

    /// A change of the text is over (the text view's own change hook, once per change, with the
    /// maximum length applied): a write-back waiting for the composition's end is applied, else the
    /// binding gets the committed text when it changed.
    package func textDidChange() {
        guard !isResigning else {
            isTextChangeDeferred = true
            return
        }
        guard let settings else { return }
        guard !isWriteBackPending else {
            applyWaitingWriteBack()
            return
        }
        let view = viewText
        let committed = EditorBindingRule.committedText(view.text, markedRange: view.markedRange)
        guard settings.text.get() != committed else { return }
        isPublishing = true
        settings.text.set(committed)
        isPublishing = false
        if isWriteBackPending {
            writeBack()
        }
    }

    /// The selection changed (`textViewDidChangeSelection(_:)`): a composition may have ended
    /// without changing the text, so a waiting write-back is tried.
    package func selectionDidChange() {
        applyWaitingWriteBack()
    }

    /// An edit is proposed (`textView(_:shouldChangeTextIn:replacementText:)`): Return may submit.
    ///
    /// - Parameter replacement: The text the edit inserts.
    /// - Returns: Whether UIKit applies the edit.
    package func shouldChangeText(replacement: String) -> Bool {
        let label = settings?.returnKeyLabel ?? .return
        let isComposing = EditorBindingRule.isComposition(
            markedRange: surface.markedTextUTF16Range, selection: surface.selectedUTF16Range)
        switch label.outcome(ofInserting: replacement, isComposing: isComposing) {
        case .edit:
            return true
        case .submit(let endsEditing):
            settings?.submit?()
            if endsEditing {
                _ = surface.resignFirstResponder()
            }
            return false
        }
    }

    /// The input mode changed (UIKit's `UITextInputMode.currentInputModeDidChangeNotification`): when
    /// dictation ended, a write-back that waited for it is applied on the next turn, after the text
    /// view cut what dictation inserted past the maximum length.
    package func inputModeDidChange() {
        guard isWriteBackPending else { return }
        isInputModeChangePending = true
        scheduleAfterUpdate()
    }

    /// The view starts resigning first responder (its `resignFirstResponder()` before UIKit's). An
    /// input method's composition may end in UIKit's resignation, committed, dropped or unmarked
    /// without a report; it may run inside SwiftUI's update (SwiftUI removing a focused editor), so
    /// a change made there reaches the binding on the next turn, not inside the call.
    package func resignationWillBegin() {
        isResigning = true
        wasComposingWhenResigning = surface.markedTextUTF16Range != nil
    }

    /// UIKit's resignation returned: a change of the text in it, or a composition it ended without a
    /// report, reaches the binding on the next turn (the binding then holds the view's committed
    /// text, as after any change).
    package func resignationDidEnd() {
        isResigning = false
        let compositionEnded = wasComposingWhenResigning && surface.markedTextUTF16Range == nil
        wasComposingWhenResigning = false
        guard isTextChangeDeferred || compositionEnded else { return }
        isTextChangeDeferred = true
        scheduleAfterUpdate()
    }

    /// Editing began (`textViewDidBeginEditing(_:)`): the focus binding becomes `true` on the next
    /// turn.
    package func editingDidBegin() {
        reportFocus(true)
    }

    /// Editing ended (`textViewDidEndEditing(_:)`), which ends any composition: a waiting write-back
    /// is applied, and the focus binding becomes `false` on the next turn.
    package func editingDidEnd() {
        applyWaitingWriteBack()
        reportFocus(false)
    }

    /// The turn after an update: the focus the editing callbacks reported, then first responder as
    /// the focus binding and the enabled state ask, then the enabled state itself.
    package func updateDidFinish() {
        isAfterUpdateScheduled = false
        if isTextChangeDeferred {
            isTextChangeDeferred = false
            textDidChange()
        }
        if isInputModeChangePending {
            isInputModeChangePending = false
            applyWaitingWriteBack()
        }
        if let reportedFocus {
            self.reportedFocus = nil
            publishFocus(reportedFocus)
        }
        switch focusAction() {
        case .becomeFirstResponder:
            _ = surface.becomeFirstResponder()
        case .resignFirstResponder:
            _ = surface.resignFirstResponder()
        case .waitForWindow, .none:
            break
        }
        if let settings {
            applyEnabledState(settings.isEnabled)
        }
    }

    // MARK: Applying

    private func apply(_ settings: EditorSettings<Surface>) {
        assign(Optional(settings.placeholder), to: \.placeholder)
        assign(settings.lineLimits.minimum, to: \.minimumNumberOfLines)
        assign(settings.lineLimits.maximumNumberOfLines, to: \.maximumNumberOfLines)
        assign(settings.maximumLength, to: \.maximumLength)
        assign(settings.verticalAlignment, to: \.verticalAlignment)
        assign(Optional(settings.font), to: \.font)
        assign(Optional(settings.textColor), to: \.textColor)
        assign(settings.textAlignment, to: \.textAlignment)
        applyEnabledState(settings.isEnabled)
        // The keyboard reads its traits when it appears: reload it when they change while it is up.
        if assign(settings.keyboardTraits, to: \.keyboardTraits), surface.isFirstResponder {
            surface.reloadInputViews()
        }
    }

    /// Editable and selectable as the environment says, except that a first responder is made not
    /// editable only after it resigned, on the next turn (see the type's discussion).
    private func applyEnabledState(_ isEnabled: Bool) {
        guard isEnabled || !surface.isFirstResponder else {
            scheduleAfterUpdate()
            return
        }
        assign(isEnabled, to: \.isEditable)
        assign(isEnabled, to: \.isSelectable)
    }

    /// Writes the binding's text into the view when the app changed it, keeping the caret with the
    /// text around it, or marks the write as waiting (``EditorBindingRule``); while the adapter is
    /// writing the binding, waits until the setter returns.
    private func writeBack() {
        guard let settings else { return }
        guard !isPublishing else {
            isWriteBackPending = true
            return
        }
        let bindingText = settings.text.get()
        let view = viewText
        switch EditorBindingRule.writeBack(
            bindingText, viewText: view.text, markedRange: view.markedRange,
            selection: surface.selectedUTF16Range, isDictating: surface.isDictating,
            isChangeUnsettled: surface.hasUnsettledTextChange)
        {
        case .none:
            isWriteBackPending = false
            textBeforeWaiting = nil
        case .waitForCompositionEnd:
            isWriteBackPending = true
            if textBeforeWaiting == nil {
                textBeforeWaiting = EditorBindingRule.committedText(view.text, markedRange: view.markedRange)
            }
        case .waitForChangeToSettle:
            isWriteBackPending = true
            if textBeforeWaiting == nil {
                textBeforeWaiting = bindingText
            }
        case .replace(let selection):
            isWriteBackPending = false
            textBeforeWaiting = nil
            surface.setText(bindingText)
            surface.setSelectedUTF16Range(selection)
        }
    }

    /// The view's text and marked range without dictation's placeholder, which is not the user's
    /// text (``DictationPlaceholder``): the binding never holds it. It stands only while dictation
    /// runs, when a write waits, so a write never replaces the text at offsets without it.
    private var viewText: (text: String, markedRange: Range<Int>?) {
        DictationPlaceholder.removing(
            surface.dictationPlaceholderUTF16Range, from: surface.currentText,
            markedRange: surface.markedTextUTF16Range)
    }

    /// After a UIKit callback that may end a composition (never inside an update): a write-back that
    /// waited is merged with what the composition committed, the view gets the merged text, and so
    /// does the binding when it differs.
    private func applyWaitingWriteBack() {
        guard isWriteBackPending, let settings, surface.markedTextUTF16Range == nil, !surface.isDictating
        else { return }
        let viewText = surface.currentText
        let merged = EditorBindingRule.merged(
            base: textBeforeWaiting ?? viewText, app: settings.text.get(), user: viewText)
        isWriteBackPending = false
        textBeforeWaiting = nil
        if merged != viewText {
            let selection = EditorBindingRule.selection(
                restoring: surface.selectedUTF16Range, from: viewText, to: merged)
            surface.setText(merged)
            surface.setSelectedUTF16Range(selection)
        }
        if settings.text.get() != merged {
            isPublishing = true
            settings.text.set(merged)
            isPublishing = false
            if isWriteBackPending {
                writeBack()
            }
        }
    }

    /// Editing callbacks may come inside an update, where no state may be written: the focus they
    /// report goes to the binding on the next turn.
    private func reportFocus(_ isFocused: Bool) {
        reportedFocus = isFocused
        scheduleAfterUpdate()
    }

    /// Writes the focus binding when it differs, so the update that follows asks for nothing.
    private func publishFocus(_ isFocused: Bool) {
        if let binding = settings?.isFocused, binding.get() != isFocused {
            binding.set(isFocused)
        }
    }

    private func focusAction() -> FocusSync.Action {
        FocusSync.action(
            wantsFocus: settings?.isFocused?.get(), isFirstResponder: surface.isFirstResponder,
            isInWindow: surface.isInWindow, isEditable: settings?.isEnabled ?? true)
    }

    /// First responder changes start or end editing, whose callbacks write the focus binding: they
    /// wait for the turn after the update.
    private func syncFocus() {
        guard focusAction() != .none else { return }
        scheduleAfterUpdate()
    }

    private func scheduleAfterUpdate() {
        guard !isAfterUpdateScheduled else { return }
        isAfterUpdateScheduled = true
        surface.scheduleAfterUpdate()
    }

    private func fittingSize(_ sizing: ProposalSizing?) -> Size? {
        sizing.map { $0.size(height: surface.fittingHeight(atWidth: $0.measuringWidth)) }
    }

    /// Writes a setting only when the view's value differs, so an update that changes nothing does
    /// not re-measure or move the caret.
    ///
    /// - Returns: Whether the value changed.
    @discardableResult
    private func assign<Value: Equatable>(
        _ value: Value, to keyPath: ReferenceWritableKeyPath<Surface, Value>
    )
        -> Bool
    {
        guard surface[keyPath: keyPath] != value else { return false }
        surface[keyPath: keyPath] = value
        return true
    }
}
