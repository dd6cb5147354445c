import GrowingTextCore

extension SelfTest {
    // The scenarios of a list row whose failure on a device may be a crash rather than a wrong
    // height: the row being edited deleted, moved or reloaded by the app (an update of the list from
    // inside another), a classic data source a turn ahead of its table ("Invalid update"), and a shake
    // in a reused cell (another row's typing replayed over the new row's text). Their Linux twins pass
    // against the stand-ins, which record each of these as a test failure; only UIKit raises. They
    // are hazards (``hazardScenarios``): a full run plays them last.

    /// The list's hazards: in a table, then in a collection list on each of its resizing paths.
    static let listHazardScenarios: [Scenario] =
        tableHazardScenarios + collectionHazardScenarios(usesSelfSizingInvalidation: false)
        + collectionHazardScenarios(usesSelfSizingInvalidation: true)

    /// The hazards of a table row.
    static let tableHazardScenarios: [Scenario] = [
        editedRowDeleted(in: .tableRow, trims: false, id: "table-delete-edited-row"),
        editedRowDeleted(in: .tableRow, trims: true, id: "table-delete-edited-row-with-trim"),
        editedRowMoved(in: .tableRow, trims: false, id: "table-move-edited-row"),
        editedRowMoved(in: .tableRow, trims: true, id: "table-move-edited-row-with-trim"),
        editedRowReloaded(in: .tableRow, trims: false, id: "table-reload-edited-row"),
        editedRowReloaded(in: .tableRow, trims: true, id: "table-reload-edited-row-with-trim"),
        editedRowAfterReloadData,
        dataSourceAheadOfTheTable,
        undoInWindowAfterReuse(in: .tableRow, id: "table-undo-in-window-after-reuse"),
    ]

    /// The hazards of a collection view item, on one of the two paths that resize it. A diffable data
    /// source is never ahead of its collection view: it answers the snapshot it applied.
    static func collectionHazardScenarios(usesSelfSizingInvalidation: Bool) -> [Scenario] {
        let container = Container.collectionItem(usesSelfSizingInvalidation: usesSelfSizingInvalidation)
        let path = usesSelfSizingInvalidation ? "self-sizing" : "batch-updates"
        return [
            editedRowDeleted(in: container, trims: false, id: "collection-\(path)-delete-edited-item"),
            editedRowDeleted(
                in: container, trims: true, id: "collection-\(path)-delete-edited-item-with-trim"),
            editedRowMoved(in: container, trims: false, id: "collection-\(path)-move-edited-item"),
            editedRowMoved(in: container, trims: true, id: "collection-\(path)-move-edited-item-with-trim"),
            editedRowReloaded(in: container, trims: false, id: "collection-\(path)-reload-edited-item"),
            editedRowReloaded(
                in: container, trims: true, id: "collection-\(path)-reload-edited-item-with-trim"),
            undoInWindowAfterReuse(in: container, id: "collection-\(path)-undo-in-window-after-reuse"),
        ]
    }

    private static func withTrim(_ trims: Bool) -> String {
        trims ? ", the trim on" : ", the trim off"
    }

