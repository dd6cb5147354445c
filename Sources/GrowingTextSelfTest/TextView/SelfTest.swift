import GrowingTextCore

/// Scenarios of a growing text view as data, and a runner that plays them against any host: the
/// Linux tests run them against the stand-ins of UIKit, the demo app (launched with
/// `-GrowingTextSelfTest`) against the real `GrowingTextView` on a simulator or a device.
///
/// The same scenario passing on both is the evidence that the stand-in models UIKit where the code
/// depends on it. When they disagree, the failing scenario's ``SelfTestScenario/covers`` names what to
/// suspect: the production behaviour it checks and the stand-in behaviours it rests on (their names
/// in `docs/UIKitBehaviours.md`).
///
/// Expectations are in lines of the host's font wherever they can be, so they hold on a device with
/// any font and text size: "3 lines" is the text container's vertical insets plus 3 times the font's
/// line height. The scenario's width is in characters too (``Configuration/charactersPerLine``).
///
/// A library of its own (`GrowingTextSelfTest`) for the demo app and the tests: an app that adds
/// `GrowingText` links none of it.
public enum SelfTest {}

extension SelfTest {
    /// Where a scenario's text view lives.
    public enum Container: Hashable, Sendable {
        /// A view on its own in the window.
        case alone
        /// The text view of the first row of a `UITableView` of growing cells, sized by its
        /// coordinator.
        case tableRow
        /// The text view of the first item of a `UICollectionView` list of growing cells, sized by its
        /// coordinator. With `usesSelfSizingInvalidation`, the collection view keeps UIKit's
        /// self-sizing invalidation on (iOS 16 and later: the coordinator invalidates the cell);
        /// without it, the view sets it to `.disabled`, the path iOS 15 always takes (an empty batch
        /// update).
        case collectionItem(usesSelfSizingInvalidation: Bool)

        /// Whether the view is in a list of rows.
        public var isInList: Bool { self != .alone }
    }

    /// How a scenario's view on its own is made.
    public enum ViewOrigin: Hashable, Sendable {
        /// In code, by `init(frame:)`, then configured.
        case code
        /// By `init(coder:)` as a storyboard makes it: a text view archived as a plain `UITextView`
        /// (a storyboard holds UIKit's own properties) is unarchived as the growing view (its custom
        /// class), then the limits and the placeholder arrive by key-value coding, as a storyboard's
        /// inspectable values do.
        case storyboard
        /// By `init(coder:)` from an archive of a configured growing view (a copy made with
        /// `NSKeyedArchiver`), then configured again: the archive keeps `UITextView`'s state.
        case archivedCopy
    }

    /// How a scenario's view is set up.
    public struct Configuration: Hashable, Sendable {
        /// The fewest lines the view shows.
        public var minimumNumberOfLines: Int
        /// The most lines before it scrolls, or `nil` for no limit.
        public var maximumNumberOfLines: Int?
        /// The smallest height in points, or `nil` for none.
        public var minimumHeight: Double?
        /// The most characters the user can enter, or `nil` for no limit.
        public var maximumLength: Int?
        /// Whether leading and trailing whitespace is trimmed when editing ends.
        public var trimsWhitespaceOnEndEditing: Bool
        /// The width of the text, as the number of "x" that fit on a line (the host adds half a
        /// character, so that rounding never decides whether the last one fits).
        public var charactersPerLine: Int
        /// Where the view lives.
        public var container: Container
        /// How many rows the list has (the view's row first, the others one line each); long enough
        /// to scroll the first row off screen when more than a screenful.
        public var rowCount: Int
        /// Whether the app sets a delegate (`UITextViewDelegate`) on the view.
        public var hasDelegate: Bool
        /// Whether the app changes a layout of its own in `textViewDidChange(_:)` (a character
        /// counter beside the view) and lays it out at once.
        public var changesLayoutOnTextChange: Bool
        /// Whether the app re-sets the view's `attributedText` to its own text in
        /// `textViewDidChange(_:)` (an app that styles what the user typed).
        public var resetsTextOnTextChange: Bool
        /// Whether the host reports the order in which UIKit told of each typed key: the delegate's
        /// `textViewDidChange(_:)` and `textDidChangeNotification` (behaviour V3).
        public var observesEventOrder: Bool
        /// Whether the view is laid out right to left (its semantic content attribute).
        public var isRightToLeft: Bool
        /// The placeholder, or `nil` for none.
        public var placeholder: String?
        /// How the view is made, when it is on its own (a list's cells make their own views).
        public var origin: ViewOrigin
        /// Whether the app hands each cell of the list to the list's coordinator as it configures
        /// it; without, the growing cells report to the one coordinator of the list they find among
        /// their superviews.
        public var configuresCellsWithCoordinator: Bool

