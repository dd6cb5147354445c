import BenchmarkSupport

/// Prints the corpus sizes and each engine's opportunity count, so the README can turn the
/// benchmarks' time per pass into opportunities per second, and so a wildly different count
/// (an engine doing different work) is visible.
func describe(_ name: String, _ text: String) {
    let scalars = text.unicodeScalars.count
    let utf16 = Array(text.utf16)
    let utf8 = Array(text.utf8)
    print("\(name): \(utf8.count) UTF-8 bytes, \(utf16.count) UTF-16 units, \(scalars) scalars, \(text.count) characters")
    let icu = ICULineBreaker()
    print("  ICU (UTF-16): \(icu.countOpportunities(utf16: utf16)) opportunities")
    print("  ICU (UTF-8 UText): \(icu.countOpportunities(utf8: utf8)) opportunities")
}

describe("lineBreaking", Corpus.lineBreaking)
describe("lineBreakingFlagFree", Corpus.lineBreakingFlagFree)
var unibreak = Unibreak()
print("  libunibreak: \(unibreak.countOpportunities(utf8: Array(Corpus.lineBreakingFlagFree.utf8))) opportunities")
print(Corpus.lineBreaking.prefix(600))
