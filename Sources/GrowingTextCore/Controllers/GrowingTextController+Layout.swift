extension GrowingTextController {
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
        let halfPixel = 0.5 / configuration.growth.normalizedScale
        isSqueezed = state.bounds.height + halfPixel < tracker.height
        let scrolls = (resolution?.scrolls ?? false) || contentExceeds(state.bounds.height)
        guard scrolls != isScrollEnabled else { return [] }
        isScrollEnabled = scrolls
        return [.setScrollEnabled(scrolls)]
            + reveal(
                in: state, insetBase: insetBase, height: state.bounds.height,
                from: Self.lastOffset(in: earlier), force: scrolls)
    }

    /// The offset the last of `effects` set, if any.
    static func lastOffset(in effects: [Effect]) -> Double? {
        for effect in effects.reversed() {
            if case .setContentOffsetY(let offset) = effect { return offset }
        }
        return nil
    }
}
