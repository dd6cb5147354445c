import Testing

/// The SwiftUI and UIKit behaviours around a hosted editor that the stand-ins model in more than one
/// way, because the evidence is missing or partial; every editor scenario runs under each
/// (`@Test(arguments: SwiftUIVariant.all)`). Grades as in /work/shared/reference/uikit-behaviours.md.
struct SwiftUIVariant: Hashable, Sendable, CustomTestStringConvertible {
    /// S2 (B, partial): a binding write makes SwiftUI call `updateUIView` again inside the write,
    /// before the setter returns, or at the end of the turn. Reference §10, "`makeUIView` once, then
    /// `updateUIView` for every later change — including the change the coordinator just wrote,
    /// possibly before UIKit's value has propagated" (STTextView `TextView.swift` `isUpdating`;
    /// tangem-app-ios-old PR #2102): when, relative to the write, is not documented.
    var updatesInsideTheWrite: Bool
    /// E2 (C): setting `isEditable = false` on the first responder ends editing inside the setter
    /// (`textViewDidEndEditing` and all), or leaves the view first responder. Unsourced; issue 22's N6
    /// reading of `GrowingTextRepresentable.swift:68-69` assumes the first.
    var disablingEndsEditing: Bool
    /// E4 (C): becoming or resigning first responder calls `textViewDidBeginEditing`/`DidEndEditing`
    /// inside the call, or on the next turn. Apple doc "textViewDidEndEditing(_:)" says when editing
    /// ends, not in which call.
    var editingCallbacksInsideTheCall: Bool
    /// S4 (A, B): iOS 16 and later ask `sizeThatFits(_:uiView:context:)`, several times per pass
    /// (Apple doc "sizeThatFits(_:uiView:context:)"); iOS 15 has no such call and sizes the view
    /// through Auto Layout's fitting at the width it lays it out at (matrix-org/matrix-rich-text-editor
    /// PR #781; the fitting route itself is unsourced, commonly reported).
    var hasSizeThatFits: Bool

    static let all: [SwiftUIVariant] = (0..<16).map { bits in
        SwiftUIVariant(
            updatesInsideTheWrite: bits & 1 != 0, disablingEndsEditing: bits & 2 != 0,
            editingCallbacksInsideTheCall: bits & 4 != 0, hasSizeThatFits: bits & 8 != 0)
    }

    var testDescription: String {
        [
            updatesInsideTheWrite ? "update inside the write" : "update at the end of the turn",
            disablingEndsEditing ? "disabling ends editing" : "disabling keeps focus",
            editingCallbacksInsideTheCall ? "editing callbacks inside" : "editing callbacks next turn",
            hasSizeThatFits ? "iOS 16 sizeThatFits" : "iOS 15 fitting",
        ].joined(separator: ", ")
    }
}
