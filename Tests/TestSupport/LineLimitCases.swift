/// Line limits as an app or a user may give them, with what every host must make of them: the one
/// rule `GrowthPolicy` documents (a minimum below 1 counts as 1, a maximum of 0 or below means no
/// limit, a minimum above the maximum is lowered to it, more than 10,000 lines is no maximum).
///
/// The UIKit view, the SwiftUI editor, the terminal prompt and the notes editor are each checked
/// against this one table, so a host that normalises its own way fails.
package struct LineLimitCase: Sendable, CustomStringConvertible {
    /// The minimum given, in UIKit's idiom (`minimumNumberOfLines`).
    package var minimum: Int
    /// The maximum given, in UIKit's idiom (`maximumNumberOfLines`: 0 for none).
    package var maximum: Int
    /// The fewest lines the host shows.
    package var expectedMinimum: Int
    /// The most lines the host shows before scrolling, or `nil` for no limit.
    package var expectedMaximum: Int?

    package var description: String { "minimum \(minimum), maximum \(maximum)" }

    /// The cases: 0 and negative values, a minimum above the maximum, and huge values.
    package static let all: [LineLimitCase] = [
        LineLimitCase(minimum: 2, maximum: 5, expectedMinimum: 2, expectedMaximum: 5),
        LineLimitCase(minimum: 1, maximum: 0, expectedMinimum: 1, expectedMaximum: nil),
        LineLimitCase(minimum: 0, maximum: -3, expectedMinimum: 1, expectedMaximum: nil),
        LineLimitCase(minimum: -2, maximum: 4, expectedMinimum: 1, expectedMaximum: 4),
        LineLimitCase(minimum: 8, maximum: 3, expectedMinimum: 3, expectedMaximum: 3),
        LineLimitCase(minimum: 3, maximum: 0, expectedMinimum: 3, expectedMaximum: nil),
        LineLimitCase(minimum: 2, maximum: 20_000, expectedMinimum: 2, expectedMaximum: nil),
        LineLimitCase(minimum: 20_000, maximum: 0, expectedMinimum: 10_000, expectedMaximum: nil),
    ]
}
