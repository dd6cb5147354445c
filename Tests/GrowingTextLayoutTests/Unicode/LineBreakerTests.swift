import TestSupport
import Testing

@testable import GrowingTextLayout

@Suite("LineBreaker")
struct LineBreakerTests {
    /// The opportunities as scalar offsets, the notation of the Unicode test files.
    static func breaks(_ text: String) -> [Int] {
        LineBreaker.opportunities(in: text[...]).map { text.unicodeScalars[..<$0.index].count }
    }

    static func mandatory(_ text: String) -> [Int] {
        LineBreaker.opportunities(in: text[...]).filter(\.isMandatory).map {
            text.unicodeScalars[..<$0.index].count
        }
    }

    @Test("the pair table's step equals the rules' step, decision and state, over random class sequences")
    func pairTableMatchesRules() {
        var random = SplitMix64(seed: 2026)
        let pairs = LineBreakPairTable.shared
        var steps = 0
        var mismatches = 0
        var tableSteps = 0
        for _ in 0..<2_000 {
            var byTable = LineBreakState()
            var byRules = LineBreakState()
            for _ in 0..<40 {
                // Any class (38 and up are values the generator never writes), any flags.
                let value =
                    UInt8(truncatingIfNeeded: random.next() % 40)
                    | UInt8(truncatingIfNeeded: random.next() & 0xC0)
                if byTable.tableStep(over: value, pairs: pairs) != nil {
                    tableSteps += 1
                }
                let decision = byTable.advance(over: value, pairs: pairs)
                if decision != byRules.advanceByRules(over: value) || byTable != byRules {
                    mismatches += 1
                    byTable = byRules
                }
                steps += 1
            }
        }
        #expect(mismatches == 0)
        #expect(steps == 80_000)
        #expect(tableSteps > steps / 2)  // most steps take the table
    }

    @Test("empty text has no opportunities")
    func emptyText() {
        #expect(LineBreaker.opportunities(in: ""[...]).isEmpty)
        var calls = 0
        LineBreaker.forEachOpportunity(in: ""[...]) { _ in calls += 1 }
        #expect(calls == 0)
    }

    @Test(
        "break positions of typical text",
        arguments: [
            ("Hello world", [6, 11]),
            ("Hello, world!", [7, 13]),
            ("a  b", [3, 4]),
            ("日本語", [1, 2, 3]),
            ("日本語。", [1, 2, 4]),  // no break before the ideographic full stop (CL, LB13)
            ("ภาษาไทย", [7]),  // SA resolves to AL: no dictionary breaking
            ("$(12.5) x", [8, 9]),  // numbers (LB25 tailoring) stay whole
            ("well-known", [5, 10]),  // break after a hyphen (LB21 keeps it on the first line)
            ("👍🏽 ok", [3, 5]),  // emoji modifier stays on its base (LB30b)
            ("🇯🇵🇺🇸", [2, 4]),  // regional indicators pair up (LB30a)
            ("a\u{200B}b", [2, 3]),  // ZERO WIDTH SPACE (LB8)
            ("a\u{00A0}b", [3]),  // NO-BREAK SPACE (LB12)
            ("«\u{00A0}Oui\u{00A0}»", [7]),
            ("e\u{301}\u{301} f", [4, 5]),  // marks belong to their base (LB9)
        ])
    func typicalText(text: String, expected: [Int]) {
        #expect(Self.breaks(text) == expected)
    }

    @Test("hard line breaks are mandatory, CR LF is one break, the end is mandatory after a newline")
    func mandatoryBreaks() {
        #expect(Self.breaks("a\nb") == [2, 3])
        #expect(Self.mandatory("a\nb") == [2])
        #expect(Self.mandatory("a\r\nb") == [3])
        #expect(Self.breaks("a\r\nb") == [3, 4])
        #expect(Self.mandatory("a\rb") == [2])
        #expect(Self.mandatory("a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f") == [2, 4, 6, 8, 10])
        #expect(Self.mandatory("a\n") == [2])
        #expect(Self.mandatory("a\n\n") == [2, 3])
        #expect(Self.mandatory("\n") == [1])
        #expect(Self.mandatory("a") == [])
    }

    @Test("a substring in the middle of a string gets indices of that string")
    func substringIndices() throws {
        let text = "xx hello world yy"
        let start = try #require(text.firstIndex(of: "h"))
        let end = try #require(text.firstIndex(of: "y"))
        let opportunities = LineBreaker.opportunities(in: text[start..<end])
        #expect(opportunities.map { text[..<$0.index].count } == [9, 15])
        #expect(opportunities.last?.index == end)
    }

