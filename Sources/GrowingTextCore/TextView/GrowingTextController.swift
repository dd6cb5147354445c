/// The decisions of one growing text view, as a value: it takes the view's events and returns the
/// effects to apply, in order.
///
/// A host (the UIKit `GrowingTextView`, the terminal's `GrowingTextBox`) owns one controller. At each
/// event its platform delivers (content measured, a layout pass, an edit proposed, editing ended) the
/// host gathers the measurements, calls ``handle(_:)`` and applies the returned ``Effect``s. Every
/// decision about height, scrolling, timing and the maximum length is made here, so it is tested on
/// Linux against scenarios that replay the platform's event order; see <doc:TextController>.
///
/// ```swift
/// var controller = GrowingTextController(configuration: configuration)
/// for effect in controller.handle(.contentMeasured(measurement, state, reason: .edit)) {
///     apply(effect)
/// }
/// ```
///
/// Units are the host's: points on iOS, cells in a terminal. Offsets into the text are UTF-16 code
/// units, as `NSRange` counts them.
public struct GrowingTextController: Sendable {
    /// The configuration last received.
    public internal(set) var configuration: Configuration
    /// The latest measurement, or `nil` before the first.
    var measurement: Measurement?
    /// The resolution of the latest measurement under the configuration, or `nil` before the first.
    var resolution: GrowthResolution?
    /// Whether scrolling is on, as the effects last set it.
    package internal(set) var isScrollEnabled = false
    /// The alignment inset (`contentInset.top`) the effects last set.
    var alignmentInset = 0.0
    /// The bounds last seen in a layout pass.
    var bounds = Size.zero
    var tracker: GrowthTracker
    /// Set while the host measures for a layout pass at a new width; the pass is settled when the
    /// measurement arrives.
    var isMeasuringForLayout = false
    /// Whether the last layout pass gave the view less height than it resolved (constraints squeeze
    /// it); then scrolling follows the real bounds between passes too.
    var isSqueezed = false
    /// Whether the caret must be revealed again in the next layout pass, once the bounds have caught
    /// up with the resolved height (UIKit's own caret scroll, with the old bounds, may undo the
    /// first reveal).
    var revealsCaretAfterLayout = false
    /// The bounds' height in the last layout pass, to tell bounds that still move from settled ones.
    var lastLayoutHeight: Double?
    /// What dictation inserted while it ran, in UTF-16 code units of the text: cut when it ends.
    var dictatedRange: Range<Int>?
    /// What the user inserted while text was marked, in UTF-16 code units of the text: cut with the
    /// change that leaves nothing marked.
    var heldInsertion: Range<Int>?
    /// Whether the content changed its layout since it was measured (``Event/contentInvalidated``).
    var isMeasurementStale = false
    /// Whether the host's configuration (its font's line height) may have changed without a
    /// ``Event/configurationChanged(_:)`` (``Event/contentSizeCategoryChanged``).
    var isConfigurationStale = false
    /// Height notifications waiting for the end of the layout pass that applies the height.
    var pendingNotifications: [Effect] = []
    /// The bounds' height for which the height constraint was last synced in a layout pass.
    var syncedForBoundsHeight: Double?
    /// Whether ``Effect/scheduleLayoutCompletion`` was returned and its event has not come yet.
    var isLayoutCompletionScheduled = false
    /// How many ``Event/containerWillResize`` have come without their ``Event/containerDidResize``:
    /// a list may hold the view's row at its old height across turns while a cell fits itself inside
    /// that, so the two nest. Back to 0 when the view is reused, whatever was not ended.
    var containerResizes = 0
    /// Whether a container resizes the view: the bounds of a pass meanwhile are the container's
    /// temporary ones, not bounds to settle in.
    var isContainerResizing: Bool { containerResizes > 0 }
    /// Set when the view's height changed, until a pass catches up with it or the scheduled layout
    /// completion comes: a host may apply the height a pass or a turn later (a list row resized by
    /// its coordinator, a SwiftUI `List` row), and the bounds meanwhile are its old ones, not a
    /// squeeze.
    var awaitsContainerResize = false
    /// Set from an event that makes the next measured change one the user did not type (the trim
    /// ``Event/editingWillEnd(text:)`` returns, an undo group's end) until that measurement: the view
    /// may be resigning inside a list's update that takes its cell out, or laid out inside it, and
    /// its container applies such a change on a later turn.
    var measuresChangeNotTyped = false
    /// Set from text set in code until the undo history of the text before is ended
    /// (``undoHistoryEndIsDue(_:)``).
    package internal(set) var endsUndoHistory = false
    /// Set from the first step of an undo (or a redo) the host reports until the group is settled
    /// (``undoGroupEnds()``).
    package internal(set) var pendingUndoGroup: PendingUndoGroup?
    /// The storage's edits since the platform last reported a change (``storageEdited(_:changeInLength:)``).
    package internal(set) var unreportedEdit: StorageEdit?
    /// Whether a layout pass found ``unreportedEdit`` or a pending undo and the layout completion it
    /// scheduled has not come yet: they are settled then if nothing settled them meanwhile.
    var settlesAfterLayoutCompletion = false
    /// The text and the unreported edit as they were before the app's text setter
    /// (``textSetInCodeBegins(replacing:)``), until the setter ends.
    var beforeTextSetInCode: TextBeforeCodeSet?
    /// The range the last change dictation reported left (its placeholder, then each result), in
    /// UTF-16 offsets; `nil` after any other change and once dictation is not running.
    package internal(set) var lastDictationStep: Range<Int>?

