import GrowingTextCore

/// What runs the self-test's scenarios of a table under the keyboard: a table of growing rows
/// filling the screen, sized by its coordinator and kept clear of the keyboard by a
/// `KeyboardInsetAdjuster`, in which the user edits a row far down. The host posts the keyboard's
/// notifications (with UIKit's `userInfo`), makes the user's edits in the row and reads where the
/// caret and the rows are on the screen.
///
/// The tests implement it over the list stand-in with a keyboard inset adapter on the same table;
/// the demo app over a real `UITableView` of `GrowingTextViewCell`s, a `GrowingTableCoordinator` and
/// a `KeyboardInsetAdjuster`. It starts the table at its top, no keyboard, nothing edited.
public protocol TableKeyboardSelfTestHost: ScenarioHost where Kind == SelfTest.TableKeyboardKind {}

extension SelfTest {
    /// How a table-under-the-keyboard scenario's table is set up.
    public struct TableKeyboardConfiguration: Hashable, Sendable {
        /// How many rows the table has, each a growing text view of one line ("Row 12").
        public var rowCount: Int
        /// The row the user edits.
        public var editedRow: Int
        /// The most lines of each row's text view before it scrolls.
        public var maximumNumberOfLines: Int

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - rowCount: How many rows; 60 by default, at least 1.
        ///   - editedRow: The row the user edits; 50 by default, clamped to the rows.
        ///   - maximumNumberOfLines: The most lines of a row; 6 by default.
        public init(rowCount: Int = 60, editedRow: Int = 50, maximumNumberOfLines: Int = 6) {
            self.rowCount = max(1, rowCount)
            self.editedRow = min(max(0, editedRow), self.rowCount - 1)
            self.maximumNumberOfLines = maximumNumberOfLines
        }
    }

