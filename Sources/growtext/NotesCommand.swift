import ArgumentParser
@_spi(Benchmarks) import GrowingTextTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `growtext notes`: a full-screen list of growing notes saved to a JSON file.
struct NotesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Edit a list of notes, each a growing multi-line cell, saved to a JSON file.",
        discussion: """
            FILE is a JSON array of strings (UTF-8); notes.json in the current directory by \
            default, created with a short sample when missing. Each note grows as you type up to \
            --max-lines rows, then scrolls inside; the list scrolls to keep the caret visible. \
            Only the notes on screen are laid out, so a large file opens at once. \
            Saves are atomic (a temporary file, fsync, rename), on Ctrl+S, on quit, and a second \
            after the last edit; they keep the file's owner, group and mode. A save that finds the \
            file changed on disk is not made: Ctrl+S then overwrites it, Ctrl+R reloads it. \
            One growtext notes at a time per file: a second one says which process has it and \
            exits. SIGHUP, SIGTERM and SIGINT save pending edits, restore the terminal and exit \
            with 128 + the signal number.

            Keys:
            \(NotesProgram.keyHelp.joined(separator: "\n"))

            Up and Down cross into the previous or next note at its edges; undo and redo \
            also cover added and deleted notes.

            Exit status: 0 saved and quit, 1 the file is not a JSON array of strings (it is left \
            untouched), cannot be read or created, is open in another growtext notes, or the last \
            save failed, 2 no usable terminal, 129, 130, 143 ended by SIGHUP, SIGINT, SIGTERM. \
            Control characters and escape sequences in notes are shown as visible symbols.
            """)

    @Argument(help: "The notes file.")
    var file: String = "notes.json"

    @Option(name: .customLong("max-lines"), help: "Most rows of a note before it scrolls inside.")
    var maxLines: Int = 6

    @Option(name: .customLong("width-model"), help: WidthModelOption.help)
    var widthModel: WidthModelOption = .auto

    func validate() throws {
        guard maxLines >= 1 else { throw ValidationError("--max-lines must be at least 1") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        do {
            try TerminalSession.checkUsable(environment: environment)
        } catch {
            fail("\(error)", status: 2)
        }
        let store = NotesStore(path: file)
        let lock: NotesFileLock
        let loaded: (notes: [String], stamp: NotesFileStamp)
        do {
            lock = try NotesFileLock.acquire(for: store)
            loaded = try store.loadOrCreateStamped()
        } catch {
            fail("\(error)", status: 1)
        }
        defer { lock.release() }
        var program: NotesProgram
        var status: Int32
        do {
            (program, status) = try TerminalSession.run(
                mode: .fullScreen, environment: environment, widthModel: widthModel.model
            ) { glyphs in
                NotesProgram(
                    notes: loaded.notes, store: store, stamp: loaded.stamp,
                    configuration: NotesConfiguration(maximumNumberOfLines: maxLines), glyphs: glyphs)
            }
        } catch {
            fail("\(error)", status: 2)
        }
        // The terminal closed, a signal ended the program, or it quit without saving: keep what can
        // be kept. A file changed on disk is not overwritten: the notes go beside it.
        program.waitForSave()
        if program.isModified, !program.save(), let error = program.saveError {
            warn("\(error)")
            if program.hasConflict {
                let aside = NotesStore(path: "\(store.path).unsaved-\(getpid())")
                if (try? aside.save(program.list.texts)) != nil {
                    warn("your notes were saved to \(aside.path)")
                }
            }
            status = max(status, NotesProgram.unsavedStatus)
        }
        if status != 0 { throw ExitCode(status) }
    }

    private func warn(_ message: String) {
        StandardStreams.printError("growtext notes: \(message)")
    }

    private func fail(_ message: String, status: Int32) -> Never {
        warn(message)
        Self.exit(withError: ExitCode(status))
    }
}
