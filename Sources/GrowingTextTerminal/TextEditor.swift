import GrowingTextCore
import GrowingTextLayout

/// An editable text for the terminal: the core's ``TextEditingModel`` plus the maximum-length rule
/// of an ``EditingPolicy`` and an undo history.
///
/// Every edit goes through ``EditingPolicy/acceptedEdit(replacing:with:in:isComposing:)``, so a
/// paste past `maximumLength` is cut at a cluster boundary and the caret lands after what was
/// inserted. Consecutive typing undoes as one step; a paste, a deletion of a word or line, and a
/// newline are steps of their own.
public struct TextEditor: Sendable {
    private struct Step: Sendable {
        var lower: Int
        var removed: String
        var inserted: String
        var caretBefore: Caret
        var caretAfter: Caret
        var isTyping: Bool
    }

    /// The wrapped text and its caret.
    public private(set) var model: TextEditingModel
    /// The maximum length and placeholder rules.
    public var policy: EditingPolicy
    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    /// How many undo steps edits have started: one more for an edit that makes a step of its own,
    /// none for typing merged into the last step, nor for undo and redo. A host keeping a history of
    /// its own reads it instead of comparing texts, which would cost the text's length per key.
    private(set) var undoStepsStarted = 0

    /// Creates an editor with the caret at the end of `text`.
    /// - Parameters:
    ///   - text: The initial text, cut to `policy.maximumLength` clusters.
    ///   - width: The wrap width in cells; below 1 is normalised to 1 by the layout.
    ///   - policy: The editing rules; none by default.
    ///   - cellWidth: The cells each cluster takes (the terminal's width model); grapheme-cluster
    ///     widths by default.
    public init(
        text: String = "", width: Int, policy: EditingPolicy = EditingPolicy(),
        cellWidth: any CellWidthMeasuring = TerminalCellWidth()
    ) {
        self.policy = policy
        model = TextEditingModel(
            text: policy.clamped(text),
            configuration: TextLayoutConfiguration(width: width, cellWidth: cellWidth))
    }

    /// The text.
    /// - Complexity: O(n).
    public var text: String { model.text }

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The wrap width in cells. Setting it re-wraps the text and keeps the caret.
    public var width: Int {
        get { model.configuration.width }
        set {
            guard newValue != model.configuration.width else { return }
            var configuration = model.configuration
            configuration.width = newValue
            model.configuration = configuration
        }
    }

    /// Applies a command.
    /// - Parameter command: What to do.
    /// - Returns: Whether the text changed.
    /// - Complexity: without a maximum length, an edit costs what the layout's edit costs plus the
    ///   removed text; with one, O(n) (the maximum-length rule reads the text); caret moves
    ///   O(log p + k).
    @discardableResult
    public mutating func apply(_ command: EditCommand) -> Bool {
        let caret = model.caret.offset
        switch command {
        case .insert(let text): return replace(caret..<caret, with: text, isTyping: true)
        case .paste(let text): return replace(caret..<caret, with: text, isTyping: false)
        case .newline: return replace(caret..<caret, with: "\n", isTyping: false)
        case .move(let movement):
            model.moveCaret(movement)
            return false
        case .deleteBackward: return replace(offset(after: .left)..<caret, with: "", isTyping: false)
        case .deleteForward: return replace(caret..<offset(after: .right), with: "", isTyping: false)
        case .deleteWordBackward: return replace(offset(after: .wordLeft)..<caret, with: "", isTyping: false)
        case .deleteWordForward: return replace(caret..<offset(after: .wordRight), with: "", isTyping: false)
        case .deleteToLineStart:
            let start = offset(after: .lineStart)
            return replace((start < caret ? start : offset(after: .left))..<caret, with: "", isTyping: false)
        case .deleteToLineEnd:
            let end = offset(after: .lineEnd)
            return replace(caret..<(end > caret ? end : offset(after: .right)), with: "", isTyping: false)
        case .undo: return undo()
        case .redo: return redo()
        }
    }

    /// Replaces the whole text (for instance with text loaded from a file) as one undoable step.
    /// - Parameter text: The new text, cut to the maximum length.
    public mutating func setText(_ text: String) {
        replace(0..<model.layout.utf8Count, with: text, isTyping: false)
    }

    private func offset(after movement: CaretMovement) -> Int {
        var probe = model
        probe.moveCaret(movement)
        return probe.caret.offset
    }

    @discardableResult
    private mutating func replace(_ range: Range<Int>, with replacement: String, isTyping: Bool) -> Bool {
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        if policy.maximumLength == nil {
            // No length limit: nothing to check, so the text need not be copied; only the removed
            // part is read, for the undo step (an edit in a long text stays O(touched paragraph)).
            let removed = model.layout.text(in: range)
            let before = model.caret
            let change = model.replaceCharacters(in: range, with: replacement)
            record(
                Step(
                    lower: change.insertedRange.lowerBound, removed: removed, inserted: replacement,
                    caretBefore: before,
                    caretAfter: model.caret, isTyping: isTyping))
            return true
        }
        let text = model.text
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(range.lowerBound, utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(range.upperBound, utf8.count))
        let accepted = policy.acceptedEdit(replacing: lower..<upper, with: replacement, in: text)
        let acceptedLower = utf8.distance(from: utf8.startIndex, to: accepted.range.lowerBound)
        let acceptedUpper = utf8.distance(from: utf8.startIndex, to: accepted.range.upperBound)
        let removed = String(text.unicodeScalars[accepted.range])
        guard !(removed.isEmpty && accepted.replacement.isEmpty) else { return false }
        let before = model.caret
        model.replaceCharacters(in: acceptedLower..<acceptedUpper, with: accepted.replacement)
        let step = Step(
            lower: acceptedLower, removed: removed, inserted: accepted.replacement, caretBefore: before,
            caretAfter: model.caret, isTyping: isTyping)
        record(step)
        return true
    }

    private mutating func record(_ step: Step) {
        redoStack.removeAll()
        if step.isTyping, step.removed.isEmpty, var last = undoStack.last, last.isTyping,
            last.removed.isEmpty,
            last.lower + last.inserted.utf8.count == step.lower,
            !step.inserted.contains(where: \.isWhitespace)
        {
            last.inserted += step.inserted
            last.caretAfter = step.caretAfter
            undoStack[undoStack.count - 1] = last
            return
        }
        undoStack.append(step)
        undoStepsStarted += 1
        if undoStack.count > 1000 { undoStack.removeFirst(undoStack.count - 1000) }
    }

    private mutating func undo() -> Bool {
        guard let step = undoStack.popLast() else { return false }
        model.replaceCharacters(in: step.lower..<(step.lower + step.inserted.utf8.count), with: step.removed)
        model.setCaret(step.caretBefore)
        redoStack.append(step)
        return true
    }

    private mutating func redo() -> Bool {
        guard let step = redoStack.popLast() else { return false }
        model.replaceCharacters(in: step.lower..<(step.lower + step.removed.utf8.count), with: step.inserted)
        model.setCaret(step.caretAfter)
        undoStack.append(step)
        return true
    }
}
