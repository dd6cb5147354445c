extension KeyboardInsetController {
    /// Takes one event and returns the effects to apply, in order.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects; empty when nothing changes.
    /// - Complexity: O(1).
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .keyboardWillChangeFrame(let change, let isLocal, let isOnScrollViewScreen, let geometry):
            guard isLocal, isOnScrollViewScreen else { return [] }
            keyboard = change
            return update(geometry, animation: change.animation, keyboardMoved: true)
        case .keyboardWillHide(let animation, let isLocal, let geometry):
            guard isLocal else { return [] }
            keyboard = nil
            return update(geometry, animation: animation, keyboardMoved: true)
        case .scrollViewGeometryChanged(let geometry):
            return update(geometry, animation: .immediate, keyboardMoved: false)
        case .stopped(let geometry):
            keyboard = nil
            return update(geometry, animation: .immediate, keyboardMoved: false)
        case .caretRead(let caret, let viewport):
            let offsetY = ScrollPosition.settledContentOffsetY(
                in: viewport, revealing: caret, margin: caretMargin)
            return offsetY == viewport.contentOffset.y ? [] : [.setContentOffsetY(offsetY)]
        }
    }

    /// The insets for the current keyboard and geometry; the caret is revealed when the keyboard
    /// moved or the insets changed, while a keyboard is up (a geometry change that changes nothing,
    /// such as a scroll, must not pull the view back to the caret).
    private mutating func update(_ geometry: Geometry?, animation: KeyboardAnimation, keyboardMoved: Bool)
        -> [Effect]
    {
        guard let geometry else { return [] }
        let base = trackBaseInsets(geometry)
        let insets = KeyboardAvoidance.bottomInsets(
            for: KeyboardFrameChange(endFrame: keyboard?.endFrame ?? .zero, animation: animation),
            scrollViewFrame: geometry.frameInScreen, screenBounds: geometry.screenBounds,
            safeAreaBottomInset: geometry.safeAreaBottomInset, existingBottomInset: base.content,
            existingScrollIndicatorBottomInset: base.indicator)
        applied = insets.addedBottomInset > 0 ? insets : nil
        var effects: [Effect] = []
        if insets.contentInsetBottom != geometry.contentInsetBottom
            || insets.scrollIndicatorInsetBottom != geometry.indicatorInsetBottom
        {
            effects.append(
                .setBottomInsets(
                    content: insets.contentInsetBottom, indicator: insets.scrollIndicatorInsetBottom,
                    animation: animation))
        }
        if keyboard != nil && (keyboardMoved || !effects.isEmpty) { effects.append(.revealCaret) }
        return effects
    }

    /// The app's own insets: the scroll view's while no keyboard inset is applied; while one is, an
    /// inset that differs from what was set is the app's new value.
    private mutating func trackBaseInsets(_ geometry: Geometry) -> (content: Double, indicator: Double) {
        var base = baseInsets ?? (geometry.contentInsetBottom, geometry.indicatorInsetBottom)
        if let applied {
            if geometry.contentInsetBottom != applied.contentInsetBottom {
                base.content = geometry.contentInsetBottom
            }
            if geometry.indicatorInsetBottom != applied.scrollIndicatorInsetBottom {
                base.indicator = geometry.indicatorInsetBottom
            }
        } else {
            base = (geometry.contentInsetBottom, geometry.indicatorInsetBottom)
        }
        baseInsets = base
        return base
    }
}
