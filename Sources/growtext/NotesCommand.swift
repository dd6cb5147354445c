import ArgumentParser
import GrowingTextTerminal
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `growtext notes`: a full-screen list of growing notes saved to a JSON file.
struct NotesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Edit a list of notes, each a growing multi-line cell, saved to a JSON file.",
        discussion: """
            FILE is a JSON array of strings (UTF-8); notes.json in the current directory by
            default, created with a short sample when missing. Each note grows as you type up to
            --max-lines rows, then scrolls inside; the list scrolls to keep the caret visible.
            Only the notes on screen are laid out, so a large file opens at once.
            Saves are atomic (a temporary file, fsync, rename), on Ctrl+S, on quit, and a second
            after the last edit.

            Keys:
            \(NotesProgram.keyHelp.joined(separator: "\n"))

            Up and Down cross into the previous or next note at its edges; undo and redo
            also cover added and deleted notes.

            Exit status: 0 saved and quit, 1 the file is not a JSON array of strings (it is left
            untouched), cannot be read or created, or the last save failed, 2 no usable terminal.
            Control characters and escape sequences in notes are shown as visible symbols.
            """)

    @Argument(help: "The notes file.")
    var file: String = "notes.json"

    @Option(name: .customLong("max-lines"), help: "Most rows of a note before it scrolls inside.")
    var maxLines: Int = 6

    func validate() throws {
        guard maxLines >= 1 else { throw ValidationError("--max-lines must be at least 1") }
    }

    func run() throws {
        let store = NotesStore(path: file)
        let notes: [String]
        do {
            notes = try store.loadOrCreate()
        } catch {
            StandardStreams.printError("growtext notes: \(error)")
            throw ExitCode(1)
        }
        var program = NotesProgram(
            notes: notes, store: store, configuration: NotesConfiguration(maximumLines: maxLines),
            glyphs: .standard)
        var status: Int32
        do {
            status = try TerminalSession.run(
                &program, mode: .fullScreen, environment: ProcessInfo.processInfo.environment)
        } catch {
            StandardStreams.printError("growtext notes: \(error)")
            throw ExitCode(2)
        }
        // The terminal closed (or the program quit without saving): keep what can be kept.
        if program.isModified, !program.save(), let error = program.saveError {
            StandardStreams.printError("growtext notes: \(error)")
            status = max(status, NotesProgram.unsavedStatus)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
