import ArgumentParser
import GrowingTextCore
import GrowingTextLayout
@_spi(Benchmarks) import GrowingTextTerminal

/// `growtext measure`: wraps standard input to a width and resolves how tall a growing input would be.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Wrap standard input to a width and report the growing input's height.",
        usage: UsageText.wrapped(
            "growtext measure",
            [
                "--width <width>",
                "[--min-lines <min-lines>]",
                "[--max-lines <max-lines>]",
                "[--tab-width <tab-width>]",
                "[--json]",
            ]),
        discussion: """
            Reads UTF-8 text from standard input, wraps it to --width cells with the layout engine \
            (UAX #14 breaks, terminal cell widths, tabs every --tab-width cells) and resolves the height \
            with the growth engine at one cell per line, between --min-lines and --max-lines. Prints the \
            wrapped lines, then a summary line. In the text output, controls are shown as visible \
            symbols, tabs as spaces, and trailing blanks are dropped. One final line break of the input \
            is dropped (as echo and most files end), like growtext breaks and prompt do. A width or tab \
            width of zero or less counts as 1; a width above 1000000 or a tab width above 1000 is an \
            error (status 2), as are the line limits every command refuses (see --max-lines). With --json, prints \
            exactly {"lines": [...], "lineCount": n, "visibleLines": v, "scrolls": bool}, the lines \
            being the raw text of each visual line without its newline. Invalid UTF-8 is replaced by \
            U+FFFD, with a warning on standard error.
            """
    )

    @Option(help: "The width to wrap to, in terminal cells.")
    var width: Int

    @Option(name: .customLong("min-lines"), help: "The fewest lines the input shows, even when empty.")
    var minimumLines = 1

    @Option(
        name: .customLong("max-lines"),
        help: LineLimitOptions.maximumHelp("The most lines the input shows before it scrolls"))
    var maximumLines: Int?

    @Option(name: .customLong("tab-width"), help: "The distance between tab stops, in cells.")
    var tabWidth = 8

    @Flag(help: "Print the result as JSON.")
    var json = false

    /// The largest width and tab width accepted: far beyond any terminal, and far from overflowing
    /// the layout's column arithmetic.
    static let widthLimit = 1_000_000
    static let tabWidthLimit = 1000

    func validate() throws {
        try LineLimitOptions.validate(minimum: minimumLines, maximum: maximumLines)
        guard width <= Self.widthLimit else {
            throw ValidationError("--width must be at most \(Self.widthLimit)")
        }
        guard tabWidth <= Self.tabWidthLimit else {
            throw ValidationError("--tab-width must be at most \(Self.tabWidthLimit)")
        }
    }

    func run() {
        let input = StandardInput.read()
        input.warnIfReplaced()
        var text = input.text
        if text.last == "\n" || text.last == "\r\n" { text.removeLast() }
        print(
            Self.report(
                for: text,
                configuration: TextLayoutConfiguration(width: width, tabWidth: tabWidth),
                policy: GrowthPolicy(
                    minimumNumberOfLines: minimumLines, maximumNumberOfLines: maximumLines, lineHeight: 1),
                json: json),
            terminator: "")
    }

    /// The command's whole output for a text.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - configuration: The wrap width and tab stops.
    ///   - policy: The growth limits, with a line height of 1.
    ///   - json: Whether to print JSON instead of text.
    /// - Returns: The output, ending with a newline.
    static func report(
        for text: String, configuration: TextLayoutConfiguration, policy: GrowthPolicy, json: Bool
    ) -> String {
        let layout = TextLayout(text: text, configuration: configuration)
        let resolution = policy.resolve(contentHeight: layout.contentHeight(lineHeight: 1))
        let lines = layout.lines
        if json {
            let items = lines.map { JSONText.quoted($0.text) }.joined(separator: ", ")
            return """
                {"lines": [\(items)], "lineCount": \(lines.count), "visibleLines": \(resolution.visibleLines), \
                "scrolls": \(resolution.scrolls)}

                """
        }
        var output = ""
        for line in lines {
            output += visible(line.text, configuration: configuration) + "\n"
        }
        let scrolling = resolution.scrolls ? "scrolls" : "does not scroll"
        let noun = lines.count == 1 ? "line" : "lines"
        output += "-- \(lines.count) \(noun), \(resolution.visibleLines) visible, \(scrolling)\n"
        return output
    }

    /// A line as a terminal may print it: tabs expanded to the layout's stops, controls replaced,
    /// trailing blanks dropped.
    static func visible(_ line: Substring, configuration: TextLayoutConfiguration) -> String {
        var result = String(
            configuration.expandingTabs(line).map { TerminalCellWidth.visibleReplacement(for: $0) ?? $0 })
        while result.last == " " {
            result.removeLast()
        }
        return result
    }
}
