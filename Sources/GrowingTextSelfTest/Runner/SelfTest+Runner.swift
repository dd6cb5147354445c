import GrowingTextCore

extension SelfTest {
    /// The outcome of a run: one line per scenario, then the count.
    public struct Report: Hashable, Sendable {
        /// `PASS <id> (<name>)`, `FAIL <id> (<name>): …` or `SKIP <id> (<name>): …` for each scenario,
        /// in order, followed by `[observed …]` when the host saw which variant of a behaviour the
        /// platform follows (``SelfTestReading/observations``).
        public var lines: [String]
        /// How many scenarios passed.
        public var passed: Int
        /// How many scenarios failed: the code did not do what the scenario expects.
        public var failed: Int
        /// How many scenarios were skipped: the platform did not do what a phase's steps need, every
        /// phase before it having passed, so the rest could not judge the code. A skipped scenario
        /// does not fail the run; CI allows only the SKIPs `.ci/self-test/allowed-skips.txt` lists.
        public var skipped: Int

        /// The final line: `N passed, M failed, K skipped`.
        public var summary: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
    }

    /// How one scenario ended.
    ///
    /// - `passed`: every expectation of every phase held;
    /// - `failed`: the `expected …, got …` of each expectation that did not, and where the platform
    ///   then fell short, if it did: the phases from there on were not judged;
    /// - `skipped`: where the platform fell short, every phase before it having passed.
    enum Outcome: Hashable, Sendable {
        case passed
        case failed([String], notJudgedFrom: Shortfall?)
        case skipped(Shortfall)
    }

    /// Where a scenario's steps stopped being what the scenario needs, and what the platform did not
    /// do: the phase of the step it fell short in (0 while the host set the view up), and the host's
    /// sentences.
    struct Shortfall: Hashable, Sendable {
        /// The phase, counted from 1; 0 for the host's set-up.
        var phase: Int
        /// How many phases the scenario has.
        var phaseCount: Int
        /// The phase's steps, as a FAIL line names them.
        var steps: String
        /// What the platform did not do, one sentence each.
        var missing: [String]

        /// `phase 3 of 5 (type "a")`, or `the start`.
        var phaseName: String {
            phase == 0 ? "the start" : "phase \(phase) of \(phaseCount) (\(steps))"
        }

        /// `in phase 3 of 5 (type "a")`, or `at the start`.
        var place: String { phase == 0 ? "at the start" : "in \(phaseName)" }

        /// What the platform did not do, after ``SelfTest/shortfallPreamble``.
        var explanation: String {
            "\(SelfTest.shortfallPreamble)\(missing.joined(separator: "; "))"
        }

        /// The phases judged before it, all passed: `; phase 1 passed`, `; phases 1-2 passed`, or
        /// nothing.
        var passedBefore: String {
            switch phase {
            case 0, 1: ""
            case 2: "; phase 1 passed"
            default: "; phases 1-\(phase - 1) passed"
            }
        }
    }

    /// What every SKIP line and every FAIL line cut short by the platform says before the host's
    /// sentences; CI's check of the log (`.ci/self-test/check-log.py`) reads what follows it.
    public static let shortfallPreamble = "the platform did not do what the scenario needs: "

    /// Plays scenarios of one kind one after the other, each on a new view of the host.
    ///
    /// A scenario passes when every expectation of every phase holds. A failing one is reported as
    /// `FAIL <id> (<name>): <step>: expected …, got …` for each expectation that did not hold, followed by
    /// what the scenario covers, so that a disagreement between a device and the stand-in names what
    /// to suspect. Scenarios are judged phase by phase: when the platform did not carry out a phase's
    /// steps as a user's would be (the host's ``SelfTestReading/platformShortfalls``), the scenario
    /// stops there. If every phase before it passed, it is reported as
    /// `SKIP <id> (<name>): in phase 3 of 5 (<steps>), the platform did not do what the scenario needs: …`
    /// and is neither passed nor failed; if one failed, the scenario fails, and its line adds from
    /// which phase on it was not judged and why. What the
    /// host observed of the platform's behaviours (``SelfTestReading/observations``) ends the line,
    /// as `[observed L14: …]`, whatever the outcome.
    ///
    /// - Parameters:
    ///   - scenarios: The scenarios; every scenario of the host's kind by default
    ///     (``SelfTestKind/scenarios``).
    ///   - host: The view to run them on.
    ///   - report: Called with each scenario's line as soon as it is known, then with the summary.
    /// - Returns: Every line and the counts.
    @discardableResult
    public static func run<Host: ScenarioHost>(
        _ scenarios: [SelfTestScenario<Host.Kind>] = Host.Kind.scenarios, on host: Host,
        report: (String) -> Void = { _ in }
    ) -> Report {
        var result = Report()
        result.play(scenarios, on: host, report: report)
        report(result.summary)
        return result
    }

