import Testing

/// The UIKit behaviours that the stand-ins model in more than one way, because the evidence is
/// missing or conflicting: V1 and V3-V8 of `docs/UIKitBehaviours.md`, each with its source and grade
/// there (A documented by Apple, B observed in a public issue or a peer's code, C unsourced or
/// conflicting); a behaviour graded C, or B with a contradicting source, is modelled in every
/// plausible variant, and every scenario runs under each that it can tell apart
/// (`forEachBehaviour(of: UIKitVariant.all)`): a design that is right under only one of them fails.
///
/// Each getter notes its read in the running ``Consultation``; the variant's ``choices`` and
/// ``testDescription`` note nothing.
struct UIKitVariant: Hashable, Sendable, CustomTestStringConvertible, BehaviourVariant {
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
    var codeEditReport: CodeEditReport {
        get { consulted("V1", values.codeEditReport) }
        set { values.codeEditReport = newValue }
    }
    /// V3 (C): `textDidChangeNotification` is posted before the delegate's `textViewDidChange(_:)`,
    /// or after it. Source and grade: `docs/UIKitBehaviours.md` V3.
    var notificationBeforeDelegate: Bool {
        get { consulted("V3", values.notificationBeforeDelegate) }
        set { values.notificationBeforeDelegate = newValue }
    }
    /// V4 (B, not on every version): turning scrolling on resets `contentOffset.y` to 0, or leaves
    /// it. Source and grade: `docs/UIKitBehaviours.md` V4.
    var scrollToggleResetsOffset: Bool {
        get { consulted("V4", values.scrollToggleResetsOffset) }
        set { values.scrollToggleResetsOffset = newValue }
    }
    /// V5 (C): the number of layout passes the bounds take to reach a new intrinsic height: 1, or 2
    /// when the superview applies it a pass later. Source and grade: `docs/UIKitBehaviours.md` V5.
    var passesToSettle: Int {
        get { consulted("V5", values.passesToSettle) }
        set { values.passesToSettle = newValue }
    }
    /// V6 (C): UIKit's own scroll to the caret after an edit happens, or is missing. Source and
    /// grade: `docs/UIKitBehaviours.md` V6.
    var uikitScrollsToCaret: Bool {
        get { consulted("V6", values.uikitScrollsToCaret) }
        set { values.uikitScrollsToCaret = newValue }
    }
    /// V7 (C): setting `text` in code posts `textDidChangeNotification` (never the delegate's
    /// `textViewDidChange(_:)`, Apple doc "textViewDidChange(_:)"), or does not. Source and grade:
    /// `docs/UIKitBehaviours.md` V7.
    var codeTextPostsNotification: Bool {
        get { consulted("V7", values.codeTextPostsNotification) }
        set { values.codeTextPostsNotification = newValue }
    }
    /// V8 (C): UITextView invalidates its own intrinsic size when its text changes, so the next layout
    /// pass (even one the view forces) reads the intrinsic height again; or it does not. Source and
    /// grade: `docs/UIKitBehaviours.md` V8.
    var editInvalidatesIntrinsicSize: Bool {
        get { consulted("V8", values.editInvalidatesIntrinsicSize) }
        set { values.editInvalidatesIntrinsicSize = newValue }
    }

    /// The choices, read without noting a consultation.
    private var values: Values

    private struct Values: Hashable {
        var codeEditReport: CodeEditReport
        var notificationBeforeDelegate: Bool
        var scrollToggleResetsOffset: Bool
        var passesToSettle: Int
        var uikitScrollsToCaret: Bool
        var codeTextPostsNotification: Bool
        var editInvalidatesIntrinsicSize: Bool
    }

    init(
        codeEditReport: CodeEditReport, notificationBeforeDelegate: Bool, scrollToggleResetsOffset: Bool,
        passesToSettle: Int, uikitScrollsToCaret: Bool, codeTextPostsNotification: Bool,
        editInvalidatesIntrinsicSize: Bool
    ) {
        values = Values(
            codeEditReport: codeEditReport, notificationBeforeDelegate: notificationBeforeDelegate,
            scrollToggleResetsOffset: scrollToggleResetsOffset, passesToSettle: passesToSettle,
            uikitScrollsToCaret: uikitScrollsToCaret, codeTextPostsNotification: codeTextPostsNotification,
            editInvalidatesIntrinsicSize: editInvalidatesIntrinsicSize)
    }

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

    var choices: [BehaviourChoice] {
        [
            BehaviourChoice(id: "V1", value: "code edits tell \(values.codeEditReport)"),
            BehaviourChoice(
                id: "V3", value: values.notificationBeforeDelegate ? "notification first" : "delegate first"),
            BehaviourChoice(
                id: "V4",
                value: values.scrollToggleResetsOffset ? "toggle resets offset" : "toggle keeps offset"),
            BehaviourChoice(id: "V5", value: "\(values.passesToSettle) pass(es)"),
            BehaviourChoice(
                id: "V6", value: values.uikitScrollsToCaret ? "UIKit scrolls" : "UIKit does not scroll"),
            BehaviourChoice(
                id: "V7", value: values.codeTextPostsNotification ? "code text posts" : "code text silent"),
            BehaviourChoice(
                id: "V8",
                value: values.editInvalidatesIntrinsicSize ? "edit invalidates size" : "edit keeps size"),
        ]
    }

    var testDescription: String { choices.map(\.value).joined(separator: ", ") }
}
