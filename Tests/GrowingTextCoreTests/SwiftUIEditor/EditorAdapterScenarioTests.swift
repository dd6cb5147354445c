import GrowingTextCore
import Testing

@testable import UIKitStandIns

/// The SwiftUI editor's wiring (``EditorRepresentableAdapter``, the code `GrowingTextRepresentable`
/// runs) against SwiftUI and text view stand-ins, under every ``SwiftUIVariant``. A state write during
/// an update, or a first responder change there, fails the test wherever it happens (the stand-ins
/// record it). Lines are 20 points, insets 8 + 8, characters 10 points wide.
@Suite("Scenarios: the SwiftUI editor's adapter")
struct EditorAdapterScenarioTests {
    /// N6: `.disabled(true)` on a focused editor set `isEditable = false` inside `updateUIView`; where
    /// UIKit ends editing in that setter (E2), the delegate wrote the focus binding during the update.
    /// Now the editor resigns on the next turn, then becomes not editable, and the binding turns false
    /// outside any update; a disabled editor does not take focus back.
    @Test func n6DisablingAFocusedEditorChangesNoStateDuringTheUpdate() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            #expect(host.view.isFirstResponder)
            host.appChanges { $0.isEnabled = false }
            #expect(!host.view.isFirstResponder)
            #expect(!host.view.isEditable)
            #expect(!host.view.isSelectable)
            #expect(!host.isFocused)
            host.appChanges { $0.isFocused = true }
            #expect(!host.view.isFirstResponder)
            host.appChanges { $0.isEnabled = true }
            #expect(host.view.isEditable)
            #expect(host.view.isFirstResponder)
        }
    }

    /// Without a focus binding, disabling still ends editing, and enabling does not start it again.
    @Test func disablingWithoutAFocusBindingEndsEditing() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            host.hasFocusBinding = false
            host.appear()
            host.view.tap()
            #expect(host.view.isFirstResponder)
            host.appChanges { $0.isEnabled = false }
            #expect(!host.view.isFirstResponder)
            host.appChanges { $0.isEnabled = true }
            #expect(!host.view.isFirstResponder)
        }
    }

    /// Typing reaches the binding once per edit, and the update the write causes never writes the
    /// text back (the caret stays where the user typed).
    @Test func typingReachesTheBindingAndIsNotWrittenBack() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            for character in "hello" { host.view.type(String(character)) }
            #expect(host.text == "hello")
            #expect(host.view.textWritesInCode == 1)
            #expect(host.view.selection == 5..<5)
        }
    }

    /// The app edits the binding (it uppercases what the user types): the view gets the new text and
    /// the caret stays between the same characters. While an input method composes, the binding keeps
    /// the committed text, and the app's clear ends the composition at once.
    @Test func theAppsEditsReachTheViewWithTheCaretKept() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "helloworld")
            host.view.setSelectedUTF16Range(5..<5)
            host.appChanges { $0.text = "HELLOWORLD" }
            #expect(host.view.text == "HELLOWORLD")
            #expect(host.view.selection == 5..<5)

            host.view.compose("にほ")
            #expect(host.view.text == "HELLOにほWORLD")
            #expect(host.text == "HELLOWORLD")
            host.appChanges { $0.text = "" }
            #expect(host.view.text == "")
            #expect(host.view.marked == nil)
        }
    }

    /// The focus binding moves first responder (on the turn after the update), waits for a window,
    /// and follows the user: tapping in sets it, resigning clears it.
    @Test func focusFollowsTheBindingBothWays() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            host.appear()
            #expect(!host.view.isFirstResponder)
            host.view.tap()
            #expect(host.isFocused)
            host.appChanges { $0.isFocused = false }
            #expect(!host.view.isFirstResponder)
            host.appChanges { $0.isFocused = true }
            #expect(host.view.isFirstResponder)
            _ = host.view.resignFirstResponder()
            host.turnRunLoop()
            #expect(!host.isFocused)
        }
    }

    /// Focus asked for before the editor is in a window waits for the window (UIKit refuses first
    /// responder outside one, E3), then comes without another change of the binding.
    @Test func focusAskedBeforeAWindowWaitsForIt() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            host.isFocused = true
            host.appear(inWindow: false)
            #expect(!host.view.isFirstResponder)
            #expect(host.isFocused)
            host.moveToWindow()
            #expect(host.view.isFirstResponder)
            #expect(host.isFocused)
        }
    }

    /// Return submits with a label that names an action and inserts nothing; "Done" also ends editing;
    /// "return" inserts a newline; a paste with newlines is an edit.
    @Test func returnSubmitsAsTheLabelSays() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant, text: "hi")
            host.appChanges { $0.configuration.returnKeyLabel = .send }
            host.view.type("\n")
            #expect(host.submits == 1)
            #expect(host.text == "hi")
            #expect(host.view.isFirstResponder)
            host.view.type("a\nb")
            #expect(host.text == "hia\nb")
            host.appChanges { $0.configuration.returnKeyLabel = .done }
            host.view.type("\n")
            #expect(host.submits == 2)
            #expect(!host.view.isFirstResponder)
            #expect(!host.isFocused)
            host.appChanges {
                $0.configuration.returnKeyLabel = .return
                $0.isFocused = true
            }
            host.view.type("\n")
            #expect(host.text == "hia\nb\n")
            #expect(host.submits == 2)
        }
    }

    /// An update writes only the settings that changed: none when nothing did, the font alone when
    /// the environment's font changes, the editor's own font over it; the keyboard reloads for new
    /// traits only while it is up.
    @Test func anUpdateWritesOnlyWhatChanged() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn.focusedEditor(variant)
            host.view.clearRecords()
            host.appChanges { $0.submitsNothing() }
            #expect(host.view.settingWrites.isEmpty)
            host.appChanges { $0.environmentFont = "title" }
            #expect(host.view.settingWrites == ["font"])
            #expect(host.view.font == "title")
            host.appChanges { $0.configuration.font = "Menlo 15" }
            #expect(host.view.font == "Menlo 15")
            host.appChanges { $0.configuration.keyboardType = "email" }
            #expect(host.view.reloads == 1)
            host.appChanges { $0.isFocused = false }
            host.appChanges { $0.configuration.keyboardType = "url" }
            #expect(host.view.keyboardTraits.keyboardType == "url")
            #expect(host.view.reloads == 1)
        }
    }

    /// The settings the modifiers around the editor make reach the view unless the editor sets its
    /// own, and what is set nowhere gets UIKit's default: the settings pass through the assembly the
    /// representable uses.
    @Test func settingsAroundTheEditorApplyUnlessItsOwnAreSet() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            var aroundSubmits = 0
            host.configuration.submit = nil
            host.modifiers = .init(
                lineLimits: LineLimits(2...3), maximumLength: 5, verticalAlignment: .center, font: "Menlo 15",
                textColor: "red", keyboardType: "email", returnKeyLabel: .send, submit: { aroundSubmits += 1 }
            )
            host.configuration.keyboardType = "url"
            host.configuration.maximumLength = 8
            host.isFocused = true
            host.appear()
            #expect([host.view.minimumNumberOfLines, host.view.maximumNumberOfLines] == [2, 3])
            #expect(host.view.maximumLength == 8)
            #expect(host.view.verticalAlignment == .center)
            #expect(host.view.font == "Menlo 15")
            #expect(host.view.textColor == "red")
            #expect(host.view.keyboardTraits == .init(keyboardType: "url", returnKey: "send"))
            host.view.type("\n")
            #expect(aroundSubmits == 1)
            #expect(host.text == "")
            host.appChanges { $0.modifiers = .init() }
            #expect([host.view.minimumNumberOfLines, host.view.maximumNumberOfLines] == [1, 5])
            #expect(host.view.maximumLength == 8)
            #expect(host.view.verticalAlignment == .top)
            #expect(host.view.font == "body")
            #expect(host.view.textColor == "label")
            #expect(host.view.keyboardTraits == .init(keyboardType: "url", returnKey: "return"))
        }
    }

    /// The line limits set for the editor win over the default, 1 to 5 lines.
    @Test func lineLimitsResolveInOrder() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let host = EditorHostStandIn(variant: variant)
            host.appear()
            #expect([host.view.minimumNumberOfLines, host.view.maximumNumberOfLines] == [1, 5])
            host.appChanges { $0.configuration.lineLimits = LineLimits(2...6) }
            #expect([host.view.minimumNumberOfLines, host.view.maximumNumberOfLines] == [2, 6])
        }
    }

    /// Size proposals, asked several times per layout (iOS 16) or through Auto Layout's fitting
    /// (iOS 15): 50 characters take two lines at 390 (37 per line) and at 320 (30), one unwrapped.
    /// Before the first layout the ideal size has no answer and the other probes measure unwrapped.
    @Test func sizeProposalsAreAnsweredAtTheRightWidth() {
        forEachBehaviour(of: SwiftUIVariant.all) { variant in
            let text = String(repeating: "x", count: 50)
            let fresh = EditorHostStandIn(variant: variant)
            fresh.text = text
            fresh.view.setText(text)
            #expect(fresh.view.adapter.sizeThatFits(proposedWidth: nil) == nil)
            #expect(fresh.view.adapter.sizeThatFits(proposedWidth: 0) == Size(width: 0, height: 36))

            let host = EditorHostStandIn(variant: variant)
            host.text = text
            host.appear()
            // The first layout, before the view has a width: the probes measure unwrapped.
            let first: [Size?] =
                variant.hasSizeThatFits
                ? [
                    nil, Size(width: 0, height: 36), Size(width: .infinity, height: 36),
                    Size(width: 390, height: 56),
                ]
                : [Size(width: 390, height: 56)]
            #expect(host.proposedSizes == first)
            host.appChanges { $0.submitsNothing() }
            let later: [Size?] =
                variant.hasSizeThatFits
                ? [
                    Size(width: 390, height: 56), Size(width: 0, height: 56),
                    Size(width: .infinity, height: 56),
                    Size(width: 390, height: 56),
                ]
                : [Size(width: 390, height: 56)]
            #expect(host.proposedSizes == later)
            #expect(host.view.adapter.sizeThatFits(proposedWidth: 320) == Size(width: 320, height: 56))
            #expect(
                host.view.adapter.systemLayoutFittingSize(targetWidth: 100, isWidthRequired: false)
                    == Size(width: 390, height: 56))
        }
    }
}

extension EditorHostStandIn {
    /// A state change that the editor does not read (the app's own counter): SwiftUI updates anyway.
    func submitsNothing() {}
}
