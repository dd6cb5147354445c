extension TerminalCellWidth {
    /// The visible symbol a terminal must show instead of a grapheme cluster that must not be written
    /// raw, or `nil` if the cluster is printable as it is.
    ///
    /// Writing a control character to a terminal moves the cursor, changes modes or starts an escape
    /// sequence, and bidirectional controls reorder what follows (the "Trojan Source" attack); so a
    /// renderer shows these symbols instead, which makes escape injection impossible:
    /// - C0 controls U+0000–U+001F: the Control Pictures U+2400–U+241F (ESC is ␛, TAB ␉, LF ␊).
    /// - DEL U+007F: ␡ (U+2421).
    /// - Line terminators as one cluster, CR LF, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH
    ///   SEPARATOR (U+2029): ␤ (U+2424). The layout ends lines at them and does not draw them.
    /// - Other C1 controls U+0080–U+009F, the bidirectional controls (ALM U+061C, LRM U+200E,
    ///   RLM U+200F, LRE…RLO U+202A–U+202E, LRI…PDI U+2066–U+2069), the deprecated format controls
    ///   U+206A–U+206F and the interlinear annotation controls U+FFF9–U+FFFB: U+FFFD �.
    ///
    /// Invisible characters that only join or separate (ZWJ, ZWNJ, ZERO WIDTH SPACE, WORD JOINER,
    /// variation selectors, tags, the soft hyphen) are harmless and print as they are.
    /// - Parameter character: One extended grapheme cluster.
    /// - Returns: The symbol to show instead, or `nil` for a printable cluster.
    public static func visibleReplacement(for character: Character) -> Character? {
        // Read from the character's UTF-8 (its scalar view costs index checks per scalar). A
        // cluster holding a CR is a CR alone or CR LF: no other scalar joins one.
        var string = String(character)
        let replacement = string.withUTF8 { bytes -> UInt32? in
            let isCRLF = bytes.count == 2 && bytes[0] == 0x0D
            for scalar in UTF8Scalars(bytes: bytes, range: 0..<bytes.count) {
                if let replacement = replacementScalar(for: scalar, isCRLF: isCRLF) {
                    return replacement
                }
            }
            return nil
        }
        if let replacement {
            return Character(Unicode.Scalar(replacement)!)
        }
        return nil
    }

    /// The scalar shown instead of `scalar`, or `nil` if it prints as it is; `isCRLF` when the scalar
    /// is the CR of a CR LF cluster.
    static func replacementScalar(for scalar: UInt32, isCRLF: Bool) -> UInt32? {
        switch scalar {
        case 0x0D where isCRLF: 0x2424
        case 0x00...0x1F: 0x2400 + scalar
        case 0x7F: 0x2421
        case 0x85, 0x2028, 0x2029: 0x2424
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB:
            0xFFFD
        default: nil
        }
    }
}