    /// Creates a controller for a view that has not been measured yet.
    ///
    /// - Parameter configuration: The initial configuration; the default one by default.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        tracker = GrowthTracker(animationDuration: configuration.animationDuration)
    }

    /// The height the view should have (its intrinsic height), in the host's units; 0 before the first
    /// measurement.
    public var height: Double { tracker.height }

    /// Takes one event and returns the effects to apply, in order.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects; empty when nothing must change.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .configurationChanged(let configuration):
            self.configuration = configuration
            tracker.animationDuration = configuration.animationDuration
            // Reloaded for a measurement that is on its way: that measurement resolves both at once,
            // so the old content never resolves under the new line height.
            return isMeasuringForLayout ? [] : resolveAgain(state: nil, animated: false, byEditing: false)
        case .contentMeasured(let measurement, let state, let reason):
            self.measurement = measurement
            // A measurement after an invalidation is fresh, unless the fonts may not have followed yet.
            if !isConfigurationStale { isMeasurementStale = false }
            let base = insetBase(of: state)
            let byEditing = reason == .edit && !measuresChangeNotTyped
            measuresChangeNotTyped = false
            var effects = resolveAgain(state: state, animated: reason == .edit, byEditing: byEditing)
            if reason != .layoutChange {
                effects += reveal(in: state, insetBase: base, from: Self.lastOffset(in: effects))
                revealsCaretAfterLayout = true
            }
            if isMeasuringForLayout {
                isMeasuringForLayout = false
                effects += settleLayout(in: state, insetBase: base, after: effects)
            }
            return effects
        case .layoutPass(let state):
            bounds = state.bounds
            var effects = effectsSchedulingSettlement()
            let isAtMeasuredWidth =
                measurement?.width == FittingWidth.widthToMeasure(current: state.bounds.width)
            // An undo's steps changed the text, and the undo is settled once this pass is over, where
            // it is measured as the change it is (animated, the caret revealed): measured here, it
            // would be a layout change, applied unanimated inside the pass.
            if pendingUndoGroup != nil, isMeasurementStale, !isConfigurationStale, isAtMeasuredWidth {
                return effects
            }
            guard measurement != nil, !isMeasurementStale, isAtMeasuredWidth else {
                isMeasurementStale = false
                isMeasuringForLayout = true
                defer { isConfigurationStale = false }
                return effects + (isConfigurationStale ? [.reloadConfiguration] : []) + [
                    .measure(reason: .layoutChange)
                ]
            }
            // Bounds off the resolved height may come from a height constraint the app activated
            // since the last sync, for which UIKit runs no constraints pass: sync once per such height.
            let halfPixel = 0.5 / configuration.growth.normalizedScale
            if abs(state.bounds.height - tracker.height) > halfPixel,
                state.bounds.height != syncedForBoundsHeight
            {
                syncedForBoundsHeight = state.bounds.height
                effects.append(.syncHeightConstraint(tracker.height))
            }
            return effects + settleLayout(in: state, insetBase: insetBase(of: state), after: effects)
        case .contentInvalidated:
            isMeasurementStale = true
            return [.setNeedsLayout]
        case .contentSizeCategoryChanged:
            // The fonts follow the new size after this notification, in an order UIKit does not
            // document: read the configuration and measure in the next layout pass, when they have.
            isMeasurementStale = true
            isConfigurationStale = true
            return [.setNeedsLayout]
        case .selectionChanged:
            revealsCaretAfterLayout = true
            return []
        case .layoutCompleted:
            isLayoutCompletionScheduled = false
            defer { pendingNotifications = [] }
            let settled = effectsSettlingUnreportedEdit()
            // The container had its turn: a pass at bounds still short of the height is a squeeze.
            guard awaitsContainerResize else { return pendingNotifications + settled }
            awaitsContainerResize = false
            return pendingNotifications + [.setNeedsLayout] + settled
        case .constraintsUpdate:
            // An app's height constraint may have been added or changed since the last height change.
            return measurement == nil ? [] : [.syncHeightConstraint(tracker.height)]
        case .textChanged(let change):
            return effects(after: change)
        case .dictationEnded(let text):
            return effectsEndingDictation(text)
        case .editingWillEnd(let text):
            let effects = effectsEndingEditing(text)
            measuresChangeNotTyped = !effects.isEmpty
            return effects
        case .undoGroupEnded:
            measuresChangeNotTyped = true
            return []
        case .containerWillResize:
            containerResizes += 1
            return []
        case .containerDidResize:
            containerResizes = max(containerResizes - 1, 0)
            return isContainerResizing ? [] : [.setNeedsLayout]
        case .prepareForReuse(let state):
            revealsCaretAfterLayout = false
            containerResizes = 0
            // Nothing of the old row's text is settled or cut in the new row's: not an undo still
            // pending, nor a storage edit still unreported (two empty rows look the same).
            pendingUndoGroup = nil
            unreportedEdit = nil
            let top = -state.adjustedContentInset.top
            return state.contentOffsetY == top ? [] : [.setContentOffsetY(top)]
        }
    }

    /// Resolves the latest measurement under the configuration and applies what changed; a container
    /// resizes at once for a change `byEditing`, on a later turn for any other.
    private mutating func resolveAgain(state: ScrollState?, animated: Bool, byEditing: Bool) -> [Effect] {
        guard let measurement else { return [] }
        var growth = configuration.resolvedGrowth
        growth.measuredLineHeights = measurement.lineFragmentHeights
        growth.lineHeight = measurement.lineHeight ?? growth.lineHeight
        let resolution = growth.resolve(measurement.content)
        self.resolution = resolution
        var effects: [Effect] = []
        let scrolls = resolution.scrolls || (isSqueezed && contentExceeds(bounds.height))
        // The moment scrolling turns on is when the caret can slip out of sight below the maximum;
        // when it turns off, the offset must come back. Both reveal the caret.
        let scrollingChanged = isScrollEnabled != scrolls
        if scrollingChanged {
            isScrollEnabled = scrolls
            revealsCaretAfterLayout = true
            effects.append(.setScrollEnabled(scrolls))
        }
        if alignmentInset != resolution.contentOffsetY {
            // The inset alone does not move the content: the offset must settle against it too, in
            // the next layout pass, whatever changed it (alignment, minimum, font, insets, width).
            alignmentInset = resolution.contentOffsetY
            revealsCaretAfterLayout = true
            effects += [.setContentInsetTop(resolution.contentOffsetY), .setNeedsLayout]
        }
        let base = state.map(insetBase(of:))
        let animates = animated && configuration.animatesEditingHeightChange
        if let change = tracker.update(to: resolution, animated: animates) {
            // The app hears of the change after the layout pass that applies it, never inside
            // `layoutSubviews`, where laying out or scrolling its table would re-enter layout. A
            // container (a table cell) resizes in the same turn as an edit, as the seeds grow their
            // rows in `textViewDidChange`, so no pass ever squeezes the view into its old row; a
            // change found inside a layout pass reaches it at once too (below).
            // Bounds that have not moved yet are not settled bounds: the superview may apply the
            // new height a pass later (a cell, a stack), so the reveal goes on until they move.
            lastLayoutHeight = nil
            let resize = Effect.resizeContainer(change, byEditing: byEditing)
            awaitsContainerResize = true
            if isMeasuringForLayout {
                // The container hears at once: a list host notes a change found in a layout pass
                // (a cell fitted at a new width) and applies it on its next turn, and a list that
                // displays the row measures it meanwhile, so the row is not resized again.
                pendingNotifications.append(.notifyWillChangeHeight(change))
                effects += [.setHeight(change), resize]
            } else {
                effects += [.notifyWillChangeHeight(change), .setHeight(change), resize]
            }
            pendingNotifications.append(.notifyDidChangeHeight(change))
        }
        if scrollingChanged, let state, let base {
            effects += reveal(in: state, insetBase: base)
        }
        return effects
    }

    /// The height the content is seen through: the resolved height, or the real bounds while
    /// constraints squeeze the view below it.
    var visibleHeight: Double { isSqueezed ? min(bounds.height, tracker.height) : tracker.height }

    /// Whether the measured content is taller than `height` by more than half a pixel.
    func contentExceeds(_ height: Double) -> Bool {
        guard let measurement else { return false }
        let scale = configuration.growth.normalizedScale
        let content = PixelRounding.roundUp(measurement.content.effectiveContentHeight, scale: scale)
        return content > height + 0.5 / scale
    }

    /// The part of the state's top inset that is not the alignment inset (the safe area, the app's).
    func insetBase(of state: ScrollState) -> Double {
        state.adjustedContentInset.top - alignmentInset
    }

    /// Scrolls the least that shows the caret, or back into the valid range, for the resolved height
    /// and the alignment inset as the effects leave it.
    ///
    /// - Parameters:
    ///   - state: The host's state at the event.
    ///   - insetBase: The top inset that is not the alignment inset.
    ///   - height: The visible height to reveal in; ``visibleHeight`` by default.
    ///   - offset: The current offset, when effects already moved it; the state's by default.
    ///   - force: Whether to set the offset even when it does not move (UIKit may have reset it).
    func reveal(
        in state: ScrollState, insetBase: Double, height: Double? = nil, from offset: Double? = nil,
        force: Bool = false
    ) -> [Effect] {
        var inset = state.adjustedContentInset
        inset.top = insetBase + alignmentInset
        let current = offset ?? state.contentOffsetY
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: current),
            size: Size(width: state.bounds.width, height: height ?? visibleHeight),
            contentInset: inset,
            contentHeight: measurement?.contentHeight ?? 0)
        let settled = ScrollPosition.settledContentOffsetY(
            in: viewport, revealing: state.caret, margin: configuration.effectiveCaretMargin)
        return settled == current && !force ? [] : [.setContentOffsetY(settled)]
    }
}

extension GrowingTextController {
    /// The size the view would take for a proposed size (UIKit's `sizeThatFits(_:)`); the view itself
    /// does not change.
    ///
    /// The width is the one requested, never the width the text happens to fit in (narrower, or
    /// unbounded when measured at width 0): `sizeToFit()` must keep the view's width.
    ///
    /// - Parameters:
    ///   - proposed: The proposed size; only its width matters. A NaN, infinite or negative width
    ///     comes back as 0.
    ///   - measured: The content measured at `FittingWidth.widthToMeasure(current: proposed.width)`.
    /// - Returns: The requested width and the height resolved for the content.
    public func fittingSize(for proposed: Size, measured: Measurement) -> Size {
        var growth = configuration.resolvedGrowth
        growth.measuredLineHeights = measured.lineFragmentHeights
        growth.lineHeight = measured.lineHeight ?? growth.lineHeight
        let width = proposed.width.isFinite && proposed.width > 0 ? proposed.width : 0
        return Size(width: width, height: growth.resolve(measured.content).height)
    }
}
