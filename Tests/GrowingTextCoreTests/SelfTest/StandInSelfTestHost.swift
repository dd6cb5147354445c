import GrowingTextCore
import GrowingTextSelfTest

@testable import UIKitStandIns

/// The self-test's host over the stand-ins of UIKit: a ``TextViewStandIn`` on its own, or the text
/// view of the first row of a ``ListStandIn`` (a table, or a collection view on either resizing
/// path), each running the production adapters, in one variant of UIKit's uncertain behaviours. The
/// demo app's host is the same over the real UIKit views; a scenario that passes here and fails there
/// names a behaviour modelled wrong here, or code that depends on one.
///
/// The stand-in has one initializer: a view made by a storyboard or copied through an archive
/// (``SelfTest/ViewOrigin``) is made here as one made in code, since `GrowingTextView`'s
/// `init(coder:)` and `init(frame:)` run the same set-up (`commonInit()`, the adapter's
/// `viewDidInitialize()`); what the coder itself brings (UIKit's archived state, the order the
/// storyboard's values arrive in) only a device can judge.
final class StandInSelfTestHost: SelfTestHost {
    let variant: UIKitVariant
    let listVariant: ListVariant
    /// The object UIKit registers the typing's undo actions with (I6), and whether the view's undo
    /// manager is its window's (I5): test arguments, as in `UndoHistoryScenarioTests`.
    let typingUndoTarget: TextViewStandIn.UndoStep.Target
    let sharesUndoManagerWithWindow: Bool
    private var view = TextViewStandIn()
    private var list: ListStandIn?
    private var configuration = SelfTest.Configuration()
    /// The text of each row, by its identifier, as the app's data source keeps it.
    private var rowTexts: [String] = []
    /// The row the view shows, or `nil` once the app deleted it or gave it another cell.
    private var viewRowID: Int? = 0
    /// The text views the scenario followed, which may end editing, and those being edited as the
    /// last step ended; the text the last one to end editing ended with (as the app's
    /// `textViewDidEndEditing(_:)` sees it).
    private var followedViews: [TextViewStandIn] = []
    private var editingViews: Set<ObjectIdentifier> = []
    private var lastEndedEditingText: String?
    /// What the host observed of a first responder whose row the app deleted or reloaded (I2), and of
    /// where the commits fall between main-queue blocks (L12).
    private var removalObservation: String?
    private var mainQueueObservation: String?
    private var callsDuringUserEdits = 0
    /// How many cells the data source configured while they were in the list, and outside it (L14).
    private var cellsConfiguredInList = 0
    private var cellsConfiguredOutsideList = 0

    /// The line height of the larger text size (``SelfTest/Step/useLargerText``).
    static let largerLineHeight = 34.0

    /// What the host observed of the platform (L14, I6), and what it could not do.
    private var observedTypingUndoTarget: String?
    private var typingUndosAreOutOfReach = false
    private var shortfalls: [String] = []
    /// What the app's delegate heard of the first paste (V1), as the demo's host reports it.
    private var pasteObservation: String?
    /// How many times the list fitted the text view's cell (L13), how many keys resized its row, and
    /// in how many of those the list fitted the cell again.
    private var textCellFittings = 0
    private var keysResizingRow = 0
    private var keysWithFitting = 0
    /// The row's height as last seen between turns, and how many times it changed.
    private var lastRowHeight: Double?
    private var rowHeightChanges = 0
    /// Keys whose report came notification first or delegate first (V3), and what the last undo
    /// showed (V11, I5).
    private var keysNotificationFirst = 0
    private var keysDelegateFirst = 0
    private var undoObservations: [String] = []
    /// How many times the list was resized for the last text size change (L14).
    private var textSizeObservation: String?
    /// Frames that showed a new text in the row at its old height.
    private var framesWithTheRowAtItsOldHeight = 0

