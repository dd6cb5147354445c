import GrowingTextCore
import GrowingTextSelfTest
import Testing

/// The demo app's table-under-the-keyboard scenarios against the list stand-in with the keyboard
/// inset adapter on the same table, under every variant of UIKit's uncertain text view behaviours.
@Suite("Self-test: the table under the keyboard's scenarios against the stand-ins")
struct TableKeyboardSelfTestTests {
    @Test(arguments: UIKitVariant.all)
    func everyTableKeyboardScenarioPasses(variant: UIKitVariant) {
        let report = GrowingTextSelfTest.run(on: StandInTableKeyboardSelfTestHost(variant: variant))
        expectEveryScenarioPasses(report, count: 1)
    }

    @Test func tableKeyboardScenarioIDsAreStable() {
        #expect(GrowingTextSelfTest.tableKeyboardScenarios.map(\.id) == ["table-keyboard-caret-reveal"])
    }

    /// The scenario judges: a table with no keyboard inset adjuster leaves the caret behind the
    /// keyboard, and the scenario fails, saying where the caret is.
    @Test func aTableTheKeyboardCoversFails() {
        let report = GrowingTextSelfTest.run(on: StandInTableKeyboardSelfTestHost(adjustsForKeyboard: false))
        #expect(report.summary == "0 passed, 1 failed, 0 skipped")
        #expect(
            report.lines.first?.contains(
                "after the keyboard shows 336.0 pt tall: expected the caret between 0.0 pt and the keyboard's top"
                    + " (508.0 pt), got it at 782.0 pt...802.0 pt") == true)
    }
}
