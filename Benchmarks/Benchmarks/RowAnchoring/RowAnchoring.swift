import Benchmark
import BenchmarkSupport

/// P3: one row-height change plus the scroll-anchor correction with 1,000 and 1,000,000 rows,
/// RowHeights (balanced tree, O(log N)) next to a naive array whose prefix sums are recomputed
/// from the changed row down (O(N)). A sample runs 1,000 changes (one for the naive 1M case), so
/// the harness's own cost per sample does not hide sub-microsecond times; the table reports the
/// time per change (the metrics marked `*`).
let benchmarks: @Sendable () -> Void = {
    for count in [1_000, 1_000_000] {
        Benchmark(
            "P3 height change + anchor, RowHeights (\(count) rows)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                scalingFactor: .kilo,
                maxDuration: .seconds(2),
                maxIterations: 1_000
            )
        ) { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(fixture.changeHeightAndRestoreAnchor())
            }
        } setup: {
            RowsFixture(count: count)
        }

        Benchmark(
            "P3 height change + anchor, naive prefix sum (\(count) rows)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                scalingFactor: count > 1_000 ? .one : .kilo,
                maxDuration: .seconds(2),
                maxIterations: count > 1_000 ? 200 : 1_000
            )
        ) { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(fixture.changeHeightAndRestoreAnchor())
            }
        } setup: {
            NaiveRowsFixture(count: count)
        }
    }

    // A different, random row each change, among 1,000,000 rows.
    Benchmark(
        "P3 random-row height change + anchor, RowHeights (1000000 rows)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 1_000
        )
    ) { benchmark, fixture in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.changeHeightAndRestoreAnchor())
        }
    } setup: {
        RandomRowsFixture(count: 1_000_000)
    }

    // 1,000 rows re-measured at once (a rotation), in one batch and one by one.
    for inOneBatch in [true, false] {
        Benchmark(
            "P3 1000 rows re-measured + anchor, \(inOneBatch ? "one batch" : "one by one") (1000000 rows)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                maxDuration: .seconds(2),
                maxIterations: 1_000
            )
        ) { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(inOneBatch ? fixture.remeasureInOneBatch() : fixture.remeasureOneByOne())
            }
        } setup: {
            BatchRowsFixture(count: 1_000_000)
        }
    }
}
