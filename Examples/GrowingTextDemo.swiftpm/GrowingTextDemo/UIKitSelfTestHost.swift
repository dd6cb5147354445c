import GrowingText
import GrowingTextCore
import GrowingTextSelfTest
import UIKit

/// The self-test's host over the real UIKit views: a `GrowingTextView` in the window, or the text
/// view of the first row of a table of `GrowingTextViewCell`s sized by a `GrowingTableCoordinator`,
/// or of the first item of a collection view list of `GrowingTextCollectionViewCell`s sized by a
/// `GrowingCollectionCoordinator`; first responder, with this object as the app's
/// `UITextViewDelegate` unless the scenario has none. The Linux tests run the same scenarios against
/// the stand-ins of UIKit (`StandInSelfTestHost`); a scenario that fails here and passes there names
/// a UIKit behaviour the stand-in models wrong, or code that depends on one.
///
/// The host makes the user's edits the way the keyboard makes them: a key is
/// `replace(_:withText:)` of the selected range (`UITextInput`), a paste one such replacement of the
/// whole text (the real `paste(_:)` reads the pasteboard, which asks the user's permission), a
/// delete `deleteBackward()`, an input method's text `setMarkedText(_:selectedRange:)` and its
/// commit `unmarkText()`. These are calls made in code: no keyboard is involved, so autocorrection,
/// spell checking, smart punctuation and inline predictions, though left on, never act here, and UIKit
/// may or may not report the edits to the delegate as it does a key's (V1). Each `textViewDidChange(_:)`
/// is counted, with the text's length it saw, and counted apart when it comes while the host makes an
/// edit; what a paste brought the delegate is reported as observed, never judged.
///
/// Whether each cell the list's data source configures is in the list already (its superviews
/// reach the table or collection view) is counted and reported as what UIKit was seen to do
/// (`observations`, behaviour L14 in `docs/UIKitBehaviours.md`). When the scenario says the app
/// hands its cells to no coordinator, the growing cells report to the one coordinator of the list
/// they find (made by the first that needs it).
///
/// The list's cells count the calls of their fitting method (`systemLayoutSizeFitting` of the table
/// cell, `preferredLayoutAttributesFitting(_:)` of the collection cell, which report the fitted
/// height to the cell's coordinator): for each key that changes the height of the text view's row,
/// the host notes whether the list fitted the row's cell again in that key's turn (behaviour L13).
///
/// To find which object UIKit files the typing's undo actions under (behaviour I6), the host removes
/// from the view's undo manager the actions targeting the view, then those targeting its text
/// storage, and reports after which one nothing was left to undo, and whether that undo manager is
/// the window's.
///
/// When an edit changed the text and UIKit posted no `textDidChangeNotification` for it, or an API
/// the scenario needs is missing on this OS version, or UIKit did not reuse a cell the scenario
/// scrolled away, the host says so (`platformShortfalls`) and the runner stops the scenario in that
/// phase: the phases before it keep their verdicts, and it is a SKIP only when they all passed.
///
/// The app keeps its rows' texts by row identifier, as a classic data source does: a row the app
/// deletes, moves or inserts keeps its identifier, which the coordinators are told. Every update of
/// the list that starts while the list runs another or its data source configures a cell is
/// counted (behaviour L6): the list views count their own updates, the host its own and its
/// configurations of cells.
///
/// After each step the run loop turns (`RunLoop.main.run(until:)`) until no height animation is
/// running and at least 0.1 s passed, so that what the views deferred to the main queue or to the
/// next layout pass is done, then the views are laid out.
@MainActor
final class UIKitSelfTestHost: NSObject, @preconcurrency SelfTestHost {
    private let container: UIView
    private let overrideContentSizeCategory: (UIContentSizeCategory?) -> Void
    private var textView = GrowingTextView()
    private var tableView: UITableView?
    private var tableCoordinator: GrowingTableCoordinator<Int>?
    private var collectionView: UICollectionView?
    private var collectionCoordinator: GrowingCollectionCoordinator<Int>?
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    /// The app's own view that `textViewDidChange(_:)` lays out, and the constraint it changes.
    private var counterWidth: NSLayoutConstraint?
    /// The width constraint of the text view, or of its list.
    private var widthConstraint: NSLayoutConstraint?
    private var configuration = SelfTest.Configuration()
    /// The app's data: each row's text and identifier, in the list's order (ahead of the list while
    /// the app has not told it of a change yet).
    private var rowTexts: [String] = []
    private var rowIDs: [Int] = []
    private var nextRowID = 0
    /// The row the view shows, or `nil` once the app deleted it or gave it another cell.
    private var viewRowID: Int?
    /// The text the app's last `textViewDidEndEditing(_:)` saw, from any of the scenario's views.
    private var lastEndedEditingText: String?
    /// What the host saw of a first responder whose row the app deleted or reloaded (I2), and of where
    /// Core Animation's commits fall between main-queue blocks (L12).
    private var removalObservation: String?
    private var mainQueueObservation: String?
    /// Commits counted while the app's main-queue blocks run, and the count as each ran.
    private var commits = 0
    private var commitsAtBlocks: [String: Int] = [:]
    private var textDidChangeCalls = 0
    private var callsDuringUserEdits = 0
    private var animatedHeightChanges = 0
    private var reportedChanges = 0
    private var shortfalls: [String] = []
    /// How many characters the text had at each `textViewDidChange(_:)` call, and what the first
    /// paste brought the delegate (V1).
    private var textDidChangeCharacterCounts: [Int] = []
    private var pasteObservation: String?
    /// What UIKit told of the key being typed, in order (`n` the notification, `d` the delegate), and
    /// for how many keys each came first (V3); what the last undo showed (V11, I5).
    private var keyEvents: [Character] = []
    private var keysNotificationFirst = 0
    private var keysDelegateFirst = 0
    private var undoObservations: [String] = []
    private var undoEndPosted = false
    /// How many times the list was resized for the last text size change (L14).
    private var textSizeObservation: String?
    /// Frames Core Animation committed with a new text of the row in the row at its old height.
    private var framesWithTheRowAtItsOldHeight = 0
    /// Whether the app's delegate refuses to let editing end now.
    private var refusesToEndEditing = false
    /// The row's height as last seen between run loop turns, and how many times it changed.
    private var lastRowHeight: Double?
    private var rowHeightChanges = 0
    /// The cells the data source configured for a row other than the first, since a scroll began.
    private var cellsConfiguredForOtherRows: Set<ObjectIdentifier> = []
    /// How many cells the data source configured while they were in the list, and outside it.
    private var cellsConfiguredInList = 0
    private var cellsConfiguredOutsideList = 0
    /// What the host found of the typing's undo actions, and whether they are out of the view's reach.
    private var observedTypingUndoTarget: String?
    private var typingUndosAreOutOfReach = false
    /// How many times the list fitted each cell, how many keys resized the text view's row, and in
    /// how many of those the list fitted the row's cell again.
    private var fittings: [ObjectIdentifier: Int] = [:]
    private var keysResizingRow = 0
    private var keysWithFitting = 0
    /// Scrolling switches, counted by key-value observation, which UIKit sends from its setter on the
    /// main thread but Swift requires to be `Sendable`.
    private let scrollingSwitches = SwitchCounter()
    private var scrollingObservation: NSKeyValueObservation?

