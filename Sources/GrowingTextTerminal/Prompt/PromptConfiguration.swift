import GrowingTextCore

/// The options of `growtext prompt`, with its documented defaults.
public struct PromptConfiguration: Hashable, Sendable {
    /// Shown dimmed while the text is empty; the box grows to fit it. Empty by default.
    public var placeholder: String
    /// The fewest rows the box takes; 1 by default.
    public var minimumNumberOfLines: Int
    /// The most rows before the box scrolls inside; 5 by default, 0 for no limit. Always capped by the
    /// terminal's height.
    public var maximumNumberOfLines: Int
    /// The maximum length in grapheme clusters, or `nil` (the default) for none.
    public var maximumLength: Int?
    /// The box's width in cells, or `nil` (the default) for the terminal's width. Never wider than the
    /// terminal.
    public var width: Int?
    /// Whether Enter inserts a newline and Ctrl+D submits (instead of Enter submitting). Off by default.
    public var enterInsertsNewline: Bool
    /// Lines drawn above the box (`--header`), one row per line of this text; none by default.
    public var header: String
    /// Drawn at the left of every row of the box (`--prompt`); `"│ "` by default, empty for none.
    public var rowPrefix: String
    /// The colours of the prompt, header and hint line.
    public var theme: PromptTheme

    /// The default prefix of every row: a bar and a space.
    public static let defaultRowPrefix = "│ "

    /// Creates a configuration.
    /// - Parameters:
    ///   - placeholder: The placeholder.
    ///   - minimumNumberOfLines: The fewest rows.
    ///   - maximumNumberOfLines: The most rows; 0 for no limit but the terminal's height. Both limits
    ///     follow `GrowthPolicy`'s rule, as `GrowingTextView`'s do: a minimum below 1 counts as 1, a
    ///     maximum of 0 or below means no limit, and a minimum above the maximum is lowered to it.
    ///   - maximumLength: The maximum length in clusters; negative counts as 0.
    ///   - width: The width in cells; below 3 counts as 3.
    ///   - enterInsertsNewline: Whether Enter inserts a newline.
    ///   - header: Text shown above the box; a line break starts another row.
    ///   - rowPrefix: The prefix of every row; when it leaves less than one cell for the text, the
    ///     text still gets one cell and the renderer cuts the row at the terminal's width.
    ///   - theme: The colours.
    public init(
        placeholder: String = "", minimumNumberOfLines: Int = 1, maximumNumberOfLines: Int = 5,
        maximumLength: Int? = nil, width: Int? = nil, enterInsertsNewline: Bool = false, header: String = "",
        rowPrefix: String = PromptConfiguration.defaultRowPrefix, theme: PromptTheme = PromptTheme()
    ) {
        self.placeholder = placeholder
        let limits = LineLimits(
            minimumNumberOfLines: minimumNumberOfLines, maximumNumberOfLines: maximumNumberOfLines)
        self.minimumNumberOfLines = limits.minimum
        self.maximumNumberOfLines = limits.maximumNumberOfLines
        self.maximumLength = maximumLength.map { max(0, $0) }
        self.width = width.map { max(3, $0) }
        self.enterInsertsNewline = enterInsertsNewline
        self.header = header
        self.rowPrefix = rowPrefix
        self.theme = theme
    }

    /// The header's rows: none for an empty header, else one per line (CRLF and CR count as LF).
    var headerLines: [String] {
        guard !header.isEmpty else { return [] }
        return PromptText.lines(of: PromptText.normalizingLineBreaks(header))
    }
}

/// The colours of `growtext prompt`: `--prompt-color`, `--header-color` and `--hint-color`, or the
/// `GROWTEXT_PROMPT_COLOR`, `GROWTEXT_HEADER_COLOR` and `GROWTEXT_HINT_COLOR` environment variables
/// (in the spirit of gum's `GUM_WRITE_*`). `NO_COLOR` still wins: the renderer then drops every
/// colour, and the header stays bold, the hints dim.
public struct PromptTheme: Hashable, Sendable {
    /// The colour of the prompt (the bar at the left of each row); cyan by default.
    public var prompt: TerminalColor?
    /// The colour of the header; the terminal's default (`nil`) by default. The header is bold.
    public var header: TerminalColor?
    /// The colour of the hint line; the terminal's default by default. Hints are dim.
    public var hint: TerminalColor?

    /// Creates a theme; `nil` is the terminal's default foreground.
    /// - Parameters:
    ///   - prompt: The prompt's colour; cyan by default.
    ///   - header: The header's colour.
    ///   - hint: The hint line's colour.
    public init(prompt: TerminalColor? = .cyan, header: TerminalColor? = nil, hint: TerminalColor? = nil) {
        self.prompt = prompt
        self.header = header
        self.hint = hint
    }

    /// The environment variables that set each colour, in the order prompt, header, hint.
    package static let environmentVariables = [
        "GROWTEXT_PROMPT_COLOR", "GROWTEXT_HEADER_COLOR", "GROWTEXT_HINT_COLOR",
    ]

    /// A colour name as `--prompt-color` and the environment variables take it.
    ///
    /// The eight ANSI names (`black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`)
    /// or their numbers `0` to `7`, and `default` or `none` (or an empty value) for the terminal's
    /// own foreground; case and spaces are ignored.
    /// - Parameter name: What the user wrote.
    /// - Returns: `.some(nil)` for the default colour, `.some(color)`, or `nil` when the name means
    ///   nothing (the caller reports it).
    package static func color(named name: String) -> TerminalColor?? {
        let trimmed = String(name.filter { !$0.isWhitespace }).lowercased()
        if trimmed.isEmpty || trimmed == "default" || trimmed == "none" { return .some(nil) }
        if let number = Int(trimmed) { return TerminalColor(rawValue: number).map { .some($0) } }
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return names.firstIndex(of: trimmed).flatMap { TerminalColor(rawValue: $0) }.map { .some($0) }
    }

    /// This theme with the colours the environment sets; unknown names are left out and returned so
    /// the caller can warn.
    /// - Parameter environment: The process environment.
    /// - Returns: The theme, and the `NAME=value` of each variable whose value is not a colour.
    package func applying(environment: [String: String]) -> (theme: PromptTheme, invalid: [String]) {
        var theme = self
        var invalid: [String] = []
        let paths: [WritableKeyPath<PromptTheme, TerminalColor?>] = [\.prompt, \.header, \.hint]
        for (name, path) in zip(Self.environmentVariables, paths) {
            guard let value = environment[name] else { continue }
            if let color = Self.color(named: value) {
                theme[keyPath: path] = color
            } else {
                invalid.append("\(name)=\(value)")
            }
        }
        return (theme, invalid)
    }
}
