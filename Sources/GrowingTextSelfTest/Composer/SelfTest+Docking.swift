import GrowingTextCore

/// What runs the self-test's composer docking scenarios: a chat screen, a message list filling it
/// behind a composer bar (a growing text view in a bar) that rides on the keyboard, the list kept
/// docked to the bar by a `GrowingComposerDocking`. The host posts the keyboard's notifications (with
/// the `userInfo` frames, curve and duration UIKit sends) and reads where the bar and the list's
/// visible end are.
///
/// The tests implement it over the chat screen stand-in, with a text view stand-in in the bar; the
/// demo app over a real `UITableView`, a `GrowingTextView` in a bar and `GrowingComposerDocking`. It
/// starts the screen with no keyboard and the list scrolled to its last message.
public protocol DockingSelfTestHost: ScenarioHost where Kind == SelfTest.DockingKind {}

extension SelfTest {
    /// How a composer docking scenario's screen is set up.
    public struct DockingConfiguration: Hashable, Sendable {
        /// What moves the composer bar with the keyboard.
        public enum BarPinning: Hashable, Sendable {
            /// The bar's bottom is pinned to the keyboard layout guide's top (iOS 15 and later), as
            /// `GrowingComposerDocking` recommends: UIKit moves it.
            case keyboardLayoutGuide
            /// The app moves the bar from the keyboard's notifications: a bottom constraint set to
            /// the end frame's overlap, inside an animation of the notification's duration and curve
            /// (how apps did it before the layout guide).
            case keyboardNotifications
        }

        /// What moves the bar.
        public var barPinning: BarPinning
        /// The most lines the composer's text view shows before it scrolls.
        public var maximumNumberOfLines: Int

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - barPinning: What moves the bar; the keyboard layout guide by default.
        ///   - maximumNumberOfLines: The most lines of the composer; 4 by default.
        public init(barPinning: BarPinning = .keyboardLayoutGuide, maximumNumberOfLines: Int = 4) {
            self.barPinning = barPinning
            self.maximumNumberOfLines = maximumNumberOfLines
        }
    }

    /// What the system or the user does on a chat screen.
    public enum DockingStep: Hashable, Sendable, CustomStringConvertible {
        /// A docked keyboard of that height in points shows, or changes to that height (the
        /// will-show and will-change-frame notifications, 0.25 s, curve 7).
        case keyboardShows(height: Double)
        /// The keyboard hides (the will-change-frame and will-hide notifications).
        case keyboardHides
        /// Each character of the text is added at the end of the composer's text as the keyboard
        /// adds a key (`replace(_:withText:)` of `UITextInput`), with the composer not first
        /// responder, so that no real keyboard comes.
        case type(String)

        /// The step as a FAIL line names it.
        public var description: String {
            switch self {
            case .keyboardShows(let height): "the keyboard shows \(height) pt tall"
            case .keyboardHides: "the keyboard hides"
            case .type(let text): "type \(SelfTest.quoted(text)) in the composer"
            }
        }
    }

    /// What must hold once a docking phase's steps are done.
    public enum DockingExpectation: Hashable, Sendable {
        /// The bar's bottom is at the top of a docked keyboard of that height.
        case barOnKeyboard(height: Double)
        /// The bar's bottom is at the safe area's bottom (no keyboard).
        case barOnSafeArea
        /// The list is scrolled to its end and its visible content ends the docking's spacing (8
        /// points) above the bar's top: the last message shows just above the composer.
        case lastMessageAboveBar
        /// The composer's text view is as tall as that many lines of its font plus its insets.
        case composerHeightInLines(Int)
    }

    /// What a ``DockingSelfTestHost`` reads, in the screen's points.
    public struct DockingReading: SelfTestReading {
        /// The screen's height.
        public var screenHeight: Double
        /// The bottom safe area inset of the screen (the home indicator).
        public var safeAreaBottom: Double
        /// The composer bar's top edge on the screen.
        public var barMinY: Double
        /// The composer bar's bottom edge on the screen.
        public var barMaxY: Double
        /// Where the list's visible content ends on the screen: its frame's bottom less its adjusted
        /// bottom content inset.
        public var listVisibleBottom: Double
        /// How far the list is from its end (its largest content offset less the one it has).
        public var listDistanceFromEnd: Double
        /// The space the docking keeps between the last message and the bar.
        public var spacing: Double
        /// The composer's text view height.
        public var composerHeight: Double
        /// The line height of the composer's font.
        public var lineHeight: Double
        /// The composer's text container's top and bottom insets, together.
        public var verticalInsets: Double
        /// The size of a pixel: the tolerance.
        public var pixel: Double
        /// What the platform did not do that the steps needed.
        public var platformShortfalls: [String]

        /// Creates a reading.
        public init(
            screenHeight: Double, safeAreaBottom: Double, barMinY: Double, barMaxY: Double,
            listVisibleBottom: Double, listDistanceFromEnd: Double, spacing: Double, composerHeight: Double,
            lineHeight: Double, verticalInsets: Double, pixel: Double, platformShortfalls: [String]
        ) {
            self.screenHeight = screenHeight
            self.safeAreaBottom = safeAreaBottom
            self.barMinY = barMinY
            self.barMaxY = barMaxY
            self.listVisibleBottom = listVisibleBottom
            self.listDistanceFromEnd = listDistanceFromEnd
            self.spacing = spacing
            self.composerHeight = composerHeight
            self.lineHeight = lineHeight
            self.verticalInsets = verticalInsets
            self.pixel = pixel
            self.platformShortfalls = platformShortfalls
        }
    }

