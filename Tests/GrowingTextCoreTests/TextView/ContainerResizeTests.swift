import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A container that resizes the view: a cell fitting itself, a list holding the row at its old
/// height until the list can resize it. Passes meanwhile settle nothing; the two nest.
@Suite("Text view: a container that resizes it")
struct ContainerResizeTests {
    /// A view of one line (36 points) set to three lines in code (76): its list holds the row at 36
    /// across turns, and the cell fits itself once meanwhile. No pass at 36 switches scrolling on
    /// until the list's resize is over too; a pass at 36 after that is a squeeze.
    @Test func passesSettleNothingUntilEveryOpenResizeEnded() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let short = GrowingTextController.ScrollState(bounds: Size(width: 300, height: 36))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 1), short, reason: .textSetInCode))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 3), short, reason: .textSetInCode))
        #expect(controller.height == 76)
        _ = controller.handle(.layoutCompleted)
        #expect(controller.handle(.containerWillResize).isEmpty)  // the list holds the row
        #expect(controller.handle(.containerWillResize).isEmpty)  // the cell fits itself
        #expect(controller.handle(.containerDidResize).isEmpty)  // the fitting is over
        #expect(!Self.switchesScrolling(in: &controller, at: short))
        #expect(controller.handle(.containerDidResize) == [.setNeedsLayout])  // the row resized
        #expect(Self.switchesScrolling(in: &controller, at: short))
    }

    /// A container resize ended more often than it began counts as none: the next one holds again.
    @Test func anUnmatchedEndIsIgnored() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let short = GrowingTextController.ScrollState(bounds: Size(width: 300, height: 36))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 1), short, reason: .textSetInCode))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 3), short, reason: .textSetInCode))
        _ = controller.handle(.layoutCompleted)
        _ = controller.handle(.containerDidResize)
        _ = controller.handle(.containerWillResize)
        #expect(!Self.switchesScrolling(in: &controller, at: short))
    }

    /// A cell reused while its list held it (the list's word that the row resized went to a cell
    /// no longer on screen) starts over: its passes settle again.
    @Test func reuseEndsWhatTheListDidNotEnd() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let short = GrowingTextController.ScrollState(bounds: Size(width: 300, height: 36))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 1), short, reason: .textSetInCode))
        _ = controller.handle(.containerWillResize)
        _ = controller.handle(.prepareForReuse(short))
        _ = controller.handle(.contentMeasured(Self.measured(lines: 3), short, reason: .textSetInCode))
        _ = controller.handle(.layoutCompleted)
        #expect(Self.switchesScrolling(in: &controller, at: short))
    }

    static func measured(lines: Double) -> GrowingTextController.Measurement {
        .init(width: 300, contentHeight: 16 + 20 * lines)
    }

    /// Whether two passes at `state` switch scrolling on (the first pass after a height change
    /// waits for one more to tell moving bounds from settled ones).
    static func switchesScrolling(
        in controller: inout GrowingTextController, at state: GrowingTextController.ScrollState
    ) -> Bool {
        let effects = controller.handle(.layoutPass(state)) + controller.handle(.layoutPass(state))
        return effects.contains { if case .setScrollEnabled(true) = $0 { true } else { false } }
    }
}