        /// Creates a configuration; every parameter has the view's default, except the width.
        public init(
            minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int? = nil, minimumHeight: Double? = nil,
            maximumLength: Int? = nil, trimsWhitespaceOnEndEditing: Bool = false, charactersPerLine: Int = 30,
            container: Container = .alone, rowCount: Int = 3, hasDelegate: Bool = true,
            changesLayoutOnTextChange: Bool = false, isRightToLeft: Bool = false, placeholder: String? = nil,
            origin: ViewOrigin = .code, configuresCellsWithCoordinator: Bool = true,
            resetsTextOnTextChange: Bool = false, observesEventOrder: Bool = false
        ) {
            self.minimumNumberOfLines = minimumNumberOfLines
            self.maximumNumberOfLines = maximumNumberOfLines
            self.minimumHeight = minimumHeight
            self.maximumLength = maximumLength
            self.trimsWhitespaceOnEndEditing = trimsWhitespaceOnEndEditing
            self.charactersPerLine = charactersPerLine
            self.container = container
            self.rowCount = max(1, rowCount)
            self.hasDelegate = hasDelegate
            self.changesLayoutOnTextChange = changesLayoutOnTextChange
            self.isRightToLeft = isRightToLeft
            self.placeholder = placeholder
            self.origin = origin
            self.configuresCellsWithCoordinator = configuresCellsWithCoordinator
            self.resetsTextOnTextChange = resetsTextOnTextChange
            self.observesEventOrder = observesEventOrder
        }
    }

