import GrowingTextCore
import Testing

@Suite("Typing font")
struct TypingFontTests {
    @Test func theViewsFontWinsOverTheTypingAttributesFont() {
        #expect(TypingFont.font(viewFont: "Avenir 17", typingAttributesFont: "Helvetica 12") == "Avenir 17")
        #expect(TypingFont.font(viewFont: nil, typingAttributesFont: "Helvetica 12") == "Helvetica 12")
        #expect(TypingFont.font(viewFont: String?.none, typingAttributesFont: nil) == nil)
    }

    @Test func theLineHeightIsTheTypingFontsOrNoneWithoutAFont() {
        #expect(TypingFont.lineHeight(viewFont: 17, typingAttributesFont: 20) == 17)
        #expect(TypingFont.lineHeight(viewFont: nil, typingAttributesFont: 20) == 20)
        #expect(TypingFont.lineHeight(viewFont: nil, typingAttributesFont: nil) == 0)
    }
}
