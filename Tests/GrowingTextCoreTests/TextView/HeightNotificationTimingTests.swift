import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Height-change callbacks fired inside `layoutSubviews` (on a width change), where an app
/// that lays out or scrolls its table re-enters layout. They must come after the layout pass.
@Suite("Height notifications after layout")
struct HeightNotificationTimingTests {
    @Test func aWidthChangeNotifiesAfterThePass() throws {
        try forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: String(repeating: "a", count: 50))
            view.rotate(toWidth: 600)
            let last = try #require(view.heightNotifications.last)
            #expect(last.from == 56 && last.to == 36)
            #expect(!last.duringLayout)
            #expect(last.boundsHeight == 36)
        }
    }

    @Test func anEditNotifiesOnceTheBoundsHaveTheNewHeight() throws {
        try forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.type("\n")
            let last = try #require(view.heightNotifications.last)
            #expect(last.to == 56)
            #expect(last.boundsHeight == 56)
            #expect(!last.duringLayout)
            #expect(
                view.log.filter { $0.hasSuffix("ChangeHeight") }.suffix(2) == [
                    "willChangeHeight", "didChangeHeight",
                ])
        }
    }
}
