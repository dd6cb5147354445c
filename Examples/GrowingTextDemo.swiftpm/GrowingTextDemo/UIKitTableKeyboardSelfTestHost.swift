import GrowingText
import GrowingTextSelfTest
import UIKit

/// The self-test's table-under-the-keyboard host over the real views: a `UITableView` of
/// `GrowingTextViewCell`s filling the window, sized by a `GrowingTableCoordinator` and kept clear of
/// the keyboard by a `KeyboardInsetAdjuster`, every row a one-line text ("Row 12").
///
/// The user's edits are made in the edited row's text view as the keyboard makes them
/// (`replace(_:withText:)` of the selection), with the view first responder: the coordinator reveals
/// the caret only in the row being edited. The keyboard's notifications are posted by the host
/// (`KeyboardNotificationPoster`). A real keyboard may come as the row becomes first responder (a
/// simulator without a hardware keyboard connected): its notifications reach the adjuster too, and
/// the keyboard's top the expectations use is the last frame either announced, so the scenario
/// judges the code against whichever keyboard it was told of last. The Linux tests run the same
/// scenarios against the stand-ins (`StandInTableKeyboardSelfTestHost`).
@MainActor
final class UIKitTableKeyboardSelfTestHost: NSObject, @preconcurrency TableKeyboardSelfTestHost {
    private let container: UIView
    private var tableView: UITableView?
    private var coordinator: GrowingTableCoordinator<Int>?
    private var adjuster: KeyboardInsetAdjuster?
    private var configuration = SelfTest.TableKeyboardConfiguration()
    private var rowTexts: [String] = []
    private let keyboard = KeyboardNotificationPoster()
    private var shortfalls: [String] = []

    /// Creates the host.
    ///
    /// - Parameter container: The view the table is added to, filling the window.
    init(container: UIView) {
        self.container = container
    }

    func start(_ configuration: SelfTest.TableKeyboardConfiguration) {
        adjuster?.stop()
        keyboard.stop()
        for view in container.subviews {
            view.removeFromSuperview()
        }
        container.window?.endEditing(true)
        self.configuration = configuration
        shortfalls = []
        rowTexts = (0..<configuration.rowCount).map { "Row \($0)" }
        let table = UITableView(frame: container.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.separatorStyle = .none
        table.register(GrowingTextViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        container.addSubview(table)
        tableView = table
        coordinator = GrowingTableCoordinator(tableView: table, rowIDs: Array(rowTexts.indices))
        container.layoutIfNeeded()
        let adjuster = KeyboardInsetAdjuster(scrollView: table)
        adjuster.start()
        self.adjuster = adjuster
        keyboard.start(in: table, realKeyboardIsShortfall: false)
        settle()
    }

    func perform(_ step: SelfTest.TableKeyboardStep) {
        switch step {
        case .scrollEditedRowToBottom:
            tableView?.scrollToRow(at: editedIndexPath, at: .bottom, animated: false)
            tableView?.layoutIfNeeded()
        case .beginEditing:
            guard let textView = editedTextView else {
                shortfalls.append("the edited row is not on screen to tap into")
                return
            }
            textView.becomeFirstResponder()
            let end = textView.endOfDocument
            textView.selectedTextRange = textView.textRange(from: end, to: end)
        case .keyboardShows(let height):
            keyboard.show(height: height)
        case .type(let text):
            for character in text {
                guard let textView = editedTextView, let range = textView.selectedTextRange else {
                    shortfalls.append("the edited row had no selection to type into")
                    return
                }
                textView.replace(range, withText: String(character))
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            }
        }
        settle()
    }

    func read() -> SelfTest.TableKeyboardReading {
        container.layoutIfNeeded()
        guard let tableView, let screen = keyboard.screen else {
            return SelfTest.TableKeyboardReading(
                visibleTop: 0, keyboardTop: 0, caret: nil, rowAboveMinY: nil, editedRowHeight: nil,
                textViewHeight: 0, lineHeight: 0, verticalInsets: 0, pixel: 1,
                platformShortfalls: shortfalls + keyboard.shortfalls)
        }
        let space = screen.coordinateSpace
        let tableFrame = tableView.convert(tableView.bounds, to: space)
        let safeBottom = tableFrame.maxY - tableView.safeAreaInsets.bottom
        let textView = editedTextView
        var caret: ClosedRange<Double>?
        if let textView, textView.isFirstResponder, let selection = textView.selectedTextRange {
            let rect = textView.convert(textView.caretRect(for: selection.end), to: space)
            caret = Double(rect.minY)...Double(rect.maxY)
        }
        let above = tableView.cellForRow(at: IndexPath(row: configuration.editedRow - 1, section: 0))
        let edited = tableView.cellForRow(at: editedIndexPath)
        let insets = textView?.textContainerInset ?? .zero
        return SelfTest.TableKeyboardReading(
            visibleTop: Double(tableFrame.minY + tableView.adjustedContentInset.top),
            keyboardTop: Double(keyboard.frame?.minY ?? safeBottom), caret: caret,
            rowAboveMinY: above.map { Double($0.convert($0.bounds, to: space).minY) },
            editedRowHeight: edited.map { Double($0.bounds.height) },
            textViewHeight: Double(textView?.bounds.height ?? 0),
            lineHeight: Double(textView?.font?.lineHeight ?? 0),
            verticalInsets: Double(insets.top + insets.bottom),
            pixel: Double(1 / max(screen.scale, 1)), platformShortfalls: shortfalls + keyboard.shortfalls)
    }

    private var editedIndexPath: IndexPath { IndexPath(row: configuration.editedRow, section: 0) }

    /// The text view of the cell that shows the edited row now, if it is on screen.
    private var editedTextView: GrowingTextView? {
        (tableView?.cellForRow(at: editedIndexPath) as? GrowingTextViewCell)?.textView
    }

    /// Lets the run loop turn past the keyboard's 0.25 s animation and the row's resize.
    private func settle() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))
        container.layoutIfNeeded()
    }
}

extension UIKitTableKeyboardSelfTestHost: UITableViewDataSource, UITableViewDelegate, UITextViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowTexts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard let cell = cell as? GrowingTextViewCell else { return cell }
        cell.textView.font = .preferredFont(forTextStyle: .body)
        cell.textView.maximumNumberOfLines = configuration.maximumNumberOfLines
        cell.textView.delegate = self
        cell.textView.text = rowTexts[indexPath.row]
        coordinator?.configure(cell, forRow: indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        coordinator?.estimatedHeight(forRow: indexPath.row) ?? 44
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        coordinator?.rowWillDisplay(cell, forRow: indexPath.row)
    }

    func textViewDidChange(_ textView: UITextView) {
        guard textView === editedTextView else { return }
        rowTexts[configuration.editedRow] = textView.text
    }
}