    /// A named sequence of docking phases on one chat screen.
    public typealias DockingScenario = SelfTestScenario<DockingKind>

    /// The scenarios of a chat screen docked to its composer as a kind of the player:
    /// ``DockingConfiguration``, ``DockingStep``, ``DockingExpectation`` and ``DockingReading``, run on a
    /// ``DockingSelfTestHost``.
    public enum DockingKind: SelfTestKind {
        /// How a docking scenario is set up.
        public typealias Configuration = DockingConfiguration
        /// A step of a docking scenario.
        public typealias Step = DockingStep
        /// An expectation of a docking scenario.
        public typealias Expectation = DockingExpectation
        /// What a ``DockingSelfTestHost`` reads.
        public typealias Reading = DockingReading

        /// ``SelfTest/dockingScenarios``.
        public static var scenarios: [DockingScenario] { SelfTest.dockingScenarios }

        /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
        public static func failure(
            of expectation: DockingExpectation, before: DockingReading, after reading: DockingReading
        ) -> String? {
            switch expectation {
            case .barOnKeyboard(let height):
                let keyboardTop = reading.screenHeight - height
                guard abs(reading.barMaxY - keyboardTop) > reading.pixel else { return nil }
                return "expected the bar's bottom at the keyboard's top (\(points(keyboardTop))),"
                    + " got \(points(reading.barMaxY))"
            case .barOnSafeArea:
                let bottom = reading.screenHeight - reading.safeAreaBottom
                guard abs(reading.barMaxY - bottom) > reading.pixel else { return nil }
                return
                    "expected the bar's bottom on the safe area (\(points(bottom))), got \(points(reading.barMaxY))"
            case .lastMessageAboveBar:
                let end = reading.barMinY - reading.spacing
                let docked = abs(reading.listVisibleBottom - end) <= reading.pixel
                let atEnd = abs(reading.listDistanceFromEnd) <= reading.pixel
                guard !docked || !atEnd else { return nil }
                return "expected the list at its end with its visible content ending at \(points(end)),"
                    + " got it \(points(reading.listDistanceFromEnd)) from its end, ending at"
                    + " \(points(reading.listVisibleBottom))"
            case .composerHeightInLines(let lines):
                let expected = reading.verticalInsets + Double(lines) * reading.lineHeight
                guard abs(reading.composerHeight - expected) > reading.pixel * Double(lines + 1) else {
                    return nil
                }
                return "expected the composer \(lines) lines tall (\(points(expected))),"
                    + " got \(points(reading.composerHeight))"
            }
        }
    }

    /// Every composer docking scenario, in the order a run plays them, after ``keyboardScenarios``.
    ///
    /// Each runs with the bar pinned to the keyboard layout guide (what the docking recommends; a
    /// device may not move the guide for a posted notification, and the scenario is then skipped)
    /// and with the bar moved by the app from the notifications (judged on every device). The Linux
    /// twins run both against the chat screen stand-in, whether the app docks from its layout pass
    /// or not.
    public static let dockingScenarios: [DockingScenario] = [
        composerDocking(id: "composer-docking-layout-guide", pinning: .keyboardLayoutGuide),
        composerDocking(id: "composer-docking-keyboard-notifications", pinning: .keyboardNotifications),
    ]

    static func composerDocking(id: String, pinning: DockingConfiguration.BarPinning) -> DockingScenario {
        let route =
            switch pinning {
            case .keyboardLayoutGuide: "pinned to the keyboard layout guide"
            case .keyboardNotifications: "moved by the app from the keyboard's notifications"
            }
        return DockingScenario(
            id: id,
            name: "a chat's last message stays just above a composer \(route) as the keyboard"
                + " comes and goes and the composer grows",
            covers: "the list's inset and offset from the bar's top edge on each layout pass and after the"
                + " bar moved; C1 (the bar on the keyboard, on the safe area without one), C4 (the app docks in"
                + " its layout pass or not), K2 (frames in the screen's space), K5 (the keyboard's animation),"
                + " B1 (the composer's height read in the next layout pass)",
            configuration: DockingConfiguration(barPinning: pinning, maximumNumberOfLines: 4),
            phases: [
                .init([], expect: [.barOnSafeArea, .lastMessageAboveBar, .composerHeightInLines(1)]),
                .init(
                    [.keyboardShows(height: 336)],
                    expect: [.barOnKeyboard(height: 336), .lastMessageAboveBar]),
                .init(
                    [.type("a\nb\nc")],
                    expect: [.composerHeightInLines(3), .barOnKeyboard(height: 336), .lastMessageAboveBar]),
                .init(
                    [.type("\nd\ne")],
                    expect: [.composerHeightInLines(4), .barOnKeyboard(height: 336), .lastMessageAboveBar]),
                .init(
                    [.keyboardShows(height: 291)],
                    expect: [.barOnKeyboard(height: 291), .lastMessageAboveBar]),
                .init(
                    [.keyboardHides],
                    expect: [.barOnSafeArea, .lastMessageAboveBar, .composerHeightInLines(4)]),
            ])
    }
}
