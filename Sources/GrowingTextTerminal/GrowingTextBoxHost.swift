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
    /// The text, its caret and its wrapping; whoever changes it in place calls
    /// ``editorDidChange(from:)`` after.
    var editor: TextEditor
    var growth: GrowthPolicy
    private(set) var placeholder: String
    var gutter: FrameSpan?
    /// The most rows the screen leaves the box, from the last layout; `nil` before the first.
    private var availableRows: Int?
    /// The bounds' height: the rows the box takes.
    private(set) var rows = 1
    /// The content offset, in lines; negative by the alignment inset when the text is centred or at
    /// the bottom of a taller box.
    private(set) var contentOffsetY = 0.0
    private var contentInsetTop = 0.0
    private var isScrollEnabled = false
    private var showsPlaceholder = false
    private var needsLayout = true
    private var isLayoutCompletionScheduled = false
    /// The container resize asked for and not yet taken by the container: `true` when caused by the
    /// user's editing.
    var containerResize: Bool?
    /// The placeholder wrapped at the text's width, made when first needed at that width.
    private var placeholderLayoutCache: TextLayout?
    /// The caret's line and column, found when first needed after a change: a layout pass and the
    /// drawing read it several times per keystroke, and finding it scans its line.
    private var caretPositionCache: CaretPosition?
    private(set) var adapter: GrowingTextViewAdapter<GrowingTextBoxHost>!

    /// What a change of the editor is compared against.
    struct EditorState {
        var revision: Int
        var caret: Caret
        var width: Int
        var policy: EditingPolicy
    }

    init(editor: TextEditor, growth: GrowthPolicy, placeholder: String, gutter: FrameSpan?) {
        self.editor = editor
        self.growth = growth
        self.placeholder = placeholder
        self.gutter = gutter
        adapter = GrowingTextViewAdapter(surface: self)
        adapter.viewDidInitialize()
        // A box edits from its creation: the placeholder shows or hides as for a text view that
        // began editing.
        adapter.editingStateDidChange()
    }

    /// A copy of `other` with its own adapter, whose controller goes on from `other`'s decisions.
    init(copying other: GrowingTextBoxHost) {
        editor = other.editor
        growth = other.growth
        placeholder = other.placeholder
        gutter = other.gutter
        availableRows = other.availableRows
        rows = other.rows
        contentOffsetY = other.contentOffsetY
        contentInsetTop = other.contentInsetTop
        isScrollEnabled = other.isScrollEnabled
        showsPlaceholder = other.showsPlaceholder
        needsLayout = other.needsLayout
        isLayoutCompletionScheduled = other.isLayoutCompletionScheduled
        containerResize = other.containerResize
        placeholderLayoutCache = other.placeholderLayoutCache
        caretPositionCache = other.caretPositionCache
        adapter = GrowingTextViewAdapter(surface: self, controller: other.adapter.controller)
    }

    // MARK: The box's events

    var editorState: EditorState {
        EditorState(
            revision: editor.revision, caret: editor.model.caret, width: editor.width, policy: editor.policy)
    }

    /// After the editor was changed in place: an edit is the text view's change notification, a
    /// caret move a selection change; either is drawn in the next layout pass.
    func editorDidChange(from before: EditorState) {
        let after = editorState
        caretPositionCache = nil
        if after.policy != before.policy {
            adapter.configurationDidChange()
        }
        if after.width != before.width {
            placeholderLayoutCache = nil
        }
        if after.revision != before.revision {
            adapter.textDidChange()
        } else if after.caret != before.caret || after.width != before.width {
            // Wrapping at another width moves the caret to another line, as a move does.
            adapter.selectionDidChange()
        } else {
            return
        }
        needsLayout = true
    }

    /// A new editor: text set in code.
    func setEditorInCode(_ newEditor: TextEditor) {
        adapter.textWillBeSetInCode()
        let policyChanged = newEditor.policy != editor.policy
        editor = newEditor
        placeholderLayoutCache = nil
        caretPositionCache = nil
        if policyChanged {
            adapter.configurationDidChange()
        }
        adapter.textWasSetInCode()
        needsLayout = true
    }

    func setPlaceholder(_ newPlaceholder: String) {
        placeholder = newPlaceholder
        placeholderLayoutCache = nil
        adapter.placeholderDidChange()
    }

    /// One turn of the terminal's run loop for the box: the width and the screen's rows as they are
    /// now, the layout passes that are needed, then what was scheduled for after them.
    ///
    /// - Parameters:
    ///   - textWidth: The text container's width in cells (the bounds' width).
    ///   - availableRows: The most rows the screen leaves the box; below 1 counts as 1.
    func layOut(textWidth: Int, availableRows: Int) {
        let cap = max(1, availableRows)
        if cap != self.availableRows {
            self.availableRows = cap
            adapter.layoutInputsDidChange()
        }
        if textWidth != editor.width {
            // The text container follows the bounds, as a text view's does.
            let before = editorState
            editor.width = textWidth
            editorDidChange(from: before)
        }
        // The controller settles in two passes; a few more stop a layout loop instead of hanging.
        for _ in 0..<8 {
            if needsLayout {
                needsLayout = false
                rows = max(1, Int(adapter.height.rounded()))
                adapter.layoutSubviews()
            } else if isLayoutCompletionScheduled {
                isLayoutCompletionScheduled = false
                adapter.layoutDidComplete()
            } else {
                return
            }
        }
    }

    /// The box drawn as its state stands after ``layOut(textWidth:availableRows:)``.
    func rendering(gutterWidth: Int) -> GrowingTextBox.Rendering {
        let layout = editor.model.layout
        let placeholderLayout = showsPlaceholder && !placeholder.isEmpty ? self.placeholderLayout() : nil
        let top = Int(contentOffsetY.rounded())
        let firstShown = max(0, top)
        let shown = (placeholderLayout ?? layout).lines(in: firstShown..<max(firstShown, top + rows))
        let style: TextStyle = placeholderLayout == nil ? .plain : .dim
        var lines: [FrameLine] = []
        for row in 0..<rows {
            var spans = gutter.map { [$0] } ?? []
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
            scrolls: isScrollEnabled)
    }

    private var caretPosition: CaretPosition {
        if let caretPositionCache { return caretPositionCache }
        let position = editor.model.caretPosition
        caretPositionCache = position
        return position
    }

    private func placeholderLayout() -> TextLayout {
        if let placeholderLayoutCache { return placeholderLayoutCache }
        let layout = TextLayout(text: placeholder, configuration: editor.model.configuration)
        placeholderLayoutCache = layout
        return layout
    }

    // MARK: GrowingTextViewSurface: reading

    var currentText: String { editor.text }
    /// Without reading the text, which costs its length.
    var isTextEmpty: Bool { editor.model.layout.utf8Count == 0 }
    /// Never: a terminal's input method composes in the terminal and sends the committed text.
    var markedTextUTF16Range: Range<Int>? { nil }
    /// Always: a box edits from its creation (a terminal has no first responder to give up).
    var isEditing: Bool { true }
    /// Never: a terminal has no dictation of its own.
    var isDictating: Bool { false }
    /// Never while a change is reported: the editor's undo is one command, applied before the box
    /// hears of it.
    var isUndoingOrRedoing: Bool { false }

    var configuration: GrowingTextController.Configuration {
        var policy = growth
        policy.lineHeight = 1
        policy.displayScale = 1
        if let availableRows {
            policy.maximumNumberOfLines = min(
                policy.maximumNumberOfLines.flatMap { $0 > 0 ? $0 : nil } ?? availableRows, availableRows)
            policy.minimumNumberOfLines = min(policy.minimumNumberOfLines, availableRows)
        }
        return GrowingTextController.Configuration(
            growth: policy, editing: editor.policy, animatesHeightChange: false, caretMargin: 0)
    }

    /// With the caret always: the box keeps its line and column once found.
    func scrollState(readingCaret: Bool) -> GrowingTextController.ScrollState {
        let caret = caretPosition
        return GrowingTextController.ScrollState(
            bounds: Size(width: Double(editor.width), height: Double(rows)), contentOffsetY: contentOffsetY,
            adjustedContentInset: Insets(top: contentInsetTop),
            caret: Rect(x: Double(caret.column), y: Double(caret.line), width: 1, height: 1))
    }

    /// The lines the text wraps into at `width`: the editor's own at its width, a wrapped copy at
    /// any other (the adapter's fitting size). The placeholder counts while the text is empty, as a
    /// text view measures its placeholder label.
    func measure(atWidth width: Double) -> GrowingTextController.Measurement {
        let layout = editor.model.layout
        let isEmpty = layout.utf8Count == 0
        let isOwnWidth = width == boundsWidth
        let lines = isOwnWidth ? layout.lineCount : wrapped(editor.text, atWidth: width).lineCount
        let placeholderLines =
            !isEmpty || placeholder.isEmpty
            ? 0 : isOwnWidth ? placeholderLayout().lineCount : wrapped(placeholder, atWidth: width).lineCount
        return GrowingTextController.Measurement(
            width: width, contentHeight: Double(lines), placeholderHeight: Double(placeholderLines),
            isTextEmpty: isEmpty)
    }

    /// `text` wrapped at `width` cells; an unbounded width (`FittingWidth`'s for no width) wraps at
    /// a million.
    private func wrapped(_ text: String, atWidth width: Double) -> TextLayout {
        var configuration = editor.model.configuration
        configuration.width = Int(max(1, min(width, 1_000_000)))
        return TextLayout(text: text, configuration: configuration)
    }

    /// Every line is one cell tall.
    func lineFragmentHeights(upTo count: Int) -> [Double] {
        Array(repeating: 1, count: max(0, min(count, editor.model.layout.lineCount)))
    }

    var boundsWidth: Double { Double(editor.width) }
    var placeholderText: String? { placeholder.isEmpty ? nil : placeholder }
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
        isScrollEnabled = isEnabled
    }

    func setContentInsetTop(_ top: Double) {
        contentInsetTop = top
    }

    func setContentOffsetY(_ offsetY: Double) {
        contentOffsetY = offsetY
    }

    /// The next layout pass takes the new height.
    func invalidateIntrinsicHeight() {
        needsLayout = true
    }

    /// Never called: there is no constraint (``appHeightConstraintConstant`` is `nil`).
    func setAppHeightConstraintConstant(_ height: Double) {}

    /// Never called: the box is not laid out by its frame (``usesFrameLayout`` is `false`).
    func setFrameHeight(_ height: Double) {}

    func setNeedsLayout() {
        needsLayout = true
    }

    /// Never called: there is no animation root (``animationRoots``).
    func layoutIfNeeded(_ root: HeightAnimationRoot) {}

    /// Never called: there is no animation root (``animationRoots``).
    func animateLayout(of root: HeightAnimationRoot, duration: Double) {}

    /// As one undoable step of the editor's own history (so the adapter's undo callback is never
    /// needed); reported by the adapter, as a terminal has no change notification of its own.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        editor.replace(utf16Range: range, with: replacement)
        caretPositionCache = nil
    }

    func setCaret(atUTF16Offset offset: Int) {
        editor.setCaret(atUTF16Offset: offset)
        caretPositionCache = nil
    }

    /// The placeholder is drawn or not; the hint has no reader in a terminal, which has no
    /// screen-reader API (a screen reader reads the screen, placeholder included).
    func setPlaceholder(isHidden: Bool, accessibilityHint: String?) {
        showsPlaceholder = !isHidden
    }

    /// Nothing: a terminal has no screen-reader API to announce through.
    func announce(_ announcement: String) {}

    /// Runs after the layout passes of this turn (``layOut(textWidth:availableRows:)``).
    func scheduleLayoutCompletion() {
        isLayoutCompletionScheduled = true
    }

    // MARK: GrowingTextViewSurface: telling others

    /// Nothing: a box has no delegate; its container hears of the change (``resizeContainer(for:byEditing:)``).
    func notifyWillChangeHeight(_ change: HeightChange) {}

    /// Nothing: a box has no delegate; its container hears of the change (``resizeContainer(for:byEditing:)``).
    func notifyDidChangeHeight(_ change: HeightChange) {}

    /// Kept for the container (the notes list) to take: a box holds no reference to it, so that
    /// copies of both stay independent values.
    func resizeContainer(for change: HeightChange, byEditing: Bool) {
        containerResize = byEditing || (containerResize ?? false)
    }

    /// Nothing: a box has no delegate; its owner made the edit that the view changed again, and
    /// learns the text from the editor.
    func notifyTextDidChange() {}
}
