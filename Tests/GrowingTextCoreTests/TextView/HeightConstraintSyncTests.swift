import GrowingTextCore
import Testing

/// Issue 9: an app's height constraint was synced only on a height change; a constraint added or
/// changed later kept its wrong constant.
@Suite("Height constraint synced in updateConstraints")
struct HeightConstraintSyncTests {
    @Test(arguments: UIKitVariant.all)
    func aConstraintAddedLaterGetsTheResolvedHeight(variant: UIKitVariant) {
        let view = TextViewStandIn(variant: variant)
        view.appear(text: "Hello")
        view.appHeightConstraint = 50  // from a storyboard, after the first layout
        view.needsLayout = true
        view.turnRunLoop()
        #expect(view.appHeightConstraint == 36)
        #expect(view.boundsHeight == 36)
    }
}
