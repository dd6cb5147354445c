/// The wiring between SwiftUI and the text view a `GrowingTextEditor` hosts, written once for every
/// host: what `updateUIView(_:context:)` writes (only what changed), when the bindings are written,
/// how focus follows the focus binding, what Return does, and how size proposals are answered.
///
/// The UIKit `UIViewRepresentable` and the tests' stand-in implement
/// ``EditorRepresentableSurface`` and call one adapter method from each callback:
/// - SwiftUI's `updateUIView(_:context:)`: ``update(_:)``; `sizeThatFits(_:uiView:context:)`:
///   ``sizeThatFits(proposedWidth:)``; Auto Layout's `systemLayoutSizeFitting` (SwiftUI before iOS 16):
///   ``systemLayoutFittingSize(targetWidth:isWidthRequired:)``;
/// - the text view's delegate: ``textDidChange()``, ``shouldChangeText(replacement:)``,
///   ``editingDidBegin()``, ``editingDidEnd()``; `didMoveToWindow()`: ``viewDidMoveToWindow()``.
///
/// SwiftUI forbids writing state while it updates a view ("Modifying state during view update"), and
/// UIKit's editing callbacks, which write the bindings, run inside whatever starts or ends editing.
/// So nothing that can start or end editing runs inside an update: first responder changes, and
/// making a first responder not editable (which ends editing at once on some iOS versions), wait for
/// the next turn of the run loop, and the callbacks write the bindings there. What an update does
/// write (the settings, the text set in code) makes UIKit call no delegate method.
package final class EditorRepresentableAdapter<Surface: EditorRepresentableSurface> {
    /// The text view the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// The settings of the last update; `nil` before the first.
    private var settings: EditorSettings<Surface>?
    /// Set while the adapter writes the text binding, so the update it causes does not write back.
    private var isPublishing = false

    private var isAfterUpdateScheduled = false

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
        writeBack(settings.text.get())
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

    /// The user changed the text (`textViewDidChange(_:)`): the binding gets it.
    package func textDidChange() {
        isPublishing = true
        settings?.text.set(surface.currentText)
        isPublishing = false
    }

    /// An edit is proposed (`textView(_:shouldChangeTextIn:replacementText:)`): Return may submit.
    ///
    /// - Parameter replacement: The text the edit inserts.
    /// - Returns: Whether UIKit applies the edit.
    package func shouldChangeText(replacement: String) -> Bool {
        let label = settings?.returnKeyLabel ?? .return
        switch label.outcome(ofInserting: replacement, isComposing: surface.markedTextUTF16Range != nil) {
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

    /// Editing began (`textViewDidBeginEditing(_:)`): the focus binding becomes `true`.
    package func editingDidBegin() {
        publishFocus(true)
    }

    /// Editing ended (`textViewDidEndEditing(_:)`): the focus binding becomes `false`.
    package func editingDidEnd() {
        publishFocus(false)
    }

    /// The turn after an update: first responder as the focus binding and the enabled state ask,
    /// then the enabled state itself.
    package func updateDidFinish() {
        isAfterUpdateScheduled = false
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
        let limits = LineLimits.resolved(
            own: settings.lineLimits, environmentLineLimit: settings.environmentLineLimit)
        assign(Optional(settings.placeholder), to: \.placeholder)
        assign(limits.minimum, to: \.minimumNumberOfLines)
        assign(limits.maximumNumberOfLines, to: \.maximumNumberOfLines)
        assign(settings.maximumLength, to: \.maximumLength)
        assign(settings.verticalAlignment, to: \.verticalAlignment)
        assign(Optional(settings.font ?? settings.environmentFont), to: \.font)
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
    /// text around it; never the text the adapter is writing to the binding.
    private func writeBack(_ bindingText: String) {
        guard
            let restored = GrowingTextController.selectionAfterBindingUpdate(
                bindingText, viewText: surface.currentText, selection: surface.selectedUTF16Range,
                isComposing: surface.markedTextUTF16Range != nil,
                isPublishing: isPublishing)
        else { return }
        surface.setText(bindingText)
        surface.setSelectedUTF16Range(restored)
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
