/// The wiring between a scroll view and its ``KeyboardInsetController``, written once for every host:
/// which notification or observation becomes which event, when the scroll view's geometry is read,
/// and how the effects are applied (inside the keyboard's animation or at once).
///
/// UIKit's `KeyboardInsetAdjuster` and the tests' stand-in implement ``KeyboardInsetSurface`` and
/// call one adapter method from each callback:
/// - a will-show or will-change-frame notification: ``keyboardWillChangeFrame(_:)``;
/// - a will-hide notification: ``keyboardWillHide(_:)``;
/// - the scroll view's `center` changed: ``scrollViewCenterDidChange(from:to:)``;
/// - the scroll view's `bounds` changed: ``scrollViewBoundsDidChange(from:to:)``;
/// - the app says the geometry changed: ``scrollViewDidChangeGeometry()``.
///
/// What moves a scroll view on the screen without a keyboard notification (a rotation, a resized
/// window, a toolbar appearing) changes its `center` or the size of its `bounds`. Scrolling changes
/// only the bounds' origin, on every frame of a scroll, so a bounds change of the same size is
/// ignored outright. A ``GeometryChangeCoalescer`` turns the changes that count into one geometry
/// read once the layout of the turn is over (a rotation moves `center` and resizes `bounds` in the
/// same pass), and that read is skipped when a keyboard notification read the geometry after the
/// change.
package final class KeyboardInsetAdapter<Surface: KeyboardInsetSurface> {
    /// The host the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// Every decision about the insets and the caret.
    package var controller = KeyboardInsetController()
    /// Whether the adapter is observing the keyboard and the scroll view.
    package private(set) var isRunning = false
    /// The scroll view's moves and resizes since its geometry was last read, one read per turn.
    private var scrollViewMoves = GeometryChangeCoalescer()

    /// Creates the adapter of a host.
    ///
    /// - Parameter surface: The host; unowned, since the host owns the adapter.
    package init(surface: Surface) {
        self.surface = surface
    }

    // MARK: The app's calls

    /// Starts observing; nothing happens when already running or when the scroll view is gone.
    package func start() {
        guard !isRunning, surface.hasScrollView else { return }
        isRunning = true
        surface.startObserving()
    }

    /// Stops observing and gives the scroll view its own bottom insets back.
    package func stop() {
        guard isRunning else { return }
        isRunning = false
        surface.stopObserving()
        send(.stopped(readGeometry()))
    }

    /// The app says the scroll view's frame, window or safe area changed: read it now.
    package func scrollViewDidChangeGeometry() {
        guard isRunning else { return }
        send(.scrollViewGeometryChanged(readGeometry()))
    }

    // MARK: Platform callbacks

    /// A will-show or will-change-frame notification.
    package func keyboardWillChangeFrame(_ notification: KeyboardNotificationValues) {
        guard isRunning else { return }
        send(
            .keyboardWillChangeFrame(
                notification.frameChange, isLocal: notification.isLocal ?? true,
                isOnScrollViewScreen: notification.isOnScrollViewScreen ?? true, geometry: readGeometry()))
    }

    /// A will-hide notification.
    package func keyboardWillHide(_ notification: KeyboardNotificationValues) {
        guard isRunning else { return }
        send(
            .keyboardWillHide(
                notification.animation, isLocal: notification.isLocal ?? true, geometry: readGeometry()))
    }

    /// The scroll view's `center` changed (key-value observation, old and new values).
    package func scrollViewCenterDidChange(from old: Point?, to new: Point?) {
        guard isRunning, scrollViewMoves.centerDidChange(from: old, to: new) else { return }
        surface.scheduleGeometryRead()
    }

    /// The scroll view's `bounds` changed (key-value observation, old and new sizes); a change of
    /// the origin alone is a scroll and is ignored.
    package func scrollViewBoundsDidChange(from old: Size?, to new: Size?) {
        guard isRunning, scrollViewMoves.boundsDidChange(from: old, to: new) else { return }
        surface.scheduleGeometryRead()
    }

    /// The turn in which the scroll view moved is over: read its geometry once, unless a keyboard
    /// notification read it since.
    package func scheduledGeometryReadIsDue() {
        if scrollViewMoves.scheduledReadIsDue() { scrollViewDidChangeGeometry() }
    }

    // MARK: Applying

    private func readGeometry() -> KeyboardInsetController.Geometry? {
        scrollViewMoves.geometryWasRead()
        return surface.geometry
    }

    /// Sends an event and applies the effects: inside the keyboard's animation when the insets
    /// change with one, else at once (an animation block of duration 0 would still animate layout).
    private func send(_ event: KeyboardInsetController.Event) {
        let effects = controller.handle(event)
        guard case .setBottomInsets(_, _, let animation) = effects.first, animation.isAnimated else {
            apply(effects)
            return
        }
        surface.animate(animation) { [self] in apply(effects) }
    }

    private func apply(_ effects: [KeyboardInsetController.Effect]) {
        for effect in effects {
            switch effect {
            case .setBottomInsets(let content, let indicator, _):
                surface.setBottomInsets(content: content, indicator: indicator)
            case .revealCaret:
                send(.caretRead(surface.caretInScrollView, surface.viewport))
            case .setContentOffsetY(let offsetY):
                surface.setContentOffsetY(offsetY)
            }
        }
    }
}
