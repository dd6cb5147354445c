import GrowingTextCore

extension SelfTest {
    /// Every scenario, in the order a run plays them.
    ///
    /// Each one's ``Scenario/covers`` cites the behaviours of UIKit it rests on by their IDs in
    /// `docs/UIKitBehaviours.md`: B… for the text view (`TextViewStandIn`), L… for lists
    /// (`ListStandIn`), V… for the variants of UIKit's uncertain behaviours (`UIKitVariant`), every one
    /// of which the Linux tests run the scenarios under. Each ``Scenario/id`` is stable: the input
    /// matrix (`docs/InputMatrix.md`) and the release checklist cite scenarios by it.
    public static let scenarios: [Scenario] =
        viewScenarios + tableScenarios + collectionScenarios(usesSelfSizingInvalidation: false)
        + collectionScenarios(usesSelfSizingInvalidation: true)

    /// The scenarios of a view on its own.
    static let viewScenarios: [Scenario] = [
        growth, shrinking, cutPaste, cutPasteWithoutDelegate, textSetInCode, widthChange, trimming,
        minimumHeight, composition, compositionAtLimit, layoutInTextDidChange, largerText, rightToLeft,
        madeByCoder(.storyboard, id: "storyboard-view-growth"),
        madeByCoder(.archivedCopy, id: "archived-copy-growth"),
        undoHistoryAfterTextSetInCode, trimWhenEndingIsRefused, pasteFromPasteboardWithAppLayout,
        eventOrderAndUndo,
    ]

    /// The scenarios that may crash the app on a device where the code is wrong. First the UIKit
    /// shell's own hazards, which no Linux test executes (an undo action left to a released view, a
    /// main-actor method reached from another thread); then the lists', whose Linux twins pass
    /// against stand-ins that record the crash as a test failure, but which only UIKit raises: the
    /// row being edited deleted, moved or reloaded (an update of the list inside another), a classic
    /// data source a turn ahead of its table ("Invalid update"), a shake in a reused cell (another
    /// row's typing replayed over the new row's text). A full run plays them last
    /// (``run(on:editorHost:keyboardHost:dockingHost:tableKeyboardHost:report:)``), so that a crash
    /// costs no other scenario its verdict; a run that crashed prints no summary, and its last line
    /// names the scenario before the one that crashed.
    public static let hazardScenarios: [Scenario] =
        [textResetInTextDidChangeThenUndo, undoOnABackgroundQueueWhileEditing, undoAfterTheViewIsPopped]
        + listHazardScenarios

    /// The scenarios of a table row.
    static let tableScenarios: [Scenario] =
        [
            rowGrowth(in: .tableRow, id: "table-row-growth"),
            reuseByScrolling(in: .tableRow, id: "table-reuse-by-scrolling"),
            reconfigureVisibleRow(in: .tableRow, id: "table-reconfigure-visible-row"),
            cellWithoutCoordinator(in: .tableRow, id: "table-cell-without-coordinator"),
            rowWidthChange(in: .tableRow, id: "table-width-change"),
            rowRightToLeft(in: .tableRow, id: "table-right-to-left"),
            rowLargerTextFromSettings(in: .tableRow, id: "table-dynamic-type-from-settings"),
            rowReconfiguredWithNewText(in: .tableRow, id: "table-reconfigure-row-with-new-text"),
            rowTextSetFromMainQueue(in: .tableRow, id: "table-text-set-from-main-queue"),
        ]

    /// The scenarios of a collection view item, on one of the two paths that resize it.
    static func collectionScenarios(usesSelfSizingInvalidation: Bool) -> [Scenario] {
        let container = Container.collectionItem(usesSelfSizingInvalidation: usesSelfSizingInvalidation)
        let path = usesSelfSizingInvalidation ? "self-sizing" : "batch-updates"
        return [
            rowGrowth(in: container, id: "collection-\(path)-item-growth"),
            reuseByScrolling(in: container, id: "collection-\(path)-reuse-by-scrolling"),
            reconfigureVisibleRow(in: container, id: "collection-\(path)-reconfigure-visible-item"),
            cellWithoutCoordinator(in: container, id: "collection-\(path)-cell-without-coordinator"),
            rowWidthChange(in: container, id: "collection-\(path)-width-change"),
            rowRightToLeft(in: container, id: "collection-\(path)-right-to-left"),
            rowLargerTextFromSettings(in: container, id: "collection-\(path)-dynamic-type-from-settings"),
            rowReconfiguredWithNewText(
                in: container, id: "collection-\(path)-reconfigure-item-with-new-text"),
            rowTextSetFromMainQueue(in: container, id: "collection-\(path)-text-set-from-main-queue"),
        ]
    }

