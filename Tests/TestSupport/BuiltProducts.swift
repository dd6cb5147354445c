import Foundation
import Testing

/// The executables `swift build --build-tests` made for this test run: a test target that depends
/// on an executable target finds it in the build products directory, beside the test bundle.
///
/// Never a program of the same name found on `PATH` or in another build directory: a test must
/// exercise the code that was just built.
package enum BuiltProducts {
    /// The build products directories this test bundle may have been loaded from.
    private static let directories: [URL] = {
        var candidates: [URL] = []
        #if os(Linux)
            // The test executable itself (`…/debug/GrowingTextPackageTests.xctest` is a file on Linux).
            candidates.append(
                URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        // On Darwin the bundle is a directory `…/debug/GrowingTextPackageTests.xctest`, loaded by a helper.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        return candidates
    }()

    /// The path of the built executable `name`, or `nil` when this run did not build it.
    package static func path(_ name: String) -> String? {
        directories.lazy.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The path of the built `growtext`; fails the calling test when it is missing.
    package static func growtext(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            path("growtext"),
            "growtext was not built beside the test bundle (looked in \(directories.map(\.path)))",
            sourceLocation: sourceLocation)
    }
}