    /// Creates the host.
    ///
    /// - Parameters:
    ///   - container: The view the scenarios' views are added to, in a window.
    ///   - overrideContentSizeCategory: Overrides the preferred content size category of the
    ///     container's traits, or removes the override (`nil`).
    init(
        container: UIView, overrideContentSizeCategory: @escaping (UIContentSizeCategory?) -> Void
    ) {
        self.container = container
        self.overrideContentSizeCategory = overrideContentSizeCategory
    }

    // MARK: SelfTestHost

    func start(_ configuration: SelfTest.Configuration) {
        for view in container.subviews {
            view.removeFromSuperview()
        }
        overrideContentSizeCategory(nil)
        self.configuration = configuration
        textDidChangeCalls = 0
        callsDuringUserEdits = 0
        animatedHeightChanges = 0
        reportedChanges = 0
        shortfalls = []
        textDidChangeCharacterCounts = []
        pasteObservation = nil
        refusesToEndEditing = false
        keysNotificationFirst = 0
        keysDelegateFirst = 0
        undoObservations = []
        textSizeObservation = nil
        framesWithTheRowAtItsOldHeight = 0
        lastRowHeight = nil
        rowHeightChanges = 0
        cellsConfiguredInList = 0
        cellsConfiguredOutsideList = 0
        observedTypingUndoTarget = nil
        typingUndosAreOutOfReach = false
        fittings = [:]
        keysResizingRow = 0
        keysWithFitting = 0
        scrollingSwitches.reset()
        tableView = nil
        tableCoordinator = nil
        collectionView = nil
        collectionCoordinator = nil
        dataSource = nil
        counterWidth = nil
        rowTexts = [""] + (1..<configuration.rowCount).map { "Row \($0)" }
        rowIDs = Array(rowTexts.indices)
        nextRowID = rowTexts.count
        viewRowID = 0
        lastEndedEditingText = nil
        removalObservation = nil
        mainQueueObservation = nil
        // Nothing of an earlier scenario's views is left for a shake to undo.
        container.window?.undoManager?.removeAllActions()
        switch configuration.container {
        case .alone: startView()
        case .tableRow: startTable()
        case .collectionItem(let usesSelfSizingInvalidation):
            startCollection(usesSelfSizingInvalidation: usesSelfSizingInvalidation)
        }
        attachToTextView()
        container.layoutIfNeeded()
        setWidth(forCharacters: configuration.charactersPerLine)
        textView.becomeFirstResponder()
        settle()
    }

