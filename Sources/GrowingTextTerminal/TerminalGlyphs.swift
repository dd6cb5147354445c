import GrowingTextCore
import GrowingTextLayout

/// The two questions the terminal layer asks about every character it draws: how many cells it
/// takes, and what to print instead when it must not be printed raw.
///
/// Both answers come from the core (``standard``); tests may plug in others. The renderer applies
/// ``visible(_:)`` to every character of every frame, so no text from a file or a paste ever reaches
/// the terminal as a control sequence.
public struct TerminalGlyphs: Sendable {
    /// The cell width of a character (0, 1 or 2).
    public var width: @Sendable (Character) -> Int
    /// The visible symbol to print instead of a control, bidi or other unprintable character, or
    /// `nil` when the character prints as itself.
    public var replacement: @Sendable (Character) -> Character?

    /// Creates glyph rules from two functions.
    /// - Parameters:
    ///   - width: The cell width of a character.
    ///   - replacement: The symbol to print instead of a character, or `nil` to print it as is.
    public init(
        width: @escaping @Sendable (Character) -> Int,
        replacement: @escaping @Sendable (Character) -> Character?
    ) {
        self.width = width
        self.replacement = replacement
    }

    /// The character actually printed for `character`, and its width, clamped to 0...2.
    ///
    /// As a last line of defence, should ``replacement`` let a C0 or C1 control or DEL through, it is
    /// printed as U+FFFD: the renderer's output never contains a control byte it did not put there.
    /// - Parameter character: A character of the text.
    /// - Returns: The safe character and its cell width.
    public func visible(_ character: Character) -> (character: Character, width: Int) {
        var shown = replacement(character) ?? character
        if shown.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            shown = "\u{FFFD}"
        }
        return (shown, min(2, max(0, width(shown))))
    }
}

extension TerminalGlyphs {
    /// The core's rules: ``TerminalCellWidth`` for widths and
    /// ``TerminalCellWidth/visibleReplacement(for:)`` for what to print instead of controls, ESC,
    /// C1 controls and bidi overrides.
    public static let standard = TerminalGlyphs(
        width: { TerminalCellWidth().cellWidth(of: $0) },
        replacement: { TerminalCellWidth.visibleReplacement(for: $0) })
}
