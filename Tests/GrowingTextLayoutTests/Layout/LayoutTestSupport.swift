@testable import GrowingTextLayout

/// The texts of a layout's visual lines, for comparing with hard-coded expectations.
func wrappedLines(_ text: String, width: Int, tabWidth: Int = 8) -> [String] {
    TextLayout(text: text, configuration: TextLayoutConfiguration(width: width, tabWidth: tabWidth)).lines.map
    {
        String($0.text)
    }
}

/// A cell metric that does not depend on the Unicode tables: every cluster is one cell, except those
/// listed.
struct FixedCellWidth: CellWidthMeasuring {
    var widths: [Character: Int] = [:]

    func cellWidth(of character: Character) -> Int { widths[character] ?? 1 }
}
