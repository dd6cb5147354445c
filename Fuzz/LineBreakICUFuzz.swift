// Differential fuzzing of the line breaker against ICU 72 (root locale, the same Unicode 15.0 data):
// arbitrary bytes become a sequence of Unicode scalars, and at every position between two scalars
// (and at the end) ours and ICU must agree on "no break", "break allowed" or "break required", and
// every scalar's Line_Break class, resolved as LB1 says, must be the same as ICU's. A disagreement
// traps unless one of the documented differences below explains it; those are counted and printed
// every million inputs and at exit.
//
//   scripts/fuzz.sh LineBreakICU -max_len=256
//
// Input: per scalar, one selector byte and one to three more (see `ScalarReader`), so every scalar
// of the codespace is reachable, every Line_Break class is reached often, and runs of neighbouring
// scalars (one script) are common.

import Glibc
import LineBreakICUShim

/// Reads scalars from the fuzzer's bytes.
private struct ScalarReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var previous: UInt32 = 0x41

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt32 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return UInt32(bytes[position])
    }

    /// One scalar: ASCII, a scalar of an ICU Line_Break class, any code point, or a neighbour of the
    /// previous scalar. Surrogate code points (not scalars) move up past the surrogate block.
    mutating func scalar() -> Unicode.Scalar {
        var value: UInt32
        switch byte() % 4 {
        case 0: value = byte() & 0x7F
        case 1:
            let bucket = scalarsByClass[Int(byte()) % scalarsByClass.count]
            value = bucket[Int(byte() << 8 | byte()) % bucket.count]
        case 2: value = (byte() << 16 | byte() << 8 | byte()) % 0x11_0000
        default: value = UInt32(truncatingIfNeeded: Int(previous) + Int(byte()) - 128) % 0x11_0000
        }
        if (0xD800...0xDFFF).contains(value) { value += 0x800 }
        previous = value
        return Unicode.Scalar(value)!
    }
}

/// Every scalar, bucketed by ICU's Line_Break value (found once by asking ICU about each of them).
private let scalarsByClass: [[UInt32]] = {
    var buckets = [[UInt32]](repeating: [], count: 64)
    for value: UInt32 in 0...0x10_FFFF where !(0xD800...0xDFFF).contains(value) {
        buckets[Int(gt_fuzz_icu_line_break_value(value)) & 63].append(value)
    }
    return buckets.filter { !$0.isEmpty }
}()

/// What may stand at a position: nothing, an allowed break, a required break.
private enum Break: Int {
    case none, allowed, required
}

/// The documented differences between ours and ICU 72's root-locale rules, each excused by a rule.
private enum KnownDifference: String, CaseIterable {
    /// ICU breaks runs of South East Asian letters (Line_Break SA: Thai, Lao, Khmer, Myanmar, Tai
    /// scripts) with its dictionaries; ours, as UAX #14's LB1 default, treats them as AL or CM, so
    /// they break only at spaces and punctuation. Excused: a position with an SA scalar on either
    /// side, the one before reached through combining marks.
    case southEastAsianDictionary = "SA dictionary"
    /// ICU keeps a hyphen at the start of a word with the letter after it (an ICU customisation in
    /// root since ICU 63, its line.txt rule 20.09; UAX #14 adopted it only in Unicode 15.1, as LB20a);
    /// ours follows Unicode 15.0's LB21 (a break after HY). Excused: no break in ICU where ours allows
    /// one, after HY or U+2010 (and combining marks) that starts the text or follows BK, CR, LF, NL,
    /// SP, ZW, CB or GL (past combining marks), before a letter (AL after LB1: AL, AI, SG, XX, SA).
    case wordInitialHyphen = "word-initial hyphen"
    /// ICU applies UAX #14's LB25 as its plain pair rules (CL × PO, CP × PO, CL × PR, CP × PR,
    /// NU × PO, NU × PR, PO × OP, PO × NU, PR × OP, PR × NU, HY × NU, IS × NU, NU × NU, SY × NU)
    /// everywhere; ours follows the regular-expression tailoring of LB25 (Example 7 of UAX #14
    /// section 8.2, the one LineBreakTest.txt uses), which keeps these pairs together only inside a
    /// number, so ours allows a break in `a.5` or `$(`. Excused: no break in ICU where ours allows
    /// one, between the two classes of one of these pairs (past combining marks).
    case numberPairOutsideNumber = "LB25 pair outside a number"
    /// ICU breaks between a space and an infix separator (`x ,5`, a number with a leading decimal
    /// point; UAX #14 adopted this only in Unicode 15.1, as LB15c); ours follows Unicode 15.0's LB13
    /// (no break before IS, even after spaces). Excused: a break in ICU where ours has none, between
    /// SP and IS.
    case spaceBeforeInfix = "SP ÷ IS"
}

/// How many differences of each kind were excused, how many inputs and positions were compared.
nonisolated(unsafe) private var excused = [KnownDifference: Int]()
nonisolated(unsafe) private var inputs = 0
nonisolated(unsafe) private var positions = 0

private func report() {
    let kinds = KnownDifference.allCases.map { "\($0.rawValue): \(excused[$0, default: 0])" }
    print(
        "LineBreakICU: \(inputs) inputs, \(positions) positions compared; excused: \(kinds.joined(separator: ", "))"
    )
}

/// ICU's Line_Break class of `scalar`, resolved as LB1 says and as ours documents.
private func resolvedICUClass(_ scalar: UInt32) -> String {
    let name = String(cString: gt_fuzz_icu_line_break_name(scalar))
    switch name {
    case "AI", "SG", "XX": return "AL"
    case "SA": return gt_fuzz_icu_is_combining_mark(scalar) != 0 ? "CM" : "AL"
    case "CJ": return "NS"
    default: return name
    }
}

