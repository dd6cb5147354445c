import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// Dynamic Type, Reduce Motion and VoiceOver's announcement of the maximum length,
/// in UIKit's event order against ``TextViewStandIn``. One line is 20 points, the insets 8 + 8.
@Suite("Scenarios: accessibility and system settings")
struct AccessibilityScenarioTests {
    /// Dynamic Type from 20- to 30-point lines while the font changes after the notification, in the
    /// text storage (B13). A three-line minimum is 3 × 30 + 16 = 106 points: the first line is
    /// measured, the other two count in the font's new line height, read in the layout pass. Measured
    /// when the notification arrives, as the shell did, the old font's 20 points gave 86.
    @Test func dynamicTypeResizesTheViewAloneWithTheNewFontsLineHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(minimumLines: 3), variant: variant)
            view.appear(text: "Hello")
            #expect(view.boundsHeight == 76)
            view.changeContentSizeCategory(lineHeight: 30)
            #expect(view.controller.configuration.growth.lineHeight == 30)
            #expect(view.boundsHeight == 106)
            #expect(view.heightChanges.last == HeightChange(from: 76, to: 106, animated: false, duration: 0))
            for _ in 0..<5 { view.type("\n") }
            #expect(view.boundsHeight == 166)  // the five-line maximum in 30-point lines
        }
    }

    /// The trait change alone (no font adjusts for it) measures again and changes nothing.
    @Test func aContentSizeChangeThatChangesNoFontKeepsTheHeight() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear(text: "Hello")
            view.adapter.traitCollectionDidChange(contentSizeCategoryChanged: true)
            #expect(view.needsLayout)
            view.turnRunLoop()
            #expect(view.boundsHeight == 36)
            #expect(view.heightChanges.count == 1)
        }
    }

    /// Reduce Motion on: a newline grows the view without animation; off again, it animates.
    @Test func reduceMotionTurnsHeightAnimationOff() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(variant: variant)
            view.appear()
            view.configure { $0.reducesMotion = true }
            view.type("\n")
            #expect(view.heightChanges.last == HeightChange(from: 36, to: 56, animated: false, duration: 0))
            view.configure { $0.reducesMotion = false }
            view.type("\n")
            #expect(view.heightChanges.last == HeightChange(from: 56, to: 76, animated: true, duration: 0.2))
        }
    }

    /// A paste cut to the limit, and a key typed at the limit, are announced; an edit within the limit
    /// and a backspace in text set in code above it are not.
    @Test func voiceOverHearsWhenTheMaximumLengthCutsInput() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 5), variant: variant)
            view.appear()
            view.type("abc")
            #expect(view.announcements.isEmpty)
            view.type("defg")
            #expect(view.text == "abcde")
            view.type("x")
            #expect(view.text == "abcde")
            #expect(view.announcements == ["Character limit reached: 5.", "Character limit reached: 5."])
            view.setText("abcdefgh")
            view.deleteBackward()
            #expect(view.announcements.count == 2)
        }
    }

    /// A committed composition cut to the limit is announced once, at the commit.
    @Test func aCutCompositionIsAnnouncedOnce() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            let view = TextViewStandIn(
                configuration: TextViewStandIn.configuration(maximumLength: 10), variant: variant)
            view.appear(text: "abcdef")
            view.caret = 2
            view.compose("にほんごです")
            #expect(view.announcements.isEmpty)
            view.commit("日本語です")
            #expect(view.text == "ab日本語でcdef")
            #expect(view.announcements == ["Character limit reached: 10."])
        }
    }

    /// The app's own text replaces the default; an empty one turns the announcement off.
    @Test func theAnnouncementIsTheAppsWhenItSetsOne() {
        forEachBehaviour(of: UIKitVariant.all) { variant in
            var configuration = TextViewStandIn.configuration(maximumLength: 2)
            configuration.maximumLengthAnnouncement = "Höchstens 2 Zeichen"
            let view = TextViewStandIn(configuration: configuration, variant: variant)
            view.appear()
            view.type("abc")
            #expect(view.announcements == ["Höchstens 2 Zeichen"])
            view.configure { $0.maximumLengthAnnouncement = "" }
            view.type("d")
            #expect(view.text == "ab")
            #expect(view.announcements.count == 1)
        }
    }

    /// Without a maximum length there is nothing to announce; a negative one counts as 0.
    @Test func theAnnouncementFollowsTheNormalisedLimit() {
        #expect(GrowingTextController.Configuration().maximumLengthCutAnnouncement == nil)
        let negative = GrowingTextController.Configuration(editing: EditingPolicy(maximumLength: -4))
        #expect(negative.maximumLengthCutAnnouncement == "Character limit reached: 0.")
    }
}
