#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's reply to a query out of the bytes that arrive meanwhile, keeping every other
/// byte (keys typed meanwhile) as input, in order. A conforming type says how an answer reads
/// (``answer(in:)``) and what it records (``take(_:)``); the reading itself, ``feed(_:)`` and
/// ``finish()``, is shared and pure. The I/O, with a timeout, is
/// ``TerminalDevice/ask(_:into:timeoutMilliseconds:endingOnResume:)``.
protocol TerminalReplyReader {
    /// What one answer says.
    associatedtype Answer

    /// The bytes read so far that were no answer, and the start of an answer still arriving.
    var received: TerminalReplyBytes { get set }

    /// Whether every answer awaited has come: the wait for more ends.
    var isComplete: Bool { get }

    /// The answer starting at the ESC that begins `bytes`, or whether more bytes could still make
    /// one. Must give up (`.none`) on a sequence that grows without end or holds absurd numbers.
    static func answer(in bytes: ArraySlice<UInt8>) -> TerminalReplyScan<Answer>

    /// Records an answer; `false` when no answer is awaited any more, and its bytes are input
    /// (a key such as Shift+F3, `ESC [ 1 ; 2 R`, reads like a cursor report).
    mutating func take(_ answer: Answer) -> Bool
}

/// What ``TerminalReplyReader/answer(in:)`` found at an ESC.
enum TerminalReplyScan<Answer> {
    /// No answer: the ESC is input.
    case none
    /// The bytes so far could begin an answer: wait for more.
    case incomplete
    /// An answer, `length` bytes long from the ESC.
    case answer(Answer, length: Int)
}

/// The bytes a ``TerminalReplyReader`` has read and not yet recorded as an answer.
struct TerminalReplyBytes {
    /// The bytes that were no answer, in order.
    fileprivate(set) var otherInput: [UInt8] = []
    fileprivate var pending: [UInt8] = []
    /// Whether a bracketed paste has started and not ended: its bytes are the user's text.
    fileprivate var isInPaste = false

    /// The markers around a bracketed paste.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
}

extension TerminalReplyReader {
    /// The bytes that were no answer (keys typed meanwhile), in order, for the program to read; all
    /// of them once ``finish()`` is called.
    var otherInput: [UInt8] { received.otherInput }

    /// Takes bytes read from the terminal: answers are recorded, anything else is kept as input.
    /// An answer split across reads waits for the rest. A bracketed paste (`ESC[200~` to
    /// `ESC[201~`) is input whole, whatever it holds: pasted text that reads like an answer is the
    /// user's text.
    mutating func feed(_ bytes: [UInt8]) {
        received.pending += bytes
        let pending = received.pending
        var index = 0
        while index < pending.count {
            if received.isInPaste {
                // Up to and with the end marker; a partial marker at the end waits for the rest.
                let rest = pending[index...]
                let end = TerminalReplyBytes.pasteEnd
                guard let start = Self.firstIndex(of: end, in: rest) else {
                    let kept = Self.partialMarkerLength(end, atTheEndOf: rest)
                    received.otherInput += rest.dropLast(kept)
                    received.pending = Array(rest.suffix(kept))
                    return
                }
                received.otherInput += pending[index..<(start + end.count)]
                index = start + end.count
                received.isInPaste = false
                continue
            }
            guard pending[index] == 0x1B else {
                received.otherInput.append(pending[index])
                index += 1
                continue
            }
            switch Self.answer(in: pending[index...]) {
            case .incomplete:
                received.pending = Array(pending[index...])
                return
            case .none where pending[index...].starts(with: TerminalReplyBytes.pasteStart):
                received.otherInput += TerminalReplyBytes.pasteStart
                index += TerminalReplyBytes.pasteStart.count
                received.isInPaste = true
            case .none:
                received.otherInput.append(pending[index])
                index += 1
            case .answer(let answer, let length):
                if !take(answer) { received.otherInput += pending[index..<(index + length)] }
                index += length
            }
        }
        received.pending = []
    }

    /// Gives up waiting: a partial answer left pending was input after all.
    mutating func finish() {
        received.otherInput += received.pending
        received.pending = []
    }

    /// Where `marker` first starts in `bytes`.
    private static func firstIndex(of marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while let escape = bytes[index...].firstIndex(of: marker[0]) {
            if bytes[escape...].starts(with: marker) { return escape }
            index = escape + 1
        }
        return nil
    }

    /// The length of the longest start of `marker` that `bytes` ends with (0 when none).
    private static func partialMarkerLength(_ marker: [UInt8], atTheEndOf bytes: ArraySlice<UInt8>) -> Int {
        for length in stride(from: min(marker.count - 1, bytes.count), to: 0, by: -1)
        where bytes.suffix(length).elementsEqual(marker.prefix(length)) {
            return length
        }
        return 0
    }
}

extension TerminalDevice {
    /// Writes `query` and reads the terminal's reply into `reader` until it is complete or
    /// `timeoutMilliseconds` have passed. Keys typed meanwhile are handed back to be read first; a
    /// termination signal ends the wait and is handed back too, and so is a resume from a stop when
    /// `endingOnResume` (what is on the screen may have changed under the reply).
    /// - Returns: Whether the window changed size while waiting.
    @discardableResult
    func ask<Reader: TerminalReplyReader>(
        _ query: [UInt8], into reader: inout Reader, timeoutMilliseconds: Int, endingOnResume: Bool
    ) -> Bool {
        var resized = false
        write(query)
        let deadline = monotonicMilliseconds() + timeoutMilliseconds
        waiting: while !reader.isComplete {
            let remaining = deadline - monotonicMilliseconds()
            guard remaining > 0 else { break }
            let wakeup = waitForInput(timeoutMilliseconds: remaining)
            switch wakeup {
            case .input(let bytes): reader.feed(bytes)
            case .resized: resized = true
            case .resumed where !endingOnResume: continue
            case .timeout, .closed: break waiting
            case .resumed, .terminated:
                postpone(wakeup)
                break waiting
            }
        }
        reader.finish()
        unread(reader.otherInput)
        return resized
    }
}

/// Milliseconds of a clock that never goes back.
func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
}
