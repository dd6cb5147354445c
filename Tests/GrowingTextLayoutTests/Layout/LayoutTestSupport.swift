@testable import GrowingTextLayout

/// The texts of a layout's visual lines, for comparing with hard-coded expectations.
func wrappedLines(_ text: String, width: Int, tabWidth: Int = 8) -> [String] {
    TextLayout(text: text, configuration: TextLayoutConfiguration(width: width, tabWidth: tabWidth)).lines.map
    {
        String($0.text)
    }
}

/// A fixed-seed generator (SplitMix64), so every sweep is repeatable.
struct LayoutSeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A cell metric that does not depend on the Unicode tables: every cluster is one cell, except those
/// listed.
struct FixedCellWidth: CellWidthMeasuring {
    var widths: [Character: Int] = [:]

    func cellWidth(of character: Character) -> Int { widths[character] ?? 1 }
}
