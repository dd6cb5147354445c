import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Edits made directly in the text storage (attributes only), exclusion paths and line
/// fragment padding changed the text's height without a re-measure. The host reports them as
/// ``GrowingTextController/Event/contentInvalidated`` and the next layout pass measures again.
@Suite("Content invalidated without an edit")
struct ContentInvalidationTests {
    @Test func anAttributeEditReMeasuresInTheNextPass() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: "@mention\nhi")
            #expect(view.boundsHeight == 56)
            view.fragmentHeight = 30  // the app made the mention larger, in textStorage, with no edit
            view.adapter.textStorageDidProcessEditing(editedRange: nil, changeInLength: 0)
            #expect(view.needsLayout)
            view.turnRunLoop()
            #expect(view.boundsHeight == 76)
            #expect(view.heightChanges.last == HeightChange(from: 56, to: 76, animated: false, duration: 0))
        }
    }
}
