import Testing

/// The UIKit behaviours that the stand-ins model in more than one way, because the evidence is
/// missing or conflicting. The grades are those of /work/shared/reference/uikit-behaviours.md
/// (A documented by Apple, B observed in a public issue or a peer's code, C unsourced or
/// conflicting); a behaviour graded C, or B with a contradicting source, is modelled in every
/// plausible variant, and every scenario runs under each (`@Test(arguments: UIKitVariant.all)`): a
/// design that is right under only one of them fails.
struct UIKitVariant: Hashable, Sendable, CustomTestStringConvertible {
    /// V1 (C): `replace(_:withText:)` called by code posts `textDidChangeNotification` and calls the
    /// delegate's `textViewDidChange(_:)`, or does neither. Reference §2, "`insertText`/
    /// `replace(_:withText:)` called by code": "for `replace(_:withText:)` unsourced — keep
    /// configurable".
    var replacementReportsChange: Bool
    /// V2 (B, contradicted): UITextView sends the edit hooks (`shouldChangeTextIn`,
    /// `textViewDidChange`) to what its `delegate` getter returns, or to the object UIKit stored when
    /// the delegate was set. Reference §11, last bullet: SlackTextViewController #349 and PR #350
    /// observed the getter; the stored value is UIKit's documented model of a delegate.
    var editHooksFollowGetter: Bool
    /// V3 (C): `textDidChangeNotification` is posted before the delegate's `textViewDidChange(_:)`,
    /// or after it. Reference §2, "Typed key": "its order relative to `textViewDidChange`: unsourced
    /// (commonly reported: delegate first)".
    var notificationBeforeDelegate: Bool
    /// V4 (B, not on every version): turning scrolling on resets `contentOffset.y` to 0, or leaves
    /// it. Reference §1, "Toggling `isScrollEnabled` moves `contentOffset`" (hanspinckaers/
    /// GrowingTextView #87, #98; ORM #18558).
    var scrollToggleResetsOffset: Bool
    /// V5 (C): the number of layout passes the bounds take to reach a new intrinsic height: 1, or 2
    /// when the superview applies it a pass later. Reference §3, "`invalidateIntrinsicContentSize` is
    /// read in the next layout pass" (A) says when it is read, not how many passes the ancestors take.
    var passesToSettle: Int
    /// V6 (C): UIKit's own scroll to the caret after an edit happens, or is missing. Reference §1,
    /// "UIKit's own caret scroll is late; newline at the end may leave the caret hidden" (ORM #4422;
    /// timing on current iOS unsourced).
    var uikitScrollsToCaret: Bool
    /// V7 (C): setting `text` in code posts `textDidChangeNotification` (never the delegate's
    /// `textViewDidChange(_:)`, Apple doc "textViewDidChange(_:)"), or does not. Reference §2,
    /// "Programmatic `text`/`attributedText`".
    var codeTextPostsNotification: Bool

    /// UIKit as most public reports describe it.
    static let common = UIKitVariant(
        replacementReportsChange: true, editHooksFollowGetter: false, notificationBeforeDelegate: false,
        scrollToggleResetsOffset: true, passesToSettle: 1, uikitScrollsToCaret: true,
        codeTextPostsNotification: false)

    /// Every combination of the variants.
    static let all: [UIKitVariant] = {
        var variants: [UIKitVariant] = []
        for bits in 0..<64 {
            for passes in [1, 2] {
                variants.append(
                    UIKitVariant(
                        replacementReportsChange: bits & 1 != 0, editHooksFollowGetter: bits & 2 != 0,
                        notificationBeforeDelegate: bits & 4 != 0, scrollToggleResetsOffset: bits & 8 != 0,
                        passesToSettle: passes, uikitScrollsToCaret: bits & 16 != 0,
                        codeTextPostsNotification: bits & 32 != 0))
            }
        }
        return variants
    }()

    var testDescription: String {
        [
            replacementReportsChange ? "replace reports" : "replace silent",
            editHooksFollowGetter ? "hooks via getter" : "hooks via stored",
            notificationBeforeDelegate ? "notification first" : "delegate first",
            scrollToggleResetsOffset ? "toggle resets offset" : "toggle keeps offset",
            "\(passesToSettle) pass(es)",
            uikitScrollsToCaret ? "UIKit scrolls" : "UIKit does not scroll",
            codeTextPostsNotification ? "code text posts" : "code text silent",
        ].joined(separator: ", ")
    }
}
