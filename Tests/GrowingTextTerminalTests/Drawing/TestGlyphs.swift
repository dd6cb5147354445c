@_spi(Benchmarks) import GrowingTextTerminal

extension TerminalGlyphs {
    /// A deliberately simple stand-in for unit tests of the renderer's mechanics: CJK ideographs are
    /// 2 cells, everything else 1; C0 controls print as their Control Pictures, anything else in
    /// C1 or a bidi control prints as U+FFFD.
    static let testing = TerminalGlyphs(
        width: { character in
            let value = character.unicodeScalars.first!.value
            return (0x4E00...0x9FFF).contains(value) ? 2 : 1
        },
        replacement: { character in
            let value = character.unicodeScalars.first!.value
            if value < 0x20 { return Character(Unicode.Scalar(0x2400 + value)!) }
            if (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) { return "\u{FFFD}" }
            return nil
        })
}
