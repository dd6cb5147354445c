import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A Writing Tools session (iOS 18) rewrites ranges of the text through the text storage, in steps
/// (I4). The view follows every step, told or not: measured, grown or shrunk, the caret in sight,
/// the app told of what UIKit tells it. A rewrite that stays within the maximum length is never
/// cut. One line is 30 characters and 20 points, the insets 8 + 8, five lines at most.
@Suite("Scenarios: a Writing Tools session")
struct WritingToolsScenarioTests {
    /// "make it longer" rewritten in two steps to three lines, then proofread back to two: the
    /// height follows each step within the session, and nothing is cut under a limit of 200.
    @Test(arguments: TextViewStandIn.RewriteReport.allCases)
    func theViewFollowsEachRewriteStep(report: TextViewStandIn.RewriteReport) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 200), variant: variant)
            view.appear()
            view.type("make it longer")
            let longer = "Please make this message a good deal longer than it was before."  // 63: three lines
            let proofread = "Please make this message a good deal longer."  // 44: two lines
            var heights: [Double] = []
            view.writeWithWritingTools(
                [(0..<14, longer), (0..<longer.utf16.count, proofread)], report: report
            ) { heights.append(view.boundsHeight) }
            #expect(heights == [76, 56])
            #expect(view.text == proofread)
            #expect(view.boundsHeight == 56)
            #expect(view.caretIsVisible)
            #expect(view.appTextDidChange.last == (report == .likeAKey ? proofread : "make it longer"))
        }
    }
}
