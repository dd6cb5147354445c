#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    // The editor's settings that SwiftUI keeps private, as modifiers of any view: they travel in the
    // environment to every `GrowingTextEditor` inside, so they work after `.padding`, `.overlay` and
    // the like, and on a container of several editors. Their names differ from SwiftUI's (an app's
    // `TextField(...).submitLabel(.send)` must keep meaning SwiftUI's), and the nearest setting wins:
    // the editor's own modifiers, then the innermost of these.

    extension View {
        /// The fewest and the most lines of the growing text editors inside: `growingTextLineLimit(1...6)`.
        ///
        /// - Parameter limit: The fewest through the most lines, as the editor's own `lineLimit(1...6)` takes them.
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

        /// Limits the text of the growing text editors inside to a number of characters.
        ///
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

        /// A UIKit font for the growing text editors inside, over the environment's `Font`.
        ///
        /// - Parameter font: The font, used as given; `nil` sets none here.
        /// - Returns: The view with the font in its environment.
        public func growingTextFont(_ font: UIFont?) -> some View {
            growingTextConfiguration { $0.font = font }
        }

        /// The text color of the growing text editors inside.
        ///
        /// - Parameter color: The color; `nil` sets none here.
        /// - Returns: The view with the color in its environment.
        public func growingTextForegroundColor(_ color: Color?) -> some View {
            growingTextConfiguration { $0.textColor = color.map { UIColor($0) } }
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

        /// The Return key's label and role in the growing text editors inside; see
        /// ``GrowingTextEditor/submitLabel(_:)``.
        ///
        /// - Parameter label: The label.
        /// - Returns: The view with the label in its environment.
        public func growingTextSubmitLabel(_ label: ReturnKeyLabel) -> some View {
            growingTextConfiguration { $0.returnKeyLabel = label }
        }

        /// The action Return runs when it submits, in the growing text editors inside; see
        /// ``GrowingTextEditor/onSubmit(_:)``.
        ///
        /// - Parameter action: What to do.
        /// - Returns: The view with the action in its environment.
        public func onGrowingTextSubmit(_ action: @escaping () -> Void) -> some View {
            growingTextConfiguration { $0.submit = action }
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
