/// The settings a SwiftUI editor is given on itself or, through the `growingText…` modifiers, on the
/// views around it, each `nil` where nothing set it.
///
/// Which value wins is decided here and nowhere else: a setting made on the editor beats one made
/// around it, the nearest modifier beats those further out (``merged(over:)``), and what is set
/// nowhere takes the default (``resolved(with:)``): the environment's font, 1 to 5 lines
/// (``LineLimits/editorDefault``), the platform's color and keyboard. The values are the platform's
/// types (UIKit's font, color and keyboard type on iOS), which the core only passes along.
package struct EditorConfiguration<Font, Color, KeyboardType, Autocapitalization> {
    /// The line limits, or `nil`.
    package var lineLimits: LineLimits?
    /// The maximum length in characters, or `nil`.
    package var maximumLength: Int?
    /// Where short content sits in a taller minimum, or `nil`.
    package var verticalAlignment: GrowthPolicy.VerticalAlignment?
    /// The font, or `nil` (the environment's font then applies; the adapter decides).
    package var font: Font?
    /// The text color, or `nil`.
    package var textColor: Color?
    /// The keyboard type, or `nil`.
    package var keyboardType: KeyboardType?
    /// The automatic capitalization, or `nil`.
    package var autocapitalization: Autocapitalization?
    /// The Return key's label, or `nil`.
    package var returnKeyLabel: ReturnKeyLabel?
    /// The action of a Return that submits, or `nil`.
    package var submit: (() -> Void)?
    /// Whether the keyboard shows inline predictions (iOS 17 and later), or `nil`: the user's setting.
    package var showsInlinePredictions: Bool?

    /// Creates settings; each is `nil` (set nowhere) unless given.
    package init(
        lineLimits: LineLimits? = nil, maximumLength: Int? = nil,
        verticalAlignment: GrowthPolicy.VerticalAlignment? = nil, font: Font? = nil, textColor: Color? = nil,
        keyboardType: KeyboardType? = nil, autocapitalization: Autocapitalization? = nil,
        returnKeyLabel: ReturnKeyLabel? = nil, submit: (() -> Void)? = nil,
        showsInlinePredictions: Bool? = nil
    ) {
        self.lineLimits = lineLimits
        self.maximumLength = maximumLength
        self.verticalAlignment = verticalAlignment
        self.font = font
        self.textColor = textColor
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.returnKeyLabel = returnKeyLabel
        self.submit = submit
        self.showsInlinePredictions = showsInlinePredictions
    }

    /// These settings, with each one not set here taken from `enclosing`: the editor's own over its
    /// environment's, a modifier's over those further out.
    package func merged(over enclosing: Self) -> Self {
        Self(
            lineLimits: lineLimits ?? enclosing.lineLimits,
            maximumLength: maximumLength ?? enclosing.maximumLength,
            verticalAlignment: verticalAlignment ?? enclosing.verticalAlignment,
            font: font ?? enclosing.font, textColor: textColor ?? enclosing.textColor,
            keyboardType: keyboardType ?? enclosing.keyboardType,
            autocapitalization: autocapitalization ?? enclosing.autocapitalization,
            returnKeyLabel: returnKeyLabel ?? enclosing.returnKeyLabel,
            submit: submit ?? enclosing.submit,
            showsInlinePredictions: showsInlinePredictions ?? enclosing.showsInlinePredictions)
    }

    /// The defaults for the settings of the platform's types.
    package struct Defaults {
        /// The font: the environment's (SwiftUI's `.font`, in UIKit's type).
        package var font: Font
        /// The text color (UIKit: `.label`).
        package var textColor: Color
        /// The keyboard type (UIKit: `.default`).
        package var keyboardType: KeyboardType
        /// The automatic capitalization (UIKit: sentences).
        package var autocapitalization: Autocapitalization

        /// Creates the defaults.
        package init(
            font: Font, textColor: Color, keyboardType: KeyboardType, autocapitalization: Autocapitalization
        ) {
            self.font = font
            self.textColor = textColor
            self.keyboardType = keyboardType
            self.autocapitalization = autocapitalization
        }
    }

    /// The settings that always have a value, with the default where none is set: the platform's,
    /// 1 to 5 lines, top alignment and a plain Return key.
    package struct Resolved {
        /// The line limits; ``LineLimits/editorDefault`` by default.
        package var lineLimits: LineLimits
        /// The font; the environment's by default.
        package var font: Font
        /// Where short content sits in a taller minimum; top by default.
        package var verticalAlignment: GrowthPolicy.VerticalAlignment
        /// The text color.
        package var textColor: Color
        /// The keyboard type.
        package var keyboardType: KeyboardType
        /// The automatic capitalization.
        package var autocapitalization: Autocapitalization
        /// The Return key's label; ``ReturnKeyLabel/return`` (no submit) by default.
        package var returnKeyLabel: ReturnKeyLabel
        /// Whether the keyboard shows inline predictions; `nil`, the user's setting, by default.
        package var showsInlinePredictions: Bool?
    }

    /// The settings that always have a value: the one set, else the default.
    package func resolved(with defaults: Defaults) -> Resolved {
        Resolved(
            lineLimits: lineLimits ?? .editorDefault, font: font ?? defaults.font,
            verticalAlignment: verticalAlignment ?? .top, textColor: textColor ?? defaults.textColor,
            keyboardType: keyboardType ?? defaults.keyboardType,
            autocapitalization: autocapitalization ?? defaults.autocapitalization,
            returnKeyLabel: returnKeyLabel ?? .return, showsInlinePredictions: showsInlinePredictions)
    }
}
