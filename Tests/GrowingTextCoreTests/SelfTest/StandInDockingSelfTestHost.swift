import GrowingTextCore
import GrowingTextSelfTest

@testable import UIKitStandIns

/// The self-test's composer docking host over the stand-ins: a ``DockingScreenStandIn`` (a message
/// list filling an 844-point phone screen with a 34-point home indicator, a bar pinned to the
/// keyboard layout guide, C1) running the production docking adapter, whether the app docks from its
/// layout pass or not (C4), with a ``TextViewStandIn`` running the production text view adapter as
/// the composer: the bar is the text view plus 8 points above and below it. The demo app's
/// `UIKitDockingSelfTestHost` is the same over a real table, `GrowingTextView` and
/// `GrowingComposerDocking`.
///
/// Both of the scenario's bar pinnings are the same here: UIKit's layout guide and the app's
/// constraint both put the bar on the keyboard's top edge in a layout pass (C1).
final class StandInDockingSelfTestHost: DockingSelfTestHost {
    let appDocksInLayoutPass: Bool
    let variant: UIKitVariant
    /// Whether the docking adapter is attached (`false`: a screen with no docking, for a test that
    /// the scenarios judge).
    let docks: Bool
    private var screen: DockingScreenStandIn
    private var composer = TextViewStandIn()
    private var keyboardTop: Double?

    /// The bar's padding above and below the text view.
    static let barPadding = 8.0

    init(appDocksInLayoutPass: Bool, variant: UIKitVariant = .common, docks: Bool = true) {
        self.appDocksInLayoutPass = appDocksInLayoutPass
        self.variant = variant
        self.docks = docks
        screen = DockingScreenStandIn(appDocksInLayoutPass: appDocksInLayoutPass && docks)
    }

    func start(_ configuration: SelfTest.DockingConfiguration) {
        screen = DockingScreenStandIn(appDocksInLayoutPass: appDocksInLayoutPass && docks)
        composer = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: configuration.maximumNumberOfLines),
            variant: variant)
        composer.width = 390 - 2 * Self.barPadding
        // Not first responder, so that no real keyboard comes (the UIKit host's choice, kept here).
        composer.isEditing = false
        composer.appear()
        keyboardTop = nil
        if docks { screen.adapter.attach() }
        layOutBar()
    }

    func perform(_ step: SelfTest.DockingStep) {
        switch step {
        case .keyboardShows(let height):
            keyboardTop = screen.screenHeight - height
        case .keyboardHides:
            keyboardTop = nil
        case .type(let text):
            for character in text {
                composer.type(String(character))
                layOutBar()
            }
        }
        layOutBar()
    }

    func read() -> SelfTest.DockingReading {
        let viewport = screen.viewport
        return SelfTest.DockingReading(
            screenHeight: screen.screenHeight, safeAreaBottom: screen.safeAreaBottom,
            barMinY: screen.composerTop, barMaxY: screen.composerTop + screen.composerHeight,
            listVisibleBottom: screen.screenHeight - viewport.contentInset.bottom,
            listDistanceFromEnd: viewport.maximumContentOffsetY - screen.contentOffsetY,
            spacing: screen.adapter.spacing, composerHeight: composer.boundsHeight,
            lineHeight: composer.fontLineHeight, verticalInsets: composer.insets.vertical, pixel: 0.5,
            platformShortfalls: [])
    }

    /// A layout pass of the screen puts the bar, as tall as the text view and its padding, on the
    /// keyboard or the safe area (C1); the turn then ends.
    private func layOutBar() {
        screen.layOutComposer(keyboardTop: keyboardTop, height: composer.boundsHeight + 2 * Self.barPadding)
        screen.turnRunLoop()
    }
}
