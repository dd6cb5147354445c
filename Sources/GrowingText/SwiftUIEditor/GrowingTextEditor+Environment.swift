#if canImport(UIKit) && canImport(SwiftUI)
    import GrowingTextCore
    import SwiftUI
    import UIKit

    extension GrowingTextEditor {
        /// Automatic capitalization, spelled as SwiftUI's `TextInputAutocapitalization` (which a view
        /// can neither read from the environment nor compare).
        public enum Autocapitalization: Hashable, Sendable {
            /// No automatic capitalization.
            case never
            /// The first letter of every word.
            case words
            /// The first letter of every sentence; the default.
            case sentences
            /// Every letter.
            case characters
        }
    }

    // The translation tables between SwiftUI's values and UIKit's: no decision, one UIKit value each.

    extension GrowingTextEditor.Autocapitalization {
        var uiKitValue: UITextAutocapitalizationType {
            switch self {
            case .never: .none
            case .words: .words
            case .sentences: .sentences
            case .characters: .allCharacters
            }
        }
    }

    extension ReturnKeyLabel {
        var uiKitValue: UIReturnKeyType {
            switch self {
            case .return: .default
            case .done: .done
            case .go: .go
            case .send: .send
            case .join: .join
            case .route: .route
            case .search: .search
            case .next: .next
            case .continue: .continue
            }
        }
    }

    extension MultilineTextAlignment {
        init(_ alignment: TextAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }
    }

    extension PlaceholderLayout.LayoutDirection {
        init(_ direction: LayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    extension EnvironmentValues {
        /// The environment's font as a UIKit font, at the environment's Dynamic Type size: the standard
        /// text styles by comparison, any other `Font` read by `FontDescription` (system fonts with a
        /// size, weight and design, custom fonts, bold, italic and weight modifiers), and `.body` for
        /// none and for what cannot be read (a `Font` made from a `UIFont`, a structure SwiftUI
        /// changed); see `FontDescription`.
        var growingTextFont: UIFont {
            let traits = UITraitCollection(
                preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
            let description = FontDescription.environmentFont(
                font,
                equalTextStyle: font.flatMap { font in Self.textStyles.first { $0.font == font }?.style })
            return UIFont(description, compatibleWith: traits)
        }

        private static var textStyles: [(font: Font, style: FontDescription.TextStyle)] {
            [
                (.largeTitle, .largeTitle), (.title, .title), (.title2, .title2), (.title3, .title3),
                (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
                (.footnote, .footnote), (.caption, .caption), (.caption2, .caption2),
            ]
        }

        /// `multilineTextAlignment` as a text view's alignment (`MultilineTextAlignment` decides).
        var growingTextAlignment: NSTextAlignment {
            NSTextAlignment(
                MultilineTextAlignment(multilineTextAlignment).textAlignment(
                    in: PlaceholderLayout.LayoutDirection(layoutDirection)))
        }
    }
#endif
