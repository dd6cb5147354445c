// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (strict concurrency) and, in debug builds,
/// the internal invariant checks that run at the end of every mutation of the core's structures.
let commonSettings: [SwiftSetting] = [
    .define("GROWINGTEXT_INVARIANT_CHECKS", .when(configuration: .debug)),
]

let package = Package(
    name: "GrowingText",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "GrowingTextCore", targets: ["GrowingTextCore"]),
        .library(name: "GrowingText", targets: ["GrowingText"]),
        .library(name: "GrowingTextLayout", targets: ["GrowingTextLayout"]),
        .library(name: "GrowingTextTerminal", targets: ["GrowingTextTerminal"]),
        .executable(name: "growtext", targets: ["growtext"]),
    ],
    dependencies: [
        // Only the command and the tests depend on packages; the libraries an iOS app links do not.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
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
        .testTarget(
            name: "GrowingTextCoreTests",
            dependencies: [
                "GrowingTextCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextLayoutTests",
            dependencies: [
                "GrowingTextLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextTests",
            dependencies: ["GrowingText"],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "GrowingTextTerminalTests",
            dependencies: ["GrowingTextTerminal", "growtext"],
            swiftSettings: commonSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
