import GrowingTextCore
import GrowingTextSelfTest
import Testing

@testable import UIKitStandIns

/// The demo app's table-under-the-keyboard scenarios against the list stand-in with the keyboard
/// inset adapter on the same table, under every variant of UIKit's uncertain text view behaviours.
@Suite("Self-test: the table under the keyboard's scenarios against the stand-ins")
struct TableKeyboardSelfTestTests {
    @Test func everyTableKeyboardScenarioPasses() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let report = SelfTest.run(on: StandInTableKeyboardSelfTestHost(variant: variant))
            expectEveryScenarioPasses(report, count: 1)
        }
    }

    @Test func tableKeyboardScenarioIDsAreStable() {
        #expect(SelfTest.tableKeyboardScenarios.map(\.id) == ["table-keyboard-caret-reveal"])
    }

    /// The scenario judges: a table with no keyboard inset adjuster leaves the caret behind the
    /// keyboard, and the scenario fails, saying where the caret is.
    @Test func aTableTheKeyboardCoversFails() {
        let report = SelfTest.run(on: StandInTableKeyboardSelfTestHost(adjustsForKeyboard: false))
        #expect(report.summary == "0 passed, 1 failed, 0 skipped")
        #expect(
            report.lines.first?.contains(
                "after the keyboard shows 336.0 pt tall: expected the caret between 0.0 pt and the keyboard's top"
                    + " (508.0 pt), got it at 782.0 pt...802.0 pt") == true)
    }

    /// The judge of the rows above: they may move up by as much as the edited row grew (the table
    /// scrolled to keep the caret in sight), not more, and never down.
    @Test func theRowAboveMayMoveUpByTheGrowthOnly() {
        func reading(rowAbove: Double, edited: Double) -> SelfTest.TableKeyboardReading {
            SelfTest.TableKeyboardReading(
                visibleTop: 0, keyboardTop: 508, caret: 480...500, rowAboveMinY: rowAbove,
                editedRowHeight: edited,
                textViewHeight: edited, lineHeight: 20, verticalInsets: 16, pixel: 0.5, platformShortfalls: []
            )
        }
        let before = reading(rowAbove: 436, edited: 36)
        func failure(_ after: SelfTest.TableKeyboardReading) -> String? {
            SelfTest.TableKeyboardKind.failure(
                of: .rowAboveMovesNoMoreThanTheGrowth, before: before, after: after)
        }
        #expect(failure(reading(rowAbove: 436, edited: 56)) == nil)
        #expect(failure(reading(rowAbove: 416, edited: 56)) == nil)
        #expect(
            failure(reading(rowAbove: 408, edited: 56))
                == "expected the row above to move up by 0 to 20.0 pt (the edited row's growth), got it moved up by 28.0 pt"
        )
        #expect(
            failure(reading(rowAbove: 444, edited: 56))
                == "expected the row above to move up by 0 to 20.0 pt (the edited row's growth), got it moved down by 8.0 pt"
        )
        #expect(
            SelfTest.TableKeyboardKind.failure(
                of: .rowAboveMovesNoMoreThanTheGrowth, before: before,
                after: SelfTest.TableKeyboardReading(
                    visibleTop: 0, keyboardTop: 508, caret: nil, rowAboveMinY: nil, editedRowHeight: nil,
                    textViewHeight: 0, lineHeight: 20, verticalInsets: 16, pixel: 0.5, platformShortfalls: [])
            )
                == "expected the row above and the edited row laid out, got them off screen")
    }
}
