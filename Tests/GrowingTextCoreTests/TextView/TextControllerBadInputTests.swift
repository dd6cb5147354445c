import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Bad numbers from the host never crash the controller: NaN and negative heights count as 0 (the
/// view keeps its minimum), a NaN caret or offset asks for nothing but the valid range.
@Suite("Text controller bad input")
struct TextControllerBadInputTests {
    @Test func nanAndNegativeMeasurementsKeepTheMinimum() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let state = GrowingTextController.ScrollState(bounds: Size(width: -1, height: .nan))
        for height in [Double.nan, -50, -Double.infinity] {
            let measurement = GrowingTextController.Measurement(
                width: .nan, contentHeight: height, lineFragmentHeights: [.nan, -3], placeholderHeight: .nan)
            _ = controller.handle(.contentMeasured(measurement, state, reason: .edit))
            #expect(controller.height == 36)
        }
    }

    @Test func aNanCaretAndOffsetSettleAtTheTop() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let state = GrowingTextController.ScrollState(
            bounds: Size(width: 300, height: 36), contentOffsetY: .nan,
            caret: Rect(x: .nan, y: .nan, width: 2, height: 20))
        let effects = controller.handle(
            .contentMeasured(
                GrowingTextController.Measurement(width: 300, contentHeight: 36), state,
                reason: .textSetInCode))
        #expect(effects.contains(.setContentOffsetY(0)))
    }

    @Test func aCompositionCommittedPastTheLimitIsCutWhereItWasTyped() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration(maximumLength: 3))
        let announcement = GrowingTextController.Effect.announce("Character limit reached: 3.")
        #expect(controller.handle(.textChanged(.init(text: "ab", source: .code))).isEmpty)
        // Nothing is cut while composing, even a marked range past the text.
        #expect(
            controller.handle(
                .textChanged(.init(text: "abxyz", editedRange: 1..<4, changeInLength: 3, markedRange: 1..<9))
            ).isEmpty)
        #expect(
            controller.handle(.textChanged(.init(text: "aXYZb", editedRange: 1..<4, changeInLength: 0)))
                == [.replaceText(range: 2..<4, with: "", caret: 2), announcement])
        // Edited ranges past the text are clamped to it; an unknown range cuts nothing.
        #expect(
            controller.handle(.textChanged(.init(text: "abcdef", editedRange: 4..<99, changeInLength: 2)))
                == [.replaceText(range: 4..<6, with: "", caret: 4), announcement])
        #expect(controller.handle(.textChanged(.init(text: "abcdefgh"))).isEmpty)
    }

    @Test func aViewWithNoWidthYetIsMeasuredOnceUnwrapped() {
        var controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let unwrapped = GrowingTextController.Measurement(
            width: FittingWidth.widthToMeasure(current: 0), contentHeight: 36)
        let state = GrowingTextController.ScrollState(bounds: Size(width: 0, height: 0))
        _ = controller.handle(.contentMeasured(unwrapped, state, reason: .layoutChange))
        #expect(!controller.handle(.layoutPass(state)).contains(.measure(reason: .layoutChange)))
        let laidOut = GrowingTextController.ScrollState(bounds: Size(width: 320, height: 36))
        #expect(controller.handle(.layoutPass(laidOut)) == [.measure(reason: .layoutChange)])
    }
}