    /// Runs every scenario: the views' (``scenarios``) on `host`, the SwiftUI editor's
    /// (``editorScenarios``) on `editorHost`, the keyboard's (``keyboardScenarios``) on
    /// `keyboardHost`, the composer docking's (``dockingScenarios``) on `dockingHost`, the table
    /// under the keyboard's (``tableKeyboardScenarios``) on `tableKeyboardHost`, then the shell's
    /// hazards (``hazardScenarios``) on `host`, last because they may crash the app, with one summary
    /// line at the end.
    ///
    /// - Parameters:
    ///   - host: The views to run the views' scenarios on.
    ///   - editorHost: The SwiftUI editor to run the editor's scenarios on.
    ///   - keyboardHost: The scroll view to run the keyboard's scenarios on.
    ///   - dockingHost: The chat screen to run the composer docking's scenarios on.
    ///   - tableKeyboardHost: The table to run the table under the keyboard's scenarios on.
    ///   - report: Called with each scenario's line as soon as it is known, then with the summary.
    /// - Returns: Every line and the counts.
    @discardableResult
    public static func run<
        Host: SelfTestHost, EditorHost: EditorSelfTestHost, KeyboardHost: KeyboardSelfTestHost,
        DockingHost: DockingSelfTestHost, TableKeyboardHost: TableKeyboardSelfTestHost
    >(
        on host: Host, editorHost: EditorHost, keyboardHost: KeyboardHost, dockingHost: DockingHost,
        tableKeyboardHost: TableKeyboardHost, report: (String) -> Void = { _ in }
    ) -> Report {
        var result = Report()
        result.play(scenarios, on: host, report: report)
        result.play(editorScenarios, on: editorHost, report: report)
        result.play(keyboardScenarios, on: keyboardHost, report: report)
        result.play(dockingScenarios, on: dockingHost, report: report)
        result.play(tableKeyboardScenarios, on: tableKeyboardHost, report: report)
        result.play(hazardScenarios, on: host, report: report)
        report(result.summary)
        return result
    }
}

extension SelfTest.Report {
    /// An empty report.
    init() {
        self.init(lines: [], passed: 0, failed: 0, skipped: 0)
    }

    /// Plays scenarios one after the other on the host, counting and reporting each one's line.
    mutating func play<Host: ScenarioHost>(
        _ scenarios: [SelfTestScenario<Host.Kind>], on host: Host, report: (String) -> Void
    ) {
        for scenario in scenarios {
            let (outcome, observed) = SelfTest.outcome(of: scenario, on: host)
            add(outcome, of: scenario, observed: observed, report: report)
        }
    }

    /// Counts a scenario's outcome and reports its line.
    mutating func add<Kind>(
        _ outcome: SelfTest.Outcome, of scenario: SelfTestScenario<Kind>, observed: [String] = [],
        report: (String) -> Void
    ) {
        let title = "\(scenario.id) (\(scenario.name))"
        var line: String
        switch outcome {
        case .passed:
            line = "PASS \(title)"
            passed += 1
        case .failed(let failures, let stop):
            let notJudged = stop.map { "; not judged from \($0.phaseName) on: \($0.explanation)" } ?? ""
            line =
                "FAIL \(title): \(failures.joined(separator: "; "))\(notJudged) [covers \(scenario.covers)]"
            failed += 1
        case .skipped(let shortfall):
            line = "SKIP \(title): \(shortfall.place), \(shortfall.explanation)\(shortfall.passedBefore)"
            skipped += 1
        }
        if !observed.isEmpty {
            line += " [observed \(observed.joined(separator: "; "))]"
        }
        lines.append(line)
        report(line)
    }
}

extension SelfTest {
    /// Plays a scenario on a new view of the host, phase by phase: each phase's steps, then its
    /// expectations, judged on the readings before and after the steps. When the host reports a
    /// shortfall (the platform did not do what a step needs), the scenario stops there: that phase's
    /// expectations and the later phases are not judged, and those before keep their verdicts. The
    /// scenario is skipped only when every phase before the shortfall passed; a failure before it
    /// stays a failure. What the host observed of the platform's behaviours comes with the outcome.
    static func outcome<Host: ScenarioHost>(of scenario: SelfTestScenario<Host.Kind>, on host: Host)
        -> (Outcome, observed: [String])
    {
        host.start(scenario.configuration)
        var failures: [String] = []
        let start = host.read()
        var observed = start.observations
        func stop(_ shortfall: Shortfall) -> (Outcome, observed: [String]) {
            failures.isEmpty
                ? (.skipped(shortfall), observed) : (.failed(failures, notJudgedFrom: shortfall), observed)
        }
        let phaseCount = scenario.phases.count
        if !start.platformShortfalls.isEmpty {
            return stop(
                Shortfall(phase: 0, phaseCount: phaseCount, steps: "", missing: start.platformShortfalls))
        }
        for (index, phase) in scenario.phases.enumerated() {
            let before = host.read()
            for step in phase.steps {
                host.perform(step)
            }
            let after = host.read()
            observed = after.observations
            let missing = Array(after.platformShortfalls.dropFirst(before.platformShortfalls.count))
            if !missing.isEmpty {
                let steps = phase.steps.map(\.description).joined(separator: ", ")
                return stop(
                    Shortfall(phase: index + 1, phaseCount: phaseCount, steps: steps, missing: missing))
            }
            let place = phase.steps.last.map { "after \($0)" } ?? "at the start"
            for expectation in phase.expectations {
                if let failure = Host.Kind.failure(of: expectation, before: before, after: after) {
                    failures.append("\(place): \(failure)")
                }
            }
        }
        return (failures.isEmpty ? .passed : .failed(failures, notJudgedFrom: nil), observed)
    }

    static func onOff(_ isOn: Bool) -> String { isOn ? "on" : "off" }

    static func points(_ value: Double) -> String { "\(rounded(value)) pt" }

    /// Two decimals are enough to tell a pixel at 3x.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
