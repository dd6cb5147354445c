/// Turns the bytes a terminal sends into key presses, typed text and pastes.
///
/// Pure and incremental: feed it whatever `read` returned, in any split, and it returns the events
/// completed so far, keeping incomplete sequences for the next call. Handles UTF-8 (invalid bytes
/// become U+FFFD, one per maximal invalid subpart), CSI and SS3 key sequences with xterm modifiers
/// (`ESC[1;5C` is Ctrl+Right), `CSI … u` keys, Alt as an ESC prefix, and bracketed paste
/// (`ESC[200~ … ESC[201~`, delivered as one ``InputEvent/paste(_:)`` with CR and CRLF turned into LF).
///
/// A lone Esc cannot be told from the start of a sequence until time passes: when
/// ``hasPendingInput`` is true after a feed, the caller waits a short time (25–50 ms) for more bytes
/// and calls ``flush()`` if none come. Unknown or malformed sequences are dropped, never inserted as
/// text.
package struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasting = false
    private var pasteBytes: [UInt8] = []

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// The UTF-8 bytes written while building typed-text events since the decoder was created: the
    /// work a test (`@testable import`) counts to check that decoding stays linear in the input.
    private(set) var textBytesWritten = 0

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes are held back waiting for the rest of a sequence (or for the Esc timeout).
    /// While a bracketed paste is open this is `false`: pastes wait for their end marker, not a timeout.
    package var hasPendingInput: Bool {
        !pasting && !pending.isEmpty
    }

    /// Whether a bracketed paste has started and not yet ended.
    package var isPasting: Bool {
        pasting
    }

    /// Decodes `bytes` after whatever was pending.
    /// - Parameter bytes: The bytes just read.
    /// - Returns: The completed events, in order; consecutive typed text is merged into one event.
    /// - Complexity: O(n) in the bytes fed, pastes included.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone ESC becomes ``Key/escape``, an
    /// incomplete sequence becomes Esc followed by its remaining bytes, a truncated UTF-8 sequence
    /// becomes U+FFFD. An open paste is left open.
    /// - Returns: The events.
    package mutating func flush() -> [InputEvent] {
        decode(final: true)
    }

    /// Ends an open bracketed paste whose end marker never came (a terminal that dropped it, or a
    /// stray `ESC[200~`), delivering what was collected as a paste; the run loop calls it when a paste
    /// has been silent for a second, so the editor never stays stuck in paste mode.
    /// - Returns: The paste, or nothing when no paste is open.
    package mutating func endPaste() -> [InputEvent] {
        guard pasting else { return [] }
        pasteBytes += pending
        pending = []
        pasting = false
        let text = String(decoding: pasteBytes, as: UTF8.self)
        pasteBytes = []
        return [.paste(Self.normalizeLineBreaks(text))]
    }

    private mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        // Consecutive typed text, appended in place and delivered as one event: amortised O(1) per
        // scalar, where re-concatenating the previous event per scalar would be quadratic in a read.
        var text = ""
        var index = 0
        while index < pending.count {
            if pasting {
                Self.deliver(&text, into: &events)
                index = consumePaste(from: index, into: &events)
                continue
            }
            guard let (event, length) = decodeOne(at: index, final: final) else { break }
            switch event {
            case .text(let typed)?:
                text += typed
                textBytesWritten += typed.utf8.count
            case let event?:
                Self.deliver(&text, into: &events)
                events.append(event)
            case nil:
                break
            }
            index += length
        }
        Self.deliver(&text, into: &events)
        pending.removeFirst(index)
        return events
    }

    /// Appends the typed text collected so far as one event, and empties it.
    private static func deliver(_ text: inout String, into events: inout [InputEvent]) {
        guard !text.isEmpty else { return }
        events.append(.text(text))
        text = ""
    }

    /// Moves pending bytes into the paste buffer until the end marker; returns the new index.
    private mutating func consumePaste(from index: Int, into events: inout [InputEvent]) -> Int {
        let searchStart = max(0, pasteBytes.count - (Self.pasteEnd.count - 1))
        pasteBytes.append(contentsOf: pending[index...])
        let consumed = pending.count
        guard let end = Self.find(Self.pasteEnd, in: pasteBytes, from: searchStart) else {
            return consumed
        }
        let rest = Array(pasteBytes[(end + Self.pasteEnd.count)...])
        let text = String(decoding: pasteBytes[..<end], as: UTF8.self)
        events.append(.paste(Self.normalizeLineBreaks(text)))
        pasteBytes = []
        pasting = false
        pending = Array(pending[..<index]) + rest
        return index
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var position = start
        while position + needle.count <= haystack.count {
            if haystack[position] == needle[0],
                haystack[position..<(position + needle.count)].elementsEqual(needle)
            {
                return position
            }
            position += 1
        }
        return nil
    }

    private static func normalizeLineBreaks(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Decodes one unit at `index`: `nil` when more bytes are needed, else the event (or `nil` for
    /// bytes that are dropped) and how many bytes it used.
    private mutating func decodeOne(at index: Int, final: Bool) -> (InputEvent?, Int)? {
        let byte = pending[index]
        if byte == 0x1B {
            return decodeEscape(at: index, final: final)
        }
        if let key = Self.controlKey(byte) {
            return (.key(key), 1)
        }
        guard let (scalar, length) = Self.decodeScalar(pending, at: index, final: final) else { return nil }
        return (.text(String(Character(scalar))), length)
    }

    private mutating func decodeEscape(at index: Int, final: Bool) -> (InputEvent?, Int)? {
        guard index + 1 < pending.count else {
            return final ? (.key(KeyPress(.escape)), 1) : nil
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            guard let (event, length) = decodeCSI(at: index + 2) else {
                return final ? (.key(KeyPress(.escape)), 1) : nil
            }
            return (event, length + 2)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else {
                return final ? (.key(.alt("O")), 2) : nil
            }
            let key = Self.ss3Key(pending[index + 2])
            return (key.map { .key(KeyPress($0)) }, 3)
        case 0x1B:
            return (.key(KeyPress(.escape)), 1)
        default:
            if let control = Self.controlKey(next) {
                var press = control
                press.modifiers.insert(.alt)
                return (.key(press), 2)
            }
            guard let (scalar, length) = Self.decodeScalar(pending, at: index + 1, final: final) else {
                return nil
            }
            return (.key(KeyPress(.character(Character(scalar)), .alt)), length + 1)
        }
    }

    /// Parses a CSI sequence whose parameters start at `start`; `nil` when incomplete.
    private mutating func decodeCSI(at start: Int) -> (InputEvent?, Int)? {
        var position = start
        while position < pending.count {
            let byte = pending[position]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: pending[start..<position], as: UTF8.self)
                let event = csiEvent(parameters: parameters, final: byte)
                return (event, position - start + 1)
            }
            guard (0x20...0x3F).contains(byte) else {
                // A control byte inside a sequence: drop what came before it.
                return (nil, position - start)
            }
            position += 1
        }
        return nil
    }

    private mutating func csiEvent(parameters: String, final: UInt8) -> InputEvent? {
        guard parameters.first.map({ $0.isNumber || $0 == ";" }) ?? true else { return nil }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 1
        let modifierParameter = numbers.count > 1 ? (numbers[1] ?? 1) : 1
        let modifiers = KeyModifiers(rawValue: min(15, max(0, modifierParameter - 1)))
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "Z"): return .key(KeyPress(.tab, modifiers.union(.shift)))
        case UInt8(ascii: "u"): key = Self.unicodeKey(first)
        case UInt8(ascii: "~"):
            if first == 200 {
                pasting = true
                return nil
            }
            key = Self.tildeKey(first)
        default: key = nil
        }
        return key.map { .key(KeyPress($0, modifiers)) }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    private static func unicodeKey(_ code: Int) -> Key? {
        switch code {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 127: return .backspace
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
            return .character(Character(scalar))
        }
    }

    private static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// The key for a C0 control byte or DEL; `nil` for printable bytes.
    private static func controlKey(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case 0x0D: return KeyPress(.enter)
        case 0x09: return KeyPress(.tab)
        case 0x08, 0x7F: return KeyPress(.backspace)
        case 0x00: return KeyPress(.character(" "), .control)
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: return .control(Character(Unicode.Scalar(byte + 0x40)))
        default: return nil
        }
    }

    /// Decodes one UTF-8 scalar at `index`. Invalid bytes give U+FFFD for the maximal invalid subpart;
    /// a truncated sequence at the end of the buffer gives `nil` (wait) unless `final`.
    static func decodeScalar(_ bytes: [UInt8], at index: Int, final: Bool) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return ("\u{FFFD}", 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                return final ? ("\u{FFFD}", offset) : nil
            }
            let byte = bytes[index + offset]
            let range = offset == 1 ? lower...upper : 0x80...0xBF
            guard range.contains(byte) else { return ("\u{FFFD}", offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
