#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    // The editor's own modifiers: focus (one binding cannot stand for several editors, so it has no
    // environment form), and the old spellings of the settings that are now `growingText…` modifiers
    // of any view (View+GrowingTextEditor.swift). Those old spellings had SwiftUI's names, so after
    // `.padding()` they silently bound SwiftUI's own modifier; they stay, deprecated, so that code
    // written for them keeps working on the editor and the compiler names the replacement.

    extension GrowingTextEditor {
        private func with(_ change: (inout GrowingTextEditor) -> Void) -> GrowingTextEditor {
            var copy = self
            change(&copy)
            return copy
        }

        // MARK: Focus

        /// Binds the editor's focus to a Boolean: the editor becomes first responder when it turns
        /// `true` and resigns when it turns `false`, and sets it when the user starts or stops editing.
        ///
        /// Apply it to the editor itself: SwiftUI's `focused(_:)` takes a `@FocusState`, so on another
        /// view a `Binding<Bool>` does not compile. Works on iOS 15 and later.
        /// - Parameter isFocused: Whether the editor is focused.
        /// - Returns: The editor bound to the value.
        public func focused(_ isFocused: Binding<Bool>) -> GrowingTextEditor {
            with { $0.actions.isFocused = isFocused }
        }

        /// Binds the editor's focus to one value of an optional: focused while the value equals
        /// `value`; when the user starts editing the value becomes `value`, and when the user stops
        /// it becomes `nil` unless another editor took it meanwhile.
        ///
        /// For a form of several editors, as SwiftUI's `focused(_:equals:)` with a `@FocusState`,
        /// but with a `Binding` (a `@State`): the editor alone keeps the text view and the value in
        /// step, as the `Binding<Bool>` form does.
        ///
        /// ```swift
        /// @State private var field: Field?
        ///
        /// GrowingTextEditor("Title", text: $title).focused($field, equals: .title)
        /// GrowingTextEditor("Notes", text: $notes).focused($field, equals: .notes)
        /// ```
        /// - Parameters:
        ///   - binding: The value naming the focused editor, or `nil`.
        ///   - value: The value that means this editor.
        /// - Returns: The editor bound to the value.
        public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
            -> GrowingTextEditor
        {
            with {
                $0.actions.isFocused = Binding(
                    get: { binding.wrappedValue == value },
                    set: {
                        binding.wrappedValue = FocusSync.sharedValue(
                            afterEditing: $0, current: binding.wrappedValue, editor: value)
                    })
            }
        }

        // MARK: Deprecated focus states

        /// Binds the editor's focus to a `@FocusState` Boolean, both ways.
        ///
        /// Deprecated: SwiftUI's own `focused(_:)` cannot be applied to the hosted text view (two
        /// focus systems would move it), and a `@FocusState` that no view is focused by reads `false`
        /// (Apple's documentation of `FocusState`), so the editor resigned as soon as it began
        /// editing. Keep the value in a `@State` and pass its `Binding<Bool>` to `focused(_:)`.
        /// - Parameter condition: The focus state.
        /// - Returns: The editor bound to the focus state.
        @available(
            *, deprecated, renamed: "focused(_:)",
            message: "a @FocusState no view is focused by reads false; pass a Binding<Bool> from a @State"
        )
        public func focused(_ condition: FocusState<Bool>.Binding) -> GrowingTextEditor {
            with {
                $0.actions.isFocused = Binding(
                    get: { condition.wrappedValue }, set: { condition.wrappedValue = $0 })
            }
        }

        /// Binds the editor's focus to one value of a `@FocusState`.
        ///
        /// Deprecated for the reason `focused(_:)` with a `@FocusState` is: keep the value in a
        /// `@State` and pass its `Binding` to `focused(_:equals:)`.
        /// - Parameters:
        ///   - binding: The focus state.
        ///   - value: The value that means this editor.
        /// - Returns: The editor bound to the focus state.
        @available(
            *, deprecated, renamed: "focused(_:equals:)",
            message: "a @FocusState no view is focused by reads nil; pass a Binding<Value?> from a @State"
        )
        public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
            -> GrowingTextEditor
        {
            focused(Binding(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }), equals: value)
        }

        // MARK: Deprecated spellings

        /// Grows from the range's lower bound to its upper bound.
        ///
        /// - Parameter limit: The fewest through the most lines.
        /// - Returns: The editor with the limits.
        @available(*, deprecated, renamed: "growingTextLineLimit(_:)")
        public func lineLimit(_ limit: ClosedRange<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Shows at least the bound's lines and grows without a maximum.
        ///
        /// - Parameter limit: The fewest lines.
        /// - Returns: The editor with the limits.
        @available(*, deprecated, renamed: "growingTextLineLimit(_:)")
        public func lineLimit(_ limit: PartialRangeFrom<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Grows from one line to the bound.
        ///
        /// - Parameter limit: The most lines.
        /// - Returns: The editor with the limits.
        @available(*, deprecated, renamed: "growingTextLineLimit(_:)")
        public func lineLimit(_ limit: PartialRangeThrough<Int>) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit) }
        }

        /// Grows from one line to `number`, or without a maximum for `nil`.
        ///
        /// - Parameter number: The most lines; `nil` for no limit.
        /// - Returns: The editor with the limits.
        @available(*, deprecated, renamed: "growingTextLineLimit(_:)")
        public func lineLimit(_ number: Int?) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(number) }
        }

        /// Grows from one line to `limit`, or is always `limit` lines tall when `reservesSpace` is set.
        ///
        /// - Parameters:
        ///   - limit: The most lines.
        ///   - reservesSpace: Whether to keep room for `limit` lines even when the text is shorter.
        /// - Returns: The editor with the limits.
        @available(*, deprecated, renamed: "growingTextLineLimit(_:reservesSpace:)")
        public func lineLimit(_ limit: Int, reservesSpace: Bool) -> GrowingTextEditor {
            with { $0.configuration.lineLimits = LineLimits(limit, reservesSpace: reservesSpace) }
        }

        /// Limits the text the user can enter to a number of characters.
        ///
        /// - Parameter length: The most characters; `nil` for no limit of its own.
        /// - Returns: The editor with the limit.
        @available(*, deprecated, renamed: "growingTextMaximumLength(_:)")
        public func maximumLength(_ length: Int?) -> GrowingTextEditor {
            with { $0.configuration.maximumLength = length }
        }

        /// Places short content inside a taller minimum.
        ///
        /// - Parameter alignment: The vertical alignment.
        /// - Returns: The editor with the alignment.
        @available(*, deprecated, renamed: "growingTextVerticalAlignment(_:)")
        public func verticalTextAlignment(_ alignment: GrowingTextView.VerticalAlignment) -> GrowingTextEditor
        {
            with { $0.configuration.verticalAlignment = alignment }
        }

        /// Sets a UIKit font.
        ///
        /// - Parameter font: The font; `nil` to follow the environment again.
        /// - Returns: The editor with the font.
        @available(*, deprecated, renamed: "growingTextFont(_:)")
        public func font(_ font: UIFont?) -> GrowingTextEditor {
            with { $0.configuration.font = font }
        }

        /// Sets the text color.
        ///
        /// - Parameter color: The color; `nil` for the default, `UIColor.label`.
        /// - Returns: The editor with the color.
        @available(*, deprecated, renamed: "growingTextForegroundStyle(_:)")
        public func foregroundColor(_ color: Color?) -> GrowingTextEditor {
            with { $0.configuration.textColor = color.map { UIColor($0) } }
        }

        /// Sets the text color.
        ///
        /// - Parameter color: The color.
        /// - Returns: The editor with the color.
        @available(*, deprecated, renamed: "growingTextForegroundStyle(_:)")
        public func foregroundStyle(_ color: Color) -> GrowingTextEditor {
            with { $0.configuration.textColor = UIColor(color) }
        }

        /// Sets the keyboard.
        ///
        /// - Parameter type: The keyboard type.
        /// - Returns: The editor with the keyboard.
        @available(*, deprecated, renamed: "growingTextKeyboardType(_:)")
        public func keyboardType(_ type: UIKeyboardType) -> GrowingTextEditor {
            with { $0.configuration.keyboardType = type }
        }

        /// Sets automatic capitalization.
        ///
        /// - Parameter autocapitalization: The style; `nil` for the default, sentences.
        /// - Returns: The editor with the style.
        @available(*, deprecated, renamed: "growingTextInputAutocapitalization(_:)")
        public func textInputAutocapitalization(_ autocapitalization: Autocapitalization?)
            -> GrowingTextEditor
        {
            with { $0.configuration.autocapitalization = autocapitalization }
        }

        /// Labels the Return key and gives it a role.
        ///
        /// - Parameter label: The label.
        /// - Returns: The editor with the label.
        @available(*, deprecated, renamed: "growingTextSubmitLabel(_:)")
        public func submitLabel(_ label: SubmitLabel) -> GrowingTextEditor {
            with { $0.configuration.returnKeyLabel = label }
        }

        /// Runs an action when the user submits with the Return key.
        ///
        /// - Parameter action: What to do.
        /// - Returns: The editor with the action.
        @available(*, deprecated, renamed: "onGrowingTextSubmit(_:)")
        public func onSubmit(_ action: @escaping () -> Void) -> GrowingTextEditor {
            with { $0.configuration.submit = action }
        }
    }
#endif
