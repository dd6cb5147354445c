import GrowingTextCore
import Testing

@Suite("Height constraint rule")
struct HeightConstraintRuleTests {
    private func facts(
        className: String = "NSLayoutConstraint", identifier: String? = nil, ownHeight: Bool = true,
        secondItem: Bool = false, equality: Bool = true, active: Bool = true
    ) -> LayoutConstraintFacts {
        LayoutConstraintFacts(
            className: className, identifier: identifier, constrainsOwnHeight: ownHeight,
            hasSecondItem: secondItem, isEquality: equality, isActive: active)
    }

    @Test func appConstantHeightConstraintIsDriven() {
        #expect(HeightConstraintRule.isAppHeightConstraint(facts()))
        #expect(HeightConstraintRule.isAppHeightConstraint(facts(identifier: "composerHeight")))
    }

    @Test func iOS16ContentSizeConstraintIsNotDriven() {
        #expect(
            !HeightConstraintRule.isAppHeightConstraint(facts(className: "NSContentSizeLayoutConstraint")))
    }

    @Test func autoresizingAndEncapsulatedConstraintsAreNotDriven() {
        #expect(
            !HeightConstraintRule.isAppHeightConstraint(
                facts(className: "NSAutoresizingMaskLayoutConstraint")))
        #expect(
            !HeightConstraintRule.isAppHeightConstraint(
                facts(identifier: "UIView-Encapsulated-Layout-Height")))
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(identifier: "UISV-fill-equally")))
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(identifier: "_UITemporaryLayoutHeight")))
    }

    @Test func otherShapesAreNotDriven() {
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(ownHeight: false)))
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(secondItem: true)))
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(equality: false)))
        #expect(!HeightConstraintRule.isAppHeightConstraint(facts(active: false)))
    }

    @Test func firstQualifyingConstraintWins() {
        let constraints = [
            facts(className: "NSContentSizeLayoutConstraint"),
            facts(ownHeight: false),
            facts(identifier: "first"),
            facts(identifier: "second"),
        ]
        #expect(HeightConstraintRule.indexOfConstraintToDrive(among: constraints) == 2)
    }

    @Test func noQualifyingConstraintMeansIntrinsicSize() {
        #expect(HeightConstraintRule.indexOfConstraintToDrive(among: []) == nil)
        let constraints = [facts(className: "NSContentSizeLayoutConstraint"), facts(equality: false)]
        #expect(HeightConstraintRule.indexOfConstraintToDrive(among: constraints) == nil)
    }
}
