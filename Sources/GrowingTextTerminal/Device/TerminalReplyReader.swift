#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's reply to a query out of the bytes that arrive meanwhile, keeping every other
/// byte (keys typed meanwhile) as input, in order. A conforming type says how an answer reads
/// (``answer(in:)``), how many of those read belong to the terminal (``answerCount(in:)``) and what
/// they record (``take(_:)``); the reading itself, ``feed(_:)`` and ``finish()``, is shared and pure.
/// The I/O, with a timeout, is ``TerminalDevice/ask(_:into:timeoutMilliseconds:endingOnResume:)``.
///
/// A query ends with a status request (``TerminalReplyBytes/statusQuery``, `CSI 5 n`, VT100's device
/// status report: xterm documents it, tmux answers it), which a terminal answers (`CSI 0 n`) after
/// the answers before it, and which no key reads like. Some keys read like answers (Shift+F3 is
/// `CSI 1 ; 2 R`, a cursor report of row 1, column 2), so answers are only taken when the status
/// answer comes: the last ones read before it are the terminal's, and any read earlier were keys
/// pressed before the terminal answered (a key pressed later comes after the status answer, and is
/// input). A terminal that does not answer it costs the whole wait, after which the last answers
/// read are taken.
protocol TerminalReplyReader {
    /// What one answer says.
    associatedtype Answer

    /// The bytes read so far that were no answer, the answers not yet taken, and the start of an
    /// answer still arriving.
    var received: TerminalReplyBytes { get set }

    /// The answer starting at the ESC that begins `bytes`, or whether more bytes could still make
    /// one. Must give up (`.none`) on a sequence that grows without end or holds absurd numbers.
    static func answer(in bytes: ArraySlice<UInt8>) -> TerminalReplyScan<Answer>

    /// How many of `answers` (all read, in order, before the status answer) the terminal sent: the
    /// last ones; any before them were keys.
    static func answerCount(in answers: [Answer]) -> Int

    /// Records an answer; `false` when no answer is awaited any more, and its bytes are input.
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
    /// Answers read and not yet taken, with where they came among ``otherInput``.
    fileprivate var held: [(at: Int, bytes: [UInt8])] = []
    /// Whether a bracketed paste has started and not ended: its bytes are the user's text.
    fileprivate var isInPaste = false
    /// Whether the status answer has come: every answer is in.
    fileprivate(set) var isAnswered = false

    /// The markers around a bracketed paste.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The status request (DSR 5) that ends every query, and the answer of a terminal in order.
    static let statusQuery: [UInt8] = Array("\u{1B}[5n".utf8)
    static let statusAnswer: [UInt8] = Array("\u{1B}[0n".utf8)
}

extension TerminalReplyReader {
    /// The bytes that were no answer (keys typed meanwhile), in order, for the program to read; all
    /// of them once ``finish()`` is called.
    var otherInput: [UInt8] { received.otherInput }

    /// Whether the terminal's status answer has come, so every answer is in and taken.
    var isComplete: Bool { received.isAnswered }

    /// Takes bytes read from the terminal: answers are held until the status answer, anything else
    /// is kept as input. An answer split across reads waits for the rest. A bracketed paste
    /// (`ESC[200~` to `ESC[201~`) is input whole, whatever it holds: pasted text that reads like an
    /// answer is the user's text. Bytes after the status answer are input.
    mutating func feed(_ bytes: [UInt8]) {
        received.pending += bytes
        let pending = received.pending
        var index = 0
        while index < pending.count {
            if received.isAnswered {
                received.otherInput += pending[index...]
                break
            }
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
            let rest = pending[index...]
            switch Self.answer(in: rest) {
            case .incomplete:
                received.pending = Array(rest)
                return
            case .none where rest.starts(with: TerminalReplyBytes.statusAnswer):
                index += TerminalReplyBytes.statusAnswer.count
                takeHeldAnswers()
                received.isAnswered = true
            case .none where TerminalReplyBytes.statusAnswer.starts(with: rest):
                received.pending = Array(rest)
                return
            case .none where rest.starts(with: TerminalReplyBytes.pasteStart):
                received.otherInput += TerminalReplyBytes.pasteStart
                index += TerminalReplyBytes.pasteStart.count
                received.isInPaste = true
            case .none:
                received.otherInput.append(pending[index])
                index += 1
            case .answer(_, let length):
                received.held.append((received.otherInput.count, Array(pending[index..<(index + length)])))
                index += length
            }
        }
        received.pending = []
    }

    /// Gives up waiting: the answers read are taken as if the status answer had come (a terminal
    /// that does not answer it), and a partial answer left pending was input after all.
    mutating func finish() {
        if !received.isAnswered { takeHeldAnswers() }
        received.otherInput += received.pending
        received.pending = []
    }

    /// Takes the last answers held, as many as ``answerCount(in:)`` says; the ones before them
    /// were keys, and go back among the input where they came.
    private mutating func takeHeldAnswers() {
        let held = received.held
        received.held = []
        // Each was read as an answer, so reads as one again; one that did not would be input.
        let answers = held.map { entry -> Answer? in
            guard case .answer(let answer, _) = Self.answer(in: entry.bytes[...]) else { return nil }
            return answer
        }
        let read = answers.indices.filter { answers[$0] != nil }
        let keys = max(0, read.count - Self.answerCount(in: read.compactMap { answers[$0] }))
        var isInput = answers.map { $0 == nil }
        for (order, index) in read.enumerated() {
            guard order >= keys, let answer = answers[index] else {
                isInput[index] = true
                continue
            }
            isInput[index] = !take(answer)
        }
        // From the last, so that earlier places stay where they were.
        for index in held.indices.reversed() where isInput[index] {
            received.otherInput.insert(contentsOf: held[index].bytes, at: held[index].at)
        }
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
