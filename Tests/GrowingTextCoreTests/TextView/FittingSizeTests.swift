import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// `sizeThatFits` returned the width UIKit fitted (narrower than asked, or huge at width
/// 0), so `sizeToFit()` broke the width. The requested width is returned.
@Suite("sizeThatFits keeps the requested width")
struct FittingSizeTests {
    @Test func theRequestedWidthComesBack() {
        let controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let atZero = GrowingTextController.Measurement(
            width: FittingWidth.widthToMeasure(current: 0), contentHeight: 36)
        #expect(
            controller.fittingSize(for: Size(width: 0, height: 0), measured: atZero)
                == Size(width: 0, height: 36))
        let at320 = GrowingTextController.Measurement(width: 320, contentHeight: 56)
        #expect(
            controller.fittingSize(for: Size(width: 320, height: 10), measured: at320)
                == Size(width: 320, height: 56))
    }

    @Test func badWidthsComeBackAsZero() {
        let controller = GrowingTextController(configuration: TextViewStandIn.configuration())
        let measured = GrowingTextController.Measurement(width: 100, contentHeight: 36)
        #expect(controller.fittingSize(for: Size(width: .nan, height: 0), measured: measured).width == 0)
        #expect(controller.fittingSize(for: Size(width: -5, height: 0), measured: measured).width == 0)
    }
}
