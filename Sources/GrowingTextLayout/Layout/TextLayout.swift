/// Text wrapped to a width in cells, kept as paragraphs so an edit re-wraps only what it touches.
///
/// `TextLayout` is the measuring half of a growing text input: it answers how many visual lines the
/// text takes, what each line shows, and where a caret stands, and it applies edits incrementally.
/// All offsets are UTF-8 code-unit offsets from the start of the text; a caret only ever stands at a
/// grapheme-cluster boundary.
///
/// ```swift
/// var layout = TextLayout(text: "Hello, wide world", configuration: .init(width: 10))
/// layout.lineCount                                  // 2: "Hello, " and "wide world"
/// layout.replaceCharacters(in: 5..<6, with: "!")    // re-wraps only the first paragraph
/// layout.position(of: Caret(offset: 7))             // CaretPosition(line: 1, column: 0)
/// layout.contentHeight(lineHeight: 1)               // 2.0
/// ```
///
/// Paragraph lengths and line counts are kept as running sums over chunks of paragraphs, so locating
/// the paragraph of an offset or a line costs O(log p) for p paragraphs whatever the text's size, and
/// the total height O(1).
///
/// Changing ``configuration`` re-wraps the whole text.
public struct TextLayout: Sendable {
    /// The wrap width, tab stops and cell metric. Setting it re-wraps every paragraph.
    ///
    /// - Complexity: O(n) to set.
    public var configuration: TextLayoutConfiguration {
        didSet {
            let configuration = configuration
            paragraphs.modifyAll { $0.rewrap(configuration: configuration) }
            checkInvariants()
        }
    }

    /// The paragraphs in order, with their running sums; never empty, and only the last lacks a
    /// newline. Any change forgets ``knownUnbrokenRun``; an edit that knows it sets it again after.
    var paragraphs: ParagraphIndex {
        didSet { knownUnbrokenRun = nil }
    }

    /// Line records of one paragraph known to be lines of one unbroken run
    /// (``LineRecord/continuesRun(of:)``), the record at the range's upper bound being the first after
    /// them that is not one (or the end of the paragraph's lines).
    ///
    /// An edit inside a long unbroken run keeps the run's lines in place and must know where the
    /// run ends (``LineWrapper/Tail/keptUnbrokenRun(at:state:containing:width:)``): the first such
    /// edit finds it with a pass over the run's records, and the layout keeps it, updated by the
    /// edit, so that typing on in the run looks at no other record. One for the whole layout (the
    /// run being typed in), so that paragraphs stay 40 bytes.
    struct KnownUnbrokenRun: Hashable, Sendable {
        /// The paragraph's index.
        var paragraph: Int
        /// The run's line records in the paragraph.
        var lines: Range<Int>
    }

    /// The run the last edit kept in place, if that edit was inside one and nothing changed since.
    var knownUnbrokenRun: KnownUnbrokenRun?

    /// The UTF-8 length of the text.
    public var utf8Count: Int { paragraphs.totalLength }

    /// The number of visual lines; at least 1 (empty text is one empty line).
    ///
    /// - Complexity: O(1).
    public var lineCount: Int { paragraphs.totalLines }

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - text: The text; any newline (LF, CR, CR LF, NEL, VT, FF, U+2028, U+2029) ends a paragraph.
    ///   - configuration: The width, tab stops and metric.
    /// - Complexity: O(n).
    public init(text: String = "", configuration: TextLayoutConfiguration) {
        self.configuration = configuration
        paragraphs = ParagraphIndex(
            Paragraph.split(text[...], includingRemainder: true).map {
                Paragraph(text: $0, configuration: configuration)
            })
        checkInvariants()
    }

    /// Lays out `text` at `width` cells with the default tab stops and terminal cell widths.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The wrap width in cells; zero or less is normalised to 1.
    /// - Complexity: O(n).
    public init(text: String = "", width: Int) {
        self.init(text: text, configuration: TextLayoutConfiguration(width: width))
    }