    /// One thing the user, the app or the system does to the view; the host performs it, then lets
    /// the run loop turn until layout settles.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// The user types each character of the text, one keystroke at a time, as the keyboard does:
        /// each replaces the selection (`replace(_:withText:)` of `UITextInput`).
        case type(String)
        /// The user pastes the text at the caret, as one edit (one `replace(_:withText:)`).
        case paste(String)
        /// The user presses delete that many times (`deleteBackward()` of `UIKeyInput`).
        case deleteBackward(Int)
        /// An input method (Japanese, Chinese) shows the text as marked, not yet committed
        /// (`setMarkedText(_:selectedRange:)`), in place of the text it marked before.
        case compose(String)
        /// The user picks the final text of the composition: it replaces the marked text and is
        /// committed (`setMarkedText(_:selectedRange:)`, then `unmarkText()`).
        case commitComposition(String)
        /// The app sets the text in code.
        case setText(String)
        /// The view's width changes (a rotation, Split View) to fit that many characters per line.
        case changeWidth(charactersPerLine: Int)
        /// Editing ends (the view resigns first responder).
        case endEditing
        /// The user scrolls the view's content to its end.
        case scrollToEnd
        /// The list scrolls to its end, so that the view's row goes off screen and its cell is reused
        /// for other rows, then back to the top: the row gets a cell again through the data source
        /// (`tableView(_:cellForRowAt:)`, the cell registration), as UIKit gives it. The view is then
        /// the text view of the cell that shows the row now.
        case scrollRowAwayAndBack
        /// The app has the list configure the view's visible row again with its text
        /// (`reconfigureRows(at:)` of the table, `reconfigureItems(_:)` of the diffable snapshot).
        case reconfigureRow
        /// The user's text size becomes one of the largest accessibility sizes (a trait override of
        /// the preferred content size category); the view's font is a Dynamic Type style. No
        /// notification is posted: only the views' traits change.
        case useLargerText
        /// The user picks one of the largest accessibility text sizes in Settings: the views' traits
        /// change, and `UIContentSizeCategory.didChangeNotification` is posted with the new category,
        /// which the lists' coordinators hear (the demo's host overrides the traits, then posts the
        /// notification as UIKit does).
        case useLargerTextFromSettings
        /// The app changes the row's text in its data, then has the list configure the visible row
        /// again (`reconfigureRows(at:)`, `reconfigureItems(_:)`): the cell's text view gets the new
        /// text in code.
        case reconfigureRowWithText(String)
        /// The view leaves the window and is released, as a composer does when its screen is popped,
        /// then the user undoes in what stays (shake to undo: the window's undo manager's `undo()`).
        /// A new view in code takes its place, so that the scenario can go on.
        case popViewThenUndoInWindow
        /// Another part of the app registers an action with an undo manager of its own and undoes it,
        /// on a background queue, while the view is being edited: that undo manager posts its
        /// notifications (`NSUndoManagerDidUndoChange`) on that queue.
        case undoOnABackgroundQueue
        /// Data arrives: the app sets the text of the row's text view in code from a block on the main
        /// queue (`DispatchQueue.main.async`), outside any configuration of the cell. The host watches
        /// every frame Core Animation commits meanwhile (a run loop observer after its commit).
        case setRowTextFromMainQueue(String)
        /// The app's delegate refuses to let editing end (`textViewShouldEndEditing(_:)` returns
        /// `false`) and the view is asked to resign first responder: editing goes on.
        case endEditingRefusedByDelegate
        /// The user undoes (shake to undo, ⌘Z): the view's undo manager's `undo()`. The host reports
        /// whether the undo manager posted the end of the undo (`NSUndoManagerDidUndoChange`,
        /// behaviour V11) and whether it is the window's (I5).
        case undo
        /// The user pastes the text through the pasteboard: the host puts it on the general
        /// pasteboard and calls the view's `paste(_:)`, as the edit menu's Paste does.
        case pasteFromPasteboard(String)
        /// The host finds which object UIKit registered the undo actions of the user's typing with
        /// (behaviour I6): on the view's undo manager, it removes the actions targeting the view,
        /// then those targeting its text storage, and sees after which one nothing is left to undo.
        /// The undo history is empty afterwards.
        case findTypingUndoTarget
        /// The app deletes the row being edited from its data, tells the list's coordinator and the
        /// list (`deleteRows(at:with:)`, a snapshot without the item applied). The row's cell leaves
        /// the list; whether its text view resigns first responder as it goes is UIKit's (behaviour
        /// I2), which the host reports as observed. The view stays the scenario's view, in no row.
        case deleteEditedRow
        /// The app moves the row being edited to that index among the rows, in its data and in the
        /// list (`moveRow(at:to:)`, a snapshot with the item moved applied), and tells the list's
        /// coordinator (`moveRow(_:to:)`, `moveItem(_:to:)`). The row keeps its cell (behaviour L15).
        case moveEditedRow(to: Int)
        /// The app gives the row being edited a new text in its data and reloads it
        /// (`reloadRows(at:with:)`, a snapshot's `reloadItems(_:)`): the row gets a new cell configured
        /// with the text, and the old cell leaves the list, its text view resigning as it goes or not
        /// (behaviour I2, reported as observed). The view is then the new cell's text view, not
        /// being edited.
        case reloadEditedRow(withText: String)
        /// The app inserts a row with that text at the top of its data, tells the list's coordinator
        /// the rows (`setRowIDs(_:)`), and reloads the list's data (`reloadData()`) rather than
        /// inserting the row: the list configures every row on screen again, reusing the cells it
        /// showed, so the cell of the row being edited may come back for another row, its text view
        /// resigning as the cell goes to the reuse pool or staying first responder (behaviour L18,
        /// reported as observed). The view is then the text view of the row being edited.
        case insertRowAndReloadData(withText: String)
        /// The user taps into the text view of the list's first row: it becomes first responder (the
        /// text view edited before, if any, resigns) and is the scenario's view from then on.
        case beginEditingFirstRow
        /// The app sets the row's text in code and lays the list out at once; in the same turn it
        /// inserts a row at the top of its data and tells the table only three turns of the main
        /// queue later (`insertRows(at:with:)` from a block, as a network callback does), with its
        /// coordinator. Meanwhile the table's classic data source answers a row more than the table
        /// has, and an update of the table raises "Invalid update" (behaviour L16).
        case setRowTextWithARowInsertedLater(String)
        /// The list scrolls to its end, so that the view's row goes off screen and UIKit reuses its
        /// cell for another row, configured through the data source with that row's text (maybe
        /// outside the list and its window, behaviour L14). The view is then the text view of that
        /// reused cell, showing the other row.
        case scrollRowAway
        /// The user shakes to undo: the window's undo manager's `undo()`.
        case undoInWindow

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .type(let text): "type \(SelfTest.quoted(text))"
            case .paste(let text): "paste \(SelfTest.quoted(text))"
            case .deleteBackward(let count): "delete backward \(count) time\(count == 1 ? "" : "s")"
            case .setText(let text): "set the text to \(SelfTest.quoted(text)) in code"
            case .changeWidth(let characters): "change the width to \(characters) characters"
            case .endEditing: "end editing"
            case .scrollToEnd: "scroll to the end"
            case .compose(let text): "compose \(SelfTest.quoted(text))"
            case .commitComposition(let text): "commit the composition as \(SelfTest.quoted(text))"
            case .scrollRowAwayAndBack: "scroll the row off screen and back"
            case .reconfigureRow: "reconfigure the row"
            case .useLargerText: "use a larger text size"
            case .useLargerTextFromSettings: "use a larger text size from Settings"
            case .reconfigureRowWithText(let text):
                "reconfigure the row with the text \(SelfTest.quoted(text))"
            case .endEditingRefusedByDelegate: "end editing, refused by the delegate"
            case .undo: "undo"
            case .undoOnABackgroundQueue: "undo with another undo manager on a background queue"
            case .popViewThenUndoInWindow: "pop the view, then undo in the window"
            case .setRowTextFromMainQueue(let text):
                "set the row's text to \(SelfTest.quoted(text)) in code from the main queue"
            case .pasteFromPasteboard(let text): "paste \(SelfTest.quoted(text)) from the pasteboard"
            case .findTypingUndoTarget: "find the target of the typing's undo actions"
            case .deleteEditedRow: "delete the row being edited"
            case .moveEditedRow(let index): "move the row being edited to index \(index)"
            case .reloadEditedRow(let text):
                "reload the row being edited with the text \(SelfTest.quoted(text))"
            case .insertRowAndReloadData(let text):
                "insert a row with the text \(SelfTest.quoted(text)) at the top and reload the list's data"
            case .beginEditingFirstRow: "tap into the first row"
            case .setRowTextWithARowInsertedLater(let text):
                "set the row's text to \(SelfTest.quoted(text)) in code with a row inserted three turns later"
            case .scrollRowAway: "scroll the row off screen"
            case .undoInWindow: "undo in the window"
            }
        }
    }

    /// What must hold once the steps of a ``SelfTestScenario/Phase`` are done and layout settled.
    public enum Expectation: Hashable, Sendable {
        /// The view is as tall as that many lines of its font plus its vertical insets.
        case heightInLines(Int)
        /// The view is that many points tall.
        case heightInPoints(Double)
        /// Scrolling is on (`true`) or off.
        case scrolling(Bool)
        /// The caret is entirely inside the visible part of the view.
        case caretVisible
        /// The text is exactly this.
        case text(String)
        /// The text has this many characters (grapheme clusters).
        case characterCount(Int)
        /// The app's `textViewDidChange(_:)` was called this many times during the phase's steps, for
        /// any reason: the user's edits that UIKit reports, and the changes the view makes to the text
        /// itself (a cut to the maximum length, a trim) and reports.
        case textDidChangeCalls(Int)
        /// The app's last `textViewDidChange(_:)` call during the phase's steps saw the text with that
        /// many characters: the app heard of the text as the view left it (a cut to the maximum
        /// length included). It holds whether or not UIKit also called the delegate for the host's
        /// own edit, which the host makes in code (``Step/paste(_:)``) and Apple documents as not
        /// reported to the delegate; what UIKit did is the line's `[observed V1: …]`.
        case lastTextDidChangeSawCharacters(Int)
        /// Scrolling never switched on during the phase's steps, not even for one layout pass.
        case scrollingNeverSwitchedOn
        /// A height change during the phase animated (none does while Reduce Motion is on).
        case animated
        /// No height change during the phase animated.
        case notAnimated
        /// The view's table row is as tall as that many lines, insets included, plus the cell's
        /// vertical margins: the row fits the text view.
        case rowHeightInLines(Int)
        /// The content is scrolled to its top.
        case atTopOfContent
        /// The view's row changed its height at most once during the phase's steps, as the host saw
        /// it between run loop turns: no height in between, no second resize a turn later.
        case rowResizedAtMostOnce
        /// The view is (`true`) or is not being edited (first responder).
        case editing(Bool)
        /// No frame committed during the phase showed the new text in a row still at the height it
        /// had before the phase: the row follows in the frame its text changes in.
        case noFrameWithTheRowAtItsOldHeight
        /// That many placeholders show in the view (1 while the text is empty, 0 once typed; never 2).
        case placeholdersShowing(Int)
        /// The view's undo manager can undo something (`true`) or nothing.
        case canUndo(Bool)
        /// Nothing is left to undo, unless the host found the typing's undo actions registered with
        /// objects of UIKit's own on the window's undo manager (``Step/findTypingUndoTarget``): the
        /// view can remove those of its own undo manager, and those targeting itself or its text
        /// storage on the window's, not UIKit's private ones (a known limit, in the report's
        /// `[observed I6: …]`).
        case undoHistoryEndedWhereTheViewCanEndIt
        /// The text is what it was before the phase's steps, unless the host found the typing's undo
        /// actions registered with objects of UIKit's own on the window's undo manager
        /// (``Step/findTypingUndoTarget``), which the view cannot remove: an undo in the window
        /// replayed nothing of another row's typing over the view's text.
        case textUnchangedWhereTheViewCanEndItsHistory
        /// No update of the list (`beginUpdates()`/`endUpdates()`, `performBatchUpdates(_:completion:)`)
        /// started while the list ran another update (the app's delete, move, reload or insert, or a
        /// resize) or while its data source configured a cell, since the scenario began (behaviour
        /// L6).
        case noListUpdateInsideAnother
        /// The app's last `textViewDidEndEditing(_:)`, from any text view of the scenario, saw this
        /// text: editing ended with it (after the trim, when the view trims).
        case endedEditingWithText(String)
    }

    /// A scenario of a view: its steps, expectations and configuration are this file's.
    public typealias Scenario = SelfTestScenario<ViewKind>

    /// The scenarios of a growing text view (alone, or in a table row or a collection item) as a kind
    /// of the player: ``Configuration``, ``Step``, ``Expectation`` and ``Reading``, run on a
    /// ``SelfTestHost``.
    public enum ViewKind: SelfTestKind {
        /// How a view scenario is set up.
        public typealias Configuration = SelfTest.Configuration
        /// A step of a view scenario.
        public typealias Step = SelfTest.Step
        /// An expectation of a view scenario.
        public typealias Expectation = SelfTest.Expectation
        /// What a ``SelfTestHost`` reads.
        public typealias Reading = SelfTest.Reading

        /// ``SelfTest/scenarios``.
        public static var scenarios: [Scenario] { SelfTest.scenarios }

        /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
        public static func failure(of expectation: Expectation, before: Reading, after: Reading) -> String? {
            switch expectation {
            case .heightInLines(let lines):
                let expected = after.verticalInsets + Double(lines) * after.lineHeight
                // The height is rounded up to a pixel, and the text system may round each line.
                guard abs(after.height - expected) > after.pixel * Double(lines + 1) else { return nil }
                let got = (after.height - after.verticalInsets) / after.lineHeight
                return "expected height \(lines) lines (\(points(expected))), got \(points(after.height))"
                    + " (\(rounded(got)) lines)"
            case .heightInPoints(let height):
                guard abs(after.height - height) > after.pixel else { return nil }
                return "expected height \(points(height)), got \(points(after.height))"
            case .scrolling(let isEnabled):
                guard after.isScrollEnabled != isEnabled else { return nil }
                return "expected scrolling \(onOff(isEnabled)), got \(onOff(after.isScrollEnabled))"
            case .caretVisible:
                guard !after.isCaretVisible else { return nil }
                return "expected the caret visible, got it hidden"
            case .text(let text):
                guard after.text != text else { return nil }
                return "expected text \(quoted(text)), got \(quoted(after.text))"
            case .characterCount(let count):
                guard after.text.count != count else { return nil }
                return "expected \(count) characters, got \(after.text.count)"
            case .textDidChangeCalls(let count):
                let calls = after.textDidChangeCalls - before.textDidChangeCalls
                guard calls != count else { return nil }
                let duringEdits =
                    after.textDidChangeCallsDuringUserEdits - before.textDidChangeCallsDuringUserEdits
                return
                    "expected \(count) textViewDidChange calls, got \(calls) (\(duringEdits) during the user's edits,"
                    + " \(calls - duringEdits) during other steps)"
            case .lastTextDidChangeSawCharacters(let count):
                let seen = after.textDidChangeCharacterCounts.dropFirst(
                    before.textDidChangeCharacterCounts.count)
                guard let last = seen.last else {
                    return
                        "expected the app's last textViewDidChange call to see \(count) characters, got no call"
                }
                guard last != count else { return nil }
                return
                    "expected the app's last textViewDidChange call to see \(count) characters, got \(last)"
            case .scrollingNeverSwitchedOn:
                let switches = after.scrollingSwitchesOn - before.scrollingSwitchesOn
                guard switches > 0 else { return nil }
                return
                    "expected scrolling never to switch on, got \(switches) switch\(switches == 1 ? "" : "es") on"
            case .animated, .notAnimated:
                let expected = expectation == .animated && !after.reducesMotion
                let animated = after.animatedHeightChanges > before.animatedHeightChanges
                guard animated != expected else { return nil }
                return
                    "expected the height change \(expected ? "" : "not ")animated, got it \(animated ? "" : "not ")animated"
            case .rowHeightInLines(let lines):
                guard let row = after.rowContentHeight else { return "expected a row, got no list" }
                let expected = after.verticalInsets + Double(lines) * after.lineHeight
                guard abs(row - expected) > after.pixel * Double(lines + 1) else { return nil }
                return
                    "expected the row \(lines) lines tall (\(points(expected)) inside its margins), got \(points(row))"
            case .rowResizedAtMostOnce:
                let resizes = after.rowHeightChanges - before.rowHeightChanges
                guard resizes > 1 else { return nil }
                return "expected the row resized at most once, got \(resizes) resizes"
            case .noFrameWithTheRowAtItsOldHeight:
                let frames = after.framesWithTheRowAtItsOldHeight - before.framesWithTheRowAtItsOldHeight
                guard frames > 0 else { return nil }
                return "expected no frame with the new text in the row at its old height, got \(frames)"
            case .editing(let isEditing):
                guard after.isEditing != isEditing else { return nil }
                return
                    "expected the view \(isEditing ? "" : "not ")being edited, got it \(after.isEditing ? "" : "not ")being edited"
            case .atTopOfContent:
                guard abs(after.distanceFromTop) > after.pixel else { return nil }
                return "expected the content at its top, got it scrolled by \(points(after.distanceFromTop))"
            case .canUndo(let canUndo):
                guard after.canUndo != canUndo else { return nil }
                return
                    "expected \(canUndo ? "something" : "nothing") to undo, got \(after.canUndo ? "some" : "none")"
            case .undoHistoryEndedWhereTheViewCanEndIt:
                guard after.canUndo, !after.typingUndosAreOutOfReach else { return nil }
                return "expected nothing to undo, got some"
            case .textUnchangedWhereTheViewCanEndItsHistory:
                guard after.text != before.text, !after.typingUndosAreOutOfReach else { return nil }
                return "expected text \(quoted(before.text)) unchanged, got \(quoted(after.text))"
            case .noListUpdateInsideAnother:
                guard after.listUpdatesInsideUpdates > 0 else { return nil }
                let updates = after.listUpdatesInsideUpdates
                return
                    "expected no list update inside another update or a cell's configuration, got \(updates)"
            case .endedEditingWithText(let text):
                guard let ended = after.lastEndedEditingText else {
                    return "expected editing to end with text \(quoted(text)), got no end of editing"
                }
                guard ended != text else { return nil }
                return "expected editing to end with text \(quoted(text)), got \(quoted(ended))"
            case .placeholdersShowing(let count):
                guard after.placeholdersShowing != count else { return nil }
                return
                    "expected \(count) placeholder\(count == 1 ? "" : "s") showing, got \(after.placeholdersShowing)"
            }
        }
    }
}

