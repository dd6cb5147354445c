import GrowingTextCore
import Testing

/// Right-to-left layout: the placeholder starts where the first typed character would.
@Suite("Placeholder alignment")
struct PlaceholderAlignmentTests {
    typealias Alignment = PlaceholderLayout.Alignment

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        #expect(
            PlaceholderLayout.alignment(textAlignment: .natural, layoutDirection: .leftToRight)
                == Alignment(textAlignment: .left, writingDirection: .leftToRight))
        #expect(
            PlaceholderLayout.alignment(textAlignment: .natural, layoutDirection: .rightToLeft)
                == Alignment(textAlignment: .right, writingDirection: .rightToLeft))
    }

    @Test func justifiedSitsAtTheLeadingEdge() {
        #expect(
            PlaceholderLayout.alignment(textAlignment: .justified, layoutDirection: .rightToLeft)
                == Alignment(textAlignment: .right, writingDirection: .rightToLeft))
        #expect(
            PlaceholderLayout.alignment(textAlignment: .justified, layoutDirection: .leftToRight)
                == Alignment(textAlignment: .left, writingDirection: .leftToRight))
    }

    /// Left, right and centre are physical in UIKit: a right-to-left layout keeps them, and only the
    /// writing direction follows the layout.
    @Test(arguments: [PlaceholderLayout.TextAlignment.left, .center, .right])
    func physicalAlignmentsAreKept(alignment: PlaceholderLayout.TextAlignment) {
        #expect(
            PlaceholderLayout.alignment(textAlignment: alignment, layoutDirection: .rightToLeft)
                == Alignment(textAlignment: alignment, writingDirection: .rightToLeft))
        #expect(
            PlaceholderLayout.alignment(textAlignment: alignment, layoutDirection: .leftToRight)
                == Alignment(textAlignment: alignment, writingDirection: .leftToRight))
    }

    /// The frame is the same in both directions: the insets and padding apply on both sides, and the
    /// label spans the line, so its alignment alone puts the text at the right edge.
    @Test func theFrameSpansTheLineInEitherDirection() {
        let frame = PlaceholderLayout.labelFrame(
            viewWidth: 320, textContainerInset: Insets(top: 8, left: 4, bottom: 8, right: 12),
            lineFragmentPadding: 5, labelHeight: 20)
        #expect(frame == Rect(x: 9, y: 8, width: 294, height: 20))
    }
}
