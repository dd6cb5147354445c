/// What VoiceOver reads as a growing text view's hint.
///
/// The placeholder describes what to type, which is what a hint is for; it is never read as the
/// view's value (the value is the text, empty while the placeholder shows), so VoiceOver does not
/// announce a placeholder as if it had been typed.
package enum AccessibilityHint {
    /// The hint VoiceOver reads.
    ///
    /// - Parameters:
    ///   - appHint: The hint the app set, or `nil`; it always wins, even when empty.
    ///   - placeholder: The placeholder's text, or `nil`.
    ///   - isTextEmpty: Whether the text is empty.
    /// - Returns: The app's hint when set; else the placeholder while the text is empty and the
    ///   placeholder has something to read (not only whitespace); else `nil`.
    package static func hint(appHint: String?, placeholder: String?, isTextEmpty: Bool) -> String? {
        if let appHint { return appHint }
        guard isTextEmpty, let placeholder, placeholder.contains(where: { !$0.isWhitespace }) else {
            return nil
        }
        return placeholder
    }
}
