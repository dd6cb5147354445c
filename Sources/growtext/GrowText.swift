import ArgumentParser
import GrowingTextTerminal

/// The `growtext` command: the GrowingText core driven from a shell.
@main
struct GrowText: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "growtext",
        abstract: "Growing multi-line text input and the layout engine behind it.",
        version: GrowingTextRelease.version,
        subcommands: [
            NotesCommand.self, ResolveCommand.self, BreaksCommand.self, MeasureCommand.self,
            PromptCommand.self,
        ]
    )
}
