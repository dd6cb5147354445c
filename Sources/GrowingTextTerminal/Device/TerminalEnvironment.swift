/// What the environment says about the terminal: colours and capabilities.
package struct TerminalEnvironment: Hashable, Sendable {
    /// Whether colours may be used: `false` when `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org).
    package var usesColor: Bool
    /// Whether `TERM` is `dumb` (no cursor movement): interactive editors refuse to run.
    package var isDumb: Bool

    /// Reads the variables that matter from an environment dictionary.
    /// - Parameter environment: Usually `ProcessInfo.processInfo.environment`.
    package init(_ environment: [String: String]) {
        usesColor = (environment["NO_COLOR"] ?? "").isEmpty
        isDumb = environment["TERM"] == "dumb"
    }
}
