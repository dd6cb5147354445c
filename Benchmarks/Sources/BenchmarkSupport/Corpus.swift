/// The benchmark corpus: multilingual prose generated deterministically from small word lists
/// written for this package, so no download and no Debian package is needed to build it.
///
/// Paragraphs (separated by LF) mix sentences in English/European Latin, Chinese, Japanese,
/// Korean, Thai (no spaces between words, as written), Arabic, with numbers (UAX #14 LB25) and
/// emoji: modifier sequences, ZWJ sequences, keycaps, VS16 presentation and, unless
/// `includesFlags` is false, regional-indicator flags (libunibreak 1.1 aborts on those).
public enum Corpus {
    /// The P1 corpus: 128 KiB of mixed text with flags.
    public static let lineBreaking = multilingual(byteCount: 128 * 1024)

    /// The same generator without regional indicators, for libunibreak and the three-way run.
    public static let lineBreakingFlagFree = multilingual(byteCount: 128 * 1024, includesFlags: false)

    /// The mixed corpus without Thai: ICU breaks Thai words with a dictionary, which our breaker
    /// (like UAX #14's default) does not, so this variant compares the same amount of work.
    public static let lineBreakingWithoutThai = multilingual(byteCount: 128 * 1024, includesThai: false)

    /// Generates at least `byteCount` UTF-8 bytes of paragraphs (it stops after the sentence
    /// that reaches the count), identical for the same arguments on every machine.
    public static func multilingual(
        byteCount: Int,
        includesFlags: Bool = true,
        includesThai: Bool = true,
        seed: UInt64 = 2026
    ) -> String {
        var generator = SplitMix64(seed: seed)
        var text = ""
        text.reserveCapacity(byteCount + 512)
        var sentencesLeftInParagraph = Int.random(in: 3...8, using: &generator)
        while text.utf8.count < byteCount {
            let script = Script.pick(using: &generator)
            if script == .thai && !includesThai {
                continue
            }
            if !text.isEmpty && text.utf8.last != 0x0A && !script.isSpaceless {
                text += " "
            }
            appendSentence(in: script, includesFlags: includesFlags, to: &text, using: &generator)
            sentencesLeftInParagraph -= 1
            if sentencesLeftInParagraph == 0 && text.utf8.count < byteCount {
                text += "\n"
                sentencesLeftInParagraph = Int.random(in: 3...8, using: &generator)
            }
        }
        return text
    }

    private static func appendSentence(
        in script: Script,
        includesFlags: Bool,
        to text: inout String,
        using generator: inout SplitMix64
    ) {
        let words = script.words
        let count = Int.random(in: 5...14, using: &generator)
        for index in 0..<count {
            if index > 0 {
                text += script.wordSeparator(using: &generator)
            }
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 6 {
                let pool = includesFlags ? emoji + flags : emoji
                text += pool.randomElement(using: &generator)!
            } else if roll < 10 {
                text += numbers.randomElement(using: &generator)!
            } else {
                text += words.randomElement(using: &generator)!
            }
        }
        text += script.terminators.randomElement(using: &generator)!
    }

    static let emoji: [String] = [
        "😀", "🙂", "👍🏽", "👋🏻", "👩‍👩‍👧‍👦", "👨🏻‍💻", "🧑🏾‍🚀", "🏳️‍🌈", "❤️", "1️⃣", "#️⃣",
        "🤷‍♀️", "☕", "✅", "🎉", "⌚️", "✌🏿",
    ]
    static let flags: [String] = ["🇯🇵", "🇺🇦", "🇧🇷", "🇪🇺", "🇨🇦", "🇰🇪"]
    static let numbers: [String] = [
        "$1,234.56", "42", "3.14159", "(555) 010-9999", "50%", "2026-11-22", "#17", "+49", "1/2",
        "€12,50", "100km", "v1.38.1",
    ]
}
