// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares.
///
/// The invariant checks at the end of every mutation of `RowHeights` and `TextLayout` are an explicit
/// opt-in: they run only where `GROWINGTEXT_INVARIANT_CHECKS` is defined, which no build of this
/// package does by default (an app's Debug build that depends on the package does not pay for
/// them). Define it for fuzzing (`swiftc -D GROWINGTEXT_INVARIANT_CHECKS`); the tests call the checks
/// (`validateInvariants()`, through `@testable import`) after every step of their random sweeps.
let commonSettings: [SwiftSetting] = []

let package = Package(
    name: "GrowingText",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "GrowingTextCore", targets: ["GrowingTextCore"]),
        .library(name: "GrowingText", targets: ["GrowingText"]),
        .library(name: "GrowingTextLayout", targets: ["GrowingTextLayout"]),
        .library(name: "GrowingTextTerminal", targets: ["GrowingTextTerminal"]),
        // The self-test's scenarios and runner, for the demo app and the tests; an app that adds
        // GrowingText carries none of it.
        .library(name: "GrowingTextSelfTest", targets: ["GrowingTextSelfTest"]),
        .executable(name: "growtext", targets: ["growtext"]),
    ],
    dependencies: [
        // Only the command and the tests depend on packages; the libraries an iOS app links do not.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0")
    ],
    targets: [
        .target(
            name: "GrowingTextCore",
            swiftSettings: commonSettings,
            // ceil/floor come from libm; Foundation links it implicitly, but an executable that
            // imports only the core (the benchmarks, a server) must link it itself on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Fixed-cell Unicode text layout (UAX #14, cell widths, wrapping, carets) for the terminal.
        // Separate from the core so that an iOS app linking GrowingText carries none of its tables.
        .target(
            name: "GrowingTextLayout",
            swiftSettings: commonSettings
        ),
        .target(
            name: "GrowingText",
            dependencies: ["GrowingTextCore"],
            swiftSettings: commonSettings
        ),
        .target(
            name: "GrowingTextSelfTest",
            dependencies: ["GrowingTextCore"],
            swiftSettings: commonSettings
        ),
        .target(
            name: "GrowingTextTerminal",
            dependencies: ["GrowingTextCore", "GrowingTextLayout"],
            swiftSettings: commonSettings
        ),
        .executableTarget(
            name: "growtext",
            dependencies: [
                "GrowingTextCore",
                "GrowingTextLayout",
                "GrowingTextTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: commonSettings
        ),
        // The code of the terminal module's article "A growing prompt in your command-line tool",
        // run in tmux by the tests. Not a product.
        .executableTarget(
            name: "growing-prompt-example",
            dependencies: ["GrowingTextTerminal"],
            path: "Examples/GrowingPromptExample",
            swiftSettings: commonSettings
        ),
        // What every test target shares: the seeded generator, temporary directories, the built
        // binaries, subprocesses and tmux sessions. Not a product: nothing outside the tests uses it.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: commonSettings
        ),
        // Stand-ins of UIKit for the core's adapters and controllers: the models of UIKit's behaviours
        // (`docs/UIKitBehaviours.md`) that the tests, the explorer and the fuzz tooling run the
        // production wiring against. Not a product: no app links it.
        .target(
            name: "UIKitStandIns",
            dependencies: ["GrowingTextCore", "TestSupport"],
            path: "Tests/StandIns",
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextCoreTests",
            dependencies: ["GrowingTextCore", "GrowingTextSelfTest", "TestSupport", "UIKitStandIns"],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextLayoutTests",
            dependencies: ["GrowingTextLayout", "TestSupport"],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextTerminalTests",
            dependencies: ["GrowingTextTerminal", "growtext", "growing-prompt-example", "TestSupport"],
            swiftSettings: commonSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
