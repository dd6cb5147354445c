import GrowingText
import GrowingTextSelfTest
import UIKit

/// The self-test's composer docking host over the real views: a chat screen filling the window, a
/// `UITableView` of 60 messages behind a composer bar (a `GrowingTextView` with 8 points around it)
/// at the bottom, the list docked to the bar by a `GrowingComposerDocking`, which the screen's
/// layout pass calls, as `viewDidLayoutSubviews()` would. The bar's bottom is pinned to the keyboard
/// layout guide, or to the safe area by a constraint the app sets from the keyboard's notifications
/// inside an animation of their duration and curve (the scenario says which).
///
/// The host posts the keyboard's notifications itself with UIKit's `userInfo` (see
/// `KeyboardNotificationPoster`), with nothing first responder, so that no real keyboard comes; it
/// types in the composer through `UITextInput` without making it first responder. When the keyboard
/// layout guide does not follow a posted notification, when a real keyboard's notification arrives,
/// or when a key changed nothing, it says so (`platformShortfalls`) and the scenario stops in that
/// phase, its earlier phases keeping their verdicts.
/// The Linux tests run the same scenarios against the stand-ins (`StandInDockingSelfTestHost`).
@MainActor
final class UIKitDockingSelfTestHost: NSObject, @preconcurrency DockingSelfTestHost {
    private let container: UIView
    private var screenView: LayoutReportingView?
    private var tableView: UITableView?
    private var rows: PlainRowsDataSource?
    private var bar: UIView?
    private var composer = GrowingTextView()
    private var docking: GrowingComposerDocking?
    /// The app's constraint from the bar's bottom to the safe area, when the app moves the bar.
    private var barBottom: NSLayoutConstraint?
    private var pinning = SelfTest.DockingConfiguration.BarPinning.keyboardLayoutGuide
    private let keyboard = KeyboardNotificationPoster()
    private var shortfalls: [String] = []

    /// Creates the host.
    ///
    /// - Parameter container: The view the chat screen is added to, filling the window.
    init(container: UIView) {
        self.container = container
    }

    func start(_ configuration: SelfTest.DockingConfiguration) {
        keyboard.stop()
        for view in container.subviews {
            view.removeFromSuperview()
        }
        container.window?.endEditing(true)
        shortfalls = []
        pinning = configuration.barPinning
        let screenView = LayoutReportingView(frame: container.bounds)
        screenView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(screenView)
        let table = UITableView(frame: screenView.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rows = PlainRowsDataSource(for: table, count: 60, title: "Message")
        screenView.addSubview(table)
        let bar = UIView()
        bar.backgroundColor = .secondarySystemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        composer = GrowingTextView()
        composer.font = .preferredFont(forTextStyle: .body)
        composer.maximumNumberOfLines = configuration.maximumNumberOfLines
        composer.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(composer)
        screenView.addSubview(bar)
        let bottom: NSLayoutConstraint
        switch configuration.barPinning {
        case .keyboardLayoutGuide:
            bottom = bar.bottomAnchor.constraint(equalTo: screenView.keyboardLayoutGuide.topAnchor)
            barBottom = nil
        case .keyboardNotifications:
            bottom = bar.bottomAnchor.constraint(equalTo: screenView.safeAreaLayoutGuide.bottomAnchor)
            barBottom = bottom
        }
        NSLayoutConstraint.activate([
            composer.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            composer.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            composer.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            composer.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: screenView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screenView.trailingAnchor),
            bottom,
        ])
        screenView.layoutIfNeeded()
        table.layoutIfNeeded()
        let end = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
        table.setContentOffset(CGPoint(x: 0, y: max(-table.adjustedContentInset.top, end)), animated: false)
        let docking = GrowingComposerDocking(list: table, composer: bar)
        screenView.didLayOut = { [weak docking] in docking?.layoutDidChange() }
        self.screenView = screenView
        tableView = table
        self.bar = bar
        self.docking = docking
        keyboard.start(in: screenView) { [weak self] frame, duration, curve in
            self?.appMovesBar(toKeyboard: frame, duration: duration, curve: curve)
        }
        settle()
    }

