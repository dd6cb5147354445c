import Testing

/// The SwiftUI and UIKit behaviours around a hosted editor that the stand-ins model in more than one
/// way, because the evidence is missing or partial; every editor scenario runs under each it can tell
/// apart (`forEachBehaviour(of: SwiftUIVariant.all)`). Sources and grades in
/// `docs/UIKitBehaviours.md`.
struct SwiftUIVariant: Hashable, Sendable, CustomTestStringConvertible, BehaviourVariant {
    /// S2 (B, partial): a binding write makes SwiftUI call `updateUIView` again inside the write,
    /// before the setter returns, or at the end of the turn. Source and grade:
    /// `docs/UIKitBehaviours.md` S2.
    var updatesInsideTheWrite: Bool {
        get { consulted("S2", values.updatesInsideTheWrite) }
        set { values.updatesInsideTheWrite = newValue }
    }
    /// E2 (C): setting `isEditable = false` on the first responder ends editing inside the setter
    /// (`textViewDidEndEditing` and all), or leaves the view first responder. Unsourced. Source and
    /// grade: `docs/UIKitBehaviours.md` E2.
    var disablingEndsEditing: Bool {
        get { consulted("E2", values.disablingEndsEditing) }
        set { values.disablingEndsEditing = newValue }
    }
    /// E4 (C): becoming or resigning first responder calls
    /// `textViewDidBeginEditing`/`DidEndEditing` inside the call, or on the next turn. Source and
    /// grade: `docs/UIKitBehaviours.md` E4.
    var editingCallbacksInsideTheCall: Bool {
        get { consulted("E4", values.editingCallbacksInsideTheCall) }
        set { values.editingCallbacksInsideTheCall = newValue }
    }
    /// S4 (A, B): iOS 16 and later ask `sizeThatFits(_:uiView:context:)`, several times per pass.
    /// Source and grade: `docs/UIKitBehaviours.md` S4.
    var hasSizeThatFits: Bool {
        get { consulted("S4", values.hasSizeThatFits) }
        set { values.hasSizeThatFits = newValue }
    }
    /// E8 (B): the keyboard shows inline predictions (iOS 17 and later) as marked text after the caret
    /// while the user types, or shows none (earlier iOS, predictions off). Source and grade:
    /// `docs/UIKitBehaviours.md` E8.
    var keyboardPredictsInline: Bool {
        get { consulted("E8", values.keyboardPredictsInline) }
        set { values.keyboardPredictsInline = newValue }
    }

    /// The choices, read without noting a consultation.
    private var values: Values

    private struct Values: Hashable {
        var updatesInsideTheWrite: Bool
        var disablingEndsEditing: Bool
        var editingCallbacksInsideTheCall: Bool
        var hasSizeThatFits: Bool
        var keyboardPredictsInline: Bool
    }

    init(
        updatesInsideTheWrite: Bool, disablingEndsEditing: Bool, editingCallbacksInsideTheCall: Bool,
        hasSizeThatFits: Bool, keyboardPredictsInline: Bool
    ) {
        values = Values(
            updatesInsideTheWrite: updatesInsideTheWrite, disablingEndsEditing: disablingEndsEditing,
            editingCallbacksInsideTheCall: editingCallbacksInsideTheCall, hasSizeThatFits: hasSizeThatFits,
            keyboardPredictsInline: keyboardPredictsInline)
    }

    static let all: [SwiftUIVariant] = (0..<32).map { bits in
        SwiftUIVariant(
            updatesInsideTheWrite: bits & 1 != 0, disablingEndsEditing: bits & 2 != 0,
            editingCallbacksInsideTheCall: bits & 4 != 0, hasSizeThatFits: bits & 8 != 0,
            keyboardPredictsInline: bits & 16 != 0)
    }

    var choices: [BehaviourChoice] {
        [
            BehaviourChoice(
                id: "S2",
                value: values.updatesInsideTheWrite
                    ? "update inside the write" : "update at the end of the turn"),
            BehaviourChoice(
                id: "E2",
                value: values.disablingEndsEditing ? "disabling ends editing" : "disabling keeps focus"),
            BehaviourChoice(
                id: "E4",
                value: values.editingCallbacksInsideTheCall
                    ? "editing callbacks inside" : "editing callbacks next turn"),
            BehaviourChoice(
                id: "S4", value: values.hasSizeThatFits ? "iOS 16 sizeThatFits" : "iOS 15 fitting"),
            BehaviourChoice(
                id: "E8", value: values.keyboardPredictsInline ? "inline predictions" : "no predictions"),
        ]
    }

    var testDescription: String { choices.map(\.value).joined(separator: ", ") }
}
