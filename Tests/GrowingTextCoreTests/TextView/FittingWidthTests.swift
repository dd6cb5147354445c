import GrowingTextCore
import Testing

@Suite("Fitting width")
struct FittingWidthTests {
    @Test func finitePositiveProposalWins() {
        #expect(FittingWidth.resolve(proposed: 320, current: 200) == 320)
        #expect(FittingWidth.resolve(proposed: 0.5, current: 200) == 0.5)
    }

    @Test func unusableProposalFallsBackToCurrentWidth() {
        #expect(FittingWidth.resolve(proposed: nil, current: 200) == 200)
        #expect(FittingWidth.resolve(proposed: 0, current: 200) == 200)
        #expect(FittingWidth.resolve(proposed: -10, current: 200) == 200)
        #expect(FittingWidth.resolve(proposed: .infinity, current: 200) == 200)
        #expect(FittingWidth.resolve(proposed: .nan, current: 200) == 200)
    }

    @Test func nothingUsableGivesNil() {
        #expect(FittingWidth.resolve(proposed: nil, current: 0) == nil)
        #expect(FittingWidth.resolve(proposed: .infinity, current: .nan) == nil)
        #expect(FittingWidth.resolve(proposed: 0, current: -1) == nil)
        #expect(FittingWidth.resolve(proposed: nil, current: .infinity) == nil)
    }
}

@Suite("Width to measure")
struct WidthToMeasureTests {
    @Test func laidOutViewMeasuresAtItsWidth() {
        #expect(FittingWidth.widthToMeasure(current: 320) == 320)
        #expect(FittingWidth.widthToMeasure(current: 0.5) == 0.5)
    }

    @Test func viewWithoutWidthMeasuresUnwrapped() {
        #expect(FittingWidth.widthToMeasure(current: 0) == .greatestFiniteMagnitude)
        #expect(FittingWidth.widthToMeasure(current: -3) == .greatestFiniteMagnitude)
        #expect(FittingWidth.widthToMeasure(current: .nan) == .greatestFiniteMagnitude)
        #expect(FittingWidth.widthToMeasure(current: .infinity) == .greatestFiniteMagnitude)
    }
}

@Suite("Text container width")
struct TextContainerWidthTests {
    @Test func theViewsWidthLessTheHorizontalInsets() {
        let insets = Insets(top: 8, left: 5, bottom: 8, right: 7)
        #expect(FittingWidth.textContainerWidth(viewWidth: 300, textContainerInset: insets) == 288)
    }

    @Test func aViewNarrowerThanItsInsetsHasNoWidth() {
        let insets = Insets(top: 0, left: 10, bottom: 0, right: 10)
        #expect(FittingWidth.textContainerWidth(viewWidth: 6, textContainerInset: insets) == 0)
    }
}
