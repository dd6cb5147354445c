import GrowingTextCore
import GrowingTextLayout

/// An editable text for the terminal: GrowingTextLayout's ``TextEditingModel`` plus an undo history.
///
/// The editor knows no maximum length: like a text view's storage, it takes every edit, and the box
/// holding it applies the maximum length after the change, through the core's adapter as the UIKit
/// view does (``GrowingTextBox``). Consecutive typing undoes as one step; a paste, a deletion of a
/// word or line, and a newline are steps of their own; a cut of what an edit inserted belongs to
/// that edit's step (``replace(utf16Range:with:)``).
@_spi(Benchmarks) public struct TextEditor: Sendable {
    private struct Step: Sendable {
        var lower: Int
        var removed: String
        var inserted: String
        var caretBefore: Caret
        var caretAfter: Caret
        var isTyping: Bool
    }

    /// The wrapped text and its caret.
    package private(set) var model: TextEditingModel
    private var undoStack: [Step] = []
    /// Whether the last change was an edit recorded as the top of ``undoStack`` (not an undo or a
    /// redo), so that a cut of what it inserted joins its step.
    private var isLastStepOpen = false
    private var redoStack: [Step] = []
    /// How many undo steps edits have started: one more for an edit that makes a step of its own,
    /// none for typing merged into the last step, nor for undo and redo. A host keeping a history of
    /// its own reads it instead of comparing texts, which would cost the text's length per key.
    private(set) var undoStepsStarted = 0
    /// How many times the text changed (edits, undo and redo): a host that must know whether a
    /// command changed the text reads it instead of comparing texts.
    private(set) var revision = 0
    /// The last change of the text: the UTF-8 range it left, what it removed, and whether an undo
    /// or a redo made it; the box reports it as a text storage reports an edit.
    private(set) var lastChange: (range: Range<Int>, removed: String, isUndoOrRedo: Bool)?

    /// Creates an editor with the caret at the end of `text`.
    /// - Parameters:
    ///   - text: The initial text.
    ///   - width: The wrap width in cells; below 1 is normalised to 1 by the layout.
    ///   - cellWidth: The cells each cluster takes (the terminal's width model); grapheme-cluster
    ///     widths by default.
    @_spi(Benchmarks) public init(
        text: String = "", width: Int, cellWidth: any CellWidthMeasuring = TerminalCellWidth()
    ) {
        model = TextEditingModel(
            text: text, configuration: TextLayoutConfiguration(width: width, cellWidth: cellWidth))
    }

    /// Creates an editor with the caret at the start of `text` that lays out only the start of it:
    /// the caret's line and `lines` lines after it (see `TextEditingModel`'s deferred layout). The
    /// rest is laid out by ``layOutMore()``, or first when a key needs it (Ctrl+End lays out all).
    /// - Parameters:
    ///   - text: The initial text.
    ///   - width: The wrap width in cells; below 1 is normalised to 1 by the layout.
    ///   - cellWidth: The cells each cluster takes (the terminal's width model).
    ///   - lines: The lines after the caret's kept laid out while the rest is not: the rows the box
    ///     may show.
    package init(
        text: String, width: Int, cellWidth: any CellWidthMeasuring, settlingLinesAfterCaret lines: Int
    ) {
        self.init(
            pieces: [TextPiece(text)], width: width, cellWidth: cellWidth, settlingLinesAfterCaret: lines)
    }

    /// Creates an editor as ``init(text:width:cellWidth:settlingLinesAfterCaret:)`` does, for the
    /// text of `pieces` put end to end; each piece is let go of once it is laid out (see
    /// `TextEditingModel`'s deferred layout).
    /// - Parameters:
    ///   - pieces: The text's pieces, in order, each made into a string once it is laid out
    ///     (``TextPiece``); none ending with a CR before an LF.
    ///   - width: The wrap width in cells; below 1 is normalised to 1 by the layout.
    ///   - cellWidth: The cells each cluster takes (the terminal's width model).
    ///   - lines: The lines after the caret's kept laid out while the rest is not.
    package init(
        pieces: [TextPiece], width: Int, cellWidth: any CellWidthMeasuring, settlingLinesAfterCaret lines: Int
    ) {
        model = TextEditingModel(
            pieces: pieces, configuration: TextLayoutConfiguration(width: width, cellWidth: cellWidth),
            settlingLinesAfterCaret: lines)
    }

    /// The text.
    /// - Complexity: O(n).
    package var text: String { model.text }

    /// The UTF-8 length of the text not laid out yet (0 once all of it is).
    package var pendingUTF8Count: Int { model.pendingUTF8Count }

    /// Lays out the next stretch of the text not laid out yet, a few milliseconds' work.
    /// - Returns: Whether text is still not laid out.
    @discardableResult
    package mutating func layOutMore() -> Bool { model.layOutMore() }

    /// Keeps the caret's line and `lines` lines after it laid out while the rest of the text is not.
    package mutating func settle(linesAfterCaret lines: Int) { model.settle(linesAfterCaret: lines) }

    /// Whether there is something to undo.
    package var canUndo: Bool { !undoStack.isEmpty }

