/// The wiring between a chat screen and its ``ComposerDocking``, written once for every host: when
/// the screen is read and how the effects are applied.
///
/// UIKit's `GrowingComposerDocking` and the tests' stand-in implement ``ComposerDockingSurface`` and
/// call one adapter method from each callback:
/// - the app's layout pass (`viewDidLayoutSubviews()`): ``layoutDidChange()``, which docks at once;
/// - the composer's `center` changed: ``composerCenterDidChange(from:to:)``;
/// - the composer's `bounds` changed: ``composerBoundsDidChange(from:to:)``.
///
/// The observations catch a composer moved outside the app's layout pass. A
/// ``GeometryChangeCoalescer`` turns them into one docking once the turn's layout is over, skipped
/// when the layout pass docked after the change; a change of the bounds' origin alone (a composer
/// that is itself a scroll view, scrolling) is ignored: a keyboard animation or a scroll costs no
/// read per frame.
package final class ComposerDockingAdapter<Surface: ComposerDockingSurface> {
    /// The host the adapter drives; it owns the adapter.
    package unowned let surface: Surface
    /// The docking decisions.
    private var docking = ComposerDocking()
    /// The composer's moves and resizes since the screen was last read, one docking per turn.
    private var composerMoves = GeometryChangeCoalescer()

    /// Creates the adapter of a host.
    ///
    /// - Parameter surface: The host; unowned, since the host owns the adapter.
    package init(surface: Surface) {
        self.surface = surface
    }

    /// The space between the last message and the composer; setting it docks again.
    package var spacing: Double {
        get { docking.spacing }
        set {
            docking.spacing = newValue
            layoutDidChange()
        }
    }

    /// The host was created: observe the composer, then dock.
    package func attach() {
        surface.startObserving()
        layoutDidChange()
    }

    /// The screen was laid out: dock the list to the composer where it is now.
    package func layoutDidChange() {
        composerMoves.geometryWasRead()
        guard let geometry = surface.dockingGeometry else { return }
        for effect in docking.laidOut(geometry) {
            switch effect {
            case .setBottomInset(let inset):
                surface.setBottomInset(inset)
            case .setContentOffsetY(let offsetY):
                surface.setContentOffsetY(offsetY)
            }
        }
    }

    /// The composer's `center` changed (key-value observation, old and new values).
    package func composerCenterDidChange(from old: Point?, to new: Point?) {
        if composerMoves.centerDidChange(from: old, to: new) { surface.scheduleDocking() }
    }

    /// The composer's `bounds` changed (key-value observation, old and new sizes).
    package func composerBoundsDidChange(from old: Size?, to new: Size?) {
        if composerMoves.boundsDidChange(from: old, to: new) { surface.scheduleDocking() }
    }

    /// The turn in which the composer moved is over: dock once, unless a layout pass docked since.
    package func scheduledDockingIsDue() {
        if composerMoves.scheduledReadIsDue() { layoutDidChange() }
    }
}
