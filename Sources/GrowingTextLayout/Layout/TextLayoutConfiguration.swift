/// How a ``TextLayout`` wraps its text: the width in cells, the tab stops and the cell metric.
///
/// Every value from the outside world is normalised rather than trusted: a width or tab width of zero
/// or less becomes 1, so a layout always makes progress and never divides by zero.
///
/// ```swift
/// var configuration = TextLayoutConfiguration(width: 40)   // tabs every 8 cells, terminal widths
/// configuration.tabWidth = 4
/// ```
public struct TextLayoutConfiguration: Sendable {
    /// The width lines wrap to, in cells; at least 1.
    ///
    /// Zero or a negative value is normalised to 1: every cluster then gets its own line, which is the
    /// only layout that still covers the text.
    public var width: Int {
        didSet { width = max(1, width) }
    }

    /// The distance between tab stops, in cells; at least 1. The default is 8, as in terminals.
    ///
    /// A tab advances to the next multiple of `tabWidth` from the start of its visual line. Zero or a
    /// negative value is normalised to 1.
    public var tabWidth: Int {
        didSet { tabWidth = max(1, tabWidth) }
    }

    /// The metric giving each grapheme cluster its width in cells; ``TerminalCellWidth`` by default.
    ///
    /// Tabs never reach the metric (they expand to tab stops), and a negative answer counts as 0.
    public var cellWidth: any CellWidthMeasuring {
        get { otherCellWidth ?? terminalCellWidth ?? TerminalCellWidth() }
        set {
            terminalCellWidth = newValue as? TerminalCellWidth
            otherCellWidth = terminalCellWidth == nil ? newValue : nil
        }
    }

    /// ``cellWidth`` when it is the built-in terminal metric, which the layout then applies to UTF-8
    /// directly instead of building a `Character` per cluster.
    private(set) var terminalCellWidth: TerminalCellWidth?

    /// ``cellWidth`` when it is any other metric; `nil` for the terminal's, so that copying a
    /// configuration (every edit and scanner does) copies no existential through its witnesses.
    private var otherCellWidth: (any CellWidthMeasuring)?

    /// The bytes past an edit that re-wrapping the lines after it gets at first, before the paragraph's
    /// gap moves further (``Paragraph/replaceCharacters(in:with:configuration:)``): a line or two of
    /// text, where new lines almost always rejoin the old. At least 1. Not public: the tests and the
    /// layout fuzz target make it a few bytes, so that every edit takes the path that widens it.
    var wrapWindow = 1024 {
        didSet { wrapWindow = max(1, wrapWindow) }
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - width: The wrap width in cells; zero or less is normalised to 1.
    ///   - tabWidth: The distance between tab stops in cells; zero or less is normalised to 1.
    ///   - cellWidth: The per-cluster width metric.
    public init(width: Int, tabWidth: Int = 8, cellWidth: any CellWidthMeasuring = TerminalCellWidth()) {
        self.width = max(1, width)
        self.tabWidth = max(1, tabWidth)
        terminalCellWidth = cellWidth as? TerminalCellWidth
        otherCellWidth = terminalCellWidth == nil ? cellWidth : nil
    }
}