    static let growth = Scenario(
        id: "growth",
        name: "grows a line per newline up to the maximum, then scrolls with the caret visible",
        covers: "growth and the caret reveal; B1 (the height read in the next layout pass), B3/V6"
            + " (UIKit's own caret scroll), B4/V4 (turning scrolling on resets the offset), V5 (passes to settle),"
            + " B15 (the animation)",
        configuration: Configuration(maximumNumberOfLines: 4),
        phases: [
            .init([], expect: [.heightInLines(1), .scrolling(false)]),
            .init([.type("a\n")], expect: [.heightInLines(2), .scrolling(false), .caretVisible, .animated]),
            .init([.type("b\n")], expect: [.heightInLines(3), .caretVisible]),
            .init([.type("c\n")], expect: [.heightInLines(4), .caretVisible]),
            .init([.type("d\n")], expect: [.heightInLines(4), .scrolling(true), .caretVisible]),
            .init(
                [.type("e\nf")],
                expect: [.heightInLines(4), .scrolling(true), .caretVisible, .text("a\nb\nc\nd\ne\nf")]),
        ])

    static let shrinking = Scenario(
        id: "shrinking",
        name: "shrinks as lines are deleted and stops scrolling under the maximum",
        covers: "measuring after a deletion; B6 (a key's callbacks), V3 (notification or delegate first),"
            + " B4/V4, V5",
        configuration: Configuration(maximumNumberOfLines: 4),
        phases: [
            .init([.type("a\nb\nc\nd\ne\nf")], expect: [.heightInLines(4), .scrolling(true)]),
            .init([.deleteBackward(2)], expect: [.heightInLines(4), .scrolling(true), .caretVisible]),
            .init([.deleteBackward(4)], expect: [.heightInLines(3), .scrolling(false), .caretVisible]),
            .init([.deleteBackward(5)], expect: [.heightInLines(1), .scrolling(false), .text("")]),
        ])

    static let cutPaste = Scenario(
        id: "paste-past-limit-with-delegate",
        name: "a paste past the maximum length is cut to it, measured again and reported to the app",
        covers: "the limit holding whatever the delegate does, and the cut measured and reported (the"
            + " app's last textViewDidChange sees the cut text, however many calls UIKit made for the host's"
            + " paste); B14/V1 (replace(_:withText:) reported or not), V3, B3/V6",
        configuration: Configuration(maximumNumberOfLines: 3, maximumLength: 100),
        phases: [
            .init(
                [.paste(String(repeating: "line\n", count: 50))],
                expect: [
                    .characterCount(100), .heightInLines(3), .scrolling(true), .caretVisible,
                    .lastTextDidChangeSawCharacters(100),
                ]),
            .init([.type("x")], expect: [.characterCount(100), .caretVisible]),
        ])

    static let cutPasteWithoutDelegate = Scenario(
        id: "paste-past-limit-without-delegate",
        name: "a paste past the maximum length is cut to it in a view with no delegate",
        covers: "the limit holding with no delegate at all; B14/V1, B3/V6",
        configuration: Configuration(maximumNumberOfLines: 3, maximumLength: 100, hasDelegate: false),
        phases: [
            .init(
                [.paste(String(repeating: "line\n", count: 50))],
                expect: [.characterCount(100), .heightInLines(3), .scrolling(true), .caretVisible]),
            .init([.type("x")], expect: [.characterCount(100), .caretVisible]),
        ])

    static let textSetInCode = Scenario(
        id: "text-set-in-code",
        name: "text set in code is never cut, never animated and not reported as an edit",
        covers: "text set in code; B8/V7 (the notification for text set in code, or none), B14/V1",
        configuration: Configuration(maximumNumberOfLines: 6, maximumLength: 5),
        phases: [
            .init(
                [.setText("one\ntwo\nthree")],
                expect: [.text("one\ntwo\nthree"), .heightInLines(3), .notAnimated, .textDidChangeCalls(0)]),
            .init([.deleteBackward(1)], expect: [.text("one\ntwo\nthre")]),
            .init([.type("x")], expect: [.text("one\ntwo\nthre")]),
        ])

