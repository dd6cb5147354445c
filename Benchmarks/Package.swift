// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that the root package's `swift test` never resolves
// or builds package-benchmark. Run them with `swift package benchmark` here (see README.md).
//
// package-benchmark 1.38.1 enables two traits by default; the "RuntimeInterposer" one pulls in
// ordo-one/swift-runtime-interposer on Linux with Swift 6.3, which the machines' package mirror does
// not have. Naming only "MallocInterposer" turns the default set off, so that package is never
// resolved, while the malloc and peak-memory metrics keep working. The root package is named
// explicitly because a path dependency's identity is otherwise its directory's name, which
// differs between worktrees and CI clones.
let package = Package(
    name: "GrowingTextBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GrowingText", path: ".."),
        .package(
            url: "https://github.com/ordo-one/package-benchmark.git",
            exact: "1.38.1",
            traits: ["MallocInterposer"]
        ),
    ],
    targets: [
        .target(
            name: "CICULineBreak",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "CUnibreak",
            linkerSettings: [.linkedLibrary("unibreak")]
        ),
        .target(name: "CHeapStats"),
        .target(name: "CCallgrind"),
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CICULineBreak",
                "CUnibreak",
                "CHeapStats",
                .product(name: "GrowingTextCore", package: "GrowingText"),
                .product(name: "GrowingTextLayout", package: "GrowingText"),
                .product(name: "GrowingTextTerminal", package: "GrowingText"),
            ],
            // GrowingTextCore calls ceil and floor (`rounded(.up)`) without linking libm itself;
            // an executable that imports nothing else (no Foundation) fails to link without this.
            linkerSettings: [.linkedLibrary("m")]
        ),
        .executableTarget(
            name: "corpus-stats",
            dependencies: ["BenchmarkSupport"]
        ),
        .executableTarget(
            name: "bench-run",
            dependencies: ["BenchmarkSupport", "CCallgrind"]
        ),
        .executableTarget(
            name: "notes-run",
            dependencies: ["BenchmarkSupport", "CCallgrind"]
        ),
        .executableTarget(
            name: "Typing",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GrowingTextCore", package: "GrowingText"),
                .product(name: "GrowingTextLayout", package: "GrowingText"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/Typing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "RowAnchoring",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RowAnchoring",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LineBreaking",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LineBreaking",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
