import GrowingTextCore
import GrowingTextSelfTest

@testable import UIKitStandIns

/// The self-test's table-under-the-keyboard host over the stand-ins: a ``ListStandIn`` table filling
/// a 390 × 844 phone screen (34-point home indicator), every row a growing text view configured as it
/// comes on screen (a notes list: estimates of 44, rows of 36), running the production list adapter,
/// and the production ``KeyboardInsetAdapter`` on the same table, for which this host is the
/// ``KeyboardInsetSurface`` (the scroll view's side of `KeyboardInsetAdjuster`): its insets are the
/// table's, its caret the list's edited row's, its scrolls the table's. The demo app's
/// `UIKitTableKeyboardSelfTestHost` is the same over a real table, coordinator and adjuster.
///
/// The keyboard's modelled behaviours are those of ``KeyboardHostStandIn``: K1 (a scroll is reported
/// as a bounds change of the same size), K2 (frames in the screen's space), K4 (the next turn runs
/// what was queued), K5 (changes inside the keyboard's animation apply at once here).
final class StandInTableKeyboardSelfTestHost: TableKeyboardSelfTestHost, KeyboardInsetSurface {
    let variant: UIKitVariant
    /// Whether the table has its keyboard inset adjuster (`false`: a table the keyboard covers, for
    /// a test that the scenarios judge).
    let adjustsForKeyboard: Bool
    private(set) lazy var keyboardAdapter = KeyboardInsetAdapter(surface: self)
    private var list: ListStandIn
    private var configuration = SelfTest.TableKeyboardConfiguration()
    private var keyboardTop: Double?
    private var contentInsetBottom = 0.0
    private var indicatorInsetBottom = 0.0
    private var isObserving = false
    private var mainQueue: [() -> Void] = []

    private static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    private static let safeAreaBottom = 34.0

    init(variant: UIKitVariant = .common, adjustsForKeyboard: Bool = true) {
        self.variant = variant
        self.adjustsForKeyboard = adjustsForKeyboard
        list = Self.makeList(configuration: configuration, variant: variant)
    }

    private static func makeList(
        configuration: SelfTest.TableKeyboardConfiguration, variant: UIKitVariant
    ) -> ListStandIn {
        let rows = Array(0..<configuration.rowCount)
        let list = ListStandIn(
            table: TableStandIn(
                width: screen.width, boundsHeight: screen.height, insets: Insets(bottom: safeAreaBottom),
                rowIDs: rows, realHeights: [:]),
            estimatedRowHeight: 44, variant: variant,
            appTexts: Dictionary(uniqueKeysWithValues: rows.map { ($0, "Row \($0)") }))
        list.textMaximumLines = configuration.maximumNumberOfLines
        return list
    }

    // MARK: TableKeyboardSelfTestHost

    func start(_ configuration: SelfTest.TableKeyboardConfiguration) {
        keyboardAdapter.stop()
        self.configuration = configuration
        list = Self.makeList(configuration: configuration, variant: variant)
        keyboardTop = nil
        contentInsetBottom = 0
        indicatorInsetBottom = 0
        mainQueue = []
        if adjustsForKeyboard { keyboardAdapter.start() }
        turnRunLoop()
    }

    func perform(_ step: SelfTest.TableKeyboardStep) {
        let row = configuration.editedRow
        switch step {
        case .scrollEditedRowToBottom:
            // As scrollToRow(at:at: .bottom): rows laid out on the way take their real heights, so
            // the table places the row again until it stays.
            for _ in 0..<4 {
                let bottom = list.table.minY(of: row, estimate: list.estimate) + rowHeight(row)
                scroll(toOffsetY: max(0, bottom - visibleHeight))
            }
        case .beginEditing:
            list.beginEditing(row: row)
            if let textView = list.textViews[row] {
                textView.caret = textView.text.utf16.count
            }
        case .keyboardShows(let height):
            let top = Self.screen.height - height
            keyboardTop = top
            guard adjustsForKeyboard else { break }
            keyboardAdapter.keyboardWillChangeFrame(
                KeyboardNotificationValues(
                    endFrame: Rect(x: 0, y: top, width: Self.screen.width, height: height), duration: 0.25,
                    curveRawValue: 7, isLocal: true, isOnScrollViewScreen: true))
        case .type(let text):
            for character in text {
                list.textViews[row]?.type(String(character))
                turnRunLoop()
            }
        }
        turnRunLoop()
    }

