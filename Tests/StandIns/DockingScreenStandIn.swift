import GrowingTextCore
import Testing

/// A stand-in for the chat screen a `GrowingComposerDocking` docks: a message list filling a
/// 390 × 844 phone screen (34-point home indicator) and a composer bar pinned to the keyboard
/// layout guide. It implements the same ``ComposerDockingSurface`` the UIKit class implements and
/// calls the production ``ComposerDockingAdapter`` from each modelled UIKit callback.
///
/// Modelled behaviours, each with its source and grade (`docs/UIKitBehaviours.md`):
/// - C1-C4 and K4: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
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
    /// lower or hidden (`nil`) (C1), at a height:
    /// its bounds, then its center, each observed; then the view controller's `viewDidLayoutSubviews`
    /// (C4).
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

    /// The bar's text scrolls inside it for `frames` frames, one turn each (C3).
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
