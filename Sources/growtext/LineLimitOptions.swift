import ArgumentParser

/// `--min-lines` and `--max-lines`, checked the same way in every command.
///
/// The libraries normalise any line limits by one rule (`GrowthPolicy`'s: a minimum below 1 counts
/// as 1, a maximum of 0 means no limit, a minimum above the maximum is lowered to it), because a
/// property cannot refuse a value. The command line can: it keeps 0 as "no limit" and refuses what
/// the rule would silently change, so a typo in a script fails (status 2) instead of drawing a box
/// of another size.
enum LineLimitOptions {
    /// The help of `--max-lines`, with `what` naming the rows that scroll.
    static func maximumHelp(_ what: String) -> ArgumentHelp {
        ArgumentHelp("\(what); 0 for no limit.")
    }

    /// Refuses a minimum below 1, a negative maximum, and a minimum above a maximum that is not 0.
    /// - Parameters:
    ///   - minimum: The `--min-lines` given, or `nil`.
    ///   - maximum: The `--max-lines` given, or `nil`.
    /// - Throws: A `ValidationError` naming the option.
    static func validate(minimum: Int?, maximum: Int?) throws {
        if let minimum, minimum < 1 {
            throw ValidationError("--min-lines must be at least 1; got \(minimum).")
        }
        if let maximum, maximum < 0 {
            throw ValidationError("--max-lines must be 0 (no limit) or more; got \(maximum).")
        }
        if let minimum, let maximum, maximum > 0, minimum > maximum {
            throw ValidationError("--min-lines \(minimum) is above --max-lines \(maximum).")
        }
    }
}