    /// What the user, the app or the system does to the table.
    public enum TableKeyboardStep: Hashable, Sendable, CustomStringConvertible {
        /// The table scrolls (as `scrollToRow(at:at: .bottom, animated: false)` does) so that the
        /// edited row is the last one on screen.
        case scrollEditedRowToBottom
        /// The user taps into the edited row: its text view becomes first responder, the caret at
        /// the end of its text.
        case beginEditing
        /// A docked keyboard of that height in points shows (the will-show and will-change-frame
        /// notifications, 0.25 s, curve 7).
        case keyboardShows(height: Double)
        /// The user types each character in the edited row, as the keyboard does
        /// (`replace(_:withText:)` of the selection).
        case type(String)

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .scrollEditedRowToBottom: "scroll the edited row to the bottom"
            case .beginEditing: "begin editing the row"
            case .keyboardShows(let height): "the keyboard shows \(height) pt tall"
            case .type(let text): "type \(SelfTest.quoted(text))"
            }
        }
    }

    /// What must hold once a table-under-the-keyboard phase's steps are done.
    public enum TableKeyboardExpectation: Hashable, Sendable {
        /// The caret is on screen between the table's visible top and the keyboard's top (the
        /// screen's safe area bottom without a keyboard).
        case caretAboveKeyboard
        /// The edited row's text view is as tall as that many lines plus its insets.
        case editedRowHeightInLines(Int)
        /// The row above the edited one did not move down, and moved up no more than the edited row
        /// grew during the phase: the rows above follow the edited row, they never jump.
        case rowAboveMovesNoMoreThanTheGrowth
    }

    /// What a ``TableKeyboardSelfTestHost`` reads, in the screen's points.
    public struct TableKeyboardReading: SelfTestReading {
        /// Where the table's visible content begins on the screen (its frame's top plus its
        /// adjusted top inset).
        public var visibleTop: Double
        /// Where the keyboard's top is on the screen, or the safe area's bottom without a keyboard.
        public var keyboardTop: Double
        /// The caret's top and bottom on the screen, or `nil` when nothing is edited.
        public var caret: ClosedRange<Double>?
        /// The top of the row above the edited one on the screen, or `nil` when that row is not laid
        /// out.
        public var rowAboveMinY: Double?
        /// The edited row's height, or `nil` when it is not laid out.
        public var editedRowHeight: Double?
        /// The edited row's text view height.
        public var textViewHeight: Double
        /// The line height of the text views' font.
        public var lineHeight: Double
        /// The text container's top and bottom insets, together.
        public var verticalInsets: Double
        /// The size of a pixel: the tolerance.
        public var pixel: Double
        /// What the platform did not do that the steps needed.
        public var platformShortfalls: [String]

        /// Creates a reading.
        public init(
            visibleTop: Double, keyboardTop: Double, caret: ClosedRange<Double>?, rowAboveMinY: Double?,
            editedRowHeight: Double?, textViewHeight: Double, lineHeight: Double, verticalInsets: Double,
            pixel: Double, platformShortfalls: [String]
        ) {
            self.visibleTop = visibleTop
            self.keyboardTop = keyboardTop
            self.caret = caret
            self.rowAboveMinY = rowAboveMinY
            self.editedRowHeight = editedRowHeight
            self.textViewHeight = textViewHeight
            self.lineHeight = lineHeight
            self.verticalInsets = verticalInsets
            self.pixel = pixel
            self.platformShortfalls = platformShortfalls
        }
    }

    /// A named sequence of phases on one table under the keyboard.
    public typealias TableKeyboardScenario = SelfTestScenario<TableKeyboardKind>

    /// The scenarios of a table of growing rows under the keyboard as a kind of the player:
    /// ``TableKeyboardConfiguration``, ``TableKeyboardStep``, ``TableKeyboardExpectation`` and
    /// ``TableKeyboardReading``, run on a ``TableKeyboardSelfTestHost``.
    public enum TableKeyboardKind: SelfTestKind {
        /// How a table-under-the-keyboard scenario is set up.
        public typealias Configuration = TableKeyboardConfiguration
        /// A step of a table-under-the-keyboard scenario.
        public typealias Step = TableKeyboardStep
        /// An expectation of a table-under-the-keyboard scenario.
        public typealias Expectation = TableKeyboardExpectation
        /// What a ``TableKeyboardSelfTestHost`` reads.
        public typealias Reading = TableKeyboardReading

        /// ``SelfTest/tableKeyboardScenarios``.
        public static var scenarios: [TableKeyboardScenario] { SelfTest.tableKeyboardScenarios }

        /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
        public static func failure(
            of expectation: TableKeyboardExpectation, before: TableKeyboardReading,
            after: TableKeyboardReading
        ) -> String? {
            switch expectation {
            case .caretAboveKeyboard:
                guard let caret = after.caret else {
                    return "expected the caret above the keyboard, got no caret"
                }
                let top = after.visibleTop - after.pixel
                let bottom = after.keyboardTop + after.pixel
                guard caret.lowerBound < top || caret.upperBound > bottom else { return nil }
                return "expected the caret between \(points(after.visibleTop)) and the keyboard's top"
                    + " (\(points(after.keyboardTop))), got it at \(points(caret.lowerBound))"
                    + "...\(points(caret.upperBound))"
            case .editedRowHeightInLines(let lines):
                let expected = after.verticalInsets + Double(lines) * after.lineHeight
                guard abs(after.textViewHeight - expected) > after.pixel * Double(lines + 1) else {
                    return nil
                }
                return "expected the row's text view \(lines) lines tall (\(points(expected))),"
                    + " got \(points(after.textViewHeight))"
            case .rowAboveMovesNoMoreThanTheGrowth:
                guard let old = before.rowAboveMinY, let new = after.rowAboveMinY,
                    let oldHeight = before.editedRowHeight, let newHeight = after.editedRowHeight
                else { return "expected the row above and the edited row laid out, got them off screen" }
                let moved = old - new
                let growth = newHeight - oldHeight
                guard moved < -after.pixel || moved > max(0, growth) + after.pixel else { return nil }
                return "expected the row above to move up by 0 to \(points(max(0, growth))) (the edited row's"
                    + " growth), got it moved \(moved < 0 ? "down" : "up") by \(points(abs(moved)))"
            }
        }
    }

    /// Every table-under-the-keyboard scenario, in the order a run plays them, after
    /// ``dockingScenarios``.
    public static let tableKeyboardScenarios: [TableKeyboardScenario] = [
        TableKeyboardScenario(
            id: "table-keyboard-caret-reveal",
            name:
                "a row deep in a table, edited above the keyboard, grows with the caret in sight and the rows"
                + " above following it",
            covers: "the keyboard's inset and caret reveal with the coordinator's resize and caret reveal in"
                + " one table; K2 (frames in the screen's space), K5 (the keyboard's animation), L1 (an empty"
                + " batch update re-measures the rows at once), L2 (rows not laid out use the estimate), L4, B1,"
                + " B3/V6 (UIKit's own caret scroll)",
            configuration: TableKeyboardConfiguration(rowCount: 60, editedRow: 50, maximumNumberOfLines: 6),
            phases: [
                .init([.scrollEditedRowToBottom, .beginEditing], expect: [.caretAboveKeyboard]),
                .init(
                    [.keyboardShows(height: 336)], expect: [.caretAboveKeyboard, .editedRowHeightInLines(1)]),
                .init(
                    [.type("\na")],
                    expect: [
                        .editedRowHeightInLines(2), .caretAboveKeyboard, .rowAboveMovesNoMoreThanTheGrowth,
                    ]),
                .init(
                    [.type("\nb\nc\nd")],
                    expect: [
                        .editedRowHeightInLines(5), .caretAboveKeyboard, .rowAboveMovesNoMoreThanTheGrowth,
                    ]),
                .init(
                    [.type("\ne\nf")],
                    expect: [
                        .editedRowHeightInLines(6), .caretAboveKeyboard, .rowAboveMovesNoMoreThanTheGrowth,
                    ]),
            ])
    ]
}
