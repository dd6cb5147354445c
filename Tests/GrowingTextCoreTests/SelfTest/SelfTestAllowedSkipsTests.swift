import Foundation
import GrowingTextSelfTest
import TestSupport
import Testing

@testable import UIKitStandIns

/// The list of SKIPs CI allows per iOS version (`.ci/self-test/allowed-skips.txt`) against the
/// scenarios as they are, and CI's check of a run's log (`.ci/self-test/check-log.py`) against the
/// lines the player prints: a renamed scenario, a phase that no longer exists, a shortfall the hosts
/// no longer report or a new scenario the list does not count breaks these tests, not the first run
/// on a simulator.
@Suite("Self-test: the SKIPs CI allows and its check of a run's log")
struct SelfTestAllowedSkipsTests {
    struct Entry {
        var versions: [String]
        var scenario: String
        var phase: String
        var shortfall: String
        var reason: String
    }

    /// Every scenario's identifier and number of phases, of every kind, in the order a run plays them.
    static let phasesByScenario: [(id: String, phases: Int)] =
        SelfTest.scenarios.map { ($0.id, $0.phases.count) }
        + SelfTest.editorScenarios.map { ($0.id, $0.phases.count) }
        + SelfTest.keyboardScenarios.map { ($0.id, $0.phases.count) }
        + SelfTest.dockingScenarios.map { ($0.id, $0.phases.count) }
        + SelfTest.tableKeyboardScenarios.map { ($0.id, $0.phases.count) }
        + SelfTest.hazardScenarios.map { ($0.id, $0.phases.count) }

    static func readList() throws -> (scenarios: Int?, entries: [Entry]) {
        let text = try String(
            contentsOfFile: PackageDirectory.path(".ci/self-test/allowed-skips.txt"), encoding: .utf8)
        var scenarios: Int?
        var entries: [Entry] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("scenarios:") {
                scenarios = Int(line.dropFirst("scenarios:".count).trimmingCharacters(in: .whitespaces))
                continue
            }
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(fields.count == 5, "\(line)")
            entries.append(
                Entry(
                    versions: fields[0].split(separator: " ").map(String.init), scenario: fields[1],
                    phase: fields[2], shortfall: fields[3], reason: fields[4]))
        }
        return (scenarios, entries)
    }

    @Test func theListCountsEveryScenario() throws {
        #expect(try Self.readList().scenarios == 84)
        #expect(Self.phasesByScenario.count == 84)
    }

    /// Each entry names a scenario and a phase that exist, iOS versions CI runs, a reason, and a
    /// shortfall written, word for word, in one of the demo app's hosts.
    @Test func everyEntryNamesAScenarioPhaseAndShortfallThatExist() throws {
        let entries = try Self.readList().entries
        #expect(entries.count == 18)
        let hosts = try FileManager.default.contentsOfDirectory(
            atPath: PackageDirectory.path("Examples/GrowingTextDemo.swiftpm/GrowingTextDemo")
        ).map {
            try String(
                contentsOfFile: PackageDirectory.path(
                    "Examples/GrowingTextDemo.swiftpm/GrowingTextDemo/\($0)"),
                encoding: .utf8)
        }.joined(separator: "\n")
        for entry in entries {
            let phases = try #require(
                Self.phasesByScenario.first { $0.id == entry.scenario }?.phases, "\(entry.scenario)")
            #expect(
                entry.phase == "start" || entry.phase == "any"
                    || (1...phases).contains(Int(entry.phase) ?? 0),
                "\(entry.scenario): phase \(entry.phase)")
            #expect(Set(entry.versions).isSubset(of: ["15", "16", "17", "18", "all"]), "\(entry.versions)")
            #expect(hosts.contains(entry.shortfall), "\(entry.shortfall)")
            #expect(entry.reason.count > 20)
        }
    }

    /// A full run against the stand-ins is acceptable on every iOS version CI runs but for the FAILs
    /// of the scenarios waiting for a fix (`SelfTestWaitingScenarios`), which the check names and
    /// nothing else; the same run with a paste UIKit did not report (a SKIP nobody listed) is not.
    @Test func theLogCheckAcceptsAFullRunAndRejectsAnUnlistedSkip() throws {
        let directory = try TemporaryDirectory()
        let passing = Self.fullRunLog(host: StandInSelfTestHost(variant: .common))
        try passing.write(toFile: directory.path("passing.log"), atomically: true, encoding: .utf8)
        let waiting = SelfTestWaitingScenarios.fixes.keys.filter { passing.contains("\nFAIL \($0) (") }
        for ios in ["15", "16", "17", "18"] {
            let result = Self.checkLog(directory.path("passing.log"), ios: ios)
            #expect(result.status == (waiting.isEmpty ? 0 : 1), "iOS \(ios): \(result.output)")
            let problems = result.output.split(separator: "\n").filter { line in
                !waiting.contains { line.hasPrefix("self-test on iOS \(ios): FAIL \($0): ") }
            }
            #expect(problems.allSatisfy { $0.contains(": acceptable (84 scenarios;") }, "\(problems)")
        }
        let host = ShortfallHost(wrapping: StandInSelfTestHost(variant: .common))
        host.shortfallOnPaste = "UIKit did not report the paste as a change"
        try Self.fullRunLog(host: host).write(
            toFile: directory.path("unlisted.log"), atomically: true, encoding: .utf8)
        let result = Self.checkLog(directory.path("unlisted.log"), ios: "18")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "self-test on iOS 18: a SKIP not allowed on iOS 18 (phase 1): SKIP paste-past-limit-with-delegate"
            ))
    }

    /// The checker's own fixtures (`.ci/run` runs them too).
    @Test func theLogChecksFixturesAreJudgedAsExpected() {
        let result = Subprocess.run(
            ["/usr/bin/python3", PackageDirectory.path(".ci/self-test/check-log.py"), "--self-test"],
            stderrToStdout: true)
        #expect(result.status == 0, "\(result.output)")
    }

    static func fullRunLog(host: some SelfTestHost) -> String {
        var printed: [String] = []
        SelfTest.run(
            on: host, editorHost: StandInEditorSelfTestHost(variant: SwiftUIVariant.all[0]),
            keyboardHost: StandInKeyboardSelfTestHost(variant: KeyboardVariant.all[0]),
            dockingHost: StandInDockingSelfTestHost(appDocksInLayoutPass: true),
            tableKeyboardHost: StandInTableKeyboardSelfTestHost()
        ) { printed.append($0) }
        return printed.joined(separator: "\n") + "\n"
    }

    static func checkLog(_ path: String, ios: String) -> (status: Int32, output: String) {
        Subprocess.run(
            ["/usr/bin/python3", PackageDirectory.path(".ci/self-test/check-log.py"), "--ios", ios, path],
            environment: [:], stderrToStdout: true)
    }
}
