/// Dictation's placeholder: the object character (U+FFFC) UIKit puts where the speech goes while
/// the first result is recognised, read from the view's text like any character until a result
/// replaces it. It is not the user's text: the committed text a composer sends and a SwiftUI
/// binding holds leave it out, so a Send while dictation starts never sends it, and the binding
/// never publishes it. What dictation streamed so far is the user's, and stays.
package enum DictationPlaceholder {
    /// The placeholder's character.
    package static let character: UTF16.CodeUnit = 0xFFFC

    /// A text without dictation's placeholder, with a marked range moved to match.
    ///
    /// Odd input has a defined outcome: no placeholder range, a range not one unit long, one outside
    /// the text, or one that holds another character (the user's own attachment) leave the text and
    /// the marked range as they are.
    ///
    /// - Parameters:
    ///   - placeholder: The range of the placeholder in UTF-16 offsets, or `nil`.
    ///   - text: The view's text.
    ///   - markedRange: The marked range in UTF-16 offsets of `text`, or `nil`.
    /// - Returns: The text without the placeholder, and the marked range in its offsets.
    /// - Complexity: O(*n*) in the UTF-16 length of the text.
    package static func removing(
        _ placeholder: Range<Int>?, from text: String, markedRange: Range<Int>?
    ) -> (text: String, markedRange: Range<Int>?) {
        guard let placeholder, placeholder.count == 1, placeholder.lowerBound >= 0 else {
            return (text, markedRange)
        }
        var units = Array(text.utf16)
        guard placeholder.upperBound <= units.count, units[placeholder.lowerBound] == character else {
            return (text, markedRange)
        }
        units.remove(at: placeholder.lowerBound)
        let moved = { (bound: Int) in bound > placeholder.lowerBound ? bound - 1 : bound }
        return (
            String(decoding: units, as: UTF16.self),
            markedRange.map { moved($0.lowerBound)..<max(moved($0.lowerBound), moved($0.upperBound)) }
        )
    }
}