    init(
        variant: UIKitVariant, listVariant: ListVariant = .common,
        typingUndoTarget: TextViewStandIn.UndoStep.Target = .textSystem,
        sharesUndoManagerWithWindow: Bool = false
    ) {
        self.variant = variant
        self.listVariant = listVariant
        self.typingUndoTarget = typingUndoTarget
        self.sharesUndoManagerWithWindow = sharesUndoManagerWithWindow
    }

    func start(_ configuration: SelfTest.Configuration) {
        self.configuration = configuration
        callsDuringUserEdits = 0
        cellsConfiguredInList = 0
        cellsConfiguredOutsideList = 0
        observedTypingUndoTarget = nil
        typingUndosAreOutOfReach = false
        shortfalls = []
        pasteObservation = nil
        textCellFittings = 0
        keysResizingRow = 0
        keysWithFitting = 0
        lastRowHeight = nil
        rowHeightChanges = 0
        keysNotificationFirst = 0
        keysDelegateFirst = 0
        undoObservations = []
        textSizeObservation = nil
        framesWithTheRowAtItsOldHeight = 0
        viewRowID = 0
        lastEndedEditingText = nil
        removalObservation = nil
        mainQueueObservation = nil
        rowTexts = [""] + (1..<configuration.rowCount).map { "Row \($0)" }
        var viewConfiguration = TextViewStandIn.configuration(
            minimumLines: configuration.minimumNumberOfLines,
            maximumLines: configuration.maximumNumberOfLines,
            maximumLength: configuration.maximumLength, trims: configuration.trimsWhitespaceOnEndEditing)
        viewConfiguration.growth.minimumHeight = configuration.minimumHeight ?? 0
        if configuration.container.isInList {
            // The coordinator's list: the text view's row, then rows of one line below it.
            let list = ListStandIn(
                table: TableStandIn(
                    width: 320, boundsHeight: 400, insets: Insets(), rowIDs: Array(rowTexts.indices),
                    realHeights: Dictionary(
                        uniqueKeysWithValues: rowTexts.indices.dropFirst().map { ($0, 36) })),
                kind: listKind(configuration.container), variant: variant, listVariant: listVariant)
            // What the demo's host sees in the data source (L14).
            list.cellIsConfigured = { [unowned self] cell in
                if cell.isInList { cellsConfiguredInList += 1 } else { cellsConfiguredOutsideList += 1 }
            }
            list.cellIsFitted = { [unowned self] cell in
                if cell.textView === view { textCellFittings += 1 }
            }
            view = list.attachTextView(
                row: 0, lines: 1, maximumLines: configuration.maximumNumberOfLines ?? 0,
                configuredByApp: configuration.configuresCellsWithCoordinator)
            viewConfiguration.animatesHeightChange = false  // as the growing cells set it
            self.list = list
        } else {
            view = TextViewStandIn(configuration: viewConfiguration, variant: variant)
            list = nil
        }
        view.appChangesLayoutOnTextChange = configuration.changesLayoutOnTextChange
        // The demo's app lays its counter out at once in textViewDidChange (layoutIfNeeded()), and
        // may re-set its text there (attributedText with the same string: text set in code, B17).
        let laysOutAtOnce = configuration.changesLayoutOnTextChange
        let resetsText = configuration.resetsTextOnTextChange
        view.appReactsToTextChange =
            laysOutAtOnce || resetsText
            ? { view in
                if resetsText { view.setText(view.text, layout: false) }
                if laysOutAtOnce { view.runLayoutPasses() }
            } : nil
        view.typingUndoTarget = typingUndoTarget
        view.usesWindowsUndoManager = sharesUndoManagerWithWindow
        view.configure { $0 = viewConfiguration }
        view.width = width(forCharacters: configuration.charactersPerLine)
        if let placeholder = configuration.placeholder {
            view.setPlaceholder(placeholder)
        }
        view.setText("")
        list?.layOut()  // the list displays the row
        list?.runDeferredWork()
        followedViews = [view]
        editingViews = view.isEditing ? [ObjectIdentifier(view)] : []
        noteRowHeight()
    }

