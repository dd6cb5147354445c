/// The Unicode line breaking algorithm (UAX #14, Unicode 15.0): where lines may and must end.
///
/// Every rule of UAX #14 revision 49 is implemented, LB1 through LB31, with numbers tailored as in
/// Example 7 of section 8.2 (the tailoring Unicode's LineBreakTest.txt uses) and LB1's defaults:
/// ambiguous (AI), surrogate (SG) and unknown (XX) characters break like letters (AL), South East
/// Asian letters (SA) like letters or, if they are marks, like combining marks, and conditional
/// Japanese starters (CJ) like nonstarters (NS). Dictionary-based breaking of Thai, Lao, Khmer and
/// Burmese words is not done: such text breaks only at spaces and punctuation.
///
/// The breaker reads the UTF-8 of the text directly and allocates nothing per scalar; the property
/// tables are generated from the Unicode Character Database by `scripts/generate-unicode-tables.py`.
public enum LineBreaker {
    /// Every break opportunity after the start of a text, in ascending order.
    ///
    /// There is never a break at the start (LB2). The last opportunity is always `text.endIndex`
    /// (LB3); it is mandatory only when the text ends with a hard line break. An empty text has no
    /// opportunities.
    /// - Parameter text: The text to break, of any length. Invalid UTF-8 cannot occur in a Swift string.
    /// - Returns: The opportunities, each at a Unicode-scalar boundary of `text`.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func opportunities(in text: Substring) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        forEachOpportunity(in: text) { result.append($0) }
        return result
    }

    /// Calls a closure with every break opportunity after the start of a text, in ascending order,
    /// without collecting them.
    ///
    /// The opportunities are the same as those of ``opportunities(in:)``; this form allocates nothing,
    /// for callers that consume them as they come (a wrapping loop, a counter).
    /// - Parameters:
    ///   - text: The text to break.
    ///   - body: Called once per opportunity, in ascending order of index.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func forEachOpportunity(
        in text: Substring, _ body: (LineBreakOpportunity) throws -> Void
    ) rethrows {
        let utf8 = text.utf8
        var index = text.startIndex
        var offset = 0
        try forEachOpportunityOffset(inUTF8: utf8) { next, isMandatory in
            index = utf8.index(index, offsetBy: next - offset)
            offset = next
            try body(LineBreakOpportunity(index: index, isMandatory: isMandatory))
        }
    }

    /// The opportunities as UTF-8 offsets from the start of `utf8`; the engine behind the public forms.
    static func forEachOpportunityOffset(
        inUTF8 utf8: Substring.UTF8View, _ body: (_ offset: Int, _ isMandatory: Bool) throws -> Void
    ) rethrows {
        let found: Void? = try utf8.withContiguousStorageIfAvailable {
            try forEachOpportunityOffset(in: $0, body)
        }
        if found == nil {
            try ContiguousArray(utf8).withUnsafeBufferPointer { try forEachOpportunityOffset(in: $0, body) }
        }
    }

    /// The opportunities in a buffer of UTF-8 as offsets into it.
    ///
    /// Bytes that are not valid UTF-8 (which a Swift string never holds) are read as U+FFFD, one
    /// byte each, so any buffer is safe.
    static func forEachOpportunityOffset(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ offset: Int, _ isMandatory: Bool) throws -> Void
    ) rethrows {
        let properties = UnicodeProperties.shared
        let pairs = LineBreakPairTable.shared
        var state = LineBreakState()
        var offset = 0
        let count = bytes.count
        while offset < count {
            let start = offset
            let lead = bytes[offset]
            let value: UInt8
            if lead < 0x80 {
                offset &+= 1
                value = properties.lineBreakValue(ascii: lead)
            } else {
                value = properties.lineBreakValue(decodeScalar(bytes, at: &offset))
            }
            switch state.advance(over: value, pairs: pairs) {
            case .prohibited, .needsState: break  // advance never returns needsState
            case .allowed: if start > 0 { try body(start, false) }
            case .mandatory: try body(start, true)
            case .prohibitedBeforeNumber:
                if !numberFollows(bytes, at: offset, properties) { try body(start, false) }
            }
        }
        if count > 0 {
            try body(count, state.endsWithHardBreak)
        }
    }

    /// Whether the first scalar at or after `offset` that is not a combining mark or ZWJ is a number.
    static func numberFollows(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ properties: UnicodeProperties
    ) -> Bool {
        var end = offset
        return numberFollows(bytes, at: offset, properties, readingTo: &end)
    }

    /// ``numberFollows(_:at:_:)``, also telling how far it read: `end` becomes the offset after the
    /// last scalar it looked at, or `bytes.count + 1` when it reached the end (the end is information too).
    static func numberFollows(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ properties: UnicodeProperties,
        readingTo end: inout Int
    ) -> Bool {
        var offset = offset
        while offset < bytes.count {
            let value = properties.lineBreakValue(decodeScalar(bytes, at: &offset))
            switch LineBreakClass(tableValue: value) {
            case .cm, .zwj: continue
            case .nu:
                end = offset
                return true
            default:
                end = offset
                return false
            }
        }
        end = bytes.count + 1
        return false
    }

    /// Decodes the UTF-8 scalar at `offset` and moves `offset` past it; U+FFFD for a malformed byte.
    ///
    /// A lead byte says the sequence's length (C0–DF two bytes, E0–EF three, F0–FF four); the
    /// sequence is malformed when it runs past the end or a continuation byte is not 80–BF, and a
    /// four-byte sequence above U+10FFFF is U+FFFD. Each length is decoded in straight-line code.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> UInt32 {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 {
            offset &+= 1
            return lead
        }
        let count = bytes.count
        if lead < 0xE0 {
            guard lead >= 0xC0, offset &+ 2 <= count else {
                offset &+= 1
                return 0xFFFD
            }
            let second = UInt32(bytes[offset &+ 1])
            guard second & 0xC0 == 0x80 else {
                offset &+= 1
                return 0xFFFD
            }
            offset &+= 2
            return (lead & 0x1F) << 6 | second & 0x3F
        }
        if lead < 0xF0 {
            guard offset &+ 3 <= count else {
                offset &+= 1
                return 0xFFFD
            }
            let second = UInt32(bytes[offset &+ 1])
            let third = UInt32(bytes[offset &+ 2])
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else {
                offset &+= 1
                return 0xFFFD
            }
            offset &+= 3
            return (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F
        }
        guard offset &+ 4 <= count else {
            offset &+= 1
            return 0xFFFD
        }
        let second = UInt32(bytes[offset &+ 1])
        let third = UInt32(bytes[offset &+ 2])
        let fourth = UInt32(bytes[offset &+ 3])
        guard second & 0xC0 == 0x80, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else {
            offset &+= 1
            return 0xFFFD
        }
        offset &+= 4
        let scalar = (lead & 0x07) << 18 | (second & 0x3F) << 12 | (third & 0x3F) << 6 | fourth & 0x3F
        return scalar < 0x11_0000 ? scalar : 0xFFFD
    }
}
