/// The generated property tables of ``UnicodeTables``, decoded once and kept for the life of the process.
///
/// Decoding happens on first use (a `static let`, so it is thread-safe); the buffers are never freed,
/// which is what makes handing out unsafe pointers to them sound. Lookups are two array reads.
struct UnicodeProperties: @unchecked Sendable {
    /// The process-wide decoded tables.
    static let shared = UnicodeProperties()

    private let lineBreakStage1: UnsafeBufferPointer<UInt8>
    private let lineBreakStage2: UnsafeBufferPointer<UInt8>
    private let widthStage1: UnsafeBufferPointer<UInt8>
    /// The line-break values of ASCII, the first block of stage 2 (a block holds 128 scalars).
    private let lineBreakASCII: UnsafePointer<UInt8>
    private let widthStage2: UnsafeBufferPointer<UInt8>

    private init() {
        lineBreakStage1 = Self.decode(UnicodeTables.lineBreakStage1)
        lineBreakStage2 = Self.decode(UnicodeTables.lineBreakStage2)
        widthStage1 = Self.decode(UnicodeTables.widthStage1)
        widthStage2 = Self.decode(UnicodeTables.widthStage2)
        precondition(
            lineBreakStage1.count << UnicodeTables.lineBreakShift == 0x11_0000
                && widthStage1.count << UnicodeTables.widthShift == 0x11_0000,
            "the generated Unicode tables are corrupt; rerun scripts/generate-unicode-tables.py")
        precondition(UnicodeTables.lineBreakShift >= 7, "ASCII must be one block of the line-break table")
        lineBreakASCII =
            lineBreakStage2.baseAddress! + Int(lineBreakStage1[0]) << UnicodeTables.lineBreakShift
    }

    /// The line-break table value of a scalar: a ``LineBreakClass`` raw value in the low six bits,
    /// plus the ``UnicodeTables/lineBreakEastAsian`` and
    /// ``UnicodeTables/lineBreakPictographicUnassigned`` flags.
    @inline(__always)
    func lineBreakValue(_ scalar: UInt32) -> UInt8 {
        let shift = UInt32(UnicodeTables.lineBreakShift)
        let block = Int(lineBreakStage1[Int(truncatingIfNeeded: scalar >> shift)])
        return lineBreakStage2[block << shift | Int(truncatingIfNeeded: scalar & ((1 << shift) - 1))]
    }

    /// ``lineBreakValue(_:)`` of an ASCII scalar (below 0x80), one read.
    @inline(__always)
    func lineBreakValue(ascii scalar: UInt8) -> UInt8 {
        lineBreakASCII[Int(scalar)]
    }

    /// The width table value of a scalar: the width class in the low two bits plus emoji flags.
    @inline(__always)
    func widthValue(_ scalar: UInt32) -> UInt8 {
        let shift = UInt32(UnicodeTables.widthShift)
        let block = Int(widthStage1[Int(truncatingIfNeeded: scalar >> shift)])
        return widthStage2[block << shift | Int(truncatingIfNeeded: scalar & ((1 << shift) - 1))]
    }

    /// Decodes a base64 literal (line breaks and indentation ignored) into a buffer that is never freed.
    ///
    /// Reads the literal's UTF-8 in place and writes straight into the buffer: iterating the
    /// string's `utf8` view and appending to an array took five times as many instructions, a
    /// noticeable part of a long note's first frame.
    private static func decode(_ literal: String) -> UnsafeBufferPointer<UInt8> {
        var literal = literal
        return literal.withUTF8 { utf8 in
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: utf8.count * 3 / 4)
            var count = 0
            var accumulator: UInt32 = 0
            var bits = 0
            for character in utf8 {
                let sextet: UInt8
                switch character {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = character &- UInt8(ascii: "A")
                case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = character &- UInt8(ascii: "a") &+ 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = character &+ (52 &- UInt8(ascii: "0"))
                case UInt8(ascii: "+"): sextet = 62
                case UInt8(ascii: "/"): sextet = 63
                default: continue  // padding, line breaks, indentation
                }
                accumulator = accumulator << 6 | UInt32(sextet)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    buffer[count] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                    count += 1
                }
            }
            return UnsafeBufferPointer(rebasing: buffer[..<count])
        }
    }
}
