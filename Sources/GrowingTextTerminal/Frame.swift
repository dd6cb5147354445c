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
public struct TextStyle: Hashable, Sendable {
    /// Faint text (placeholders, hints).
    public var isDim: Bool
    /// Bold text.
    public var isBold: Bool
    /// Swapped foreground and background.
    public var isInverse: Bool
    /// Foreground colour, or `nil` for the terminal's default.
    public var color: TerminalColor?

    /// Creates a style; every attribute is off by default.
    /// - Parameters:
    ///   - isDim: Faint text.
    ///   - isBold: Bold text.
    ///   - isInverse: Swapped colours.
    ///   - color: Foreground colour.
    public init(
        isDim: Bool = false, isBold: Bool = false, isInverse: Bool = false, color: TerminalColor? = nil
    ) {
        self.isDim = isDim
        self.isBold = isBold
        self.isInverse = isInverse
        self.color = color
    }

    /// No attributes.
    public static let plain = TextStyle()
    /// Faint text.
    public static let dim = TextStyle(isDim: true)
}

/// A run of text in one style.
public struct FrameSpan: Hashable, Sendable {
    /// The text, unsanitised: the renderer replaces controls with visible symbols.
    public var text: String
    /// Its style.
    public var style: TextStyle

    /// Creates a span.
    /// - Parameters:
    ///   - text: The text; any string is safe here.
    ///   - style: Its style; plain by default.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row of a frame: spans drawn left to right from column 0.
public struct FrameLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The spans.
    public var spans: [FrameSpan]

    /// Creates a line from spans.
    /// - Parameter spans: The spans, drawn in order.
    public init(_ spans: [FrameSpan]) {
        self.spans = spans
    }

    /// Creates a line of one span.
    /// - Parameters:
    ///   - text: The text.
    ///   - style: Its style.
    public init(_ text: String, style: TextStyle = .plain) {
        self.spans = text.isEmpty ? [] : [FrameSpan(text, style: style)]
    }

    /// Creates a plain line from a literal.
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text of every span, without styles (what a golden frame compares).
    public var text: String {
        spans.map(\.text).joined()
    }
}

/// A cell position: row and column, both from 0.
public struct CellPosition: Hashable, Sendable {
    /// Row from the top of the frame.
    public var row: Int
    /// Column in cells from the left edge.
    public var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - row: Row from 0.
    ///   - column: Column from 0.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the screen should show: lines from the top of the drawing area, and where the cursor goes.
public struct Frame: Hashable, Sendable {
    /// The rows, top to bottom.
    public var lines: [FrameLine]
    /// Where the terminal cursor is placed, or `nil` to hide it.
    public var cursor: CellPosition?

    /// Creates a frame.
    /// - Parameters:
    ///   - lines: The rows.
    ///   - cursor: The cursor position; hidden when `nil`.
    public init(lines: [FrameLine], cursor: CellPosition? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}
