#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    /// A SwiftUI text input that grows with its content between a minimum and a maximum number of
    /// lines, then scrolls, keeping the caret in sight.
    ///
    /// It hosts a ``GrowingTextView``, so it has the same growth, placeholder, maximum length and
    /// caret behaviour, and it reads SwiftUI's environment like a `TextField`: `.font`,
    /// `.multilineTextAlignment`, `.disabled`, `.autocorrectionDisabled` and `.lineLimit(_:)` work on
    /// the editor or on any view around it. The settings SwiftUI keeps private (the foreground style,
    /// the keyboard type, autocapitalization, the submit label, `onSubmit`, focus and line-limit ranges)
    /// are modifiers of the editor itself with SwiftUI's names, so the code reads the same; they apply
    /// directly to the editor, before any modifier that turns it into another view. After such a
    /// modifier, or on a view around one or more editors, use the same settings' `growingText…`
    /// modifiers (``SwiftUI/View/growingTextSubmitLabel(_:)``, …), which reach every editor inside.
    /// See <doc:SwiftUI>.
    ///
    /// ```swift
    /// @State private var message = ""
    ///
    /// var body: some View {
    ///     GrowingTextEditor("Message", text: $message)
    ///         .lineLimit(1...6)
    ///         .submitLabel(.send)
    ///         .onSubmit { send() }
    /// }
    /// ```
    ///
    /// On iOS 16 and later its height is the one `GrowthPolicy` resolves for the proposed width
    /// (`sizeThatFits(_:uiView:context:)`, see `ProposalSizing`); on iOS 15 it is the height for the
    /// width Auto Layout fits it at, or its intrinsic height at its current width, corrected in the
    /// layout pass that gives it its width.
    /// The editor never animates its own height: SwiftUI animates it, or not, as the app's transaction
    /// says.
    public struct GrowingTextEditor: View {
        private let placeholder: String
        private let text: Binding<String>
        var configuration: Configuration
        var actions = Actions()

        /// Creates a growing text editor that takes its line limits from `lineLimit` (on the editor
        /// or around it); 1 to 5 lines when none applies.
        ///
        /// - Parameters:
        ///   - placeholder: The text shown while `text` is empty; VoiceOver reads it as the hint.
        ///   - text: The text to edit.
        public init(_ placeholder: String, text: Binding<String>) {
            self.placeholder = placeholder
            self.text = text
            configuration = Configuration(lineLimits: nil)
        }

        /// Creates a growing text editor with line limits in UIKit's idiom, as ``GrowingTextView``
        /// takes them.
        ///
        /// - Parameters:
        ///   - placeholder: The text shown while `text` is empty; VoiceOver reads it as the hint.
        ///   - text: The text to edit.
        ///   - minimumLines: The fewest lines shown, even when empty; 1 by default. Below 1 counts as 1.
        ///   - maximumLines: The most lines shown before the editor scrolls; 5 by default. 0 or below
        ///     means no limit.
        public init(
            _ placeholder: String, text: Binding<String>, minimumLines: Int = 1, maximumLines: Int = 5
        ) {
            self.placeholder = placeholder
            self.text = text
            configuration = Configuration(
                lineLimits: LineLimits(minimumNumberOfLines: minimumLines, maximumNumberOfLines: maximumLines)
            )
        }

        /// The editor's content: the hosted text view, bound to the focus state when one is given.
        public var body: some View {
            let representable = GrowingTextRepresentable(
                placeholder: placeholder, text: text, configuration: configuration, actions: actions)
            if let claimFocus = actions.claimFocus {
                claimFocus(AnyView(representable))
            } else {
                representable
            }
        }

        /// The settings the editor passes to its text view, set on the editor itself or, through the
        /// `growingText…` modifiers, on any view around it; `nil` leaves a setting to the next one out,
        /// then to the default.
        struct Configuration {
            var lineLimits: LineLimits?
            var maximumLength: Int?
            var verticalAlignment: GrowingTextView.VerticalAlignment?
            var font: UIFont?
            var textColor: UIColor?
            var keyboardType: UIKeyboardType?
            var autocapitalization: Autocapitalization?
            var returnKeyLabel: ReturnKeyLabel?
            var submit: (() -> Void)?

            /// These settings, with those not set here taken from the enclosing ones.
            func merged(over enclosing: Configuration) -> Configuration {
                Configuration(
                    lineLimits: lineLimits ?? enclosing.lineLimits,
                    maximumLength: maximumLength ?? enclosing.maximumLength,
                    verticalAlignment: verticalAlignment ?? enclosing.verticalAlignment,
                    font: font ?? enclosing.font, textColor: textColor ?? enclosing.textColor,
                    keyboardType: keyboardType ?? enclosing.keyboardType,
                    autocapitalization: autocapitalization ?? enclosing.autocapitalization,
                    returnKeyLabel: returnKeyLabel ?? enclosing.returnKeyLabel,
                    submit: submit ?? enclosing.submit)
            }
        }

        /// The focus binding the editor writes back to.
        struct Actions {
            var isFocused: Binding<Bool>?
            /// Applies SwiftUI's own `focused` modifier for a `@FocusState` binding.
            var claimFocus: ((AnyView) -> AnyView)?
        }
    }
#endif
