import Testing

/// The SwiftUI and UIKit behaviours around a hosted editor that the stand-ins model in more than one
/// way, because the evidence is missing or partial; every editor scenario runs under each
/// (`@Test(arguments: SwiftUIVariant.all)`). Sources and grades in `docs/UIKitBehaviours.md`.
struct SwiftUIVariant: Hashable, Sendable, CustomTestStringConvertible {
    /// S2 (B, partial): a binding write makes SwiftUI call `updateUIView` again inside the write,
    /// before the setter returns, or at the end of the turn. Source and grade:
    /// `docs/UIKitBehaviours.md` S2.
    var updatesInsideTheWrite: Bool
    /// E2 (C): setting `isEditable = false` on the first responder ends editing inside the setter
    /// (`textViewDidEndEditing` and all), or leaves the view first responder. Unsourced. Source and
    /// grade: `docs/UIKitBehaviours.md` E2.
    var disablingEndsEditing: Bool
    /// E4 (C): becoming or resigning first responder calls
    /// `textViewDidBeginEditing`/`DidEndEditing` inside the call, or on the next turn. Source and
    /// grade: `docs/UIKitBehaviours.md` E4.
    var editingCallbacksInsideTheCall: Bool
    /// S4 (A, B): iOS 16 and later ask `sizeThatFits(_:uiView:context:)`, several times per pass.
    /// Source and grade: `docs/UIKitBehaviours.md` S4.
    var hasSizeThatFits: Bool
    /// E8 (B): the keyboard shows inline predictions (iOS 17 and later) as marked text after the caret
    /// while the user types, or shows none (earlier iOS, predictions off). Source and grade:
    /// `docs/UIKitBehaviours.md` E8.
    var keyboardPredictsInline: Bool

    static let all: [SwiftUIVariant] = (0..<32).map { bits in
        SwiftUIVariant(
            updatesInsideTheWrite: bits & 1 != 0, disablingEndsEditing: bits & 2 != 0,
            editingCallbacksInsideTheCall: bits & 4 != 0, hasSizeThatFits: bits & 8 != 0,
            keyboardPredictsInline: bits & 16 != 0)
    }

    var testDescription: String {
        [
            updatesInsideTheWrite ? "update inside the write" : "update at the end of the turn",
            disablingEndsEditing ? "disabling ends editing" : "disabling keeps focus",
            editingCallbacksInsideTheCall ? "editing callbacks inside" : "editing callbacks next turn",
            hasSizeThatFits ? "iOS 16 sizeThatFits" : "iOS 15 fitting",
            keyboardPredictsInline ? "inline predictions" : "no predictions",
        ].joined(separator: ", ")
    }
}