extension SelfTest {
    /// What a host reports when every cell the list's data source configured was in the list
    /// while it was configured (behaviour L14 in `docs/UIKitBehaviours.md`).
    public static let cellsInListWhileConfigured =
        "L14: cells are in their list while the data source configures them"

    /// What a host reports when no cell the list's data source configured was in the list yet
    /// (behaviour L14): they join it once displayed.
    public static let cellsJoinListOnDisplay =
        "L14: cells join their list only once displayed, after the data source configures them"

    /// What a host observed of behaviour L14 from how many configured cells were in their list and
    /// how many were not.
    ///
    /// - Parameters:
    ///   - inList: How many cells were in their list (a superview chain reaching it) while the data
    ///     source configured them.
    ///   - outside: How many were not.
    /// - Returns: ``cellsInListWhileConfigured``, ``cellsJoinListOnDisplay``, both counts when they
    ///   mix (new cells outside, reused ones inside), or nothing when no cell was configured.
    public static func cellsJoiningList(inList: Int, outside: Int) -> [String] {
        switch (inList, outside) {
        case (0, 0): []
        case (_, 0): [cellsInListWhileConfigured]
        case (0, _): [cellsJoinListOnDisplay]
        default:
            [
                "L14: \(inList) cells were in their list while the data source configured them,"
                    + " \(outside) were not"
            ]
        }
    }

