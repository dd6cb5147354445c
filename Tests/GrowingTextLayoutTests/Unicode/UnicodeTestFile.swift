import Foundation
import TestSupport
import Testing

/// One case of a Unicode break test file (LineBreakTest.txt, GraphemeBreakTest.txt).
struct UnicodeBreakCase {
    /// The 1-based line in the file, for messages.
    var line: Int
    var scalars: [Unicode.Scalar]
    /// The ÷ positions in scalars from the start, excluding 0 (never a break at the start).
    var breaks: [Int]
    /// The case as written, for messages.
    var source: String

    var text: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}

/// Reads a Unicode 15.0 test file vendored in the repository (`Data/Unicode/auxiliary`), failing the
/// test (not skipping it) if absent.
enum UnicodeTestFile {
    /// `Data/Unicode/auxiliary/` of this checkout, found from this source file's path.
    static let directory = PackageDirectory.path("Data/Unicode/auxiliary") + "/"

    static func cases(_ name: String) throws -> [UnicodeBreakCase] {
        let path = directory + name
        guard let contents = FileManager.default.contents(atPath: path) else {
            Issue.record("\(path) is missing: the vendored Unicode data (Data/Unicode) is incomplete")
            throw CocoaError(.fileNoSuchFile)
        }
        var cases: [UnicodeBreakCase] = []
        for (number, line) in String(decoding: contents, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let source = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = source.split(separator: " ", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !fields.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for field in fields {
                switch field {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    let scalar = try #require(UInt32(field, radix: 16).flatMap(Unicode.Scalar.init))
                    scalars.append(scalar)
                }
            }
            cases.append(
                UnicodeBreakCase(line: number + 1, scalars: scalars, breaks: breaks, source: String(source)))
        }
        return cases
    }
}
