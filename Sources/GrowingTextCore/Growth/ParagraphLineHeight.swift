/// The height TextKit gives one line of a paragraph: the font's line height as the paragraph style
/// shapes it, which is what lines the layout has not laid out yet (an empty view's minimum lines)
/// will take.
package enum ParagraphLineHeight {
    /// The height of one line fragment in points.
    ///
    /// The font's line height is multiplied by `lineHeightMultiple` (when above 0), then raised to
    /// `minimumLineHeight` and lowered to `maximumLineHeight` (each when above 0; the minimum wins
    /// when it is above the maximum), and `lineSpacing` is added, as `NSParagraphStyle` documents
    /// them. A negative or non-finite style value counts as unset (0); a `fontLineHeight` that is 0,
    /// negative or not finite is returned as it is, so that it still disables line-based limits.
    ///
    /// - Parameters:
    ///   - fontLineHeight: The font's line height (`UIFont.lineHeight`).
    ///   - lineSpacing: The paragraph style's `lineSpacing`.
    ///   - minimumLineHeight: The paragraph style's `minimumLineHeight`; 0 for none.
    ///   - maximumLineHeight: The paragraph style's `maximumLineHeight`; 0 for none.
    ///   - lineHeightMultiple: The paragraph style's `lineHeightMultiple`; 0 for none.
    /// - Returns: The line fragment's height.
    package static func height(
        fontLineHeight: Double, lineSpacing: Double = 0, minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0, lineHeightMultiple: Double = 0
    ) -> Double {
        guard fontLineHeight.isFinite, fontLineHeight > 0 else { return fontLineHeight }
        var height = fontLineHeight * lineHeightMultiple.positiveFinite(or: 1)
        let maximum = maximumLineHeight.nonNegativeFiniteOrZero
        if maximum > 0 { height = min(height, maximum) }
        height = max(height, minimumLineHeight.nonNegativeFiniteOrZero)
        return min(height + lineSpacing.nonNegativeFiniteOrZero, .greatestFiniteMagnitude)
    }
}