    /// What a host observed of behaviour L13 (`docs/UIKitBehaviours.md`): whether the list fits the
    /// edited row's cell again (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// of a table cell, `preferredLayoutAttributesFitting(_:)` of a collection cell, which report the
    /// height to the cell's coordinator) in the turn of a key that resized the row.
    ///
    /// - Parameters:
    ///   - keysResizingRow: How many of the user's keys changed the row's height.
    ///   - fitted: How many of those keys had the list fit the row's cell again.
    /// - Returns: One observation, or nothing when no key resized the row.
    public static func cellFittings(keysResizingRow: Int, fitted: Int) -> [String] {
        switch (keysResizingRow, fitted) {
        case (0, _): []
        case (_, 0):
            [
                "L13: the list did not fit the edited row's cell again when a key resized its row (\(keysResizingRow) keys)"
            ]
        case _ where fitted >= keysResizingRow:
            [
                "L13: the list fitted the edited row's cell again for every key that resized its row (\(keysResizingRow))"
            ]
        default:
            [
                "L13: the list fitted the edited row's cell again for \(fitted) of \(keysResizingRow) keys that resized its row"
            ]
        }
    }

    /// What a host observed of behaviour V1 (`docs/UIKitBehaviours.md`) when it pasted in a view with
    /// a delegate: the host's paste is a `replace(_:withText:)` made in code, which UIKit may report
    /// to the delegate like a typed key or not, so the number of `textViewDidChange(_:)` calls it
    /// brings is the platform's, not the view's, and no expectation counts it.
    ///
    /// - Parameter characterCounts: The length of the text each call saw, in order.
    /// - Returns: `V1: the host's paste (replace(_:withText:) made in code) brought 2 textViewDidChange
    ///   calls, seeing 250 then 100 characters`.
    public static func pasteReport(characterCounts: [Int]) -> String {
        let calls = "\(characterCounts.count) textViewDidChange call\(characterCounts.count == 1 ? "" : "s")"
        let seen =
            characterCounts.isEmpty
            ? "" : ", seeing \(characterCounts.map(String.init).joined(separator: " then ")) characters"
        return "V1: the host's paste (replace(_:withText:) made in code) brought \(calls)\(seen)"
    }

