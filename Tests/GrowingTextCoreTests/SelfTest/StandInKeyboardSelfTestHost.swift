import GrowingTextCore
import GrowingTextSelfTest

@testable import UIKitStandIns

/// The self-test's keyboard host over the stand-in: a ``KeyboardHostStandIn`` (a scroll view filling
/// a phone's screen, 844 points tall with a 34-point safe area at the bottom) running the production
/// adapter, in one ``KeyboardVariant``, with nothing edited. The demo app's `UIKitKeyboardSelfTestHost`
/// is the same over a real table and `KeyboardInsetAdjuster`.
final class StandInKeyboardSelfTestHost: KeyboardSelfTestHost {
    let variant: KeyboardVariant
    private var host: KeyboardHostStandIn
    private var original: [Double] = []

    init(variant: KeyboardVariant) {
        self.variant = variant
        host = KeyboardHostStandIn(variant: variant)
    }

    func start() {
        host = KeyboardHostStandIn(variant: variant)
        host.caret = nil
        original = [host.contentInsetBottom, host.indicatorInsetBottom]
        host.adapter.start()
        host.turnRunLoop()
    }

    func perform(_ step: SelfTest.KeyboardStep) {
        switch step {
        case .keyboardShows(let height):
            host.keyboardWillShow(top: host.screenBounds.height - height)
        case .keyboardHides:
            host.keyboardWillHide()
        }
        host.turnRunLoop()
    }

    func read() -> SelfTest.KeyboardReading {
        SelfTest.KeyboardReading(
            screenHeight: host.screenBounds.height,
            visibleBottom: host.frameInWindow.maxY - host.contentInsetBottom - host.safeAreaBottom,
            bottomInsets: [host.contentInsetBottom, host.indicatorInsetBottom],
            originalBottomInsets: original,
            pixel: 0.5, platformShortfalls: [])
    }
}
