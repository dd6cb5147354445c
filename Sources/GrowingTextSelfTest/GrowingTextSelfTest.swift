import GrowingTextCore

/// Scenarios of a growing text view as data, and a runner that plays them against any host: the
/// Linux tests run them against the stand-ins of UIKit, the demo app (launched with
/// `-GrowingTextSelfTest`) against the real `GrowingTextView` on a simulator or a device.
///
/// The same scenario passing on both is the evidence that the stand-in models UIKit where the code
/// depends on it. When they disagree, the failing scenario's ``Scenario/covers`` names what to
/// suspect: the production behaviour it checks and the stand-in behaviours it rests on (their names
/// in `docs/UIKitBehaviours.md`).
///
/// Expectations are in lines of the host's font wherever they can be, so they hold on a device with
/// any font and text size: "3 lines" is the text container's vertical insets plus 3 times the font's
/// line height. The scenario's width is in characters too (``Configuration/charactersPerLine``).
///
/// A library of its own (`GrowingTextSelfTest`) for the demo app and the tests: an app that adds
/// `GrowingText` links none of it.
public enum GrowingTextSelfTest {}

extension GrowingTextSelfTest {
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
        /// Whether the view is the text view of the first row of a table of growing cells, which its
        /// coordinator sizes, rather than a view on its own.
        public var isInTableCell: Bool

        /// Creates a configuration; every parameter has the view's default, except the width.
        public init(
            minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int? = nil, minimumHeight: Double? = nil,
            maximumLength: Int? = nil, trimsWhitespaceOnEndEditing: Bool = false, charactersPerLine: Int = 30,
            isInTableCell: Bool = false
        ) {
            self.minimumNumberOfLines = minimumNumberOfLines
            self.maximumNumberOfLines = maximumNumberOfLines
            self.minimumHeight = minimumHeight
            self.maximumLength = maximumLength
            self.trimsWhitespaceOnEndEditing = trimsWhitespaceOnEndEditing
            self.charactersPerLine = charactersPerLine
            self.isInTableCell = isInTableCell
        }
    }

    /// One thing the user, the app or the system does to the view; the host performs it, then lets
    /// the run loop turn until layout settles.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// The user types each character of the text, one keystroke at a time.
        case type(String)
        /// The user pastes the text at the caret, as one edit.
        case paste(String)
        /// The user presses delete that many times.
        case deleteBackward(Int)
        /// The app sets the text in code.
        case setText(String)
        /// The view's width changes (a rotation, Split View) to fit that many characters per line.
        case changeWidth(charactersPerLine: Int)
        /// Editing ends (the view resigns first responder).
        case endEditing
        /// The user scrolls the view's content to its end.
        case scrollToEnd
        /// The view's cell is reused for another row: prepared for reuse, then given that row's text
        /// in code, as `tableView(_:cellForRowAt:)` does.
        case reuseCell(text: String)

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .type(let text): "type \(GrowingTextSelfTest.quoted(text))"
            case .paste(let text): "paste \(GrowingTextSelfTest.quoted(text))"
            case .deleteBackward(let count): "delete backward \(count) time\(count == 1 ? "" : "s")"
            case .setText(let text): "set the text to \(GrowingTextSelfTest.quoted(text)) in code"
            case .changeWidth(let characters): "change the width to \(characters) characters"
            case .endEditing: "end editing"
            case .scrollToEnd: "scroll to the end"
            case .reuseCell(let text): "reuse the cell for \(GrowingTextSelfTest.quoted(text))"
            }
        }
    }

    /// What must hold once the steps of a ``Scenario/Phase`` are done and layout settled.
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
        /// The app's `textViewDidChange(_:)` was called this many times during the phase's steps.
        case textDidChangeCalls(Int)
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
    }

    /// A named sequence of phases: steps, then what must hold after them.
    public struct Scenario: Hashable, Sendable {
        /// Some steps and the expectations checked once they are done.
        public struct Phase: Hashable, Sendable {
            /// What happens, in order.
            public var steps: [Step]
            /// What must hold afterwards.
            public var expectations: [Expectation]

            /// Creates a phase.
            public init(_ steps: [Step], expect expectations: [Expectation]) {
                self.steps = steps
                self.expectations = expectations
            }
        }

        /// What the scenario shows, as its PASS or FAIL line names it.
        public var name: String
        /// What a failure points at: the behaviour of the code it checks and the stand-in's models
        /// of UIKit it rests on.
        public var covers: String
        /// How the view is set up.
        public var configuration: Configuration
        /// The phases, in order, on the same view.
        public var phases: [Phase]

        /// Creates a scenario.
        public init(name: String, covers: String, configuration: Configuration, phases: [Phase]) {
            self.name = name
            self.covers = covers
            self.configuration = configuration
            self.phases = phases
        }
    }
}

extension GrowingTextSelfTest {
    /// A text as a FAIL line shows it: newlines escaped, and a long text as its length.
    static func quoted(_ text: String) -> String {
        guard text.count <= 24 else { return "\(text.count) characters" }
        return "\"" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
            + "\""
    }
}
