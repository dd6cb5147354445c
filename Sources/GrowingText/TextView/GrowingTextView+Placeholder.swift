#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension GrowingTextView {
        func installPlaceholder() {
            // A view decoded from an archive of a configured view (a copy made with
            // `NSKeyedArchiver`) gets its old placeholder label back as a subview: only the new one
            // is ever styled or hidden, so the decoded ones go.
            for case let decoded as PlaceholderLabel in subviews where decoded !== placeholderLabel {
                decoded.removeFromSuperview()
            }
            placeholderLabel.numberOfLines = 0
            placeholderLabel.isUserInteractionEnabled = false
            // VoiceOver reads the placeholder as the text view's hint instead (see `accessibilityHint`).
            placeholderLabel.isAccessibilityElement = false
            placeholderLabel.semanticContentAttribute = semanticContentAttribute
            addSubview(placeholderLabel)
            stylePlaceholder()
        }

        /// The placeholder with the view's font, color and alignment under the app's own attributes;
        /// the alignment where the first typed character would appear (the core's
        /// `PlaceholderLayout.alignment`), on the right in a right-to-left layout.
        func stylePlaceholder() {
            let alignment = PlaceholderLayout.alignment(
                textAlignment: PlaceholderLayout.TextAlignment(textAlignment),
                layoutDirection: PlaceholderLayout.LayoutDirection(effectiveUserInterfaceLayoutDirection))
            placeholderLabel.textAlignment = NSTextAlignment(alignment.textAlignment)
            guard let placeholderStorage else {
                placeholderLabel.attributedText = nil
                return
            }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = NSTextAlignment(alignment.textAlignment)
            paragraph.baseWritingDirection = NSWritingDirection(alignment.writingDirection)
            var base: [NSAttributedString.Key: Any] = [
                .foregroundColor: placeholderColor,
                .paragraphStyle: paragraph,
            ]
            base[.font] = TypingFont.font(
                viewFont: font, typingAttributesFont: typingAttributes[.font] as? UIFont)
            let styled = NSMutableAttributedString(string: placeholderStorage.string, attributes: base)
            placeholderStorage.enumerateAttributes(
                in: NSRange(location: 0, length: placeholderStorage.length)
            ) { attributes, range, _ in
                styled.addAttributes(attributes, range: range)
            }
            placeholderLabel.attributedText = styled
        }

        /// The placeholder's text changed: restyle it, then measure (an empty view grows to fit it).
        func placeholderDidChange() {
            stylePlaceholder()
            adapter.placeholderDidChange()
        }

        /// Places the placeholder where the first line of text would start: inside the text container
        /// insets and the line fragment padding, in content coordinates so it follows the alignment.
        func layoutPlaceholder() {
            let insets = Insets(textContainerInset)
            let padding = Double(textContainer.lineFragmentPadding)
            let width = PlaceholderLayout.labelWidth(
                viewWidth: Double(bounds.width), textContainerInset: insets, lineFragmentPadding: padding)
            let fitting = placeholderLabel.sizeThatFits(
                CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude))
            let frame = PlaceholderLayout.labelFrame(
                viewWidth: Double(bounds.width), textContainerInset: insets, lineFragmentPadding: padding,
                labelHeight: Double(fitting.height))
            placeholderLabel.frame = CGRect(frame)
        }
    }

    /// The label that draws a growing text view's placeholder; its own class so that a view decoded
    /// from an archive can tell its old placeholder label from the app's subviews.
    @objc(GrowingTextPlaceholderLabel)
    final class PlaceholderLabel: UILabel {}
#endif
