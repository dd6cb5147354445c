import Foundation

/// A fresh directory under the system's temporary directory, removed when the value is released.
package final class TemporaryDirectory {
    package let url: URL

    package init(_ name: String = #function) throws {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "growtext-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    package func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The names in the directory, hidden ones included, sorted.
    package func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    package func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    package func bytes(_ name: String) -> [UInt8]? {
        (try? Data(contentsOf: url.appendingPathComponent(name))).map { [UInt8]($0) }
    }
}
