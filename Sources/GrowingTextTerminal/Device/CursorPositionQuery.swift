/// Reads a terminal's answers to where its cursor is and how large its screen is, out of the bytes
/// that arrive meanwhile, keeping every other byte (keys typed meanwhile) as input.
///
/// The query saves the cursor (`ESC 7`), moves it to row and column 999 (`CSI 999 ; 999 H`: every
/// terminal stops it at the screen's bottom-right corner), asks for its position (`CSI 6 n`),
/// restores it (`ESC 8`) and asks again: the first report is the screen's size as the terminal
/// draws it (as xterm's `resize` program measures it), the second the cursor's position. The size
/// is read from the screen, not from the kernel (`TIOCGWINSZ`), because tmux re-wraps its screen at
/// every resize but tells the program (`SIGWINCH`, and the size the kernel reports) at most every
/// quarter of a second, so during a window drag the kernel's size is one the screen has already
/// left; the terminal answers both questions from the same screen, one after the other, so the two
/// reports agree with each other. The query ends with a status request (`CSI 5 n`): the answers are
/// the two reports read last before the status answer (`CSI 0 n`), so a key that reads like a
/// report (Shift+F3 is `CSI 1 ; 2 R`, F3 with other modifiers `CSI 1 ; 3…16 R`) pressed before the
/// terminal answered, or after, is input. Pure: ``TerminalDevice/cursorPosition(timeoutMilliseconds:)``
/// does the I/O.
struct CursorPositionReply: TerminalReplyReader {
    /// Save the cursor, the corner's report, restore the cursor, the cursor's report, then the
    /// status request that follows every answer.
    static let query: [UInt8] =
        Array("\u{1B}7\u{1B}[999;999H\u{1B}[6n\u{1B}8\u{1B}[6n".utf8) + TerminalReplyBytes.statusQuery

    /// The screen's size (the bottom-right corner's report), once the answers have been taken.
    private(set) var size: TerminalSize?
    /// The cursor's position (row and column from 0), once the answers have been taken.
    private(set) var position: CellPosition?
    var received = TerminalReplyBytes()

    static func answerCount(in answers: [CellPosition]) -> Int { 2 }

    /// The corner's report first, then the cursor's; a terminal that answers only one gives a size
    /// and no position.
    mutating func take(_ answer: CellPosition) -> Bool {
        if size == nil {
            size = TerminalSize(columns: answer.column + 1, rows: answer.row + 1)
            return true
        }
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
    /// What the terminal said when asked where its cursor is and how large its screen is.
    struct CursorAnswer: Equatable {
        /// The cursor's position, row and column from 0, or `nil` when no answer came in time.
        var position: CellPosition?
        /// The screen's size as the terminal draws it, or `nil` when no answer came in time.
        var size: TerminalSize?
        /// Whether the window changed size while waiting: the answers may predate that change.
        var resizedMeanwhile: Bool
    }

    /// Asks the terminal (in raw mode) where its cursor is and how large its screen is
    /// (``CursorPositionReply``), and waits for the answer, at most
    /// `timeoutMilliseconds`. Keys typed meanwhile are handed back to be read first; a termination
    /// signal or a resume from a stop is handed back too, and ends the wait (an answer arriving
    /// after that is read as a key: F3 with modifiers, which the programs ignore, and so is the
    /// status answer).
    /// - Parameter timeoutMilliseconds: How long the terminal has to answer.
    /// - Returns: The answers, and whether a resize came meanwhile.
    func cursorPosition(timeoutMilliseconds: Int) -> CursorAnswer {
        var reply = CursorPositionReply()
        let resized = ask(
            CursorPositionReply.query, into: &reply, timeoutMilliseconds: timeoutMilliseconds,
            endingOnResume: true)
        return CursorAnswer(position: reply.position, size: reply.size, resizedMeanwhile: resized)
    }
}
