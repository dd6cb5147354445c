#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    // The editor's settings that SwiftUI keeps private, as modifiers of any view: the one way to set
    // each. They travel in the environment to every `GrowingTextEditor` inside, so they work on the
    // editor, after `.padding`, `.overlay` and the like, and on a container of several editors. Their
    // names differ from SwiftUI's (an app's `TextField(...).submitLabel(.send)` must keep meaning
    // SwiftUI's), and the innermost setting wins; the limits of the editor's initialiser win over all.

    extension View {
        /// The fewest and the most lines of the growing text editors inside: `growingTextLineLimit(1...6)`
        /// grows from one line to six, then scrolls.
        ///
        /// SwiftUI's own `lineLimit` is not read: its range forms are private to SwiftUI, and a
        /// `lineLimit` that worked with a number and not with a range would be two rules for one
        /// setting. Bounds below 1 count as 1, and the rest follows `GrowthPolicy`'s rule for line limits. Available on
        /// iOS 15, where SwiftUI's own range forms are not.
        /// - Parameter limit: The fewest through the most lines.
        /// - Returns: The view with the limits in its environment.
        public func growingTextLineLimit(_ limit: ClosedRange<Int>) -> some View {
            growingTextConfiguration { $0.lineLimits = LineLimits(limit) }
        }

        /// At least the bound's lines, with no maximum, for the growing text editors inside.
        ///
        /// - Parameter limit: The fewest lines.
        /// - Returns: The view with the limits in its environment.
        public func growingTextLineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
            growingTextConfiguration { $0.lineLimits = LineLimits(limit) }
        }

        /// From one line up to the bound, for the growing text editors inside:
        /// `growingTextLineLimit(...6)`.
        ///
        /// - Parameter limit: The most lines.
        /// - Returns: The view with the limits in its environment.
        public func growingTextLineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
            growingTextConfiguration { $0.lineLimits = LineLimits(limit) }
        }

        /// From one line up to `number`, or without a maximum for `nil`, for the growing text editors
        /// inside: `growingTextLineLimit(6)`.
        ///
        /// - Parameter number: The most lines; `nil` for no limit.
        /// - Returns: The view with the limits in its environment.
        public func growingTextLineLimit(_ number: Int?) -> some View {
            growingTextConfiguration { $0.lineLimits = LineLimits(number) }
        }

        /// Up to `limit` lines, or always `limit` lines tall when `reservesSpace` is set, for the
        /// growing text editors inside.
        ///
        /// - Parameters:
        ///   - limit: The most lines.
        ///   - reservesSpace: Whether to keep room for `limit` lines even when the text is shorter.
        /// - Returns: The view with the limits in its environment.
        public func growingTextLineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
            growingTextConfiguration { $0.lineLimits = LineLimits(limit, reservesSpace: reservesSpace) }
        }

        /// Limits the text of the growing text editors inside to a number of characters (grapheme
        /// clusters).
        ///
        /// See ``GrowingTextView/maximumLength``: pastes are cut at a character boundary and
        /// input-method composition finishes before the limit applies.
        /// - Parameter length: The most characters; `nil` sets no limit here.
        /// - Returns: The view with the limit in its environment.
        public func growingTextMaximumLength(_ length: Int?) -> some View {
            growingTextConfiguration { $0.maximumLength = length }
        }

        /// Places short content inside a taller minimum, in the growing text editors inside.
        ///
        /// - Parameter alignment: The vertical alignment.
        /// - Returns: The view with the alignment in its environment.
        public func growingTextVerticalAlignment(_ alignment: GrowingTextView.VerticalAlignment) -> some View
        {
            growingTextConfiguration { $0.verticalAlignment = alignment }
        }

        /// A UIKit font for the growing text editors inside, over the environment's `Font`, for fonts
        /// the editor cannot read from a SwiftUI `Font`.
        ///
        /// The editor reads the environment's `.font(_:)` itself (see <doc:SwiftUI>); a `Font` made
        /// from a `UIFont` or `CTFont`, and modifiers such as `.monospacedDigit()`, cannot be read and
        /// fall back to `.body`. Pass such a font here; it is used as given (scale it with
        /// `UIFontMetrics` for Dynamic Type).
        /// - Parameter font: The font; `nil` sets none here.
        /// - Returns: The view with the font in its environment.
        public func growingTextFont(_ font: UIFont?) -> some View {
            growingTextConfiguration { $0.font = font }
        }

        /// The text color of the growing text editors inside: `growingTextForegroundStyle(.secondary)`.
        ///
        /// Only a `Color` can become a text view's color (`.primary` and `.secondary` are the `Color`s
        /// of those names); SwiftUI keeps its foreground style private.
        /// - Parameter color: The color; `nil` sets none here, and the default is `UIColor.label`.
        /// - Returns: The view with the color in its environment.
        public func growingTextForegroundStyle(_ color: Color?) -> some View {
            growingTextConfiguration { $0.textColor = color.map { UIColor($0) } }
        }

        /// The text color of the growing text editors inside.
        ///
        /// - Parameter color: The color; `nil` sets none here.
        /// - Returns: The view with the color in its environment.
        @available(*, deprecated, renamed: "growingTextForegroundStyle(_:)")
        public func growingTextForegroundColor(_ color: Color?) -> some View {
            growingTextForegroundStyle(color)
        }

        /// The keyboard of the growing text editors inside.
        ///
        /// - Parameter type: The keyboard type.
        /// - Returns: The view with the keyboard in its environment.
        public func growingTextKeyboardType(_ type: UIKeyboardType) -> some View {
            growingTextConfiguration { $0.keyboardType = type }
        }

        /// Automatic capitalization in the growing text editors inside.
        ///
        /// - Parameter autocapitalization: The style; `nil` sets none here.
        /// - Returns: The view with the style in its environment.
        public func growingTextInputAutocapitalization(
            _ autocapitalization: GrowingTextEditor.Autocapitalization?
        )
            -> some View
        {
            growingTextConfiguration { $0.autocapitalization = autocapitalization }
        }

        /// The Return key's label and role in the growing text editors inside:
        /// `growingTextSubmitLabel(.send)`.
        ///
        /// Every label but `.return` makes Return submit (run the `onGrowingTextSubmit(_:)` action)
        /// instead of inserting a newline; `.done` also ends editing. See `ReturnKeyLabel` for the
        /// exact rule.
        /// - Parameter label: The label.
        /// - Returns: The view with the label in its environment.
        public func growingTextSubmitLabel(_ label: GrowingTextEditor.SubmitLabel) -> some View {
            growingTextConfiguration { $0.returnKeyLabel = label }
        }

        /// The action Return runs when it submits, in the growing text editors inside: with a submit
        /// label other than `.return`, Return runs it and inserts nothing.
        ///
        /// - Parameter action: What to do.
        /// - Returns: The view with the action in its environment.
        public func onGrowingTextSubmit(_ action: @escaping () -> Void) -> some View {
            growingTextConfiguration { $0.submit = action }
        }

        /// Whether the keyboard shows inline predictions in the growing text editors inside (iOS 17
        /// and later: the likely rest of a word in grey after the caret; earlier systems have none).
        ///
        /// An app that rewrites the bound text as the user types (formatting, completing mentions)
        /// should turn them off: a prediction is marked text, and the editor's writes wait while any
        /// text is marked. A chat composer may too: editing the text under a pending prediction, as
        /// clearing a sent message does, has made the keyboard put stale text into the next message
        /// in other apps. The editors set UIKit's `inlinePredictionType` (`.no` or `.yes`).
        ///
        /// - Parameter shows: `false` to turn them off, `true` to turn them on; `nil` sets nothing
        ///   here, and the default is the user's setting.
        /// - Returns: The view with the setting in its environment.
        public func growingTextInlinePredictions(_ shows: Bool?) -> some View {
            growingTextConfiguration { $0.showsInlinePredictions = shows }
        }

        private func growingTextConfiguration(
            _ change: @escaping (inout GrowingTextEditor.Configuration) -> Void
        )
            -> some View
        {
            transformEnvironment(\.growingTextConfiguration) { enclosing in
                var own = GrowingTextEditor.Configuration()
                change(&own)
                enclosing = own.merged(over: enclosing)
            }
        }
    }

    private struct GrowingTextConfigurationKey: EnvironmentKey {
        static var defaultValue: GrowingTextEditor.Configuration { GrowingTextEditor.Configuration() }
    }

    extension EnvironmentValues {
        /// The editor settings set by the `growingText…` modifiers of the views around.
        var growingTextConfiguration: GrowingTextEditor.Configuration {
            get { self[GrowingTextConfigurationKey.self] }
            set { self[GrowingTextConfigurationKey.self] = newValue }
        }
    }
#endif