    /// The wrap width in cells. Setting it re-wraps the text and keeps the caret.
    package var width: Int {
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
    /// - Complexity: an edit costs what the layout's edit costs plus the removed text; caret moves
    ///   O(log p + k).
    @discardableResult
    package mutating func apply(_ command: EditCommand) -> Bool {
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
    /// - Parameter text: The new text.
    package mutating func setText(_ text: String) {
        replace(0..<model.utf8Count, with: text, isTyping: false)
    }

    /// Replaces a range given in UTF-16 code units (`GrowingTextCore`'s unit), as the core's adapter
    /// asks.
    ///
    /// A deletion inside what the last edit inserted (the maximum length cutting that edit) joins
    /// the edit's undo step, so one undo removes what was kept of it and the text never returns
    /// over the limit; any other replacement is an undoable step of its own.
    /// - Parameters:
    ///   - range: UTF-16 offsets, clamped to the text.
    ///   - replacement: The new text.
    /// - Complexity: O(n): the offsets are converted on the text.
    mutating func replace(utf16Range range: Range<Int>, with replacement: String) {
        let range = utf8Range(ofUTF16: range)
        guard replacement.isEmpty, var step = isLastStepOpen ? undoStack.last : nil,
            let cut = cutInInsertion(of: step, deleting: range)
        else {
            replace(range, with: replacement, isTyping: false)
            return
        }
        model.replaceCharacters(in: cut, with: "")
        revision += 1
        let inserted = step.inserted.utf8
        let cutLower = inserted.index(inserted.startIndex, offsetBy: cut.lowerBound - step.lower)
        let cutUpper = inserted.index(inserted.startIndex, offsetBy: cut.upperBound - step.lower)
        step.inserted = String(step.inserted[..<cutLower]) + String(step.inserted[cutUpper...])
        step.caretAfter = model.caret
        if step.inserted.isEmpty, step.removed.isEmpty {
            // The whole insertion was cut: the edit changed nothing, so it leaves no step to undo.
            undoStack.removeLast()
            isLastStepOpen = false
        } else {
            undoStack[undoStack.count - 1] = step
        }
    }

    /// The range inside what `step` inserted whose deletion leaves the text that deleting `range`
    /// leaves: `range` itself when it lies inside, else the range as long that ends where the
    /// insertion ends, when the text between the two repeats (typing "!" before "!!" inserts one
    /// "!" where the core, comparing texts, sees the last one added); `nil` when there is none.
    /// - Complexity: O(1) for a range inside the insertion; O(n) otherwise (the text is read).
    private func cutInInsertion(of step: Step, deleting range: Range<Int>) -> Range<Int>? {
        let end = step.lower + step.inserted.utf8.count
        guard !range.isEmpty, range.lowerBound >= step.lower else { return nil }
        if range.upperBound <= end { return range }
        let shifted = (end - range.count)..<end
        guard shifted.lowerBound >= step.lower else { return nil }
        // Deleting `shifted` or `range` leaves the same bytes when the bytes from `shifted`'s start
        // to `range`'s start equal those from `shifted`'s end to `range`'s end.
        let text = model.text
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: shifted.lowerBound)
        guard start.samePosition(in: text.unicodeScalars) != nil,
            utf8[start...].prefix(range.lowerBound - shifted.lowerBound).elementsEqual(
                utf8.dropFirst(shifted.upperBound).prefix(range.upperBound - shifted.upperBound))
        else { return nil }
        return shifted
    }

    /// Puts the caret at a UTF-16 offset (clamped, rounded down to a cluster boundary).
    /// - Complexity: O(n): the offset is converted on the text.
    mutating func setCaret(atUTF16Offset offset: Int) {
        model.setCaret(Caret(offset: utf8Range(ofUTF16: offset..<offset).lowerBound))
    }

    private func utf8Range(ofUTF16 range: Range<Int>) -> Range<Int> {
        let text = model.text
        func utf8Offset(_ utf16Offset: Int) -> Int {
            let index =
                text.utf16.index(text.startIndex, offsetBy: max(0, utf16Offset), limitedBy: text.endIndex)
                ?? text.endIndex
            return text.utf8.distance(from: text.startIndex, to: index)
        }
        return utf8Offset(range.lowerBound)..<utf8Offset(range.upperBound)
    }

    private func offset(after movement: CaretMovement) -> Int {
        var probe = model
        probe.moveCaret(movement)
        return probe.caret.offset
    }

    @discardableResult
    private mutating func replace(_ range: Range<Int>, with replacement: String, isTyping: Bool) -> Bool {
        guard !(range.isEmpty && replacement.isEmpty) else { return false }
        // Only the removed part is read, for the undo step: an edit in a long text stays
        // O(touched paragraph).
        model.layOut(throughOffset: range.upperBound)
        let removed = model.layout.text(in: range)
        let before = model.caret
        let change = model.replaceCharacters(in: range, with: replacement)
        revision += 1
        lastChange = (change.insertedRange, removed, false)
        record(
            Step(
                lower: change.insertedRange.lowerBound, removed: removed, inserted: replacement,
                caretBefore: before, caretAfter: model.caret, isTyping: isTyping))
        return true
    }

    private mutating func record(_ step: Step) {
        redoStack.removeAll()
        isLastStepOpen = true
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
        isLastStepOpen = false
        model.replaceCharacters(in: step.lower..<(step.lower + step.inserted.utf8.count), with: step.removed)
        model.setCaret(step.caretBefore)
        revision += 1
        lastChange = (step.lower..<(step.lower + step.removed.utf8.count), step.inserted, true)
        redoStack.append(step)
        return true
    }

    private mutating func redo() -> Bool {
        guard let step = redoStack.popLast() else { return false }
        isLastStepOpen = false
        model.replaceCharacters(in: step.lower..<(step.lower + step.removed.utf8.count), with: step.inserted)
        model.setCaret(step.caretAfter)
        revision += 1
        lastChange = (step.lower..<(step.lower + step.inserted.utf8.count), step.removed, true)
        undoStack.append(step)
        return true
    }
}
