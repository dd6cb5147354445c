import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The line limits count the real lines at the width being measured, not only at the view's own
/// width: `sizeThatFits` at another width (SwiftUI's proposal, the iOS 15 fitting, the app's own
/// call) meets a line taller than the font (an attachment, an emoji, a fallback font) as the view
/// would lay it out there (B24, B25); and wherever TextKit puts the line spacing (V10), the
/// maximum number of lines shows that many lines and no more.
@Suite("Line heights at any width")
struct LineHeightsAtAnyWidthTests {
    /// 30 characters, an attachment, a line: 3 lines at 300 points (30 characters a line), the
    /// attachment on the second; 5 at 100 points (10 a line), the attachment on the fourth.
    static let attachmentAfterThirtyCharacters = String(repeating: "a", count: 30) + "\u{FFFC}\nb"

    static func view(variant: UIKitVariant, width: Double) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(maximumLines: 3), variant: variant)
        view.attachmentHeight = 40  // a 40-point attachment in 20-point text
        view.width = width
        return view
    }

    /// At 100 points the attachment is past the maximum's lines; fitted at 300 points it is on the
    /// second of 3 lines, which the maximum must count as 40 points: 20 + 40 + 20 + 8 + 8, all
    /// three lines showing.
    @Test func fittingWiderCountsTheTallLineThere() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = Self.view(variant: variant, width: 100)
            view.appear(text: Self.attachmentAfterThirtyCharacters)
            #expect(view.boundsHeight == 76)  // 3 × 20 + 8 + 8: the fourth line is the tall one
            #expect(view.isScrollEnabled)
            let fitted = view.adapter.fittingSize(for: Size(width: 300, height: 10_000))
            #expect(fitted == Size(width: 300, height: 96))
        }
    }

    /// At 300 points the attachment is on the second line; fitted at 100 points it is on the fourth,
    /// past the maximum: the view's own lines at 300 points must not count there.
    @Test func fittingNarrowerDoesNotCountTheViewsOwnLines() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = Self.view(variant: variant, width: 300)
            view.appear(text: Self.attachmentAfterThirtyCharacters)
            #expect(view.boundsHeight == 96)  // 20 + 40 + 20 + 8 + 8, all three lines showing
            #expect(!view.isScrollEnabled)
            let fitted = view.adapter.fittingSize(for: Size(width: 100, height: 10_000))
            #expect(fitted == Size(width: 100, height: 76))
        }
    }

    /// A view of a 20-point font with 4 points of line spacing, placed as `placement` says.
    static func spacedView(
        _ configuration: GrowingTextController.Configuration, variant: UIKitVariant,
        placement: LineSpacingPlacement
    ) -> TextViewStandIn {
        let view = TextViewStandIn(configuration: configuration, variant: variant)
        view.fragmentHeight = 24
        view.lineSpacing = 4
        view.lineSpacingPlacement = placement
        return view
    }

    /// A 20-point font with 4 points of line spacing, a maximum and a minimum of 3 lines, at the
    /// view's width and fitted at another. Where the content leaves out the last line's spacing,
    /// 3 lines of text are 84 points (3 × 24 − 4 + 8 + 8), else 88: the maximum shows them without
    /// scrolling and scrolls from the fourth line on, at 88 points (three whole lines with their
    /// spacing); the minimum around 1 line is as tall as 3 lines, or one line spacing taller (the
    /// typing attributes' lines past the text carry their spacing).
    @Test(arguments: LineSpacingPlacement.allCases)
    func lineLimitsHoldWhereverTheSpacingLies(placement: LineSpacingPlacement) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let threeLines = placement.contentHasTrailingSpacing ? 88.0 : 84.0
            let maximum = Self.spacedView(
                TextViewStandIn.configuration(maximumLines: 3), variant: variant, placement: placement)
            maximum.appear(text: "1\n2\n3")
            #expect(maximum.boundsHeight == threeLines)
            #expect(!maximum.isScrollEnabled)
            #expect(maximum.adapter.fittingSize(for: Size(width: 200, height: 0)).height == threeLines)
            maximum.type("\n4")
            #expect(maximum.boundsHeight == 88)
            #expect(maximum.isScrollEnabled)
            #expect(maximum.adapter.fittingSize(for: Size(width: 200, height: 0)).height == 88)

            let minimum = Self.spacedView(
                TextViewStandIn.configuration(minimumLines: 3), variant: variant, placement: placement)
            minimum.appear(text: "1")
            let expected: Double =
                switch placement {
                case .insideFragments, .insideFragmentsButNotTrailing: 88
                case .betweenFragments: 84
                }
            #expect(minimum.boundsHeight == expected)
            #expect(minimum.adapter.fittingSize(for: Size(width: 200, height: 0)).height == expected)
        }
    }

    /// Typing at the view's own width lays out no copy of the text; a width other than the view's
    /// lays one out once, until the text or its layout inputs change (B25).
    @Test func aCopyIsLaidOutOncePerOtherWidthAndContent() {
        let view = Self.view(variant: .common, width: 100)
        view.appear(text: "ab")
        for key in "cdefghij" {
            view.type(String(key))
        }
        #expect(view.sizingLayouts == 0)
        let proposal = Size(width: 300, height: 0)
        #expect(view.adapter.fittingSize(for: proposal).height == 36)
        #expect(view.adapter.fittingSize(for: proposal).height == 36)
        #expect(view.adapter.fittingSize(for: Size(width: 100, height: 0)).height == 36)
        #expect(view.sizingLayouts == 1)
        _ = view.adapter.fittingSize(for: Size(width: 200, height: 0))
        #expect(view.sizingLayouts == 2)
        view.type("\u{FFFC}")
        #expect(view.adapter.fittingSize(for: proposal).height == 56)  // 40 + 8 + 8
        #expect(view.sizingLayouts == 3)
        view.changeContentSize(lineHeight: 24)
        _ = view.adapter.fittingSize(for: proposal)
        #expect(view.sizingLayouts == 4)
    }

    /// An empty text has no lines of its own at any width: fitting it at another width lays out no
    /// copy, and its lines take the typing attributes' height.
    @Test func anEmptyTextIsLaidOutAtNoOtherWidth() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = Self.view(variant: variant, width: 100)
            view.appear(text: "")
            #expect(
                view.adapter.fittingSize(for: Size(width: 300, height: 0)) == Size(width: 300, height: 36))
            #expect(view.sizingLayouts == 0)
        }
    }
}
