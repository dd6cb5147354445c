import BenchmarkSupport
import CCallgrind
import Foundation

/// Runs one benchmark scenario a number of times outside the benchmark harness: the deterministic
/// companion of the benchmarks for `valgrind --tool=callgrind` (instructions per pass =
/// (Ir at N passes − Ir at 1 pass) / (N − 1), whatever the machine's load) and for
/// `/usr/bin/time -v` (peak memory).
let usage = """
    usage: bench-run linebreak ours|ours-collected|icu|icu-utf8|libunibreak mixed|no-thai|flag-free [passes]
           bench-run edit paragraph|10KB|10MB|paragraph10MB|x1KB|x10MB insert|backspace|enter|join [keystrokes]
           bench-run verify-edits paragraph|10KB|10MB|paragraph10MB|x1KB|x10MB
           bench-run type paragraph|10KB|10MB|paragraph10MB|x1KB|x10MB [keystrokes]   (typing on, checked at the end)
           bench-run layout BYTES [passes]
           bench-run rows COUNT [changes] | bench-run naive-rows COUNT [changes]
           bench-run random-rows COUNT [changes]
           bench-run batch-rows|one-by-one-rows COUNT [passes]   (1,000 rows re-measured per pass)
           bench-run memory BYTES
    """

let arguments = Array(CommandLine.arguments.dropFirst())
func argument(_ index: Int, default value: Int) -> Int {
    index < arguments.count ? Int(arguments[index]) ?? value : value
}

switch arguments.first {
case "linebreak" where arguments.count >= 3:
    runLineBreaking(engine: arguments[1], corpus: arguments[2], passes: argument(3, default: 1))
case "edit" where arguments.count >= 3:
    guard let text = EditingText(rawValue: arguments[1]), let edit = EditKind(rawValue: arguments[2]) else {
        print(usage)
        exit(2)
    }
    let fixture = EditingFixture(text: text, edit: edit)
    var result = (height: 0.0, line: 0, column: 0)
    callgrind_start_instrumentation()
    for _ in 0..<max(1, argument(3, default: 1)) {
        callgrind_toggle_collect()  // only the keystrokes count, not the fixture nor the undos
        let keystroke = fixture.perform()
        callgrind_toggle_collect()
        result = (keystroke.height, keystroke.caret.line, keystroke.caret.column)
        fixture.undo()
    }
    print(
        "\(edit) at offset \(fixture.offset) of \(fixture.text.utf8.count) bytes (\(text.label)): height "
            + "\(result.height), caret line \(result.line) column \(result.column)")
case "type" where arguments.count >= 2:
    guard let text = EditingText(rawValue: arguments[1]) else {
        print(usage)
        exit(2)
    }
    let fixture = TypingFixture(text: text)
    let keystrokes = max(1, argument(2, default: 1))
    callgrind_start_instrumentation()
    callgrind_toggle_collect()  // only the keystrokes count, not the fixture nor the check
    for _ in 0..<keystrokes {
        _ = fixture.typeNext()
    }
    callgrind_toggle_collect()
    guard fixture.verify() else {
        print("typing \(keystrokes) characters in \(text.label): the layout differs from a fresh layout")
        exit(1)
    }
    print("typed \(keystrokes) characters in \(text.label): the layout equals a fresh layout")
case "verify-edits" where arguments.count >= 2:
    guard let text = EditingText(rawValue: arguments[1]) else {
        print(usage)
        exit(2)
    }
    for edit in EditKind.allCases {
        let fixture = EditingFixture(text: text, edit: edit)
        guard fixture.verify() else {
            print("\(edit) in \(text.label): the edited layout differs from a fresh layout of the same text")
            exit(1)
        }
        print("\(edit) in \(text.label): edited layout equals a fresh layout, before and after undo")
    }
case "layout" where arguments.count >= 2:
    let text = Corpus.multilingual(byteCount: argument(1, default: 10_240))
    var lines = 0
    for _ in 0..<argument(2, default: 1) {
        lines = OurLayout.lineCount(of: text, width: EditingFixture.width)
    }
    print("\(text.utf8.count) bytes, \(lines) lines")
case "rows" where arguments.count >= 2:
    let fixture = RowsFixture(count: argument(1, default: 1_000))
    var offset = 0.0
    for _ in 0..<argument(2, default: 1) { offset = fixture.changeHeightAndRestoreAnchor() }
    print("offset \(offset)")
case "random-rows" where arguments.count >= 2:
    let fixture = RandomRowsFixture(count: argument(1, default: 1_000))
    var offset = 0.0
    for _ in 0..<argument(2, default: 1) { offset = fixture.changeHeightAndRestoreAnchor() }
    print("offset \(offset)")
case "batch-rows" where arguments.count >= 2, "one-by-one-rows" where arguments.count >= 2:
    let fixture = BatchRowsFixture(count: argument(1, default: 1_000_000))
    let inOneBatch = arguments[0] == "batch-rows"
    var offset = 0.0
    for _ in 0..<argument(2, default: 1) {
        offset = inOneBatch ? fixture.remeasureInOneBatch() : fixture.remeasureOneByOne()
    }
    print("offset \(offset), total height \(fixture.rows.totalHeight)")
case "naive-rows" where arguments.count >= 2:
    let fixture = NaiveRowsFixture(count: argument(1, default: 1_000))
    var offset = 0.0
    for _ in 0..<argument(2, default: 1) { offset = fixture.changeHeightAndRestoreAnchor() }
    print("offset \(offset)")
case "memory" where arguments.count >= 2:
    MemoryReport.run(byteCount: argument(1, default: 10 * 1024 * 1024))
default:
    print(usage)
    exit(2)
}

func runLineBreaking(engine: String, corpus: String, passes: Int) {
    let text: String
    switch corpus {
    case "mixed": text = Corpus.lineBreaking
    case "no-thai": text = Corpus.lineBreakingWithoutThai
    case "flag-free": text = Corpus.lineBreakingFlagFree
    default:
        print(usage)
        exit(2)
    }
    let substring = Substring(text)
    let utf16 = Array(text.utf16)
    let utf8 = Array(text.utf8)
    var count = 0
    switch engine {
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
        precondition(corpus == "flag-free", "libunibreak aborts on flags: use the flag-free corpus")
        var unibreak = Unibreak()
        for _ in 0..<passes { count = unibreak.countOpportunities(utf8: utf8) }
    default:
        print(usage)
        exit(2)
    }
    print("\(engine) \(corpus): \(count) opportunities per pass, \(passes) passes")
}
