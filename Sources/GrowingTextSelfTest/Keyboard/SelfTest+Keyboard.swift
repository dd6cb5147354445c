import GrowingTextCore

/// What runs the self-test's keyboard scenarios: a scroll view filling the screen, kept clear of the
/// keyboard by a `KeyboardInsetAdjuster`, that the host sends the keyboard's notifications to (with
/// the `userInfo` frames, curve and duration UIKit sends) and reads.
///
/// The tests implement it over the keyboard stand-in; the demo app over a real `UITableView` and
/// adjuster, posting the notifications on `NotificationCenter.default` with nothing first responder,
/// so that no real keyboard interferes.
public protocol KeyboardSelfTestHost: ScenarioHost where Kind == SelfTest.KeyboardKind {
    /// Replaces the scroll view with a new one filling the screen, its adjuster started, no keyboard.
    func start()
}

extension KeyboardSelfTestHost {
    /// Starts the host: a keyboard scenario has nothing to set up but a new scroll view (``start()``).
    ///
    /// - Parameter configuration: The scenario's configuration, which has nothing in it.
    public func start(_ configuration: SelfTest.KeyboardConfiguration) {
        start()
    }
}

extension SelfTest {
    /// What the system does with the keyboard.
    public enum KeyboardStep: Hashable, Sendable, CustomStringConvertible {
        /// A docked keyboard of that height in points shows, or changes to that height (the
        /// will-show and will-change-frame notifications, 0.25 s, curve 7).
        case keyboardShows(height: Double)
        /// The keyboard hides (the will-hide notification).
        case keyboardHides

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .keyboardShows(let height): "the keyboard shows \(height) pt tall"
            case .keyboardHides: "the keyboard hides"
            }
        }
    }

    /// What must hold once a keyboard phase's steps are done.
    public enum KeyboardExpectation: Hashable, Sendable {
        /// The scroll view's visible content ends where a keyboard of that height begins.
        case clearOfKeyboard(height: Double)
        /// The scroll view's bottom insets are what they were before any keyboard.
        case insetsRestored
    }

    /// How a keyboard scenario's scroll view is set up: always the same way, so nothing.
    public struct KeyboardConfiguration: Hashable, Sendable {
        /// The one configuration.
        public init() {}
    }

    /// A named sequence of keyboard phases on one scroll view.
    public typealias KeyboardScenario = SelfTestScenario<KeyboardKind>

    /// The scenarios of a scroll view kept clear of the keyboard as a kind of the player:
    /// ``KeyboardStep``, ``KeyboardExpectation`` and ``KeyboardReading``, run on a
    /// ``KeyboardSelfTestHost``.
    public enum KeyboardKind: SelfTestKind {
        /// How a keyboard scenario is set up.
        public typealias Configuration = KeyboardConfiguration
        /// A step of a keyboard scenario.
        public typealias Step = KeyboardStep
        /// An expectation of a keyboard scenario.
        public typealias Expectation = KeyboardExpectation
        /// What a ``KeyboardSelfTestHost`` reads.
        public typealias Reading = KeyboardReading

        /// ``SelfTest/keyboardScenarios``.
        public static var scenarios: [KeyboardScenario] { SelfTest.keyboardScenarios }

        /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
        public static func failure(
            of expectation: KeyboardExpectation, before: KeyboardReading, after reading: KeyboardReading
        ) -> String? {
            switch expectation {
            case .clearOfKeyboard(let height):
                let keyboardTop = reading.screenHeight - height
                guard abs(reading.visibleBottom - keyboardTop) > reading.pixel else { return nil }
                return "expected the visible content to end at the keyboard's top (\(points(keyboardTop))),"
                    + " got \(points(reading.visibleBottom))"
            case .insetsRestored:
                guard reading.bottomInsets != reading.originalBottomInsets else { return nil }
                return "expected the bottom insets \(reading.originalBottomInsets.map(points)),"
                    + " got \(reading.bottomInsets.map(points))"
            }
        }
    }

    /// What a ``KeyboardSelfTestHost`` reads, in the screen's points.
    public struct KeyboardReading: SelfTestReading {
        /// The screen's height.
        public var screenHeight: Double
        /// Where the scroll view's visible content ends on the screen: its frame's bottom less its
        /// adjusted bottom content inset (safe area and keyboard).
        public var visibleBottom: Double
        /// The scroll view's bottom content inset and indicator inset, as the app reads them.
        public var bottomInsets: [Double]
        /// The same insets before any keyboard showed.
        public var originalBottomInsets: [Double]
        /// The size of a pixel: the tolerance.
        public var pixel: Double
        /// What the platform did not do that the steps needed.
        public var platformShortfalls: [String]

        /// Creates a reading.
        public init(
            screenHeight: Double, visibleBottom: Double, bottomInsets: [Double],
            originalBottomInsets: [Double],
            pixel: Double, platformShortfalls: [String]
        ) {
            self.screenHeight = screenHeight
            self.visibleBottom = visibleBottom
            self.bottomInsets = bottomInsets
            self.originalBottomInsets = originalBottomInsets
            self.pixel = pixel
            self.platformShortfalls = platformShortfalls
        }
    }

    /// Every keyboard scenario, in the order a run plays them, after ``editorScenarios``.
    public static let keyboardScenarios: [KeyboardScenario] = [
        KeyboardScenario(
            id: "keyboard-shows-and-hides",
            name:
                "a scroll view is kept clear of a keyboard that shows, and gets its insets back when it hides",
            covers:
                "the keyboard's overlap from its end frame in screen coordinates; K2 (frames in the screen's"
                + " space, the safe area), K5 (changes inside the keyboard's animation), K6 (isLocal, the screen)",
            phases: [
                .init([.keyboardShows(height: 336)], expect: [.clearOfKeyboard(height: 336)]),
                .init([.keyboardHides], expect: [.insetsRestored]),
            ]),
        KeyboardScenario(
            id: "keyboard-changes-height",
            name: "a keyboard that changes height while up moves the scroll view's visible end with it",
            covers:
                "will-change-frame while the keyboard is up (the predictions bar, another keyboard); K2, K5",
            phases: [
                .init([.keyboardShows(height: 336)], expect: [.clearOfKeyboard(height: 336)]),
                .init([.keyboardShows(height: 291)], expect: [.clearOfKeyboard(height: 291)]),
                .init([.keyboardShows(height: 380)], expect: [.clearOfKeyboard(height: 380)]),
                .init([.keyboardHides], expect: [.insetsRestored]),
            ]),
    ]

}

extension SelfTestScenario where Kind == SelfTest.KeyboardKind {
    /// Creates a keyboard scenario: its configuration has nothing to set.
    ///
    /// - Parameters:
    ///   - id: The stable identifier.
    ///   - name: What it shows, in a sentence.
    ///   - covers: What a failure points at.
    ///   - phases: The phases, in order.
    public init(id: String, name: String, covers: String, phases: [Phase]) {
        self.init(id: id, name: name, covers: covers, configuration: .init(), phases: phases)
    }
}
