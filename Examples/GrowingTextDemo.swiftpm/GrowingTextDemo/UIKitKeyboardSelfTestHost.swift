import GrowingText
import GrowingTextSelfTest
import UIKit

/// The self-test's keyboard host over the real views: a `UITableView` filling the screen, kept clear
/// of the keyboard by a `KeyboardInsetAdjuster`. The host posts the keyboard's notifications itself,
/// with the `userInfo` UIKit sends (`KeyboardNotificationPoster`), after making sure nothing is first
/// responder, so that no real keyboard interferes (a real keyboard's notification is a shortfall).
/// The Linux tests run the same scenarios against the stand-in (`StandInKeyboardSelfTestHost`).
@MainActor
final class UIKitKeyboardSelfTestHost: NSObject, @preconcurrency KeyboardSelfTestHost {
    private let container: UIView
    private var tableView: UITableView?
    private var adjuster: KeyboardInsetAdjuster?
    private var rows: PlainRowsDataSource?
    private var original: [Double] = []
    private let keyboard = KeyboardNotificationPoster()

    /// Creates the host.
    ///
    /// - Parameter container: The view the table is added to, filling the window.
    init(container: UIView) {
        self.container = container
    }

    func start() {
        adjuster?.stop()
        for view in container.subviews {
            view.removeFromSuperview()
        }
        container.window?.endEditing(true)
        let table = UITableView(frame: container.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rows = PlainRowsDataSource(for: table, count: 60, title: "Row")
        container.addSubview(table)
        container.layoutIfNeeded()
        tableView = table
        let adjuster = KeyboardInsetAdjuster(scrollView: table)
        adjuster.start()
        self.adjuster = adjuster
        original = [Double(table.contentInset.bottom), Double(table.verticalScrollIndicatorInsets.bottom)]
        keyboard.start(in: table)
        settle()
    }

    func perform(_ step: SelfTest.KeyboardStep) {
        switch step {
        case .keyboardShows(let height): keyboard.show(height: height)
        case .keyboardHides: keyboard.hide()
        }
        settle()
    }

    func read() -> SelfTest.KeyboardReading {
        container.layoutIfNeeded()
        guard let tableView, let screen = keyboard.screen else {
            return SelfTest.KeyboardReading(
                screenHeight: 0, visibleBottom: 0, bottomInsets: [], originalBottomInsets: original, pixel: 1,
                platformShortfalls: keyboard.shortfalls)
        }
        // The visible bounds, converted, are the table's frame on the screen.
        let bottom = tableView.convert(tableView.bounds, to: screen.coordinateSpace).maxY
        return SelfTest.KeyboardReading(
            screenHeight: Double(screen.bounds.height),
            visibleBottom: Double(bottom - tableView.adjustedContentInset.bottom),
            bottomInsets: [
                Double(tableView.contentInset.bottom), Double(tableView.verticalScrollIndicatorInsets.bottom),
            ],
            originalBottomInsets: original, pixel: Double(1 / max(screen.scale, 1)),
            platformShortfalls: keyboard.shortfalls)
    }

    /// Lets the run loop turn past the keyboard's 0.25 s animation.
    private func settle() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))
        container.layoutIfNeeded()
    }
}
