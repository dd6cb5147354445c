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
        let readsPlaceholder = isTextEmpty && placeholder?.contains(where: { !$0.isWhitespace }) == true
        return hint(appHint: appHint, placeholderHint: readsPlaceholder ? placeholder : nil)
    }

    /// The hint VoiceOver reads, given the placeholder's part of it (what
    /// ``hint(appHint:placeholder:isTextEmpty:)`` gives without an app's hint), as a view's
    /// `accessibilityHint` getter combines them.
    ///
    /// - Parameters:
    ///   - appHint: The hint the app set, or `nil`; it always wins, even when empty.
    ///   - placeholderHint: The placeholder's hint, or `nil`.
    /// - Returns: The app's hint when set, else the placeholder's.
    package static func hint(appHint: String?, placeholderHint: String?) -> String? {
        appHint ?? placeholderHint
    }
}
