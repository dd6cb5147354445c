import Testing

@testable import GrowingTextLayout

@Suite("TerminalCellWidth")
struct TerminalCellWidthTests {
    static let narrow = TerminalCellWidth()
    static let wide = TerminalCellWidth(treatsAmbiguousAsWide: true)

    @Test(
        "one rule per case",
        arguments: [
            ("a", 1, 1),
            ("~", 1, 1),
            ("é", 1, 2),  // precomposed; Latin-1 letters are Ambiguous
            ("e\u{301}", 1, 1),  // base + nonspacing mark
            (Character("a" + String(repeating: "\u{301}", count: 50)), 1, 1),
            ("漢", 2, 2),  // East Asian Wide
            ("Ａ", 2, 2),  // Fullwidth
            ("ｱ", 1, 1),  // Halfwidth
            ("±", 1, 2),  // Ambiguous
            ("Ω", 1, 2),  // Greek is Ambiguous
            ("─", 1, 2),  // box drawing
            ("\u{E000}", 1, 2),  // private use is Ambiguous
            ("한", 2, 2),  // precomposed Hangul syllable
            ("\u{1100}\u{1161}\u{11A8}", 2, 2),  // conjoining jamo L V T: the leading consonant decides
            ("\u{1161}", 0, 0),  // a lone medial vowel is zero-width
            ("\u{301}", 0, 0),  // a lone combining mark
            ("\u{200B}", 0, 0),  // ZERO WIDTH SPACE
            ("\u{200D}", 0, 0),  // ZWJ alone
            ("\u{00AD}", 1, 2),  // SOFT HYPHEN, the exception among format characters, is Ambiguous
            ("😀", 2, 2),  // Emoji_Presentation (East Asian Wide)
            ("\u{1F1EF}\u{1F1F5}", 2, 2),  // flag pair
            ("\u{1F1EF}", 1, 1),  // lone regional indicator
            ("👍🏽", 2, 2),  // emoji modifier sequence
            ("\u{1F3FD}", 2, 2),  // a lone skin-tone modifier is Wide
            ("👨‍👩‍👧", 2, 2),  // emoji ZWJ sequence
            ("🏳️‍🌈", 2, 2),  // ZWJ sequence on a text-default base
            ("\u{2764}\u{FE0F}", 2, 2),  // text-default heart + VS16
            ("\u{2764}", 1, 1),  // text-default heart alone
            ("\u{2764}\u{FE0E}", 1, 1),
            ("#\u{FE0F}\u{20E3}", 2, 2),  // keycap
            ("1\u{20E3}", 2, 2),  // keycap without VS16
            ("a\u{20E3}", 1, 1),  // not a keycap base: the enclosing mark adds nothing
            ("a\u{FE0F}", 1, 1),  // no emoji-style sequence for "a"
            ("\u{231A}\u{FE0E}", 1, 1),  // Emoji_Presentation + VS15 is text style
            ("\u{231A}", 2, 2),
            // a tag sequence flag (England)
            (Character("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}" as String), 2, 2),
            (Character("\u{0600}1" as String), 1, 1),  // a prepended concatenation mark is the base
            ("\t", 1, 1),
            ("\u{1B}", 1, 1),  // ESC shows as ␛
            ("\r\n", 1, 1),
            ("\u{9B}", 1, 2),  // C1 CSI shows as U+FFFD, which is Ambiguous
            ("\u{202E}", 1, 2),
        ] as [(Character, Int, Int)])
    func widths(character: Character, narrowWidth: Int, wideWidth: Int) {
        #expect(Self.narrow.cellWidth(of: character) == narrowWidth)
        #expect(Self.wide.cellWidth(of: character) == wideWidth)
    }

