import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Vertical alignment applied only after the first keystroke; a change of the alignment,
/// the minimum or the width must move the content at once.
@Suite("Vertical alignment re-applied")
struct VerticalAlignmentReapplyTests {
    @Test func changingTheAlignmentMovesTheContent() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(minimumLines: 3), variant: variant)
            view.appear(text: "hi")  // 76 points tall, 36 of content
            view.configure { $0.growth.verticalAlignment = .bottom }
            #expect(view.contentInsetTop == 40)
            #expect(view.contentOffsetY == -40)
        }
    }

    @Test func aWidthChangeMovesTheContent() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(minimumLines: 3, alignment: .bottom))
            view.appear(text: String(repeating: "a", count: 50))  // two lines: 20 points of slack
            #expect(view.contentOffsetY == -20)
            view.rotate(toWidth: 600)  // one line: 40 points of slack
            #expect(view.contentInsetTop == 40)
            #expect(view.contentOffsetY == -40)
        }
    }
}