    func perform(_ step: SelfTest.Step) {
        switch step {
        case .type(let text):
            for character in text {
                let calls = view.appTextDidChange.count
                key {
                    userEdit { view.type(String(character)) }
                    list?.runDeferredWork()
                }
                // What the stand-in followed of V3, as the demo's host sees UIKit's order.
                if configuration.observesEventOrder, configuration.hasDelegate,
                    view.appTextDidChange.count > calls
                {
                    if variant.notificationBeforeDelegate {
                        keysNotificationFirst += 1
                    } else {
                        keysDelegateFirst += 1
                    }
                }
            }
        case .undo:
            let couldUndo = view.canUndo
            view.undo()
            undoObservations = SelfTest.undoReport(
                postedUndoEnd: couldUndo ? view.postsUndoGroupEnd : nil,
                sharesWindowUndoManager: view.sharesUndoManagerWithWindow)
        case .pasteFromPasteboard(let text):
            // The edit menu's Paste: UIKit reports it like a typed key (B6).
            userEdit { view.paste(text) }
        case .paste(let text):
            let calls = view.appTextDidChange.count
            userEdit { view.paste(text) }
            if configuration.hasDelegate, pasteObservation == nil {
                pasteObservation = SelfTest.pasteReport(
                    characterCounts: view.appTextDidChange.dropFirst(calls).map(\.count))
            }
        case .deleteBackward(let count):
            for _ in 0..<count {
                key {
                    userEdit { view.deleteBackward() }
                    list?.runDeferredWork()
                }
            }
        case .compose(let text):
            userEdit { view.compose(text) }
        case .commitComposition(let text):
            userEdit { view.commit(text) }
        case .setText(let text):
            view.setText(text)
        case .changeWidth(let characters):
            if let list {
                list.changeWidth(to: width(forCharacters: characters))
            } else {
                view.rotate(toWidth: width(forCharacters: characters))
            }
        case .endEditing:
            view.endEditing()
        case .endEditingRefusedByDelegate:
            view.endEditingRefusedByDelegate()
        case .scrollToEnd:
            view.contentOffsetY = view.maximumContentOffsetY
        case .scrollRowAwayAndBack:
            scrollRowAwayAndBack()
        case .reconfigureRow:
            // The app reconfigures the visible row: its cell is configured again, inside UIKit's
            // update, with the row's text (L9).
            if let id = viewRowID { list?.reconfigureRows([id: rowTexts[id]]) }
        case .useLargerText:
            view.changeContentSizeCategory(lineHeight: Self.largerLineHeight)
        case .useLargerTextFromSettings:
            if let list {
                // The other rows' one line at the larger size, in the turn of the notification (L10).
                let resizes = list.resizes.count
                list.changeContentSizeCategory(rowHeight: 54, lineHeight: Self.largerLineHeight)
                textSizeObservation = SelfTest.textSizeResizes(list.resizes.count - resizes)
            } else {
                view.changeContentSizeCategory(lineHeight: Self.largerLineHeight)
            }
        case .popViewThenUndoInWindow:
            // A released view cannot be modelled here: the stand-in's undo actions hold their view.
            // The view is replaced by a new one made in code, as the demo's host replaces it.
            if list == nil {
                let replaced = view
                view = TextViewStandIn(configuration: replaced.configuration, variant: variant)
                view.typingUndoTarget = typingUndoTarget
                view.usesWindowsUndoManager = sharesUndoManagerWithWindow
                view.width = width(forCharacters: configuration.charactersPerLine)
                view.setText("")
            }
        case .undoOnABackgroundQueue:
            // Another undo manager's undo, on another thread: nothing the stand-in's view hears (its
            // undo group ends come from its own undo manager, B26); threads are not modelled.
            break
        case .setRowTextFromMainQueue(let text):
            // The app's block is one main-queue turn: the text set in code and the layout pass it
            // brings; the frame is committed at the end of that turn (a commit is not modelled
            // otherwise), then the main queue runs what the turn deferred (L12).
            let rowBefore = rowHeight
            view.setText(text)
            if let rowBefore, let row = rowHeight, abs(row - rowBefore) < 0.5 {
                framesWithTheRowAtItsOldHeight += 1
            }
            observeMainQueueCommits()
        case .reconfigureRowWithText(let text):
            // The app's data changes first, then the visible row is configured again with it (L9).
            if let id = viewRowID {
                rowTexts[id] = text
                list?.reconfigureRows([id: text])
            }
        case .findTypingUndoTarget:
            findTypingUndoTarget()
        case .deleteEditedRow:
            // The app tells its coordinator, then the list; the cell leaves it inside the update (I2).
            guard let list, let id = viewRowID else { break }
            viewRowID = nil
            list.appDeletesRow(id)
            removalObservation = SelfTest.editedRowRemoval(resigned: !view.isEditing, removal: "deleted")
        case .moveEditedRow(let index):
            // The list's side of a move is the same whoever moves the row (L15); the app then moves
            // its data and tells its coordinator.
            guard let list, let id = viewRowID else { break }
            list.userMovesRow(id, to: index)
        case .reloadEditedRow(let text):
            guard let list, let id = viewRowID else { break }
            rowTexts[id] = text
            list.textMaximumLines = configuration.maximumNumberOfLines ?? 0
            list.appReloadsRow(id, text: text)
            removalObservation = SelfTest.editedRowRemoval(resigned: !view.isEditing, removal: "reloaded")
            if let reloaded = list.textViews[id] { follow(reloaded, row: id) }
        case .insertRowAndReloadData(let text):
            insertRowAndReloadData(withText: text)
        case .beginEditingFirstRow:
            beginEditingFirstRow()
        case .setRowTextWithARowInsertedLater(let text):
            setRowTextWithARowInsertedLater(text)
        case .scrollRowAway:
            scrollRowAway()
        case .undoInWindow:
            // The window's undo manager holds the view's actions only when it is the view's (I5).
            if view.sharesUndoManagerWithWindow { view.undo() }
        }
        if let id = viewRowID { rowTexts[id] = view.text }
        list?.runDeferredWork()
        noteEndsOfEditing()
        noteRowHeight()
    }

