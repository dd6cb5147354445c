import GrowingTextCore
import Testing

/// A stand-in for SwiftUI hosting a `GrowingTextEditor` in a 390-point-wide screen, with the app's
/// state: it makes the view once, calls ``EditorRepresentableAdapter/update(_:)`` for every state
/// change, proposes sizes, and runs the main queue, as SwiftUI does.
///
/// - S1-S4, E9 and K4: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class EditorHostStandIn {
    typealias Configuration = EditorConfiguration<String, String, String, String>

    let variant: SwiftUIVariant
    let view: EditorViewStandIn

    // The app's state.
    var text = ""
    var isFocused = false
    var hasFocusBinding = true
    var isEnabled = true
    /// The settings made on the editor itself (its initialiser's and the editor's own modifiers);
    /// its submit action counts ``submits``.
    var configuration = Configuration()
    /// The settings the `growingText…` modifiers around the editor made.
    var modifiers = Configuration()
    var environmentFont = "body"
    private(set) var submits = 0
    /// Every value the editor wrote to the text binding, in order.
    private(set) var textWrites: [String] = []

    // What happened.
    private(set) var updates = 0
    /// The sizes the editor answered in the last layout, by proposal.
    private(set) var proposedSizes: [Size?] = []
    private var isUpdating = false
    /// Whether SwiftUI removed the editor: it is updated no more.
    private var isRemoved = false
    private var updateIsPending = false
    private var mainQueue: [() -> Void] = []

    /// - Parameters:
    ///   - variant: How SwiftUI and the editor's UIKit callbacks behave.
    ///   - uikit: How the text view under the editor behaves.
    init(variant: SwiftUIVariant, uikit: UIKitVariant = .common) {
        self.variant = variant
        view = EditorViewStandIn(uikit: uikit)
        view.host = self
        configuration.submit = { [unowned self] in submits += 1 }
    }

    /// An editor that appears focused, in a window, holding the app's `text`.
    ///
    /// - Parameters:
    ///   - variant: How SwiftUI and the editor's UIKit callbacks behave.
    ///   - uikit: How the text view under the editor behaves.
    ///   - text: The app's text.
    ///   - maximumLength: The editor's maximum length, or `nil`.
    /// - Returns: The host, after the editor appeared.
    static func focusedEditor(
        _ variant: SwiftUIVariant, uikit: UIKitVariant = .common, text: String = "", maximumLength: Int? = nil
    ) -> EditorHostStandIn {
        let host = EditorHostStandIn(variant: variant, uikit: uikit)
        host.text = text
        host.configuration.maximumLength = maximumLength
        host.isFocused = true
        host.appear()
        return host
    }

    /// The editor appears: made and updated once, then put in a window (unless `inWindow` is
    /// false: a hierarchy not yet on screen), then the run loop turns.
    func appear(inWindow: Bool = true) {
        view.setText(text)  // makeUIView
        update()
        if inWindow {
            moveToWindow()
        } else {
            turnRunLoop()
        }
    }

    /// The hierarchy holding the editor goes on screen.
    func moveToWindow() {
        view.isInWindow = true
        view.adapter.viewDidMoveToWindow()
        turnRunLoop()
    }

    /// SwiftUI removes the editor in an update (E9), then the run loop turns.
    func remove() {
        updates += 1
        isUpdating = true
        isRemoved = true
        view.removeFromWindow()
        isUpdating = false
        turnRunLoop()
    }

    /// The app changes its own state (outside any update), then the run loop turns.
    func appChanges(_ change: (EditorHostStandIn) -> Void) {
        change(self)
        stateDidChange()
        turnRunLoop()
    }

    func checkNotUpdating(_ what: String) {
        if isUpdating {
            StandInFailures.record("\(what) during SwiftUI's view update")
        }
    }

    func mainQueueAsync(_ block: @escaping () -> Void) {
        mainQueue.append(block)
    }

    /// One turn of the run loop: SwiftUI's pending update, the text view's layout, then the main
    /// queue's blocks, until all are done.
    func turnRunLoop() {
        for _ in 0..<20 {
            if updateIsPending {
                updateIsPending = false
                update()
            }
            view.textView.turnRunLoop()
            guard !mainQueue.isEmpty else { return }
            let blocks = mainQueue
            mainQueue = []
            for block in blocks { block() }
        }
        StandInFailures.record("the run loop never settles")
    }

    // MARK: SwiftUI's side

    /// What `updateUIView` hands the adapter, assembled as the representable assembles it, with
    /// UIKit's defaults spelled as strings.
    private var settings: EditorSettings<EditorViewStandIn> {
        EditorSettings(
            placeholder: "Message", configuration: configuration, over: modifiers,
            defaults: .init(
                font: environmentFont, textColor: "label", keyboardType: "default",
                autocapitalization: "sentences"),
            textAlignment: "natural", isEnabled: isEnabled,
            keyboardTraits: { resolved in
                EditorViewStandIn.Traits(
                    keyboardType: resolved.keyboardType, returnKey: "\(resolved.returnKeyLabel)")
            },
            text: EditorBinding(
                get: { [unowned self] in text },
                set: { [unowned self] value in
                    textWrites.append(value)
                    writeState { text = value }
                }),
            isFocused: hasFocusBinding
                ? EditorBinding(
                    get: { [unowned self] in isFocused },
                    set: { [unowned self] value in writeState { isFocused = value } })
                : nil)
    }

    /// A binding's setter (S2, S3).
    private func writeState(_ change: () -> Void) {
        if isUpdating {
            StandInFailures.record("Modifying state during view update, this will cause undefined behavior")
        }
        change()
        stateDidChange()
    }

    private func stateDidChange() {
        guard !isRemoved else { return }
        if variant.updatesInsideTheWrite, !isUpdating {
            update()
        } else {
            updateIsPending = true
        }
    }

    /// `updateUIView`, then the layout's size questions (S1, S4).
    private func update() {
        updates += 1
        isUpdating = true
        view.adapter.update(settings)
        proposedSizes =
            variant.hasSizeThatFits
            ? [nil, 0, .infinity, 390].map { view.adapter.sizeThatFits(proposedWidth: $0) }
            : [view.adapter.systemLayoutFittingSize(targetWidth: 390, isWidthRequired: true)]
        isUpdating = false
        view.width = 390
    }
}
