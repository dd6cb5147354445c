import GrowingTextCore
import GrowingTextSelfTest
import Testing

/// The self-test the demo app runs on a simulator or a device (`-GrowingTextSelfTest`), run here
/// against the stand-ins, under every variant of UIKit's uncertain behaviours: every scenario must
/// pass under each, so that a failure on a device is a disagreement between UIKit and the stand-in.
@Suite("Self-test: the demo app's scenarios against the stand-ins")
struct SelfTestTests {
    @Test(arguments: UIKitVariant.all)
    func everyScenarioPasses(variant: UIKitVariant) {
        var printed: [String] = []
        let report = GrowingTextSelfTest.run(on: StandInSelfTestHost(variant: variant)) { printed.append($0) }
        for line in report.lines where !line.hasPrefix("PASS ") {
            Issue.record("\(line)")
        }
        #expect(report.summary == "9 passed, 0 failed")
        #expect(printed.count == 10)
        #expect(printed.last == "9 passed, 0 failed")
    }

    @Test func scenarioNamesAreUnique() {
        let names = GrowingTextSelfTest.scenarios.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// A failure says where, what was expected and what was found, then what the scenario covers.
    @Test func aFailureNamesTheStepTheExpectationAndWhatItCovers() {
        let wrong = GrowingTextSelfTest.Scenario(
            name: "wrong on purpose", covers: "the runner's report",
            configuration: .init(maximumNumberOfLines: 2),
            phases: [
                .init([], expect: [.heightInLines(1)]),
                .init(
                    [.type("a\nb\nc")],
                    expect: [.heightInLines(3), .scrolling(false), .text("a\nb"), .textDidChangeCalls(1)]),
            ])
        let report = GrowingTextSelfTest.run([wrong], on: StandInSelfTestHost(variant: .common))
        #expect(
            report.lines == [
                "FAIL wrong on purpose: after type \"a\\nb\\nc\": expected height 3 lines (76.0 pt), got 56.0 pt"
                    + " (2.0 lines); after type \"a\\nb\\nc\": expected scrolling off, got on;"
                    + " after type \"a\\nb\\nc\": expected text \"a\\nb\", got \"a\\nb\\nc\";"
                    + " after type \"a\\nb\\nc\": expected 1 textViewDidChange calls, got 5 [covers the runner's report]"
            ])
        #expect(report.summary == "0 passed, 1 failed")
    }
}
