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
/// - a layout pass (`layoutSubviews()`), a constraints pass (`updateConstraints()`), traits,
///   configuration, the layout's inputs (font, insets) and invalidations.
///
/// It never depends on the app's `UITextViewDelegate`: the maximum length is applied to what a
/// change inserted, after the change, because the delegate belongs to the app and which object
/// UIKit sends its edit hooks to is not something the view can rely on. A change the view makes
/// itself (a cut to the maximum length, the trim when editing ends) is measured and reported to the
/// app once, whether or not the platform reports it.
package final class GrowingTextViewAdapter<Surface: GrowingTextViewSurface> {
    /// The view the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// Every decision about height, scrolling, timing and the maximum length.
    package private(set) var controller: GrowingTextController
    /// How many text changes the platform reported; a change the view makes itself is reported by
    /// the adapter when this did not move while it was applied.
    private var reportedChanges = 0
    /// Set while text is set in code: a change the platform reports meanwhile is not the user's.
    private var isSettingTextInCode = false

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

    /// The height the view should have (its intrinsic height).
    package var height: Double { controller.height }

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
            send(.textChanged(.init(text: surface.currentText, isUserEdit: false)))
        }
    }

    /// The font, the insets, the alignment or the traits changed: a new configuration and a new
    /// measurement, and a layout pass for the placeholder.
    package func layoutInputsDidChange() {
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
        isSettingTextInCode = true
    }

    /// The app set the text in code: measured without animation, never cut, the caret kept in view.
    package func textWasSetInCode() {
        isSettingTextInCode = false
        send(.textChanged(.init(text: surface.currentText, isUserEdit: false)))
        updatePlaceholder()
        measure(.textSetInCode)
    }

    /// The platform reports a change of the text (UIKit's `textDidChangeNotification`): the user
    /// edited it, or a replacement the view made is being reported.
    package func textDidChange() {
        reportedChanges += 1
        guard !isSettingTextInCode else { return }
        textChanged(madeByView: false)
    }

    /// Editing is about to end: the text is trimmed first, when the editing rules say so. Nothing
    /// happens when the view was not being edited (UIKit lets any view resign).
    package func editingWillEnd() {
        guard surface.isEditing else { return }
        send(.editingWillEnd(text: surface.currentText))
    }

    /// The caret moved without an edit: it is revealed in the next layout pass. UIKit scrolls a text
    /// view to its caret itself; a host that does not (the terminal's box) calls this, then asks for
    /// a layout pass.
    package func selectionDidChange() {
        send(.selectionChanged)
    }

    /// The view's cell is about to show another row: back to the top of the content.
    package func prepareForReuse() {
        send(.prepareForReuse(surface.scrollState))
    }

    /// The text storage processed an edit; an edit of attributes only (mention highlighting) changes
    /// the layout without a text change, so the content is measured again in the next layout pass.
    ///
    /// - Parameter charactersChanged: Whether the edit changed characters, which the text change
    ///   reports itself.
    package func textStorageDidProcessEditing(charactersChanged: Bool) {
        guard !charactersChanged else { return }
        contentDidInvalidate()
    }

    /// Something changed the text's layout without an edit (exclusion paths, line fragment padding).
    package func contentDidInvalidate() {
        send(.contentInvalidated)
    }

    /// A layout pass reached the view, with its real bounds.
    package func layoutSubviews() {
        send(.layoutPass(surface.scrollState))
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

    /// The layout pass that ``GrowingTextViewSurface/scheduleLayoutCompletion()`` waited for is over.
    package func layoutDidComplete() {
        send(.layoutCompleted)
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

    /// A text change, the user's or one the view made: cut to the maximum length (the cut is a change
    /// of its own), else the placeholder and a measurement, and the app told of a change its platform
    /// did not report.
    private func textChanged(madeByView: Bool) {
        // Only the maximum length reads the text; without one it is not read, since reading it costs
        // its length (the terminal's layout joins its paragraphs) and a keystroke must not.
        if controller.configuration.editing.maximumLength != nil {
            let change = GrowingTextController.TextChange(
                text: surface.currentText, markedRange: surface.markedTextUTF16Range)
            guard !send(.textChanged(change)) else { return }
        }
        if madeByView {
            surface.notifyTextDidChange()
        }
        updatePlaceholder()
        measure(.edit)
        surface.notifyTextDidSettle()
    }

    private func updatePlaceholder() {
        let isTextEmpty = surface.isTextEmpty
        // The rule reads only whether the text is empty: a one-character stand-in spares reading it.
        let shows = controller.configuration.editing.showsPlaceholder(
            for: isTextEmpty ? "" : " ", isEditing: surface.isEditing)
        surface.setPlaceholder(
            isHidden: !shows,
            accessibilityHint: AccessibilityHint.hint(
                appHint: nil, placeholder: surface.placeholderText, isTextEmpty: isTextEmpty))
    }

    /// The content measured at a width; the laid-out line fragments count only at the laid-out width.
    private func measurement(atWidth width: Double) -> GrowingTextController.Measurement {
        var measurement = surface.measure(atWidth: width)
        let growth = controller.configuration.growth
        let wanted = max(growth.minimumNumberOfLines, growth.maximumNumberOfLines ?? 0)
        if width == surface.boundsWidth, wanted > 0 {
            measurement.lineFragmentHeights = Array(surface.lineFragmentHeights(upTo: wanted).prefix(wanted))
        }
        return measurement
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
        var replaced = false
        for effect in controller.handle(event) {
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
            case .notifyDidChangeHeight(let change, _):
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
            surface.layoutIfNeeded(root)
        }
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

    /// Replaces text on the user's behalf, then makes sure the change is measured and reported once:
    /// by the platform's own report if it makes one while replacing, else here.
    private func replaceText(_ range: Range<Int>, with replacement: String, caret: Int?) {
        let reported = reportedChanges
        surface.replaceText(inUTF16: range, with: replacement)
        if let caret {
            surface.setCaret(atUTF16Offset: caret)
        }
        if reportedChanges == reported {
            textChanged(madeByView: true)
        }
    }
}
