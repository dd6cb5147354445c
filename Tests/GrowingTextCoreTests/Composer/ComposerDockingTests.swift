import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// A chat screen as the host lays it out: a 390 × 844 list filling the screen, a 34-point bottom safe
/// area that UIKit adds to the list's adjusted inset, 2,000 points of messages, and a composer bar
/// (52 points for one line) whose bottom rests on the keyboard layout guide's top.
///
/// - Source: Apple doc "Adjusting your layout with keyboard layout guide": the guide's top follows the
///   docked keyboard and is the safe area's bottom (810 here) when the keyboard is off screen.
///   Apple doc "adjustedContentInset" (the safe area is added to `contentInset`).
struct ChatScreenStandIn {
    var docking = ComposerDocking()
    var contentInsetBottom = 0.0
    var contentOffsetY = 1190.0
    var keyboardLayoutGuideTop = 810.0
    var composerHeight = 52.0
    let safeAreaBottom = 34.0
    let contentHeight = 2000.0

    var geometry: ComposerDocking.Geometry {
        ComposerDocking.Geometry(
            viewport: Viewport(
                contentOffset: Point(x: 0, y: contentOffsetY), size: Size(width: 390, height: 844),
                contentInset: Insets(bottom: safeAreaBottom + contentInsetBottom),
                contentHeight: contentHeight),
            contentInsetBottom: contentInsetBottom, listMaxY: 844,
            composerMinY: keyboardLayoutGuideTop - composerHeight)
    }

    /// Where the last message ends on screen.
    var lastMessageMaxY: Double { contentHeight - contentOffsetY }

    /// The screen laid out with the keyboard up, its top at 508.
    static func keyboardUp(contentOffsetY: Double = 1190) -> ChatScreenStandIn {
        var screen = ChatScreenStandIn(contentOffsetY: contentOffsetY, keyboardLayoutGuideTop: 508)
        screen.layOut()
        return screen
    }

    /// A layout pass: the host sends the geometry and applies the effects.
    mutating func layOut() {
        for effect in docking.laidOut(geometry) {
            switch effect {
            case .setBottomInset(let inset): contentInsetBottom = inset
            case .setContentOffsetY(let offsetY): contentOffsetY = offsetY
            }
        }
    }
}

@Suite("ComposerDocking: the list docked to a composer that rides on the keyboard")
struct ComposerDockingTests {
    /// Keyboard hidden: the composer covers 86 points of the list (52 + 34 of safe area); with the
    /// 8-point spacing and the safe area UIKit adds itself, the inset is 60, and the list, at its
    /// bottom, moves so the last message ends 8 above the composer (758 − 8 = 750).
    @Test func theFirstLayoutInsetsTheListAndKeepsTheLastMessageInView() {
        var screen = ChatScreenStandIn()
        screen.layOut()
        #expect(screen.contentInsetBottom == 60)
        #expect(screen.contentOffsetY == 1250)
        #expect(screen.lastMessageMaxY == 750)
    }

    /// The keyboard comes up (its top at 508): the composer rides on it and the last message with it.
    @Test func theKeyboardPushesTheComposerAndTheLastMessageUp() {
        var screen = ChatScreenStandIn()
        screen.layOut()
        #expect(screen.lastMessageMaxY == 750)
        screen.keyboardLayoutGuideTop = 508
        screen.layOut()
        #expect(screen.contentInsetBottom == 362)
        #expect(screen.contentOffsetY == 1552)
        #expect(screen.lastMessageMaxY == 448)
    }

    /// Interactive dismissal: no keyboard notification during the drag, only layout passes as the
    /// guide follows the finger. Frame by frame, the last message stays 8 points above the composer.
    ///
    /// - Source: Apple doc "UIScrollView.KeyboardDismissMode.interactive"; ORM #4307 [15341512] (no
    ///   notifications during the drag).
    @Test func interactiveDismissalIsFollowedFrameByFrame() {
        var screen = ChatScreenStandIn.keyboardUp()
        var ends: [Double] = []
        for top in [540.0, 601.5, 700, 790, 810] {
            screen.keyboardLayoutGuideTop = top
            screen.layOut()
            ends.append(screen.lastMessageMaxY)
        }
        #expect(ends == [480, 541.5, 640, 730, 750])
        #expect(screen.contentInsetBottom == 60)
    }

    /// The composer grows by three lines (60 points) while the keyboard is up: the last message moves
    /// up by 60 and stays in view.
    @Test func aGrowingComposerKeepsTheLastMessageInView() {
        var screen = ChatScreenStandIn.keyboardUp()
        screen.composerHeight = 112
        screen.layOut()
        #expect(screen.contentOffsetY == 1612)
        #expect(screen.lastMessageMaxY == 388)
    }

    /// Scrolled up to read older messages: the inset follows the composer, the offset stays, so what
    /// the user reads does not move.
    @Test func aListScrolledUpKeepsItsOffset() {
        let screen = ChatScreenStandIn.keyboardUp(contentOffsetY: 300)
        #expect(screen.contentInsetBottom == 362)
        #expect(screen.contentOffsetY == 300)
    }

    /// Fewer messages than fit: the list stays at its top.
    @Test func aShortListStaysAtItsTop() {
        let docking = ComposerDocking()
        let geometry = ComposerDocking.Geometry(
            viewport: Viewport(
                contentOffset: Point(x: 0, y: 0), size: Size(width: 390, height: 844),
                contentInset: Insets(bottom: 34), contentHeight: 200),
            contentInsetBottom: 0, listMaxY: 844, composerMinY: 456)
        #expect(docking.laidOut(geometry) == [.setBottomInset(362)])
    }

    /// A layout pass that changes nothing (or less than a quarter point) does nothing.
    @Test func anUnchangedLayoutDoesNothing() {
        var screen = ChatScreenStandIn()
        screen.layOut()
        #expect(screen.docking.laidOut(screen.geometry) == [])
        screen.keyboardLayoutGuideTop = 810.2
        #expect(screen.docking.laidOut(screen.geometry) == [])
    }

    /// NaN or infinite edges cover nothing; a composer below the list covers nothing; a negative or
    /// NaN spacing counts as 0; the inset is never negative.
    @Test func badGeometryGivesADefinedInset() {
        var screen = ChatScreenStandIn()
        screen.keyboardLayoutGuideTop = .nan
        #expect(screen.docking.bottomInset(for: screen.geometry) == 0)
        screen.keyboardLayoutGuideTop = .infinity
        #expect(screen.docking.bottomInset(for: screen.geometry) == 0)
        screen.keyboardLayoutGuideTop = 2000
        #expect(screen.docking.bottomInset(for: screen.geometry) == 0)
        screen.keyboardLayoutGuideTop = 508
        screen.docking.spacing = -5
        #expect(screen.docking.bottomInset(for: screen.geometry) == 354)
        screen.docking.spacing = .nan
        #expect(screen.docking.bottomInset(for: screen.geometry) == 354)
    }
}
