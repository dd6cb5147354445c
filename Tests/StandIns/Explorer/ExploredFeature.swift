import Foundation
import TestSupport

/// A feature the explorer of event orders runs: the app's code around it (its facts), the events
/// that can reach it (its actions), and a run of a sequence of them against the stand-ins that
/// checks the invariants after every step.
///
/// Actions hold small numbers, read against the state the step finds (an offset is clamped to the
/// text), so that any subsequence of a sequence still runs: the shrinker drops steps freely.
protocol ExploredFeature {
    /// What the app around the feature does, drawn once per sequence (its limits, its reactions).
    associatedtype Facts: ExploredFacts
    /// One event: the user's, the app's or UIKit's. Reports show it as Swift source.
    associatedtype Action: Hashable

    /// The feature's name in reports.
    static var name: String { get }

    /// The app's facts for a new sequence.
    static func facts(using generator: inout SplitMix64) -> Facts

    /// The next action of a sequence whose app has `facts`.
    static func action(given facts: Facts, using generator: inout SplitMix64) -> Action

    /// Facts that turn one of the app's reactions or settings off, for the shrinker to try.
    static func simplerFacts(than facts: Facts) -> [Facts]

    /// Smaller forms of an action (shorter text, fewer pieces), for the shrinker to try.
    static func simplerActions(than action: Action) -> [Action]

    /// Runs `sequence` under the stand-ins with seeded choices, checking the invariants after each
    /// step and telling `observe` of each violation, which answers whether the run goes on (the same
    /// invariant may be told again at later steps). Returns the violation the run stopped at, or `nil`
    /// when it ran to the end.
    static func run(_ sequence: EventSequence<Self>, observe: (Violation) -> Bool) -> Violation?

    /// The defects the explorer finds that are known and being fixed elsewhere: a violation one of
    /// them matches is counted under its name instead of failing the run.
    static var knownFindings: [KnownFinding<Self>] { get }

    /// The defects the explorer found that are fixed since, which a run counts under their names only
    /// when asked (``namesFixedFindings``).
    static var fixedFindings: [KnownFinding<Self>] { get }
}

/// Whether the runs of this process also classify violations as the fixed findings they match
/// (`EXPLORE_FIXED_FINDINGS=1`): how the explorer is measured against an older core.
let namesFixedFindings = ProcessInfo.processInfo.environment["EXPLORE_FIXED_FINDINGS"] == "1"

/// The app's facts of a feature.
protocol ExploredFacts: Hashable, CustomStringConvertible {
    /// The facts as Swift source.
    var sourceLiteral: String { get }
}

/// One sequence the explorer runs: the seed of the process's choices, the app's facts, and the
/// steps, each with the seed of its timing.
struct EventSequence<Feature: ExploredFeature>: Hashable, CustomStringConvertible {
    /// One step: an action and the seed its timing choices are drawn from.
    struct Step: Hashable {
        var action: Feature.Action
        var timing: UInt64

        init(_ action: Feature.Action, timing: UInt64 = 0) {
            self.action = action
            self.timing = timing
        }
    }

    /// The seed of the process's choices (``Choices/init(seed:)``); also the seed the sequence was
    /// generated from, unless a shrinker changed it.
    var seed: UInt64
    var facts: Feature.Facts
    var steps: [Step]

    /// A new sequence of `length` steps, all drawn from `seed`.
    init(seed: UInt64, length: Int) {
        self.seed = seed
        var generator = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        facts = Feature.facts(using: &generator)
        var steps: [Step] = []
        for _ in 0..<length {
            let action = Feature.action(given: facts, using: &generator)
            steps.append(Step(action, timing: generator.next()))
        }
        self.steps = steps
    }

    /// A sequence whose steps are each drawn from a seed of their own (a fuzzer's bytes): changing
    /// one seed changes one step.
    init(seed: UInt64, stepSeeds: [UInt64]) {
        self.seed = seed
        var generator = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
        let facts = Feature.facts(using: &generator)
        self.facts = facts
        steps = stepSeeds.map { stepSeed in
            var generator = SplitMix64(seed: stepSeed)
            let action = Feature.action(given: facts, using: &generator)
            return Step(action, timing: generator.next())
        }
    }

    init(seed: UInt64, facts: Feature.Facts, steps: [Step]) {
        self.seed = seed
        self.facts = facts
        self.steps = steps
    }

    /// The process's choices, as the sequence draws them.
    var choices: Choices { Choices(seed: seed) }

    var description: String {
        let seedText = "0x" + String(seed, radix: 16)
        let lines = steps.enumerated().map { "  \($0.offset + 1). \(Self.source($0.element.action))" }
        let process = choices.draws.map(\.description).joined(separator: "; ")
        return (["\(Feature.name), seed \(seedText), \(facts)", "  UIKit: \(process)"] + lines)
            .joined(separator: "\n")
    }

    /// An action as Swift source.
    static func source(_ action: Feature.Action) -> String {
        String(reflecting: action).replacing(String(reflecting: Feature.Action.self) + ".", with: ".")
    }

    /// The sequence as Swift source, for a known finding's reproduction.
    var sourceLiteral: String {
        let steps = steps.map { step in
            "            .init(\(Self.source(step.action)), timing: 0x\(String(step.timing, radix: 16))),"
        }
        return
            ([
                "        seed: 0x\(String(seed, radix: 16)), facts: \(facts.sourceLiteral),",
                "        steps: [",
            ]
            + steps + ["        ])"]).joined(separator: "\n")
    }
}

