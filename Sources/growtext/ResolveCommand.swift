import ArgumentParser
import GrowingTextCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `growtext resolve`: the growth engine's answer for one measured content height, as JSON.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a growing text view's height for a measured content height.",
        usage: UsageText.wrapped(
            "growtext resolve",
            [
                "--content-height <content-height>",
                "--line-height <line-height>",
                "[--min-lines <min-lines>]",
                "[--max-lines <max-lines>]",
                "[--min-height <min-height>]",
                "[--max-height <max-height>]",
                "[--inset-top <inset-top>]",
                "[--inset-bottom <inset-bottom>]",
                "[--scale <scale>]",
                "[--align <align>]",
            ]),
        discussion: """
            Heights are in points and include the vertical insets (as UITextView.sizeThatFits \
            returns them); line limits become heights through --line-height plus the insets. \
            Prints {"contentOffsetY", "height", "scrolls", "visibleLines"} as JSON. Heights, \
            insets and the line height must be finite and at most 1000000 points, the line height \
            at least 0.01, the scale between 0.1 and 100; negative numbers are read as values (and \
            refused). Invalid arguments exit with status 2.
            """
    )

    /// The alignment names accepted by `--align`.
    enum Alignment: String, ExpressibleByArgument, CaseIterable {
        case top, center, bottom

        var vertical: GrowthPolicy.VerticalAlignment {
            switch self {
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            }
        }
    }

    /// The printed resolution; the keys are the command's documented output.
    struct Output: Encodable, Equatable {
        var height: Double
        var scrolls: Bool
        var visibleLines: Int
        var contentOffsetY: Double
    }

    @Option(parsing: .unconditional, help: "The measured content height, insets included.")
    var contentHeight: Double

    @Option(parsing: .unconditional, help: "The height of one line.")
    var lineHeight: Double

    @Option(parsing: .unconditional, help: "The fewest lines shown (default 1).")
    var minLines: Int?

    @Option(
        parsing: .unconditional,
        help: LineLimitOptions.maximumHelp("The most lines shown before scrolling (default: no limit)"))
    var maxLines: Int?

    @Option(parsing: .unconditional, help: "The smallest height, insets included (default 0).")
    var minHeight: Double?

    @Option(
        parsing: .unconditional,
        help: "The largest height before scrolling, insets included (default: no limit).")
    var maxHeight: Double?

    @Option(parsing: .unconditional, help: "The top text container inset.")
    var insetTop: Double = 0

    @Option(parsing: .unconditional, help: "The bottom text container inset.")
    var insetBottom: Double = 0

    @Option(parsing: .unconditional, help: "Pixels per point; heights round up to whole pixels.")
    var scale: Double = 1

    @Option(help: "Where short content sits inside a taller minimum: top, center or bottom.")
    var align: Alignment = .top

    /// The largest number of points accepted, and the smallest line height: a million points is far
    /// beyond any screen, and the ratio of the two keeps line counts within `Int` and heights away
    /// from underflow.
    static let pointLimit = 1_000_000.0
    static let lineHeightMinimum = 0.01

    func validate() throws {
        let inRange: [(String, Double?)] = [
            ("--content-height", contentHeight), ("--line-height", lineHeight), ("--min-height", minHeight),
            ("--max-height", maxHeight), ("--inset-top", insetTop), ("--inset-bottom", insetBottom),
        ]
        for case (let name, let value?) in inRange where value > Self.pointLimit {
            throw ValidationError("\(name) must be at most \(Int(Self.pointLimit)) points; got \(value).")
        }
        if lineHeight < Self.lineHeightMinimum {
            throw ValidationError(
                "--line-height must be at least \(Self.lineHeightMinimum); got \(lineHeight).")
        }
        if !(0.1...100).contains(scale) {
            throw ValidationError("--scale must be between 0.1 and 100; got \(scale).")
        }
        let nonNegative: [(String, Double?)] = [
            ("--content-height", contentHeight), ("--min-height", minHeight), ("--max-height", maxHeight),
            ("--inset-top", insetTop), ("--inset-bottom", insetBottom),
        ]
        for case (let name, let value?) in nonNegative where !(value.isFinite && value >= 0) {
            throw ValidationError("\(name) must be a finite number of points, 0 or more; got \(value).")
        }
        for (name, value) in [("--line-height", lineHeight), ("--scale", scale)]
        where !(value.isFinite && value > 0) {
            throw ValidationError("\(name) must be a finite number above 0; got \(value).")
        }
        try LineLimitOptions.validate(minimum: minLines, maximum: maxLines)
        if let maxHeight, maxHeight == 0 {
            throw ValidationError("--max-height must be above 0 (omit it for no limit).")
        }
        if let minHeight, let maxHeight, minHeight > maxHeight {
            throw ValidationError("--min-height \(minHeight) is above --max-height \(maxHeight).")
        }
    }

    /// The policy the options describe.
    var policy: GrowthPolicy {
        GrowthPolicy(
            minimumNumberOfLines: minLines ?? 1,
            maximumNumberOfLines: maxLines,
            minimumHeight: minHeight ?? 0,
            maximumHeight: maxHeight,
            insets: Insets(top: insetTop, bottom: insetBottom),
            lineHeight: lineHeight,
            displayScale: scale,
            verticalAlignment: align.vertical
        )
    }

    /// The resolution for the options.
    var output: Output {
        let resolution = policy.resolve(contentHeight: contentHeight)
        // Adding zero turns a -0 from rounding into 0.
        return Output(
            height: resolution.height + 0,
            scrolls: resolution.scrolls,
            visibleLines: resolution.visibleLines,
            contentOffsetY: resolution.contentOffsetY + 0
        )
    }

    /// The JSON the command prints, keys sorted.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(output), as: UTF8.self)
    }

    func run() throws {
        print(try json())
    }
}
