/// One of the eight basic terminal colours.
public enum TerminalColor: Int, Hashable, Sendable {
    /// Black.
    case black = 0
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
}

/// How a span of text is drawn. The default is plain text.
///
/// Colour is dropped when the renderer runs without colour (`NO_COLOR`); dim, bold and inverse are
/// not colours and stay, so the placeholder still reads as a placeholder.
@_spi(Benchmarks) public struct TextStyle: Hashable, Sendable {
    /// Faint text (placeholders, hints).
    package var isDim: Bool
    /// Bold text.
    package var isBold: Bool
    /// Swapped foreground and background.
    package var isInverse: Bool
    /// Foreground colour, or `nil` for the terminal's default.
    package var color: TerminalColor?

    /// Creates a style; every attribute is off by default.
    /// - Parameters:
    ///   - isDim: Faint text.
    ///   - isBold: Bold text.
    ///   - isInverse: Swapped colours.
    ///   - color: Foreground colour.
    package init(
        isDim: Bool = false, isBold: Bool = false, isInverse: Bool = false, color: TerminalColor? = nil
    ) {
        self.isDim = isDim
        self.isBold = isBold
        self.isInverse = isInverse
        self.color = color
    }

    /// No attributes.
    @_spi(Benchmarks) public static let plain = TextStyle()
    /// Faint text.
    package static let dim = TextStyle(isDim: true)
}

/// A run of text in one style.
@_spi(Benchmarks) public struct FrameSpan: Hashable, Sendable {
    /// The text, unsanitised: the renderer replaces controls with visible symbols.
    package var text: String
    /// Its style.
    package var style: TextStyle

    /// Creates a span.
    /// - Parameters:
    ///   - text: The text; any string is safe here.
    ///   - style: Its style; plain by default.
    @_spi(Benchmarks) public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row of a frame: spans drawn left to right from column 0.
@_spi(Benchmarks) public struct FrameLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The spans.
    package var spans: [FrameSpan]

    /// Creates a line from spans.
    /// - Parameter spans: The spans, drawn in order.
    package init(_ spans: [FrameSpan]) {
        self.spans = spans
    }

    /// Creates a line of one span.
    /// - Parameters:
    ///   - text: The text.
    ///   - style: Its style.
    @_spi(Benchmarks) public init(_ text: String, style: TextStyle = .plain) {
        self.spans = text.isEmpty ? [] : [FrameSpan(text, style: style)]
    }

    /// Creates a plain line from a literal.
    /// - Parameter value: The text.
    @_spi(Benchmarks) public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text of every span, without styles (what a golden frame compares).
    package var text: String {
        spans.map(\.text).joined()
    }
}

/// A cell position: row and column, both from 0.
package struct CellPosition: Hashable, Sendable {
    /// Row from the top of the frame.
    package var row: Int
    /// Column in cells from the left edge.
    package var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - row: Row from 0.
    ///   - column: Column from 0.
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the screen should show: lines from the top of the drawing area, and where the cursor goes.
@_spi(Benchmarks) public struct Frame: Hashable, Sendable {
    /// The rows, top to bottom.
    package var lines: [FrameLine]
    /// Where the terminal cursor is placed, or `nil` to hide it.
    package var cursor: CellPosition?

    /// Creates a frame.
    /// - Parameters:
    ///   - lines: The rows.
    ///   - cursor: The cursor position; hidden when `nil`.
    package init(lines: [FrameLine], cursor: CellPosition? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}
