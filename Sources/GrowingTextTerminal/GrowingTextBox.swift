import GrowingTextCore
import GrowingTextLayout

/// A growing multi-line text box drawn in terminal cells: the terminal counterpart of a growing
/// `UITextView`.
///
/// The box is a host of the core's `GrowingTextController`, the controller the UIKit
/// `GrowingTextView` runs: each render measures the ``TextEditor``'s wrapped text (line height 1
/// cell), sends the measurement and a layout pass, and applies the effects (the rows the box takes,
/// scrolling, the inner scroll that keeps the caret visible). The box only turns the answers into
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
    /// The rows the box takes, as the controller last resolved them.
    public private(set) var rows = 1
    /// The decisions of the box, shared with the UIKit `GrowingTextView`.
    private var controller = GrowingTextController()

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
        let placeholderLayout =
            showsPlaceholder ? TextLayout(text: placeholder, configuration: layout.configuration) : nil

        var policy = growth
        policy.lineHeight = 1
        policy.displayScale = 1
        let cap = max(1, availableRows)
        policy.maximumNumberOfLines = min(
            policy.maximumNumberOfLines.flatMap { $0 > 0 ? $0 : nil } ?? cap, cap)
        policy.minimumNumberOfLines = min(policy.minimumNumberOfLines, cap)
        let caret = editor.model.caretPosition
        let rows = layOut(
            policy: policy,
            measurement: GrowingTextController.Measurement(
                width: Double(textWidth), contentHeight: Double(layout.lineCount),
                placeholderHeight: Double(placeholderLayout?.lineCount ?? 0), isTextEmpty: isEmpty),
            caret: Rect(x: Double(caret.column), y: Double(caret.line), width: 1, height: 1))

        var lines: [FrameLine] = []
        let shown = (placeholderLayout ?? layout).lines(in: scrollTop..<(scrollTop + rows))
        let style: TextStyle = placeholderLayout == nil ? .plain : .dim
        for row in 0..<rows {
            var spans = gutter.map { [$0] } ?? []
            if row < shown.count {
                // Tabs as spaces to their stops: the sanitizer would draw a tab as a one-cell symbol.
                let text = layout.configuration.expandingTabs(shown[row].text)
                spans.append(FrameSpan(text, style: style))
            }
            lines.append(FrameLine(spans))
        }
        return Rendering(
            lines: lines,
            caret: CellPosition(row: caret.line - scrollTop, column: gutterWidth + caret.column),
            scrolls: controller.isScrollEnabled)
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

    /// Runs one render through the ``GrowingTextController`` the UIKit view runs: the configuration,
    /// the measurement, a caret to reveal, then a layout pass whose bounds are the rows the box takes.
    ///
    /// - Returns: The number of rows the box takes.
    private mutating func layOut(
        policy: GrowthPolicy, measurement: GrowingTextController.Measurement, caret: Rect
    ) -> Int {
        let configuration = GrowingTextController.Configuration(
            growth: policy, editing: editor.policy, animatesHeightChange: false, caretMargin: 0)
        if configuration != controller.configuration {
            apply(controller.handle(.configurationChanged(configuration)))
        }
        apply(
            controller.handle(.contentMeasured(measurement, scrollState(caret: caret), reason: .layoutChange))
        )
        apply(controller.handle(.selectionChanged))
        apply(controller.handle(.layoutPass(scrollState(caret: caret))))
        apply(controller.handle(.layoutCompleted))
        return rows
    }

    private func scrollState(caret: Rect) -> GrowingTextController.ScrollState {
        GrowingTextController.ScrollState(
            bounds: Size(width: Double(editor.width), height: Double(rows)),
            contentOffsetY: Double(scrollTop), caret: caret)
    }

    /// Applies the controller's effects to the box; the rest (notifications, text edits, which the
    /// ``TextEditor`` makes itself) has nothing to act on in a terminal.
    private mutating func apply(_ effects: [GrowingTextController.Effect]) {
        for effect in effects {
            switch effect {
            case .setHeight(let change):
                rows = max(1, Int(change.to.rounded()))
            case .setContentOffsetY(let offset):
                scrollTop = max(0, Int(offset.rounded()))
            default:
                break
            }
        }
    }
}