    /// What a host observed of behaviour L14 (`docs/UIKitBehaviours.md`) when the text size changed
    /// in Settings: how many times the list was resized (`endUpdates()` of a table,
    /// `performBatchUpdates(_:completion:)` of a collection view), one resize for each coordinator
    /// that heard the change, so more than one when the cells made coordinators of their own.
    ///
    /// - Parameter resizes: How many times the list was resized in the step.
    /// - Returns: `L14: a text size change resized the list 3 times (one resize per coordinator
    ///   that heard it)`.
    public static func textSizeResizes(_ resizes: Int) -> String {
        "L14: a text size change resized the list \(resizes) time\(resizes == 1 ? "" : "s") (one resize per"
            + " coordinator that heard it)"
    }

    /// What a host observed of behaviour V3 (`docs/UIKitBehaviours.md`): for how many typed keys
    /// UIKit posted `textDidChangeNotification` before calling the delegate's `textViewDidChange(_:)`,
    /// and for how many after.
    ///
    /// - Parameters:
    ///   - notificationFirst: Keys whose notification came first.
    ///   - delegateFirst: Keys whose delegate call came first.
    /// - Returns: One observation, or nothing when no key brought both.
    public static func eventOrder(notificationFirst: Int, delegateFirst: Int) -> [String] {
        switch (notificationFirst, delegateFirst) {
        case (0, 0): []
        case (_, 0):
            [
                "V3: textDidChangeNotification came before textViewDidChange for every key (\(notificationFirst))"
            ]
        case (0, _):
            ["V3: textViewDidChange came before textDidChangeNotification for every key (\(delegateFirst))"]
        default:
            [
                "V3: textDidChangeNotification came first for \(notificationFirst) keys, textViewDidChange for"
                    + " \(delegateFirst)"
            ]
        }
    }

