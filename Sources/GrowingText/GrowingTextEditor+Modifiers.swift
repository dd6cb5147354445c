#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    // SwiftUI's `lineLimit` ranges, foreground style, keyboard type, autocapitalization, submit label,
    // `onSubmit` and focus store their values where a `UIViewRepresentable` cannot read them (the iOS
    // 16.5 SDK declares no public `EnvironmentValues` for them). The editor declares modifiers with the
    // same names: called on the editor they are chosen over SwiftUI's `View` modifiers (a type's own
    // method wins over a protocol extension's), so the code reads as it would for a `TextField`. After
    // a modifier that makes the editor another view, SwiftUI's method is chosen and cannot reach the
    // editor; the `growingText…` modifiers of `View` (View+GrowingTextEditor.swift) carry the same
    // settings through the environment instead, and the editor's own win over them.

    extension GrowingTextEditor {
        private func with(_ change: (inout GrowingTextEditor) -> Void) -> GrowingTextEditor {
            var copy = self
            change(&copy)
            return copy
        }

        // MARK: Line limits

        /// Grows from the range's lower bound to its upper bound, then scrolls: `lineLimit(1...6)`.
        ///
        /// Bounds below 1 count as 1; see `LineLimits` for every other case. Available on iOS 15,
        /// where SwiftUI's own range forms are not.
        /// - Parameter limit: The fewest through the most lines.
        /// - Returns: The editor with the limits.
        public func lineLimit(_ limit: ClosedRange<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Shows at least the bound's lines and grows without a maximum: `lineLimit(2...)`.
        ///
        /// - Parameter limit: The fewest lines.
        /// - Returns: The editor with the limits.
        public func lineLimit(_ limit: PartialRangeFrom<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Grows from one line to the bound: `lineLimit(...6)`.
        ///
        /// - Parameter limit: The most lines.
        /// - Returns: The editor with the limits.
        public func lineLimit(_ limit: PartialRangeThrough<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Grows from one line to `number`, or without a maximum for `nil`: `lineLimit(6)`.
        ///
        /// SwiftUI's own `lineLimit(_:)` works too, on the editor or on a view around it (it is a public
        /// environment value); the editor's own limits win over it.
        /// - Parameter number: The most lines; `nil` for no limit.
        /// - Returns: The editor with the limits.
        public func lineLimit(_ number: Int?) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(number) }
        }

        /// Grows from one line to `limit`, or is always `limit` lines tall when `reservesSpace` is set.
        ///
        /// - Parameters:
        ///   - limit: The most lines.
        ///   - reservesSpace: Whether to keep room for `limit` lines even when the text is shorter.
        /// - Returns: The editor with the limits.
        public func lineLimit(_ limit: Int, reservesSpace: Bool) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit, reservesSpace: reservesSpace) }
        }

        // MARK: Text

        /// Limits the text the user can enter to a number of characters (grapheme clusters).
        ///
        /// See ``GrowingTextView/maximumLength``: pastes are cut at a character boundary and input-method
        /// composition finishes before the limit applies.
        /// - Parameter length: The most characters; `nil` for no limit of its own (a
        ///   `growingTextMaximumLength(_:)` around the editor still applies).
        /// - Returns: The editor with the limit.
        public func maximumLength(_ length: Int?) -> GrowingTextEditor {
            with { $0.configuration.maximumLength = length }
        }

        /// Places short content inside a taller minimum: at the top (the default), centred or at the
        /// bottom.
        ///
        /// - Parameter alignment: The vertical alignment.
        /// - Returns: The editor with the alignment.
        public func verticalTextAlignment(_ alignment: GrowingTextView.VerticalAlignment) -> GrowingTextEditor
        {
            with { $0.configuration.verticalAlignment = alignment }
        }

        /// Sets a UIKit font, for fonts the editor cannot read from SwiftUI's `Font`.
        ///
        /// SwiftUI has no public conversion from `Font` to `UIFont`. The editor reads the environment's
        /// `.font(_:)` itself: the standard text styles (`.body`, `.headline`, `.caption`, …) with their
        /// weight, design, `.bold()` and `.italic()`, `.system(size:weight:design:)` and
        /// `.custom(_:size:)` (with its Dynamic Type scaling) become the matching `UIFont`. A `Font` made
        /// from a `UIFont` or `CTFont`, and modifiers such as `.monospacedDigit()`, cannot be read; such
        /// fonts fall back to `.body` (without the modifier). For those, pass the `UIFont` here; it is
        /// used as given (scale it with `UIFontMetrics` for Dynamic Type) and wins over the environment.
        /// - Parameter font: The font; `nil` to follow the environment again.
        /// - Returns: The editor with the font.
        public func font(_ font: UIFont?) -> GrowingTextEditor {
            with { $0.configuration.font = font }
        }

        /// Sets the text color: `foregroundColor(.red)`.
        ///
        /// SwiftUI keeps the foreground color private, so this is the editor's own modifier; set on an
        /// enclosing view instead, it does not reach the editor.
        /// - Parameter color: The color; `nil` for the default, `UIColor.label`.
        /// - Returns: The editor with the color.
        public func foregroundColor(_ color: Color?) -> GrowingTextEditor {
            with { $0.configuration.textColor = color.map { UIColor($0) } }
        }

        /// Sets the text color: `foregroundStyle(.red)`.
        ///
        /// Only a `Color` can become a text view's color. Written on the editor, `.primary` and
        /// `.secondary` are the `Color`s of those names; a gradient, a material or a style held in a
        /// variable of another `ShapeStyle` type goes to SwiftUI's `foregroundStyle(_:)`, which does
        /// not reach the editor.
        /// - Parameter color: The color.
        /// - Returns: The editor with the color.
        public func foregroundStyle(_ color: Color) -> GrowingTextEditor {
            foregroundColor(color)
        }

        // MARK: Keyboard

        /// Sets the keyboard: `keyboardType(.emailAddress)`.
        ///
        /// - Parameter type: The keyboard type.
        /// - Returns: The editor with the keyboard.
        public func keyboardType(_ type: UIKeyboardType) -> GrowingTextEditor {
            with { $0.configuration.keyboardType = type }
        }

        /// Sets automatic capitalization: `textInputAutocapitalization(.never)`.
        ///
        /// SwiftUI's `TextInputAutocapitalization` can be neither read from the environment nor
        /// compared, so the editor takes its own ``Autocapitalization``, spelled the same.
        /// - Parameter autocapitalization: The style; `nil` for the default, sentences.
        /// - Returns: The editor with the style.
        public func textInputAutocapitalization(_ autocapitalization: Autocapitalization?)
            -> GrowingTextEditor
        {
            with { $0.configuration.autocapitalization = autocapitalization }
        }

        /// Labels the Return key and gives it a role: `submitLabel(.send)`.
        ///
        /// Every label but `.return` makes Return submit (run ``onSubmit(_:)``'s action) instead of
        /// inserting a newline; `.done` also ends editing. See `ReturnKeyLabel` for the exact rule.
        /// - Parameter label: The label.
        /// - Returns: The editor with the label.
        public func submitLabel(_ label: ReturnKeyLabel) -> GrowingTextEditor {
            with { $0.configuration.returnKeyLabel = label }
        }

        /// Runs an action when the user submits with the Return key.
        ///
        /// Return submits only when ``submitLabel(_:)`` gives it a label other than `.return`;
        /// otherwise it inserts a newline and the action does not run.
        /// - Parameter action: What to do, such as sending the message and clearing the text.
        /// - Returns: The editor with the action.
        public func onSubmit(_ action: @escaping () -> Void) -> GrowingTextEditor {
            with { $0.configuration.submit = action }
        }

        // MARK: Focus

        /// Binds the editor's focus to a Boolean: the editor becomes first responder when it turns
        /// `true` and resigns when it turns `false`, and sets it when the user starts or stops editing.
        ///
        /// This is the way that depends on UIKit only, and it works on iOS 15 and later; see
        /// `FocusSync`.
        /// - Parameter isFocused: Whether the editor is focused.
        /// - Returns: The editor bound to the value.
        public func focused(_ isFocused: Binding<Bool>) -> GrowingTextEditor {
            with {
                $0.actions.isFocused = isFocused
                $0.actions.claimFocus = nil
            }
        }

        /// Binds the editor's focus to a `@FocusState` Boolean, both ways.
        ///
        /// SwiftUI's focus does not reach a `UIViewRepresentable`'s text view on iOS 15 and 16, so the
        /// editor keeps the text view's first responder in step with the value itself, and also applies
        /// SwiftUI's `focused(_:)` to the view it hosts. Not run on a device: if SwiftUI resets a focus
        /// state that no view it can focus claims, use `focused(_:)` with a
        /// `Binding<Bool>` from a `@State`.
        /// - Parameter condition: The focus state.
        /// - Returns: The editor bound to the focus state.
        public func focused(_ condition: FocusState<Bool>.Binding) -> GrowingTextEditor {
            with {
                $0.actions.isFocused = Binding(
                    get: { condition.wrappedValue }, set: { condition.wrappedValue = $0 })
                $0.actions.claimFocus = { AnyView($0.focused(condition)) }
            }
        }

        /// Binds the editor's focus to one value of a `@FocusState`: focused while the state equals
        /// `value`; when the user stops editing the state becomes `nil`.
        ///
        /// See `focused(_:)` with a `@FocusState` Boolean for how the focus reaches the text view.
        /// - Parameters:
        ///   - binding: The focus state.
        ///   - value: The value that means this editor.
        /// - Returns: The editor bound to the focus state.
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> GrowingTextEditor
        {
            with {
                $0.actions.isFocused = Binding(
                    get: { binding.wrappedValue == value },
                    set: { isFocused in
                        if isFocused {
                            binding.wrappedValue = value
                        } else if binding.wrappedValue == value {
                            binding.wrappedValue = nil
                        }
                    })
                $0.actions.claimFocus = { AnyView($0.focused(binding, equals: value)) }
            }
        }
    }
#endif
