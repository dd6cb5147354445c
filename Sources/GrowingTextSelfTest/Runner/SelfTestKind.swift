import GrowingTextCore

/// One kind of thing the self-test plays scenarios on (a text view, a SwiftUI editor, a scroll view
/// kept clear of the keyboard, …), as data: how a host of it is set up, the steps it performs, what
/// is read from it and what must hold, and the scenarios written in those terms.
///
/// The player (``SelfTest/run(_:on:report:)``) is the same for every kind: a new kind is
/// a type conforming to this protocol and a ``ScenarioHost`` of it on each side (the stand-ins in
/// the Linux tests, the real views in the demo app), not a copy of the loop.
public protocol SelfTestKind {
    /// How a scenario's host is set up.
    associatedtype Configuration: Hashable, Sendable
    /// One thing the user, the app or the system does; a FAIL line names it by its description.
    associatedtype Step: Hashable, Sendable, CustomStringConvertible
    /// What must hold once a phase's steps are done.
    associatedtype Expectation: Hashable, Sendable
    /// What a host reads.
    associatedtype Reading: SelfTestReading

    /// Every scenario of the kind, in the order a run plays them.
    static var scenarios: [SelfTestScenario<Self>] { get }

    /// Why an expectation does not hold, as `expected …, got …`, or `nil` when it holds.
    ///
    /// - Parameters:
    ///   - expectation: The expectation.
    ///   - before: What the host read before the phase's steps (for counts over the phase).
    ///   - after: What the host read after them.
    /// - Returns: The failure, or `nil`.
    static func failure(of expectation: Expectation, before: Reading, after: Reading) -> String?
}

/// What a ``ScenarioHost`` reads: whatever its kind shows, and what the platform did not do.
public protocol SelfTestReading: Hashable, Sendable {
    /// What the platform did not do that the steps needed, one sentence each, in order (an edit made
    /// as the user that UIKit did not report as a change, an API this OS version lacks). A scenario
    /// with any stops in that phase: the phases before it keep their verdicts, and it is skipped if
    /// they all passed.
    var platformShortfalls: [String] { get }
    /// Which of the variants recorded in `docs/UIKitBehaviours.md` the platform was seen to follow,
    /// one sentence each, starting with the behaviour's identifier (`L14: …`). A run reports them
    /// on the scenario's line, whether it passed or not: they settle what the stand-ins model in
    /// more than one way.
    var observations: [String] { get }
}

extension SelfTestReading {
    /// None: a kind whose host observes no variant.
    public var observations: [String] { [] }
}

/// What runs the scenarios of one ``SelfTestKind``: it sets up a new view for each scenario, performs
/// steps and reads. A host only performs and reads; whether a scenario passes is the player's.
///
/// The kinds' own protocols (``SelfTestHost``, ``EditorSelfTestHost``, ``KeyboardSelfTestHost``, …)
/// refine it with their kind; hosts conform to those.
public protocol ScenarioHost<Kind>: AnyObject {
    /// The kind of scenario the host runs.
    associatedtype Kind: SelfTestKind

    /// Replaces the view with a new one set up for a scenario, laid out.
    ///
    /// - Parameter configuration: The scenario's configuration.
    func start(_ configuration: Kind.Configuration)

    /// Performs a step, then lets the run loop turn until layout and animations settle.
    ///
    /// - Parameter step: The step.
    func perform(_ step: Kind.Step)

    /// What the view shows now; counts in it add up from ``start(_:)``.
    func read() -> Kind.Reading
}

/// A named sequence of phases of one ``SelfTestKind``: steps, then what must hold after them, all on
/// the same view.
public struct SelfTestScenario<Kind: SelfTestKind>: Hashable, Sendable {
    /// Some steps and the expectations checked once they are done.
    public struct Phase: Hashable, Sendable {
        /// What happens, in order.
        public var steps: [Kind.Step]
        /// What must hold afterwards.
        public var expectations: [Kind.Expectation]

        /// Creates a phase.
        ///
        /// - Parameters:
        ///   - steps: What happens, in order.
        ///   - expectations: What must hold afterwards.
        public init(_ steps: [Kind.Step], expect expectations: [Kind.Expectation]) {
            self.steps = steps
            self.expectations = expectations
        }
    }

    /// A short, stable identifier (`growth`, `table-reuse-by-scrolling`) that documents cite and
    /// that never changes when the wording of ``name`` does.
    public var id: String
    /// What the scenario shows, in a sentence.
    public var name: String
    /// What a failure points at: the behaviour of the code it checks and the stand-in's models of
    /// the platform it rests on (their IDs in `docs/UIKitBehaviours.md`).
    public var covers: String
    /// How the host is set up.
    public var configuration: Kind.Configuration
    /// The phases, in order, on the same view.
    public var phases: [Phase]

    /// Creates a scenario.
    ///
    /// - Parameters:
    ///   - id: The stable identifier.
    ///   - name: What it shows, in a sentence.
    ///   - covers: What a failure points at.
    ///   - configuration: How the host is set up.
    ///   - phases: The phases, in order.
    public init(
        id: String, name: String, covers: String, configuration: Kind.Configuration, phases: [Phase]
    ) {
        self.id = id
        self.name = name
        self.covers = covers
        self.configuration = configuration
        self.phases = phases
    }
}
