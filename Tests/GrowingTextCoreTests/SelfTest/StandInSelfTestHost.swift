import GrowingTextCore
import GrowingTextSelfTest

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
    /// The text of each row, as the app's data source keeps it.
    private var rowTexts: [String] = []
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
            list?.reconfigureRows([0: rowTexts[0]])
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
            rowTexts[0] = text
            let rowBefore = list?.table.laidOut[0]
            view.setText(text)
            if let rowBefore, let row = list?.table.laidOut[0], abs(row - rowBefore) < 0.5 {
                framesWithTheRowAtItsOldHeight += 1
            }
        case .reconfigureRowWithText(let text):
            // The app's data changes first, then the visible row is configured again with it (L9).
            rowTexts[0] = text
            list?.reconfigureRows([0: text])
        case .findTypingUndoTarget:
            findTypingUndoTarget()
        }
        rowTexts[0] = view.text
        list?.runDeferredWork()
        noteRowHeight()
    }

    func read() -> SelfTest.Reading {
        SelfTest.Reading(
            height: view.boundsHeight, lineHeight: view.fontLineHeight, verticalInsets: view.insets.vertical,
            pixel: 1 / view.configuration.growth.displayScale, isScrollEnabled: view.isScrollEnabled,
            isCaretVisible: view.caretIsVisible, text: view.text,
            distanceFromTop: view.contentOffsetY + view.contentInsetTop,
            rowContentHeight: list?.table.laidOut[0],
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
                + undoObservations + (textSizeObservation.map { [$0] } ?? []),
            canUndo: view.canUndo, typingUndosAreOutOfReach: typingUndosAreOutOfReach,
            textDidChangeCharacterCounts: configuration.hasDelegate ? view.appTextDidChange.map(\.count) : [],
            rowHeightChanges: rowHeightChanges, isEditing: view.isEditing,
            framesWithTheRowAtItsOldHeight: framesWithTheRowAtItsOldHeight)
    }

    /// Notes the row's height between two turns, counting a change.
    private func noteRowHeight() {
        guard let height = list?.table.laidOut[0] else { return }
        if let lastRowHeight, abs(height - lastRowHeight) > 0.5 { rowHeightChanges += 1 }
        lastRowHeight = height
    }

    /// A key, and its turn: when it changed the height of the text view's row, whether the list
    /// fitted the row's cell again meanwhile (L13).
    private func key(_ body: () -> Void) {
        let row = list?.table.laidOut[0]
        let fittings = textCellFittings
        body()
        defer { noteRowHeight() }
        guard let list, list.table.laidOut[0] != row else { return }
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

    /// The list scrolls to its end: the row's cell is reused for the last row (prepared for reuse,
    /// then configured with that row's text, L4 and L8); back at the top, a cell is dequeued for
    /// the row again and configured with its text. The stand-in's list keeps one text view per cell,
    /// so the row's text view is the one that came back.
    private func scrollRowAwayAndBack() {
        guard let list else { return }
        let last = rowTexts.count - 1
        list.table.contentOffsetY = max(
            0, list.table.contentHeight(estimate: list.estimate) - list.table.boundsHeight)
        list.reuseCell(of: 0, forRow: last, text: rowTexts[last])
        list.layOut()
        list.table.contentOffsetY = 0
        list.reuseCell(of: last, forRow: 0, text: rowTexts[0])
        list.layOut()
    }

    /// The stand-in's characters are all `characterWidth` wide; half a character more keeps the
    /// count from depending on rounding, as the UIKit host does.
    private func width(forCharacters characters: Int) -> Double {
        view.insets.horizontal + (Double(characters) + 0.5) * view.characterWidth
    }
}
