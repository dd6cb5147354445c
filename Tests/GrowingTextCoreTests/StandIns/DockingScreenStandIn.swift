import GrowingTextCore
import Testing

/// A stand-in for the chat screen a `GrowingComposerDocking` docks: a message list filling a
/// 390 × 844 phone screen (34-point home indicator) and a composer bar pinned to the keyboard
/// layout guide. It implements the same ``ComposerDockingSurface`` the UIKit class implements and
/// calls the production ``ComposerDockingAdapter`` from each modelled UIKit callback.
///
/// Modelled behaviours, each with its source and grade (/work/shared/reference/uikit-behaviours.md):
/// - D1 (A) a bar pinned to `keyboardLayoutGuide.topAnchor` rests on the docked keyboard, and on the
///   safe area's bottom when the keyboard is hidden (Apple doc "Adjusting your layout with keyboard
///   layout guide"; §6).
/// - D2 (B) during an interactive dismissal no keyboard notification comes and the guide moves the bar
///   on every frame, one layout pass each (Apple doc "UIScrollView.KeyboardDismissMode.interactive";
///   WWDC21 session 10259, not run here).
/// - D3 (B) a bar that is itself a scroll view (a growing text view used as the composer) sets its
///   bounds' origin on every frame of a scroll, size unchanged (objc.io issue 3 "Understanding Scroll
///   Views"); key-value observation reports each set.
/// - D4 (variant, the app's side) the app calls `layoutDidChange()` from `viewDidLayoutSubviews()` in
///   the pass that moves the bar, or the bar moves outside the view controller's pass (a container,
///   or an app that does not call it): ``appDocksInLayoutPass``.
/// - K4 (B) `DispatchQueue.main.async` runs after the turn's layout (as in ``KeyboardHostStandIn``).
final class DockingScreenStandIn: ComposerDockingSurface {
    let appDocksInLayoutPass: Bool
    private(set) lazy var adapter = ComposerDockingAdapter(surface: self)

    var isAlive = true
    let screenHeight = 844.0
    let safeAreaBottom = 34.0
    var contentHeight = 3_000.0
    var contentInsetBottom = 0.0
    var contentOffsetY = 2_190.0
    /// The composer's top edge and height; its bounds' origin while it scrolls.
    var composerTop = 758.0
    var composerHeight = 52.0
    var composerScrollY = 0.0

    private(set) var isObserving = false
    private(set) var geometryReads = 0
    private(set) var scheduledDockings = 0
    private var mainQueue: [() -> Void] = []

    init(appDocksInLayoutPass: Bool) {
        self.appDocksInLayoutPass = appDocksInLayoutPass
    }

    // MARK: ComposerDockingSurface

    var dockingGeometry: ComposerDocking.Geometry? {
        geometryReads += 1
        guard isAlive else { return nil }
        return ComposerDocking.Geometry(
            viewport: viewport, contentInsetBottom: contentInsetBottom, listMaxY: screenHeight,
            composerMinY: composerTop)
    }

    func startObserving() {
        isObserving = true
    }

    func setBottomInset(_ inset: Double) {
        contentInsetBottom = inset
    }

    func setContentOffsetY(_ offsetY: Double) {
        contentOffsetY = offsetY
    }

    func scheduleDocking() {
        scheduledDockings += 1
        mainQueue.append { [unowned self] in adapter.scheduledDockingIsDue() }
    }

    // MARK: Derived

    var viewport: Viewport {
        Viewport(
            contentOffset: Point(x: 0, y: contentOffsetY), size: Size(width: 390, height: screenHeight),
            contentInset: Insets(bottom: contentInsetBottom + safeAreaBottom), contentHeight: contentHeight)
    }

    var isAtBottom: Bool { contentOffsetY == viewport.maximumContentOffsetY }

    // MARK: UIKit's side

    private var composerCenter: Point { Point(x: 195, y: composerTop + composerHeight / 2) }

    /// A layout pass puts the bar on the keyboard's top edge, or on the safe area when the keyboard is
    /// lower or hidden (`nil`) (D1), at a height:
    /// its bounds, then its center, each observed; then the view controller's `viewDidLayoutSubviews`
    /// (D4).
    func layOutComposer(keyboardTop: Double?, height: Double? = nil) {
        let oldSize = Size(width: 390, height: composerHeight)
        let oldCenter = composerCenter
        composerHeight = height ?? composerHeight
        composerTop = min(keyboardTop ?? .infinity, screenHeight - safeAreaBottom) - composerHeight
        if isObserving {
            adapter.composerBoundsDidChange(from: oldSize, to: Size(width: 390, height: composerHeight))
            adapter.composerCenterDidChange(from: oldCenter, to: composerCenter)
        }
        if appDocksInLayoutPass {
            adapter.layoutDidChange()
        }
    }

    /// The bar's text scrolls inside it for `frames` frames, one turn each (D3).
    func scrollInsideComposer(frames: Int) {
        let size = Size(width: 390, height: composerHeight)
        for _ in 0..<frames {
            composerScrollY += 2
            if isObserving { adapter.composerBoundsDidChange(from: size, to: size) }
            turnRunLoop()
        }
    }

    /// One turn of the run loop: the blocks queued on the main queue before it (K4).
    func turnRunLoop() {
        let blocks = mainQueue
        mainQueue = []
        for block in blocks { block() }
    }
}