    /// The whole text.
    ///
    /// - Complexity: O(n).
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8Count)
        for paragraph in paragraphs.all {
            paragraph.withBytes(in: 0..<paragraph.length) { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs `body` on the text's UTF-8, in order, a contiguous run at a time, copying none of it: a
    /// writer of the text (a save) then needs no string of it. A run may end inside a scalar.
    ///
    /// - Complexity: O(n) in the bytes `body` reads, plus O(p) for p paragraphs.
    package func forEachUTF8Run(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        for paragraph in paragraphs.all {
            try paragraph.storage.forEachRun(body)
        }
    }

    /// The text of a range: what ``replaceCharacters(in:with:)`` on that range would remove.
    ///
    /// - Parameter range: UTF-8 offsets, clamped to the text and rounded down to scalar boundaries.
    /// - Returns: The text between the bounds.
    /// - Complexity: O(log p + k) for k bytes in the range, whatever the text's size.
    public func text(in range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, utf8Count))
        let upper = max(lower, min(range.upperBound, utf8Count))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(upper - lower)
        var location: ParagraphIndex.Location? = paragraphs.location(coveringOffset: lower)
        while let current = location, current.start < upper {
            let paragraph = paragraphs[current]
            let from = paragraph.scalarBoundary(atOrBefore: max(0, lower - current.start))
            let to = paragraph.scalarBoundary(atOrBefore: min(paragraph.length, upper - current.start))
            if from < to { paragraph.withBytes(in: from..<to) { bytes.append(contentsOf: $0) } }
            location = paragraphs.location(after: current)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of paragraphs: one more than the number of newlines.
    public var paragraphCount: Int { paragraphs.count }

    /// The height of all lines for a line height (1 for terminal cells).
    ///
    /// - Parameter lineHeight: The height of one line; NaN, infinite or negative counts as 0.
    /// - Returns: `lineCount × lineHeight`.
    /// - Complexity: O(1).
    public func contentHeight(lineHeight: Double) -> Double {
        guard lineHeight.isFinite && lineHeight > 0 else { return 0 }
        return Double(lineCount) * lineHeight
    }

    /// The visual line at `index`, or `nil` when it is out of range.
    ///
    /// - Complexity: O(log p) for p paragraphs.
    public func line(at index: Int) -> LayoutLine? {
        guard index >= 0 && index < lineCount else { return nil }
        let paragraphIndex = paragraphs.index(coveringLine: index)
        return makeLine(
            paragraphIndex: paragraphIndex,
            lineIndex: index - paragraphs.firstLine(ofParagraph: paragraphIndex))
    }

    /// The visual lines in `range` (clamped to the lines that exist): what a renderer shows.
    ///
    /// - Complexity: O(log p + k) for k lines returned.
    public func lines(in range: Range<Int>) -> [LayoutLine] {
        let lower = max(0, min(range.lowerBound, lineCount))
        let upper = max(lower, min(range.upperBound, lineCount))
        guard lower < upper else { return [] }
        var result: [LayoutLine] = []
        result.reserveCapacity(upper - lower)
        var paragraphIndex = paragraphs.index(coveringLine: lower)
        var lineIndex = lower - paragraphs.firstLine(ofParagraph: paragraphIndex)
        // Each paragraph is read once and its offset found once, not for every line drawn.
        var paragraph = paragraphs[paragraphIndex]
        var base = paragraphs.offset(ofParagraph: paragraphIndex)
        for line in lower..<upper {
            result.append(Self.makeLine(lineIndex, of: paragraph, at: base))
            lineIndex += 1
            if lineIndex == paragraph.lines.count && line + 1 < upper {
                base += paragraph.length
                paragraphIndex += 1
                lineIndex = 0
                paragraph = paragraphs[paragraphIndex]
            }
        }
        return result
    }

    /// Every visual line, in order.
    ///
    /// - Complexity: O(lines).
    public var lines: [LayoutLine] { lines(in: 0..<lineCount) }

    /// The index of the visual line holding a caret.
    ///
    /// - Parameter caret: The caret; its offset is clamped to the text and rounded down to a cluster
    ///   boundary.
    /// - Returns: The line index; at a soft wrap boundary, the earlier line for `.upstream`.
    /// - Complexity: O(log p + log l) for l lines in the caret's paragraph.
    public func lineIndex(of caret: Caret) -> Int {
        let location = locate(caret)
        return location.paragraphFirstLine + location.line
    }

    /// Builds the public value for line `lineIndex` of paragraph `paragraphIndex`.
    func makeLine(paragraphIndex: Int, lineIndex: Int) -> LayoutLine {
        Self.makeLine(
            lineIndex, of: paragraphs[paragraphIndex], at: paragraphs.offset(ofParagraph: paragraphIndex))
    }

    /// Builds the public value for line `lineIndex` of `paragraph`, which starts at text offset `base`.
    static func makeLine(_ lineIndex: Int, of paragraph: Paragraph, at base: Int) -> LayoutLine {
        let start = paragraph.start(ofLine: lineIndex)
        let isLast = lineIndex == paragraph.lines.count - 1
        let contentEnd = paragraph.lineEnd(lineIndex)
        let end = isLast ? paragraph.length : contentEnd
        return LayoutLine(
            range: base + start..<base + end,
            contentRange: base + start..<base + contentEnd,
            width: paragraph.lines[lineIndex].width,
            text: paragraph.string(in: start..<contentEnd)[...],
            endsParagraph: isLast)
    }
}