    func read() -> SelfTest.TableKeyboardReading {
        let row = configuration.editedRow
        let offsetY = list.table.contentOffsetY
        let textView = list.textViews[row] ?? TextViewStandIn()
        let caret = list.caretInList.map { ($0.minY - offsetY)...($0.maxY - offsetY) }
        let rowAbove = row - 1
        return SelfTest.TableKeyboardReading(
            visibleTop: list.table.insets.top,
            keyboardTop: keyboardTop ?? Self.screen.height - Self.safeAreaBottom,
            caret: caret,
            rowAboveMinY: list.table.laidOut[rowAbove].map { _ in
                list.table.minY(of: rowAbove, estimate: list.estimate) - offsetY
            },
            editedRowHeight: list.table.laidOut[row], textViewHeight: textView.boundsHeight,
            lineHeight: textView.fontLineHeight, verticalInsets: textView.insets.vertical, pixel: 0.5,
            platformShortfalls: [])
    }

    // MARK: KeyboardInsetSurface

    var hasScrollView: Bool { true }

    var geometry: KeyboardInsetController.Geometry? {
        KeyboardInsetController.Geometry(
            frameInWindow: Self.screen, windowFrameInScreen: Self.screen, screenBounds: Self.screen,
            safeAreaBottomInset: Self.safeAreaBottom, contentInsetBottom: contentInsetBottom,
            indicatorInsetBottom: indicatorInsetBottom)
    }

    var caretInScrollView: Rect? { list.caretInList }

    var viewport: Viewport { list.listViewport }

    func startObserving() {
        isObserving = true
    }

    func stopObserving() {
        isObserving = false
    }

    func setBottomInsets(content: Double, indicator: Double) {
        contentInsetBottom = content
        indicatorInsetBottom = indicator
        // The table's adjusted inset: the app's inset plus the safe area.
        list.table.insets.bottom = content + Self.safeAreaBottom
    }

    func setContentOffsetY(_ offsetY: Double) {
        scroll(toOffsetY: offsetY)
    }

    func animate(_ animation: KeyboardAnimation, changes: @escaping () -> Void) {
        changes()  // K5
    }

    func scheduleGeometryRead() {
        mainQueue.append { [unowned self] in keyboardAdapter.scheduledGeometryReadIsDue() }  // K4
    }

    // MARK: UIKit's side

    private var visibleHeight: Double { list.table.boundsHeight - list.table.insets.bottom }

    private func rowHeight(_ row: Int) -> Double {
        list.table.laidOut[row] ?? list.estimate(row)
    }

    /// The table scrolls: its bounds' origin moves (K1: observation reports a bounds change of the
    /// same size) and it lays out the rows that come on screen.
    private func scroll(toOffsetY offsetY: Double) {
        list.setContentOffsetY(offsetY)
        if isObserving {
            let size = Size(width: Self.screen.width, height: Self.screen.height)
            keyboardAdapter.scrollViewBoundsDidChange(from: size, to: size)
        }
    }

    /// One turn of the run loop and the next ones while work is queued: the list's deferred work,
    /// then the blocks on the main queue.
    private func turnRunLoop() {
        for _ in 0..<10 {
            list.runDeferredWork()
            let blocks = mainQueue
            mainQueue = []
            guard !blocks.isEmpty else { return }
            for block in blocks { block() }
        }
    }
}