    /// The app deletes the row the user is typing in: its cell leaves the list, and its text view,
    /// if UIKit has it resign then, ends editing (trimmed, with the trim on) inside the list's update,
    /// where the list must be neither queried nor updated. The next row then takes the user's
    /// typing and grows, sized by the coordinator that was told of the deletion.
    static func editedRowDeleted(in container: Container, trims: Bool, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a \(rowName(container)) deleted while edited is resized by no update inside the deletion,"
                + " and the next row grows\(withTrim(trims))",
            covers:
                "the end of editing inside the list's update (a first responder leaving its window) and the"
                + " trim it brings resizing no row there: a change no key made waits for the next turn; the"
                + " coordinator told of the deletion; L6 (no update inside another), I2 (reported as observed),"
                + " L1, L5, B5, V5",
            configuration: Configuration(
                maximumNumberOfLines: 5, trimsWhitespaceOnEndEditing: trims, container: container),
            phases: [
                .init([.type("note\n\n")], expect: [.heightInLines(3), .rowHeightInLines(3)]),
                .init([.deleteEditedRow], expect: [.noListUpdateInsideAnother]),
                .init(
                    [.beginEditingFirstRow],
                    expect: [
                        .endedEditingWithText(trims ? "note" : "note\n\n"), .editing(true),
                        .heightInLines(1), .rowHeightInLines(1), .noListUpdateInsideAnother,
                    ]),
                .init(
                    [.type("\nb\n")],
                    expect: [
                        .heightInLines(3), .rowHeightInLines(3), .scrollingNeverSwitchedOn, .caretVisible,
                        .noListUpdateInsideAnother,
                    ]),
            ])
    }

    /// The app moves the row the user is typing in: the row keeps its cell and its height, the text
    /// view stays first responder, and the next keys grow the row at its new place.
    static func editedRowMoved(in container: Container, trims: Bool, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) moved while edited keeps its height and its editing, and grows at its"
                + " new place\(withTrim(trims))",
            covers:
                "the coordinator told of the move (moveRow(_:to:), moveItem(_:to:)) keeping the row's height"
                + " and the row being edited; L15 (a moved row keeps its cell), L6, L1, L5, B5, V5",
            configuration: Configuration(
                maximumNumberOfLines: 5, trimsWhitespaceOnEndEditing: trims, container: container),
            phases: [
                .init([.type("note\n\n")], expect: [.heightInLines(3), .rowHeightInLines(3)]),
                .init(
                    [.moveEditedRow(to: 2)],
                    expect: [
                        .editing(true), .text("note\n\n"), .heightInLines(3), .rowHeightInLines(3),
                        .noListUpdateInsideAnother,
                    ]),
                .init(
                    [.type("x\n")],
                    expect: [
                        .heightInLines(4), .rowHeightInLines(4), .scrollingNeverSwitchedOn, .caretVisible,
                    ]),
                .init(
                    [.endEditing],
                    expect: [
                        .text(trims ? "note\n\nx" : "note\n\nx\n"), .heightInLines(trims ? 3 : 4),
                        .rowHeightInLines(trims ? 3 : 4),
                        .endedEditingWithText(trims ? "note\n\nx" : "note\n\nx\n"),
                        .noListUpdateInsideAnother,
                    ]),
            ])
    }

    /// The app reloads the row the user is typing in with a text of its own: the row gets a new cell
    /// at that text's height, resized once, and the old cell's text view ends editing (trimmed, with
    /// the trim on) without an update of the list inside the reload. The new cell then takes the
    /// user's typing and grows.
    static func editedRowReloaded(in container: Container, trims: Bool, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) reloaded while edited takes the app's text in a new cell, resized once"
                + " and by no update inside the reload\(withTrim(trims))",
            covers:
                "the end of editing of the old cell's text view inside the reload (a first responder leaving"
                + " its window) and its trim resizing no row there; L6, I2 (reported as observed), L4, L8, L1, L5,"
                + " B8/V7, V5",
            configuration: Configuration(
                maximumNumberOfLines: 5, trimsWhitespaceOnEndEditing: trims, container: container),
            phases: [
                .init([.type("note\n\n")], expect: [.heightInLines(3), .rowHeightInLines(3)]),
                .init(
                    [.reloadEditedRow(withText: "a\nb")],
                    expect: [
                        .text("a\nb"), .editing(false), .heightInLines(2), .rowHeightInLines(2),
                        .rowResizedAtMostOnce, .noListUpdateInsideAnother,
                    ]),
                .init(
                    [.beginEditingFirstRow],
                    expect: [.endedEditingWithText(trims ? "note" : "note\n\n"), .editing(true)]),
                .init(
                    [.type("\nc")],
                    expect: [
                        .heightInLines(3), .rowHeightInLines(3), .scrollingNeverSwitchedOn, .caretVisible,
                        .noListUpdateInsideAnother,
                    ]),
            ])
    }

    /// The app inserts a row above the row the user is typing in and reloads the table's data rather
    /// than inserting the row: every row on screen is configured again, in the cells the table showed
    /// or new ones. The row being edited keeps its text and its height, resized at most once and by
    /// no update inside the reload; the new row then takes the user's typing and grows.
    static let editedRowAfterReloadData = Scenario(
        id: "table-reload-data-while-editing",
        name: "a table row edited while the app inserts a row above it and reloads the data keeps its text"
            + " and height, resized at most once and by no update inside the reload",
        covers: "reloadData() configuring the rows on screen again in the cells it showed (L18, reported as"
            + " observed: whether the text view being edited resigns), the coordinator told the rows first,"
            + " a cell reporting a height change as it is dequeued again; L6, L8, L4, L1, V5",
        configuration: Configuration(maximumNumberOfLines: 5, container: .tableRow),
        phases: [
            .init([.type("note\n\n")], expect: [.heightInLines(3), .rowHeightInLines(3)]),
            .init(
                [.insertRowAndReloadData(withText: "a\nb")],
                expect: [
                    .text("note\n\n"), .heightInLines(3), .rowHeightInLines(3), .rowResizedAtMostOnce,
                    .noListUpdateInsideAnother,
                ]),
            .init([.beginEditingFirstRow], expect: [.text("a\nb"), .editing(true)]),
            .init(
                [.type("\nc")],
                expect: [
                    .heightInLines(3), .rowHeightInLines(3), .scrollingNeverSwitchedOn, .caretVisible,
                    .noListUpdateInsideAnother,
                ]),
        ])

    /// A classic data source a turn ahead of its table: the app sets the row's text in code and adds
    /// a row to its data that it tells the table of only turns later. The resize the text brings
    /// waits until the table has the row, and the row grows then; nothing raises "Invalid update".
    static let dataSourceAheadOfTheTable = Scenario(
        id: "table-data-source-ahead-of-the-table",
        name: "a table row whose text is set while the data source is a row ahead of the table grows once the"
            + " table catches up, with no \"Invalid update\"",
        covers: "a resize of a code-set change waiting while the table's data source answers rows the table"
            + " was not told of, then made once it was; L16 (an update checks the row counts), L12, L6, L1,"
            + " B8/V7, V5",
        configuration: Configuration(maximumNumberOfLines: 5, container: .tableRow),
        phases: [
            .init([.type("a")], expect: [.heightInLines(1), .rowHeightInLines(1)]),
            .init(
                [.endEditing, .setRowTextWithARowInsertedLater("a\nb\nc")],
                expect: [
                    .text("a\nb\nc"), .heightInLines(3), .rowHeightInLines(3), .scrollingNeverSwitchedOn,
                    .textDidChangeCalls(0), .noListUpdateInsideAnother,
                ]),
        ])

    /// The user types in a row, leaves it and scrolls: UIKit reuses its cell for another row and
    /// configures it, maybe outside the list and its window (where a view sharing the window's undo
    /// manager has none). A shake in the window then must replay none of the old row's typing over
    /// the new row's text. The host first finds where UIKit files the typing's undo actions (I6):
    /// where the view cannot reach them, the shake's replay is the known limit of the report's
    /// `[observed I6: …]`, not a failure.
    static func undoInWindowAfterReuse(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) whose cell is reused for another row replays none of its typing over"
                + " that row when the user shakes to undo",
            covers:
                "the undo history of a reused cell's text view ended by the text its configuration sets, also"
                + " out of a window, once back in one; I9 (no undo manager out of a window), L14 and I6 (reported"
                + " as observed), I5, I1, L4, L8, B19",
            configuration: Configuration(maximumNumberOfLines: 4, container: container, rowCount: 60),
            phases: [
                .init([.type("ab")], expect: [.canUndo(true)]),
                .init([.findTypingUndoTarget], expect: [.canUndo(false)]),
                .init([.type("cd")], expect: [.canUndo(true), .text("abcd")]),
                .init(
                    [.endEditing, .scrollRowAway],
                    expect: [.undoHistoryEndedWhereTheViewCanEndIt, .rowHeightInLines(1)]),
                .init(
                    [.undoInWindow],
                    expect: [.textUnchangedWhereTheViewCanEndItsHistory, .rowHeightInLines(1)]),
            ])
    }
}
