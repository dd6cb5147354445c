import Testing

@testable import GrowingTextLayout

@Suite("UAX #14 conformance: LineBreakTest.txt")
struct LineBreakConformanceTests {
    /// Cases of LineBreakTest-15.0.0.txt deliberately not followed, by line number, with the reason.
    /// Empty: every case is followed.
    static let deliberateDifferences: [Int: String] = [:]

    static func scalarBreaks(in text: String) -> [Int] {
        var breaks: [Int] = []
        var scalarIndex = text.unicodeScalars.startIndex
        var count = 0
        LineBreaker.forEachOpportunity(in: text[...]) { opportunity in
            while scalarIndex < opportunity.index {
                text.unicodeScalars.formIndex(after: &scalarIndex)
                count += 1
            }
            breaks.append(count)
        }
        return breaks
    }

    @Test("every case of LineBreakTest.txt")
    func everyCase() throws {
        let cases = try UnicodeTestFile.cases("LineBreakTest.txt")
        #expect(cases.count == 7654)
        var failures: [String] = []
        var passed = 0
        for testCase in cases {
            let actual = Self.scalarBreaks(in: testCase.text)
            if actual == testCase.breaks {
                passed += 1
                #expect(Self.deliberateDifferences[testCase.line] == nil, "line \(testCase.line) now passes")
            } else if Self.deliberateDifferences[testCase.line] == nil {
                failures.append(
                    "line \(testCase.line): \(testCase.source) expected \(testCase.breaks) got \(actual)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(passed)/\(cases.count) pass; failures:\n\(failures.prefix(40).joined(separator: "\n"))")
        #expect(passed == cases.count - Self.deliberateDifferences.count)
    }
}