    func read() -> SelfTest.Reading {
        SelfTest.Reading(
            height: view.boundsHeight, lineHeight: view.fontLineHeight, verticalInsets: view.insets.vertical,
            pixel: 1 / view.configuration.growth.displayScale, isScrollEnabled: view.isScrollEnabled,
            isCaretVisible: view.caretIsVisible, text: view.text,
            distanceFromTop: view.contentOffsetY + view.contentInsetTop,
            rowContentHeight: rowHeight,
            reducesMotion: view.configuration.reducesMotion, textDidChangeCalls: textDidChangeCalls,
            textDidChangeCallsDuringUserEdits: callsDuringUserEdits,
            scrollingSwitchesOn: view.scrollEnabledChanges.filter { $0 }.count,
            animatedHeightChanges: view.animations.count,
            placeholdersShowing: view.placeholderText != nil && !view.isPlaceholderHidden ? 1 : 0,
            platformShortfalls: shortfalls,
            observations: SelfTest.cellsJoiningList(
                inList: cellsConfiguredInList, outside: cellsConfiguredOutsideList)
                + (observedTypingUndoTarget.map { [$0] } ?? [])
                + SelfTest.cellFittings(keysResizingRow: keysResizingRow, fitted: keysWithFitting)
                + (pasteObservation.map { [$0] } ?? [])
                + SelfTest.eventOrder(
                    notificationFirst: keysNotificationFirst, delegateFirst: keysDelegateFirst)
                + undoObservations + (textSizeObservation.map { [$0] } ?? [])
                + (removalObservation.map { [$0] } ?? []) + (mainQueueObservation.map { [$0] } ?? []),
            canUndo: view.canUndo, typingUndosAreOutOfReach: typingUndosAreOutOfReach,
            textDidChangeCharacterCounts: configuration.hasDelegate ? view.appTextDidChange.map(\.count) : [],
            rowHeightChanges: rowHeightChanges, isEditing: view.isEditing,
            framesWithTheRowAtItsOldHeight: framesWithTheRowAtItsOldHeight,
            listUpdatesInsideUpdates: list?.updatesInsideUpdates ?? 0,
            lastEndedEditingText: lastEndedEditingText)
    }

