import Testing

/// Grapheme clusters come from Swift's `Character` (Unicode 17 in Swift 6.3), not from our tables.
/// This suite runs Unicode 15.0's GraphemeBreakTest.txt against it and pins the differences, so a
/// toolchain that segments differently fails here first.
@Suite("Character segmentation against GraphemeBreakTest.txt")
struct GraphemeConformanceTests {
    /// The cases where Swift's segmentation differs from Unicode 15.0, as written in the file.
    ///
    /// U+2701 UPPER BLADE SCISSORS is Extended_Pictographic, so Unicode 15.0 (rule GB11) keeps
    /// U+2701 ZWJ U+2701 together. Swift's stdlib breaks before the second U+2701, as if U+2701 were
    /// not Extended_Pictographic (it does join U+2702 ZWJ U+2702). The layout takes its clusters from
    /// Swift, so it follows Swift here: two clusters, U+2701 ZWJ and U+2701.
    static let expectedDifferences: Set<String> = ["÷ 2701 × 200D × 2701 ÷"]

    static func characterBreaks(in text: String) -> [Int] {
        var breaks: [Int] = []
        var count = 0
        for character in text {
            count += character.unicodeScalars.count
            breaks.append(count)
        }
        return breaks
    }

    @Test("Swift differs from GraphemeBreakTest-15.0.0.txt only in the known cases")
    func knownDifferencesOnly() throws {
        let cases = try UnicodeTestFile.cases("GraphemeBreakTest.txt")
        #expect(cases.count == 602)
        var differences: Set<String> = []
        for testCase in cases where Self.characterBreaks(in: testCase.text) != testCase.breaks {
            differences.insert(testCase.source.trimmingCharacters(in: .whitespaces))
        }
        #expect(differences == Self.expectedDifferences)
        #expect(cases.count - differences.count == 601)
    }
}
