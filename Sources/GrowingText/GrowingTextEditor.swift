#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit

    /// A SwiftUI text input that grows with its content between a minimum and a maximum number of
    /// lines, then scrolls, keeping the caret in sight.
    ///
    /// It hosts a ``GrowingTextView``, so it has the same growth, placeholder, maximum length and
    /// caret behaviour. On iOS 16 and later its height is the one `GrowthPolicy` resolves for the
    /// proposed width; on iOS 15 it is the text view's intrinsic height at its current width.
    ///
    /// ```swift
    /// @State private var message = ""
    ///
    /// var body: some View {
    ///     GrowingTextEditor("Message", text: $message, maximumLines: 6)
    ///         .maximumLength(500)
    ///         .verticalTextAlignment(.center)
    /// }
    /// ```
    public struct GrowingTextEditor: View {
        private let placeholder: String
        private let text: Binding<String>
        private var configuration: Configuration

        /// Creates a growing text editor.
        ///
        /// - Parameters:
        ///   - placeholder: The text shown while `text` is empty; VoiceOver reads it as the hint.
        ///   - text: The text to edit.
        ///   - minimumLines: The fewest lines shown, even when empty; 1 by default. Below 0 counts as 0.
        ///   - maximumLines: The most lines shown before the editor scrolls; 5 by default. 0 or below
        ///     means no limit.
        public init(
            _ placeholder: String, text: Binding<String>, minimumLines: Int = 1, maximumLines: Int = 5
        ) {
            self.placeholder = placeholder
            self.text = text
            configuration = Configuration(minimumLines: minimumLines, maximumLines: maximumLines)
        }

        /// The editor's content: the hosted text view.
        public var body: some View {
            GrowingTextRepresentable(placeholder: placeholder, text: text, configuration: configuration)
        }

        /// Limits the text the user can enter to a number of characters (grapheme clusters).
        ///
        /// See ``GrowingTextView/maximumLength``: pastes are cut at a character boundary and input-method
        /// composition finishes before the limit applies.
        /// - Parameter length: The most characters; `nil` for no limit.
        /// - Returns: The editor with the limit.
        public func maximumLength(_ length: Int?) -> GrowingTextEditor {
            var copy = self
            copy.configuration.maximumLength = length
            return copy
        }

        /// Places short content inside a taller minimum: at the top (the default), centred or at the
        /// bottom.
        ///
        /// - Parameter alignment: The vertical alignment.
        /// - Returns: The editor with the alignment.
        public func verticalTextAlignment(_ alignment: GrowingTextView.VerticalAlignment) -> GrowingTextEditor
        {
            var copy = self
            copy.configuration.verticalAlignment = alignment
            return copy
        }

        /// The settings the editor passes to its text view.
        struct Configuration: Equatable {
            var minimumLines: Int
            var maximumLines: Int
            var maximumLength: Int?
            var verticalAlignment: GrowingTextView.VerticalAlignment = .top
        }
    }

    /// The `UIViewRepresentable` behind ``GrowingTextEditor``.
    private struct GrowingTextRepresentable: UIViewRepresentable {
        let placeholder: String
        let text: Binding<String>
        let configuration: GrowingTextEditor.Configuration

        func makeCoordinator() -> Coordinator {
            Coordinator(text: text)
        }

        func makeUIView(context: Context) -> GrowingTextView {
            let view = GrowingTextView()
            view.font = .preferredFont(forTextStyle: .body)
            view.adjustsFontForContentSizeCategory = true
            view.backgroundColor = .clear
            // SwiftUI animates the editor's size itself (or not, as the app's transaction says).
            view.isHostedBySwiftUI = true
            view.setContentHuggingPriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            view.delegate = context.coordinator
            view.text = text.wrappedValue
            return view
        }

        func updateUIView(_ view: GrowingTextView, context: Context) {
            context.coordinator.text = text
            view.assign(placeholder, to: \.placeholder)
            view.assign(configuration.minimumLines, to: \.minimumNumberOfLines)
            view.assign(configuration.maximumLines, to: \.maximumNumberOfLines)
            view.assign(configuration.maximumLength, to: \.maximumLength)
            view.assign(configuration.verticalAlignment, to: \.verticalAlignment)
            view.assign(context.environment.isEnabled, to: \.isEditable)
            // Writing the binding's value back while the user composes marked text, or while the
            // coordinator is the one writing the binding, would reset the caret: the feedback loop.
            guard !context.coordinator.isPublishing, view.markedTextRange == nil,
                view.text != text.wrappedValue
            else { return }
            // Setting `text` moves the caret to the end; keep it where it was, within the new text.
            let selection = view.selectedRange
            view.text = text.wrappedValue
            let restored = GrowingTextController.selection(
                restoring: selection.location..<(selection.location + selection.length),
                inTextOfUTF16Length: (view.text as NSString).length)
            view.selectedRange = NSRange(location: restored.lowerBound, length: restored.count)
        }

        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: GrowingTextView, context: Context) -> CGSize?
        {
            guard
                let width = FittingWidth.resolve(
                    proposed: proposal.width.map(Double.init), current: Double(uiView.bounds.width))
            else { return nil }
            let fitting = uiView.sizeThatFits(CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude))
            return CGSize(width: CGFloat(width), height: fitting.height)
        }

        /// Publishes the text view's edits to the binding.
        @MainActor
        final class Coordinator: NSObject, UITextViewDelegate {
            var text: Binding<String>
            /// Set while the coordinator writes the binding, so the update it causes does not write back.
            private(set) var isPublishing = false

            init(text: Binding<String>) {
                self.text = text
            }

            func textViewDidChange(_ textView: UITextView) {
                isPublishing = true
                text.wrappedValue = textView.text
                isPublishing = false
            }
        }
    }

    extension GrowingTextView {
        /// Writes a property only when the value differs, so an update that changes nothing does not
        /// re-measure or move the caret.
        fileprivate func assign<Value: Equatable>(
            _ value: Value, to keyPath: ReferenceWritableKeyPath<GrowingTextView, Value>
        ) {
            if self[keyPath: keyPath] != value {
                self[keyPath: keyPath] = value
            }
        }
    }
#endif