    /// What a host observed of behaviours V11 and I5 (`docs/UIKitBehaviours.md`) when the user undid:
    /// whether the undo manager posted `NSUndoManagerDidUndoChange`, and whether it is the window's.
    ///
    /// - Parameters:
    ///   - postedUndoEnd: Whether the notification was posted during the undo; `nil` when there was
    ///     nothing to undo.
    ///   - sharesWindowUndoManager: Whether the view's undo manager is its window's.
    /// - Returns: The two observations.
    public static func undoReport(postedUndoEnd: Bool?, sharesWindowUndoManager: Bool) -> [String] {
        guard let postedUndoEnd else {
            return [
                "V11: nothing to undo",
                "I5: the view's undo manager is \(sharesWindowUndoManager ? "its window's" : "its own")",
            ]
        }
        return [
            "V11: the undo manager \(postedUndoEnd ? "posted" : "did not post") NSUndoManagerDidUndoChange for an undo",
            "I5: the view's undo manager is \(sharesWindowUndoManager ? "its window's" : "its own")",
        ]
    }

    /// What a host observed of behaviour I2 (`docs/UIKitBehaviours.md`) when the app deleted or
    /// reloaded the row being edited: whether the row's text view resigned first responder as its
    /// cell left the list, or stayed first responder out of it.
    ///
    /// - Parameters:
    ///   - resigned: Whether the text view was no longer first responder once the list's update and
    ///     its turn were over.
    ///   - removal: What the app did to the row, as a past participle: `deleted`, `reloaded`.
    /// - Returns: `I2: the text view being edited resigned as the app deleted its row`, or `… stayed
    ///   first responder after the app deleted its row`.
    public static func editedRowRemoval(resigned: Bool, removal: String) -> String {
        resigned
            ? "I2: the text view being edited resigned as the app \(removal) its row"
            : "I2: the text view being edited stayed first responder after the app \(removal) its row"
    }

