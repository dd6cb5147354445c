/// Cell widths as terminals draw them: the terminal profile of the layout engine.
///
/// The width of a grapheme cluster, in order of precedence (see <doc:CellWidths> for the sources):
/// 1. A control or dangerous format character is never drawn raw (see ``visibleReplacement(for:)``);
///    it takes the width of its replacement: 1, or 2 for U+FFFD when ``treatsAmbiguousAsWide``.
/// 2. 2 for emoji: a pair of regional indicators (a flag), an emoji followed by a skin-tone modifier,
///    an emoji ZWJ sequence, a keycap (`#`, `*` or a digit with U+20E3), and a base that has an
///    emoji-style variation sequence followed by VS16 (U+FE0F).
/// 3. 1 for an Emoji_Presentation base followed by VS15 (U+FE0E): text style.
/// 4. 1 for a lone regional indicator.
/// 5. Otherwise the base (the first scalar that is not zero-width) decides, by its East Asian Width
///    (UAX #11): Wide and Fullwidth 2; Ambiguous 1, or 2 when ``treatsAmbiguousAsWide``; everything
///    else 1. Zero-width scalars (nonspacing and enclosing marks, format characters other than the
///    soft hyphen and the prepended concatenation marks, Hangul medial vowels and final consonants)
///    add 0, and a cluster of only such scalars is 0 wide.
///
/// The result is always 0, 1 or 2. The tab (U+0009) is 1 wide (its replacement ␉): the layout
/// expands tabs to tab stops itself and never asks.
///
/// That is the rule of terminals that draw a grapheme cluster as one glyph (``WidthModel/graphemeClusters``).
/// Many terminals instead give each scalar its own width and add them up (``WidthModel/perCodePoint``
/// and ``WidthModel/perCodePointJoiningZWJ``): 👍🏽 is then 4 cells, ❤️ 1. The caret still moves by
/// grapheme cluster in every model; only the cells a cluster takes differ.
public struct TerminalCellWidth: CellWidthMeasuring {
    /// How a terminal turns the scalars of a grapheme cluster into cells.
    ///
    /// Terminals disagree, and a layout that assumes another terminal's rule breaks the screen: text
    /// drawn past where the layout thinks it ends, a caret in the wrong cell. `growtext` asks the
    /// terminal which model it follows when it starts (see "Cell widths" in `docs/prompt.md`).
    public enum WidthModel: String, Hashable, Sendable, CaseIterable {
        /// A grapheme cluster is one glyph of 0, 1 or 2 cells, by the rule in ``TerminalCellWidth``'s
        /// overview: 👍🏽, ❤️ and 🏳️‍🌈 are 2 cells each. Terminals that report mode 2027 (grapheme
        /// cluster processing) set, and kitty, WezTerm, foot and Ghostty, draw text this way.
        case graphemeClusters = "grapheme-clusters"
        /// Each scalar takes its own width (East Asian Wide and Fullwidth 2, zero-width scalars 0,
        /// others 1, as the C library's `wcwidth` gives them) and a cluster takes their sum: 👍🏽 is
        /// 4 cells (the skin-tone modifier is wide), ❤️ 1 (VS16 adds nothing), 🏳️‍🌈 3, a flag 2.
        /// Terminals that measure each `wcwidth` on its own, such as xterm, draw text this way.
        case perCodePoint = "per-code-point"
        /// As ``perCodePoint``, except that a scalar right after a ZERO WIDTH JOINER adds nothing: the
        /// terminal draws it in the cell of what came before the joiner. 👍🏽 is 4 cells, ❤️ 1, 🏳️‍🌈 1
        /// (the white flag's width), 👨‍👩‍👧 2. tmux 3.3 draws text this way (checked on tmux 3.3a).
        case perCodePointJoiningZWJ = "per-code-point-zwj"
    }

    /// Whether East Asian Ambiguous characters (Greek, Cyrillic and box-drawing in CJK fonts, `±`,
    /// `→`, U+FFFD …) take 2 cells, as in a CJK locale's terminal. Default `false`: 1 cell.
    public var treatsAmbiguousAsWide: Bool = false

    /// How the scalars of a cluster make its cells; ``WidthModel/graphemeClusters`` by default.
    public var widthModel: WidthModel = .graphemeClusters

    /// Creates the terminal width profile.
    /// - Parameters:
    ///   - treatsAmbiguousAsWide: Whether East Asian Ambiguous characters take 2 cells (a CJK
    ///     terminal); default `false`.
    ///   - widthModel: How the terminal turns a cluster's scalars into cells; grapheme clusters by
    ///     default.
    public init(treatsAmbiguousAsWide: Bool = false, widthModel: WidthModel = .graphemeClusters) {
        self.treatsAmbiguousAsWide = treatsAmbiguousAsWide
        self.widthModel = widthModel
    }