    static let widthChange = Scenario(
        id: "width-change",
        name: "a width change re-wraps the text and the height follows",
        covers: "measuring at new bounds; B9 (a width change arrives as bounds in a layout pass), V5",
        configuration: Configuration(maximumNumberOfLines: 6),
        phases: [
            .init([.paste(String(repeating: "x", count: 25))], expect: [.heightInLines(1)]),
            .init([.changeWidth(charactersPerLine: 10)], expect: [.heightInLines(3), .caretVisible]),
            .init([.changeWidth(charactersPerLine: 30)], expect: [.heightInLines(1), .caretVisible]),
        ])

    static let trimming = Scenario(
        id: "trim-on-end-editing",
        name: "trimming when editing ends is measured again and reported once",
        covers: "the trim measured and reported, before textViewDidEndEditing; B14/V1, V3",
        configuration: Configuration(maximumNumberOfLines: 6, trimsWhitespaceOnEndEditing: true),
        phases: [
            .init([.type("  hi \n\n")], expect: [.heightInLines(3)]),
            .init([.endEditing], expect: [.text("hi"), .textDidChangeCalls(1), .heightInLines(1)]),
        ])

    /// The app's delegate refuses to let editing end: the view goes on being edited, and nothing it
    /// does for the end of editing (the trim) happens.
    static let trimWhenEndingIsRefused = Scenario(
        id: "trim-waits-for-the-end-of-editing",
        name: "a delegate that refuses to end editing keeps the text untrimmed and the view editing",
        covers: "the trim made only once editing really ends (the delegate's textViewShouldEndEditing"
            + " asked first); B14/V1, V3",
        configuration: Configuration(maximumNumberOfLines: 6, trimsWhitespaceOnEndEditing: true),
        phases: [
            .init([.type("  hi \n\n")], expect: [.heightInLines(3)]),
            .init(
                [.endEditingRefusedByDelegate],
                expect: [.editing(true), .text("  hi \n\n"), .heightInLines(3), .textDidChangeCalls(0)]),
            .init([.endEditing], expect: [.editing(false), .text("hi"), .heightInLines(1)]),
        ])

    /// The edit menu's Paste past the maximum length, with an app that lays out its own views at once
    /// in `textViewDidChange(_:)`: the cut holds, measured again.
    static let pasteFromPasteboardWithAppLayout = Scenario(
        id: "pasteboard-paste-past-limit-with-app-layout",
        name: "a paste from the pasteboard past the maximum length is cut while the app lays out in"
            + " textViewDidChange",
        covers: "the cut surviving a layout pass the app forces inside the edit (layoutIfNeeded() in"
            + " textViewDidChange); B14/V1, V3 (delegate first is where it matters), B1, V5",
        configuration: Configuration(
            maximumNumberOfLines: 3, maximumLength: 100, changesLayoutOnTextChange: true),
        phases: [
            .init(
                [.pasteFromPasteboard(String(repeating: "line\n", count: 50))],
                expect: [
                    .characterCount(100), .heightInLines(3), .scrolling(true), .caretVisible,
                    .lastTextDidChangeSawCharacters(100),
                ]),
            .init([.type("x")], expect: [.characterCount(100), .caretVisible]),
        ])

    /// Settles what the stand-ins model in more than one way: the order of a key's delegate call and
    /// notification (V3), whether an undo posts its end (V11), and whose undo manager the view has
    /// (I5), reported as observed; the view grows and shrinks back whatever they are.
    static let eventOrderAndUndo = Scenario(
        id: "event-order-and-undo",
        name: "typing then undoing grows and shrinks the view, whatever order UIKit tells them in",
        covers: "measuring after an undo, whichever report comes first; V3, V11, I5 (each reported as"
            + " observed), B19 (an undo reported like a key), B26",
        configuration: Configuration(maximumNumberOfLines: 4, observesEventOrder: true),
        phases: [
            .init([.type("ab\n")], expect: [.heightInLines(2), .caretVisible]),
            .init([.undo], expect: [.heightInLines(1), .caretVisible]),
        ])