    func perform(_ step: SelfTest.DockingStep) {
        switch step {
        case .keyboardShows(let height):
            keyboard.show(height: height)
            settle()
            checkLayoutGuideFollowed(keyboardHeight: height)
        case .keyboardHides:
            keyboard.hide()
            settle()
        case .type(let text):
            for character in text {
                let before = composer.text
                let end = composer.endOfDocument
                if let range = composer.textRange(from: end, to: end) {
                    composer.replace(range, withText: String(character))
                }
                if composer.text == before {
                    shortfalls.append(
                        "the key \(SelfTest.quoted(String(character))) changed nothing in the composer"
                    )
                }
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            }
            settle()
        }
    }

    func read() -> SelfTest.DockingReading {
        container.layoutIfNeeded()
        guard let screenView, let tableView, let bar, let docking, let screen = keyboard.screen else {
            return SelfTest.DockingReading(
                screenHeight: 0, safeAreaBottom: 0, barMinY: 0, barMaxY: 0, listVisibleBottom: 0,
                listDistanceFromEnd: 0, spacing: 0, composerHeight: 0, lineHeight: 0, verticalInsets: 0,
                pixel: 1,
                platformShortfalls: shortfalls + ["the chat screen is in no window scene's screen"])
        }
        let space = screen.coordinateSpace
        let barFrame = bar.convert(bar.bounds, to: space)
        let listFrame = tableView.convert(tableView.bounds, to: space)
        let inset = tableView.adjustedContentInset
        let end = max(-inset.top, tableView.contentSize.height - tableView.bounds.height + inset.bottom)
        let insets = composer.textContainerInset
        return SelfTest.DockingReading(
            screenHeight: Double(screen.bounds.height),
            safeAreaBottom: Double(screenView.safeAreaInsets.bottom),
            barMinY: Double(barFrame.minY), barMaxY: Double(barFrame.maxY),
            listVisibleBottom: Double(listFrame.maxY - inset.bottom),
            listDistanceFromEnd: Double(end - tableView.contentOffset.y), spacing: Double(docking.spacing),
            composerHeight: Double(composer.bounds.height),
            lineHeight: Double(composer.font?.lineHeight ?? 0),
            verticalInsets: Double(insets.top + insets.bottom), pixel: Double(1 / max(screen.scale, 1)),
            platformShortfalls: shortfalls + keyboard.shortfalls)
    }

    /// The app's own keyboard handling, when it moves the bar: the bar's bottom goes up by what the
    /// keyboard covers of the screen view below its safe area, in the keyboard's animation.
    private func appMovesBar(toKeyboard frame: CGRect, duration: Double, curve: Int) {
        guard let barBottom, let screenView, let screen = keyboard.screen else { return }
        let keyboardInView = screenView.convert(frame, from: screen.coordinateSpace)
        let covered = max(0, screenView.bounds.maxY - keyboardInView.minY - screenView.safeAreaInsets.bottom)
        barBottom.constant = -covered
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16),
            animations: { screenView.layoutIfNeeded() })
    }

    /// With the bar on the keyboard layout guide, whether the guide followed the posted keyboard; a
    /// shortfall when it did not (UIKit may move the guide only for the real keyboard).
    private func checkLayoutGuideFollowed(keyboardHeight: Double) {
        guard pinning == .keyboardLayoutGuide, let bar, let screen = keyboard.screen else { return }
        let barBottom = bar.convert(bar.bounds, to: screen.coordinateSpace).maxY
        let keyboardTop = screen.bounds.height - CGFloat(keyboardHeight)
        if abs(barBottom - keyboardTop) > 1 {
            shortfalls.append(
                "the keyboard layout guide did not follow the posted keyboard notification (the bar's bottom"
                    + " at \(Double(barBottom)) pt, the keyboard's top at \(Double(keyboardTop)) pt)")
        }
    }

    /// Lets the run loop turn past the keyboard's 0.25 s animation and the composer's growth.
    private func settle() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))
        container.layoutIfNeeded()
    }
}

/// A view that calls back after each of its layout passes: the chat screen's stand-in for a view
/// controller's `viewDidLayoutSubviews()`.
final class LayoutReportingView: UIView {
    /// Called at the end of every layout pass.
    var didLayOut: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayOut?()
    }
}
