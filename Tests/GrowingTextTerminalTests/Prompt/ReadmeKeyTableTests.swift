import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The README's table of `growtext prompt`'s keys is the help's rows, generated from the same key
/// tables the prompt looks presses up in, so the three cannot disagree.
@Suite("README key table")
struct ReadmeKeyTableTests {
    /// The line the table follows in README.md.
    private static let heading = "Keys (`growtext prompt --help` lists them too):"

    /// The rows as the README shows them: continuation lines joined, `|` escaped.
    static var generatedTable: String {
        let rows = PromptProgram.keyHelpRows.map { row in
            let summary = row.summary.replacingOccurrences(of: "\n", with: " ")
            return "| \(row.keys) | \(summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| Key | Does |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func theReadmeTableIsTheKeyHelp() throws {
        let readme = PackageDirectory.url.appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: Self.heading), "README.md has no \(Self.heading)")
        let table = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        #expect(
            table == Self.generatedTable,
            "README.md's key table differs from the key help; replace it with:\n\(Self.generatedTable)")
    }
}
