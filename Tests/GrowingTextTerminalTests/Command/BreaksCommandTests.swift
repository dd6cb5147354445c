import Foundation
import TestSupport
import Testing

/// Runs the built `growtext breaks` binary, an external check of the command as users call it.
@Suite("growtext breaks")
struct BreaksCommandTests {
    static func run(stdin: Data) throws -> GrowtextBinary.Run {
        try GrowtextBinary.run(["breaks"], stdin: stdin)
    }

    /// The cases of LineBreakTest.txt as input lines and the output lines they must give.
    ///
    /// The command splits on LF, so a case holding LFs becomes several lines, each expected to break
    /// where the case does (LB4 and LB5 make every LF a fresh start) and at its end.
    static func lineBreakCases() throws -> [(line: String, breaks: String)] {
        // Data/Unicode/auxiliary/LineBreakTest.txt of this checkout (vendored Unicode 15.0 data).
        let path = PackageDirectory.path("Data/Unicode/auxiliary/LineBreakTest.txt")
        guard let contents = FileManager.default.contents(atPath: path) else {
            Issue.record("\(path) is missing: the vendored Unicode data (Data/Unicode) is incomplete")
            throw CocoaError(.fileNoSuchFile)
        }
        var lines: [(line: String, breaks: String)] = []
        for testCase in String(decoding: contents, as: UTF8.self).split(separator: "\n") {
            let fields = testCase.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace)
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for field in fields {
                switch field {
                case "÷": breaks.append(scalars.count)
                case "×": break
                default: scalars.append(try #require(UInt32(field, radix: 16).flatMap(Unicode.Scalar.init)))
                }
            }
            var start = 0
            while start < scalars.count {
                let end = scalars[start...].firstIndex(of: "\n") ?? scalars.count
                var expected = breaks.filter { $0 > start && $0 < end }.map { $0 - start }
                if end > start && (end < scalars.count || breaks.last == end) { expected.append(end - start) }
                var line = ""
                line.unicodeScalars.append(contentsOf: scalars[start..<end])
                lines.append((line, expected.map(String.init).joined(separator: " ")))
                start = end + 1
            }
        }
        return lines
    }

    @Test("prints the ÷ positions of every LineBreakTest.txt case")
    func lineBreakTest() throws {
        let cases = try Self.lineBreakCases()
        #expect(cases.count == 7828)  // 7654 cases; the 341 that hold an LF make 515 lines
        let input = cases.map(\.line).joined(separator: "\n") + "\n"
        let run = try Self.run(stdin: Data(input.utf8))
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == cases.count)
        var failures: [String] = []
        for (line, testCase) in zip(lines, cases) where line != testCase.breaks {
            failures.append(
                "\(testCase.line.unicodeScalars.map { String($0.value, radix: 16) }): \(line) != \(testCase.breaks)"
            )
        }
        #expect(failures.isEmpty, "\(failures.count) differ: \(failures.prefix(20))")
    }

    @Test("empty lines, a final line without LF, and no output for no input")
    func lines() throws {
        #expect(try Self.run(stdin: Data()).output == "")
        #expect(try Self.run(stdin: Data("\n".utf8)).output == "\n")
        #expect(try Self.run(stdin: Data("a b\n\nc\r\nd".utf8)).output == "2 3\n\n2\n1\n")
    }

    @Test("invalid UTF-8 becomes U+FFFD with a warning, never a crash")
    func invalidUTF8() throws {
        let run = try Self.run(
            stdin: Data([0x61, 0xFF, 0x20, 0x62, 0xC3, 0x0A, 0xE2, 0x82, 0x0A, 0xED, 0xA0, 0x80]))
        #expect(run.status == 0)
        // "a\u{FFFD} b\u{FFFD}", "\u{FFFD}" (a truncated sequence is one U+FFFD), then a surrogate's
        // three bytes, each replaced.
        #expect(run.output == "3 5\n1\n3\n")
        #expect(run.error.contains("not valid UTF-8"))
    }
}
