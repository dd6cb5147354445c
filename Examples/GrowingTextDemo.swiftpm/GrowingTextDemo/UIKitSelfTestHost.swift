import GrowingText
import GrowingTextCore
import GrowingTextSelfTest
import UIKit

/// The self-test's host over the real UIKit views: a `GrowingTextView` in the window, or the text
/// view of the first row of a table of `GrowingTextViewCell`s sized by a `GrowingTableCoordinator`,
/// first responder, with this object as the app's `UITextViewDelegate`. The Linux tests run the same
/// scenarios against the stand-ins of UIKit (`StandInSelfTestHost`); a scenario that fails here and
/// passes there names a UIKit behaviour the stand-in models wrong, or code that depends on one.
///
/// The user's edits are made through `UIKeyInput` (`insertText(_:)`, `deleteBackward()`), the
/// methods the keyboard calls; a paste is one `insertText(_:)` of the whole text (the real `paste(_:)`
/// reads the pasteboard, which asks the user's permission). Reference §2 reports that these, called
/// by code, may not reach the app's delegate; whether UIKit reports them as a change at all
/// (`textDidChangeNotification`) is checked on every edit, and an edit it does not report fails the
/// scenario as one the host could not make, not as a defect of the code.
///
/// After each step the run loop turns (`RunLoop.main.run(until:)`) until no height animation is
/// running and at least 0.1 s passed, so that what the views deferred to the main queue or to the
/// next layout pass is done, then the views are laid out.
@MainActor
final class UIKitSelfTestHost: NSObject, @preconcurrency SelfTestHost {
    private let container: UIView
    private var textView = GrowingTextView()
    private var tableView: UITableView?
    private var coordinator: GrowingTableCoordinator<Int>?
    /// The width constraint of the text view, or of its table.
    private var widthConstraint: NSLayoutConstraint?
    private var configuration = GrowingTextSelfTest.Configuration()
    private var rowTexts: [String] = []
    private var textDidChangeCalls = 0
    private var animatedHeightChanges = 0
    private var unreportedEdits = 0
    private var reportedChanges = 0
    /// Scrolling switches, counted by key-value observation, which UIKit sends from its setter on the
    /// main thread but Swift requires to be `Sendable`.
    private let scrollingSwitches = SwitchCounter()
    private var scrollingObservation: NSKeyValueObservation?

    /// Creates the host.
    ///
    /// - Parameter container: The view the scenarios' views are added to, in a window.
    init(container: UIView) {
        self.container = container
    }

    // MARK: SelfTestHost

    func start(_ configuration: GrowingTextSelfTest.Configuration) {
        (tableView ?? textView).removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
        self.configuration = configuration
        textDidChangeCalls = 0
        animatedHeightChanges = 0
        unreportedEdits = 0
        reportedChanges = 0
        scrollingSwitches.reset()
        if configuration.isInTableCell {
            startTable()
        } else {
            startView()
        }
        NotificationCenter.default.addObserver(
            self, selector: #selector(textDidChange(_:)), name: UITextView.textDidChangeNotification,
            object: textView)
        scrollingObservation = textView.observe(\.isScrollEnabled, options: [.old, .new]) {
            [scrollingSwitches] _, change in
            if change.oldValue == false, change.newValue == true {
                scrollingSwitches.increment()
            }
        }
        container.layoutIfNeeded()
        setWidth(forCharacters: configuration.charactersPerLine)
        textView.becomeFirstResponder()
        settle()
    }

    func perform(_ step: GrowingTextSelfTest.Step) {
        switch step {
        case .type(let text):
            for character in text {
                edit { textView.insertText(String(character)) }
            }
        case .paste(let text):
            edit { textView.insertText(text) }
        case .deleteBackward(let count):
            for _ in 0..<count where !textView.text.isEmpty {
                edit { textView.deleteBackward() }
            }
        case .setText(let text):
            rowTexts[0] = text
            change { textView.text = text }
        case .changeWidth(let characters):
            change { setWidth(forCharacters: characters) }
        case .endEditing:
            change { textView.resignFirstResponder() }
        case .scrollToEnd:
            let inset = textView.adjustedContentInset
            let end = textView.contentSize.height - textView.bounds.height + inset.bottom
            textView.setContentOffset(CGPoint(x: 0, y: max(-inset.top, end)), animated: false)
        case .reuseCell(let text):
            rowTexts[0] = text
            change { reuseCell(showing: text) }
        }
    }

    func read() -> GrowingTextSelfTest.Reading {
        container.layoutIfNeeded()
        let scale = textView.traitCollection.displayScale
        let insets = textView.textContainerInset
        return GrowingTextSelfTest.Reading(
            height: Double(textView.bounds.height), lineHeight: Double(textView.font?.lineHeight ?? 0),
            verticalInsets: Double(insets.top + insets.bottom), pixel: scale > 0 ? Double(1 / scale) : 1,
            isScrollEnabled: textView.isScrollEnabled, isCaretVisible: isCaretVisible, text: textView.text,
            distanceFromTop: Double(textView.contentOffset.y + textView.adjustedContentInset.top),
            rowContentHeight: rowContentHeight, reducesMotion: UIAccessibility.isReduceMotionEnabled,
            textDidChangeCalls: textDidChangeCalls, scrollingSwitchesOn: scrollingSwitches.count,
            animatedHeightChanges: animatedHeightChanges, unreportedEdits: unreportedEdits)
    }