    func perform(_ step: SelfTest.Step) {
        switch step {
        case .type(let text):
            for character in text {
                keyEvents = []
                key {
                    userEdit("the key \(SelfTest.quoted(String(character)))") {
                        replaceSelection(with: String(character))
                    }
                }
                if configuration.observesEventOrder, keyEvents.contains("n"), keyEvents.contains("d") {
                    if keyEvents.first == "n" { keysNotificationFirst += 1 } else { keysDelegateFirst += 1 }
                }
            }
        case .undo:
            guard let undoManager = textView.undoManager else {
                shortfalls.append("the view has no undo manager")
                return
            }
            let couldUndo = undoManager.canUndo
            undoEndPosted = false
            NotificationCenter.default.addObserver(
                self, selector: #selector(undoDidEnd(_:)), name: .NSUndoManagerDidUndoChange,
                object: undoManager)
            change { undoManager.undo() }
            NotificationCenter.default.removeObserver(
                self, name: .NSUndoManagerDidUndoChange, object: undoManager)
            undoObservations = SelfTest.undoReport(
                postedUndoEnd: couldUndo ? undoEndPosted : nil,
                sharesWindowUndoManager: undoManager === textView.window?.undoManager)
        case .paste(let text):
            let calls = textDidChangeCharacterCounts.count
            userEdit("the paste of \(text.count) characters") { replaceSelection(with: text) }
            if configuration.hasDelegate, pasteObservation == nil {
                pasteObservation = SelfTest.pasteReport(
                    characterCounts: Array(textDidChangeCharacterCounts.dropFirst(calls)))
            }
        case .deleteBackward(let count):
            for _ in 0..<count where !textView.text.isEmpty {
                key { userEdit("the delete key") { textView.deleteBackward() } }
            }
        case .compose(let text):
            userEdit("the marked text \(SelfTest.quoted(text))") {
                textView.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            }
        case .commitComposition(let text):
            userEdit("the committed text \(SelfTest.quoted(text))") {
                textView.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                textView.unmarkText()
            }
        case .setText(let text):
            setViewRowText(text)
            change { textView.text = text }
        case .changeWidth(let characters):
            change { setWidth(forCharacters: characters) }
        case .endEditing:
            change { textView.resignFirstResponder() }
        case .endEditingRefusedByDelegate:
            guard configuration.hasDelegate else {
                shortfalls.append("the scenario's view has no delegate to refuse the end of editing")
                return
            }
            refusesToEndEditing = true
            change { textView.resignFirstResponder() }
            refusesToEndEditing = false
        case .pasteFromPasteboard(let text):
            let before = textView.text
            UIPasteboard.general.string = text
            userEdit("the paste from the pasteboard of \(text.count) characters") { textView.paste(nil) }
            if textView.text == before {
                shortfalls.append("paste(_:) changed nothing (the pasteboard was not read)")
            }
        case .scrollToEnd:
            let inset = textView.adjustedContentInset
            let end = textView.contentSize.height - textView.bounds.height + inset.bottom
            textView.setContentOffset(CGPoint(x: 0, y: max(-inset.top, end)), animated: false)
        case .scrollRowAwayAndBack:
            scrollRowAwayAndBack()
        case .reconfigureRow:
            change { reconfigureRow() }
            attachToTextView()
        case .useLargerText:
            change { overrideContentSizeCategory(.accessibilityExtraLarge) }
        case .useLargerTextFromSettings:
            let resizes = listResizes
            defer {
                if tableView != nil || collectionView != nil {
                    textSizeObservation = SelfTest.textSizeResizes(listResizes - resizes)
                }
            }
            change {
                // What UIKit does when the user changes the text size: the traits change, and the
                // application posts the notification with the new category.
                overrideContentSizeCategory(.accessibilityExtraLarge)
                NotificationCenter.default.post(
                    name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                    userInfo: [
                        UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory
                            .accessibilityExtraLarge
                    ])
            }
        case .popViewThenUndoInWindow:
            popViewThenUndoInWindow()
        case .undoOnABackgroundQueue:
            change {
                DispatchQueue.global(qos: .userInitiated).sync {
                    // Another part of the app: a document's undo manager, used on its own queue.
                    let manager = UndoManager()
                    manager.groupsByEvent = false
                    let target = NSObject()
                    manager.beginUndoGrouping()
                    manager.registerUndo(withTarget: target) { _ in }
                    manager.endUndoGrouping()
                    manager.undo()
                }
            }
        case .setRowTextFromMainQueue(let text):
            setRowTextFromMainQueue(text)
        case .reconfigureRowWithText(let text):
            setViewRowText(text)
            change { reconfigureRow() }
            attachToTextView()
        case .findTypingUndoTarget:
            findTypingUndoTarget()
        case .deleteEditedRow:
            deleteEditedRow()
        case .moveEditedRow(let index):
            moveEditedRow(to: index)
        case .reloadEditedRow(let text):
            reloadEditedRow(withText: text)
        case .insertRowAndReloadData(let text):
            insertRowAndReloadData(withText: text)
        case .beginEditingFirstRow:
            beginEditingFirstRow()
        case .setRowTextWithARowInsertedLater(let text):
            setRowTextWithARowInsertedLater(text)
        case .scrollRowAway:
            scrollRowAway()
        case .undoInWindow:
            guard let undoManager = container.window?.undoManager else {
                shortfalls.append("the window has no undo manager")
                return
            }
            change { if undoManager.canUndo { undoManager.undo() } }
        }
    }

    func read() -> SelfTest.Reading {
        container.layoutIfNeeded()
        let scale = textView.traitCollection.displayScale
        let insets = textView.textContainerInset
        return SelfTest.Reading(
            height: Double(textView.bounds.height), lineHeight: Double(textView.font?.lineHeight ?? 0),
            verticalInsets: Double(insets.top + insets.bottom), pixel: scale > 0 ? Double(1 / scale) : 1,
            isScrollEnabled: textView.isScrollEnabled, isCaretVisible: isCaretVisible, text: textView.text,
            distanceFromTop: Double(textView.contentOffset.y + textView.adjustedContentInset.top),
            rowContentHeight: rowContentHeight, reducesMotion: UIAccessibility.isReduceMotionEnabled,
            textDidChangeCalls: textDidChangeCalls, textDidChangeCallsDuringUserEdits: callsDuringUserEdits,
            scrollingSwitchesOn: scrollingSwitches.count, animatedHeightChanges: animatedHeightChanges,
            placeholdersShowing: placeholdersShowing, platformShortfalls: shortfalls,
            observations: SelfTest.cellsJoiningList(
                inList: cellsConfiguredInList, outside: cellsConfiguredOutsideList)
                + (observedTypingUndoTarget.map { [$0] } ?? [])
                + SelfTest.cellFittings(keysResizingRow: keysResizingRow, fitted: keysWithFitting)
                + (pasteObservation.map { [$0] } ?? [])
                + SelfTest.eventOrder(
                    notificationFirst: keysNotificationFirst, delegateFirst: keysDelegateFirst)
                + undoObservations + (textSizeObservation.map { [$0] } ?? [])
                + (removalObservation.map { [$0] } ?? []) + (mainQueueObservation.map { [$0] } ?? []),
            canUndo: textView.undoManager?.canUndo ?? false,
            typingUndosAreOutOfReach: typingUndosAreOutOfReach,
            textDidChangeCharacterCounts: textDidChangeCharacterCounts, rowHeightChanges: rowHeightChanges,
            isEditing: textView.isFirstResponder,
            framesWithTheRowAtItsOldHeight: framesWithTheRowAtItsOldHeight,
            listUpdatesInsideUpdates: updateNesting?.updatesInsideUpdates ?? 0,
            lastEndedEditingText: lastEndedEditingText)
    }

    // MARK: Setting up

