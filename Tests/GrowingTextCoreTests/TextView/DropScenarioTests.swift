import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Text dropped into the view from another view or app is one edit of the text storage at the
/// drop position (I3), whoever tells of it: a drop UIKit tells like a paste is cut like a paste at
/// the maximum length, keeping the text around it; one it tells like an edit by code follows the
/// app's `insertText(_:)` (cut when UIKit reports it, measured and never cut when it reports
/// nothing, V1). Either way the view grows with it and the caret stays in sight. One line is 30
/// characters and 20 points, the insets 8 + 8, five lines at most.
@Suite("Scenarios: text dropped into the view")
struct DropScenarioTests {
    /// A drop in the middle of the text within the limit: inserted where it lands, the view grown,
    /// the app told once.
    @Test(arguments: TextViewStandIn.DropReport.allCases)
    func aDropWithinTheLimitLandsWhereItIsDropped(report: TextViewStandIn.DropReport) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 100), variant: variant)
            view.appear()
            view.type("hello world")
            let told = view.appTextDidChange.count
            view.drop(String(repeating: "d", count: 40) + " ", at: 6, report: report)
            #expect(view.text == "hello " + String(repeating: "d", count: 40) + " world")
            #expect(view.caret == 47)
            #expect(view.boundsHeight == 56)
            #expect(view.caretIsVisible)
            let toldByUIKit =
                report == .likeAPaste || variant.codeEditReport == .notificationAndDelegate ? 1 : 0
            #expect(view.appTextDidChange.count == told + toldByUIKit)
        }
    }

    /// A drop past the limit: cut at the end of what was dropped, the text after the drop point kept,
    /// when UIKit reports it; measured and kept whole when UIKit reports nothing of it.
    @Test(arguments: TextViewStandIn.DropReport.allCases)
    func aDropPastTheLimitIsCutWhereItLands(report: TextViewStandIn.DropReport) {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 10), variant: variant)
            view.appear()
            view.type("abcdef")
            view.drop("123456", at: 3, report: report)
            let reported = report == .likeAPaste || variant.codeEditReport != .nothing
            #expect(view.text == (reported ? "abc1234def" : "abc123456def"))
            #expect(view.caret == (reported ? 7 : 9))
            #expect(view.appTextDidChange.last == (reported ? view.text : "abcdef"))
        }
    }
}
