/// The fewest and the most lines of a growing input, normalised by the one rule every host follows:
/// `GrowingTextView`, the SwiftUI editor, the terminal prompt and the notes editor all turn their
/// line limits into this type (through ``GrowthPolicy``), so the same numbers mean the same thing
/// everywhere. The rule, as ``GrowthPolicy`` documents it for users:
/// - A minimum below 1 counts as 1: an input always shows at least the line the caret is on.
/// - A maximum of 0 or below means no limit, as `UILabel.numberOfLines` (SwiftUI spells it `nil`).
/// - A minimum above the maximum is lowered to the maximum: the cap wins.
/// - A maximum above ``largestLineCount`` means no maximum, and a minimum above it counts as
///   ``largestLineCount``: no screen shows that many lines, and a view hundreds of thousands of points
///   tall only gives Auto Layout and Core Animation meaningless sizes.
///
/// The SwiftUI initialisers take `lineLimit`'s spellings (`lineLimit(1...6)` is "grow from one to
/// six lines, then scroll"). A Swift range can never be backwards (`6...1` traps where it is
/// written), so the range initialisers cannot receive one; ``init(minimum:maximum:)`` takes raw
/// bounds and defines that case.
package struct LineLimits: Hashable, Sendable {
    /// The largest line count a limit keeps; see the type's discussion.
    package static let largestLineCount = 10_000

    /// The limits of an editor that sets none and sits where no `lineLimit` applies: 1 to 5 lines.
    package static let editorDefault = LineLimits(minimum: 1, maximum: 5)

    /// The fewest lines shown, even when empty; at least 1.
    package let minimum: Int
    /// The most lines shown before the editor scrolls; `nil` for no limit. Never below ``minimum``.
    package let maximum: Int?

    /// Limits from raw bounds, normalised as the type's discussion says.
    ///
    /// - Parameters:
    ///   - minimum: The fewest lines; `nil` for 1.
    ///   - maximum: The most lines; `nil` for no limit.
    package init(minimum: Int?, maximum: Int?) {
        let maximum = maximum.flatMap { $0 > Self.largestLineCount ? nil : max($0, 1) }
        let minimum = min(max(minimum ?? 1, 1), Self.largestLineCount)
        self.minimum = maximum.map { min(minimum, $0) } ?? minimum
        self.maximum = maximum
    }

    /// `lineLimit(6)`: one line up to `limit`, or no limit for `nil`.
    ///
    /// - Parameter limit: The most lines; `nil` for no limit, below 1 counts as 1.
    package init(_ limit: Int?) {
        self.init(minimum: 1, maximum: limit)
    }

    /// `lineLimit(2...6)`: grows from the range's lower bound to its upper bound.
    ///
    /// - Parameter range: The fewest through the most lines.
    package init(_ range: ClosedRange<Int>) {
        self.init(minimum: range.lowerBound, maximum: range.upperBound)
    }

    /// `lineLimit(2...)`: at least the bound, with no maximum.
    ///
    /// - Parameter range: The fewest lines.
    package init(_ range: PartialRangeFrom<Int>) {
        self.init(minimum: range.lowerBound, maximum: nil)
    }

    /// `lineLimit(...6)`: one line up to the bound.
    ///
    /// - Parameter range: The most lines.
    package init(_ range: PartialRangeThrough<Int>) {
        self.init(minimum: 1, maximum: range.upperBound)
    }

    /// `lineLimit(3, reservesSpace: true)`: always `limit` lines tall when reserving space, else one
    /// line up to `limit`.
    ///
    /// - Parameters:
    ///   - limit: The most lines; below 1 counts as 1.
    ///   - reservesSpace: Whether the editor keeps room for `limit` lines even when shorter.
    package init(_ limit: Int, reservesSpace: Bool) {
        self.init(minimum: reservesSpace ? limit : 1, maximum: limit)
    }

    /// Limits in UIKit's idiom, as ``GrowthPolicy`` and `GrowingTextView` take them: a maximum of 0
    /// or below means no limit (as `UILabel.numberOfLines`).
    ///
    /// - Parameters:
    ///   - minimumNumberOfLines: The fewest lines; below 1 counts as 1.
    ///   - maximumNumberOfLines: The most lines; 0 or below for no limit.
    package init(minimumNumberOfLines: Int, maximumNumberOfLines: Int) {
        self.init(
            minimum: minimumNumberOfLines, maximum: maximumNumberOfLines > 0 ? maximumNumberOfLines : nil)
    }

    /// The maximum as ``GrowthPolicy/maximumNumberOfLines`` and `GrowingTextView` take it: 0 for none.
    package var maximumNumberOfLines: Int { maximum ?? 0 }
}