    /// The laid-out height of the view's row, if it has one.
    private var rowHeight: Double? {
        viewRowID.flatMap { list?.table.laidOut[$0] }
    }

    /// Notes the row's height between two turns, counting a change.
    private func noteRowHeight() {
        guard let height = rowHeight else { return }
        if let lastRowHeight, abs(height - lastRowHeight) > 0.5 { rowHeightChanges += 1 }
        lastRowHeight = height
    }

    /// A key, and its turn: when it changed the height of the text view's row, whether the list
    /// fitted the row's cell again meanwhile (L13).
    private func key(_ body: () -> Void) {
        let row = rowHeight
        let fittings = textCellFittings
        body()
        defer { noteRowHeight() }
        guard list != nil, rowHeight != row else { return }
        keysResizingRow += 1
        if textCellFittings > fittings { keysWithFitting += 1 }
    }

    /// What the demo's host does on UIKit's undo manager: remove the actions targeting the view, then
    /// those targeting its text storage, and see after which nothing is left to undo (I6).
    private func findTypingUndoTarget() {
        guard view.canUndo else {
            shortfalls.append("UIKit registered no undo action for the typed keys")
            return
        }
        let target: SelfTest.TypingUndoTarget
        view.removeUndoActions(targeting: .view)
        if !view.canUndo {
            target = .view
        } else {
            view.removeUndoActions(targeting: .textStorage)
            target = view.canUndo ? .uikitsOwnObjects : .textStorage
        }
        view.removeAllUndoActions()
        observedTypingUndoTarget = target.observation(
            sharesWindowUndoManager: view.sharesUndoManagerWithWindow)
        typingUndosAreOutOfReach = view.sharesUndoManagerWithWindow && target == .uikitsOwnObjects
    }

    /// The app's `textViewDidChange(_:)` calls; none where the app set no delegate.
    private var textDidChangeCalls: Int {
        configuration.hasDelegate ? view.appTextDidChange.count : 0
    }

    /// An edit as the user makes it, counting the delegate calls it brings.
    private func userEdit(_ edit: () -> Void) {
        let calls = textDidChangeCalls
        edit()
        callsDuringUserEdits += textDidChangeCalls - calls
    }

    private func listKind(_ container: SelfTest.Container) -> ListStandIn.Kind {
        switch container {
        case .alone, .tableRow: .table
        case .collectionItem(let usesSelfSizingInvalidation):
            // A list layout's one estimate (L2); iOS 16's self-sizing invalidation, on or off (L5).
            .collection(
                estimate: 44, osMajorVersion: 16,
                invalidation: usesSelfSizingInvalidation ? .enabled : .disabled)
        }
    }

    /// The list scrolls to its end, then back to the top: a cell is dequeued for the row again and
    /// configured with its text. The stand-in's list keeps one text view per cell, so the row's text
    /// view is the one that came back.
    private func scrollRowAwayAndBack() {
        guard let list, let first = list.table.rowIDs.first else { return }
        scrollRowAway()
        guard let away = viewRowID else { return }
        list.table.contentOffsetY = 0
        list.reuseCell(of: away, forRow: first, text: rowTexts[first])
        list.layOut()
        viewRowID = first
    }

    /// The list scrolls to its end: the row's cell is reused for the last row (prepared for reuse,
    /// then configured with that row's text, L4 and L8, out of the list and its window when reused
    /// cells join the list only on display, L14), and the view shows that row.
    private func scrollRowAway() {
        guard let list, let id = viewRowID, let last = list.table.rowIDs.last else { return }
        list.table.contentOffsetY = max(
            0, list.table.contentHeight(estimate: list.estimate) - list.table.boundsHeight)
        list.reuseCell(of: id, forRow: last, text: rowTexts[last])
        list.layOut()
        viewRowID = last
    }

