// The explorer of event orders as a command, for runs longer than `swift test` makes
// (scripts/explore.sh builds it, optimised, with the stand-ins and the core it is given):
//
//   explore FEATURE SEQUENCES [FIRST-SEED] [LENGTH]
//   explore trace FEATURE SEQUENCES [FIRST-SEED] [LENGTH]
//
// FEATURE is `text-view` or `list`. It prints the report, then each finding shrunk, and exits with
// status 1 when a finding no known finding matches was seen. `trace` prints, for each sequence, its
// seed and a digest of every call the adapter made through the surface (`TRACE_SEED=N` prints that
// sequence's calls instead): scripts/trace-diff.sh compares two builds of the core with it.

import Foundation

@main
struct ExploreCommand {
    static func main() {
        // Swift seeds its hashing per process, and a stand-in or a controller that walks a dictionary
        // would walk it in another order in the next run: a seed must replay the same way.
        if ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil {
            setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
            let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
            execv(CommandLine.arguments[0], arguments)
        }
        let arguments = CommandLine.arguments.dropFirst().map { $0 }
        if arguments.first == "trace" {
            trace(Array(arguments.dropFirst()))
        }
        guard arguments.count >= 2, let sequences = Int(arguments[1]) else {
            print("usage: explore text-view|list SEQUENCES [FIRST-SEED] [LENGTH]")
            exit(2)
        }
        let firstSeed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
        let length = arguments.count > 3 ? Int(arguments[3]) ?? 24 : 24
        let start = Date()
        let unknown: Int
        switch arguments[0] {
        case "text-view":
            unknown = report(Explorer<TextViewExploration>.self, sequences, firstSeed, length)
        case "list":
            unknown = report(Explorer<ListExploration>.self, sequences, firstSeed, length)
        default:
            print("unknown feature \(arguments[0])")
            exit(2)
        }
        print(String(format: "%.1f seconds", Date().timeIntervalSince(start)))
        exit(unknown > 0 ? 1 : 0)
    }

    /// Prints each sequence's seed and trace digest, or one sequence's whole trace, then exits.
    private static func trace(_ arguments: [String]) -> Never {
        guard arguments.count >= 2, let sequences = Int(arguments[1]) else {
            print("usage: explore trace text-view|list SEQUENCES [FIRST-SEED] [LENGTH]")
            exit(2)
        }
        let firstSeed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
        let length = arguments.count > 3 ? Int(arguments[3]) ?? 24 : 24
        switch arguments[0] {
        case "text-view":
            trace(sequences, firstSeed, length, TextViewExploration.surfaceTrace)
        case "list":
            trace(sequences, firstSeed, length, ListExploration.surfaceTrace)
        default:
            print("unknown feature \(arguments[0])")
            exit(2)
        }
    }

    private static func trace<Feature>(
        _ sequences: Int, _ firstSeed: UInt64, _ length: Int,
        _ surfaceTrace: (EventSequence<Feature>) -> [String]
    ) -> Never {
        if let seed = ProcessInfo.processInfo.environment["TRACE_SEED"].flatMap({ UInt64($0) }) {
            let sequence = EventSequence<Feature>(seed: seed, length: length)
            print(sequence)
            for call in surfaceTrace(sequence) { print(call) }
            exit(0)
        }
        for index in 0..<UInt64(sequences) {
            let sequence = EventSequence<Feature>(seed: firstSeed &+ index, length: length)
            // FNV-1a over the calls, a digest that is the same in every process.
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            for call in surfaceTrace(sequence) {
                for byte in call.utf8 + [10] {
                    digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
            print(firstSeed &+ index, String(digest, radix: 16))
        }
        exit(0)
    }

    private static func report<Feature>(
        _ explorer: Explorer<Feature>.Type, _ sequences: Int, _ firstSeed: UInt64, _ length: Int
    ) -> Int {
        let report = explorer.explore(sequences: sequences, length: length, firstSeed: firstSeed)
        print(report)
        for finding in report.findings {
            print("")
            print(finding)
        }
        print("unknown findings: \(report.unknownFindings.count)")
        return report.unknownFindings.count
    }
}
