import GrowingTextCore
import Testing

@Suite struct KeyboardAnimationTests {
    @Test func privateCurveSevenPassesThrough() {
        let animation = KeyboardAnimation(duration: 0.25, curveRawValue: 7)
        #expect(animation.isAnimated)
        #expect(animation.curveRawValue == 7)
        #expect(animation.animationOptionsRawValue == 0x7_0000)
    }

    @Test func publicCurvesShiftIntoTheOptionBits() {
        #expect(KeyboardAnimation(duration: 0.3, curveRawValue: 0).animationOptionsRawValue == 0)
        #expect(KeyboardAnimation(duration: 0.3, curveRawValue: 1).animationOptionsRawValue == 0x1_0000)
        #expect(KeyboardAnimation(duration: 0.3, curveRawValue: 3).animationOptionsRawValue == 0x3_0000)
    }

    @Test func zeroDurationAppliesImmediately() {
        #expect(!KeyboardAnimation(duration: 0, curveRawValue: 7).isAnimated)
        #expect(!KeyboardAnimation.immediate.isAnimated)
    }

    @Test func badDurationsAreNormalised() {
        #expect(KeyboardAnimation(duration: .nan).duration == 0)
        #expect(KeyboardAnimation(duration: -1).duration == 0)
        #expect(KeyboardAnimation(duration: .infinity).duration == 10)
        #expect(KeyboardAnimation(duration: 1e9).duration == 10)
    }

    @Test func outOfRangeCurvesSetOnlyTheCurveBits() {
        #expect(KeyboardAnimation(duration: 0.25, curveRawValue: -1).animationOptionsRawValue == 0xF_0000)
        #expect(KeyboardAnimation(duration: 0.25, curveRawValue: 1 << 20).animationOptionsRawValue == 0)
        #expect(KeyboardAnimation(duration: 0.25, curveRawValue: .max).animationOptionsRawValue == 0xF_0000)
    }

    @Test func frameChangeFromRawValues() {
        let change = KeyboardFrameChange(
            endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curveRawValue: 7)
        #expect(change.animation == KeyboardAnimation(duration: 0.25, curveRawValue: 7))
        #expect(change.endFrame.minY == 508)
    }
}
