import BenchmarkSupport

/// Prints each P1 corpus's size and every engine's opportunity count (which turn the benchmarks'
/// time per pass into opportunities per second) and where ours and ICU disagree, so an engine
/// doing visibly different work shows up.
func scalarOffsets(_ text: String) -> (utf16: [Int: Int], utf8: [Int: Int]) {
    var utf16: [Int: Int] = [:]
    var utf8: [Int: Int] = [:]
    var (units16, units8) = (0, 0)
    for (offset, scalar) in text.unicodeScalars.enumerated() {
        utf16[units16] = offset
        utf8[units8] = offset
        units16 += scalar.utf16.count
        units8 += scalar.utf8.count
    }
    let total = text.unicodeScalars.count
    utf16[units16] = total
    utf8[units8] = total
    return (utf16, utf8)
}

func describe(_ name: String, _ text: String, unibreak: Bool) {
    let utf16 = Array(text.utf16)
    let utf8 = Array(text.utf8)
    print(
        "\(name): \(utf8.count) UTF-8 bytes, \(utf16.count) UTF-16 units, "
            + "\(text.unicodeScalars.count) scalars, \(text.count) characters, "
            + "\(text.split(separator: "\n").count) paragraphs")
    let offsets = scalarOffsets(text)
    let ours = Set(OurLineBreaker.opportunityScalarOffsets(in: Substring(text)))
    let icu = Set(ICULineBreaker().opportunities(utf16: utf16).map { offsets.utf16[$0]! })
    print(
        "  ours: \(ours.count) opportunities (collected: \(OurLineBreaker.countCollectedOpportunities(in: Substring(text))))"
    )
    print("  ICU UTF-16: \(icu.count), ICU UTF-8 UText: \(ICULineBreaker().countOpportunities(utf8: utf8))")
    print("  ours only: \(ours.subtracting(icu).count), ICU only: \(icu.subtracting(ours).count)")
    describeDifferences(text, ours: ours, icu: icu)
    if unibreak {
        var engine = Unibreak()
        let theirs = Set(engine.opportunities(utf8: utf8).map { offsets.utf8[$0]! })
        print(
            "  libunibreak: \(theirs.count), ours only: \(ours.subtracting(theirs).count), libunibreak only: \(theirs.subtracting(ours).count)"
        )
    }
}

/// A few disagreements with their surroundings, to tell a tailoring from a bug.
func describeDifferences(_ text: String, ours: Set<Int>, icu: Set<Int>) {
    let scalars = Array(text.unicodeScalars)
    for (label, offsets) in [("ours only", ours.subtracting(icu)), ("ICU only", icu.subtracting(ours))] {
        for offset in offsets.sorted().prefix(4) {
            let before = String(String.UnicodeScalarView(scalars[max(0, offset - 6)..<offset]))
            let after = String(String.UnicodeScalarView(scalars[offset..<min(scalars.count, offset + 6)]))
            print("    \(label) at \(offset): \(before.debugDescription) ÷ \(after.debugDescription)")
        }
    }
}

describe("mixed", Corpus.lineBreaking, unibreak: false)
describe("no Thai", Corpus.lineBreakingWithoutThai, unibreak: false)
describe("flag-free", Corpus.lineBreakingFlagFree, unibreak: true)