    @Test("controls and dangerous format characters have visible replacements")
    func replacements() {
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{0}") == "\u{2400}")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{1B}") == "␛")
        #expect(TerminalCellWidth.visibleReplacement(for: "\t") == "␉")
        #expect(TerminalCellWidth.visibleReplacement(for: "\n") == "␊")
        #expect(TerminalCellWidth.visibleReplacement(for: "\r") == "␍")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{1F}") == "\u{241F}")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{7F}") == "␡")
        #expect(TerminalCellWidth.visibleReplacement(for: "\r\n") == "␤")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{85}") == "␤")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{2028}") == "␤")
        #expect(TerminalCellWidth.visibleReplacement(for: "\u{2029}") == "␤")
        for scalar: UInt32 in [
            0x80, 0x9B, 0x9F, 0x61C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x206F, 0xFFFB,
        ] {
            #expect(
                TerminalCellWidth.visibleReplacement(for: Character(Unicode.Scalar(scalar)!)) == "\u{FFFD}")
        }
        for printable: Character in [
            "a", " ", "漢", "👨‍👩‍👧", "\u{200D}", "\u{200B}", "\u{00AD}", "\u{FE0F}", "\u{FEFF}", "\u{20}",
        ] {
            #expect(TerminalCellWidth.visibleReplacement(for: printable) == nil)
        }
    }

    /// The per-code-point columns are what tmux 3.3a drew on this machine (Debian 12, glibc's
    /// C.UTF-8), read with a cursor-position report after printing each cluster at column 1; the
    /// plain per-code-point column differs only where a scalar follows a ZWJ.
    @Test(
        "per code point: each scalar's width summed; after a ZWJ, nothing in the joining model",
        arguments: [
            ("a", 1, 1, 1),
            ("e\u{301}", 1, 1, 1),
            ("漢", 2, 2, 2),
            ("한", 2, 2, 2),
            ("\u{1100}\u{1161}", 2, 2, 2),  // conjoining jamo L V
            ("\u{301}", 0, 0, 0),
            ("\u{200D}", 0, 0, 0),
            ("\u{00AD}", 1, 1, 1),  // soft hyphen
            ("\u{0600}", 1, 1, 1),  // a prepended concatenation mark alone
            ("😀", 2, 2, 2),
            ("👍", 2, 2, 2),
            ("👍🏽", 2, 4, 4),  // the skin-tone modifier is Wide on its own
            ("👍🏽🏽", 2, 6, 6),
            ("\u{1F3FD}", 2, 2, 2),
            ("\u{2764}", 1, 1, 1),
            ("\u{2764}\u{FE0F}", 2, 1, 1),  // VS16 adds nothing per code point
            ("\u{263A}\u{FE0E}", 1, 1, 1),
            ("\u{1F600}\u{FE0E}", 1, 2, 2),  // nor does VS15
            ("🏳️‍🌈", 2, 3, 1),  // white flag 1, VS16 0, ZWJ 0, rainbow 2 (0 after the ZWJ)
            ("🏳‍🌈", 2, 3, 1),
            ("👨‍👩‍👧", 2, 6, 2),
            ("\u{1F1EF}\u{1F1F5}", 2, 2, 2),  // a flag: two regional indicators of 1
            ("\u{1F1EF}", 1, 1, 1),
            ("#\u{FE0F}\u{20E3}", 2, 1, 1),  // the enclosing keycap is zero-width
            ("\u{1B}", 1, 1, 1),  // controls take their replacement's width in every model
            ("\r\n", 1, 1, 1),
        ] as [(Character, Int, Int, Int)])
    func models(character: Character, graphemes: Int, perCodePoint: Int, joiningZWJ: Int) {
        let widths = TerminalCellWidth.WidthModel.allCases.map {
            TerminalCellWidth(widthModel: $0).cellWidth(of: character)
        }
        #expect(widths == [graphemes, perCodePoint, joiningZWJ])
    }

    @Test("per code point, ambiguous scalars follow treatsAmbiguousAsWide and widths are unbounded")
    func perCodePointAmbiguousAndUnbounded() {
        let wide = TerminalCellWidth(treatsAmbiguousAsWide: true, widthModel: .perCodePoint)
        #expect(wide.cellWidth(of: Character("\u{2764}\u{FE0F}")) == 1)
        #expect(wide.cellWidth(of: Character("\u{3B1}\u{301}")) == 2)  // Greek alpha is Ambiguous
        let modifiers = Character("👍" + String(repeating: "\u{1F3FD}", count: 100))
        #expect(TerminalCellWidth(widthModel: .perCodePointJoiningZWJ).cellWidth(of: modifiers) == 202)
        #expect(Self.narrow.cellWidth(of: modifiers) == 2)
    }

    @Test("no scalar makes a replacement that itself needs replacing, and every width is 0, 1 or 2")
    func everyScalar() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if let replacement = TerminalCellWidth.visibleReplacement(for: character) {
                #expect(TerminalCellWidth.visibleReplacement(for: replacement) == nil)
                #expect(Self.narrow.cellWidth(of: character) == 1)
            }
            let width = Self.wide.cellWidth(of: character)
            if !(0...2).contains(width) {
                Issue.record("U+\(String(value, radix: 16)) is \(width) wide")
            }
        }
    }

    @Test("a character of one scalar is as wide as the layout measures that scalar, in every model")
    func singleScalarCharacters() {
        let metrics = TerminalCellWidth.WidthModel.allCases.flatMap { model in
            [false, true].map { TerminalCellWidth(treatsAmbiguousAsWide: $0, widthModel: model) }
        }
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            for metric in metrics
            where metric.cellWidth(of: character) != metric.cellWidth(ofScalars: [value]) {
                Issue.record(
                    "U+\(String(value, radix: 16)) in \(metric.widthModel), \(metric.treatsAmbiguousAsWide)")
            }
        }
    }

    @Test("10,000 combining marks on one base are one cell")
    func manyMarks() {
        let character = Character("a" + String(repeating: "\u{301}", count: 10_000))
        #expect(Self.narrow.cellWidth(of: character) == 1)
        #expect(TerminalCellWidth.visibleReplacement(for: character) == nil)
    }

    @Test("the width of a text is the sum over its clusters")
    func textWidth() {
        #expect(Self.narrow.cellWidth(of: "") == 0)
        #expect(Self.narrow.cellWidth(of: "ab漢👍🏽e\u{301}") == 7)
        #expect(Self.wide.cellWidth(of: "±±"[...]) == 4)
    }
}
