#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's answer to a cursor position request (`CSI 6 n`), `CSI row ; column R`, out of
/// the bytes that arrive meanwhile, keeping every other byte (keys typed meanwhile) as input. Pure:
/// ``TerminalDevice/cursorPosition(timeoutMilliseconds:)`` does the I/O.
struct CursorPositionReply {
    /// The request.
    static let query: [UInt8] = Array("\u{1B}[6n".utf8)

    /// The cursor's position (row and column from 0), once the answer has arrived.
    private(set) var position: CellPosition?
    /// The bytes that were no answer, in order.
    private(set) var otherInput: [UInt8] = []
    private var pending: [UInt8] = []

    /// Takes bytes read from the terminal. The first complete `CSI row ; column R` is the answer; an
    /// answer split across reads waits for the rest.
    mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            guard position == nil, pending[index] == 0x1B else {
                otherInput.append(pending[index])
                index += 1
                continue
            }
            switch Self.answer(in: pending[index...]) {
            case .incomplete:
                pending.removeFirst(index)
                return
            case .none:
                otherInput.append(pending[index])
                index += 1
            case .position(let found, let length):
                position = found
                index += length
            }
        }
        pending = []
    }

    /// Gives up waiting: a partial answer left pending was input after all.
    mutating func finish() {
        otherInput += pending
        pending = []
    }

    private enum Answer {
        case none
        case incomplete
        case position(CellPosition, length: Int)
    }

    private static func answer(in bytes: ArraySlice<UInt8>) -> Answer {
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
                return .position(
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
    /// after that is read as a key: F3 with modifiers, which the programs ignore).
    /// - Parameter timeoutMilliseconds: How long the terminal has to answer.
    /// - Returns: The answer, and whether a resize came meanwhile.
    func cursorPosition(timeoutMilliseconds: Int) -> CursorAnswer {
        var reply = CursorPositionReply()
        var resized = false
        write(CursorPositionReply.query)
        let deadline = monotonicMilliseconds() + timeoutMilliseconds
        waiting: while reply.position == nil {
            let remaining = deadline - monotonicMilliseconds()
            guard remaining > 0 else { break }
            let wakeup = waitForInput(timeoutMilliseconds: remaining)
            switch wakeup {
            case .input(let bytes): reply.feed(bytes)
            case .resized: resized = true
            case .timeout, .closed: break waiting
            case .resumed, .terminated:
                postpone(wakeup)
                break waiting
            }
        }
        reply.finish()
        unread(reply.otherInput)
        return CursorAnswer(position: reply.position, resizedMeanwhile: resized)
    }
}

/// Milliseconds of a clock that never goes back.
func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
}
