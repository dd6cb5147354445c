/// An editable text with a caret: the model a text input (terminal or otherwise) drives from keys.
///
/// It owns a ``TextLayout`` and a ``Caret``, applies typing, deletion and caret movement the way
/// text views do, and remembers the preferred column so a caret moved up and down through short
/// lines comes back to where it started.
///
/// ```swift
/// var model = TextEditingModel(text: "", configuration: TextLayoutConfiguration(width: 20))
/// model.insert("Hello, world")
/// model.moveCaret(.wordLeft)          // before "world"
/// model.deleteBackward()              // deletes the space: "Hello,world"
/// model.caretPosition                 // CaretPosition(line: 0, column: 6)
/// model.layout.lines(in: 0..<3)       // what to draw
/// ```
public struct TextEditingModel: Sendable {
    /// The laid-out text.
    public internal(set) var layout: TextLayout
    /// The caret, always at a cluster boundary of ``text``.
    public private(set) var caret: Caret
    /// The column vertical movement aims for, set by the first `.up` or `.down` and cleared by any
    /// other movement or edit.
    public private(set) var preferredColumn: Int?
    /// The end of the text that ``layout`` does not hold yet (see
    /// ``init(text:configuration:settlingLinesAfterCaret:settlingStretchLength:)``), up to the end
    /// of its piece; empty once all of it is laid out.
    var pendingText: Substring = ""
    /// The pieces of the text after ``pendingText``'s, last first (see
    /// ``init(pieces:configuration:settlingLinesAfterCaret:settlingStretchLength:)``), none empty; empty
    /// while ``pendingText`` is.
    var pendingPieces: [TextPiece] = []
    /// The UTF-8 length of ``pendingPieces``.
    var pendingPiecesUTF8Count = 0
    /// How many lines after the caret's must be settled while text is pending.
    var settledLinesAfterCaret = 0
    /// The most bytes laid out at a time to settle the caret (``settleAroundCaret()``).
    var settlingStretchLength = 0

    /// Creates a model with the caret at the end of the text.
    ///
    /// - Parameters:
    ///   - text: The initial text.
    ///   - configuration: The wrap width, tab stops and metric.
    public init(text: String = "", configuration: TextLayoutConfiguration) {
        layout = TextLayout(text: text, configuration: configuration)
        caret = Caret(offset: layout.utf8Count)
    }

    /// The text.
    ///
    /// - Complexity: O(n).
    public var text: String {
        pendingText.isEmpty
            ? layout.text : pendingPieces.reversed().reduce(layout.text + pendingText) { $0 + $1.string }
    }

    /// The wrap width, tab stops and metric; setting it re-wraps the text and keeps the caret's offset.
    public var configuration: TextLayoutConfiguration {
        get { layout.configuration }
        set {
            layout.configuration = newValue
            caret = layout.normalized(caret)
            preferredColumn = nil
            settleAroundCaret()
        }
    }

    /// The caret's visual line and column.
    ///
    /// - Complexity: O(log p + k) for k clusters before the caret on its line.
    public var caretPosition: CaretPosition { layout.position(of: caret) }

    /// Inserts text at the caret and puts the caret after it.
    ///
    /// - Parameter string: The text to insert; may hold newlines of any kind.
    public mutating func insert(_ string: String) {
        replaceCharacters(in: caret.offset..<caret.offset, with: string)
    }

    /// Deletes the grapheme cluster before the caret (a CR LF as one), as the Backspace key does.
    public mutating func deleteBackward() {
        let previous = layout.caret(caret, movedBy: .left)
        replaceCharacters(in: previous.offset..<caret.offset, with: "")
    }

    /// Deletes the grapheme cluster after the caret, as the Delete key does.
    public mutating func deleteForward() {
        let next = layout.caret(caret, movedBy: .right)
        replaceCharacters(in: caret.offset..<next.offset, with: "")
    }

    /// Replaces a range of the text and puts the caret after the replacement.
    ///
    /// - Parameters:
    ///   - range: UTF-8 offsets, clamped to the text and rounded down to scalar boundaries.
    ///   - string: The new text.
    /// - Returns: Which visual lines changed.
    @discardableResult
    public mutating func replaceCharacters(in range: Range<Int>, with string: String) -> TextLayoutChange {
        layOut(throughOffset: range.upperBound)
        let change = layout.replaceCharacters(in: range, with: string)
        caret = layout.caret(atOrAfter: change.insertedRange.upperBound)
        preferredColumn = nil
        settleAroundCaret()
        return change
    }

    /// Moves the caret, as the arrow, Home and End keys do.
    ///
    /// - Parameter movement: The move; `.up` and `.down` keep the preferred column.
    public mutating func moveCaret(_ movement: CaretMovement) {
        if movement == .textEnd {
            layOutRemainder()
        }
        let before = (caret, preferredColumn)
        move(movement)
        // While text is pending, a move that ends where the rest of the text could still change the
        // lines is made again over more of the text.
        while !isSettled(caret) {
            (caret, preferredColumn) = before
            layOutNextStretch(maximumLength: settlingStretchLength)
            move(movement)
        }
    }

    private mutating func move(_ movement: CaretMovement) {
        switch movement {
        case .up, .down:
            let column = preferredColumn ?? caretPosition.column
            caret = layout.caret(caret, movedBy: movement, preferredColumn: column)
            preferredColumn = column
        default:
            caret = layout.caret(caret, movedBy: movement)
            preferredColumn = nil
        }
    }

    /// Puts the caret at an offset, as a click or a restored selection does.
    ///
    /// - Parameter newCaret: The caret; its offset is clamped to the text and rounded down to a
    ///   cluster boundary, and its affinity kept only at a soft wrap boundary.
    public mutating func setCaret(_ newCaret: Caret) {
        layOut(throughOffset: newCaret.offset)
        caret = layout.normalized(newCaret)
        preferredColumn = nil
        settleAroundCaret()
    }
}

extension TextLayout {
    /// The caret at the first cluster boundary at or after `offset` (clamped to the text).
    func caret(atOrAfter offset: Int) -> Caret {
        let caret = normalized(Caret(offset: offset))
        guard caret.offset < min(max(offset, 0), utf8Count) else { return caret }
        return self.caret(caret, movedBy: .right)
    }
}
