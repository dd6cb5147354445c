import GrowingTextCore
import Testing

@Suite("SwiftUI's multiline alignment as a text view's")
struct MultilineTextAlignmentTests {
    @Test func trailingIsTheEdgeOppositeTheLayoutDirectionsLeadingOne() {
        #expect(MultilineTextAlignment.trailing.textAlignment(in: .leftToRight) == .right)
        #expect(MultilineTextAlignment.trailing.textAlignment(in: .rightToLeft) == .left)
    }

    @Test func leadingFollowsTheTextsOwnDirectionAndCenterIsCentred() {
        for direction in [PlaceholderLayout.LayoutDirection.leftToRight, .rightToLeft] {
            #expect(MultilineTextAlignment.leading.textAlignment(in: direction) == .natural)
            #expect(MultilineTextAlignment.center.textAlignment(in: direction) == .center)
        }
    }
}
