import GrowingTextCore
import GrowingTextSelfTest
import Testing

@testable import UIKitStandIns

/// The demo app's composer docking scenarios against the chat screen stand-in, whether the app docks
/// from its layout pass or not (C4), with the composer's text view in every variant of UIKit's
/// uncertain behaviours.
@Suite("Self-test: the composer docking's scenarios against the stand-ins")
struct DockingSelfTestTests {
    @Test(arguments: [true, false])
    func everyDockingScenarioPasses(appDocksInLayoutPass: Bool) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let host = StandInDockingSelfTestHost(
                appDocksInLayoutPass: appDocksInLayoutPass, variant: variant)
            let report = SelfTest.run(on: host)
            expectEveryScenarioPasses(report, count: 2)
        }
    }

    @Test func dockingScenarioIDsAreStable() {
        #expect(
            SelfTest.dockingScenarios.map(\.id) == [
                "composer-docking-layout-guide", "composer-docking-keyboard-notifications",
            ])
    }

    /// The scenario judges: a screen whose list never follows the bar (the docking never attached)
    /// fails as soon as the keyboard shows, naming the list's place.
    @Test func aListThatDoesNotFollowTheBarFails() {
        let host = StandInDockingSelfTestHost(appDocksInLayoutPass: true, docks: false)
        let report = SelfTest.run(Array(SelfTest.dockingScenarios.prefix(1)), on: host)
        #expect(report.summary == "0 passed, 1 failed, 0 skipped")
        #expect(
            report.lines.first?.contains(
                "after the keyboard shows 336.0 pt tall: expected the list at its end with its visible content"
                    + " ending at 448.0 pt, got it 0.0 pt from its end, ending at 810.0 pt") == true)
    }
}
