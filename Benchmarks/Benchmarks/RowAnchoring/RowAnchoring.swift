import Benchmark
import BenchmarkSupport

/// P3: one row-height change plus the scroll-anchor correction with 1,000 and 1,000,000 rows,
/// RowHeights (balanced tree, O(log N)) next to a naive array whose prefix sums are recomputed
/// from the changed row down (O(N)).
let benchmarks: @Sendable () -> Void = {
    for count in [1_000, 1_000_000] {
        Benchmark(
            "P3 height change + anchor, RowHeights (\(count) rows)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                warmupIterations: 100,
                maxDuration: .seconds(2),
                maxIterations: 100_000
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
                warmupIterations: 10,
                maxDuration: .seconds(2),
                maxIterations: count > 1_000 ? 2_000 : 100_000
            )
        ) { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(fixture.changeHeightAndRestoreAnchor())
            }
        } setup: {
            NaiveRowsFixture(count: count)
        }
    }
}
