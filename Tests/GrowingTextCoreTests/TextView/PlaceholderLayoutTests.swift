import GrowingTextCore
import Testing

@Suite("Placeholder layout")
struct PlaceholderLayoutTests {
    /// UITextView's defaults: 8 points above and below, none on the sides, 5 points of padding.
    private let uiKitDefault = Insets(top: 8, left: 0, bottom: 8, right: 0)

    @Test func labelLinesUpWithTheFirstLineOfText() {
        let frame = PlaceholderLayout.labelFrame(
            viewWidth: 320, textContainerInset: uiKitDefault, lineFragmentPadding: 5, labelHeight: 20.5)
        #expect(frame == Rect(x: 5, y: 8, width: 310, height: 20.5))
    }

    @Test func asymmetricInsetsAndPadding() {
        let insets = Insets(top: 4, left: 12, bottom: 6, right: 20)
        #expect(
            PlaceholderLayout.labelWidth(viewWidth: 200, textContainerInset: insets, lineFragmentPadding: 3)
                == 162)
        let frame = PlaceholderLayout.labelFrame(
            viewWidth: 200, textContainerInset: insets, lineFragmentPadding: 3, labelHeight: 17)
        #expect(frame == Rect(x: 15, y: 4, width: 162, height: 17))
    }

    @Test func narrowViewGivesZeroWidthNotNegative() {
        #expect(
            PlaceholderLayout.labelWidth(
                viewWidth: 8, textContainerInset: uiKitDefault, lineFragmentPadding: 5) == 0)
    }

    @Test func unboundedWidthStaysUnbounded() {
        let width = PlaceholderLayout.labelWidth(
            viewWidth: .greatestFiniteMagnitude, textContainerInset: uiKitDefault, lineFragmentPadding: 5)
        #expect(width == .greatestFiniteMagnitude)
    }

    @Test func viewHeightIncludesInsets() {
        #expect(PlaceholderLayout.viewHeight(labelHeight: 41, textContainerInset: uiKitDefault) == 57)
    }

    @Test func emptyLabelNeedsNoHeight() {
        #expect(PlaceholderLayout.viewHeight(labelHeight: 0, textContainerInset: uiKitDefault) == 0)
    }

    @Test func badNumbersCountAsZero() {
        let bad = Insets(top: .nan, left: -4, bottom: .infinity, right: .nan)
        #expect(
            PlaceholderLayout.labelWidth(viewWidth: .nan, textContainerInset: bad, lineFragmentPadding: -1)
                == 0)
        #expect(
            PlaceholderLayout.labelWidth(viewWidth: 100, textContainerInset: bad, lineFragmentPadding: .nan)
                == 100)
        #expect(PlaceholderLayout.viewHeight(labelHeight: 20, textContainerInset: bad) == 20)
        #expect(PlaceholderLayout.viewHeight(labelHeight: .nan, textContainerInset: uiKitDefault) == 0)
        let frame = PlaceholderLayout.labelFrame(
            viewWidth: -5, textContainerInset: bad, lineFragmentPadding: .infinity, labelHeight: -2)
        #expect(frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