    private func startView() {
        textView = makeView(configuration.origin)
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
        if configuration.changesLayoutOnTextChange {
            // A character counter under the view, which the app resizes on every change.
            let counter = UIView()
            counter.backgroundColor = .secondarySystemFill
            counter.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(counter)
            let counterWidth = counter.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                counter.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
                counter.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
                counter.heightAnchor.constraint(equalToConstant: 4),
                counterWidth,
            ])
            self.counterWidth = counterWidth
        }
    }

    /// A table of the scenario's rows; the scenario's text view is the first row's.
    private func startTable() {
        let table = ResizeCountingTableView(frame: .zero, style: .plain)
        table.separatorStyle = .none  // the separator would take a pixel of the row from the cell
        table.register(FittingCountingTableCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        add(list: table)
        tableView = table
        if configuration.configuresCellsWithCoordinator {
            tableCoordinator = GrowingTableCoordinator(tableView: table, rowIDs: rowIDs)
        }
        container.layoutIfNeeded()
        textView = currentRowTextView() ?? GrowingTextView()
    }

    /// A collection view list of the scenario's rows, with UIKit's self-sizing invalidation on or
    /// off; the scenario's text view is the first item's.
    private func startCollection(usesSelfSizingInvalidation: Bool) {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.showsSeparators = false
        let collection = ResizeCountingCollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        if #available(iOS 16, *) {
            collection.selfSizingInvalidation = usesSelfSizingInvalidation ? .enabled : .disabled
        } else if usesSelfSizingInvalidation {
            shortfalls.append(
                "this iOS has no self-sizing invalidation (UICollectionView.selfSizingInvalidation is iOS 16"
                    + " and later)")
        }
        add(list: collection)
        let coordinator =
            configuration.configuresCellsWithCoordinator
            ? GrowingCollectionCoordinator<Int>(collectionView: collection) : nil
        let registration = UICollectionView.CellRegistration<FittingCountingCollectionCell, Int> {
            [unowned self] cell, _, id in
            updateNesting?.enter()
            defer { updateNesting?.leave() }
            noteWhetherInList(cell)
            cell.wasFitted = { [weak self] cell in self?.fittings[ObjectIdentifier(cell), default: 0] += 1 }
            configure(cell.textView)
            cell.textView.text = rowTexts[rowIDs.firstIndex(of: id) ?? 0]
            collectionCoordinator?.configure(cell, forItem: id)
            noteConfigured(cell, forRow: id)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        collectionView = collection
        collectionCoordinator = coordinator
        self.dataSource = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(rowIDs)
        dataSource.apply(snapshot, animatingDifferences: false)
        coordinator?.setItemIDs(snapshot.itemIdentifiers)
        container.layoutIfNeeded()
        textView = currentRowTextView() ?? GrowingTextView()
    }

    private func add(list: UIScrollView) {
        list.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(list)
        let width = list.widthAnchor.constraint(equalToConstant: 360)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 20),
            list.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
            list.heightAnchor.constraint(equalToConstant: 400),
            width,
        ])
        widthConstraint = width
    }

    /// A view on its own, made as the scenario says: in code, by a storyboard, or copied through an
    /// archive; a new view made in code when the archive does not decode (a shortfall).
    private func makeView(_ origin: SelfTest.ViewOrigin) -> GrowingTextView {
        switch origin {
        case .code:
            let view = GrowingTextView()
            configure(view)
            return view
        case .storyboard:
            // A storyboard holds UIKit's own properties of a text view and the view's custom class.
            let template = UITextView()
            template.font = .preferredFont(forTextStyle: .body)
            template.adjustsFontForContentSizeCategory = true
            guard let view = unarchive(template, as: GrowingTextView.self) else { return GrowingTextView() }
            // The storyboard's inspectable values arrive by key-value coding after init(coder:).
            view.setValue(configuration.minimumNumberOfLines, forKey: "minimumNumberOfLines")
            view.setValue(configuration.maximumNumberOfLines ?? 0, forKey: "maximumNumberOfLines")
            view.setValue(CGFloat(configuration.minimumHeight ?? 0), forKey: "minimumHeight")
            view.setValue(configuration.placeholder, forKey: "placeholder")
            configureBehaviour(view)
            return view
        case .archivedCopy:
            let original = GrowingTextView()
            configure(original)
            guard let view = unarchive(original, as: GrowingTextView.self) else { return GrowingTextView() }
            // The archive keeps UITextView's state, not the growing view's settings.
            configure(view)
            return view
        }
    }

    /// Archives a view with `NSKeyedArchiver` and unarchives it as `type` through its
    /// `init(coder:)`, as a storyboard's views are made; `nil` and a shortfall when it does not decode.
    private func unarchive<View: UIView>(_ view: UIView, as type: View.Type) -> View? {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(view, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let decoded: Any?
        do {
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
            unarchiver.requiresSecureCoding = false
            // A storyboard's custom class: the archived class decodes as the view's.
            unarchiver.setClass(type, forClassName: NSStringFromClass(Swift.type(of: view)))
            decoded = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
            unarchiver.finishDecoding()
        } catch {
            decoded = nil
        }
        guard let decoded = decoded as? View else {
            shortfalls.append("the archived \(Swift.type(of: view)) did not unarchive as \(type)")
            return nil
        }
        return decoded
    }

    private func configure(_ view: GrowingTextView) {
        view.font = .preferredFont(forTextStyle: .body)
        view.adjustsFontForContentSizeCategory = true
        view.minimumNumberOfLines = configuration.minimumNumberOfLines
        view.maximumNumberOfLines = configuration.maximumNumberOfLines ?? 0
        view.minimumHeight = CGFloat(configuration.minimumHeight ?? 0)
        view.placeholder = configuration.placeholder
        configureBehaviour(view)
    }

    /// What an app sets in code whichever way the view was made.
    private func configureBehaviour(_ view: GrowingTextView) {
        view.maximumLength = configuration.maximumLength
        view.trimsWhitespaceOnEndEditing = configuration.trimsWhitespaceOnEndEditing
        view.semanticContentAttribute = configuration.isRightToLeft ? .forceRightToLeft : .unspecified
        view.delegate = configuration.hasDelegate ? self : nil
    }

    /// Counts UIKit's reports of changes and the switches of scrolling of the current text view.
    private func attachToTextView() {
        NotificationCenter.default.removeObserver(
            self, name: UITextView.textDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(textDidChange(_:)), name: UITextView.textDidChangeNotification,
            object: textView)
        scrollingObservation = textView.observe(\.isScrollEnabled, options: [.old, .new]) {
            [scrollingSwitches] _, change in
            if change.oldValue == false, change.newValue == true {
                scrollingSwitches.increment()
            }
        }
    }

    /// Makes the text `characters` "x" wide, plus half an "x", by resizing the text view or its list.
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

    // MARK: Lists

    private var firstRow: IndexPath { IndexPath(row: 0, section: 0) }

    /// How many times the list was resized so far (its `endUpdates()`, `performBatchUpdates`).
    private var listResizes: Int {
        (tableView as? ResizeCountingTableView)?.resizes ?? (collectionView as? ResizeCountingCollectionView)?
            .resizes
            ?? 0
    }

    /// What counts the list's updates started inside another or inside a cell's configuration.
    private var updateNesting: UpdateNesting? {
        (tableView as? ResizeCountingTableView)?.nesting
            ?? (collectionView as? ResizeCountingCollectionView)?
            .nesting
    }

    /// Runs an update of the app's (a delete, move, reload or insert): the list's updates that start
    /// meanwhile are inside it.
    private func appUpdate(_ body: () -> Void) {
        updateNesting?.enter()
        body()
        updateNesting?.leave()
    }

    /// The list's cell at an index path, if it is on screen.
    private func cell(at indexPath: IndexPath) -> UIView? {
        tableView?.cellForRow(at: indexPath) ?? collectionView?.cellForItem(at: indexPath)
    }

    /// The growing text view of a list's cell.
    private func textView(of cell: UIView?) -> GrowingTextView? {
        (cell as? GrowingTextViewCell)?.textView ?? (cell as? GrowingTextCollectionViewCell)?.textView
    }

    /// The cell that shows the first row now, if it is on screen.
    private func currentRowCell() -> UIView? {
        cell(at: firstRow)
    }

    /// The text view of the cell that shows the first row now, if it is on screen.
    private func currentRowTextView() -> GrowingTextView? {
        textView(of: currentRowCell())
    }

    /// The list's cell that holds the view, found up its superviews.
    private var viewCell: UIView? {
        var view = textView.superview
        while let current = view {
            if current is UITableViewCell || current is UICollectionViewCell { return current }
            view = current.superview
        }
        return nil
    }

    /// Where the view's cell is in its list, or `nil` when the cell shows no row of it.
    private var viewIndexPath: IndexPath? {
        if let tableView, let cell = viewCell as? UITableViewCell { return tableView.indexPath(for: cell) }
        if let collectionView, let cell = viewCell as? UICollectionViewCell {
            return collectionView.indexPath(for: cell)
        }
        return nil
    }

    /// The app's text for the view's row becomes `text`.
    private func setViewRowText(_ text: String) {
        if let id = viewRowID, let index = rowIDs.firstIndex(of: id) { rowTexts[index] = text }
    }

    /// Counts whether a cell the data source is configuring is in the list already: its superviews
    /// reach the table or the collection view.
    private func noteWhetherInList(_ cell: UIView) {
        let list: UIView? = tableView ?? collectionView
        if sequence(first: cell, next: \.superview).contains(where: { $0 === list }) {
            cellsConfiguredInList += 1
        } else {
            cellsConfiguredOutsideList += 1
        }
    }

    private func noteConfigured(_ cell: UIView, forRow id: Int) {
        if id != viewRowID {
            cellsConfiguredForOtherRows.insert(ObjectIdentifier(cell))
        }
    }

    /// Scrolls the list to its last row, as a user would: the view follows its cell, which UIKit must
    /// have reused for another row on screen. Reports a shortfall when it did not.
    private func scrollRowAway() {
        let list: UIScrollView? = tableView ?? collectionView
        guard let list, let oldCell = viewCell else {
            shortfalls.append("the view is in no list to scroll")
            return
        }
        cellsConfiguredForOtherRows = []
        let last = IndexPath(row: rowTexts.count - 1, section: 0)
        change {
            tableView?.scrollToRow(at: last, at: .bottom, animated: false)
            collectionView?.scrollToItem(at: last, at: .bottom, animated: false)
            list.layoutIfNeeded()
        }
        guard cellsConfiguredForOtherRows.contains(ObjectIdentifier(oldCell)) else {
            shortfalls.append(
                "UIKit did not reuse the first row's cell for another row while it was off screen")
            return
        }
        guard let indexPath = viewIndexPath else {
            shortfalls.append("the first row's cell, reused, was not on screen at the list's end")
            return
        }
        viewRowID = rowIDs[indexPath.row]
    }

    /// Scrolls the list to its last row and back to the first, as a user would, and takes the text
    /// view of the cell that shows the first row afterwards. Reports a shortfall when the first row
    /// stayed on screen or its cell was not reused for another row meanwhile: then nothing was reused.
    private func scrollRowAwayAndBack() {
        let list: UIScrollView? = tableView ?? collectionView
        guard let list else {
            shortfalls.append("the view is in no list to scroll")
            return
        }
        let oldCell = currentRowCell().map(ObjectIdentifier.init)
        cellsConfiguredForOtherRows = []
        let last = IndexPath(row: rowTexts.count - 1, section: 0)
        change {
            tableView?.scrollToRow(at: last, at: .bottom, animated: false)
            collectionView?.scrollToItem(at: last, at: .bottom, animated: false)
            list.layoutIfNeeded()
        }
        if currentRowTextView() != nil {
            shortfalls.append("the first row stayed on screen when the list scrolled to its end")
        }
        if let oldCell, !cellsConfiguredForOtherRows.contains(oldCell) {
            shortfalls.append(
                "UIKit did not reuse the first row's cell for another row while it was off screen")
        }
        change {
            tableView?.scrollToRow(at: firstRow, at: .top, animated: false)
            collectionView?.scrollToItem(at: firstRow, at: .top, animated: false)
            list.layoutIfNeeded()
        }
        guard let view = currentRowTextView() else {
            shortfalls.append("the first row did not come back on screen")
            return
        }
        textView = view
        viewRowID = rowIDs.first
        attachToTextView()
    }

    /// Has the list configure the view's visible row again: `reconfigureRows(at:)`, or a snapshot's
    /// `reconfigureItems(_:)`.
    private func reconfigureRow() {
        guard let indexPath = viewIndexPath, let id = viewRowID else {
            shortfalls.append("the view is in no list row to reconfigure")
            return
        }
        if let tableView {
            tableView.reconfigureRows(at: [indexPath])
        } else if let dataSource {
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([id])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionCoordinator?.setItemIDs(snapshot.itemIdentifiers)
        }
        if let view = textView(of: cell(at: indexPath)) {
            textView = view
        }
    }

    /// The app deletes the view's row from its data, then tells its coordinator and the list, in the
    /// documented wiring (a table's coordinator first; a diffable snapshot, then the collection
    /// coordinator). Reports whether the view resigned as its cell left the list (I2).
    private func deleteEditedRow() {
        guard let id = viewRowID, let index = rowIDs.firstIndex(of: id), tableView != nil || dataSource != nil
        else {
            shortfalls.append("the view is in no list row to delete")
            return
        }
        let view = textView
        viewRowID = nil
        rowIDs.remove(at: index)
        rowTexts.remove(at: index)
        change {
            if let tableView {
                tableCoordinator?.removeRow(id)
                appUpdate { tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .none) }
            } else if let dataSource {
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([id])
                appUpdate { dataSource.apply(snapshot, animatingDifferences: false) }
                collectionCoordinator?.setItemIDs(snapshot.itemIdentifiers)
            }
        }
        removalObservation = SelfTest.editedRowRemoval(resigned: !view.isFirstResponder, removal: "deleted")
    }

    /// The app moves the view's row to `index` in its data and in the list, and tells its
    /// coordinator.
    private func moveEditedRow(to index: Int) {
        guard let id = viewRowID, let from = rowIDs.firstIndex(of: id), tableView != nil || dataSource != nil
        else {
            shortfalls.append("the view is in no list row to move")
            return
        }
        let to = min(max(0, index), rowIDs.count - 1)
        let text = rowTexts.remove(at: from)
        rowIDs.remove(at: from)
        rowTexts.insert(text, at: to)
        rowIDs.insert(id, at: to)
        change {
            if let tableView {
                appUpdate {
                    tableView.moveRow(
                        at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
                }
                tableCoordinator?.moveRow(id, to: to)
            } else if let dataSource {
                var snapshot = dataSource.snapshot()
                if to == 0 {
                    snapshot.moveItem(id, beforeItem: rowIDs[1])
                } else {
                    snapshot.moveItem(id, afterItem: rowIDs[to - 1])
                }
                appUpdate { dataSource.apply(snapshot, animatingDifferences: false) }
                collectionCoordinator?.moveItem(id, to: to)
            }
        }
    }

    /// The app gives the view's row `text` in its data and reloads it; the view is then the text view
    /// of the row's new cell, as soon as the list has it, so that the row's height is sampled from
    /// then on. Reports whether the old view resigned as its cell left the list (I2).
    private func reloadEditedRow(withText text: String) {
        guard let id = viewRowID, let index = rowIDs.firstIndex(of: id), tableView != nil || dataSource != nil
        else {
            shortfalls.append("the view is in no list row to reload")
            return
        }
        let view = textView
        // The old view no longer shows the row: what it reports is not the row's text.
        viewRowID = nil
        rowTexts[index] = text
        let indexPath = IndexPath(row: index, section: 0)
        func followNewCell() {
            guard viewRowID == nil, let reloaded = textView(of: cell(at: indexPath)), reloaded !== view else {
                return
            }
            textView = reloaded
            viewRowID = id
            attachToTextView()
        }
        change {
            if let tableView {
                appUpdate { tableView.reloadRows(at: [indexPath], with: .none) }
            } else if let dataSource {
                var snapshot = dataSource.snapshot()
                snapshot.reloadItems([id])
                appUpdate { dataSource.apply(snapshot, animatingDifferences: false) }
                collectionCoordinator?.setItemIDs(snapshot.itemIdentifiers)
            }
            followNewCell()
        }
        followNewCell()
        removalObservation = SelfTest.editedRowRemoval(resigned: !view.isFirstResponder, removal: "reloaded")
        if viewRowID == nil {
            shortfalls.append("the reloaded row did not get a new cell")
        }
    }

    /// The app inserts a row with `text` at the top of its data, tells its coordinator the rows and
    /// reloads the table's data rather than inserting the row (L18); the view is then the text view
    /// of the cell that shows its row, as soon as the table has one. Reports whether the text view
    /// being edited resigned as the table reloaded.
    private func insertRowAndReloadData(withText text: String) {
        guard let tableView, let id = viewRowID, rowIDs.contains(id) else {
            shortfalls.append("the view is in no table row")
            return
        }
        let edited = textView
        setViewRowText(edited.text)
        let inserted = nextRowID
        nextRowID += 1
        rowIDs.insert(inserted, at: 0)
        rowTexts.insert(text, at: 0)
        // Until the table shows the row again, no text view reports as the row's.
        viewRowID = nil
        func followRow() {
            guard viewRowID == nil, let index = rowIDs.firstIndex(of: id),
                let shown = textView(of: cell(at: IndexPath(row: index, section: 0)))
            else { return }
            if shown !== textView {
                textView = shown
                attachToTextView()
            }
            viewRowID = id
        }
        change {
            tableCoordinator?.setRowIDs(rowIDs)
            appUpdate { tableView.reloadData() }
            tableView.layoutIfNeeded()
            followRow()
        }
        followRow()
        removalObservation = SelfTest.reloadDataObservation(resigned: !edited.isFirstResponder)
        if viewRowID == nil {
            shortfalls.append("the table showed no cell for the edited row after the reload")
        }
    }

    /// The user taps into the first row's text view, which becomes first responder and the view.
    private func beginEditingFirstRow() {
        guard let view = currentRowTextView() else {
            shortfalls.append("the list's first row is not on screen")
            return
        }
        textView = view
        viewRowID = rowIDs.first
        attachToTextView()
        change { view.becomeFirstResponder() }
    }

    /// In one turn the app sets the row's text, lays the table out (the text view reports its new
    /// height there) and inserts a row at the top of its data, which it tells the table of (and its
    /// coordinator) three turns of the main queue later.
    private func setRowTextWithARowInsertedLater(_ text: String) {
        guard let tableView, viewIndexPath != nil else {
            shortfalls.append("the view is in no table row")
            return
        }
        setViewRowText(text)
        let inserted = nextRowID
        nextRowID += 1
        rowIDs.insert(inserted, at: 0)
        rowTexts.insert("New row", at: 0)
        change {
            textView.text = text
            tableView.layoutIfNeeded()
            onMainQueue(turnsLater: 3) { [weak self] in
                guard let self, let tableView = self.tableView else { return }
                appUpdate { tableView.insertRows(at: [firstRow], with: .none) }
                tableCoordinator?.insertRow(inserted, at: 0)
            }
        }
        if tableView.numberOfRows(inSection: 0) != rowIDs.count {
            shortfalls.append("the app's insertion three turns later did not run")
        }
    }

    /// Runs `block` on the main queue `turns` turns from now, each turn a block that enqueues the
    /// next.
    private func onMainQueue(turnsLater turns: Int, _ block: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { [weak self] in
            if turns > 1 { self?.onMainQueue(turnsLater: turns - 1, block) } else { block() }
        }
    }

    // MARK: Stepping

    /// A key: when it changed the height of the text view's row, notes whether the list fitted the
    /// row's cell again in its turn.
    private func key(_ body: () -> Void) {
        let row = rowContentHeight
        let cell = viewCell.map(ObjectIdentifier.init)
        let fitted = cell.map { fittings[$0, default: 0] } ?? 0
        body()
        guard let row, let now = rowContentHeight, abs(now - row) > 0.5 else { return }
        keysResizingRow += 1
        if let cell, fittings[cell, default: 0] > fitted {
            keysWithFitting += 1
        }
    }

    /// Removes the undo actions targeting the view, then those targeting its text storage, and sees
    /// after which nothing is left to undo: that object is the one UIKit files the typing under, or
    /// neither (UIKit's own objects). Empties the undo history.
    private func findTypingUndoTarget() {
        guard let undoManager = textView.undoManager, undoManager.canUndo else {
            shortfalls.append("UIKit registered no undo action for the typed keys")
            return
        }
        let target: SelfTest.TypingUndoTarget
        undoManager.removeAllActions(withTarget: textView)
        if !undoManager.canUndo {
            target = .view
        } else {
            undoManager.removeAllActions(withTarget: textView.textStorage)
            target = undoManager.canUndo ? .uikitsOwnObjects : .textStorage
        }
        undoManager.removeAllActions()
        let isShared = undoManager === textView.window?.undoManager
        observedTypingUndoTarget = target.observation(sharesWindowUndoManager: isShared)
        typingUndosAreOutOfReach = isShared && target == .uikitsOwnObjects
    }

    /// Replaces the selection with `text`, as the keyboard does for a key.
    private func replaceSelection(with text: String) {
        guard let range = textView.selectedTextRange else {
            shortfalls.append("the view had no selection to type into")
            return
        }
        textView.replace(range, withText: text)
    }

    /// An edit as the user makes it: when it changed the text, UIKit must report it as a change.
    private func userEdit(_ description: String, _ body: () -> Void) {
        let reported = reportedChanges
        let text = textView.text
        let calls = textDidChangeCalls
        change(body)
        callsDuringUserEdits += textDidChangeCalls - calls
        if reportedChanges == reported, textView.text != text {
            shortfalls.append(
                "UIKit did not report \(description) as a change (no textDidChangeNotification)")
        }
    }

    /// Performs a change, then lets the run loop turn until no height animation runs, counting one
    /// animated height change if one ran.
    private func change(_ body: () -> Void) {
        body()
        noteRowHeight()
        var animated = isAnimating
        let start = Date()
        repeat {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            animated = animated || isAnimating
            noteRowHeight()
        } while (isAnimating || Date().timeIntervalSince(start) < 0.1) && Date().timeIntervalSince(start) < 2
        if animated {
            animatedHeightChanges += 1
        }
        container.layoutIfNeeded()
    }

    private func settle() {
        change {}
    }

    /// Removes the view on its own from the window and releases it, as popping its screen does, then
    /// undoes with the window's undo manager; a new view takes its place. Reports whose undo manager
    /// the view had and whether the window's could undo (I5).
    private func popViewThenUndoInWindow() {
        guard configuration.container == .alone, let window = container.window else {
            shortfalls.append("the view is not on its own in a window")
            return
        }
        let sharedWindowUndoManager = textView.undoManager === window.undoManager
        change {
            textView.resignFirstResponder()
            textView.removeFromSuperview()
            NotificationCenter.default.removeObserver(
                self, name: UITextView.textDidChangeNotification, object: nil)
            scrollingObservation = nil
            // The host held the only reference: the view is released here.
            textView = GrowingTextView()
        }
        let couldUndo = window.undoManager?.canUndo ?? false
        change { window.undoManager?.undo() }
        undoObservations = [
            "I5: the popped view's undo manager was \(sharedWindowUndoManager ? "its window's" : "its own");"
                + " the window's could \(couldUndo ? "" : "not ")undo after it was popped"
        ]
        startView()
        attachToTextView()
        container.layoutIfNeeded()
        setWidth(forCharacters: configuration.charactersPerLine)
        textView.becomeFirstResponder()
        settle()
    }

    /// Sets the row's text in code from a block on the main queue, as data arriving from the network
    /// would, and counts the frames Core Animation commits that show the new text while the row is
    /// still at the height it had before. A second block enqueued after it, and a third that the
    /// first enqueues, show where the commits fall between main-queue blocks (L12).
    private func setRowTextFromMainQueue(_ text: String) {
        guard let rowBefore = rowContentHeight else {
            shortfalls.append("the view is in no list row on screen")
            return
        }
        setViewRowText(text)
        let view = textView
        commits = 0
        commitsAtBlocks = [:]
        let observer = CommitObserver { [weak self] in
            guard let self else { return }
            commits += 1
            guard view.text == text, let row = rowContentHeight else { return }
            if abs(row - rowBefore) < 0.5 { framesWithTheRowAtItsOldHeight += 1 }
        }
        DispatchQueue.main.async { [weak self] in
            view.text = text
            self?.noteCommits(atBlock: "first")
            DispatchQueue.main.async { [weak self] in self?.noteCommits(atBlock: "own") }
        }
        DispatchQueue.main.async { [weak self] in self?.noteCommits(atBlock: "second") }
        change {}
        observer.invalidate()
        if let first = commitsAtBlocks["first"], let second = commitsAtBlocks["second"],
            let own = commitsAtBlocks["own"]
        {
            mainQueueObservation = SelfTest.mainQueueCommits(
                betweenBlocksEnqueuedTogether: second - first, beforeABlocksOwnBlock: own - first)
        }
    }

    /// Notes how many commits came before one of the app's main-queue blocks ran.
    private func noteCommits(atBlock block: String) {
        commitsAtBlocks[block] = commits
    }

    /// Notes the row's height between run loop turns (the table's row rectangle, the collection
    /// cell's frame), counting a change of more than half a point.
    private func noteRowHeight() {
        guard let height = rowContentHeight else { return }
        if let lastRowHeight, abs(height - lastRowHeight) > 0.5 { rowHeightChanges += 1 }
        lastRowHeight = height
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

    /// The labels with text that show in the text view: its placeholder, and any other an
    /// initializer left behind.
    private var placeholdersShowing: Int {
        textView.subviews.filter { view in
            guard let label = view as? UILabel, !label.isHidden, label.alpha > 0.01 else { return false }
            return (label.attributedText?.length ?? 0) > 0
        }.count
    }

    @objc private func undoDidEnd(_ notification: Notification) {
        undoEndPosted = true
    }

    @objc private func textDidChange(_ notification: Notification) {
        reportedChanges += 1
        keyEvents.append("n")
    }

    /// The height of the row the view's cell shows, less the cell's vertical margins.
    private var rowContentHeight: Double? {
        guard let indexPath = viewIndexPath else { return nil }
        if let tableView, let cell = tableView.cellForRow(at: indexPath) {
            let margins = cell.contentView.layoutMargins
            return Double(tableView.rectForRow(at: indexPath).height - margins.top - margins.bottom)
        }
        if let collectionView, let cell = collectionView.cellForItem(at: indexPath) {
            let margins = cell.contentView.layoutMargins
            return Double(cell.frame.height - margins.top - margins.bottom)
        }
        return nil
    }
}

extension UIKitSelfTestHost: UITextViewDelegate {
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        !refusesToEndEditing
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        lastEndedEditingText = textView.text
    }

    func textViewDidChange(_ textView: UITextView) {
        guard textView === self.textView else { return }
        textDidChangeCalls += 1
        keyEvents.append("d")
        textDidChangeCharacterCounts.append(textView.text.count)
        if configuration.resetsTextOnTextChange {
            // An app that styles what the user typed: the same string, set again in code.
            textView.attributedText = NSAttributedString(
                string: textView.text, attributes: textView.typingAttributes)
        }
        setViewRowText(textView.text)
        if let counterWidth {
            // The app's own layout, applied at once inside the callback.
            counterWidth.constant = 10 + CGFloat(textView.text.count % 20) * 4
            container.layoutIfNeeded()
        }
    }
}

