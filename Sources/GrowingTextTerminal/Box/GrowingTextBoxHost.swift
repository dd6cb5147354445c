import GrowingTextCore
import GrowingTextLayout

/// The state of a ``GrowingTextBox`` as the surface of a text view, for the core's
/// `GrowingTextViewAdapter`: the text container is the ``TextEditor`` (its width the bounds' width,
/// its lines one cell tall), the bounds' height is ``rows``, the content offset is in lines.
///
/// Every requirement reads or writes one piece of that state; which event reaches the controller
/// when, and how its effects apply, is the adapter's, as for the UIKit view. A terminal has no
/// constraints, no animation, no screen-reader API and no delegate: those requirements do nothing,
/// each saying why.
///
/// Only a ``GrowingTextBox`` holds one, and it copies the host before changing a shared one, so no
/// host is ever changed while another thread reads it: hence `@unchecked Sendable`.
final class GrowingTextBoxHost: GrowingTextViewSurface, @unchecked Sendable {
    /// Everything the box is but its adapter, as one value, so that a copy
    /// (``init(copying:)``) takes all of it: a field added here cannot be forgotten there.
    struct State: Sendable {
        /// The text, its caret and its wrapping; whoever changes it in place calls
        /// ``GrowingTextBoxHost/editorDidChange(from:)`` after.
        var editor: TextEditor
        var growth: GrowthPolicy
        /// The maximum length, trimming and placeholder rules, which the adapter applies after each
        /// change of the editor, as it does for a text view.
        var editing: EditingPolicy
        fileprivate(set) var placeholder: String
        var gutter: FrameSpan?
        /// The most rows the screen leaves the box, from the last layout; `nil` before the first.
        fileprivate(set) var availableRows: Int?
        /// The bounds' height: the rows the box takes.
        fileprivate(set) var rows = 1
        /// The content offset, in lines; negative by the alignment inset when the text is centred or
        /// at the bottom of a taller box.
        fileprivate(set) var contentOffsetY = 0.0
        fileprivate var contentInsetTop = 0.0
        fileprivate var isScrollEnabled = false
        fileprivate var showsPlaceholder = false
        fileprivate var needsLayout = true
        fileprivate var isLayoutCompletionScheduled = false
        /// The container resize asked for and not yet taken by the container: `true` when caused by
        /// the user's editing.
        var containerResize: Bool?
        /// The placeholder wrapped at the text's width, made when first needed at that width.
        fileprivate var placeholderLayoutCache: TextLayout?
        /// The caret's line and column, found when first needed after a change: a layout pass and the
        /// drawing read it several times per keystroke, and finding it scans its line.
        fileprivate var caretPositionCache: CaretPosition?
        /// Set while the box reports a change an undo or a redo made.
        fileprivate var isReportingUndo = false
    }

    var state: State
    private(set) var adapter: GrowingTextViewAdapter<GrowingTextBoxHost>!

    /// What a change of the editor is compared against.
    struct EditorState {
        var revision: Int
        var caret: Caret
        var width: Int
        /// The bytes of the text not laid out yet: a key that lays out more (Ctrl+End) changes the
        /// lines without an edit.
        var pendingUTF8Count: Int
    }

    init(
        editor: TextEditor, growth: GrowthPolicy, editing: EditingPolicy, placeholder: String,
        gutter: FrameSpan?
    ) {
        state = State(
            editor: editor, growth: growth, editing: editing, placeholder: placeholder, gutter: gutter)
        adapter = GrowingTextViewAdapter(surface: self)
        adapter.viewDidInitialize()
        // A box edits from its creation: the placeholder shows or hides as for a text view that
        // began editing.
        adapter.editingStateDidChange()
    }

    /// A copy of `other` with its own adapter, whose controller goes on from `other`'s decisions.
    init(copying other: GrowingTextBoxHost) {
        state = other.state
        adapter = GrowingTextViewAdapter(surface: self, controller: other.adapter.controller)
    }

    // MARK: The box's events

    var editorState: EditorState {
        EditorState(
            revision: state.editor.revision, caret: state.editor.model.caret, width: state.editor.width,
            pendingUTF8Count: state.editor.pendingUTF8Count)
    }

