import ArgumentParser
import Foundation

/// The `growtext` command: the GrowingText core driven from a shell.
///
/// Usage errors (unknown or missing options, values that do not parse or fail validation) print their
/// message on stderr and exit with status 2, the usual status for bad command lines, rather than
/// ArgumentParser's default of 64.
@main
struct GrowText: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "growtext",
        abstract: "Growing multi-line text input and the layout engine behind it.",
        subcommands: [ResolveCommand.self]
    )

    /// The exit status for usage errors.
    static let usageErrorStatus: Int32 = 2

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(usageErrorStatus))
        }
    }
}
