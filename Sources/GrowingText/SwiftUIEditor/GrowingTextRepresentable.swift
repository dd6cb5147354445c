#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    /// The `UIViewRepresentable` behind ``GrowingTextEditor``: it hands SwiftUI's calls and the text
    /// view's delegate callbacks to the core's `EditorRepresentableAdapter`, which decides what is
    /// written when.
    struct GrowingTextRepresentable: UIViewRepresentable {
        let placeholder: String
        let text: Binding<String>
        let configuration: GrowingTextEditor.Configuration
        let actions: GrowingTextEditor.Actions

        func makeCoordinator() -> Coordinator {
            Coordinator()
        }

        func makeUIView(context: Context) -> EditorTextView {
            let view = context.coordinator.view
            view.adjustsFontForContentSizeCategory = true
            view.backgroundColor = .clear
            // SwiftUI animates the editor's size itself (or not, as the app's transaction says).
            view.isHostedBySwiftUI = true
            view.setContentHuggingPriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            view.delegate = context.coordinator
            view.textDidSettleHandler = { [unowned view] in view.editorAdapter.textDidChange() }
            view.inputModeDidChangeHandler = { [unowned view] in view.editorAdapter.inputModeDidChange() }
            view.text = text.wrappedValue
            return view
        }

        func updateUIView(_ view: EditorTextView, context: Context) {
            view.editorAdapter.update(settings(in: context.environment))
        }

        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: EditorTextView, context: Context) -> CGSize? {
            uiView.editorAdapter.sizeThatFits(proposedWidth: proposal.width.map(Double.init)).map(CGSize.init)
        }

        /// The editor's settings over those of the views around it, and the environment's values, in
        /// UIKit's types; what is set nowhere gets UIKit's default (the core assembles them).
        private func settings(in environment: EnvironmentValues) -> EditorSettings<EditorTextView> {
            EditorSettings(
                placeholder: placeholder, configuration: configuration,
                over: environment.growingTextConfiguration,
                defaults: .init(
                    font: environment.growingTextFont, textColor: .label, keyboardType: .default,
                    autocapitalization: .sentences),
                textAlignment: environment.growingTextAlignment,
                isEnabled: environment.isEnabled,
                keyboardTraits: { resolved in
                    EditorKeyboardTraits(
                        autocorrection: environment.autocorrectionDisabled ? .no : .default,
                        autocapitalization: resolved.autocapitalization.uiKitValue,
                        keyboardType: resolved.keyboardType, returnKey: resolved.returnKeyLabel.uiKitValue,
                        showsInlinePredictions: EditorTextView.hasInlinePredictionType
                            ? resolved.showsInlinePredictions : nil)
                },
                text: EditorBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }),
                isFocused: actions.isFocused.map { binding in
                    EditorBinding(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
                })
        }

        /// The text view's delegate: each callback is the adapter's (the binding is published from the
        /// view's own change hook, not from `textViewDidChange(_:)`). It creates the text view, so that
        /// the view exists for as long as its delegate.
        @MainActor
        final class Coordinator: NSObject, UITextViewDelegate {
            let view = EditorTextView()

            func textView(
                _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
            ) -> Bool {
                view.editorAdapter.shouldChangeText(replacement: text)
            }

            func textViewDidChangeSelection(_ textView: UITextView) {
                view.editorAdapter.selectionDidChange()
            }

            func textViewDidBeginEditing(_ textView: UITextView) {
                view.editorAdapter.editingDidBegin()
            }

            func textViewDidEndEditing(_ textView: UITextView) {
                view.editorAdapter.editingDidEnd()
            }
        }
    }

    /// The editor's text view: a ``GrowingTextView`` that tells its adapter when it moves into a
    /// window (where it can first become first responder) and answers Auto Layout's fitting requests
    /// through it.
    final class EditorTextView: GrowingTextView {
        private(set) lazy var editorAdapter = EditorRepresentableAdapter(surface: self)

        override func didMoveToWindow() {
            super.didMoveToWindow()
            editorAdapter.viewDidMoveToWindow()
        }

        /// UIKit may end a composition as the view resigns, inside SwiftUI's update when SwiftUI
        /// removes the editor: the adapter hears the change after the update.
        override func resignFirstResponder() -> Bool {
            editorAdapter.resignationWillBegin()
            defer { editorAdapter.resignationDidEnd() }
            return super.resignFirstResponder()
        }

        /// A layout system without size proposals (SwiftUI before iOS 16) gets the height for the width
        /// it lays the editor out at; without a plan, Auto Layout's own answer.
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            editorAdapter.systemLayoutFittingSize(
                targetWidth: Double(targetSize.width), isWidthRequired: horizontalFittingPriority == .required
            ).map(CGSize.init)
                ?? super.systemLayoutSizeFitting(
                    targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
        }
    }

    /// `UITextInputTraits.inlinePredictionType` (iOS 17), declared here with the shape UIKit gives
    /// it, for an SDK that predates it: `UITextInlinePredictionType` is an `NSInteger` enumeration.
    @objc private protocol InlinePredictionTrait {
        var inlinePredictionType: Int { get set }
    }

    /// The keyboard's traits the editor sets, compared together.
    struct EditorKeyboardTraits: Equatable {
        var autocorrection: UITextAutocorrectionType
        var autocapitalization: UITextAutocapitalizationType
        var keyboardType: UIKeyboardType
        var returnKey: UIReturnKeyType
        /// UIKit's `inlinePredictionType`: `nil` for `.default`, else `.yes` or `.no`; always `nil`
        /// before iOS 17, which has none.
        var showsInlinePredictions: Bool?
    }

    // The bindings of the core's `EditorRepresentableSurface` to UIKit: each reads or writes one UIKit
    // property or calls one UIKit method (the text, the settings and first responder are UIKit's own
    // and `GrowingTextView`'s). What happens when is the adapter's.
    extension EditorTextView: @preconcurrency EditorRepresentableSurface {
        package typealias Font = UIFont
        package typealias Color = UIColor
        package typealias TextAlignment = NSTextAlignment
        package typealias KeyboardTraits = EditorKeyboardTraits

        package var selectedUTF16Range: Range<Int> {
            selectedRange.location..<(selectedRange.location + selectedRange.length)
        }

        package var isInWindow: Bool { window != nil }

        package var dictationPlaceholderUTF16Range: Range<Int>? { adapter.dictationPlaceholderUTF16Range }

        package var hasUnsettledTextChange: Bool { adapter.hasUnsettledTextChange }

        package func fittingHeight(atWidth width: Double) -> Double {
            Double(sizeThatFits(CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude)).height)
        }

        package var keyboardTraits: EditorKeyboardTraits {
            get {
                EditorKeyboardTraits(
                    autocorrection: autocorrectionType, autocapitalization: autocapitalizationType,
                    keyboardType: keyboardType, returnKey: returnKeyType,
                    showsInlinePredictions: showsInlinePredictions)
            }
            set {
                autocorrectionType = newValue.autocorrection
                autocapitalizationType = newValue.autocapitalization
                keyboardType = newValue.keyboardType
                returnKeyType = newValue.returnKey
                showsInlinePredictions = newValue.showsInlinePredictions
            }
        }

        /// Whether UIKit has `inlinePredictionType`: iOS 17 and later.
        nonisolated static var hasInlinePredictionType: Bool {
            if #available(iOS 17, *) { return true }
            return false
        }

        /// UIKit's `inlinePredictionType` (`.default` 0, `.no` 1, `.yes` 2) as `nil`, `false` or `true`;
        /// always `nil` where UIKit has none.
        private var showsInlinePredictions: Bool? {
            get {
                switch inlinePredictionTrait?.inlinePredictionType {
                case 1: return false
                case 2: return true
                default: return nil
                }
            }
            set {
                inlinePredictionTrait?.inlinePredictionType = newValue.map { $0 ? 2 : 1 } ?? 0
            }
        }

        /// The view as the bearer of `inlinePredictionType`, where UIKit has it. The iOS 16.5 SDK this
        /// package compiles against does not declare the property, so its messages are sent through
        /// a protocol of the same shape: `UITextView` forwards the keyboard's traits to an object of
        /// its own, which a message reaches and key-value coding (which does not follow forwarding,
        /// and raises) would not.
        private var inlinePredictionTrait: InlinePredictionTrait? {
            guard Self.hasInlinePredictionType, responds(to: NSSelectorFromString("setInlinePredictionType:"))
            else { return nil }
            return unsafeBitCast(self, to: InlinePredictionTrait.self)
        }

        package func setText(_ text: String) {
            self.text = text
        }

        package func setSelectedUTF16Range(_ range: Range<Int>) {
            selectedRange = NSRange(location: range.lowerBound, length: range.count)
        }

        /// The view is kept until the block ran: an editor SwiftUI removed while focused still writes
        /// its focus binding there.
        package func scheduleAfterUpdate() {
            DispatchQueue.main.async { [self] in
                editorAdapter.updateDidFinish()
            }
        }
    }
#endif
