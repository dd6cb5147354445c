import TestSupport
import Testing

@testable import GrowingTextLayout

/// A model that lays out only the start of its text
/// (``TextEditingModel/init(text:configuration:settlingLinesAfterCaret:settlingStretchLength:)``) and
/// the rest in stretches: every settled line is the line of the whole text, every command does what
/// it does in a model laid out at once, and the stretches together give the layout from scratch.
@Suite("Deferred layout")
struct DeferredLayoutTests {
    /// Pieces of the random texts: every newline kind (a stretch may end between a CR and an LF),
    /// clusters that a stretch's end can cut (a mark after its letter, a flag's two halves, a ZWJ
    /// sequence), wide and zero-width clusters, words and break opportunities.
    static let pieces = [
        "a", "word ", " ", "  ", "\t", "日本", "e\u{301}", "\u{301}", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "\n", "\r",
        "\r\n", "\u{2028}", "\u{85}", "-", "\u{200B}", "x", "1.5", "long-word ", "ก", "\u{E31}",
    ]

    static func randomText(pieces count: ClosedRange<Int>, using generator: inout SplitMix64) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in
            pieces.randomElement(using: &generator)!
        }.joined()
    }

    /// The lines of `model` that the pending text can no longer change: all but the last laid out
    /// while text is pending.
    static func settledLines(_ model: TextEditingModel) -> [LayoutLine] {
        let lines = model.layout.lines
        return model.pendingUTF8Count == 0 ? lines : Array(lines.dropLast())
    }

    /// A text of `count` paragraphs of prose, each 3 lines of 40 cells and a bit.
    static func prose(paragraphs count: Int) -> String {
        String(
            repeating: "The quick brown fox jumps over the lazy dog, then it naps in the sun; "
                + "a cat watches it from the wall.\n", count: count)
    }

    @Test("the first lines come from a stretch of the text, the settled lines are the whole text's")
    func firstStretch() {
        let text = Self.prose(paragraphs: 10_000)
        #expect(text.utf8.count == 1_020_000)
        let configuration = TextLayoutConfiguration(width: 40)
        var model: TextEditingModel!
        let wrapped = UnbrokenRunTests.linesWrapped {
            model = TextEditingModel(text: text, configuration: configuration, settlingLinesAfterCaret: 23)
        }
        // One stretch of 16 KB: 160 paragraphs cut after a newline, 480 lines and the empty line
        // after them (and the line of the empty layout it replaced).
        #expect(wrapped == 482)
        #expect(model.layout.utf8Count == 16_320)
        #expect(model.pendingUTF8Count == 1_003_680)
        #expect(model.utf8Count == 1_020_000)
        #expect(model.caret == Caret(offset: 0))
        #expect(model.caretPosition == CaretPosition(line: 0, column: 0))
        let fresh = TextLayout(text: text, configuration: configuration)
        #expect(fresh.lineCount == 30_001)
        #expect(model.layout.lines(in: 0..<24) == fresh.lines(in: 0..<24))
        #expect(model.text == text)
    }

    @Test("a stretch ends after a newline in its second half, else at a scalar boundary")
    func stretchEnds() {
        func end(_ text: String, _ maximum: Int) -> Int {
            Array(text.utf8).withUnsafeBufferPointer {
                TextEditingModel.stretchEnd(in: $0, maximumLength: maximum)
            }
        }
        #expect(end("abc\ndefgh", 6) == 4)
        #expect(end("a\nbcdefgh", 6) == 6)
        #expect(end("abcdeé", 6) == 5)
        #expect(end("ééé", 1) == 2)
        #expect(end("abcde\r\nf", 6) == 7)
        #expect(end("abc", 6) == 3)
    }

    @Test("stretches of any length give the layout from scratch, every settled line on the way too")
    func stretchesEqualTheLayoutFromScratch() {
        var generator = SplitMix64(seed: 0xDEF3_0001)
        var stretches = 0
        for _ in 0..<300 {
            let text = Self.randomText(pieces: 0...120, using: &generator)
            let configuration = TextLayoutConfiguration(width: Int.random(in: 1...12, using: &generator))
            let fresh = TextLayout(text: text, configuration: configuration)
            let freshLines = fresh.lines
            let length = [1, 2, 3, 5, 8, 13, 40].randomElement(using: &generator)!
            var model = TextEditingModel(
                text: text, configuration: configuration,
                settlingLinesAfterCaret: Int.random(in: 0...3, using: &generator),
                settlingStretchLength: length)
            while true {
                model.layout.validateInvariants()
                let settled = Self.settledLines(model)
                #expect(Array(freshLines.prefix(settled.count)) == settled)
                guard model.layOutMore(maximumLength: length) else { break }
                stretches += 1
            }
            #expect(
                IncrementalWrapTests.internalLines(model.layout) == IncrementalWrapTests.internalLines(fresh))
            #expect(model.layout.lines == freshLines)
        }
        #expect(stretches == 10_787)
    }

    /// `text` cut into pieces at random scalar boundaries, never between a CR and an LF.
    static func randomPieces(of text: String, using generator: inout SplitMix64) -> [String] {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + Int.random(in: 1...30, using: &generator))
            while end < bytes.count
                && (bytes[end] & 0xC0 == 0x80 || (bytes[end - 1] == 0x0D && bytes[end] == 0x0A))
            {
                end += 1
            }
            pieces.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return pieces
    }

    @Test("a text in pieces lays out as the whole text, each piece let go of once laid out")
    func piecesEqualTheWholeText() {
        var generator = SplitMix64(seed: 0xDEF3_0003)
        var stretches = 0
        for _ in 0..<300 {
            let text = Self.randomText(pieces: 0...120, using: &generator)
            let pieces = Self.randomPieces(of: text, using: &generator)
            let configuration = TextLayoutConfiguration(width: Int.random(in: 1...12, using: &generator))
            let fresh = TextLayout(text: text, configuration: configuration)
            let freshLines = fresh.lines
            let length = [1, 2, 3, 5, 8, 13, 40].randomElement(using: &generator)!
            var model = TextEditingModel(
                pieces: pieces, configuration: configuration,
                settlingLinesAfterCaret: Int.random(in: 0...3, using: &generator),
                settlingStretchLength: length)
            #expect(model.utf8Count == text.utf8.count)
            #expect(model.text == text)
            while true {
                model.layout.validateInvariants()
                let settled = Self.settledLines(model)
                #expect(Array(freshLines.prefix(settled.count)) == settled)
                // The pieces not reached yet are all that is kept of the text besides the layout.
                #expect(model.pendingPieces.reduce(0) { $0 + $1.utf8Count } == model.pendingPiecesUTF8Count)
                #expect(
                    model.pendingText.isEmpty == model.pendingPieces.isEmpty || !model.pendingText.isEmpty)
                guard model.layOutMore(maximumLength: length) else { break }
                stretches += 1
            }
            #expect(model.pendingPieces.isEmpty)
            #expect(model.layout.lines == freshLines)
            #expect(model.text == text)
        }
        #expect(stretches == 12_190)
    }

    @Test("empty pieces are skipped; no pieces is the empty text")
    func emptyPieces() {
        let configuration = TextLayoutConfiguration(width: 10)
        var model = TextEditingModel(
            pieces: ["", "ab", "", "c\n", ""], configuration: configuration, settlingLinesAfterCaret: 0,
            settlingStretchLength: 1)
        #expect(model.pendingPieces.isEmpty)
        #expect(model.layout.utf8Count == 4)
        #expect(model.text == "abc\n")
        model = TextEditingModel(pieces: [String](), configuration: configuration, settlingLinesAfterCaret: 0)
        #expect(model.utf8Count == 0)
        #expect(model.layout.lineCount == 1)
    }

    /// One random command, applied alike to a model laid out at once and to one laid out in
    /// stretches.
    enum Command: CustomStringConvertible {
        case insert(String)
        case deleteBackward, deleteForward
        case move(CaretMovement)
        case setCaret(Int)
        case replace(Range<Int>, String)
        case width(Int)
        case layOutMore(Int)

        /// Every movement but `.textEnd`, which lays out the whole text: a command of its own, rarer.
        static let movements: [CaretMovement] = [
            .left, .right, .up, .down, .wordLeft, .wordRight, .lineStart, .lineEnd, .textStart,
        ]

        static func random(in model: TextEditingModel, using generator: inout SplitMix64) -> Command {
            let count = model.utf8Count
            switch Int.random(in: 0..<40, using: &generator) {
            case 0..<8: return .insert(DeferredLayoutTests.pieces.randomElement(using: &generator)!)
            case 8..<12: return .deleteBackward
            case 12..<14: return .deleteForward
            case 14..<30: return .move(movements.randomElement(using: &generator)!)
            case 30..<32: return .setCaret(Int.random(in: 0...count, using: &generator))
            case 32..<34:
                let lower = Int.random(in: 0...count, using: &generator)
                let upper = min(count, lower + Int.random(in: 0...6, using: &generator))
                return .replace(
                    lower..<upper, DeferredLayoutTests.randomText(pieces: 0...3, using: &generator))
            case 34..<36: return .width(Int.random(in: 1...12, using: &generator))
            case 36..<39: return .layOutMore(Int.random(in: 1...40, using: &generator))
            default: return .move(.textEnd)
            }
        }

        func apply(to model: inout TextEditingModel) {
            switch self {
            case .insert(let text): model.insert(text)
            case .deleteBackward: model.deleteBackward()
            case .deleteForward: model.deleteForward()
            case .move(let movement): model.moveCaret(movement)
            case .setCaret(let offset): model.setCaret(Caret(offset: offset))
            case .replace(let range, let text): model.replaceCharacters(in: range, with: text)
            case .width(let width):
                var configuration = model.configuration
                configuration.width = width
                model.configuration = configuration
            case .layOutMore(let length): model.layOutMore(maximumLength: length)
            }
        }

        var description: String {
            switch self {
            case .insert(let text): "insert(\(text.debugDescription))"
            case .deleteBackward: "deleteBackward"
            case .deleteForward: "deleteForward"
            case .move(let movement): "move(\(movement))"
            case .setCaret(let offset): "setCaret(\(offset))"
            case .replace(let range, let text): "replace(\(range), \(text.debugDescription))"
            case .width(let width): "width(\(width))"
            case .layOutMore(let length): "layOutMore(\(length))"
            }
        }
    }

    @Test("commands while text is pending do what they do on the whole text, in order")
    func commandsWhilePending() {
        var generator = SplitMix64(seed: 0xDEF3_0002)
        var pendingCommands = 0
        for _ in 0..<200 {
            let text = Self.randomText(pieces: 0...400, using: &generator)
            let configuration = TextLayoutConfiguration(width: Int.random(in: 1...12, using: &generator))
            var whole = TextEditingModel(text: text, configuration: configuration)
            whole.moveCaret(.textStart)
            var deferred = TextEditingModel(
                text: text, configuration: configuration,
                settlingLinesAfterCaret: Int.random(in: 0...3, using: &generator),
                settlingStretchLength: Int.random(in: 1...40, using: &generator))
            var trace: [Command] = []
            for _ in 0..<60 {
                let command = Command.random(in: whole, using: &generator)
                trace.append(command)
                if deferred.pendingUTF8Count > 0 { pendingCommands += 1 }
                command.apply(to: &whole)
                command.apply(to: &deferred)
                deferred.layout.validateInvariants()
                let settled = Self.settledLines(deferred)
                let same =
                    deferred.text == whole.text && deferred.caret == whole.caret
                    && deferred.caretPosition == whole.caretPosition
                    && deferred.preferredColumn == whole.preferredColumn
                    && Array(whole.layout.lines.prefix(settled.count)) == settled
                #expect(same, "after \(trace) on \(text.debugDescription)")
                if !same { return }
            }
            deferred.layOutRemainder()
            #expect(deferred.layout.lines == whole.layout.lines)
            #expect(
                IncrementalWrapTests.internalLines(deferred.layout)
                    == IncrementalWrapTests.internalLines(whole.layout))
        }
        #expect(pendingCommands == 4_584)
    }
}
