import Foundation
import Synchronization
import Testing

/// One of UIKit's uncertain behaviours as a variant decides it: its id in
/// `docs/UIKitBehaviours.md` and what the variant makes of it, in words.
struct BehaviourChoice: Hashable, Sendable, CustomStringConvertible {
    var id: String
    var value: String

    var description: String { "\(id) \(value)" }
}

/// A variant of UIKit's uncertain behaviours (``UIKitVariant``, ``SwiftUIVariant``,
/// ``KeyboardVariant``) whose getters note each read in the running ``Consultation``, so that a
/// scenario run under ``forEachBehaviour(of:sourceLocation:_:)`` tells which behaviours it consulted.
protocol BehaviourVariant: Sendable {
    /// Each behaviour the variant decides, in the same order in every variant of its type; reading
    /// them notes nothing.
    var choices: [BehaviourChoice] { get }
}

extension BehaviourVariant {
    /// `value`, the variant's choice for the behaviour `id`, noted as consulted.
    func consulted<Value>(_ id: String, _ value: Value) -> Value {
        Consultation.current?.note(id)
        return value
    }
}

/// The behaviours one run of a scenario read: whoever read them (a stand-in, the controller through
/// a stand-in, the test itself), whichever variant value they read them from.
///
/// A consultation inside another (a family of variants run inside a run of another) notes its reads
/// in the outer one too: the outer run consulted everything its inner runs did.
final class Consultation: Sendable {
    /// The consultation of the run on this task, or `nil` outside ``forEachBehaviour(of:sourceLocation:_:)``.
    @TaskLocal static var current: Consultation?

    private let outer: Consultation?
    private let state = Mutex((behaviours: Set<String>(), failed: false))

    init(outer: Consultation?) {
        self.outer = outer
    }

    /// The ids of the behaviours read so far.
    var behaviours: Set<String> { state.withLock { $0.behaviours } }
    /// Whether the run recorded an issue that no known issue of its own matched.
    var failed: Bool { state.withLock { $0.failed } }

    func note(_ behaviour: String) {
        state.withLock { _ = $0.behaviours.insert(behaviour) }
        outer?.note(behaviour)
    }

    func noteFailure() {
        state.withLock { $0.failed = true }
    }
}

/// Runs `body` once for each distinct behaviour of `variants`, and returns how many runs that took.
///
/// Each run notes the behaviours it read (``Consultation``). A variant that agrees with an earlier
/// run's variant on every behaviour that run read would repeat that run read for read: the
/// stand-ins and the code under test are deterministic, and nothing else of the variant reaches
/// them. It is skipped. A variant that differs in any of them runs, and may read behaviours the
/// earlier runs did not. So every behaviour the full cross product would exercise runs, once; a
/// behaviour that no run reads is never varied, because nothing depends on it.
///
/// A run that records an issue is named after it by the behaviours it read and what they were. An
/// error `body` throws ends the runs, once its run is named.
///
/// - Parameter runsEveryVariant: Whether every variant runs, as the full cross product would; by
///   default when the environment has `GROWINGTEXT_EVERY_VARIANT=1`, to check that the runs skipped
///   hide no failure (the same tests fail either way).
@discardableResult
func forEachBehaviour<Variant: BehaviourVariant>(
    of variants: [Variant], runsEveryVariant: Bool = runsEveryVariant,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Variant) throws -> Void
) rethrows -> Int {
    var runs: [(choices: [BehaviourChoice], consulted: Set<String>)] = []
    for variant in variants {
        let choices = variant.choices
        let repeatsARun = runs.contains { run in
            zip(run.choices, choices).allSatisfy { ran, choice in
                ran == choice || !run.consulted.contains(ran.id)
            }
        }
        if repeatsARun, !runsEveryVariant { continue }
        let consultation = Consultation(outer: Consultation.current)
        do {
            try Consultation.$current.withValue(consultation) {
                // Matches no issue: each is recorded as it would be, and seen.
                try withKnownIssue(isIntermittent: true) {
                    try body(variant)
                } matching: { _ in
                    consultation.noteFailure()
                    return false
                }
            }
        } catch {
            consultation.noteFailure()
            recordFailure(of: consultation, under: choices, sourceLocation: sourceLocation)
            throw error
        }
        recordFailure(of: consultation, under: choices, sourceLocation: sourceLocation)
        runs.append((choices, consultation.behaviours))
    }
    return runs.count
}

/// Whether the environment asks every variant to run (`GROWINGTEXT_EVERY_VARIANT=1`).
let runsEveryVariant = ProcessInfo.processInfo.environment["GROWINGTEXT_EVERY_VARIANT"] == "1"

/// Records, if the run failed, an issue naming the behaviours it read and their values.
private func recordFailure(
    of consultation: Consultation, under choices: [BehaviourChoice], sourceLocation: SourceLocation
) {
    guard consultation.failed else { return }
    let read = choices.filter { consultation.behaviours.contains($0.id) }
    let under =
        read.isEmpty ? "every variant (the run read none)" : read.map(\.description).joined(separator: "; ")
    Issue.record("The issues above came under \(under)", sourceLocation: sourceLocation)
}
