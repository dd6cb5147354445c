import GrowingText
import UIKit

/// A chat screen: messages above a composer that grows up to five lines and rides on the keyboard.
///
/// The composer bar is pinned to `keyboardLayoutGuide`, so the keyboard pushes it up, also frame by
/// frame while an interactive dismissal drags the keyboard down. The messages table fills the screen
/// behind it; a `GrowingComposerDocking` keeps the table's bottom inset at the bar's top edge and the
/// newest message in view as the keyboard moves and the composer grows.
final class ChatViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView()
    private let composerBar = UIView()
    private let composer = GrowingTextView()
    private let sendButton = UIButton(type: .system)
    private var docking: GrowingComposerDocking?
    private var messages = [
        "Hi! Type below: the box grows to five lines, then scrolls with the caret in view."
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")

        // DocC begin: Accessibility
        composer.placeholder = "Message"
        composer.font = .preferredFont(forTextStyle: .body)
        composer.adjustsFontForContentSizeCategory = true
        composer.maximumNumberOfLines = 5
        composer.maximumLength = 1_000
        // DocC end
        composer.trimsWhitespaceOnEndEditing = true
        composer.layer.cornerRadius = 18
        composer.layer.borderWidth = 1
        composer.layer.borderColor = UIColor.separator.cgColor
        composer.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)

        composerBar.backgroundColor = .systemBackground
        for subview in [tableView, composerBar] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [composer, sendButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            composerBar.addSubview(subview)
        }
        let margins = composerBar.layoutMarginsGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            composerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composerBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.topAnchor.constraint(equalTo: margins.topAnchor),
            composer.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            composer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: composer.bottomAnchor),
        ])
        // DocC begin: ChatComposer
        composerBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        tableView.keyboardDismissMode = .interactive
        docking = GrowingComposerDocking(list: tableView, composer: composerBar)
        // DocC end
    }

    // DocC begin: ChatComposer
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        docking?.layoutDidChange()
    }
    // DocC end

    // DocC begin: ChatComposer
    private func send() {
        let message = composer.committedText
        guard !message.isEmpty else { return }
        messages.append(message)
        composer.text = ""
        let last = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [last], with: .automatic)
        tableView.scrollToRow(at: last, at: .bottom, animated: true)
    }
    // DocC end

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
