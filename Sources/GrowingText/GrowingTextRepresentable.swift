#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    /// The `UIViewRepresentable` behind ``GrowingTextEditor``: it reads the environment, writes only
    /// what changed, and answers SwiftUI's size proposals with the core's resolution.
    struct GrowingTextRepresentable: UIViewRepresentable {
        let placeholder: String
        let text: Binding<String>
        let configuration: GrowingTextEditor.Configuration
        let actions: GrowingTextEditor.Actions

        func makeCoordinator() -> Coordinator {
            Coordinator(text: text, actions: actions)
        }

        func makeUIView(context: Context) -> EditorTextView {
            let view = EditorTextView()
            view.adjustsFontForContentSizeCategory = true
            view.backgroundColor = .clear
            // SwiftUI animates the editor's size itself (or not, as the app's transaction says).
            view.isHostedBySwiftUI = true
            view.setContentHuggingPriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            view.delegate = context.coordinator
            view.didMoveToWindowHandler = { [weak coordinator = context.coordinator] view in
                coordinator?.syncFocus(of: view)
            }
            view.text = text.wrappedValue
            return view
        }

        func updateUIView(_ view: EditorTextView, context: Context) {
            let coordinator = context.coordinator
            coordinator.text = text
            coordinator.actions = actions
            coordinator.returnKeyLabel = configuration.returnKeyLabel
            apply(configuration, environment: context.environment, to: view)
            writeBack(to: view, coordinator: coordinator)
            coordinator.syncFocus(of: view)
        }

        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: EditorTextView, context: Context) -> CGSize? {
            uiView.fittingSize(
                ProposalSizing(
                    proposedWidth: proposal.width.map(Double.init), currentWidth: Double(uiView.bounds.width))
            )
        }

        /// Writes the editor's settings and the environment's values the view does not have yet.
        @MainActor
        private func apply(
            _ configuration: GrowingTextEditor.Configuration, environment: EnvironmentValues,
            to view: EditorTextView
        ) {
            let limits = LineLimits.resolved(
                own: configuration.lineLimits, environmentLineLimit: environment.lineLimit)
            view.assign(placeholder, to: \.placeholder)
            view.assign(limits.minimum, to: \.minimumNumberOfLines)
            view.assign(limits.maximumNumberOfLines, to: \.maximumNumberOfLines)
            view.assign(configuration.maximumLength, to: \.maximumLength)
            view.assign(configuration.verticalAlignment, to: \.verticalAlignment)
            view.assign(configuration.font ?? environment.growingTextFont, to: \.font)
            view.assign(configuration.textColor ?? .label, to: \.textColor)
            view.assign(environment.growingTextAlignment, to: \.textAlignment)
            view.assign(environment.isEnabled, to: \.isEditable)
            view.assign(environment.isEnabled, to: \.isSelectable)
            // The keyboard reads its traits when it appears: reload it when they change while it is up.
            let keyboardChanged = [
                view.assign(environment.autocorrectionDisabled ? .no : .default, to: \.autocorrectionType),
                view.assign(
                    configuration.autocapitalization?.uiKitValue ?? .sentences, to: \.autocapitalizationType),
                view.assign(configuration.keyboardType, to: \.keyboardType),
                view.assign(configuration.returnKeyLabel.uiKitValue, to: \.returnKeyType),
            ].contains(true)
            if keyboardChanged, view.isFirstResponder {
                view.reloadInputViews()
            }
        }

        /// Writes the binding's text into the view when the app changed it, keeping the caret with the
        /// text around it.
        @MainActor
        private func writeBack(to view: EditorTextView, coordinator: Coordinator) {
            let selection = view.selectedRange
            guard
                let restored = GrowingTextController.selectionAfterBindingUpdate(
                    text.wrappedValue, viewText: view.text,
                    selection: selection.location..<(selection.location + selection.length),
                    isComposing: view.markedTextRange != nil, isPublishing: coordinator.isPublishing)
            else { return }
            view.text = text.wrappedValue
            view.selectedRange = NSRange(location: restored.lowerBound, length: restored.count)
        }

        /// Publishes the text view's edits and focus to the bindings, and submits on Return.
        @MainActor
        final class Coordinator: NSObject, UITextViewDelegate {
            var text: Binding<String>
            var actions: GrowingTextEditor.Actions
            var returnKeyLabel = ReturnKeyLabel.return
            /// Set while the coordinator writes the binding, so the update it causes does not write back.
            private(set) var isPublishing = false

            init(text: Binding<String>, actions: GrowingTextEditor.Actions) {
                self.text = text
                self.actions = actions
            }

            func textViewDidChange(_ textView: UITextView) {
                isPublishing = true
                text.wrappedValue = textView.text
                isPublishing = false
            }

            func textView(
                _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
            ) -> Bool {
                switch returnKeyLabel.outcome(ofInserting: text, isComposing: textView.markedTextRange != nil)
                {
                case .edit:
                    return true
                case .submit(let endsEditing):
                    actions.submit?()
                    if endsEditing {
                        textView.resignFirstResponder()
                    }
                    return false
                }
            }

            func textViewDidBeginEditing(_ textView: UITextView) {
                publishFocus(true)
            }

            func textViewDidEndEditing(_ textView: UITextView) {
                publishFocus(false)
            }

            private func publishFocus(_ isFocused: Bool) {
                if let binding = actions.isFocused, binding.wrappedValue != isFocused {
                    binding.wrappedValue = isFocused
                }
            }

            /// Makes the view first responder, or resigns it, as the focus binding and the enabled state
            /// ask. Applied after the current SwiftUI update: UIKit's editing callbacks, which write the
            /// binding, must not run inside it.
            func syncFocus(of view: EditorTextView) {
                guard focusAction(for: view) != .none else { return }
                DispatchQueue.main.async { [weak self, weak view] in
                    guard let self, let view else { return }
                    switch self.focusAction(for: view) {
                    case .becomeFirstResponder:
                        view.becomeFirstResponder()
                    case .resignFirstResponder:
                        view.resignFirstResponder()
                    case .waitForWindow, .none:
                        // `didMoveToWindowHandler` asks again once the view is in a window.
                        break
                    }
                }
            }

            private func focusAction(for view: EditorTextView) -> FocusSync.Action {
                FocusSync.action(
                    wantsFocus: actions.isFocused?.wrappedValue, isFirstResponder: view.isFirstResponder,
                    isInWindow: view.window != nil, isEditable: view.isEditable)
            }
        }
    }

    /// The editor's text view: a ``GrowingTextView`` that says when it moves into a window (where it
    /// can first become first responder) and answers fitting requests at the width it is given.
    final class EditorTextView: GrowingTextView {
        var didMoveToWindowHandler: ((EditorTextView) -> Void)?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            didMoveToWindowHandler?(self)
        }

        /// The size for a width Auto Layout fixes: a layout system without size proposals (SwiftUI
        /// before iOS 16) gets the height for the width it lays the editor out at, not the height at
        /// the editor's current width, which is 0 before its first layout.
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            let sizing = ProposalSizing(
                fittingTargetWidth: Double(targetSize.width),
                isWidthRequired: horizontalFittingPriority == .required,
                currentWidth: Double(bounds.width))
            return fittingSize(sizing)
                ?? super.systemLayoutSizeFitting(
                    targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
        }

        /// The size a plan reports: the height resolved for the content measured at its width.
        func fittingSize(_ sizing: ProposalSizing?) -> CGSize? {
            guard let sizing else { return nil }
            let fitting = sizeThatFits(
                CGSize(width: CGFloat(sizing.measuringWidth), height: .greatestFiniteMagnitude))
            return CGSize(sizing.size(height: Double(fitting.height)))
        }
    }

    extension GrowingTextView {
        /// Writes a property only when the value differs, so an update that changes nothing does not
        /// re-measure or move the caret.
        ///
        /// - Returns: Whether the value changed.
        @discardableResult
        fileprivate func assign<Value: Equatable>(
            _ value: Value, to keyPath: ReferenceWritableKeyPath<GrowingTextView, Value>
        ) -> Bool {
            guard self[keyPath: keyPath] != value else { return false }
            self[keyPath: keyPath] = value
            return true
        }
    }
#endif
