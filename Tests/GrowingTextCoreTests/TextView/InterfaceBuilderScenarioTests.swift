import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A `GrowingTextView` from a storyboard or nib. UIKit creates it with
/// `init(coder:)`, which runs the view's own setup with the defaults; then the nib's user-defined
/// runtime attributes (the `@IBInspectable` values) are set one by one through key-value coding
/// (Apple docs "awakeFromNib()" and "setValue(_:forKey:)"; the Xcode help "Add a user-defined runtime
/// attribute"). The order of the attributes is the nib's and not documented, so every order is tried.
/// Each set reaches the controller as a configuration change, as the shell's property observers send
/// it. One line is 20 points, the insets 8 + 8.
@Suite("Scenarios: a growing text view from Interface Builder")
struct InterfaceBuilderScenarioTests {
    /// The inspectables as key-value coding sets them after `init(coder:)`.
    private typealias Inspectable = @Sendable (inout GrowingTextController.Configuration) -> Void

    /// A view created with the defaults and six lines of text, then given its inspectables in an
    /// order, then laid out.
    private func viewFromNib(setting inspectables: [Inspectable]) -> TextViewStandIn {
        let view = TextViewStandIn(
            configuration: TextViewStandIn.configuration(minimumLines: 1, maximumLines: nil))
        view.appear(text: "1\n2\n3\n4\n5\n6")
        for inspectable in inspectables { view.configure(inspectable) }
        return view
    }

    private static let minimumTwoLines: Inspectable = { $0.growth.minimumNumberOfLines = 2 }
    private static let maximumFourLines: Inspectable = { $0.growth.maximumNumberOfLines = 4 }
    private static let maximumHeight150: Inspectable = { $0.growth.maximumHeight = 150 }

    /// Whatever the order, the view ends at four lines (4 × 20 + 16 = 96, below the 150-point
    /// maximum), scrolling.
    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func inspectablesApplyInAnyOrder(order: [Int]) {
        let all = [Self.minimumTwoLines, Self.maximumFourLines, Self.maximumHeight150]
        let view = viewFromNib(setting: order.map { all[$0] })
        #expect(view.boundsHeight == 96)
        #expect(view.isScrollEnabled)
        #expect(view.heightChanges.allSatisfy { !$0.animated })
    }

    /// Bad values typed into the inspector are normalised, never trapped on: a negative maximum means
    /// no maximum (six lines, 136), a negative minimum counts as none.
    @Test func negativeLimitsMeanNoLimit() {
        let view = viewFromNib(setting: [
            { $0.growth.minimumNumberOfLines = -3 }, { $0.growth.maximumNumberOfLines = -1 },
            { $0.growth.maximumHeight = -20 }, { $0.growth.minimumHeight = -10 },
        ])
        #expect(view.boundsHeight == 136)
        #expect(!view.isScrollEnabled)
    }

    /// A minimum above the maximum (6 lines, at most 2) is lowered to the maximum: 56, scrolling.
    @Test func aMinimumAboveTheMaximumTakesTheMaximum() {
        let view = viewFromNib(setting: [
            { $0.growth.minimumNumberOfLines = 6 }, { $0.growth.maximumNumberOfLines = 2 },
        ])
        #expect(view.boundsHeight == 56)
        #expect(view.isScrollEnabled)
    }

    /// A maximum height below one line (10 points) caps the view there; it scrolls.
    @Test func aMaximumHeightBelowOneLineCapsTheView() {
        let view = viewFromNib(setting: [{ $0.growth.maximumHeight = 10 }])
        #expect(view.boundsHeight == 10)
        #expect(view.isScrollEnabled)
    }
}