    /// The view is `followed`, showing `row`, from now on.
    private func follow(_ followed: TextViewStandIn, row: Int) {
        view = followed
        viewRowID = row
        if !followedViews.contains(where: { $0 === followed }) { followedViews.append(followed) }
    }

    /// The text of each followed view that was being edited as the last step ended and is not now:
    /// what the app's `textViewDidEndEditing(_:)` saw.
    private func noteEndsOfEditing() {
        for followed in followedViews
        where editingViews.contains(ObjectIdentifier(followed)) && !followed.isEditing {
            lastEndedEditingText = followed.text
        }
        editingViews = Set(followedViews.filter(\.isEditing).map(ObjectIdentifier.init))
    }

    /// The user taps into the first row's text view: the view edited before resigns, and the tapped
    /// one begins editing (`textDidBeginEditingNotification`). The stand-in's other rows are plain
    /// cells of one line: the row's cell gets its growing text view as the data source configures
    /// one, with the row's text.
    private func beginEditingFirstRow() {
        guard let list, let first = list.table.rowIDs.first else { return }
        if list.textViews[first] == nil {
            list.attachTextView(
                row: first, text: rowTexts[first], maximumLines: configuration.maximumNumberOfLines ?? 0,
                editing: false)
        }
        guard let tapped = list.textViews[first] else { return }
        if tapped !== view, view.isEditing {
            if let id = viewRowID, list.textViews[id] === view {
                list.endEditing(row: id)
            } else {
                view.endEditing()
            }
        }
        list.beginEditing(row: first)
        follow(tapped, row: first)
    }

    /// The app inserts a row with `text` at the top of its data and reloads the list's data (L18):
    /// the stand-in's list configures the rows on screen again, the view's row and the new one with
    /// growing text views, reusing the cells it showed first. The view is then the text view of its
    /// row's cell.
    private func insertRowAndReloadData(withText text: String) {
        guard let list, let id = viewRowID else { return }
        let edited = view
        let inserted = rowTexts.count
        rowTexts.append(text)
        list.appTexts[id] = edited.text
        list.textMaximumLines = configuration.maximumNumberOfLines ?? 0
        list.appInsertsRowAndReloadsData(inserted, at: 0, text: text)
        removalObservation = SelfTest.reloadDataObservation(resigned: !edited.isEditing)
        if let shown = list.textViews[id] { follow(shown, row: id) }
    }

    /// In one turn the app sets the row's text, lays the list out at once (the text view reports its
    /// new height there) and inserts a row at the top of its data, which it tells the list of three
    /// turns later (L16).
    private func setRowTextWithARowInsertedLater(_ text: String) {
        guard let list, let id = viewRowID else { return }
        rowTexts[id] = text
        let inserted = rowTexts.count
        rowTexts.append("New row")
        list.inOneTurn {
            view.setText(text, layout: false)
            list.layOut()
            list.appInsertsRowOnNextTurn(inserted, at: 0, height: 36, turnsLater: 3)
        }
    }

    /// Two blocks the app enqueues one after the other on the main queue, the first enqueuing a third:
    /// how many commits the list's run loop runs between them (L12), as the demo's host counts Core
    /// Animation's.
    private func observeMainQueueCommits() {
        guard let list else { return }
        let runLoop = list.runLoop
        var first: Int?
        var second: Int?
        var own: Int?
        runLoop.async {
            first = runLoop.commits
            runLoop.async { own = runLoop.commits }
        }
        runLoop.async { second = runLoop.commits }
        list.runDeferredWork()
        guard let first, let second, let own else { return }
        mainQueueObservation = SelfTest.mainQueueCommits(
            betweenBlocksEnqueuedTogether: second - first, beforeABlocksOwnBlock: own - first)
    }

    /// The stand-in's characters are all `characterWidth` wide; half a character more keeps the
    /// count from depending on rounding, as the UIKit host does.
    private func width(forCharacters characters: Int) -> Double {
        view.insets.horizontal + (Double(characters) + 0.5) * view.characterWidth
    }
}
