/// The font a text view's text is typed in, which the growth's line height and the placeholder take.
package enum TypingFont {
    /// The view's font (UIKit's `font`), else its typing attributes' font; `nil` when neither is set.
    ///
    /// - Parameters:
    ///   - viewFont: The view's font, or `nil`.
    ///   - typingAttributesFont: The typing attributes' font, or `nil`.
    /// - Returns: The font the text is typed in, or `nil`.
    package static func font<Font>(viewFont: Font?, typingAttributesFont: Font?) -> Font? {
        viewFont ?? typingAttributesFont
    }

    /// The line height of the font the text is typed in (``font(viewFont:typingAttributesFont:)``),
    /// or 0 without a font, which turns the line-based limits off.
    ///
    /// - Parameters:
    ///   - viewFont: The line height of the view's font, or `nil` when it has none.
    ///   - typingAttributesFont: The line height of the typing attributes' font, or `nil`.
    /// - Returns: The font line height that ``ParagraphLineHeight`` shapes.
    package static func lineHeight(viewFont: Double?, typingAttributesFont: Double?) -> Double {
        font(viewFont: viewFont, typingAttributesFont: typingAttributesFont) ?? 0
    }
}
