import GrowingTextCore
import GrowingTextLayout

/// A growing multi-line text box drawn in terminal cells: the terminal counterpart of a growing
/// `UITextView`.
///
/// The box asks the core every question: the ``TextEditor``'s layout wraps the text, the
/// ``GrowthPolicy`` (line height 1 cell) resolves how many rows the box takes and whether it
/// scrolls, the placeholder rule lets an empty box grow to its placeholder, and ``CaretVisibility``
/// picks the smallest inner scroll that keeps the caret visible. The box only turns the answers into
/// ``FrameLine``s.
public struct GrowingTextBox: Sendable {
    /// The text being edited.
    public var editor: TextEditor
    /// Minimum and maximum number of rows (line height is forced to 1 cell, scale to 1).
    public var growth: GrowthPolicy
    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// Drawn at the left of every row (a bar, a marker); its width is taken from the text width.
    public var gutter: FrameSpan?
    /// The first visual line shown when the box scrolls.
    public private(set) var scrollTop = 0

    /// Creates a box.
    /// - Parameters:
    ///   - editor: The text and its caret.
    ///   - growth: Row limits; `minimumNumberOfLines` 1 and no maximum by default.
    ///   - placeholder: The placeholder; none by default.
    ///   - gutter: The left gutter; none by default.
    public init(
        editor: TextEditor, growth: GrowthPolicy = GrowthPolicy(), placeholder: String = "",
        gutter: FrameSpan? = nil
    ) {
        self.editor = editor
        self.growth = growth
        self.placeholder = placeholder
        self.gutter = gutter
    }

    /// The rows of the box at a width, and where the caret is among them.
    public struct Rendering: Hashable, Sendable {
        /// The rows, top to bottom.
        public var lines: [FrameLine]
        /// The caret's cell in these rows.
        public var caret: CellPosition
        /// Whether the text is taller than the box (the box scrolls inside).
        public var scrolls: Bool
    }

    /// Wraps the text to `width` (minus the gutter), resolves the box's height with the core and
    /// scrolls inside it so the caret is visible.
    ///
    /// - Parameters:
    ///   - width: The box's width in cells, gutter included; below gutter + 1 is raised to it.
    ///   - availableRows: The most rows the box may take on this screen; caps the policy's maximum
    ///     (values below 1 count as 1).
    ///   - glyphs: The width rules, to measure the gutter.
    /// - Returns: The rows and the caret.
    /// - Complexity: O(log p + rows × width) plus the re-wrap when the width changed.
    public mutating func render(width: Int, availableRows: Int, glyphs: TerminalGlyphs) -> Rendering {
        let gutterWidth = Self.gutterWidth(gutter, glyphs: glyphs)
        let textWidth = Self.textWidth(forWidth: width, gutter: gutter, glyphs: glyphs)
        editor.width = textWidth
        let layout = editor.model.layout
        let isEmpty = layout.utf8Count == 0
        let showsPlaceholder =
            editor.policy.showsPlaceholder(for: isEmpty ? "" : " ", isEditing: true)
            && !placeholder.isEmpty
        let placeholderLayout = showsPlaceholder ? TextLayout(text: placeholder, width: textWidth) : nil

        var policy = growth
        policy.lineHeight = 1
        policy.displayScale = 1
        policy.measuredLineHeights = []
        let cap = max(1, availableRows)
        policy.maximumNumberOfLines = min(
            policy.maximumNumberOfLines.flatMap { $0 > 0 ? $0 : nil } ?? cap, cap)
        policy.minimumNumberOfLines = min(policy.minimumNumberOfLines, cap)
        let resolution = policy.resolve(
            ContentMeasurement(
                contentHeight: Double(layout.lineCount),
                placeholderHeight: Double(placeholderLayout?.lineCount ?? 0), isTextEmpty: isEmpty))
        let rows = max(1, min(cap, resolution.visibleLines))

        let caret = editor.model.caretPosition
        revealCaret(caret, rows: rows, lineCount: layout.lineCount, textWidth: textWidth)

        var lines: [FrameLine] = []
        let shown = (placeholderLayout ?? layout).lines(in: scrollTop..<(scrollTop + rows))
        let style: TextStyle = placeholderLayout == nil ? .plain : .dim
        for row in 0..<rows {
            var spans = gutter.map { [$0] } ?? []
            if row < shown.count {
                let text = Self.expandingTabs(shown[row].text, configuration: layout.configuration)
                spans.append(FrameSpan(text, style: style))
            }
            lines.append(FrameLine(spans))
        }
        return Rendering(
            lines: lines,
            caret: CellPosition(row: caret.line - scrollTop, column: gutterWidth + caret.column),
            scrolls: resolution.scrolls)
    }

    /// The width the text wraps at in a box `width` cells wide: the width minus the gutter, at
    /// least 1. An editor created at this width is not wrapped again when the box is rendered.
    /// - Parameters:
    ///   - width: The box's width in cells, gutter included.
    ///   - gutter: The box's gutter, if any.
    ///   - glyphs: The width rules, to measure the gutter.
    /// - Returns: The text width in cells.
    public static func textWidth(forWidth width: Int, gutter: FrameSpan?, glyphs: TerminalGlyphs) -> Int {
        max(1, width - gutterWidth(gutter, glyphs: glyphs))
    }

    private static func gutterWidth(_ gutter: FrameSpan?, glyphs: TerminalGlyphs) -> Int {
        gutter.map { $0.text.reduce(0) { $0 + glyphs.visible($1).width } } ?? 0
    }

    private mutating func revealCaret(_ caret: CaretPosition, rows: Int, lineCount: Int, textWidth: Int) {
        let viewport = Viewport(
            contentOffset: Point(x: 0, y: Double(scrollTop)),
            size: Size(width: Double(textWidth), height: Double(rows)),
            contentHeight: Double(lineCount))
        var top = viewport.clampedContentOffsetY(Double(scrollTop))
        let caretRect = Rect(x: Double(caret.column), y: Double(caret.line), width: 1, height: 1)
        if let revealed = CaretVisibility.contentOffsetY(
            revealing: caretRect, in: viewport.withContentOffsetY(top), margin: 0)
        {
            top = revealed
        }
        scrollTop = max(0, Int(top.rounded()))
    }

    /// Tabs advance to the layout's tab stops; drawn as spaces so the sanitizer does not show them as
    /// symbols of one cell (which would disagree with the layout's columns).
    private static func expandingTabs(_ text: Substring, configuration: TextLayoutConfiguration) -> String {
        guard text.contains("\t") else { return String(text) }
        var result = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = configuration.tabWidth - column % configuration.tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += max(0, configuration.cellWidth.cellWidth(of: character))
            }
        }
        return result
    }
}
