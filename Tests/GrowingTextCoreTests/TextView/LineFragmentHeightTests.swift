import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Line limits counted `font.lineHeight` only, so line spacing (or a fallback font, an
/// attachment) cut the last line. The real line fragments decide.
@Suite("Line limits use the real line fragments")
struct LineFragmentHeightTests {
    @Test func lineSpacingStillShowsTheMaximumNumberOfLines() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLines: 3), variant: variant)
            view.fragmentHeight = 24  // 20-point font with 4 points of line spacing
            view.appear(text: "1\n2\n3")
            #expect(view.boundsHeight == 88)
            #expect(!view.isScrollEnabled)
            view.type("\n4")
            #expect(view.boundsHeight == 88)
            #expect(view.isScrollEnabled)
        }
    }

    /// Lines past the laid-out ones (a minimum of 3 lines around 1 line of text, or none) are as tall
    /// as the paragraph style makes a line, not as the bare font: here 4 points of line spacing.
    @Test func minimumLinesPastTheTextUseTheParagraphsLineHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            for text in ["", "1"] {
                let view = TextViewStandIn(
                    configuration: TextViewStandIn.configuration(minimumLines: 3), variant: variant)
                view.fragmentHeight = 24  // 20-point font with 4 points of line spacing
                view.appear(text: text)
                #expect(view.boundsHeight == 88, "text \(text.debugDescription)")  // 3 × 24 + 8 + 8
                #expect(!view.isScrollEnabled)
                view.type("\n2\n3\n4")
                #expect(view.boundsHeight == 112, "text \(text.debugDescription)")
            }
        }
    }
}
