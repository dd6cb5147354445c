import GrowingText
import UIKit

/// The notes in a collection view: a list layout, a diffable data source keyed by note identifier,
/// and `GrowingTextCollectionViewCell`s sized by a `GrowingCollectionCoordinator`.
final class NotesListViewController: UIViewController {
    private let store = NoteStore()
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, UUID>!
    private var coordinator: GrowingCollectionCoordinator<UUID>!
    private lazy var keyboardAdjuster = KeyboardInsetAdjuster(scrollView: collectionView)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        // DocC begin: CollectionViews
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.keyboardDismissMode = .interactive
        view.addSubview(collectionView)

        let coordinator = GrowingCollectionCoordinator<UUID>(collectionView: collectionView)
        let registration = UICollectionView.CellRegistration<GrowingTextCollectionViewCell, UUID> {
            [weak self] cell, _, id in
            cell.textView.font = .preferredFont(forTextStyle: .body)
            cell.textView.adjustsFontForContentSizeCategory = true
            cell.textView.placeholder = "Write a note"
            cell.textView.text = self?.store.text(of: id)
            cell.textView.delegate = self
            coordinator.configure(cell, forItem: id)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems(store.ids)
        dataSource.apply(snapshot, animatingDifferences: false)
        coordinator.setItemIDs(snapshot.itemIdentifiers)
        // DocC end
        self.coordinator = coordinator
        // A scroll view without a window gets no inset, so the adjuster can run while the tab is hidden.
        keyboardAdjuster.start()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
    }

    private func addNote() {
        var snapshot = dataSource.snapshot()
        let id = store.add()
        if let first = snapshot.itemIdentifiers.first {
            snapshot.insertItems([id], beforeItem: first)
        } else {
            snapshot.appendItems([id])
        }
        dataSource.apply(snapshot)
        coordinator.setItemIDs(snapshot.itemIdentifiers)
    }
}

extension NotesListViewController: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        let point = textView.convert(CGPoint.zero, to: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: point),
            let id = dataSource.itemIdentifier(for: indexPath)
        else { return }
        store.setText(textView.text, of: id)
    }
}

/// The notes' texts by identifier, shared by the cells' handlers.
@MainActor
final class NoteStore {
    private(set) var ids: [UUID]
    private var texts: [UUID: String]

    init() {
        let notes = (1...40).map { (UUID(), "Note \($0)" + String(repeating: "\nmore", count: $0 % 4)) }
        ids = notes.map(\.0)
        texts = Dictionary(uniqueKeysWithValues: notes)
    }

    func text(of id: UUID) -> String { texts[id] ?? "" }

    func setText(_ text: String, of id: UUID) { texts[id] = text }

    func add() -> UUID {
        let id = UUID()
        ids.insert(id, at: 0)
        texts[id] = ""
        return id
    }
}