    /// An app that re-sets `attributedText` to the same text on every change (to style it): the
    /// maximum length keeps cutting, and an undo takes back the last edit without harm.
    static let textResetInTextDidChangeThenUndo = Scenario(
        id: "attributed-text-reset-in-text-did-change-then-undo",
        name: "an app re-setting attributedText in textViewDidChange keeps the limit and can undo",
        covers: "text set in code inside the app's change callback: the pending edit kept for the cut,"
            + " an unchanged text keeping the undo history, nothing cleared inside an undo; V3, V7, B19,"
            + " B26/V11, I5",
        configuration: Configuration(maximumNumberOfLines: 4, maximumLength: 5, resetsTextOnTextChange: true),
        phases: [
            .init([.type("abc")], expect: [.text("abc")]),
            .init([.paste("defghij")], expect: [.characterCount(5), .heightInLines(1)]),
            .init([.undo], expect: [.text("abc"), .heightInLines(1)]),
        ])

    /// Another part of the app uses an undo manager of its own on a background queue while the view
    /// is being edited: its notifications must not reach the view's main-actor code on that queue.
    static let undoOnABackgroundQueueWhileEditing = Scenario(
        id: "undo-on-a-background-queue-while-editing",
        name: "an undo manager used on a background queue while the view is edited leaves it unharmed",
        covers: "the view's observers of the undo notifications, which any undo manager posts on its own"
            + " thread: only the view's undo manager, or a hop to the main queue; B26",
        configuration: Configuration(maximumNumberOfLines: 4),
        phases: [
            .init([.type("ab\n")], expect: [.heightInLines(2)]),
            .init([.undoOnABackgroundQueue], expect: [.text("ab\n"), .heightInLines(2), .caretVisible]),
            .init([.type("c")], expect: [.text("ab\nc"), .heightInLines(2)]),
        ])

    /// A composer cut a paste to its limit (an undo action of the view's own), then its screen is
    /// popped and the view released: an undo in the window must find nothing of the view's left.
    static let undoAfterTheViewIsPopped = Scenario(
        id: "undo-after-the-view-is-popped",
        name: "an undo in the window after a view with a cut paste was popped and released does no harm",
        covers: "the undo actions the view registers (the cut's) removed when it leaves the window, from"
            + " the undo manager they went to; I5 (the window's undo manager or the view's own), B19, B26",
        configuration: Configuration(maximumNumberOfLines: 3, maximumLength: 10),
        phases: [
            .init([.paste("0123456789abc")], expect: [.characterCount(10)]),
            .init([.popViewThenUndoInWindow], expect: [.text(""), .heightInLines(1)]),
            .init([.type("a")], expect: [.text("a"), .heightInLines(1)]),
        ])

    static let minimumHeight = Scenario(
        id: "minimum-height",
        name: "a minimum height in points holds until the text is taller",
        covers: "the minimum in points; B1, V5",
        configuration: Configuration(minimumHeight: 100),
        phases: [
            .init([], expect: [.heightInPoints(100)]),
            .init([.type("\n\n\n\n\n")], expect: [.heightInLines(6), .caretVisible]),
        ])

    static let composition = Scenario(
        id: "marked-text-growth",
        name: "marked text of an input method grows the view while it is composed, and committing keeps it",
        covers: "measuring while text is marked; B7 (marked text changes and is reported), V3, B3/V6",
        configuration: Configuration(maximumNumberOfLines: 4, charactersPerLine: 10),
        phases: [
            .init([.type("ab\n")], expect: [.heightInLines(2)]),
            .init([.compose("にほ")], expect: [.heightInLines(2), .caretVisible]),
            .init([.compose("にほんご\nにほんご")], expect: [.heightInLines(3), .caretVisible]),
            .init(
                [.commitComposition("日本語\n日本語")],
                expect: [.text("ab\n日本語\n日本語"), .heightInLines(3), .caretVisible]),
        ])

    static let compositionAtLimit = Scenario(
        id: "marked-text-at-limit",
        name: "a composition committed at the maximum length is cut to it once committed",
        covers: "the limit and marked text; B7, B14/V1, V3",
        configuration: Configuration(maximumNumberOfLines: 3, maximumLength: 5),
        phases: [
            .init([.type("abc")], expect: [.text("abc")]),
            .init([.compose("にほんご")], expect: [.heightInLines(1)]),
            .init(
                [.commitComposition("日本語")], expect: [.characterCount(5), .heightInLines(1), .caretVisible]),
            .init([.type("x")], expect: [.characterCount(5)]),
        ])

