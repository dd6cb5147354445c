import BenchmarkSupport
import Foundation

/// Breaks one P1 corpus with one engine a number of times and prints the opportunity count:
/// the deterministic companion of the LineBreaking benchmarks, for `valgrind --tool=callgrind`
/// (instructions per pass = (Ir at N passes − Ir at 1 pass) / (N − 1), whatever the machine's load).
///
/// Usage: linebreak-run ours|ours-collected|icu|icu-utf8|libunibreak mixed|no-thai|flag-free [passes]
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: linebreak-run ours|ours-collected|icu|icu-utf8|libunibreak mixed|no-thai|flag-free [passes]")
    exit(2)
}
let text: String
switch arguments[2] {
case "mixed": text = Corpus.lineBreaking
case "no-thai": text = Corpus.lineBreakingWithoutThai
case "flag-free": text = Corpus.lineBreakingFlagFree
default:
    print("unknown corpus \(arguments[2])")
    exit(2)
}
let passes = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
let substring = Substring(text)
let utf16 = Array(text.utf16)
let utf8 = Array(text.utf8)
var count = 0
switch arguments[1] {
case "ours":
    for _ in 0..<passes { count = OurLineBreaker.countOpportunities(in: substring) }
case "ours-collected":
    for _ in 0..<passes { count = OurLineBreaker.countCollectedOpportunities(in: substring) }
case "icu":
    let icu = ICULineBreaker()
    for _ in 0..<passes { count = icu.countOpportunities(utf16: utf16) }
case "icu-utf8":
    let icu = ICULineBreaker()
    for _ in 0..<passes { count = icu.countOpportunities(utf8: utf8) }
case "libunibreak":
    precondition(arguments[2] == "flag-free", "libunibreak aborts on flags: use the flag-free corpus")
    var unibreak = Unibreak()
    for _ in 0..<passes { count = unibreak.countOpportunities(utf8: utf8) }
default:
    print("unknown engine \(arguments[1])")
    exit(2)
}
print("\(arguments[1]) \(arguments[2]): \(count) opportunities per pass, \(passes) passes")
