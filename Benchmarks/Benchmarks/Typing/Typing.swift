import Benchmark
import BenchmarkSupport
import GrowingTextCore
import GrowingTextLayout

/// P2: one character typed in the middle of a paragraph (insert + relayout + new height + caret
/// position) in 10 KB, 1 MB and 10 MB of text, next to a full layout of the same text. The insert
/// is undone after each sample, outside the measured span, so every sample edits the same text.
let benchmarks: @Sendable () -> Void = {
    let sizes = [("10 KB", 10 * 1024), ("1 MB", 1024 * 1024), ("10 MB", 10 * 1024 * 1024)]
    for (label, byteCount) in sizes {
        Benchmark(
            "P2 type one character (\(label))",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                warmupIterations: 10,
                maxDuration: .seconds(3),
                maxIterations: 5_000
            )
        ) { benchmark, fixture in
            benchmark.startMeasurement()
            blackHole(fixture.typeCharacter())
            benchmark.stopMeasurement()
            fixture.undoTypeCharacter()
        } setup: {
            EditingFixture(byteCount: byteCount)
        }

        Benchmark(
            "P2 full layout (\(label))",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                warmupIterations: 1,
                maxDuration: .seconds(5),
                maxIterations: byteCount > 1024 * 1024 ? 5 : 200
            )
        ) { benchmark, text in
            for _ in benchmark.scaledIterations {
                blackHole(TextLayout(text: text, width: EditingFixture.width).lineCount)
            }
        } setup: {
            Corpus.multilingual(byteCount: byteCount)
        }
    }
}
