import GrowingTextCore
import TestSupport
import Testing

@testable import UIKitStandIns

/// The UIKit view and the SwiftUI editor turn the same line limits into the same heights: the one
/// rule of `GrowthPolicy` (the terminal's prompt and notes editor are checked against the same
/// table in `LineLimitRuleTerminalTests`).
@Suite("Line limits: one rule for every host")
struct LineLimitRuleTests {
    /// Heights in lines of one point, without insets.
    private func lines(_ policy: GrowthPolicy) -> (minimum: Double, maximum: Double) {
        var policy = policy
        policy.lineHeight = 1
        policy.insets = .zero
        return (policy.effectiveMinimumHeight, policy.effectiveMaximumHeight)
    }

    private func expected(_ limits: LineLimitCase) -> (minimum: Double, maximum: Double) {
        (Double(limits.expectedMinimum), limits.expectedMaximum.map(Double.init) ?? .infinity)
    }

    /// `GrowingTextView` passes its `minimumNumberOfLines` and `maximumNumberOfLines` as they are.
    @Test(arguments: LineLimitCase.all)
    func theTextView(limits: LineLimitCase) {
        let policy = GrowthPolicy(minimumNumberOfLines: limits.minimum, maximumNumberOfLines: limits.maximum)
        #expect(lines(policy) == expected(limits))
    }

    /// `GrowingTextEditor(_:text:minimumNumberOfLines:maximumNumberOfLines:)` and its modifiers set
    /// limits through the adapter, which writes them to its text view.
    @Test(arguments: LineLimitCase.all)
    func theSwiftUIEditor(limits: LineLimitCase) {
        let host = EditorHostStandIn(variant: SwiftUIVariant.all[0])
        host.configuration.lineLimits = LineLimits(
            minimumNumberOfLines: limits.minimum, maximumNumberOfLines: limits.maximum)
        host.appear()
        #expect(lines(host.view.textView.controller.configuration.growth) == expected(limits))
    }
}
