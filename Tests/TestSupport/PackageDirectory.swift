import Foundation

/// Files of this checkout that the tests read (the vendored Unicode data, the README), found from
/// this source file's path, so a test file can move between folders without counting them.
package enum PackageDirectory {
    /// The package's root directory: `Tests/TestSupport/` is two levels below it.
    package static let url =
        URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package

    /// The path of `relativePath` in the checkout.
    /// - Parameter relativePath: A path from the package's root, such as `README.md`.
    /// - Returns: The absolute path; the file may not exist.
    package static func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }
}
