import GrowingTextCore
import GrowingTextLayout

/// The two questions the terminal layer asks about every character it draws: how many cells it
/// takes, and what to print instead when it must not be printed raw.
///
/// Both answers come from the core (``standard``, or ``init(cellWidth:)`` for the width model of
/// the terminal in use); tests may plug in others. The renderer applies
/// ``visible(_:)`` to every character of every frame, so no text from a file or a paste ever reaches
/// the terminal as a control sequence.
@_spi(Benchmarks) public struct TerminalGlyphs: Sendable {
    /// The cell width of a character (0 or more).
    package var width: @Sendable (Character) -> Int
    /// The visible symbol to print instead of a control, bidi or other unprintable character, or
    /// `nil` when the character prints as itself.
    package var replacement: @Sendable (Character) -> Character?
    /// The metric the programs lay their text out with: the same widths as ``width`` for the rules
    /// made by ``init(cellWidth:)``, so the wrapped lines and the caret agree with what is drawn.
    package var cellWidth: TerminalCellWidth

    /// Creates glyph rules from two functions.
    /// - Parameters:
    ///   - width: The cell width of a character.
    ///   - replacement: The symbol to print instead of a character, or `nil` to print it as is.
    ///   - cellWidth: The metric text is laid out with; grapheme-cluster widths by default.
    package init(
        width: @escaping @Sendable (Character) -> Int,
        replacement: @escaping @Sendable (Character) -> Character?,
        cellWidth: TerminalCellWidth = TerminalCellWidth()
    ) {
        self.width = width
        self.replacement = replacement
        self.cellWidth = cellWidth
    }

    /// The rules of a terminal that follows `cellWidth`'s width model: its widths, and
    /// ``TerminalCellWidth/visibleReplacement(for:)`` for what to print instead of controls.
    ///
    /// In ``TerminalCellWidth/WidthModel/perCodePointJoiningZWJ`` (tmux), a cluster that ends with a
    /// ZERO WIDTH JOINER is printed without it: that terminal draws whatever scalar comes after a
    /// joiner in the cell before it, even the first of the next cluster, which would then take no
    /// cell where the layout gave it some. A lone joiner prints as ZERO WIDTH SPACE, which joins
    /// nothing. Both are invisible, so nothing visible changes.
    /// - Parameter cellWidth: The metric, with the terminal's width model.
    package init(cellWidth: TerminalCellWidth) {
        let joinsAfterZWJ = cellWidth.widthModel == .perCodePointJoiningZWJ
        self.init(
            width: { cellWidth.cellWidth(of: $0) },
            replacement: { character in
                if let replacement = TerminalCellWidth.visibleReplacement(for: character) {
                    return replacement
                }
                guard joinsAfterZWJ, character.unicodeScalars.last == "\u{200D}" else { return nil }
                var scalars = character.unicodeScalars
                scalars.removeLast()
                return scalars.isEmpty ? "\u{200B}" : Character(String(scalars))
            },
            cellWidth: cellWidth)
    }

    /// The character actually printed for `character`, and its width (0 or more).
    ///
    /// As a last line of defence, should ``replacement`` let a C0 or C1 control or DEL through, it is
    /// printed as U+FFFD: the renderer's output never contains a control byte it did not put there.
    /// - Parameter character: A character of the text.
    /// - Returns: The safe character and its cell width.
    package func visible(_ character: Character) -> (character: Character, width: Int) {
        var shown = replacement(character) ?? character
        if shown.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            shown = "\u{FFFD}"
        }
        return (shown, max(0, width(shown)))
    }
}

extension TerminalGlyphs {
    /// The core's rules with grapheme-cluster widths: ``TerminalCellWidth`` for widths and
    /// ``TerminalCellWidth/visibleReplacement(for:)`` for what to print instead of controls, ESC,
    /// C1 controls and bidi overrides.
    @_spi(Benchmarks) public static let standard = TerminalGlyphs(cellWidth: TerminalCellWidth())
}
