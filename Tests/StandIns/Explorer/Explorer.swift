/// The explorer of event orders: seeded sequences of a feature's events, under seeded UIKit choices,
/// with the invariants checked after every step; a failing sequence is shrunk to a shortest one that
/// fails the same way, and reported with its seed.
enum Explorer<Feature: ExploredFeature> {
    /// What a failing sequence is: a known finding (by name), or a defect nobody has filed.
    enum Classification: Hashable, CustomStringConvertible {
        case known(String)
        case unknown(Invariant)

        var description: String {
            switch self {
            case .known(let name): "known: \(name)"
            case .unknown(let invariant): "unknown: \(invariant.rawValue)"
            }
        }
    }

    /// A failing sequence, shrunk.
    struct Finding: CustomStringConvertible {
        var classification: Classification
        /// How many sequences the run had tried when it first saw this classification, this one
        /// included.
        var sequencesTried: Int
        /// The seed of the sequence as generated.
        var seed: UInt64
        var violation: Violation
        var shrunk: EventSequence<Feature>

        var description: String {
            """
            \(classification), first after \(sequencesTried) sequences (seed 0x\(String(seed, radix: 16))); \
            shrunk to \(shrunk.steps.count) steps, \(violation):
            \(shrunk)
            \(shrunk.sourceLiteral)
            """
        }
    }

    /// What a run of the explorer saw.
    struct Report: CustomStringConvertible {
        var sequencesTried = 0
        var steps = 0
        /// The first sequence of each classification, shrunk, in the order they were seen.
        var findings: [Finding] = []
        /// How many sequences each classification failed.
        var counts: [Classification: Int] = [:]

        /// The findings no known finding matches.
        var unknownFindings: [Finding] {
            findings.filter { if case .unknown = $0.classification { true } else { false } }
        }

        var description: String {
            var lines = ["\(Feature.name): \(sequencesTried) sequences, \(steps) steps"]
            for finding in findings {
                lines.append("- \(finding.classification): \(counts[finding.classification] ?? 0) sequences")
            }
            if findings.isEmpty { lines.append("- no finding") }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `count` sequences of `length` steps, seeds `firstSeed`, `firstSeed + 1`, ...; each
    /// sequence runs past the known findings it shows and stops at the first unknown one. The first
    /// sequence of each classification is shrunk.
    ///
    /// - Parameters:
    ///   - stopsAtUnknown: Whether to stop at the first sequence no known finding matches.
    ///   - shrinksKnownFindings: Whether to shrink the first sequence of each known finding too, not only
    ///     of each unknown one.
    static func explore(
        sequences count: Int, length: Int = 24, firstSeed: UInt64 = 1, stopsAtUnknown: Bool = false,
        shrinksKnownFindings: Bool = true
    ) -> Report {
        var report = Report()
        for index in 0..<count {
            let seed = firstSeed &+ UInt64(index)
            let sequence = EventSequence<Feature>(seed: seed, length: length)
            report.sequencesTried += 1
            let seen = outcomes(of: sequence)
            var stoppedAt: Int?
            for (classification, violation) in seen {
                report.counts[classification, default: 0] += 1
                if case .unknown = classification { stoppedAt = violation.step }
                guard !report.findings.contains(where: { $0.classification == classification }) else {
                    continue
                }
                var shrunk = sequence
                if case .unknown = classification {
                    shrunk = shrink(sequence, keeping: classification)
                } else if shrinksKnownFindings {
                    shrunk = shrink(sequence, keeping: classification)
                }
                report.findings.append(
                    Finding(
                        classification: classification, sequencesTried: index + 1, seed: seed,
                        violation: firstViolation(of: classification, in: shrunk) ?? violation, shrunk: shrunk
                    ))
            }
            report.steps += stoppedAt.map { $0 + 1 } ?? sequence.steps.count
            if stopsAtUnknown, stoppedAt != nil { break }
        }
        return report
    }

    /// The known finding a violation is, else the invariant it broke.
    static func classify(_ violation: Violation, in sequence: EventSequence<Feature>) -> Classification {
        let seen = EventSequence(
            seed: sequence.seed, facts: sequence.facts,
            steps: Array(sequence.steps.prefix(violation.step + 1)))
        if let known = Feature.knownFindings.first(where: { $0.matches(violation, seen) }) {
            return .known(known.name)
        }
        if namesFixedFindings, let fixed = Feature.fixedFindings.first(where: { $0.matches(violation, seen) })
        {
            return .known(fixed.name)
        }
        return .unknown(violation.invariant)
    }

    /// What a sequence shows: each classification once, with the first violation of it, in order. The
    /// run goes past known findings and stops at the first unknown one.
    static func outcomes(of sequence: EventSequence<Feature>) -> [(Classification, Violation)] {
        var seen: [(Classification, Violation)] = []
        _ = Feature.run(sequence) { violation in
            let classification = classify(violation, in: sequence)
            if !seen.contains(where: { $0.0 == classification }) { seen.append((classification, violation)) }
            if case .unknown = classification { return false }
            return true
        }
        return seen
    }

    /// The first violation of `classification` in `sequence`, unless an unknown one stops it first.
    static func firstViolation(of classification: Classification, in sequence: EventSequence<Feature>)
        -> Violation?
    {
        var found: Violation?
        _ = Feature.run(sequence) { violation in
            let seen = classify(violation, in: sequence)
            if seen == classification { found = violation }
            if case .unknown = seen { return false }
            return found == nil
        }
        return found
    }

    /// A shortest sequence found that shows `classification` as `sequence` does: the steps after it
    /// go, then runs of steps ever shorter, then each step's action and the app's facts are
    /// simplified, while anything changes.
    static func shrink(_ sequence: EventSequence<Feature>, keeping classification: Classification)
        -> EventSequence<Feature>
    {
        var best = sequence
        func keeps(_ candidate: EventSequence<Feature>) -> Bool {
            guard let violation = firstViolation(of: classification, in: candidate) else { return false }
            best = candidate
            best.steps = Array(candidate.steps.prefix(violation.step + 1))
            return true
        }
        _ = keeps(best)
        var changed = true
        while changed {
            changed = false
            var chunk = max(1, best.steps.count / 2)
            while chunk >= 1 {
                var start = 0
                while start < best.steps.count {
                    var candidate = best
                    candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                    if !candidate.steps.isEmpty, keeps(candidate) {
                        changed = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            for index in best.steps.indices {
                guard index < best.steps.count else { break }
                let action = best.steps[index].action
                for simpler in Feature.simplerActions(than: action) where simpler != action {
                    var candidate = best
                    candidate.steps[index].action = simpler
                    if keeps(candidate) {
                        changed = true
                        break
                    }
                }
            }
            for simpler in Feature.simplerFacts(than: best.facts) {
                var candidate = best
                candidate.facts = simpler
                if keeps(candidate) {
                    changed = true
                    break
                }
            }
        }
        return best
    }
}