    /// What a host observed of behaviour L18 (`docs/UIKitBehaviours.md`): whether the text view
    /// being edited resigned as the app reloaded the list's data.
    ///
    /// - Parameter resigned: Whether it was no longer first responder after the reload.
    /// - Returns: `L18: the text view being edited resigned as the app reloaded the list's data`, or
    ///   that it stayed first responder.
    public static func reloadDataObservation(resigned: Bool) -> String {
        resigned
            ? "L18: the text view being edited resigned as the app reloaded the list's data"
            : "L18: the text view being edited stayed first responder after the app reloaded the list's data"
    }

    /// What a host observed of behaviour L12 (`docs/UIKitBehaviours.md`): how many times Core
    /// Animation committed the run loop's transaction (where the layout passes pending run) between
    /// two blocks the app enqueued on the main queue one after the other, and between a block and a
    /// block it enqueued itself.
    ///
    /// - Parameters:
    ///   - together: Commits between the two blocks enqueued one after the other.
    ///   - own: Commits between a block and the block it enqueued.
    /// - Returns: `L12: Core Animation committed 0 times between two main-queue blocks enqueued
    ///   together, 1 time between a block and one it enqueued`.
    public static func mainQueueCommits(
        betweenBlocksEnqueuedTogether together: Int, beforeABlocksOwnBlock own: Int
    ) -> String {
        func times(_ count: Int) -> String { "\(count) time\(count == 1 ? "" : "s")" }
        return
            "L12: Core Animation committed \(times(together)) between two main-queue blocks enqueued together,"
            + " \(times(own)) between a block and one it enqueued"
    }

    /// The object UIKit registered the undo actions of the user's typing with (behaviour I6 in
    /// `docs/UIKitBehaviours.md`), as ``Step/findTypingUndoTarget`` finds it.
    public enum TypingUndoTarget: Hashable, Sendable {
        /// The text view itself.
        case view
        /// The text view's text storage.
        case textStorage
        /// Neither: objects of UIKit's own, which the view cannot name.
        case uikitsOwnObjects

        /// What a host reports: `I6: …`, with whose undo manager it was.
        ///
        /// - Parameter sharesWindowUndoManager: Whether the view's undo manager is its window's.
        /// - Returns: The observation.
        public func observation(sharesWindowUndoManager: Bool) -> String {
            let target =
                switch self {
                case .view: "the view"
                case .textStorage: "the view's text storage"
                case .uikitsOwnObjects: "neither the view nor its text storage (UIKit's own objects)"
                }
            let manager =
                sharesWindowUndoManager ? "the window's undo manager" : "the view's own undo manager"
            return "I6: typing's undo actions target \(target), on \(manager)"
        }
    }

    /// A text as a report line shows it: quoted, newlines escaped, and a text longer than 24
    /// characters as its length.
    ///
    /// - Parameter text: The text.
    /// - Returns: The text in quotes with each newline as `\\n`, or `30 characters` for a long one.
    public static func quoted(_ text: String) -> String {
        guard text.count <= 24 else { return "\(text.count) characters" }
        return "\"" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
            + "\""
    }
}