    @Test("10,000 combining marks on one base stay with it")
    func manyCombiningMarks() {
        let text = "a" + String(repeating: "\u{301}", count: 10_000) + " b"
        #expect(Self.breaks(text) == [10_002, 10_003])
    }

    @Test("a megabyte on one line")
    func megabyteLine() {
        let words = String(repeating: "word ", count: 200_000)
        var count = 0
        var last = words.startIndex
        LineBreaker.forEachOpportunity(in: words[...]) { opportunity in
            #expect(opportunity.index > last)
            last = opportunity.index
            count += 1
        }
        #expect(count == 200_000)
        #expect(last == words.endIndex)

        let ideographs = String(repeating: "漢", count: 350_000)  // 1.05 MB of UTF-8
        #expect(LineBreaker.opportunities(in: ideographs[...]).count == 350_000)
        let unbroken = String(repeating: "x", count: 1_000_000)
        #expect(LineBreaker.opportunities(in: unbroken[...]).map(\.index) == [unbroken.endIndex])
    }

    static func byteOffsets(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            LineBreaker.forEachOpportunityOffset(in: buffer) { offset, _ in offsets.append(offset) }
        }
        return offsets
    }

    @Test("malformed UTF-8 in a raw buffer reads as U+FFFD, one byte each")
    func malformedBytes() {
        // U+FFFD, space, "a", then a truncated three-byte sequence: two more U+FFFD.
        #expect(Self.byteOffsets([0xFF, 0x20, 0x61, 0xE2, 0x82]) == [2, 5])
        #expect(Self.byteOffsets([0xF4, 0x90, 0x80, 0x80, 0x20, 0x61]) == [5, 6])  // above U+10FFFF
        var generator = SplitMix64(seed: 0xBAD_B17E5)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            let offsets = Self.byteOffsets(bytes)
            #expect(offsets.last == (bytes.isEmpty ? nil : bytes.count))
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
            #expect(offsets.allSatisfy { $0 > 0 })
        }
    }

    @Test("opportunities(in:) and forEachOpportunity(in:) agree")
    func bothFormsAgree() {
        let text = "Ünïcödé 漢字 👨‍👩‍👧 (1.5) well-known\r\nnext\u{2028}line "
        var visited: [LineBreakOpportunity] = []
        LineBreaker.forEachOpportunity(in: text[...]) { visited.append($0) }
        #expect(visited == LineBreaker.opportunities(in: text[...]))
        #expect(Self.breaks(text) == [8, 9, 11, 17, 23, 28, 35, 40, 45])
        #expect(Self.mandatory(text) == [35, 40])
    }

    @Test("seeded random text: ascending scalar boundaries, ends at endIndex, CR LF unbroken")
    func randomInvariants() {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "1", " ", "\n", "\r", "\t", "-", "(", ")", "\"", "$", "%", ",", ".", "!",
            "\u{301}", "\u{200D}", "\u{200B}", "\u{00A0}", "\u{2014}", "\u{3002}", "漢", "あ", "한",
            "\u{1100}", "\u{1161}", "\u{11A8}", "ก", "\u{0E31}", "א", "ب", "👍", "\u{1F3FD}",
            "\u{1F1EF}", "\u{1F1F5}", "\u{2028}", "\u{FFFD}", "\u{1F8FF}", "\u{E0041}",
        ]
        var generator = SplitMix64(seed: 0x5EED_0014)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<24, using: &generator) {
                text.unicodeScalars.append(pool.randomElement(using: &generator)!)
            }
            let opportunities = LineBreaker.opportunities(in: text[...])
            #expect(opportunities.isEmpty == text.isEmpty)
            if let last = opportunities.last { #expect(last.index == text.endIndex) }
            var previous = text.startIndex
            for opportunity in opportunities {
                #expect(opportunity.index > previous)
                #expect(opportunity.index.samePosition(in: text.unicodeScalars) != nil)
                let before = text.unicodeScalars[text.unicodeScalars.index(before: opportunity.index)]
                #expect(opportunity.isMandatory == ["\n", "\r", "\u{2028}"].contains(before))
                if opportunity.index < text.endIndex {
                    #expect(!(before == "\r" && text.unicodeScalars[opportunity.index] == "\n"))
                }
                previous = opportunity.index
            }
            let hardBreaks = text.unicodeScalars.count { ["\n", "\r", "\u{2028}"].contains($0) }
            let crlf = text.utf8.indices.count { text.utf8[$0...].starts(with: [13, 10]) }
            #expect(opportunities.count(where: \.isMandatory) == hardBreaks - crlf)
        }
    }
}