    static let layoutInTextDidChange = Scenario(
        id: "app-layout-in-text-did-change",
        name: "an app that lays out its own views in textViewDidChange does not stop the growth",
        covers: "a layout pass of the app's inside the edit; B1, B15 (what the app lays out animates or not),"
            + " V3, V5",
        configuration: Configuration(maximumNumberOfLines: 3, changesLayoutOnTextChange: true),
        phases: [
            .init(
                [.type("a\nb\n")],
                expect: [.heightInLines(3), .scrolling(false), .scrollingNeverSwitchedOn, .caretVisible]),
            .init([.type("c\nd")], expect: [.heightInLines(3), .scrolling(true), .caretVisible]),
        ])

    static let largerText = Scenario(
        id: "dynamic-type",
        name: "a larger text size grows the view with no edit",
        covers: "Dynamic Type; B10 (the font changes the text's height with no edit), B13 (traits, then an"
            + " attribute edit of the storage), V5",
        configuration: Configuration(maximumNumberOfLines: 6, charactersPerLine: 20),
        phases: [
            .init([.type("a\nb")], expect: [.heightInLines(2)]),
            .init([.useLargerText], expect: [.heightInLines(2), .caretVisible]),
        ])

    static let rightToLeft = Scenario(
        id: "right-to-left",
        name: "a right-to-left view grows and scrolls like any other",
        covers: "growth in a right-to-left layout; B1, B3/V6, B4/V4, V5",
        configuration: Configuration(maximumNumberOfLines: 3, isRightToLeft: true),
        phases: [
            .init([.type("שלום\nעולם\n")], expect: [.heightInLines(3), .scrolling(false), .caretVisible]),
            .init([.type("שוב\nשוב")], expect: [.heightInLines(3), .scrolling(true), .caretVisible]),
        ])

    /// The host reports which object UIKit files the typing's undo actions under (I6) and whether
    /// the view's undo manager is its window's (I5); text set in code then ends the undo history
    /// wherever the view can end it.
    static let undoHistoryAfterTextSetInCode = Scenario(
        id: "undo-history-after-text-set-in-code",
        name: "text set in code ends the undo history of the user's typing",
        covers: "ending the undo history when text is set in code (the view's own undo manager cleared, the"
            + " actions targeting the view or its text storage removed from the window's); I6 (the target of"
            + " typing's undo actions), I5 (the window's undo manager), I1, B19",
        configuration: Configuration(maximumNumberOfLines: 4),
        phases: [
            .init([.type("ab")], expect: [.canUndo(true)]),
            .init([.findTypingUndoTarget], expect: [.canUndo(false)]),
            .init([.type("cd")], expect: [.canUndo(true), .text("abcd")]),
            .init([.setText("hi")], expect: [.text("hi"), .undoHistoryEndedWhereTheViewCanEndIt]),
        ])

    static func madeByCoder(_ origin: ViewOrigin, id: String) -> Scenario {
        let made =
            switch origin {
            case .code: "made in code"
            case .storyboard: "made by a storyboard"
            case .archivedCopy: "copied through an archive"
            }
        return Scenario(
            id: id,
            name: "a view \(made) grows, scrolls and shows one placeholder, like one made in code",
            covers: "init(coder:) setting up the wiring init(frame:) does (observers, placeholder, first"
                + " measurement), the limits arriving after it; B1, B3/V6, B4/V4, V5",
            configuration: Configuration(maximumNumberOfLines: 3, placeholder: "Message", origin: origin),
            phases: [
                .init([], expect: [.heightInLines(1), .scrolling(false), .placeholdersShowing(1)]),
                .init([.type("a\n")], expect: [.heightInLines(2), .caretVisible, .placeholdersShowing(0)]),
                .init([.type("b\nc\nd")], expect: [.heightInLines(3), .scrolling(true), .caretVisible]),
                .init([.deleteBackward(7)], expect: [.heightInLines(1), .placeholdersShowing(1), .text("")]),
            ])
    }