    // MARK: Setting up

    private func startView() {
        tableView = nil
        coordinator = nil
        rowTexts = [""]
        textView = GrowingTextView()
        configure(textView)
        textView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(textView)
        let width = textView.widthAnchor.constraint(equalToConstant: 320)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 20),
            textView.leadingAnchor.constraint(
                equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            width,
        ])
        widthConstraint = width
    }

    /// A table of three rows; the scenario's text view is the first row's.
    private func startTable() {
        rowTexts = ["", "The second row", "The third row"]
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none  // the separator would take a pixel of the row from the cell
        table.register(GrowingTextViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        table.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(table)
        let width = table.widthAnchor.constraint(equalToConstant: 360)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 20),
            table.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
            table.heightAnchor.constraint(equalToConstant: 400),
            width,
        ])
        widthConstraint = width
        tableView = table
        coordinator = GrowingTableCoordinator(tableView: table, rowIDs: Array(rowTexts.indices))
        container.layoutIfNeeded()
        // Without the row's cell, a view in no window: every expectation of the scenario fails.
        textView =
            (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? GrowingTextViewCell)?.textView
            ?? GrowingTextView()
    }

    private func configure(_ view: GrowingTextView) {
        view.font = .preferredFont(forTextStyle: .body)
        view.minimumNumberOfLines = configuration.minimumNumberOfLines
        view.maximumNumberOfLines = configuration.maximumNumberOfLines ?? 0
        view.minimumHeight = CGFloat(configuration.minimumHeight ?? 0)
        view.maximumLength = configuration.maximumLength
        view.trimsWhitespaceOnEndEditing = configuration.trimsWhitespaceOnEndEditing
        // The text is exactly what the steps insert: no smart punctuation, spacing or corrections.
        view.autocorrectionType = .no
        view.autocapitalizationType = .none
        view.spellCheckingType = .no
        view.smartQuotesType = .no
        view.smartDashesType = .no
        view.smartInsertDeleteType = .no
        view.delegate = self
    }

    /// Makes the text `characters` "x" wide, plus half an "x", by resizing the text view or its table.
    private func setWidth(forCharacters characters: Int) {
        guard let font = textView.font, let widthConstraint else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = (String(repeating: "x", count: characters) as NSString).size(withAttributes: attributes)
        let half = ("x" as NSString).size(withAttributes: attributes).width / 2
        let insets = textView.textContainerInset
        let wanted =
            text.width + half + insets.left + insets.right + 2 * textView.textContainer.lineFragmentPadding
        widthConstraint.constant += wanted - textView.bounds.width
        container.layoutIfNeeded()
    }

    /// What `tableView(_:cellForRowAt:)` does when the table reuses the cell for another row.
    private func reuseCell(showing text: String) {
        guard let cell = tableView?.cellForRow(at: IndexPath(row: 0, section: 0)) as? GrowingTextViewCell
        else {
            textView.text = text
            return
        }
        cell.prepareForReuse()
        cell.textView.text = text
        coordinator?.configure(cell, forRow: 0)
    }

    // MARK: Stepping

    /// An edit as the user would make it, which UIKit must report as a change.
    private func edit(_ body: () -> Void) {
        let reported = reportedChanges
        change(body)
        if reportedChanges == reported {
            unreportedEdits += 1
        }
    }

    /// Performs a change, then lets the run loop turn until no height animation runs, counting one
    /// animated height change if one ran.
    private func change(_ body: () -> Void) {
        body()
        var animated = isAnimating
        let start = Date()
        repeat {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            animated = animated || isAnimating
        } while (isAnimating || Date().timeIntervalSince(start) < 0.1) && Date().timeIntervalSince(start) < 2
        if animated {
            animatedHeightChanges += 1
        }
        container.layoutIfNeeded()
    }

    private func settle() {
        change {}
    }

    /// Whether a frame animation runs on the text view (the height change's layout in an animation).
    private var isAnimating: Bool {
        !(textView.layer.animationKeys() ?? []).isEmpty
    }

    // MARK: Reading

    private var isCaretVisible: Bool {
        guard textView.isFirstResponder, let selection = textView.selectedTextRange else { return false }
        let caret = textView.caretRect(for: selection.end)
        let visible = textView.bounds
        // A caret may be a fraction of a point taller than its line.
        return caret.minY >= visible.minY - 1 && caret.maxY <= visible.maxY + 1
    }

    private var rowContentHeight: Double? {
        guard let tableView,
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? GrowingTextViewCell
        else { return nil }
        let margins = cell.contentView.layoutMargins
        return Double(
            tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height - margins.top - margins.bottom)
    }

    @objc private func textDidChange(_ notification: Notification) {
        reportedChanges += 1
    }
}

extension UIKitSelfTestHost: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        guard textView === self.textView else { return }
        textDidChangeCalls += 1
        rowTexts[0] = textView.text
    }
}

extension UIKitSelfTestHost: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowTexts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard let cell = cell as? GrowingTextViewCell else { return cell }
        configure(cell.textView)
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
}

/// A count that key-value observation's `Sendable` handler can increment: UIKit calls the handler
/// on the main thread, from the setter, so the lock is never contended; it only makes the type
/// honestly `Sendable`.
private final class SwitchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    func reset() {
        lock.lock()
        value = 0
        lock.unlock()
    }
}