/// An invariant a step broke.
struct Violation: Hashable, CustomStringConvertible {
    var invariant: Invariant
    /// What exactly was seen.
    var detail: String
    /// The index of the step after which it was seen.
    var step: Int

    var description: String { "after step \(step + 1): \(invariant.rawValue): \(detail)" }
}

/// The invariants the explorer checks after every step, and the failures the stand-ins record.
enum Invariant: String, CaseIterable, Hashable, Sendable {
    // What UIKit refuses or the stand-ins never let pass quietly.
    case undoManagerClearedWhileUndoing = "the undo manager is cleared while it undoes"
    case layoutLoop = "a layout loop or a run loop that never rests"
    case undoRangeOutsideText = "an undo or a replacement outside the text"
    case textChangedWhileDictating = "the text is changed while dictation runs"
    case listQueriedInUpdate = "the list is asked for its cells inside an update or a configuration"
    case listUpdateNested = "a list update inside another update or a configuration"
    case invalidUpdate = "an update while the data source is ahead of its list"
    case undoTargetFreed = "an undo runs an action whose target was freed"
    case otherStandInFailure = "another failure the stand-ins recorded"
    // The text view's invariants.
    case replacementOverMarkedText = "a replacement overlaps marked text"
    case cutBeyondInsertion = "a cut removes characters the change did not insert"
    case insertionPastLimitKept = "an insertion past the maximum length is kept"
    case sameTextChangedSomething = "setting the same text changes something"
    case undoOverOtherText = "an undo replays an edit of a text set over since"
    case appMissedChange = "the app did not hear a change"
    case heightsDisagreeAtRest = "at rest, the bounds, the applied and the controller's heights differ"
    case scrollingFlashes = "scrolling turns on and off within one change"
    case refusedEndOfEditingChangedText = "ending editing that the app refused changed the text"
    case resignWhileNotEditingChangedText = "resigning a view that is not being edited changed the text"
    case cutBelowLimit = "a cut leaves less than the maximum length allows"
    case heightNotificationsUnpaired = "at rest, a height change is announced without its end, or the reverse"
    case contentUnreachable = "at rest, content taller than the bounds cannot be scrolled to"
    case heightChangesTwiceInOneChange = "the height changes twice within one change"
    case changeSettledInsideUndo = "a change is settled while the undo manager still runs the group's steps"
    case changeSettledInsideOwnReplacement = "a change is settled before the view's own replacement is over"
    case heightAppliedBeforeAnimation = "a new height reaches the bounds in the layout before its animation"
    // The list's invariants.
    case coordinatorsPerList = "a list has more than one coordinator"
    case rowHeightDisagreesAtRest = "at rest, a row's height is not its text view's"
    case listResizedTwiceInOneTurn = "the list is resized twice in one turn of the run loop"
    case listResizedForNothing = "the list is resized when no row's height changed"
    case editedRowNotFollowed = "the list keeps still another row than the one being edited"

    /// The invariant a stand-in's failure message belongs to.
    static func ofStandInFailure(_ message: String) -> Invariant {
        if message.contains("(I7)") { return .undoManagerClearedWhileUndoing }
        if message.contains("(B28)") { return .replacementOverMarkedText }
        if message.contains("(I8)") { return .undoTargetFreed }
        if message.contains("layout loop") || message.contains("never") { return .layoutLoop }
        if message.contains("(B19)") || message.contains("outside a text") { return .undoRangeOutsideText }
        if message.contains("(B20)") { return .textChangedWhileDictating }
        if message.contains("visible cells were queried") { return .listQueriedInUpdate }
        if message.contains("list update started") { return .listUpdateNested }
        if message.contains("Invalid update") { return .invalidUpdate }
        return .otherStandInFailure
    }
}

/// A defect the explorer rediscovers that is known and being fixed elsewhere: violations it matches
/// are counted, not failed, until the fix lands. Its reproduction then stops failing, and the test
/// that replays it (`ExplorerTests.knownFindingsStillReproduce`) fails until the finding is removed.
struct KnownFinding<Feature: ExploredFeature>: CustomStringConvertible, Sendable {
    /// What goes wrong, in the words of a defect report.
    var name: String
    /// Whether a violation seen in a sequence is this defect.
    var matches: @Sendable (Violation, EventSequence<Feature>) -> Bool
    /// A shortest sequence the explorer found that shows it.
    var reproduction: EventSequence<Feature>

    var description: String { name }
}

extension EventSequence: @unchecked Sendable {}

/// The draws both features' alphabets share.
enum ExplorerDraw {
    /// One of `choices`, each drawn with a chance in proportion to its weight (the weights sum to more
    /// than 0), made with the generator; `fallback` only if a weight is negative.
    static func weighted<Value>(
        _ choices: [(Int, (inout SplitMix64) -> Value)], otherwise fallback: Value,
        using generator: inout SplitMix64
    ) -> Value {
        var pick = Int.random(in: 0..<choices.reduce(0) { $0 + $1.0 }, using: &generator)
        for (weight, make) in choices {
            if pick < weight { return make(&generator) }
            pick -= weight
        }
        return fallback
    }
}