/// The pairs of LB25 (Unicode 15.0) that ours keeps together only inside a number.
private let numberPairs: Set<String> = [
    "CL PO", "CP PO", "CL PR", "CP PR", "NU PO", "NU PR", "PO OP", "PO NU", "PR OP", "PR NU", "HY NU",
    "IS NU", "NU NU", "SY NU",
]

/// The known difference that explains a disagreement at `position` (between scalar `position - 1`
/// and scalar `position`), if any. `classes` are ICU's classes resolved by LB1, `raw` unresolved.
private func explanation(
    at position: Int, ours: Break, icu: Break, scalars: [Unicode.Scalar], classes: [String], raw: [String]
) -> KnownDifference? {
    // The scalar before the position, past combining marks (LB9).
    var before = position - 1
    while before > 0 && ["CM", "ZWJ"].contains(classes[before]) { before -= 1 }
    let after = position < classes.count ? classes[position] : "eot"
    if raw[before] == "SA" || (position < raw.count && raw[position] == "SA") {
        return .southEastAsianDictionary
    }
    if ours == .none && icu == .allowed && classes[position - 1] == "SP" && after == "IS" {
        return .spaceBeforeInfix
    }
    guard ours == .allowed && icu == .none else { return nil }
    if classes[before] == "HY" || scalars[before] == "\u{2010}" {
        var start = before - 1
        while start >= 0 && ["CM", "ZWJ"].contains(classes[start]) { start -= 1 }
        let startsWord =
            start < 0 || ["BK", "CR", "LF", "NL", "SP", "ZW", "CB", "GL"].contains(classes[start])
        if startsWord && after == "AL" { return .wordInitialHyphen }
    }
    if numberPairs.contains("\(classes[before]) \(after)") {
        return .numberPairOutsideNumber
    }
    return nil
}

private func describe(_ scalars: [Unicode.Scalar], _ icuClasses: [String]) -> String {
    zip(scalars, icuClasses).map { "U+\(String($0.value, radix: 16, uppercase: true))(\($1))" }
        .joined(separator: " ")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineBreakICU(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if inputs == 0 {
        precondition(gt_fuzz_icu_open() != 0, "ICU could not open a line break iterator")
        atexit { report() }
    }
    var reader = ScalarReader(bytes: UnsafeBufferPointer(start: data, count: size))
    var scalars: [Unicode.Scalar] = []
    while !reader.isAtEnd { scalars.append(reader.scalar()) }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)

    // Where each scalar starts, in UTF-8 and UTF-16 code units.
    var scalarAtUTF8 = [Int: Int]()
    var scalarAtUTF16 = [Int: Int]()
    var utf8Offset = 0
    var utf16Offset = 0
    for (index, scalar) in scalars.enumerated() {
        scalarAtUTF8[utf8Offset] = index
        scalarAtUTF16[utf16Offset] = index
        utf8Offset += UTF8.width(scalar)
        utf16Offset += UTF16.width(scalar)
    }
    scalarAtUTF8[utf8Offset] = scalars.count
    scalarAtUTF16[utf16Offset] = scalars.count

    var ours = [Break](repeating: .none, count: scalars.count + 1)
    LineBreaker.forEachOpportunity(in: text[...]) { opportunity in
        let offset = text.utf8.distance(from: text.startIndex, to: opportunity.index)
        let index = scalarAtUTF8[offset]!
        precondition(ours[index] == .none, "one opportunity per position")
        ours[index] = opportunity.isMandatory ? .required : .allowed
    }

    var icu = [Break](repeating: .none, count: scalars.count + 1)
    let utf16 = Array(text.utf16)
    var icuOffsets = [Int32](repeating: 0, count: utf16.count + 1)
    var icuHard = [UInt8](repeating: 0, count: utf16.count + 1)
    let icuCount = gt_fuzz_icu_breaks(
        utf16, Int32(utf16.count), &icuOffsets, &icuHard, Int32(icuOffsets.count))
    precondition(icuCount >= 0 && Int(icuCount) <= icuOffsets.count, "ICU line breaking failed")
    for (offset, hard) in zip(icuOffsets, icuHard).prefix(Int(icuCount)) {
        let index = scalarAtUTF16[Int(offset)]!
        icu[index] = hard != 0 ? .required : .allowed
    }

    let icuClasses = scalars.map { String(cString: gt_fuzz_icu_line_break_name($0.value)) }
    let resolvedClasses = scalars.map { resolvedICUClass($0.value) }
    let properties = UnicodeProperties.shared
    for (scalar, icuClass) in zip(scalars, resolvedClasses) {
        let ourClass = "\(LineBreakClass(tableValue: properties.lineBreakValue(scalar.value)))".uppercased()
        if ourClass != icuClass {
            fatalError(
                "Line_Break of U+\(String(scalar.value, radix: 16, uppercase: true)): ours \(ourClass), ICU \(icuClass)"
            )
        }
    }

    for position in ours.indices.dropFirst() {
        positions += 1
        guard ours[position] != icu[position] else { continue }
        if let kind = explanation(
            at: position, ours: ours[position], icu: icu[position], scalars: scalars,
            classes: resolvedClasses,
            raw: icuClasses)
        {
            excused[kind, default: 0] += 1
        } else {
            fatalError(
                "break before scalar \(position): ours \(ours[position]), ICU \(icu[position]) in \(describe(scalars, icuClasses))"
            )
        }
    }
    inputs += 1
    if inputs % 1_000_000 == 0 { report() }
    return 0
}
