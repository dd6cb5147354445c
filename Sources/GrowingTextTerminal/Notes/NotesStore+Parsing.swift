import GrowingTextLayout

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
    /// - Complexity: O(n) in the file's size (the bytes are copied first:
    ///   ``parseNotes(inPlace:pieceLength:firstPieceLength:releasing:deferring:)`` reads a file without
    ///   a copy).
    package static func parseStringArray(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var copy = [UInt8](bytes)
        return copy.withUnsafeMutableBytes { parseNotes(inPlace: $0, pieceLength: .max)?.map(\.string) }
    }

    /// The notes of a JSON array of strings as ``parseStringArray(_:)`` reads them, in the file's own
    /// bytes: escapes are replaced in place (what a string's escapes stand for is never longer than
    /// they are), a note longer than `pieceLength` is read in pieces (``NoteText``), and the bytes
    /// read are given to `release` (when set) every megabyte or so, so that the file and its notes
    /// are not held in full at once. The bytes are left undefined, whatever the outcome, except the
    /// ranges given to `deferring`.
    /// - Parameters:
    ///   - bytes: The file, without a byte order mark.
    ///   - pieceLength: The most bytes of a piece of a note (at least 4).
    ///   - firstPieceLength: The most bytes of a note's first piece (at least 4), when not
    ///     `pieceLength`: the first piece is made a string at once, so a shorter one makes less of a
    ///     long note a string before it is shown.
    ///   - release: Called with a range of `bytes` that is no longer read, each after the last.
    ///   - deferring: When set, makes the pieces of a long note after its first from their bytes, a
    ///     range of `bytes` checked as UTF-8 (``UTF8Validation``, as the string's bytes are read) that
    ///     is never written to again nor given to `release`; when `nil`, every piece is made a
    ///     string at once.
    /// - Returns: The notes, or `nil`.
    /// - Complexity: O(n) in the file's size.
    package static func parseNotes(
        inPlace bytes: UnsafeMutableRawBufferPointer, pieceLength: Int = NoteText.pieceLength,
        firstPieceLength: Int? = nil, releasing release: ((_ range: Range<Int>) -> Void)? = nil,
        deferring: ((_ range: Range<Int>) -> TextPiece)? = nil
    ) -> [NoteText]? {
        // Bounded, so that offsets plus a piece's length cannot overflow.
        func bounded(_ length: Int) -> Int { min(max(4, length), Int.max / 4) }
        var parser = StringArrayParser(
            bytes: bytes, pieceLength: bounded(pieceLength),
            firstPieceLength: bounded(firstPieceLength ?? pieceLength))
        return parser.parseArray(
            releasing: release ?? { _ in }, releases: release != nil, deferring: deferring)
    }
}

/// A reader of `[ "…", … ]` with JSON's whitespace and escapes; fails (returns `nil`) on anything
/// else, including lone surrogate escapes and invalid UTF-8. A string's unescaped bytes are written
/// over its own bytes, behind the read position.
private struct StringArrayParser {
    let bytes: UnsafeMutableRawBufferPointer
    let pieceLength: Int
    let firstPieceLength: Int
    var position = 0
    /// Where the current string's next unescaped byte goes (at or before `position`).
    var write = 0
    /// Where the current string's bytes not yet made into a piece start.
    var pieceStart = 0
    /// Where the bytes not given to `release` yet start.
    var released = 0
    /// The most unescaped bytes of the current string's next piece.
    var cutLength = 0
    /// Whether the current string's runs are checked as UTF-8 as they are skipped: once its first
    /// piece is cut, when its later pieces are deferred.
    var checksRuns = false
    /// Where the bytes not checked yet start, when ``checksRuns`` is set.
    var checkedThrough = 0
    /// Whether bytes read are given to `release` at all.
    var releases = false
    /// Where the next quote and the next backslash are, at or after `position` once found
    /// (`bytes.count` for none): found with `memchr`, again only once `position` passes them.
    var nextQuote = -1
    var nextBackslash = -1

    /// The bytes given to `release` at a time, at least.
    static let releaseStep = 1 << 20

    init(bytes: UnsafeMutableRawBufferPointer, pieceLength: Int, firstPieceLength: Int) {
        self.bytes = bytes
        self.pieceLength = pieceLength
        self.firstPieceLength = firstPieceLength
    }

