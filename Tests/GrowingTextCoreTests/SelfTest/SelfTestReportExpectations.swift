import GrowingTextSelfTest
import Testing

/// Expects that every scenario of a run passed: each line that is not a `PASS` is recorded as an
/// issue, in full, and the summary must count `count` passed, none failed or skipped.
func expectEveryScenarioPasses(
    _ report: SelfTest.Report, count: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    for line in report.lines where !line.hasPrefix("PASS ") {
        Issue.record("\(line)", sourceLocation: sourceLocation)
    }
    #expect(report.summary == "\(count) passed, 0 failed, 0 skipped", sourceLocation: sourceLocation)
}
