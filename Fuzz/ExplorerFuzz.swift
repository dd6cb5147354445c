// fuzz.sh: with the stand-ins
// Runs the explorer of event orders on libFuzzer's bytes: the first byte picks the feature (the text
// view or the list), the next eight are the sequence's seed (its process's UIKit choices and its
// app's facts), and every eight after them one step (its action and its timing choices), so that a
// mutation of the input changes one step. A finding no known finding matches prints the sequence,
// shrunk, and traps; known findings are ignored. Run: scripts/fuzz.sh --no-asan Explorer -max_len=264

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExplorer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard size >= 9 else { return 0 }
    func word(at offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(offset + $1 < size ? bytes[offset + $1] : 0) }
    }
    let seed = word(at: 1)
    let steps = stride(from: 9, to: min(size, 9 + 32 * 8), by: 8).map(word(at:))
    if bytes[0] % 2 == 0 {
        check(EventSequence<TextViewExploration>(seed: seed, stepSeeds: steps))
    } else {
        check(EventSequence<ListExploration>(seed: seed, stepSeeds: steps))
    }
    return 0
}

private func check<Feature: ExploredFeature>(_ sequence: EventSequence<Feature>) {
    for (classification, _) in Explorer<Feature>.outcomes(of: sequence) {
        guard case .unknown = classification else { continue }
        // In the message, which reaches standard error before the trap (standard output may not).
        fatalError("\(classification)\n\(Explorer<Feature>.shrink(sequence, keeping: classification))")
    }
}
