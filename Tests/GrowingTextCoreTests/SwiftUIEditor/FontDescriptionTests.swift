import GrowingTextCore
import Testing

/// ``FontDescription`` reads the structure of SwiftUI's `Font` through `Mirror`. SwiftUI does not exist
/// on Linux, so these tests build values of the same shape as peers found inside `Font` (grade B,
/// undocumented; see the type's source note): a `Font` holds `provider`, a class box whose `base` is
/// the provider. On a device the same code reads SwiftUI's own values; a shape it does not know gives
/// `nil` and the editor's default font.
@Suite("FontDescription: a SwiftUI font read for UIKit")
struct FontDescriptionTests {
    // The shapes, with SwiftUI's property names.
    private struct Font { let provider: FontBox }
    private class FontBox {}
    private final class Box<Provider>: FontBox {
        let base: Provider
        init(_ base: Provider) { self.base = base }
    }
    private enum TextStyle { case body, headline, largeTitle }
    private enum Design { case `default`, serif, rounded }
    private struct Weight { let value: Double }
    private struct TextStyleProvider {
        let style: TextStyle
        let design: Design?
        let weight: Weight?
    }
    private struct SystemProvider {
        let size: Double
        let weight: Weight?
        let design: Design?
    }
    private struct NamedProvider {
        let name: String
        let size: Float
        let textStyle: TextStyle?
    }
    private struct WeightModifier { let weight: Weight }
    private struct ModifierProvider<Modifier> {
        let base: Font
        let modifier: Modifier
    }
    private struct BoldModifier {}
    private struct ItalicModifier {}
    private struct MonospacedDigitModifier {}
    private struct StaticModifierProvider<Modifier> { let base: Font }
    private struct PlatformFontProvider { let font: AnyObject }

    private func font<Provider>(_ provider: Provider) -> Font { Font(provider: Box(provider)) }
    private let body = TextStyleProvider(style: .body, design: nil, weight: nil)

    @Test func aTextStyleScalesWithItself() {
        #expect(
            FontDescription(reflecting: font(body))
                == FontDescription(family: .textStyle(.body), scalesWith: .body))
        #expect(
            FontDescription(
                reflecting: font(
                    TextStyleProvider(style: .largeTitle, design: .rounded, weight: Weight(value: 0.3))))
                == FontDescription(
                    family: .textStyle(.largeTitle), weight: 0.3, design: "rounded", scalesWith: .largeTitle))
    }

    @Test func aSystemFontKeepsItsSizeWeightAndDesign() {
        #expect(
            FontDescription(
                reflecting: font(SystemProvider(size: 15, weight: Weight(value: 0.4), design: .serif)))
                == FontDescription(family: .system(size: 15), weight: 0.4, design: "serif"))
        #expect(
            FontDescription(reflecting: font(SystemProvider(size: 12, weight: nil, design: .default)))
                == FontDescription(family: .system(size: 12)))
    }

    @Test func aCustomFontScalesWithItsTextStyleUnlessFixed() {
        #expect(
            FontDescription(reflecting: font(NamedProvider(name: "Menlo", size: 14, textStyle: .body)))
                == FontDescription(family: .named("Menlo", size: 14), scalesWith: .body))
        #expect(
            FontDescription(reflecting: font(NamedProvider(name: "Menlo", size: 14, textStyle: nil)))
                == FontDescription(family: .named("Menlo", size: 14)))
    }

    @Test func weightBoldAndItalicModifiersApplyToTheirBase() {
        let semibold = ModifierProvider(
            base: font(body), modifier: WeightModifier(weight: Weight(value: 0.3)))
        #expect(
            FontDescription(reflecting: font(semibold))
                == FontDescription(family: .textStyle(.body), weight: 0.3, scalesWith: .body))
        let boldItalic = StaticModifierProvider<ItalicModifier>(
            base: font(StaticModifierProvider<BoldModifier>(base: font(body))))
        #expect(
            FontDescription(reflecting: font(boldItalic))
                == FontDescription(family: .textStyle(.body), isBold: true, isItalic: true, scalesWith: .body)
        )
        // A modifier it does not know is skipped.
        #expect(
            FontDescription(
                reflecting: font(StaticModifierProvider<MonospacedDigitModifier>(base: font(body))))
                == FontDescription(family: .textStyle(.body), scalesWith: .body))
    }

    @Test func whatItCannotReadIsNil() {
        final class CoreTextFont {}
        #expect(FontDescription(reflecting: font(PlatformFontProvider(font: CoreTextFont()))) == nil)
        #expect(FontDescription(reflecting: "not a font") == nil)
        #expect(
            FontDescription(
                reflecting: font(StaticModifierProvider<BoldModifier>(base: Font(provider: FontBox()))))
                == nil)
    }

    @Test func anEnvironmentFontPrefersEqualityThenReflectionThenBody() {
        let body = FontDescription(family: .textStyle(.body), scalesWith: .body)
        #expect(FontDescription.environmentFont(nil, equalTextStyle: nil) == body)
        #expect(
            FontDescription.environmentFont(font(self.body), equalTextStyle: .headline)
                == FontDescription(family: .textStyle(.headline), scalesWith: .headline))
        #expect(
            FontDescription.environmentFont(
                font(SystemProvider(size: 15, weight: nil, design: nil)), equalTextStyle: nil)
                == FontDescription(family: .system(size: 15)))
        #expect(FontDescription.environmentFont("unreadable", equalTextStyle: nil) == body)
    }
}