    /// The number of cells a terminal gives a grapheme cluster, per the rule in the type's overview
    /// and the ``widthModel``.
    /// - Parameter character: One extended grapheme cluster.
    /// - Returns: 0, 1 or 2 for grapheme clusters; per code point, the sum over the scalars.
    /// - Complexity: O(*k*) in the number of scalars of `character`.
    public func cellWidth(of character: Character) -> Int {
        // Read from the character's UTF-8, as the layout reads clusters: `Character.isASCII` and
        // its scalar view cost a string comparison and index checks per character.
        var string = String(character)
        return string.withUTF8 { bytes in
            if bytes.count == 1 && bytes[0] < 0x80 || bytes.count == 2 && bytes[0] == 0x0D && bytes[1] == 0x0A
            {
                return 1  // printable ASCII, and the control pictures that replace ASCII controls and CR LF
            }
            var end = 0
            let first = LineBreaker.decodeScalar(bytes, at: &end)
            // A cluster of one scalar, as the layout measures it (a lone regional indicator per code
            // point takes its own width, not the cluster's 1).
            if end == bytes.count
                && (widthModel == .graphemeClusters || !Self.regionalIndicators.contains(first))
            {
                return cellWidth(ofScalar: first)
            }
            return cellWidth(ofScalars: UTF8Scalars(bytes: bytes, range: 0..<bytes.count))
        }
    }

    /// The width of the cluster made of `scalars`: what ``cellWidth(of:)`` gives for that cluster,
    /// without building a `Character` (the layout reads clusters straight from UTF-8).
    func cellWidth<Scalars: Sequence<UInt32>>(ofScalars scalars: Scalars) -> Int {
        let properties = UnicodeProperties.shared
        var afterCR = false
        for scalar in scalars {
            if afterCR {
                return width(ofClass: properties.widthValue(scalar == 0x0A ? 0x2424 : 0x240D))
            }
            if scalar == 0x0D {
                afterCR = true
            } else if let replacement = Self.replacementScalar(for: scalar, isCRLF: false) {
                return width(ofClass: properties.widthValue(replacement))
            }
        }
        if afterCR {
            return width(ofClass: properties.widthValue(0x240D))
        }
        if widthModel != .graphemeClusters {
            return sum(of: scalars, properties)
        }
        return width(of: scalars, properties)
    }

    /// The width of a cluster per code point: the sum of its scalars' own widths, leaving out each
    /// scalar right after a ZWJ in ``WidthModel/perCodePointJoiningZWJ``.
    private func sum<Scalars: Sequence<UInt32>>(of scalars: Scalars, _ properties: UnicodeProperties) -> Int {
        let joinsAfterZWJ = widthModel == .perCodePointJoiningZWJ
        var total = 0
        var afterZWJ = false
        for scalar in scalars {
            if scalar == 0x200D {
                afterZWJ = joinsAfterZWJ
                continue
            }
            if !afterZWJ {
                total += width(ofClass: properties.widthValue(scalar))
            }
            afterZWJ = false
        }
        return total
    }

    /// ``cellWidth(ofScalars:)`` of a cluster of one scalar, without the walk over its scalars.
    @inline(__always)
    func cellWidth(ofScalar scalar: UInt32) -> Int {
        let properties = UnicodeProperties.shared
        if let replacement = Self.replacementScalar(for: scalar, isCRLF: false) {
            return width(ofClass: properties.widthValue(replacement))
        }
        let value = properties.widthValue(scalar)
        if Self.regionalIndicators.contains(scalar) && value & UnicodeTables.widthClassMask != 0 {
            return 1  // a lone regional indicator
        }
        return width(ofClass: value)
    }

    private func width(ofClass value: UInt8) -> Int {
        switch value & UnicodeTables.widthClassMask {
        case 0: 0
        case 2: treatsAmbiguousAsWide ? 2 : 1
        case 3: 2
        default: 1
        }
    }

    private func width<Scalars: Sequence<UInt32>>(of scalars: Scalars, _ properties: UnicodeProperties) -> Int
    {
        var base: (scalar: UInt32, value: UInt8)?
        var previous: UInt32 = 0
        var regionalIndicators = 0
        var afterZWJ = false
        var isEmoji = false
        var isTextStyle = false
        for scalar in scalars {
            let value = properties.widthValue(scalar)
            defer { previous = scalar }
            if Self.regionalIndicators.contains(scalar) {
                regionalIndicators += 1
            }
            guard let (baseScalar, baseValue) = base else {
                if value & UnicodeTables.widthClassMask != 0 {
                    base = (scalar, value)
                }
                continue
            }
            let baseIsPictographic = baseValue & UnicodeTables.widthExtendedPictographic != 0
            switch scalar {
            case 0xFE0F where previous == baseScalar:
                isEmoji = isEmoji || baseValue & UnicodeTables.widthEmojiVariationBase != 0
            case 0xFE0E where previous == baseScalar:
                isTextStyle = baseValue & UnicodeTables.widthEmojiPresentation != 0
            case 0x20E3:
                isEmoji = isEmoji || Self.keycapBases.contains(baseScalar)
            case 0x1F3FB...0x1F3FF:
                isEmoji = isEmoji || baseIsPictographic
            case 0x200D:
                afterZWJ = true
                continue
            default:
                if afterZWJ && baseIsPictographic && value & UnicodeTables.widthExtendedPictographic != 0 {
                    isEmoji = true
                }
            }
            afterZWJ = false
        }
        if isEmoji || regionalIndicators >= 2 {
            return 2
        }
        guard let base else {
            return 0
        }
        if isTextStyle || regionalIndicators == 1 {
            return 1
        }
        return width(ofClass: base.value)
    }

    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    private static let keycapBases: Set<UInt32> = [
        0x23, 0x2A, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39,
    ]
}
