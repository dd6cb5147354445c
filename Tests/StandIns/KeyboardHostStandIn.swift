import GrowingTextCore
import Testing

/// A stand-in for the `UIScrollView` a `KeyboardInsetAdjuster` keeps clear of the keyboard, in its
/// window on a phone's screen: it implements the same ``KeyboardInsetSurface`` the UIKit class
/// implements and calls the production ``KeyboardInsetAdapter`` from each modelled UIKit callback.
/// Nothing of the adjuster's wiring is re-implemented here.
///
/// Modelled behaviours, each with its source and grade (`docs/UIKitBehaviours.md`):
/// - K1-K6: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class KeyboardHostStandIn: KeyboardInsetSurface {
    let variant: KeyboardVariant
    private(set) lazy var adapter = KeyboardInsetAdapter(surface: self)

    // The screen, the window and the scroll view, in points.
    var screenBounds = Rect(x: 0, y: 0, width: 390, height: 844)
    var windowFrameInScreen = Rect(x: 0, y: 0, width: 390, height: 844)
    var isInWindow = true
    var isAlive = true
    /// The scroll view's center and size in its window (UIKit lays a view out by both).
    var center = Point(x: 195, y: 422)
    var size = Size(width: 390, height: 844)
    var safeAreaBottom = 34.0
    var contentInsetBottom = 0.0
    var indicatorInsetBottom = 0.0
    var contentOffsetY = 0.0
    var contentHeight = 2_000.0
    /// The first responder's caret in content coordinates, or `nil` when nothing is edited.
    var caret: Rect? = Rect(x: 0, y: 600, width: 2, height: 20)

    // What happened.
    private(set) var isObserving = false
    private(set) var geometryReads = 0
    private(set) var scheduledReads = 0
    /// Every write of the bottom insets, with the animation it was made in (`nil`: at once).
    private(set) var insetWrites: [(content: Double, indicator: Double, animation: KeyboardAnimation?)] = []
    /// Every offset the adapter set, with whether an animation was running.
    private(set) var offsetWrites: [(offsetY: Double, animated: Bool)] = []
    private var runningAnimation: KeyboardAnimation?
    private var mainQueue: [() -> Void] = []

    init(variant: KeyboardVariant = KeyboardVariant(notificationOrder: .beforeLayout, layoutTurns: 1)) {
        self.variant = variant
    }

    // MARK: KeyboardInsetSurface

    var hasScrollView: Bool { isAlive }

    var geometry: KeyboardInsetController.Geometry? {
        geometryReads += 1
        guard isInWindow else { return nil }
        return KeyboardInsetController.Geometry(
            frameInWindow: frameInWindow, windowFrameInScreen: windowFrameInScreen,
            screenBounds: screenBounds,
            safeAreaBottomInset: safeAreaBottom, contentInsetBottom: contentInsetBottom,
            indicatorInsetBottom: indicatorInsetBottom)
    }

    var caretInScrollView: Rect? { caret }

    var viewport: Viewport {
        Viewport(
            contentOffset: Point(x: 0, y: contentOffsetY), size: frameInWindow.size,
            contentInset: Insets(bottom: contentInsetBottom + safeAreaBottom), contentHeight: contentHeight)
    }

    func startObserving() {
        isObserving = true
    }

    func stopObserving() {
        isObserving = false
    }

    func setBottomInsets(content: Double, indicator: Double) {
        contentInsetBottom = content
        indicatorInsetBottom = indicator
        insetWrites.append((content, indicator, runningAnimation))
    }

    func setContentOffsetY(_ offsetY: Double) {
        offsetWrites.append((offsetY, runningAnimation != nil))
        setBoundsOriginY(offsetY)
    }

    func animate(_ animation: KeyboardAnimation, changes: @escaping () -> Void) {
        runningAnimation = animation  // K5
        changes()
        runningAnimation = nil
    }

    func scheduleGeometryRead() {
        scheduledReads += 1
        mainQueue.append { [unowned self] in adapter.scheduledGeometryReadIsDue() }  // K4
    }

    // MARK: Derived

    /// Whether the caret shows between the insets.
    var caretIsVisible: Bool {
        guard let caret else { return true }
        let visibleBottom = contentOffsetY + frameInWindow.height - contentInsetBottom - safeAreaBottom
        return caret.minY >= contentOffsetY - 0.001 && caret.maxY <= visibleBottom + 0.001
    }

    // MARK: UIKit's side

    /// K1: a scroll sets the bounds' origin; observation reports the same size.
    private func setBoundsOriginY(_ offsetY: Double) {
        contentOffsetY = offsetY
        if isObserving {
            adapter.scrollViewBoundsDidChange(from: size, to: size)
        }
    }

    /// The user scrolls by `distance` over `frames` frames, one turn of the run loop each.
    func scroll(by distance: Double, frames: Int) {
        for _ in 0..<frames {
            setBoundsOriginY(contentOffsetY + distance / Double(frames))
            turnRunLoop()
        }
    }

    var frameInWindow: Rect {
        Rect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// A layout pass sets the scroll view's bounds to a new size (K1: observation reports it).
    func setBoundsSize(_ newSize: Size) {
        let old = size
        size = newSize
        if isObserving { adapter.scrollViewBoundsDidChange(from: old, to: newSize) }
    }

    /// A layout pass sets the scroll view's center.
    func setCenter(_ newCenter: Point) {
        let old = center
        center = newCenter
        if isObserving { adapter.scrollViewCenterDidChange(from: old, to: newCenter) }
    }

    /// The keyboard's will-show or will-change-frame notification for a docked keyboard whose top
    /// edge is at `top` on the screen (K2, K6).
    func keyboardWillShow(
        top: Double, duration: Double = 0.25, isLocal: Bool? = true, onThisScreen: Bool? = true
    ) {
        adapter.keyboardWillChangeFrame(
            KeyboardNotificationValues(
                endFrame: Rect(x: 0, y: top, width: screenBounds.width, height: screenBounds.height - top),
                duration: duration, curveRawValue: 7, isLocal: isLocal, isOnScrollViewScreen: onThisScreen))
    }

    func keyboardWillHide(duration: Double = 0.25) {
        adapter.keyboardWillHide(
            KeyboardNotificationValues(
                endFrame: Rect(x: 0, y: screenBounds.height, width: screenBounds.width, height: 336),
                duration: duration, curveRawValue: 7))
    }

    /// The phone turns to landscape with the keyboard up (its top edge at `keyboardTop`, or no
    /// keyboard for `nil`): the screen turns at once, the scroll view's new frame and safe area come
    /// in layout (over K3's turns), and the keyboard's notification in K3's order. Records the
    /// geometry reads of each turn.
    func rotateToLandscape(keyboardTop: Double?) -> [Int] {
        var readsPerTurn: [Int] = []
        func endTurn() {
            let before = geometryReads
            turnRunLoop()
            readsPerTurn[readsPerTurn.count - 1] += geometryReads - before
        }
        func startTurn() { readsPerTurn.append(0) }
        func countReads(_ body: () -> Void) {
            let before = geometryReads
            body()
            readsPerTurn[readsPerTurn.count - 1] += geometryReads - before
        }
        let notify = { [unowned self] in
            if let keyboardTop { keyboardWillShow(top: keyboardTop) }
        }
        screenBounds = Rect(x: 0, y: 0, width: 844, height: 390)
        windowFrameInScreen = screenBounds
        startTurn()
        if variant.notificationOrder == .beforeLayout { countReads(notify) }
        countReads {
            setBoundsSize(Size(width: 844, height: 390))
            safeAreaBottom = 21
        }
        if variant.layoutTurns == 2 {
            endTurn()
            startTurn()
        }
        countReads { setCenter(Point(x: 422, y: 195)) }
        if variant.notificationOrder == .afterLayoutSameTurn { countReads(notify) }
        endTurn()
        if variant.notificationOrder == .laterTurn, keyboardTop != nil {
            startTurn()
            countReads(notify)
            endTurn()
        }
        return readsPerTurn
    }

    /// One turn of the run loop: the blocks queued on the main queue before it (K4).
    func turnRunLoop() {
        let blocks = mainQueue
        mainQueue = []
        for block in blocks { block() }
    }
}
