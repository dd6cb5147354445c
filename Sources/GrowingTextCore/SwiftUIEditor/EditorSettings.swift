/// What a SwiftUI editor asks of its text view at one update: the editor's own settings, the
/// environment's values, and the bindings and actions it reports to, as an
/// ``EditorRepresentableAdapter`` takes them from `updateUIView(_:context:)`.
///
/// Every value is the one that applies: which of the editor's, the modifiers' and the environment's
/// values wins was decided by ``EditorConfiguration``, and UIKit's types were translated from
/// SwiftUI's (a table per type, no decision).
package struct EditorSettings<Surface: EditorRepresentableSurface> {
    /// The placeholder.
    package var placeholder: String
    /// The line limits.
    package var lineLimits: LineLimits
    /// The maximum length in characters, or `nil`.
    package var maximumLength: Int?
    /// Where short content sits in a taller minimum.
    package var verticalAlignment: GrowthPolicy.VerticalAlignment
    /// The font.
    package var font: Surface.Font
    /// The text color.
    package var textColor: Surface.Color
    /// The environment's `multilineTextAlignment`, for the layout direction.
    package var textAlignment: Surface.TextAlignment
    /// Whether the environment enables the editor (SwiftUI's `disabled(_:)`).
    package var isEnabled: Bool
    /// The keyboard's traits.
    package var keyboardTraits: Surface.KeyboardTraits
    /// The Return key's label, which decides whether Return submits.
    package var returnKeyLabel: ReturnKeyLabel
    /// The text binding.
    package var text: EditorBinding<String>
    /// The focus binding, or `nil`.
    package var isFocused: EditorBinding<Bool>?
    /// The submit action, or `nil`.
    package var submit: (() -> Void)?

    /// Creates the settings of one update.
    package init(
        placeholder: String, lineLimits: LineLimits, maximumLength: Int?,
        verticalAlignment: GrowthPolicy.VerticalAlignment, font: Surface.Font,
        textColor: Surface.Color, textAlignment: Surface.TextAlignment, isEnabled: Bool,
        keyboardTraits: Surface.KeyboardTraits, returnKeyLabel: ReturnKeyLabel, text: EditorBinding<String>,
        isFocused: EditorBinding<Bool>?, submit: (() -> Void)?
    ) {
        self.placeholder = placeholder
        self.lineLimits = lineLimits
        self.maximumLength = maximumLength
        self.verticalAlignment = verticalAlignment
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.isEnabled = isEnabled
        self.keyboardTraits = keyboardTraits
        self.returnKeyLabel = returnKeyLabel
        self.text = text
        self.isFocused = isFocused
        self.submit = submit
    }
}

extension EditorSettings {
    /// The settings of one update, assembled from the editor's own configuration and the one the
    /// modifiers around it set, as `updateUIView(_:context:)` and a test's host both make them.
    ///
    /// ``EditorConfiguration`` decides which value wins (``EditorConfiguration/merged(over:)`` and
    /// ``EditorConfiguration/resolved(with:)``); the maximum length and the submit action stay `nil`
    /// where set nowhere.
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder.
    ///   - configuration: The settings made on the editor itself.
    ///   - enclosing: The settings the modifiers around the editor made.
    ///   - defaults: The defaults for what is set nowhere, the environment's font among them.
    ///   - textAlignment: The environment's paragraph alignment.
    ///   - isEnabled: Whether the environment enables the editor.
    ///   - keyboardTraits: The keyboard's traits in the platform's types, from the resolved settings
    ///     (a translation table, no decision).
    ///   - text: The text binding.
    ///   - isFocused: The focus binding, or `nil`.
    package init<KeyboardType, Autocapitalization>(
        placeholder: String,
        configuration: EditorConfiguration<Surface.Font, Surface.Color, KeyboardType, Autocapitalization>,
        over enclosing: EditorConfiguration<Surface.Font, Surface.Color, KeyboardType, Autocapitalization>,
        defaults: EditorConfiguration<
            Surface.Font, Surface.Color, KeyboardType, Autocapitalization
        >.Defaults,
        textAlignment: Surface.TextAlignment, isEnabled: Bool,
        keyboardTraits: (
            EditorConfiguration<Surface.Font, Surface.Color, KeyboardType, Autocapitalization>.Resolved
        ) -> Surface.KeyboardTraits,
        text: EditorBinding<String>, isFocused: EditorBinding<Bool>?
    ) {
        let merged = configuration.merged(over: enclosing)
        let resolved = merged.resolved(with: defaults)
        self.init(
            placeholder: placeholder, lineLimits: resolved.lineLimits, maximumLength: merged.maximumLength,
            verticalAlignment: resolved.verticalAlignment, font: resolved.font,
            textColor: resolved.textColor, textAlignment: textAlignment, isEnabled: isEnabled,
            keyboardTraits: keyboardTraits(resolved), returnKeyLabel: resolved.returnKeyLabel, text: text,
            isFocused: isFocused, submit: merged.submit)
    }
}

/// A two-way binding as the adapter sees it: SwiftUI's `Binding`, or a test's state.
package struct EditorBinding<Value> {
    /// Reads the value (`wrappedValue`'s getter).
    package var get: () -> Value
    /// Writes it (`wrappedValue`'s setter).
    package var set: (Value) -> Void

    /// Creates a binding from its getter and setter.
    package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
