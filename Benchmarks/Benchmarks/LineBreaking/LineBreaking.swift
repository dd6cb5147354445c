import Benchmark
import BenchmarkSupport

/// P1: line break opportunities on the multilingual corpus, ours against ICU 72 and libunibreak
/// in the same run. Every benchmark breaks the whole corpus once per iteration (time per pass);
/// `corpus-stats` prints the opportunity counts that turn a pass into opportunities per second.
/// Each engine gets the text in its own encoding, converted before the timing starts.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    let corpora = [
        ("mixed", Corpus.lineBreaking),
        ("no Thai", Corpus.lineBreakingWithoutThai),
        ("flag-free", Corpus.lineBreakingFlagFree),
    ]
    for (label, text) in corpora {
        let substring = Substring(text)
        let utf16 = Array(text.utf16)
        let utf8 = Array(text.utf8)

        Benchmark("P1 ours forEachOpportunity (\(label))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(OurLineBreaker.countOpportunities(in: substring))
            }
        }

        Benchmark("P1 ours opportunities(in:) (\(label))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(OurLineBreaker.countCollectedOpportunities(in: substring))
            }
        }

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
