import GrowingTextCore

extension GrowingTextSelfTest {
    /// Every scenario, in the order a run plays them.
    ///
    /// Each one's ``Scenario/covers`` cites the stand-in behaviours it rests on by the names they
    /// have in the tests: B… for the text view (`TextViewStandIn`), L… for the list (`ListStandIn`),
    /// V… for the variants of UIKit's uncertain behaviours (`UIKitVariant`), every one of which the
    /// Linux tests run the scenarios under.
    public static let scenarios: [Scenario] = [
        growth, shrinking, cutPaste, textSetInCode, widthChange, trimming, minimumHeight, rowGrowth,
        reusedCell,
    ]

    static let growth = Scenario(
        name: "grows a line per newline up to the maximum, then scrolls with the caret visible",
        covers: "growth and the caret reveal; stand-in B1 (the height read in the next layout pass), B3/V6"
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
        name: "shrinks as lines are deleted and stops scrolling under the maximum",
        covers:
            "measuring after a deletion; stand-in B6 (a key's callbacks), V3 (notification or delegate first),"
            + " B4/V4, V5",
        configuration: Configuration(maximumNumberOfLines: 4),
        phases: [
            .init([.type("a\nb\nc\nd\ne\nf")], expect: [.heightInLines(4), .scrolling(true)]),
            .init([.deleteBackward(2)], expect: [.heightInLines(4), .scrolling(true), .caretVisible]),
            .init([.deleteBackward(4)], expect: [.heightInLines(3), .scrolling(false), .caretVisible]),
            .init([.deleteBackward(5)], expect: [.heightInLines(1), .scrolling(false), .text("")]),
        ])

    static let cutPaste = Scenario(
        name: "a paste past the maximum length is cut to it, measured again and reported to the app",
        covers: "N1 (the limit holds whatever the delegate), N2 (measured and reported after the cut);"
            + " stand-in B14/V1 (replace(_:withText:) reported or not), V3, B3/V6, V2 (edit hooks)",
        configuration: Configuration(maximumNumberOfLines: 3, maximumLength: 100),
        phases: [
            .init(
                [.paste(String(repeating: "line\n", count: 50))],
                expect: [
                    .characterCount(100), .heightInLines(3), .scrolling(true), .caretVisible,
                    .textDidChangeCalls(2),
                ]),
            .init([.type("x")], expect: [.characterCount(100), .caretVisible]),
        ])

    static let textSetInCode = Scenario(
        name: "text set in code is never cut, never animated and not reported as an edit",
        covers: "text set in code; stand-in B8/V7 (the notification for text set in code, or none), B14/V1",
        configuration: Configuration(maximumNumberOfLines: 6, maximumLength: 5),
        phases: [
            .init(
                [.setText("one\ntwo\nthree")],
                expect: [.text("one\ntwo\nthree"), .heightInLines(3), .notAnimated, .textDidChangeCalls(0)]),
            .init([.deleteBackward(1)], expect: [.text("one\ntwo\nthre")]),
            .init([.type("x")], expect: [.text("one\ntwo\nthre")]),
        ])

    static let widthChange = Scenario(
        name: "a width change re-wraps the text and the height follows",
        covers:
            "measuring at new bounds; stand-in B9 (a width change arrives as bounds in a layout pass), V5",
        configuration: Configuration(maximumNumberOfLines: 6),
        phases: [
            .init([.paste(String(repeating: "x", count: 25))], expect: [.heightInLines(1)]),
            .init([.changeWidth(charactersPerLine: 10)], expect: [.heightInLines(3), .caretVisible]),
            .init([.changeWidth(charactersPerLine: 30)], expect: [.heightInLines(1), .caretVisible]),
        ])

    static let trimming = Scenario(
        name: "trimming when editing ends is measured again and reported once",
        covers: "N2 for the trim, and the trim before textViewDidEndEditing; stand-in B14/V1, V3",
        configuration: Configuration(maximumNumberOfLines: 6, trimsWhitespaceOnEndEditing: true),
        phases: [
            .init([.type("  hi \n\n")], expect: [.heightInLines(3)]),
            .init([.endEditing], expect: [.text("hi"), .textDidChangeCalls(1), .heightInLines(1)]),
        ])

    static let minimumHeight = Scenario(
        name: "a minimum height in points holds until the text is taller",
        covers: "the minimum in points; stand-in B1, V5",
        configuration: Configuration(minimumHeight: 100),
        phases: [
            .init([], expect: [.heightInPoints(100)]),
            .init([.type("\n\n\n\n\n")], expect: [.heightInLines(6), .caretVisible]),
        ])

    static let rowGrowth = Scenario(
        name: "a table row grows and shrinks with its text view, with no flash of scrolling",
        covers:
            "N3 (the row resized in the turn of the edit); stand-in L1 (beginUpdates/endUpdates re-measures"
            + " the rows at once), B5 (the row squeezes the text view until it grows), V5",
        configuration: Configuration(maximumNumberOfLines: 5, isInTableCell: true),
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

    static let reusedCell = Scenario(
        name: "a reused cell shows its new text from the top",
        covers:
            "N10 (prepareForReuse scrolls to the top); stand-in B11 (contentInset does not move the offset),"
            + " B4/V4, L4 (a cell is configured before it is displayed)",
        configuration: Configuration(maximumNumberOfLines: 3, isInTableCell: true),
        phases: [
            .init(
                [.paste("1\n2\n3\n4\n5\n6\n7\n8\n9\n10")],
                expect: [.heightInLines(3), .scrolling(true), .caretVisible]),
            .init(
                [.endEditing, .scrollToEnd, .reuseCell(text: "11\n12\n13\n14\n15\n16\n17\n18\n19\n20")],
                expect: [.atTopOfContent, .heightInLines(3), .scrolling(true), .rowHeightInLines(3)]),
        ])
}
