#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    /// A SwiftUI text input that grows with its content between a minimum and a maximum number of
    /// lines, then scrolls, keeping the caret in sight.
    ///
    /// It hosts a ``GrowingTextView``, so it has the same growth, placeholder, maximum length and
    /// caret behaviour, and it reads SwiftUI's environment where SwiftUI lets a view read it: `.font`,
    /// `.multilineTextAlignment`, `.disabled` and `.autocorrectionDisabled` work on the editor or on
    /// any view around it. Each setting SwiftUI keeps private (line limits, the foreground style, the
    /// keyboard type, autocapitalization, the submit label and action, the maximum length) has one
    /// modifier, `growingText…`, which works anywhere in the modifier chain and reaches every editor
    /// inside (`growingTextLineLimit(_:)`, …). Focus is the editor's own
    /// `focused(_:)`. See <doc:SwiftUI>.
    ///
    /// ```swift
    /// @State private var message = ""
    ///
    /// var body: some View {
    ///     GrowingTextEditor("Message", text: $message)
    ///         .padding(8)
    ///         .growingTextLineLimit(1...6)
    ///         .growingTextSubmitLabel(.send)
    ///         .onGrowingTextSubmit { send() }
    /// }
    /// ```
    ///
    /// On iOS 16 and later its height is the one `GrowthPolicy` resolves for the proposed width
    /// (`sizeThatFits(_:uiView:context:)`); on iOS 15 it is the height for the
    /// width Auto Layout fits it at, or its intrinsic height at its current width, corrected in the
    /// layout pass that gives it its width.
    /// The editor never animates its own height: SwiftUI animates it, or not, as the app's transaction
    /// says.
    public struct GrowingTextEditor: View {
        private let placeholder: String
        private let text: Binding<String>
        var configuration: Configuration
        var actions = Actions()

        /// Creates a growing text editor that takes its line limits from `growingTextLineLimit` (on the
        /// editor or around it); 1 to 5 lines when none applies.
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
        ///   - minimumNumberOfLines: The fewest lines shown, even when empty; 1 by default. Below 1
        ///     counts as 1.
        ///   - maximumNumberOfLines: The most lines shown before the editor scrolls; 5 by default. 0 or
        ///     below means no limit.
        public init(
            _ placeholder: String, text: Binding<String>, minimumNumberOfLines: Int = 1,
            maximumNumberOfLines: Int = 5
        ) {
            self.placeholder = placeholder
            self.text = text
            configuration = Configuration(
                lineLimits: LineLimits(
                    minimumNumberOfLines: minimumNumberOfLines, maximumNumberOfLines: maximumNumberOfLines))
        }

        /// The label of the keyboard's Return key, and what pressing it does; spelled as SwiftUI's
        /// `SubmitLabel` (which a view can neither read from the environment nor compare). See
        /// ``SwiftUI/View/growingTextSubmitLabel(_:)``.
        public typealias SubmitLabel = ReturnKeyLabel

        /// The editor's content: the hosted text view.
        public var body: some View {
            GrowingTextRepresentable(
                placeholder: placeholder, text: text, configuration: configuration, actions: actions)
        }

        /// The settings the editor passes to its text view, set on the editor itself or, through the
        /// `growingText…` modifiers, on any view around it; `nil` leaves a setting to the next one out,
        /// then to the default (`EditorConfiguration` decides).
        typealias Configuration = EditorConfiguration<UIFont, UIColor, UIKeyboardType, Autocapitalization>

        /// The focus binding the editor keeps in step with its text view, the only focus system that
        /// reaches it (see `FocusSync`).
        struct Actions {
            var isFocused: Binding<Bool>?
        }
    }
#endif
