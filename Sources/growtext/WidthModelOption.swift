import ArgumentParser
import GrowingTextLayout

/// `--width-model`: how the terminal turns emoji sequences into cells, when the user knows better
/// than the detection (`auto`, the default: see "Cell widths" in `docs/prompt.md`).
enum WidthModelOption: String, ExpressibleByArgument, CaseIterable {
    case auto
    case graphemeClusters = "grapheme-clusters"
    case perCodePoint = "per-code-point"
    case perCodePointJoiningZWJ = "per-code-point-zwj"

    /// The help of the option, the same in every command.
    static let help = ArgumentHelp(
        "How the terminal draws emoji sequences: grapheme-clusters (kitty, WezTerm, foot), per-code-point "
            + "(xterm), per-code-point-zwj (tmux 3.3), or auto: ask the terminal.")

    /// The model named, or `nil` for `auto`.
    var model: TerminalCellWidth.WidthModel? {
        self == .auto ? nil : TerminalCellWidth.WidthModel(rawValue: rawValue)
    }
}
