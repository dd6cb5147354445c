#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    // The translation of the core's `FontDescription` into UIKit's font constructors: one constructor
    // per family, then the design, the traits and the Dynamic Type scaling the description names.

    extension UIFont {
        /// The font a description names, at the Dynamic Type size of `traits`.
        ///
        /// The font is built at the default size category and scaled with `UIFontMetrics` for its text
        /// style, so a text view that adjusts fonts for the content size category keeps following
        /// Dynamic Type; a weight is applied through `systemFont(ofSize:weight:)`, the route UIKit
        /// honours for the system font.
        convenience init(_ description: FontDescription, compatibleWith traits: UITraitCollection) {
            let standard = UITraitCollection(preferredContentSizeCategory: .large)
            let weight = description.weight.map { UIFont.Weight(CGFloat($0)) }
            let base: UIFont =
                switch (description.family, weight) {
                case (.textStyle(let style), nil):
                    .preferredFont(forTextStyle: UIFont.TextStyle(style), compatibleWith: standard)
                case (.textStyle(let style), let weight?):
                    .systemFont(
                        ofSize: UIFont.preferredFont(
                            forTextStyle: UIFont.TextStyle(style), compatibleWith: standard
                        )
                        .pointSize, weight: weight)
                case (.system(let size), _):
                    .systemFont(ofSize: CGFloat(size), weight: weight ?? .regular)
                case (.named(let name, let size), _):
                    UIFont(name: name, size: CGFloat(size)) ?? .systemFont(ofSize: CGFloat(size))
                }
            var descriptor = base.fontDescriptor
            if let design = description.design.flatMap(UIFontDescriptor.SystemDesign.init(swiftUIName:)) {
                descriptor = descriptor.withDesign(design) ?? descriptor
            }
            let symbolic = descriptor.symbolicTraits.union(
                UIFontDescriptor.SymbolicTraits(
                    (description.isBold ? [.traitBold] : []) + (description.isItalic ? [.traitItalic] : [])))
            descriptor = descriptor.withSymbolicTraits(symbolic) ?? descriptor
            let font = UIFont(descriptor: descriptor, size: 0)
            let scaled = description.scalesWith.map {
                UIFontMetrics(forTextStyle: UIFont.TextStyle($0)).scaledFont(
                    for: font, compatibleWith: traits)
            }
            self.init(descriptor: (scaled ?? font).fontDescriptor, size: 0)
        }
    }

    extension UIFont.TextStyle {
        init(_ style: FontDescription.TextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .subheadline: self = .subheadline
            case .body: self = .body
            case .callout: self = .callout
            case .footnote: self = .footnote
            case .caption: self = .caption1
            case .caption2: self = .caption2
            }
        }
    }

    extension UIFontDescriptor.SystemDesign {
        /// The design of SwiftUI's `Font.Design` name; `nil` for the default and unknown names.
        init?(swiftUIName: String) {
            switch swiftUIName {
            case "serif": self = .serif
            case "rounded": self = .rounded
            case "monospaced": self = .monospaced
            default: return nil
            }
        }
    }
#endif