    /// Makes a piece after a note's first from its bytes (see
    /// ``NotesStore/parseNotes(inPlace:pieceLength:firstPieceLength:releasing:deferring:)``); passed
    /// down rather than stored: a parser holding it crashed Swift 6.3.1's optimizer in release
    /// builds (a SIL verification failure while lowering ownership).
    typealias Deferring = ((Range<Int>) -> TextPiece)?

    /// The notes; `release` is called as
    /// ``NotesStore/parseNotes(inPlace:pieceLength:firstPieceLength:releasing:deferring:)`` says
    /// when `releases` is set.
    mutating func parseArray(
        releasing release: (Range<Int>) -> Void, releases: Bool, deferring: Deferring
    ) -> [NoteText]? {
        self.releases = releases
        var notes: [NoteText] = []
        skipWhitespace()
        guard take() == UInt8(ascii: "[") else { return nil }
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            elements: while true {
                guard let note = parseString(releasing: release, deferring: deferring) else { return nil }
                notes.append(note)
                releaseRead(upTo: position, release)
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
        let byte = peek()
        position += 1
        return byte
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    /// Gives `release` the bytes before `offset` once they are ``releaseStep`` past the last range
    /// given.
    private mutating func releaseRead(upTo offset: Int, _ release: (Range<Int>) -> Void) {
        guard releases, offset - released >= Self.releaseStep else { return }
        release(released..<offset)
        released = offset
    }

    /// Gives `release` the bytes before `range`, which are kept: never given.
    private mutating func keep(_ range: Range<Int>, _ release: (Range<Int>) -> Void) {
        if releases, range.lowerBound > released { release(released..<range.lowerBound) }
        released = max(released, range.upperBound)
    }

    /// A string's bytes: runs of plain bytes stay where they are until the first escape, then are
    /// moved back over the escapes' room; escapes are written one by one. Every ``pieceLength``
    /// unescaped bytes (``firstPieceLength`` for the first piece), a piece is cut.
    ///
    /// Once the first piece is cut of a string whose later pieces are deferred, each run is checked
    /// as UTF-8 without controls as it is skipped (``skipCheckedBytes()``), so that those pieces'
    /// bytes are read once, not once for the escapes and once more for their UTF-8.
    private mutating func parseString(releasing release: (Range<Int>) -> Void, deferring: Deferring)
        -> NoteText?
    {
        guard take() == UInt8(ascii: "\"") else { return nil }
        pieceStart = position
        write = position
        cutLength = firstPieceLength
        checksRuns = false
        var first: String?
        var rest: [TextPiece] = []
        var runStart = position
        while true {
            if checksRuns {
                guard skipCheckedBytes() else { return nil }
            } else {
                skipPlainBytes()
            }
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                moveRun(from: runStart)
                position += 1
                if byte == UInt8(ascii: "\"") {
                    guard cutPieces(first: &first, rest: &rest, release, deferring) else { return nil }
                    guard let first else { return string(pieceStart..<write).map(NoteText.init) }
                    if write > pieceStart {
                        guard let last = piece(pieceStart..<write, release, deferring) else { return nil }
                        rest.append(last)
                    }
                    return NoteText(first: first, rest: rest)
                }
                guard appendEscape(), cutPieces(first: &first, rest: &rest, release, deferring) else {
                    return nil
                }
                runStart = position
            case 0..<0x20:
                return nil
            default:
                position += 1
            }
        }
    }

    /// Cuts pieces from the unescaped bytes while there are more than a piece's length of them
    /// (only the plain bytes before a quote or a backslash lengthen a string, so they are looked at
    /// there), giving back the bytes before each new piece's start; `false` when a piece is not
    /// valid UTF-8.
    private mutating func cutPieces(
        first: inout String?, rest: inout [TextPiece], _ release: (Range<Int>) -> Void, _ deferring: Deferring
    ) -> Bool {
        while write > pieceStart + cutLength {
            let range = pieceStart..<cutEnd()
            pieceStart = range.upperBound
            if first == nil {
                guard let text = string(range) else { return false }
                first = text
                cutLength = pieceLength
                releaseRead(upTo: pieceStart, release)
                // The bytes after the first piece read so far were skipped unchecked; the rest of
                // the string's runs are checked as they are skipped (`parseString`).
                if deferring != nil {
                    guard UTF8Validation.isValid(UnsafeRawBufferPointer(rebasing: bytes[pieceStart..<write]))
                    else { return false }
                    checksRuns = true
                    checkedThrough = position
                }
            } else {
                guard let next = piece(range, release, deferring) else { return false }
                rest.append(next)
            }
        }
        return true
    }

    /// A piece after a note's first: deferred (its bytes kept, already checked as UTF-8) when the
    /// parse defers pieces, else a string; `nil` when the bytes are not valid UTF-8.
    private mutating func piece(
        _ range: Range<Int>, _ release: (Range<Int>) -> Void, _ deferring: Deferring
    ) -> TextPiece? {
        guard let deferring else {
            guard let text = string(range) else { return nil }
            releaseRead(upTo: range.upperBound, release)
            return TextPiece(text)
        }
        keep(range, release)
        return deferring(range)
    }

    /// Moves the plain bytes from `runStart` to `position` back to `write`, after the unescaped
    /// bytes before them (nothing moves before the first escape).
    private mutating func moveRun(from runStart: Int) {
        let count = position - runStart
        if write != runStart, count > 0 {
            (bytes.baseAddress! + write).copyMemory(from: bytes.baseAddress! + runStart, byteCount: count)
        }
        write += count
    }

    /// The end of the piece of the first ``cutLength`` unescaped bytes from `pieceStart` (more than
    /// that are written), cut back to a scalar boundary and never between a CR and an LF.
    private func cutEnd() -> Int {
        var cut = pieceStart + cutLength
        while cut > pieceStart + 1, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        if cut - 1 > pieceStart, bytes[cut - 1] == 0x0D, bytes[cut] == 0x0A { cut -= 1 }
        return cut
    }

    /// The string of the unescaped bytes `range`, or `nil` when they are not valid UTF-8.
    private func string(_ range: Range<Int>) -> String? {
        UnsafeRawBufferPointer(rebasing: bytes[range]).withMemoryRebound(to: UInt8.self, Self.validatedString)
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

    /// Skips string bytes up to the next quote or backslash as ``skipPlainBytes()`` does, all at
    /// once, checking them as UTF-8 without controls (``UTF8Validation``) first; `false` when they
    /// are not.
    ///
    /// An escape is ASCII and no control, so the check runs over escapes too: from
    /// ``checkedThrough`` to the next quote (an escaped one, perhaps) at once, for most notes their
    /// whole rest, rather than a run at a time. It ends between scalars: a quote inside a scalar is
    /// not UTF-8 either.
    private mutating func skipCheckedBytes() -> Bool {
        if nextQuote < position { nextQuote = index(of: UInt8(ascii: "\""), from: position) }
        if nextBackslash < position { nextBackslash = index(of: UInt8(ascii: "\\"), from: position) }
        let stop = min(nextQuote, nextBackslash)
        if stop > checkedThrough {
            let unchecked = max(position, checkedThrough)..<nextQuote
            guard UTF8Validation.isValidWithoutControls(UnsafeRawBufferPointer(rebasing: bytes[unchecked]))
            else { return false }
            checkedThrough = nextQuote
        }
        position = stop
        return true
    }

    /// The offset of the first `byte` at or after `start`, or `bytes.count`.
    private func index(of byte: UInt8, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Writes the byte at `write`, behind the read position.
    private mutating func put(_ byte: UInt8) {
        bytes[write] = byte
        write += 1
    }

    /// Reads the escape after a backslash and writes what it stands for, never longer than the
    /// escape (a `\u` escape of 6 bytes is at most 3 bytes of UTF-8, a pair of 12 bytes 4).
    private mutating func appendEscape() -> Bool {
        switch take() {
        case UInt8(ascii: "\""): put(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): put(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): put(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): put(0x08)
        case UInt8(ascii: "f"): put(0x0C)
        case UInt8(ascii: "n"): put(0x0A)
        case UInt8(ascii: "r"): put(0x0D)
        case UInt8(ascii: "t"): put(0x09)
        case UInt8(ascii: "u"):
            guard let scalar = parseUnicodeEscape() else { return false }
            UTF8.encode(scalar) { put($0) }
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
