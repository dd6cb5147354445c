import GrowingTextCore

/// What runs the self-test's SwiftUI editor scenarios: a `GrowingTextEditor` hosted by SwiftUI, with
/// the app's state (its text binding, its focus binding, whether it is disabled) around it, that
/// performs steps and reports what it shows.
///
/// The tests implement it over the stand-ins of SwiftUI and the hosted view; the demo app over a
/// real `GrowingTextEditor` in a `UIHostingController`. It starts an editor on screen, not focused,
/// empty; as with ``SelfTestHost``, a host only performs and reads, and says in ``SelfTest/EditorReading/platformShortfalls`` what the
/// platform did not do.
public protocol EditorSelfTestHost: ScenarioHost where Kind == SelfTest.EditorKind {}

extension SelfTest {
    /// Where a SwiftUI editor scenario's editor lives in the app's views.
    public enum EditorContainer: Hashable, Sendable {
        /// At the top of a `VStack`, above a `Spacer`.
        case stack
        /// In a row of a `List`, which sizes its rows itself.
        case listRow
        /// In a section of a `Form`.
        case form
        /// In a sheet with detents (`.presentationDetents([.medium, .large])`, iOS 16 and later),
        /// presented over the app's view.
        case sheetWithDetents
    }

    /// How a SwiftUI editor scenario's editor is set up.
    public struct EditorConfiguration: Hashable, Sendable {
        /// The most lines before the editor scrolls (`.lineLimit(1...n)`), or `nil` for no limit.
        public var maximumNumberOfLines: Int?
        /// Where the editor lives.
        public var container: EditorContainer

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - maximumNumberOfLines: The most lines before it scrolls; 4 by default.
        ///   - container: Where the editor lives; a `VStack` by default.
        public init(maximumNumberOfLines: Int? = 4, container: EditorContainer = .stack) {
            self.maximumNumberOfLines = maximumNumberOfLines
            self.container = container
        }
    }

