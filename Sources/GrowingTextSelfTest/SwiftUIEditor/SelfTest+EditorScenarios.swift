import GrowingTextCore

extension SelfTest {
    /// Every SwiftUI editor scenario, in the order a run plays them, after ``scenarios``.
    ///
    /// Each one's ``EditorScenario/covers`` cites the behaviours it rests on by their IDs in
    /// `docs/UIKitBehaviours.md`: E… for the hosted text view (`EditorViewStandIn`), S… for SwiftUI
    /// (`EditorHostStandIn`), under every `SwiftUIVariant` in the Linux tests.
    public static let editorScenarios: [EditorScenario] = [
        editorBindingAndGrowth, editorFocusFromTheApp, editorDisabledWhileFocused,
        editorSendAndClearWhileComposing,
        editorInContainer(.listRow, id: "swiftui-editor-in-list-row", place: "in a List row"),
        editorInContainer(.form, id: "swiftui-editor-in-form", place: "in a Form"),
        editorInContainer(
            .sheetWithDetents, id: "swiftui-editor-in-sheet-with-detents", place: "in a sheet with detents"),
    ]

    /// The editor inside a container that sizes it its own way: it grows with the typed lines, never
    /// flashes scrolling while the container catches up, and shrinks when the app clears it.
    static func editorInContainer(_ container: EditorContainer, id: String, place: String) -> EditorScenario {
        EditorScenario(
            id: id,
            name: "the SwiftUI editor \(place) grows and shrinks without a flash of scrolling",
            covers: "the size SwiftUI asks and the height applied by a container of its own (a List row, a"
                + " Form, a sheet), scrolling held off until the maximum; E5, S1, S2, S4 (sizeThatFits);"
                + " the container itself is not modelled on Linux",
            configuration: EditorConfiguration(maximumNumberOfLines: 6, container: container),
            phases: [
                .init([], expect: [.heightInLines(1)]),
                .init(
                    [.tap, .type("a\nb")],
                    expect: [
                        .binding("a\nb"), .heightInLines(2), .firstResponder(true), .scrollingNeverSwitchedOn,
                    ]),
                .init([.type("\nc\nd")], expect: [.heightInLines(4), .scrollingNeverSwitchedOn]),
                .init([.setTextInApp("")], expect: [.viewText(""), .heightInLines(1)]),
            ])
    }

    static let editorBindingAndGrowth = EditorScenario(
        id: "swiftui-binding-and-growth",
        name: "typing in the SwiftUI editor reaches the binding and grows the editor",
        covers: "the binding written from the view's change, the size SwiftUI asks; E5 (a typed key), S1"
            + " (updateUIView after every state change), S2 (a write updates inside it or later), S4 (sizeThatFits)",
        configuration: EditorConfiguration(maximumNumberOfLines: 4),
        phases: [
            .init([], expect: [.heightInLines(1), .firstResponder(false)]),
            .init(
                [.tap, .type("a\nb")],
                expect: [
                    .binding("a\nb"), .viewText("a\nb"), .heightInLines(2), .focusBinding(true),
                    .firstResponder(true),
                ]),
            .init([.type("\nc\nd\ne")], expect: [.binding("a\nb\nc\nd\ne"), .heightInLines(4)]),
        ])

    static let editorFocusFromTheApp = EditorScenario(
        id: "swiftui-focus-binding",
        name: "the app's focus binding moves first responder, and the user's tap sets it",
        covers: "focus in both directions; E3 (first responder only in a window), E4 (editing callbacks"
            + " inside the call or a turn later), S2, S3 (no state written during an update)",
        configuration: EditorConfiguration(),
        phases: [
            .init([.setFocusInApp(true)], expect: [.firstResponder(true), .focusBinding(true)]),
            .init([.setFocusInApp(false)], expect: [.firstResponder(false), .focusBinding(false)]),
            .init([.tap], expect: [.firstResponder(true), .focusBinding(true)]),
        ])

    static let editorDisabledWhileFocused = EditorScenario(
        id: "swiftui-disabled-while-focused",
        name: "disabling the focused SwiftUI editor ends editing and keeps its text; enabling it edits again",
        covers: ".disabled on a focused editor; E2 (isEditable = false ends editing in the setter, or not),"
            + " E4, S3",
        configuration: EditorConfiguration(),
        phases: [
            .init([.tap, .type("hi")], expect: [.binding("hi"), .firstResponder(true)]),
            .init(
                [.setDisabledInApp(true)],
                expect: [.editable(false), .firstResponder(false), .focusBinding(false), .binding("hi")]),
            .init([.setFocusInApp(true)], expect: [.firstResponder(false)]),
            .init(
                [.setDisabledInApp(false)], expect: [.editable(true), .firstResponder(true), .viewText("hi")]),
        ])

    static let editorSendAndClearWhileComposing = EditorScenario(
        id: "swiftui-send-and-clear-while-composing",
        name:
            "a draft the app clears while text is marked (Send with a prediction showing) is cleared at once",
        covers: "the app's clear applied to the view while text is marked (inline predictions are marked"
            + " text), and the next key not bringing the old text back; E6 (marked text is reported), S1, S2",
        configuration: EditorConfiguration(),
        phases: [
            .init([.tap, .type("hello "), .compose("にほ")], expect: [.markedText(true), .heightInLines(1)]),
            .init(
                [.setTextInApp("")],
                expect: [.binding(""), .viewText(""), .markedText(false), .heightInLines(1)]),
            .init([.type("x")], expect: [.binding("x"), .viewText("x")]),
        ])
}
