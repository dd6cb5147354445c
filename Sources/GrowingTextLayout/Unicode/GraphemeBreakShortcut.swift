/// A conservative shortcut for the grapheme-cluster boundary between two scalars (UAX #29), so the
/// layout finds the clusters of common text without the standard library's full algorithm.
///
/// It answers `true` only where every rule of UAX #29 (Unicode 15.0 and later) breaks whatever came
/// before the pair: `second` is a letter, digit, punctuation, symbol or ideograph that no rule joins
/// to what precedes it (no Extend, SpacingMark, ZWJ, regional indicator, Hangul jamo or Indic
/// consonant), and `first` is not a scalar that joins to what follows it (Prepend, ZWJ, CR, a Hangul
/// leading consonant). Everything else answers `false`, and the caller asks the standard library.
enum GraphemeBreakShortcut {
    /// Whether there is certainly a grapheme-cluster boundary between `first` and `second`.
    @inline(__always)
    static func isCertainBoundary(between first: UInt32, and second: UInt32) -> Bool {
        if first < 0x80 {
            return first != 0x0D && startsCluster(second)
        }
        return joinsFollowing(first) ? false : startsCluster(second)
    }

    /// Whether no rule joins `scalar` to the scalar before it (when that one is not sticky).
    @inline(__always)
    private static func startsCluster(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x2FF,  // ASCII, Latin-1, Latin Extended, IPA, spacing modifiers
            0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic (not the Cyrillic combining marks)
            0x621...0x64A, 0x660...0x66D,  // Arabic letters and digits (not the harakat)
            0xE01...0xE30, 0xE32, 0xE3F...0xE46, 0xE4F...0xE5B,  // Thai (not its marks or SARA AM)
            0x2010...0x2027, 0x2030...0x205E, 0x2100...0x2BFF,  // punctuation, symbols, arrows
            0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,  // CJK punctuation, kana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF,  // ideographs, Hangul
            0xFF01...0xFF9D,  // fullwidth and halfwidth forms (not the halfwidth sound marks)
            0x1F300...0x1F3FA, 0x1F400...0x1FAFF:  // emoji (not the skin-tone modifiers)
            true
        default:
            false
        }
    }

    /// Whether a rule may join `scalar` (not ASCII) to the scalar after it.
    @inline(__always)
    private static func joinsFollowing(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xD4E,  // Prepend
            0x1100...0x115F, 0xA960...0xA97C,  // Hangul leading consonants (L × L | V | LV | LVT)
            0x200D,  // ZWJ (emoji ZWJ sequences)
            0x11000...0x11FFF:  // Brahmi and the other scripts with Prepend characters
            true
        default:
            false
        }
    }
}
