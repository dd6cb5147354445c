import GrowingText
import UIKit

/// A chat screen: messages above a composer that grows up to five lines and rides on the keyboard.
///
/// The composer is pinned to `keyboardLayoutGuide`, so the keyboard pushes it up; the messages table
/// ends at the composer's top and keeps its newest message in view while the composer grows.
final class ChatViewController: UIViewController, UITableViewDataSource, GrowingTextViewDelegate {
    private let tableView = UITableView()
    private let composer = GrowingTextView()
    private let sendButton = UIButton(type: .system)
    private var messages = [
        "Hi! Type below: the box grows to five lines, then scrolls with the caret in view."
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.keyboardDismissMode = .interactive

        composer.placeholder = "Message"
        composer.font = .preferredFont(forTextStyle: .body)
        composer.adjustsFontForContentSizeCategory = true
        composer.maximumNumberOfLines = 5
        composer.maximumLength = 1_000
        composer.trimsWhitespaceOnEndEditing = true
        composer.layer.cornerRadius = 18
        composer.layer.borderWidth = 1
        composer.layer.borderColor = UIColor.separator.cgColor
        composer.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        composer.growingDelegate = self

        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)

        for subview in [tableView, composer, sendButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor, constant: -8),
            composer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: composer.bottomAnchor),
        ])
    }

    private func send() {
        guard let text = composer.text, !text.isEmpty else { return }
        messages.append(text)
        composer.text = ""
        let last = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [last], with: .automatic)
        tableView.scrollToRow(at: last, at: .bottom, animated: true)
    }

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

    func growingTextView(
        _ growingTextView: GrowingTextView, didChangeHeightFrom height: CGFloat, to newHeight: CGFloat
    ) {
        // The composer animates its own height; keep the newest message in view above it.
        guard !messages.isEmpty else { return }
        tableView.scrollToRow(
            at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
    }
}
