// swift-tools-version: 5.9

// The GrowingText demo as an app package: open this folder (GrowingTextDemo.swiftpm) in Xcode 15 or
// later, or in Swift Playgrounds 4.4 or later on a Mac or an iPad, and press Run. It uses the library
// from this checkout, by relative path, so what runs is the code next to it.
//
// AppleProductTypes exists only in Xcode and Swift Playgrounds: this manifest cannot be evaluated by
// the Linux toolchain (CI compiles the app's Swift files for iOS with ios-check instead).

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "GrowingTextDemo",
    platforms: [.iOS("15.0")],
    products: [
        .iOSApplication(
            name: "GrowingTextDemo",
            targets: ["GrowingTextDemo"],
            bundleIdentifier: "org.growingtext.demo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .pencil),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "GrowingText", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GrowingTextDemo",
            dependencies: [
                .product(name: "GrowingText", package: "GrowingText"),
                // The self-test's scenarios and runner, a library of their own.
                .product(name: "GrowingTextSelfTest", package: "GrowingText"),
                .product(name: "GrowingTextCore", package: "GrowingText"),
            ],
            path: "GrowingTextDemo"
        )
    ]
)
