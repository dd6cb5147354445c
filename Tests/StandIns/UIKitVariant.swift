import Testing

/// The UIKit behaviours that the stand-ins model in more than one way, because the evidence is
/// missing or conflicting: V1 and V3-V8 of `docs/UIKitBehaviours.md`, each with its source and grade
/// there (A documented by Apple, B observed in a public issue or a peer's code, C unsourced or
/// conflicting); a behaviour graded C, or B with a contradicting source, is modelled in every
/// plausible variant, and every scenario runs under each (`@Test(arguments: UIKitVariant.all)`): a
/// design that is right under only one of them fails.
struct UIKitVariant: Hashable, Sendable, CustomTestStringConvertible {
    /// What UIKit tells of a change made by code through the text input methods.
    enum CodeEditReport: Hashable, Sendable, CaseIterable {
        /// `textDidChangeNotification` and the delegate's `textViewDidChange(_:)`, as for a key.
        case notificationAndDelegate
        /// Nothing.
        case nothing
        /// `textDidChangeNotification` without the delegate call.
        case notificationOnly
    }

    /// V1 (C): what `replace(_:withText:)` and `insertText(_:)` called by code tell: the notification
    /// and the delegate's `textViewDidChange(_:)`, nothing, or the notification alone. Source and
    /// grade: `docs/UIKitBehaviours.md` V1.
    var codeEditReport: CodeEditReport
    /// V3 (C): `textDidChangeNotification` is posted before the delegate's `textViewDidChange(_:)`,
    /// or after it. Source and grade: `docs/UIKitBehaviours.md` V3.
    var notificationBeforeDelegate: Bool
    /// V4 (B, not on every version): turning scrolling on resets `contentOffset.y` to 0, or leaves
    /// it. Source and grade: `docs/UIKitBehaviours.md` V4.
    var scrollToggleResetsOffset: Bool
    /// V5 (C): the number of layout passes the bounds take to reach a new intrinsic height: 1, or 2
    /// when the superview applies it a pass later. Source and grade: `docs/UIKitBehaviours.md` V5.
    var passesToSettle: Int
    /// V6 (C): UIKit's own scroll to the caret after an edit happens, or is missing. Source and
    /// grade: `docs/UIKitBehaviours.md` V6.
    var uikitScrollsToCaret: Bool
    /// V7 (C): setting `text` in code posts `textDidChangeNotification` (never the delegate's
    /// `textViewDidChange(_:)`, Apple doc "textViewDidChange(_:)"), or does not. Source and grade:
    /// `docs/UIKitBehaviours.md` V7.
    var codeTextPostsNotification: Bool
    /// V8 (C): UITextView invalidates its own intrinsic size when its text changes, so the next layout
    /// pass (even one the view forces) reads the intrinsic height again; or it does not. Source and
    /// grade: `docs/UIKitBehaviours.md` V8.
    var editInvalidatesIntrinsicSize: Bool

    /// UIKit as most public reports describe it.
    static let common = UIKitVariant(
        codeEditReport: .notificationAndDelegate, notificationBeforeDelegate: false,
        scrollToggleResetsOffset: true, passesToSettle: 1, uikitScrollsToCaret: true,
        codeTextPostsNotification: false, editInvalidatesIntrinsicSize: false)

    /// Every combination of the variants.
    static let all: [UIKitVariant] = {
        var variants: [UIKitVariant] = []
        for bits in 0..<32 {
            for passes in [1, 2] {
                for report in CodeEditReport.allCases {
                    variants.append(
                        UIKitVariant(
                            codeEditReport: report, notificationBeforeDelegate: bits & 1 != 0,
                            scrollToggleResetsOffset: bits & 2 != 0,
                            passesToSettle: passes, uikitScrollsToCaret: bits & 4 != 0,
                            codeTextPostsNotification: bits & 8 != 0,
                            editInvalidatesIntrinsicSize: bits & 16 != 0))
                }
            }
        }
        return variants
    }()

    var testDescription: String {
        [
            "code edits tell \(codeEditReport)",
            notificationBeforeDelegate ? "notification first" : "delegate first",
            scrollToggleResetsOffset ? "toggle resets offset" : "toggle keeps offset",
            "\(passesToSettle) pass(es)",
            uikitScrollsToCaret ? "UIKit scrolls" : "UIKit does not scroll",
            codeTextPostsNotification ? "code text posts" : "code text silent",
            editInvalidatesIntrinsicSize ? "edit invalidates size" : "edit keeps size",
        ].joined(separator: ", ")
    }
}
