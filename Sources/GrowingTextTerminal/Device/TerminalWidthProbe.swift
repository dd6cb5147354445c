import GrowingTextLayout

/// Asks a terminal how wide it draws emoji sequences, to pick the ``TerminalCellWidth/WidthModel``
/// its text must be laid out with.
///
/// Two questions go out in one write: DECRQM for mode 2027 (`CSI ? 2027 $ p`, grapheme cluster
/// processing; a terminal that has it set draws clusters as the grapheme model says), then, for each
/// of ``samples``, a carriage return, the sample and a cursor-position request (`CSI 6 n`): the
/// column reported is 1 + the cells the terminal gave the sample; last, a status request (`CSI 5 n`).
/// Terminals answer in order, so the status answer means every answer is in (a terminal that
/// ignores DECRQM costs no wait), and the reports are the last ones read before it: a key that
/// reads like a report (F3 with modifiers, `CSI 1 ; 2…16 R`) pressed earlier is input. The line is
/// erased afterwards (``erase``). Pure: ``TerminalWidthDetection`` does the I/O.
struct TerminalWidthProbe: TerminalReplyReader {
    /// The clusters measured, on which the models disagree: a skin-tone modifier sequence (2 or 4
    /// cells), a text-default base with VS16 (2 or 1), a ZWJ sequence on a narrow base (2, 3 or 1)
    /// and a flag (2 in all three models; a terminal giving it another width matches none).
    static let samples = ["👍🏽", "\u{2764}\u{FE0F}", "🏳️‍🌈", "🇯🇵"]

    /// The models in the order a tie between partial matches is broken: per code point first, the
    /// fallback when nothing answers.
    static let models: [TerminalCellWidth.WidthModel] = [
        .perCodePoint, .perCodePointJoiningZWJ, .graphemeClusters,
    ]

    /// The bytes that ask: DECRQM 2027, then each sample from column 1 followed by `CSI 6 n`, then
    /// the status request.
    static let query: [UInt8] =
        Array(("\u{1B}[?2027$p" + samples.map { "\r\($0)\u{1B}[6n" }.joined()).utf8)
        + TerminalReplyBytes.statusQuery

    /// The bytes that erase what the query printed: back to column 1, erase to the end of the line.
    static let erase: [UInt8] = Array("\r\u{1B}[K".utf8)

    /// The state of mode 2027 the terminal reported (0 not recognised, 1 set, 2 reset, 3
    /// permanently set, 4 permanently reset), or `nil` when it did not answer.
    private(set) var modeState: Int?
    /// The cells each sample took, in order, as far as the terminal answered.
    private(set) var widths: [Int] = []
    var received = TerminalReplyBytes()

    /// Whether a width was measured for every sample.
    var hasEveryWidth: Bool { widths.count == Self.samples.count }

    /// One report per sample, and the mode's answer if it came.
    static func answerCount(in answers: [Answer]) -> Int {
        samples.count + answers.filter { if case .mode = $0 { true } else { false } }.count
    }

    mutating func take(_ answer: Answer) -> Bool {
        switch answer {
        case .mode(let state):
            modeState = state
        case .cursor(let column):
            guard !hasEveryWidth else { return false }
            widths.append(max(1, column) - 1)  // no trap on a column of Int.min
        }
        return true
    }

    /// The model the answers point to, or `nil` when the terminal gave no usable answer.
    ///
    /// Mode 2027 set (or permanently set) means grapheme clusters. Otherwise the measured widths
    /// decide: the model that predicts all of them, else the one predicting most (a terminal that
    /// follows no model exactly), ties going to the earlier of ``models``.
    var model: TerminalCellWidth.WidthModel? {
        if modeState == 1 || modeState == 3 { return .graphemeClusters }
        guard hasEveryWidth else { return nil }
        var best: (model: TerminalCellWidth.WidthModel, matches: Int)?
        for model in Self.models {
            let metric = TerminalCellWidth(widthModel: model)
            let matches = zip(Self.samples, widths).filter { metric.cellWidth(of: Character($0)) == $1 }.count
            if matches > (best?.matches ?? 0) { best = (model, matches) }
        }
        return best?.model ?? .perCodePoint
    }

    /// An answer: the state of mode 2027, or the column of a cursor report.
    enum Answer {
        case mode(state: Int)
        case cursor(column: Int)
    }

    /// The answer starting at the ESC that begins `bytes`: `ESC [ ? 2027 ; Ps $ y` or
    /// `ESC [ row ; column R`; any other complete control sequence is no answer.
    static func answer(in bytes: ArraySlice<UInt8>) -> TerminalReplyScan<Answer> {
        let start = bytes.startIndex
        guard start + 1 < bytes.endIndex else { return .incomplete }
        guard bytes[start + 1] == UInt8(ascii: "[") else { return .none }
        // Parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, then one final byte.
        var end = start + 2
        while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return end - start > 32 ? .none : .incomplete }
        let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end + 1 - start
        switch bytes[end] {
        case UInt8(ascii: "R"):
            let fields = body.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 2, let column = Int(fields[1]), Int(fields[0]) != nil else { return .none }
            return .answer(.cursor(column: column), length: length)
        case UInt8(ascii: "y"):
            guard body.hasPrefix("?2027;"), body.hasSuffix("$"), let state = Int(body.dropFirst(6).dropLast())
            else { return .none }
            return .answer(.mode(state: state), length: length)
        default:
            return .none
        }
    }
}
