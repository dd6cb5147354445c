/// Reads a terminal's answer to a cursor position request (`CSI 6 n`), `CSI row ; column R`, out of
/// the bytes that arrive meanwhile, keeping every other byte (keys typed meanwhile) as input. The
/// request is followed by a status request (`CSI 5 n`): the answer is the report read last before
/// the status answer (`CSI 0 n`), so a key that reads like a report (Shift+F3 is `CSI 1 ; 2 R`,
/// F3 with other modifiers `CSI 1 ; 3…16 R`) pressed before the terminal answered, or after, is
/// input. Pure: ``TerminalDevice/cursorPosition(timeoutMilliseconds:)`` does the I/O.
struct CursorPositionReply: TerminalReplyReader {
    /// The request, then the status request that follows every answer.
    static let query: [UInt8] = Array("\u{1B}[6n".utf8) + TerminalReplyBytes.statusQuery

    /// The cursor's position (row and column from 0), once the answer has been taken.
    private(set) var position: CellPosition?
    var received = TerminalReplyBytes()

    static func answerCount(in answers: [CellPosition]) -> Int { 1 }

    mutating func take(_ answer: CellPosition) -> Bool {
        guard position == nil else { return false }
        position = answer
        return true
    }

    static func answer(in bytes: ArraySlice<UInt8>) -> TerminalReplyScan<CellPosition> {
        let start = bytes.startIndex
        var index = start + 1
        guard index < bytes.endIndex else { return .incomplete }
        guard bytes[index] == UInt8(ascii: "[") else { return .none }
        index += 1
        var fields: [Int] = [0]
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard fields[fields.count - 1] < 100_000 else { return .none }
                fields[fields.count - 1] = fields[fields.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ";"):
                guard fields.count < 2 else { return .none }
                fields.append(0)
            case UInt8(ascii: "R"):
                guard fields.count == 2, fields[0] >= 1, fields[1] >= 1 else { return .none }
                return .answer(
                    CellPosition(row: fields[0] - 1, column: fields[1] - 1), length: index + 1 - start)
            default:
                return .none
            }
            index += 1
        }
        return .incomplete
    }
}

extension TerminalDevice {
    /// What the terminal said when asked where its cursor is.
    struct CursorAnswer: Equatable {
        /// The cursor's position, row and column from 0, or `nil` when no answer came in time.
        var position: CellPosition?
        /// Whether the window changed size while waiting: the position may predate that change.
        var resizedMeanwhile: Bool
    }

    /// Asks the terminal (in raw mode) where its cursor is and waits for the answer, at most
    /// `timeoutMilliseconds`. Keys typed meanwhile are handed back to be read first; a termination
    /// signal or a resume from a stop is handed back too, and ends the wait (an answer arriving
    /// after that is read as a key: F3 with modifiers, which the programs ignore, and so is the
    /// status answer).
    /// - Parameter timeoutMilliseconds: How long the terminal has to answer.
    /// - Returns: The answer, and whether a resize came meanwhile.
    func cursorPosition(timeoutMilliseconds: Int) -> CursorAnswer {
        var reply = CursorPositionReply()
        let resized = ask(
            CursorPositionReply.query, into: &reply, timeoutMilliseconds: timeoutMilliseconds,
            endingOnResume: true)
        return CursorAnswer(position: reply.position, resizedMeanwhile: resized)
    }
}
