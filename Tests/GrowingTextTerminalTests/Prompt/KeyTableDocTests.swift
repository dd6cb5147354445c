import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// The table of `growtext prompt`'s keys in `docs/prompt.md` is the help's rows, generated from the
/// same key tables the prompt looks presses up in, so the three cannot disagree.
@Suite("The prompt's key table in docs/prompt.md")
struct KeyTableDocTests {
    /// The line the table follows in docs/prompt.md.
    private static let heading = "Keys (`growtext prompt --help` lists them too):"

    /// The rows as docs/prompt.md shows them: continuation lines joined, `|` escaped.
    static var generatedTable: String {
        let rows = PromptProgram.keyHelpRows.map { row in
            let summary = row.summary.replacingOccurrences(of: "\n", with: " ")
            return "| \(row.keys) | \(summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return (["| Key | Does |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func theDocumentedTableIsTheKeyHelp() throws {
        let document = PackageDirectory.url.appendingPathComponent("docs/prompt.md")
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: Self.heading), "docs/prompt.md has no \(Self.heading)")
        let table = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        #expect(
            table == Self.generatedTable,
            "docs/prompt.md's key table differs from the key help; replace it with:\n\(Self.generatedTable)")
    }
}
