import Benchmark
import BenchmarkSupport

/// P1: line break opportunities on the multilingual corpus. Every benchmark breaks the whole
/// corpus once per iteration (time per pass); `corpus-stats` prints the opportunity counts that
/// turn a pass into opportunities per second. Each engine gets the text in its own encoding,
/// converted before the timing starts.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    for (label, text) in [("mixed", Corpus.lineBreaking), ("flag-free", Corpus.lineBreakingFlagFree)] {
        let utf16 = Array(text.utf16)
        let utf8 = Array(text.utf8)

        Benchmark("P1 ICU UTF-16 (\(label))") { benchmark in
            let icu = ICULineBreaker()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(icu.countOpportunities(utf16: utf16))
            }
        }

        Benchmark("P1 ICU UTF-8 UText (\(label))") { benchmark in
            let icu = ICULineBreaker()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(icu.countOpportunities(utf8: utf8))
            }
        }
    }

    let flagFreeUTF8 = Array(Corpus.lineBreakingFlagFree.utf8)
    Benchmark("P1 libunibreak (flag-free)") { benchmark in
        var unibreak = Unibreak()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(unibreak.countOpportunities(utf8: flagFreeUTF8))
        }
    }
}
