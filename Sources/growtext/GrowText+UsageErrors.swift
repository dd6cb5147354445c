import ArgumentParser

extension GrowText {
    /// The exit status for usage errors: unknown or missing options, values that do not parse or
    /// fail validation.
    ///
    /// 2 is the usual status for a bad command line (as in `grep`, `diff`, `ls`); ArgumentParser's
    /// default is 64 (`EX_USAGE`).
    static let usageErrorStatus: Int32 = 2

    /// Runs the command like ArgumentParser's own `main()`, except that usage errors print their
    /// message on stderr and exit with ``usageErrorStatus``.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StandardStreams.printError(fullMessage(for: error))
            exit(withError: ExitCode(usageErrorStatus))
        }
    }
}
