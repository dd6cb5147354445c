import GrowingTextCore

/// What runs the self-test's keyboard scenarios: a scroll view filling the screen, kept clear of the
/// keyboard by a `KeyboardInsetAdjuster`, that the host sends the keyboard's notifications to (with
/// the `userInfo` frames, curve and duration UIKit sends) and reads.
///
/// The tests implement it over the keyboard stand-in; the demo app over a real `UITableView` and
/// adjuster, posting the notifications on `NotificationCenter.default` with nothing first responder,
/// so that no real keyboard interferes.
public protocol KeyboardSelfTestHost: AnyObject {
    /// Replaces the scroll view with a new one filling the screen, its adjuster started, no keyboard.
    func start()

    /// Performs a step, then lets the run loop turn until the keyboard's animation is over.
    ///
    /// - Parameter step: The step.
    func perform(_ step: GrowingTextSelfTest.KeyboardStep)

    /// What the scroll view shows now.
    func read() -> GrowingTextSelfTest.KeyboardReading
}

extension GrowingTextSelfTest {
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

    /// Some keyboard steps and the expectations checked once they are done.
    public struct KeyboardPhase: Hashable, Sendable {
        /// What happens, in order.
        public var steps: [KeyboardStep]
        /// What must hold afterwards.
        public var expectations: [KeyboardExpectation]

        /// Creates a phase.
        ///
        /// - Parameters:
        ///   - steps: What happens, in order.
        ///   - expectations: What must hold afterwards.
        public init(_ steps: [KeyboardStep], expect expectations: [KeyboardExpectation]) {
            self.steps = steps
            self.expectations = expectations
        }
    }

    /// A named sequence of keyboard phases on one scroll view.
    public struct KeyboardScenario: Hashable, Sendable {
        /// A short, stable identifier that documents cite.
        public var id: String
        /// What the scenario shows, in a sentence.
        public var name: String
        /// What a failure points at.
        public var covers: String
        /// The phases, in order.
        public var phases: [KeyboardPhase]

        /// Creates a scenario.
        ///
        /// - Parameters:
        ///   - id: The stable identifier.
        ///   - name: What it shows, in a sentence.
        ///   - covers: What a failure points at.
        ///   - phases: The phases, in order.
        public init(id: String, name: String, covers: String, phases: [KeyboardPhase]) {
            self.id = id
            self.name = name
            self.covers = covers
            self.phases = phases
        }
    }

    /// What a ``KeyboardSelfTestHost`` reads, in the screen's points.
    public struct KeyboardReading: Hashable, Sendable {
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

    /// Runs keyboard scenarios one after the other, each on a new scroll view of the host, with the
    /// same outcomes and lines as ``run(_:on:report:)``.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios; ``keyboardScenarios`` by default.
    ///   - host: The scroll view to run them on.
    ///   - report: Called with each scenario's line as soon as it is known, then with the summary.
    /// - Returns: Every line and the counts.
    @discardableResult
    public static func run<Host: KeyboardSelfTestHost>(
        _ scenarios: [KeyboardScenario] = GrowingTextSelfTest.keyboardScenarios, on host: Host,
        report: (String) -> Void = { _ in }
    ) -> Report {
        var result = Report(lines: [], passed: 0, failed: 0, skipped: 0)
        for scenario in scenarios {
            result.add(
                outcome(of: scenario, on: host), id: scenario.id, name: scenario.name,
                covers: scenario.covers,
                report: report)
        }
        report(result.summary)
        return result
    }

    static func outcome<Host: KeyboardSelfTestHost>(of scenario: KeyboardScenario, on host: Host) -> Outcome {
        host.start()
        return play(
            scenario.phases.map { ($0.steps, $0.expectations) }, perform: host.perform, read: host.read,
            shortfalls: \.platformShortfalls,
            failure: { expectation, _, after in failure(of: expectation, in: after) })
    }

    /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
    static func failure(of expectation: KeyboardExpectation, in reading: KeyboardReading) -> String? {
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