    /// After the editor was changed in place: an edit is the text view's change notification, a
    /// caret move a selection change; either is drawn in the next layout pass.
    func editorDidChange(from before: EditorState) {
        let after = editorState
        state.caretPositionCache = nil
        if after.width != before.width {
            state.placeholderLayoutCache = nil
        }
        if after.pendingUTF8Count != before.pendingUTF8Count {
            // More of the text laid out: measured again in the next layout pass, before the caret
            // is revealed in it.
            adapter.contentDidInvalidate()
            state.needsLayout = true
        }
        if after.revision != before.revision {
            reportEditorChange()
        } else if after.caret != before.caret || after.width != before.width {
            // Wrapping at another width moves the caret to another line, as a move does.
            adapter.selectionDidChange()
        } else {
            return
        }
        state.needsLayout = true
    }

    /// The editor's last change, as a text storage reports an edit (its UTF-16 range, only under a
    /// maximum length, the one rule that reads it: converting costs the text's length), then as the
    /// text view's change notification.
    private func reportEditorChange() {
        let change = state.editor.lastChange
        if let change, state.editing.maximumLength != nil {
            let text = state.editor.text
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: min(change.range.lowerBound, utf8.count))
            let upper = utf8.index(utf8.startIndex, offsetBy: min(change.range.upperBound, utf8.count))
            let start = text.utf16.distance(from: text.startIndex, to: lower)
            let end = start + text.utf16.distance(from: lower, to: upper)
            adapter.textStorageDidProcessEditing(
                editedRange: start..<end, changeInLength: end - start - change.removed.utf16.count)
        }
        state.isReportingUndo = change?.isUndoOrRedo ?? false
        adapter.textDidChange()
        state.isReportingUndo = false
    }

    /// A new editor: text set in code.
    func setEditorInCode(_ newEditor: TextEditor) {
        adapter.textWillBeSetInCode()
        state.editor = newEditor
        state.placeholderLayoutCache = nil
        state.caretPositionCache = nil
        adapter.textWasSetInCode()
        state.needsLayout = true
    }

    /// New editing rules: a configuration change, as for a text view whose rules the app set.
    func setEditing(_ editing: EditingPolicy) {
        guard editing != state.editing else { return }
        state.editing = editing
        adapter.configurationDidChange()
    }

    func setPlaceholder(_ newPlaceholder: String) {
        state.placeholder = newPlaceholder
        state.placeholderLayoutCache = nil
        adapter.placeholderDidChange()
    }

    /// One turn of the terminal's run loop for the box: the width and the screen's rows as they are
    /// now, the layout passes that are needed, then what was scheduled for after them.
    ///
    /// - Parameters:
    ///   - textWidth: The text container's width in cells (the bounds' width).
    ///   - availableRows: The most rows the screen leaves the box; below 1 counts as 1.
    func layOut(textWidth: Int, availableRows: Int) {
        let available = max(1, availableRows)
        if available != state.availableRows {
            // The controller's available height: a new configuration, the content unchanged (but
            // for more of it laid out, when a box that may show more rows holds text not laid out).
            state.availableRows = available
            state.editor.settle(linesAfterCaret: available)
            adapter.configurationDidChange()
        }
        if textWidth != state.editor.width {
            // The text container follows the bounds, as a text view's does.
            let before = editorState
            state.editor.width = textWidth
            editorDidChange(from: before)
        }
        // The controller settles in two passes; a few more stop a layout loop instead of hanging.
        for _ in 0..<8 {
            if state.needsLayout {
                state.needsLayout = false
                state.rows = max(1, Int(adapter.height.rounded()))
                adapter.layoutSubviews()
            } else if state.isLayoutCompletionScheduled {
                state.isLayoutCompletionScheduled = false
                adapter.layoutDidComplete()
            } else {
                return
            }
        }
    }

    /// Lays out the next stretch of the text not laid out yet, as a change of the text's layout
    /// without an edit: measured in the next layout pass.
    /// - Returns: Whether text is still not laid out.
    func layOutMore() -> Bool {
        let isPending = state.editor.layOutMore()
        adapter.contentDidInvalidate()
        state.needsLayout = true
        return isPending
    }

    /// The box drawn as its state stands after ``layOut(textWidth:availableRows:)``.
    func rendering(gutterWidth: Int) -> GrowingTextBox.Rendering {
        let layout = state.editor.model.layout
        let placeholderLayout =
            state.showsPlaceholder && !state.placeholder.isEmpty ? self.placeholderLayout() : nil
        let top = Int(state.contentOffsetY.rounded())
        let firstShown = max(0, top)
        let shown = (placeholderLayout ?? layout).lines(in: firstShown..<max(firstShown, top + state.rows))
        let style: TextStyle = placeholderLayout == nil ? .plain : .dim
        var lines: [FrameLine] = []
        for row in 0..<state.rows {
            var spans = state.gutter.map { [$0] } ?? []
            let index = top + row - firstShown
            if top + row >= 0, index < shown.count {
                // Tabs as spaces to their stops: the sanitizer would draw a tab as a one-cell symbol.
                spans.append(FrameSpan(layout.configuration.expandingTabs(shown[index].text), style: style))
            }
            lines.append(FrameLine(spans))
        }
        let caret = caretPosition
        return GrowingTextBox.Rendering(
            lines: lines, caret: CellPosition(row: caret.line - top, column: gutterWidth + caret.column),
            scrolls: state.isScrollEnabled)
    }

    private var caretPosition: CaretPosition {
        if let cached = state.caretPositionCache { return cached }
        let position = state.editor.model.caretPosition
        state.caretPositionCache = position
        return position
    }

    private func placeholderLayout() -> TextLayout {
        if let cached = state.placeholderLayoutCache { return cached }
        let layout = TextLayout(text: state.placeholder, configuration: state.editor.model.configuration)
        state.placeholderLayoutCache = layout
        return layout
    }

    // MARK: GrowingTextViewSurface: reading

    var currentText: String { state.editor.text }
    /// Without reading the text, which costs its length.
    var isTextEmpty: Bool { state.editor.model.utf8Count == 0 }
    /// Never: a terminal's input method composes in the terminal and sends the committed text.
    var markedTextUTF16Range: Range<Int>? { nil }
    /// Always: a box edits from its creation (a terminal has no first responder to give up).
    var isEditing: Bool { true }
    /// Never: a terminal has no dictation of its own.
    var isDictating: Bool { false }
    /// While the box reports a change the editor's undo or redo made.
    var isUndoingOrRedoing: Bool { state.isReportingUndo }

    /// The box's limits in cells (one per line, no pixel grid), its editing rules, and the rows the
    /// screen leaves it as the controller's available height.
    var configuration: GrowingTextController.Configuration {
        var growth = state.growth
        growth.lineHeight = 1
        growth.displayScale = 1
        return GrowingTextController.Configuration(
            growth: growth, editing: state.editing, animatesHeightChange: false, caretMargin: 0,
            availableHeight: state.availableRows.map(Double.init))
    }

    /// One cell: a terminal has no paragraph style.
    var typingLineHeight: Double { 1 }

    /// With the caret always: the box keeps its line and column once found.
    func scrollState(readingCaret: Bool) -> GrowingTextController.ScrollState {
        let caret = caretPosition
        return GrowingTextController.ScrollState(
            bounds: Size(width: Double(state.editor.width), height: Double(state.rows)),
            contentOffsetY: state.contentOffsetY,
            adjustedContentInset: Insets(top: state.contentInsetTop),
            caret: Rect(x: Double(caret.column), y: Double(caret.line), width: 1, height: 1))
    }

    /// The lines the text wraps into at `width`: the editor's own at its width, a wrapped copy at
    /// any other (the adapter's fitting size). The placeholder counts while the text is empty, as a
    /// text view measures its placeholder label.
    func measure(atWidth width: Double) -> GrowingTextController.Measurement {
        let layout = state.editor.model.layout
        let isEmpty = state.editor.model.utf8Count == 0
        let isOwnWidth = width == boundsWidth
        let lines = isOwnWidth ? layout.lineCount : wrapped(state.editor.text, atWidth: width).lineCount
        let placeholderLines =
            !isEmpty || state.placeholder.isEmpty
            ? 0
            : isOwnWidth
                ? placeholderLayout().lineCount : wrapped(state.placeholder, atWidth: width).lineCount
        return GrowingTextController.Measurement(
            width: width, contentHeight: Double(lines), placeholderHeight: Double(placeholderLines),
            isTextEmpty: isEmpty)
    }

    /// `text` wrapped at `width` cells; an unbounded width (`FittingWidth`'s for no width) wraps at
    /// a million.
    private func wrapped(_ text: String, atWidth width: Double) -> TextLayout {
        var configuration = state.editor.model.configuration
        configuration.width = Int(max(1, min(width, 1_000_000)))
        return TextLayout(text: text, configuration: configuration)
    }

    /// Every line is one cell tall, one below the other.
    func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame] {
        (0..<max(0, min(count, state.editor.model.layout.lineCount))).map {
            LineFragmentFrame(minY: Double($0), height: 1)
        }
    }

    /// None: at any width every line is one cell tall, the typing line height the lines past the
    /// fragments take, so wrapping the text again would change nothing.
    func lineFragmentFrames(upTo count: Int, atWidth width: Double) -> [LineFragmentFrame] { [] }

    var boundsWidth: Double { Double(state.editor.width) }
    var placeholderText: String? { state.placeholder.isEmpty ? nil : state.placeholder }
    /// None: nothing constrains a box in a terminal.
    var appHeightConstraintConstant: Double? { nil }
    /// No: the box's height follows the adapter's resolved height at each layout pass, as a view's
    /// intrinsic size does.
    var usesFrameLayout: Bool { false }
    /// None: a terminal redraws whole frames, so no height change animates.
    var animationRoots: (hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool) {
        (false, false, false)
    }

    // MARK: GrowingTextViewSurface: writing

    func setScrollEnabled(_ isEnabled: Bool) {
        state.isScrollEnabled = isEnabled
    }

    func setContentInsetTop(_ top: Double) {
        state.contentInsetTop = top
    }

    func setContentOffsetY(_ offsetY: Double) {
        state.contentOffsetY = offsetY
    }

    /// The next layout pass takes the new height.
    func invalidateIntrinsicHeight() {
        state.needsLayout = true
    }

    /// Never called: there is no constraint (``appHeightConstraintConstant`` is `nil`).
    func setAppHeightConstraintConstant(_ height: Double) {}

    /// Never called: the box is not laid out by its frame (``usesFrameLayout`` is `false`).
    func setFrameHeight(_ height: Double) {}

    func setNeedsLayout() {
        state.needsLayout = true
    }

    /// Never called: there is no animation root (``animationRoots``).
    func layoutIfNeeded(_ root: HeightAnimationRoot) {}

    /// Never called: there is no animation root (``animationRoots``).
    func animateLayout(of root: HeightAnimationRoot, duration: Double) {}

    /// Through the editor's undo, like UIKit's `replace(_:withText:)`: the maximum length cutting
    /// the last edit joins that edit's step (``TextEditor/replace(utf16Range:with:)``). Reported by
    /// the adapter, as a terminal has no change notification of its own.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        state.editor.replace(utf16Range: range, with: replacement)
        state.caretPositionCache = nil
    }

    func setCaret(atUTF16Offset offset: Int) {
        state.editor.setCaret(atUTF16Offset: offset)
        state.caretPositionCache = nil
    }

    /// The placeholder is drawn or not; the hint has no reader in a terminal, which has no
    /// screen-reader API (a screen reader reads the screen, placeholder included).
    func setPlaceholder(isHidden: Bool, accessibilityHint: String?) {
        state.showsPlaceholder = !isHidden
    }

    /// Nothing: a terminal has no screen-reader API to announce through.
    func announce(_ announcement: String) {}

    /// Runs after the layout passes of this turn (``layOut(textWidth:availableRows:)``).
    func scheduleLayoutCompletion() {
        state.isLayoutCompletionScheduled = true
    }

    // MARK: GrowingTextViewSurface: telling others

    /// Nothing: a box has no delegate; its container hears of the change (``resizeContainer(for:byEditing:)``).
    func notifyWillChangeHeight(_ change: HeightChange) {}

    /// Nothing: a box has no delegate; its container hears of the change (``resizeContainer(for:byEditing:)``).
    func notifyDidChangeHeight(_ change: HeightChange) {}

    /// Kept for the container (the notes list) to take: a box holds no reference to it, so that
    /// copies of both stay independent values.
    func resizeContainer(for change: HeightChange, byEditing: Bool) {
        state.containerResize = byEditing || (state.containerResize ?? false)
    }

    /// Nothing: a box has no delegate; its owner made the edit that the view changed again, and
    /// learns the text from the editor.
    func notifyTextDidChange() {}
}
