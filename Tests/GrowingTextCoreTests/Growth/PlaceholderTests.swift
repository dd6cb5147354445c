import GrowingTextCore
import Testing

@Suite struct PlaceholderTests {
    @Test func showsWhenTextIsEmpty() {
        let rules = EditingPolicy()
        #expect(rules.showsPlaceholder(isTextEmpty: true, isEditing: false))
        #expect(rules.showsPlaceholder(isTextEmpty: true, isEditing: true))
        #expect(!rules.showsPlaceholder(isTextEmpty: false, isEditing: false))
        #expect(!rules.showsPlaceholder(isTextEmpty: false, isEditing: false))
    }

    @Test func canHideWhileEditing() {
        let rules = EditingPolicy(hidesPlaceholderWhileEditing: true)
        #expect(!rules.showsPlaceholder(isTextEmpty: true, isEditing: true))
        #expect(rules.showsPlaceholder(isTextEmpty: true, isEditing: false))
    }

    /// One to four 20-point lines between 8-point insets: 36...96 points.
    let policy = GrowthPolicy(
        minimumNumberOfLines: 1, maximumNumberOfLines: 4, insets: Insets(top: 8, bottom: 8), lineHeight: 20,
        displayScale: 2)

    @Test func emptyViewGrowsToFitThePlaceholder() {
        let empty = ContentMeasurement(contentHeight: 36, placeholderHeight: 76, isTextEmpty: true)
        #expect(
            policy.resolve(empty)
                == GrowthResolution(height: 76, scrolls: false, visibleLines: 3, displayScale: 2))
    }

    @Test func placeholderIgnoredOnceThereIsText() {
        let typed = ContentMeasurement(contentHeight: 36, placeholderHeight: 76, isTextEmpty: false)
        #expect(policy.resolve(typed).height == 36)
    }

    @Test func longPlaceholderIsCappedAndScrolls() {
        let huge = ContentMeasurement(contentHeight: 36, placeholderHeight: 400, isTextEmpty: true)
        #expect(
            policy.resolve(huge)
                == GrowthResolution(height: 96, scrolls: true, visibleLines: 4, displayScale: 2))
    }

    @Test func badPlaceholderHeightCountsAsZero() {
        for bad in [Double.nan, -20, .infinity, -.infinity] {
            let measurement = ContentMeasurement(contentHeight: 56, placeholderHeight: bad, isTextEmpty: true)
            #expect(measurement.effectiveContentHeight == 56)
            #expect(policy.resolve(measurement).height == 56)
        }
    }
}