extension UIKitSelfTestHost: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowTexts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        updateNesting?.enter()
        defer { updateNesting?.leave() }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard let cell = cell as? GrowingTextViewCell, indexPath.row < rowIDs.count else { return cell }
        noteWhetherInList(cell)
        (cell as? FittingCountingTableCell)?.wasFitted = { [weak self] cell in
            self?.fittings[ObjectIdentifier(cell), default: 0] += 1
        }
        configure(cell.textView)
        cell.textView.text = rowTexts[indexPath.row]
        tableCoordinator?.configure(cell, forRow: rowIDs[indexPath.row])
        noteConfigured(cell, forRow: rowIDs[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard indexPath.row < rowIDs.count else { return 44 }
        return tableCoordinator?.estimatedHeight(forRow: rowIDs[indexPath.row]) ?? 44
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        guard indexPath.row < rowIDs.count else { return }
        tableCoordinator?.rowWillDisplay(cell, forRow: rowIDs[indexPath.row])
    }
}

/// A count that key-value observation's `Sendable` handler can increment: UIKit calls the handler
/// on the main thread, from the setter, so the lock is never contended; it only makes the type
/// honestly `Sendable`.
final class SwitchCounter: @unchecked Sendable {
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

/// A growing table cell that says each time the table fits it, to count the fittings (L13).
private final class FittingCountingTableCell: GrowingTextViewCell {
    var wasFitted: ((UIView) -> Void)?

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        wasFitted?(self)
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

/// A growing collection cell that says each time the layout fits it, to count the fittings (L13).
private final class FittingCountingCollectionCell: GrowingTextCollectionViewCell {
    var wasFitted: ((UIView) -> Void)?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        wasFitted?(self)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Counts the updates of a list that start while it runs another update (the app's, or one of its
/// own) or while its data source configures a cell (L6): the list reports its own updates, the app
/// its updates and configurations.
@MainActor
final class UpdateNesting {
    private var depth = 0
    /// How many updates started inside another or inside a cell's configuration.
    private(set) var updatesInsideUpdates = 0

    /// The app begins an update of the list or the configuration of a cell.
    func enter() { depth += 1 }

    /// The app's update or configuration is over.
    func leave() { depth = max(0, depth - 1) }

    /// The list begins an update, counted when it starts inside another.
    func updateWillBegin() {
        if depth > 0 { updatesInsideUpdates += 1 }
        depth += 1
    }

    /// The list's update is over.
    func updateDidEnd() { leave() }
}

/// A table that counts its resizes (`endUpdates()`), to see how many coordinators heard a text size
/// change (L14), and the resizes that start inside another update (L6).
private final class ResizeCountingTableView: UITableView {
    private(set) var resizes = 0
    let nesting = UpdateNesting()

    override func beginUpdates() {
        nesting.updateWillBegin()
        super.beginUpdates()
    }

    override func endUpdates() {
        resizes += 1
        super.endUpdates()
        nesting.updateDidEnd()
    }
}

/// A collection view that counts its resizes (`performBatchUpdates(_:completion:)`), to see how many
/// coordinators heard a text size change (L14), and the empty batch updates (the coordinators'
/// resizes) that start inside another update (L6).
private final class ResizeCountingCollectionView: UICollectionView {
    private(set) var resizes = 0
    let nesting = UpdateNesting()

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        resizes += 1
        // A diffable data source may run its own updates through this method, with a block.
        if updates == nil { nesting.updateWillBegin() } else { nesting.enter() }
        super.performBatchUpdates(updates, completion: completion)
        nesting.updateDidEnd()
    }
}
