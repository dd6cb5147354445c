import GrowingTextCore
import Testing

@Suite("Paragraph line height")
struct ParagraphLineHeightTests {
    @Test func plainFontKeepsItsLineHeight() {
        #expect(ParagraphLineHeight.height(fontLineHeight: 20) == 20)
    }

    @Test func styleTermsApplyInTextKitsOrder() {
        #expect(ParagraphLineHeight.height(fontLineHeight: 20, lineSpacing: 4) == 24)
        #expect(ParagraphLineHeight.height(fontLineHeight: 20, lineHeightMultiple: 1.5) == 30)
        #expect(ParagraphLineHeight.height(fontLineHeight: 20, minimumLineHeight: 28) == 28)
        #expect(ParagraphLineHeight.height(fontLineHeight: 20, maximumLineHeight: 16) == 16)
        // The multiple first, then the maximum, then the spacing on top.
        #expect(
            ParagraphLineHeight.height(
                fontLineHeight: 20, lineSpacing: 2, maximumLineHeight: 25, lineHeightMultiple: 2) == 27)
    }

    @Test func minimumWinsOverASmallerMaximum() {
        #expect(
            ParagraphLineHeight.height(fontLineHeight: 20, minimumLineHeight: 30, maximumLineHeight: 10) == 30
        )
    }

    @Test func badStyleValuesCountAsUnset() {
        for bad in [-5, .nan, .infinity, -.infinity] as [Double] {
            #expect(
                ParagraphLineHeight.height(
                    fontLineHeight: 20, lineSpacing: bad, minimumLineHeight: bad, maximumLineHeight: bad,
                    lineHeightMultiple: bad) == 20)
        }
    }

    @Test func unusableFontLineHeightComesBackAsItIs() {
        #expect(ParagraphLineHeight.height(fontLineHeight: 0, lineSpacing: 4) == 0)
        #expect(ParagraphLineHeight.height(fontLineHeight: -1, lineSpacing: 4) == -1)
        #expect(ParagraphLineHeight.height(fontLineHeight: .nan, lineSpacing: 4).isNaN)
    }

    @Test func hugeValuesStayFinite() {
        #expect(
            ParagraphLineHeight.height(
                fontLineHeight: .greatestFiniteMagnitude, lineSpacing: .greatestFiniteMagnitude)
                == .greatestFiniteMagnitude)
    }
}
