extension GrowingTextController {
    /// Whether a layout pass at `bounds` needs the caret: a reveal is due, or the bounds or the
    /// content changed since the last pass. A pass that changes nothing (each frame of a scroll)
    /// does not, so the host does not lay the text out up to the caret for it.
    ///
    /// - Parameter bounds: The bounds of the pass.
    /// - Returns: Whether to read the caret for ``Event/layoutPass(_:)``.
    package func needsCaret(inLayoutPassAt bounds: Size) -> Bool {
        revealsCaretAfterLayout || isMeasurementStale || measurement == nil || bounds != self.bounds
    }

    /// Settles a layout pass with the real bounds: scrolling turns on whenever the bounds are shorter
    /// than the content (constraints may squeeze the view below its resolved height), and the caret is
    /// revealed for the bounds as they now are.
    ///
    /// - Parameters:
    ///   - state: The host's state at the pass, with the real bounds.
    ///   - insetBase: The top inset that is not the alignment inset.
    ///   - earlier: The effects already returned for this event, to continue from their offset.
    mutating func settleLayout(in state: ScrollState, insetBase: Double, after earlier: [Effect]) -> [Effect]
    {
        guard measurement != nil else { return [] }
        var effects: [Effect] = []
        if !pendingNotifications.isEmpty, !isLayoutCompletionScheduled {
            isLayoutCompletionScheduled = true
            effects.append(.scheduleLayoutCompletion)
        }
        // A container fitting itself lays the view out at a height that is not its row's: neither
        // squeezed bounds nor bounds to reveal in.
        guard !isContainerResizing else { return effects }
        let halfPixel = 0.5 / configuration.growth.normalizedScale
        let caughtUp = abs(state.bounds.height - tracker.height) <= halfPixel
        // A host that applies a new height on a later turn (a list row after a change no edit
        // reported, a SwiftUI `List` row after any) lays the view out at its old height until then:
        // not a squeeze, or scrolling would switch on, then off again once the row resizes. The
        // pass after the scheduled layout completion settles whatever the bounds are then.
        if caughtUp {
            awaitsContainerResize = false
        } else if awaitsContainerResize {
            return effects
        }
        // The first pass after a height change may still have the old bounds (the superview applies
        // the new height a pass later): they are neither squeezed bounds nor bounds to reveal in, or
        // scrolling would flash on and the content scroll, then snap back. One more pass tells.
        guard caughtUp || lastLayoutHeight != nil else {
            lastLayoutHeight = state.bounds.height
            return effects + [.setNeedsLayout]
        }
        let settled = lastLayoutHeight.map { abs($0 - state.bounds.height) <= halfPixel } ?? false
        lastLayoutHeight = state.bounds.height
        isSqueezed = state.bounds.height + halfPixel < tracker.height
        let scrolls = (resolution?.scrolls ?? false) || contentExceeds(state.bounds.height)
        let turnsOn = scrolls && !isScrollEnabled
        if scrolls != isScrollEnabled {
            isScrollEnabled = scrolls
            revealsCaretAfterLayout = true
            effects.append(.setScrollEnabled(scrolls))
        }
        guard revealsCaretAfterLayout else { return effects }
        effects += reveal(
            in: state, insetBase: insetBase, height: state.bounds.height,
            from: Self.lastOffset(in: earlier), force: turnsOn)
        // Keep revealing while the bounds still move towards the resolved height; stop once they
        // reached it or stopped moving (squeezed).
        if caughtUp || settled {
            revealsCaretAfterLayout = false
        }
        return effects
    }

    /// The offset the last of `effects` set, if any.
    static func lastOffset(in effects: [Effect]) -> Double? {
        for effect in effects.reversed() {
            if case .setContentOffsetY(let offset) = effect { return offset }
        }
        return nil
    }
}