    static func rowGrowth(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a \(rowName(container)) grows and shrinks with its text view, with no flash of scrolling",
            covers: "the row resized in the turn of the edit; L1 (an empty batch update re-measures the rows"
                + " at once), L5 (self-sizing invalidation), B5 (the row squeezes the text view until it grows), V5",
            configuration: Configuration(maximumNumberOfLines: 5, container: container),
            phases: [
                .init([], expect: [.heightInLines(1), .rowHeightInLines(1)]),
                .init(
                    [.type("a\nb\nc\n")],
                    expect: [
                        .heightInLines(4), .rowHeightInLines(4), .scrollingNeverSwitchedOn, .scrolling(false),
                        .caretVisible,
                    ]),
                .init([.deleteBackward(4)], expect: [.heightInLines(2), .rowHeightInLines(2)]),
            ])
    }

    static func reuseByScrolling(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) scrolled off screen and back shows its text from the top in a reused cell",
            covers: "the reused cell scrolled to its top; L4 (a cell is configured by the data source before"
                + " it is displayed), B11 (contentInset does not move the offset), B4/V4, B8/V7",
            configuration: Configuration(maximumNumberOfLines: 3, container: container, rowCount: 60),
            phases: [
                .init(
                    [.paste("1\n2\n3\n4\n5\n6\n7\n8\n9\n10")],
                    expect: [.heightInLines(3), .scrolling(true), .caretVisible]),
                .init(
                    [.endEditing, .scrollToEnd, .scrollRowAwayAndBack],
                    expect: [
                        .atTopOfContent, .heightInLines(3), .scrolling(true), .rowHeightInLines(3),
                        .text("1\n2\n3\n4\n5\n6\n7\n8\n9\n10"),
                    ]),
            ])
    }

    static func reconfigureVisibleRow(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a visible \(rowName(container)) configured again keeps its text and its height",
            covers: "configuring a visible cell again (reconfigureRows, reconfigureItems); L4, B8/V7, V5",
            configuration: Configuration(maximumNumberOfLines: 5, container: container),
            phases: [
                .init([.type("a\nb\n")], expect: [.heightInLines(3), .rowHeightInLines(3)]),
                .init(
                    [.endEditing, .reconfigureRow],
                    expect: [
                        .text("a\nb\n"), .heightInLines(3), .rowHeightInLines(3), .textDidChangeCalls(0),
                    ]),
            ])
    }

    /// The app configures its cells without handing them to a coordinator: the growing cells report
    /// to the one coordinator of the list they find among their superviews (made for the list by the
    /// first cell that needs it), which they can only once they are in the list. The host reports whether the data source configured the cells while they were in
    /// the list or not (L14), for a new cell and, after scrolling, a reused one; the row grows and
    /// shrinks either way. A text size change from Settings then shows how many coordinators the
    /// cells made: the list is resized once per coordinator that hears it (reported as observed).
    static func cellWithoutCoordinator(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) whose cell no coordinator configured grows and shrinks, new and reused",
            covers:
                "the list's one coordinator, found from the list the cell is in; L14 (a dequeued cell is in"
                + " the list while configured, or joins it on display), L13 (the cell reports its fitted height),"
                + " L1, L5, B5, V5",
            configuration: Configuration(
                maximumNumberOfLines: 5, container: container, rowCount: 60,
                configuresCellsWithCoordinator: false),
            phases: [
                .init([], expect: [.heightInLines(1), .rowHeightInLines(1)]),
                .init(
                    [.type("a\nb\nc\n")], expect: [.heightInLines(4), .rowHeightInLines(4), .caretVisible]),
                .init([.deleteBackward(4)], expect: [.heightInLines(2), .rowHeightInLines(2)]),
                .init(
                    [.endEditing, .scrollRowAwayAndBack],
                    expect: [.text("a\n"), .heightInLines(2), .rowHeightInLines(2)]),
                .init([.useLargerTextFromSettings], expect: [.heightInLines(2), .rowHeightInLines(2)]),
            ])
    }

    static func rowName(_ container: Container) -> String {
        switch container {
        case .alone, .tableRow: "table row"
        case .collectionItem(let usesSelfSizingInvalidation):
            "collection item (\(usesSelfSizingInvalidation ? "self-sizing invalidation" : "batch updates"))"
        }
    }
}
