import GrowingTextCore

extension SelfTest {
    // The scenarios of a list row that change what is around the text view rather than type in it:
    // the list's width, its direction, the text size from Settings, the app's own new text for the
    // row. Each runs in a table and in a collection list on both of its resizing paths.

    /// The list gets narrower and wider again (a rotation, Split View): the row re-wraps and follows.
    static func rowWidthChange(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a \(rowName(container)) re-wraps when its list's width changes, and the row follows",
            covers: "measuring at the list's new width and resizing the row; B9 (a width change arrives as"
                + " bounds in a layout pass), L6/L7 (the cell fitted at the new width), L11, V5",
            configuration: Configuration(maximumNumberOfLines: 6, container: container),
            phases: [
                .init(
                    [.paste(String(repeating: "x", count: 25))],
                    expect: [.heightInLines(1), .rowHeightInLines(1)]),
                .init(
                    [.changeWidth(charactersPerLine: 10)],
                    expect: [.heightInLines(3), .rowHeightInLines(3), .scrolling(false)]),
                .init(
                    [.changeWidth(charactersPerLine: 30)],
                    expect: [.heightInLines(1), .rowHeightInLines(1), .scrolling(false)]),
            ])
    }

    /// A right-to-left row grows and scrolls like any other.
    static func rowRightToLeft(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a right-to-left \(rowName(container)) grows with its text and then scrolls",
            covers: "growth and the row's resize in a right-to-left layout; L1, L5, B5, B3/V6, V5",
            configuration: Configuration(maximumNumberOfLines: 3, container: container, isRightToLeft: true),
            phases: [
                .init(
                    [.type("שלום\nעולם\n")],
                    expect: [.heightInLines(3), .rowHeightInLines(3), .scrolling(false), .caretVisible]),
                .init(
                    [.type("שוב\nשוב")],
                    expect: [.heightInLines(3), .rowHeightInLines(3), .scrolling(true), .caretVisible]),
            ])
    }

    /// The text size changes in Settings: the coordinators hear the notification and the rows follow
    /// the text views' new fonts.
    static func rowLargerTextFromSettings(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name: "a \(rowName(container)) follows a larger text size chosen in Settings",
            covers:
                "Dynamic Type in a list: the coordinator's re-measure on UIContentSizeCategory.didChangeNotification"
                + " and the text view's own; L10 (the notification and the fonts, in either order), B10, B13, V5",
            configuration: Configuration(
                maximumNumberOfLines: 6, charactersPerLine: 20, container: container),
            phases: [
                .init([.type("a\nb")], expect: [.heightInLines(2), .rowHeightInLines(2)]),
                .init(
                    [.useLargerTextFromSettings],
                    expect: [.heightInLines(2), .rowHeightInLines(2), .caretVisible]),
            ])
    }

    /// Data arrives on the main queue and the app sets the row's text in code: the row takes its new
    /// height in the frame that shows the new text, never a frame at its old height.
    static func rowTextSetFromMainQueue(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a \(rowName(container)) whose text the app sets from the main queue shows no frame at its old height",
            covers: "a code-set change resizing its row before Core Animation commits the frame (not a turn"
                + " later); L12 (the main queue's blocks and the layout passes between them), B8/V7, B5, V5",
            configuration: Configuration(maximumNumberOfLines: 5, container: container),
            phases: [
                .init([.type("a")], expect: [.heightInLines(1), .rowHeightInLines(1)]),
                .init(
                    [.endEditing, .setRowTextFromMainQueue("a\nb\nc")],
                    expect: [
                        .text("a\nb\nc"), .heightInLines(3), .rowHeightInLines(3),
                        .noFrameWithTheRowAtItsOldHeight,
                        .scrollingNeverSwitchedOn, .textDidChangeCalls(0),
                    ]),
            ])
    }

    /// The app gives the visible row a new text two lines longer and reconfigures it: the row grows
    /// once, in the same turn or the next, and the text view never scrolls meanwhile.
    static func rowReconfiguredWithNewText(in container: Container, id: String) -> Scenario {
        Scenario(
            id: id,
            name:
                "a visible \(rowName(container)) configured again with a longer text grows once, without scrolling",
            covers: "a text set in code in a cell's configuration resizing its row (the next-turn resize of a"
                + " code-set change); L9 (reconfigured cells, resized by UIKit or not), L4, B8/V7, B5, V5",
            configuration: Configuration(maximumNumberOfLines: 5, container: container),
            phases: [
                .init([.type("a")], expect: [.heightInLines(1), .rowHeightInLines(1)]),
                .init(
                    [.endEditing, .reconfigureRowWithText("a\nb\nc")],
                    expect: [
                        .text("a\nb\nc"), .heightInLines(3), .rowHeightInLines(3), .scrolling(false),
                        .scrollingNeverSwitchedOn, .rowResizedAtMostOnce, .textDidChangeCalls(0),
                    ]),
            ])
    }
}
