import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Find and replace's Replace All (I10) under a maximum length: each match is a storage edit of its
/// own, all told as one change. The range joining them spans the user's text between the matches,
/// which none of them inserted: the view cuts nothing of it. The text may then stay past the
/// maximum length (a documented limitation: no one range holds only what the matches inserted).
@Suite("Scenarios: Replace All under a maximum length")
struct ReplaceAllScenarioTests {
    /// "aaaa XXXX bbbb XXXX cccc" at its limit of 24, both XXXX replaced by YYYYYY: the cut of the
    /// joined range removed " bbbb" and more; now every character of the user's text stays.
    @Test func theTextBetweenTheMatchesIsNeverCut() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 24), variant: variant)
            view.appear(text: "aaaa XXXX bbbb XXXX cccc")
            view.replaceAll([(5..<9, "YYYYYY"), (17..<21, "YYYYYY")])
            #expect(view.text == "aaaa YYYYYY bbbb YYYYYY cccc")
        }
    }

    /// One match, one storage edit: the cut keeps the limit, taking only what the match inserted.
    @Test func oneMatchIsCutToTheLimit() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 14), variant: variant)
            view.appear(text: "aaaa XXXX bbbb")
            view.replaceAll([(5..<9, "YYYYYY")])
            #expect(view.text == "aaaa YYYY bbbb")
        }
    }
}
