import GrowingTextCore
import GrowingTextLayout

/// A growing multi-line text box drawn in terminal cells: the terminal counterpart of a growing
/// `UITextView`.
///
/// The box is a host of the core's `GrowingTextViewAdapter`, the wiring the UIKit `GrowingTextView`
/// runs: a change of the ``editor``'s text reaches the adapter as the text view's change
/// notification (a new editor as text set in code), a caret move as a selection change, and
/// ``render(width:availableRows:glyphs:)`` is the layout pass, with the width as the bounds and the
/// rows the adapter resolved as the height. The box applies every effect the adapter applies to a
/// text view (the rows, scrolling, the inner offset that keeps the caret visible, the placeholder)
/// and turns the result into ``FrameLine``s.
///
/// The box is a value: copies (an undo history, a test's drawing of a copy) share their state until
/// one of them changes, which then gets its own (copy on write).
@_spi(Benchmarks) public struct GrowingTextBox: Sendable {
    private var host: GrowingTextBoxHost

    /// Creates a box.
    /// - Parameters:
    ///   - editor: The text and its caret.
    ///   - growth: Row limits; `minimumNumberOfLines` 1 and no maximum by default.
    ///   - editing: The maximum length and placeholder rules; none by default. The editor's text is
    ///     taken as it is, as text set in code is.
    ///   - placeholder: The placeholder; none by default.
    ///   - gutter: The left gutter; none by default.
    @_spi(Benchmarks) public init(
        editor: TextEditor, growth: GrowthPolicy = GrowthPolicy(), editing: EditingPolicy = EditingPolicy(),
        placeholder: String = "", gutter: FrameSpan? = nil
    ) {
        host = GrowingTextBoxHost(
            editor: editor, growth: growth, editing: editing, placeholder: placeholder, gutter: gutter)
    }

    /// The text being edited. An edit made through it is the user's, and what it inserts past
    /// ``editing``'s maximum length is cut right after it, as the core's adapter cuts a text view's
    /// input; a new editor is text set in code (never cut, measured without animation).
    package var editor: TextEditor {
        get { host.state.editor }
        set {
            makeUnique()
            host.setEditorInCode(newValue)
        }
        _modify {
            makeUnique()
            let before = host.editorState
            defer { host.editorDidChange(from: before) }
            yield &host.state.editor
        }
    }

    /// Minimum and maximum number of rows (line height is forced to 1 cell, scale to 1).
    package var growth: GrowthPolicy {
        get { host.state.growth }
        set {
            makeUnique()
            host.state.growth = newValue
            host.adapter.layoutInputsDidChange()
        }
    }

    /// The maximum length and placeholder rules.
    package var editing: EditingPolicy {
        get { host.state.editing }
        set {
            makeUnique()
            host.setEditing(newValue)
        }
    }

    /// Shown dimmed while the text is empty.
    package var placeholder: String {
        get { host.state.placeholder }
        set {
            makeUnique()
            host.setPlaceholder(newValue)
        }
    }

    /// Drawn at the left of every row (a bar, a marker); its width is taken from the text width.
    package var gutter: FrameSpan? {
        get { host.state.gutter }
        set {
            makeUnique()
            host.state.gutter = newValue
        }
    }

    /// The first visual line shown when the box scrolls.
    package var scrollTop: Int { max(0, Int(host.state.contentOffsetY.rounded())) }

    /// The rows the box takes, as the last layout pass gave them.
    package var rows: Int { host.state.rows }

    /// The rows of the box at a width, and where the caret is among them.
    @_spi(Benchmarks) public struct Rendering: Hashable, Sendable {
        /// The rows, top to bottom.
        @_spi(Benchmarks) public var lines: [FrameLine]
        /// The caret's cell in these rows.
        package var caret: CellPosition
        /// Whether the text is taller than the box (the box scrolls inside).
        package var scrolls: Bool
    }

    /// Lays the box out at `width` (minus the gutter) and draws it: the layout pass of the adapter,
    /// which resolves the box's height and scrolls inside it so the caret is visible.
    ///
    /// - Parameters:
    ///   - width: The box's width in cells, gutter included; below gutter + 1 is raised to it.
    ///   - availableRows: The most rows the box may take on this screen, the controller's available
    ///     height: the box never takes more, whatever its growth policy allows
    ///     (values below 1 count as 1).
    ///   - glyphs: The width rules, to measure the gutter.
    /// - Returns: The rows and the caret.
    /// - Complexity: O(log p + rows × width) plus the re-wrap when the width changed.
    @_spi(Benchmarks) public mutating func render(width: Int, availableRows: Int, glyphs: TerminalGlyphs)
        -> Rendering
    {
        makeUnique()
        host.layOut(
            textWidth: Self.textWidth(forWidth: width, gutter: host.state.gutter, glyphs: glyphs),
            availableRows: availableRows)
        return host.rendering(gutterWidth: Self.gutterWidth(host.state.gutter, glyphs: glyphs))
    }

    /// Lays out the next stretch of the text not laid out yet (an editor made with
    /// `settlingLinesAfterCaret`): a change of the layout without an edit, measured in the next
    /// layout pass.
    /// - Returns: Whether text is still not laid out.
    @discardableResult
    package mutating func layOutMore() -> Bool {
        makeUnique()
        return host.layOutMore()
    }

    /// The height change the box asked its container to make since this was last called, if any:
    /// `true` when the user's editing caused it (the adapter's container resize).
    mutating func takeContainerResize() -> Bool? {
        guard let byEditing = host.state.containerResize else { return nil }
        makeUnique()
        host.state.containerResize = nil
        return byEditing
    }

    /// The width the text wraps at in a box `width` cells wide: the width minus the gutter, at
    /// least 1. An editor created at this width is not wrapped again when the box is rendered.
    /// - Parameters:
    ///   - width: The box's width in cells, gutter included.
    ///   - gutter: The box's gutter, if any.
    ///   - glyphs: The width rules, to measure the gutter.
    /// - Returns: The text width in cells.
    package static func textWidth(forWidth width: Int, gutter: FrameSpan?, glyphs: TerminalGlyphs) -> Int {
        max(1, width - gutterWidth(gutter, glyphs: glyphs))
    }

    private static func gutterWidth(_ gutter: FrameSpan?, glyphs: TerminalGlyphs) -> Int {
        gutter.map { $0.text.reduce(0) { $0 + glyphs.visible($1).width } } ?? 0
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&host) {
            host = GrowingTextBoxHost(copying: host)
        }
    }
}
