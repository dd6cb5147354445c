import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// SwiftUI asks the editor for its size before the text view has a width (its first layout): the
/// answer counts a line taller than the font as the text lays out at the proposed width (B24, B25),
/// so the frame SwiftUI gives is the height the view then resolves itself.
@Suite("The editor's size counts tall lines before a width")
struct EditorProposalLineHeightTests {
    @Test func theFirstProposalCountsATallLine() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            host.configuration.lineLimits = LineLimits(minimum: 1, maximum: 2)
            host.view.textView.attachmentHeight = 40  // a 40-point attachment in 20-point text
            host.text = "a\u{FFFC}\nb\nc"
            host.appear()
            // 390 points wide, the text view still 0 wide: the first two lines, 40 + 20, and the insets.
            #expect(host.proposedSizes.last == Size(width: 390, height: 76))
            #expect(host.view.textView.boundsHeight == 76)
        }
    }
}
