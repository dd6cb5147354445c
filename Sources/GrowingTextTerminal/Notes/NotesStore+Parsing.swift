#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NotesStore {
    /// The notes of a JSON array of strings, parsed in one pass over the bytes; `nil` for anything
    /// that is not exactly that (then ``decode(_:path:)`` asks `JSONDecoder`, which names the
    /// problem). Each string is checked as UTF-8 once, when it is made.
    ///
    /// `JSONDecoder` builds a tree of the whole file and checks its UTF-8 twice: on a 7.6 MB file
    /// of 20,000 notes that is most of the time to the first frame.
    /// - Parameter bytes: The file.
    /// - Returns: The notes, or `nil`.
    /// - Complexity: O(n) in the file's size.
    package static func parseStringArray(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var parser = StringArrayParser(bytes: bytes)
        return parser.parseArray()
    }
}

/// A reader of `[ "…", … ]` with JSON's whitespace and escapes; fails (returns `nil`) on anything
/// else, including lone surrogate escapes and invalid UTF-8.
private struct StringArrayParser {
    let bytes: UnsafeRawBufferPointer
    var position = 0
    var unescaped: [UInt8] = []
    /// Where the next quote and the next backslash are, at or after `position` once found
    /// (`bytes.count` for none): found with `memchr`, again only once `position` passes them.
    var nextQuote = -1
    var nextBackslash = -1

    mutating func parseArray() -> [String]? {
        var notes: [String] = []
        skipWhitespace()
        guard take() == UInt8(ascii: "[") else { return nil }
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            elements: while true {
                guard let note = parseString() else { return nil }
                notes.append(note)
                skipWhitespace()
                switch take() {
                case UInt8(ascii: ","): skipWhitespace()
                case UInt8(ascii: "]"): break elements
                default: return nil
                }
            }
        }
        skipWhitespace()
        return position == bytes.count ? notes : nil
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func take() -> UInt8? {
        defer { position += 1 }
        return peek()
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    /// A string without escapes is made straight from the file's bytes; the first backslash
    /// switches to copying into `unescaped`.
    private mutating func parseString() -> String? {
        guard take() == UInt8(ascii: "\"") else { return nil }
        let start = position
        while true {
            skipPlainBytes()
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)])
                    .withMemoryRebound(to: UInt8.self, Self.validatedString)
            case UInt8(ascii: "\\"):
                unescaped.removeAll(keepingCapacity: true)
                unescaped.append(contentsOf: bytes[start..<position])
                return parseEscapedRest()
            case 0..<0x20:
                return nil
            default:
                position += 1
            }
        }
    }

    /// Copies runs of plain bytes at once, escapes one by one.
    private mutating func parseEscapedRest() -> String? {
        var runStart = position
        while true {
            skipPlainBytes()
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                unescaped.append(contentsOf: bytes[runStart..<position])
                position += 1
                if byte == UInt8(ascii: "\"") {
                    return unescaped.withUnsafeBufferPointer(Self.validatedString)
                }
                guard appendEscape() else { return nil }
                runStart = position
            case 0..<0x20:
                return nil
            default:
                position += 1
            }
        }
    }

    /// The string of valid UTF-8 bytes, else `nil`: on Linux the standard library's validating
    /// initialiser (two thirds of the instructions of Foundation's); Apple SDKs before iOS 18 do not
    /// declare it.
    private static func validatedString(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        #if os(Linux)
            return String(validating: utf8, as: UTF8.self)
        #else
            return String(bytes: utf8, encoding: .utf8)
        #endif
    }

    /// Skips string bytes up to the next quote or backslash (found with `memchr`, a vector loop),
    /// sixteen then eight at a time while the words hold no control byte (the classic "has a byte
    /// below n" word test, exact as an existence test), so the byte loop sees only the words where
    /// something happens. A stop found earlier and passed since only makes it skip less.
    private mutating func skipPlainBytes() {
        if nextQuote < position { nextQuote = index(of: UInt8(ascii: "\""), from: position) }
        if nextBackslash < position { nextBackslash = index(of: UInt8(ascii: "\\"), from: position) }
        let stop = min(nextQuote, nextBackslash)
        let belowSpace: UInt64 = 0x2020_2020_2020_2020
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasControl(_ word: UInt64) -> UInt64 { (word &- belowSpace) & ~word & highBits }
        func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        while position + 16 <= stop {
            if hasControl(word(at: position)) | hasControl(word(at: position + 8)) != 0 { break }
            position += 16
        }
        while position + 8 <= stop {
            if hasControl(word(at: position)) != 0 { return }
            position += 8
        }
    }

    /// The offset of the first `byte` at or after `start`, or `bytes.count`.
    private func index(of byte: UInt8, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return bytes.count }
        return base.distance(to: UnsafeRawPointer(found))
    }

    private mutating func appendEscape() -> Bool {
        switch take() {
        case UInt8(ascii: "\""): unescaped.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): unescaped.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): unescaped.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            guard let scalar = parseUnicodeEscape() else { return false }
            unescaped.append(contentsOf: String(Character(scalar)).utf8)
        default: return false
        }
        return true
    }

    /// `XXXX` after `\u`, or a surrogate pair `XXXX\uXXXX`; `nil` for a lone surrogate.
    private mutating func parseUnicodeEscape() -> Unicode.Scalar? {
        guard let unit = parseHex4() else { return nil }
        switch unit {
        case 0xD800..<0xDC00:
            guard take() == UInt8(ascii: "\\"), take() == UInt8(ascii: "u"), let low = parseHex4(),
                (0xDC00..<0xE000).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00..<0xE000:
            return nil
        default:
            return Unicode.Scalar(unit)
        }
    }

    private mutating func parseHex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = take() else { return nil }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
