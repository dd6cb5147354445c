/// A SwiftUI `Font` as far as a UIKit text view can rebuild it: which font, at which size, with which
/// weight, design and traits, and which text style it scales with under Dynamic Type.
///
/// SwiftUI offers no public conversion from `Font` to `UIFont`, and a `Font` can only be compared for
/// equality, so ``init(reflecting:)`` reads the structure SwiftUI keeps inside a `Font` through
/// `Mirror`, as widely used peers do: the font's `provider.base` is a provider whose stored properties
/// say what the font is. That structure is undocumented, so everything here fails safe: a provider
/// whose fields are not the expected ones gives `nil` (the host falls back to its default font), and
/// a modifier that is not understood is skipped, keeping the font it modifies.
///
/// Resolved: the text styles (`.body`, `.headline`, …, with `.weight(_:)`, `.bold()`, `.italic()`),
/// `.system(size:weight:design:)`, `.custom(_:size:)` (which scales with body text),
/// `.custom(_:size:relativeTo:)` and `.custom(_:fixedSize:)`. Not resolved: a `Font` made from a
/// `UIFont` or `CTFont` (its provider holds a Core Text object the core cannot read), and other
/// modifiers (`.monospacedDigit()`, `.leading(_:)`, widths), which are skipped.
///
/// - Source: the provider structure as read by peers (grade B, undocumented): `provider.base` is a
///   `TextStyleProvider` (`style`, `design`, `weight`), `SystemProvider` (`size`, `weight`, `design`),
///   `NamedProvider` (`name`, `size`, `textStyle`), `ModifierProvider<WeightModifier>` (`base`,
///   `modifier.weight.value`) or `StaticModifierProvider<BoldModifier>`/`<ItalicModifier>` (`base`).
package struct FontDescription: Hashable, Sendable {
    /// SwiftUI's text styles, by their names in `Font.TextStyle`.
    package enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
            caption2
    }

    /// The font family.
    package enum Family: Hashable, Sendable {
        /// The system font of a text style, at the style's size.
        case textStyle(TextStyle)
        /// The system font at a size in points.
        case system(size: Double)
        /// A font by its PostScript or family name, at a size in points.
        case named(String, size: Double)
    }

    /// The family.
    package var family: Family
    /// The weight as SwiftUI and UIKit both measure it (`Font.Weight`'s value, `UIFont.Weight`'s raw
    /// value: regular 0, bold 0.4), or `nil` for the family's own.
    package var weight: Double?
    /// The system design (`Font.Design`'s name: `serif`, `rounded`, `monospaced`), or `nil` for the
    /// default.
    package var design: String?
    /// Whether the font is made bold.
    package var isBold = false
    /// Whether the font is made italic.
    package var isItalic = false
    /// The text style the font's size scales with under Dynamic Type, or `nil` for a fixed size.
    package var scalesWith: TextStyle?

    /// Creates a description from its parts.
    package init(
        family: Family, weight: Double? = nil, design: String? = nil, isBold: Bool = false,
        isItalic: Bool = false,
        scalesWith: TextStyle? = nil
    ) {
        self.family = family
        self.weight = weight
        self.design = design
        self.isBold = isBold
        self.isItalic = isItalic
        self.scalesWith = scalesWith
    }

    /// Reads a SwiftUI `Font`, or `nil` when its structure is not one described in the type's
    /// discussion.
    ///
    /// - Parameter font: The font (any value; the host passes SwiftUI's `Font`).
    package init?(reflecting font: Any) {
        guard let provider = Self.child(font, "provider").flatMap({ Self.child($0, "base") }) else {
            return nil
        }
        self.init(provider: provider)
    }

    /// The description of an environment's font: a text style recognised by equality (the public,
    /// reliable route), else what ``init(reflecting:)`` reads, else body text, as for no font at all.
    ///
    /// - Parameters:
    ///   - font: The environment's font, or `nil`.
    ///   - equalTextStyle: The standard text style the font equals, if any.
    /// - Returns: The description to build the font from.
    package static func environmentFont(_ font: Any?, equalTextStyle: TextStyle?) -> FontDescription {
        let style = equalTextStyle ?? (font == nil ? .body : nil)
        return style.map { FontDescription(family: .textStyle($0), scalesWith: $0) }
            ?? font.flatMap(FontDescription.init(reflecting:))
            ?? FontDescription(family: .textStyle(.body), scalesWith: .body)
    }

    private init?(provider: Any) {
        if let style = Self.child(provider, "style").flatMap(Self.textStyle) {
            self.init(
                family: .textStyle(style), weight: Self.weight(in: provider),
                design: Self.design(in: provider),
                scalesWith: style)
        } else if let size = Self.child(provider, "size").flatMap(Self.number) {
            if let name = Self.child(provider, "name") as? String {
                self.init(
                    family: .named(name, size: size),
                    scalesWith: Self.child(provider, "textStyle").flatMap(Self.textStyle))
            } else {
                self.init(
                    family: .system(size: size), weight: Self.weight(in: provider),
                    design: Self.design(in: provider))
            }
        } else if let base = Self.child(provider, "base") {
            guard let inner = Self.child(base, "provider").flatMap({ Self.child($0, "base") }),
                var modified = FontDescription(provider: inner)
            else { return nil }
            modified.apply(modifierOf: provider)
            self = modified
        } else {
            return nil
        }
    }

    /// Applies what a modifier provider says: a weight, bold or italic; any other modifier is skipped.
    private mutating func apply(modifierOf provider: Any) {
        let kind = String(describing: type(of: provider))
        if let weight = Self.child(provider, "modifier").flatMap({ Self.weight(in: $0) }) {
            self.weight = weight
        } else if kind.hasSuffix("BoldModifier>") {
            isBold = true
        } else if kind.hasSuffix("ItalicModifier>") {
            isItalic = true
        }
    }

    // MARK: Reading the structure

    /// A stored property's value by label, looking through `Optional` (`nil` for `.none`).
    private static func child(_ value: Any, _ label: String) -> Any? {
        guard let found = Mirror(reflecting: value).children.first(where: { $0.label == label })?.value else {
            return nil
        }
        let mirror = Mirror(reflecting: found)
        guard mirror.displayStyle == .optional else { return found }
        return mirror.children.first?.value
    }

    private static func number(_ value: Any) -> Double? {
        guard let number = value as? any BinaryFloatingPoint else { return nil }
        return Double(number)
    }

    private static func textStyle(_ value: Any) -> TextStyle? {
        TextStyle(rawValue: String(describing: value))
    }

    private static func weight(in value: Any) -> Double? {
        child(value, "weight").flatMap { child($0, "value") }.flatMap(number)
    }

    private static func design(in value: Any) -> String? {
        child(value, "design").map { String(describing: $0) }.flatMap { $0 == "default" ? nil : $0 }
    }
}
