import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A stand-in for how UIKit animates a layout change, for the question "which view's layout does a
/// growing view animate". A chat screen: the window holds the screen's root view, which stacks the
/// message list above a composer bar; the bar hugs the growing text view inside it.
///
/// - H1 `layoutIfNeeded()` lays out the subtree of the view that receives it: only frames of its
///   descendants are set by that call; its own frame is set by its superview's layout (Apple doc
///   "layoutIfNeeded()": "Using the view that receives the message as the root view, this method lays
///   out the view subtree starting at the root").
/// - H2 frame changes made inside an animation block animate; frames set later, by the next ordinary
///   layout pass, jump (Apple doc "animate(withDuration:delay:options:animations:completion:)";
///   RSKGrowingTextView.swift L366-399 and InputBarAccessoryView.swift L824-838 lay out an ancestor
///   above the superview so the container animates too).
struct ComposerScreenStandIn {
    /// Each view's superview.
    let superview = ["textView": "bar", "bar": "root", "list": "root", "root": "window"]
    /// The frames a height change of the text view moves: its own (set by the bar's layout), the
    /// bar's (taller, set by the root's layout) and the list's (shorter, set by the root's layout).
    let movedFrames: Set<String> = ["textView", "bar", "list"]

    /// Whether `view` is `root` or below it.
    func isInSubtree(_ view: String, of root: String) -> Bool {
        var current: String? = view
        while let name = current {
            if name == root { return true }
            current = superview[name]
        }
        return false
    }

    /// The moved frames that jump when `root` is laid out inside the animation (H1, H2): those whose
    /// superview is not in the root's subtree.
    func jumpingFrames(layingOut root: String) -> Set<String> {
        movedFrames.filter { frame in !(superview[frame].map { isInSubtree($0, of: root) } ?? false) }
    }

    /// The view a root choice names, the app having configured `configured`.
    func view(for root: HeightAnimationRoot, configured: String = "root") -> String {
        switch root {
        case .configuredView: configured
        case .window: "window"
        case .superview: superview["textView"] ?? "textView"
        }
    }
}

/// Animated growth laid out only the direct superview, so an enclosing container jumped;
/// `GrowingTextEditor` must not animate inside SwiftUI; Reduce Motion joins the same decision.
@Suite("Scenarios: which layout a height change animates")
struct HeightAnimationScenarioTests {
    private let grow = HeightChange(from: 36, to: 56, animated: true, duration: 0.2)
    private let screen = ComposerScreenStandIn()

    /// In a window, the window's layout animates: nothing that moves with the view jumps. The direct
    /// superview (the old choice) would animate the text view alone; the bar and the list would jump.
    @Test func inAWindowTheWindowsLayoutAnimatesAndNothingJumps() throws {
        let root = try #require(
            HeightAnimationRoot.choose(
                for: grow, hasConfiguredView: false, isInWindow: true, hasSuperview: true))
        #expect(root == .window)
        #expect(screen.jumpingFrames(layingOut: screen.view(for: root)).isEmpty)
        #expect(screen.jumpingFrames(layingOut: "bar") == ["bar", "list"])
    }

    /// The app's configured root wins over the window; the screen's root view animates everything
    /// that moves here too.
    @Test func theConfiguredRootWins() throws {
        let root = try #require(
            HeightAnimationRoot.choose(
                for: grow, hasConfiguredView: true, isInWindow: true, hasSuperview: true))
        #expect(root == .configuredView)
        #expect(screen.jumpingFrames(layingOut: screen.view(for: root, configured: "root")).isEmpty)
    }

    /// Off screen (no window) there is nothing to see: the superview, or nothing without one.
    @Test func withoutAWindowTheSuperviewOrNothing() {
        #expect(
            HeightAnimationRoot.choose(
                for: grow, hasConfiguredView: false, isInWindow: false, hasSuperview: true)
                == .superview)
        #expect(
            HeightAnimationRoot.choose(
                for: grow, hasConfiguredView: false, isInWindow: false, hasSuperview: false)
                == nil)
    }

    /// A change that does not animate (or has no duration) lays nothing out inside an animation.
    @Test func anUnanimatedChangeHasNoRoot() {
        let still = HeightChange(from: 36, to: 56, animated: false, duration: 0)
        let instant = HeightChange(from: 36, to: 56, animated: true, duration: 0)
        for change in [still, instant] {
            #expect(
                HeightAnimationRoot.choose(
                    for: change, hasConfiguredView: true, isInWindow: true, hasSuperview: true)
                    == nil)
        }
    }

    /// Hosted by SwiftUI, an edit that grows the view never animates in UIKit, though the view's own
    /// `animatesHeightChange` is on: SwiftUI sizes it through `sizeThatFits` and animates as the app's
    /// transaction says (Apple doc "sizeThatFits(_:uiView:context:)"). The same view outside SwiftUI
    /// animates.
    @Test(arguments: [(true, false), (false, true)])
    func insideSwiftUIAnEditDoesNotAnimate(hostedBySwiftUI: Bool, animates: Bool) {
        var configuration = TextViewStandIn.configuration()
        configuration.isHostedBySwiftUI = hostedBySwiftUI
        #expect(configuration.animatesHeightChange)
        let view = TextViewStandIn(configuration: configuration)
        view.appear()
        view.type("\n")
        let change = view.heightChanges.last
        #expect(change?.to == 56)
        #expect(change?.animated == animates)
        let root = change.flatMap {
            HeightAnimationRoot.choose(
                for: $0, hasConfiguredView: false, isInWindow: true, hasSuperview: true)
        }
        #expect(root == (animates ? .window : nil))
    }

    /// Reduce Motion, SwiftUI and the app's switch each turn animation off on their own.
    @Test func everyReasonNotToAnimateIsEnough() {
        #expect(GrowingTextController.Configuration().animatesEditingHeightChange)
        #expect(!GrowingTextController.Configuration(reducesMotion: true).animatesEditingHeightChange)
        #expect(!GrowingTextController.Configuration(isHostedBySwiftUI: true).animatesEditingHeightChange)
        #expect(!GrowingTextController.Configuration(animatesHeightChange: false).animatesEditingHeightChange)
    }
}
