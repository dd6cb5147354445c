import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// An app's height constraint was synced only on a height change; a constraint added or
/// changed later kept its wrong constant.
@Suite("Height constraint synced in updateConstraints")
struct HeightConstraintSyncTests {
    @Test func aConstraintAddedLaterGetsTheResolvedHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: "Hello")
            // Activated after the first layout (a storyboard outlet, a late layout): it asks for a layout
            // pass, not for an update of the view's constraints (B2).
            view.appHeightConstraint = 50
            view.needsLayout = true
            view.turnRunLoop()
            #expect(view.appHeightConstraint == 36)
            #expect(view.boundsHeight == 36)
        }
    }
}
