import GrowingText
import UIKit

/// A notes form: a table of growing cells, sized by a `GrowingTableCoordinator`, kept clear of the
/// keyboard by a `KeyboardInsetAdjuster`.
///
/// One mechanism moves the table for the keyboard: the adjuster. The screen is a plain
/// `UIViewController` holding the table, not a `UITableViewController`, whose own keyboard handling
/// would inset and scroll the same table a second time, the two fighting over the insets and the
/// offset.
final class NotesViewController: UIViewController {
    private struct Note: Identifiable {
        let id = UUID()
        var text: String
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var notes: [Note] = (1...40).map {
        Note(text: "Note \($0)" + String(repeating: "\nmore", count: $0 % 4))
    }
    // DocC begin: TableViews
    private lazy var coordinator = GrowingTableCoordinator<UUID>(
        tableView: tableView, rowIDs: notes.map(\.id))
    private lazy var keyboardAdjuster = KeyboardInsetAdjuster(scrollView: tableView)
    // DocC end

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // DocC begin: TableViews
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(GrowingTextViewCell.self, forCellReuseIdentifier: "note")
        tableView.keyboardDismissMode = .interactive
        // DocC end
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
        navigationItem.leftBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAdjuster.start()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAdjuster.stop()
    }

    // DocC begin: TableViews
    private func addNote() {
        let note = Note(text: "")
        notes.insert(note, at: 0)
        coordinator.insertRow(note.id, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    // DocC end
}

extension NotesViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    // DocC begin: TableViews
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        guard let cell = cell as? GrowingTextViewCell else { return cell }
        let note = notes[indexPath.row]
        cell.textView.font = .preferredFont(forTextStyle: .body)
        cell.textView.adjustsFontForContentSizeCategory = true
        cell.textView.placeholder = "Write a note"
        cell.textView.text = note.text
        cell.textView.delegate = self
        coordinator.configure(cell, forRow: note.id)
        return cell
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        coordinator.estimatedHeight(forRow: notes[indexPath.row].id)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        coordinator.rowWillDisplay(cell, forRow: notes[indexPath.row].id)
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        coordinator.removeRow(notes.remove(at: indexPath.row).id)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let note = notes.remove(at: source.row)
        notes.insert(note, at: destination.row)
        coordinator.moveRow(note.id, to: destination.row)
    }
    // DocC end
}

extension NotesViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        let point = textView.convert(CGPoint.zero, to: tableView)
        guard let indexPath = tableView.indexPathForRow(at: point) else { return }
        notes[indexPath.row].text = textView.text
    }
}