    /// One thing the user or the app does to a SwiftUI editor.
    public enum EditorStep: Hashable, Sendable, CustomStringConvertible {
        /// The user taps into the editor.
        case tap
        /// The user types each character, as the keyboard does (`replace(_:withText:)` of the
        /// selection in the hosted text view).
        case type(String)
        /// An input method shows the text as marked (`setMarkedText(_:selectedRange:)`).
        case compose(String)
        /// The user picks the composition's final text (`setMarkedText`, then `unmarkText()`).
        case commitComposition(String)
        /// The app writes its text binding (a Send button that clears the draft: `draft = ""`).
        case setTextInApp(String)
        /// The app writes its focus binding.
        case setFocusInApp(Bool)
        /// The app disables the editor (`.disabled(true)`) or enables it again.
        case setDisabledInApp(Bool)

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .tap: "tap into the editor"
            case .type(let text): "type \(SelfTest.quoted(text))"
            case .compose(let text): "compose \(SelfTest.quoted(text))"
            case .commitComposition(let text): "commit the composition as \(SelfTest.quoted(text))"
            case .setTextInApp(let text):
                "the app sets the text binding to \(SelfTest.quoted(text))"
            case .setFocusInApp(let isFocused): "the app sets the focus binding to \(isFocused)"
            case .setDisabledInApp(let isDisabled):
                "the app \(isDisabled ? "disables" : "enables") the editor"
            }
        }
    }

    /// What must hold once the steps of an editor scenario's phase are done.
    public enum EditorExpectation: Hashable, Sendable {
        /// The app's text binding holds exactly this.
        case binding(String)
        /// The hosted text view shows exactly this.
        case viewText(String)
        /// The app's focus binding is on (`true`) or off.
        case focusBinding(Bool)
        /// The hosted text view is first responder (`true`) or not.
        case firstResponder(Bool)
        /// The hosted text view can be edited (`true`) or not.
        case editable(Bool)
        /// The hosted text view has marked text (`true`) or none.
        case markedText(Bool)
        /// The editor is as tall as that many lines of its font plus its vertical insets.
        case heightInLines(Int)
        /// The hosted text view's scrolling never switched on during the phase's steps, not even for
        /// one layout pass (a container that applies the new height late must not flash it).
        case scrollingNeverSwitchedOn
    }

    /// A named sequence of phases on one SwiftUI editor.
    public typealias EditorScenario = SelfTestScenario<EditorKind>

    /// The scenarios of a SwiftUI editor as a kind of the player: ``EditorConfiguration``,
    /// ``EditorStep``, ``EditorExpectation`` and ``EditorReading``, run on an ``EditorSelfTestHost``.
    public enum EditorKind: SelfTestKind {
        /// How an editor scenario is set up.
        public typealias Configuration = EditorConfiguration
        /// A step of an editor scenario.
        public typealias Step = EditorStep
        /// An expectation of an editor scenario.
        public typealias Expectation = EditorExpectation
        /// What an ``EditorSelfTestHost`` reads.
        public typealias Reading = EditorReading

        /// ``SelfTest/editorScenarios``.
        public static var scenarios: [EditorScenario] { SelfTest.editorScenarios }

        /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
        public static func failure(
            of expectation: EditorExpectation, before: EditorReading, after reading: EditorReading
        ) -> String? {
            func yesNo(_ value: Bool) -> String { value ? "on" : "off" }
            switch expectation {
            case .binding(let text):
                guard reading.binding != text else { return nil }
                return "expected the binding \(quoted(text)), got \(quoted(reading.binding))"
            case .viewText(let text):
                guard reading.viewText != text else { return nil }
                return "expected the view's text \(quoted(text)), got \(quoted(reading.viewText))"
            case .focusBinding(let isOn):
                guard reading.isFocusBindingOn != isOn else { return nil }
                return "expected the focus binding \(yesNo(isOn)), got \(yesNo(reading.isFocusBindingOn))"
            case .firstResponder(let isOn):
                guard reading.isFirstResponder != isOn else { return nil }
                return "expected first responder \(yesNo(isOn)), got \(yesNo(reading.isFirstResponder))"
            case .editable(let isOn):
                guard reading.isEditable != isOn else { return nil }
                return "expected editable \(yesNo(isOn)), got \(yesNo(reading.isEditable))"
            case .markedText(let isOn):
                guard reading.hasMarkedText != isOn else { return nil }
                return "expected marked text \(yesNo(isOn)), got \(yesNo(reading.hasMarkedText))"
            case .scrollingNeverSwitchedOn:
                let switches = reading.scrollingSwitchesOn - before.scrollingSwitchesOn
                guard switches > 0 else { return nil }
                return
                    "expected scrolling never to switch on, got \(switches) switch\(switches == 1 ? "" : "es") on"
            case .heightInLines(let lines):
                let expected = reading.verticalInsets + Double(lines) * reading.lineHeight
                guard abs(reading.height - expected) > reading.pixel * Double(lines + 1) else { return nil }
                let got =
                    reading.lineHeight > 0
                    ? (reading.height - reading.verticalInsets) / reading.lineHeight : 0
                return "expected height \(lines) lines (\(points(expected))), got \(points(reading.height))"
                    + " (\(rounded(got)) lines)"
            }
        }
    }

    /// What an ``EditorSelfTestHost`` reads, in points.
    public struct EditorReading: SelfTestReading {
        /// The app's text binding.
        public var binding: String
        /// The hosted text view's text.
        public var viewText: String
        /// The app's focus binding.
        public var isFocusBindingOn: Bool
        /// Whether the hosted text view is first responder.
        public var isFirstResponder: Bool
        /// Whether the hosted text view can be edited.
        public var isEditable: Bool
        /// Whether the hosted text view has marked text.
        public var hasMarkedText: Bool
        /// The editor's laid-out height.
        public var height: Double
        /// The line height of the editor's font.
        public var lineHeight: Double
        /// The text container's top and bottom insets, together.
        public var verticalInsets: Double
        /// The size of a pixel: the tolerance of a height.
        public var pixel: Double
        /// What the platform did not do that the steps needed (see ``Reading/platformShortfalls``).
        public var platformShortfalls: [String]
        /// How many times the hosted text view's scrolling switched from off to on.
        public var scrollingSwitchesOn: Int

        /// Creates a reading.
        public init(
            binding: String, viewText: String, isFocusBindingOn: Bool, isFirstResponder: Bool,
            isEditable: Bool, hasMarkedText: Bool, height: Double, lineHeight: Double,
            verticalInsets: Double, pixel: Double, platformShortfalls: [String], scrollingSwitchesOn: Int = 0
        ) {
            self.binding = binding
            self.viewText = viewText
            self.isFocusBindingOn = isFocusBindingOn
            self.isFirstResponder = isFirstResponder
            self.isEditable = isEditable
            self.hasMarkedText = hasMarkedText
            self.height = height
            self.lineHeight = lineHeight
            self.verticalInsets = verticalInsets
            self.pixel = pixel
            self.platformShortfalls = platformShortfalls
            self.scrollingSwitchesOn = scrollingSwitchesOn
        }
    }
}
