import Benchmark
import BenchmarkSupport
import GrowingTextCore
import GrowingTextLayout

/// P2: one keystroke (a character, Backspace, Enter splitting a paragraph, Backspace joining two) in
/// the middle of a 541-byte paragraph, of one 10 MB paragraph, and of 10 KB and 10 MB texts of many
/// paragraphs: the edit, the relayout, the new height and the caret's position. The keystroke is
/// undone after each sample, outside the measured span, so every sample edits the same text. A full
/// layout of the 10 KB and 10 MB texts is the scale.
let benchmarks: @Sendable () -> Void = {
    for text in EditingText.allCases {
        for edit in EditKind.allCases {
            Benchmark(
                "P2 \(edit.rawValue) (\(text.label))",
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                    warmupIterations: 10,
                    maxDuration: .seconds(2),
                    maxIterations: 5_000
                )
            ) { benchmark, fixture in
                benchmark.startMeasurement()
                blackHole(fixture.perform())
                benchmark.stopMeasurement()
                fixture.undo()
            } setup: {
                EditingFixture(text: text, edit: edit)
            }
        }
    }
    for (label, byteCount) in [("10 KB", 10 * 1024), ("10 MB", 10 * 1024 * 1024)] {
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
