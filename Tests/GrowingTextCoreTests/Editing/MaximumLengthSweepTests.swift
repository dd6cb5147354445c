import GrowingTextCore
import TestSupport
import Testing

/// Random edits over text built from the pieces that break naive length limits.
@Suite struct MaximumLengthSweepTests {
    static let pieces = [
        "a", "e", "\u{301}", "\u{308}", " ", "\r", "\n", "\u{1F1EB}", "\u{1F1F7}", "\u{1F1FA}", "\u{1F468}",
        "\u{200D}", "\u{1F469}", "\u{1F3FD}", "\u{FE0F}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{0915}",
        "\u{094D}", "\u{0937}", "\u{1F600}",
    ]

    static func text(_ generator: inout SplitMix64, maxPieces: Int) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// The longest prefix of `replacement` ending on a character boundary of `prefix + replacement`
    /// (or empty) that keeps `prefix + cut + suffix` within `limit`, found by trying every cut.
    static func bruteForce(prefix: String, replacement: String, suffix: String, limit: Int) -> String {
        let joined = Array((prefix + replacement).unicodeScalars)
        let prefixLength = prefix.unicodeScalars.count
        var boundaries = Set<Int>([prefixLength])
        var offset = 0
        for character in prefix + replacement {
            offset += character.unicodeScalars.count
            boundaries.insert(offset)
        }
        var best = ""
        for end in prefixLength...joined.count where boundaries.contains(end) {
            var cut = String.UnicodeScalarView()
            cut.append(contentsOf: joined[prefixLength..<end])
            let candidate = String(cut)
            if (prefix + candidate + suffix).count <= limit { best = candidate }
        }
        return best
    }

    @Test func randomEditsMatchTheBruteForceOracle() {
        var generator = SplitMix64(seed: 0x6C65_6E67)
        for _ in 0..<20_000 {
            let text = Self.text(&generator, maxPieces: 10)
            let replacement = Self.text(&generator, maxPieces: 8)
            let utf16Count = text.utf16.count
            let lower = Int.random(in: 0...utf16Count, using: &generator)
            let upper = Int.random(in: lower...utf16Count, using: &generator)
            let limit = Int.random(in: 0...8, using: &generator)
            let policy = EditingPolicy(maximumLength: limit)
            let edit = policy.acceptedEdit(replacingUTF16: lower..<upper, with: replacement, in: text)

            let utf16 = Array(text.utf16)
            let prefix = String(decoding: utf16[..<edit.range.lowerBound], as: UTF16.self)
            let suffix = String(decoding: utf16[edit.range.upperBound...], as: UTF16.self)
            let context =
                "\(Array(text.unicodeScalars)) \(lower)..<\(upper) \(Array(replacement.unicodeScalars)) \(limit)"
            #expect(edit.text == prefix + edit.replacement + suffix, "\(context)")
            #expect(replacement.unicodeScalars.starts(with: edit.replacement.unicodeScalars), "\(context)")
            #expect(edit.caret == edit.range.lowerBound + edit.replacement.utf16.count, "\(context)")
            if (prefix + replacement + suffix).count <= limit {
                #expect(edit.replacement == replacement, "\(context)")
            } else if (prefix + suffix).count <= limit {
                #expect(edit.text.count <= limit, "\(context)")
                let oracle = Self.bruteForce(
                    prefix: prefix, replacement: replacement, suffix: suffix, limit: limit)
                #expect(edit.replacement == oracle, "\(context)")
            } else {
                #expect(edit.replacement.isEmpty, "\(context)")
            }

        }
    }

    @Test func composingNeverCutsAndClampingKeepsThePrefix() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<1_000 {
            let text = Self.text(&generator, maxPieces: 10)
            let replacement = Self.text(&generator, maxPieces: 6)
            let limit = Int.random(in: 0...6, using: &generator)
            let policy = EditingPolicy(maximumLength: limit)
            let end = text.utf16.count
            let edit = policy.acceptedEdit(
                replacingUTF16: end..<end, with: replacement, in: text, isComposing: true)
            #expect(edit.text == text + replacement)
            #expect(!edit.isModified)
            let clamped = policy.clamped(edit.text)
            #expect(clamped.count == min(limit, edit.text.count))
            #expect(edit.text.hasPrefix(clamped))
        }
    }
}
