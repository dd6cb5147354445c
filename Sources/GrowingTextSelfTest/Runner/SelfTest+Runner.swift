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
        /// How many scenarios were skipped: the platform did not do what their steps need, so they
        /// could not judge the code. A skipped scenario does not fail the run.
        public var skipped: Int

        /// The final line: `N passed, M failed, K skipped`.
        public var summary: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
    }

    /// How one scenario ended.
    ///
    /// - `passed`: every expectation held;
    /// - `failed`: the `expected …, got …` of each expectation that did not;
    /// - `skipped`: what the platform did not do that the steps needed.
    enum Outcome: Hashable, Sendable {
        case passed
        case failed([String])
        case skipped([String])
    }

    /// Plays scenarios of one kind one after the other, each on a new view of the host.
    ///
    /// A scenario passes when every expectation of every phase holds. A failing one is reported as
    /// `FAIL <id> (<name>): <step>: expected …, got …` for each expectation that did not hold, followed by
    /// what the scenario covers, so that a disagreement between a device and the stand-in names what
    /// to suspect. A scenario whose steps the platform did not carry out as a user's would be (the
    /// host's ``SelfTestReading/platformShortfalls``) is reported as `SKIP <id> (<name>): …` with what
    /// was missing, and is neither passed nor failed: nothing in it is an expected failure. What the
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
    /// `keyboardHost`, the composer docking's (``dockingScenarios``) on `dockingHost`, then the table
    /// under the keyboard's (``tableKeyboardScenarios``) on `tableKeyboardHost`, with one summary line
    /// at the end.
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
        case .failed(let failures):
            line = "FAIL \(title): \(failures.joined(separator: "; ")) [covers \(scenario.covers)]"
            failed += 1
        case .skipped(let shortfalls):
            line =
                "SKIP \(title): the platform did not do what the scenario needs: "
                + shortfalls.joined(separator: "; ")
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
    /// Plays a scenario on a new view of the host: each phase's steps, then its expectations,
    /// judged on the readings before and after the steps. The outcome is a skip when the host
    /// reported any shortfall, whatever the expectations found; what the host observed of the
    /// platform's behaviours comes with it.
    static func outcome<Host: ScenarioHost>(of scenario: SelfTestScenario<Host.Kind>, on host: Host)
        -> (Outcome, observed: [String])
    {
        host.start(scenario.configuration)
        var failures: [String] = []
        var missing = host.read().platformShortfalls
        var observed = host.read().observations
        for phase in scenario.phases {
            let before = host.read()
            for step in phase.steps {
                host.perform(step)
            }
            let after = host.read()
            let place = phase.steps.last.map { "after \($0)" } ?? "at the start"
            missing += after.platformShortfalls.dropFirst(before.platformShortfalls.count)
            observed = after.observations
            for expectation in phase.expectations {
                if let failure = Host.Kind.failure(of: expectation, before: before, after: after) {
                    failures.append("\(place): \(failure)")
                }
            }
        }
        if !missing.isEmpty { return (.skipped(missing), observed) }
        return (failures.isEmpty ? .passed : .failed(failures), observed)
    }

    static func onOff(_ isOn: Bool) -> String { isOn ? "on" : "off" }

    static func points(_ value: Double) -> String { "\(rounded(value)) pt" }

    /// Two decimals are enough to tell a pixel at 3x.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
