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
        usage: UsageText.wrapped(
            "growtext notes",
            [
                "[<file>]",
                "[--max-lines <max-lines>]",
                "[--width-model <width-model>]",
            ]),
        discussion: """
            FILE is a JSON array of strings (UTF-8); notes.json in the current directory by \
            default, created with a short sample when missing. Each note grows as you type up to \
            --max-lines rows, then scrolls inside; the list scrolls to keep the caret visible. \
            Only the notes on screen are laid out, so a large file opens at once. \
            Saves are atomic (a temporary file, fsync, rename), on Ctrl+S, on quit, and a second \
            after the last edit; they keep the file's owner, group, mode and extended attributes \
            (its POSIX ACL too), and a symbolic link (a dangling link's target is created). Where \
            a new file cannot have all that or take the file's place (a read-only or sticky \
            directory, another user's file), the file is written in place, after a backup copy \
            (.FILE.backup-XXXXXX beside it, or in $TMPDIR) that is removed once the write is \
            synced. A file you may not write (0444) is refused at open. A save that finds the \
            file's contents changed on disk (not only its time stamp) is not made: Ctrl+S then overwrites it, Ctrl+R reloads it. \
            One growtext notes at a time per file: it holds an flock on the file itself (its \
            device and inode, so hard links and read-only directories are covered; no lock file \
            is created, none can be planted or left behind), and a second one says which process \
            has it and exits. The lock is advisory: other editors do not see it, and their \
            changes are caught as changes on disk. Only regular files of at most 256 MiB are opened (a FIFO or device \
            is refused without blocking). SIGHUP, SIGTERM, SIGINT, SIGUSR1 and SIGUSR2 save pending edits, restore the \
            terminal and exit with 128 + the signal number; when the file changed on disk or \
            cannot be saved, the notes go to FILE.unsaved-PID beside it (mode 0600; in $TMPDIR \
            where the directory is not writable). SIGQUIT and \
            SIGKILL end it at once, without saving the last second's edits.

            Keys:
            \(NotesProgram.keyHelp.joined(separator: "\n"))

            Up and Down cross into the previous or next note at its edges; undo and redo \
            also cover added and deleted notes.

            Exit status: 0 saved and quit, 1 the file is not a JSON array of strings (it is left \
            untouched), is not a regular file, cannot be read or created, is open in another \
            growtext notes, or the last \
            save failed, 2 no usable terminal, 129, 130, 143, 138, 140 ended by SIGHUP, SIGINT, SIGTERM, SIGUSR1, \
            SIGUSR2. \
            Control characters and escape sequences in notes are shown as visible symbols.
            """)

    @Argument(help: "The notes file.", completion: .file())
    var file: String = "notes.json"

    @Option(
        name: .customLong("max-lines"),
        help: LineLimitOptions.maximumHelp("Most rows of a note before it scrolls inside"))
    var maxLines: Int = 6

    @Option(name: .customLong("width-model"), help: WidthModelOption.help)
    var widthModel: WidthModelOption = .auto

    func validate() throws {
        try LineLimitOptions.validate(minimum: nil, maximum: maxLines)
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        do {
            try TerminalSession.checkUsable(environment: environment)
        } catch {
            fail("\(error)", status: 2)
        }
        let store = NotesStore(path: file)
        // The notes are handed over, not kept: the program's notes are then the only hold on their
        // text, and a long note's pieces are let go of as it is laid out.
        var notes: [NoteText]
        let stamp: NotesFileStamp
        let lock: NotesFileLock
        do {
            (notes, stamp, lock) = try store.openLockedInPieces()
        } catch {
            fail("\(error)", status: 1)
        }
        var program: NotesProgram
        var ending: TerminalRunLoop.Ending
        do {
            (program, ending) = try TerminalSession.run(
                mode: .fullScreen, environment: environment, widthModel: widthModel.model
            ) { glyphs in
                defer { notes = [] }
                return NotesProgram(
                    pieces: notes, store: store, stamp: stamp, lock: lock,
                    configuration: NotesConfiguration(maximumNumberOfLines: maxLines), glyphs: glyphs)
            }
        } catch {
            fail("\(error)", status: 2)
        }
        // The terminal closed, a signal ended the program, or it quit without saving: keep what can
        // be kept. A file that changed on disk or cannot be saved is not overwritten: the notes go
        // beside it.
        program.waitForSave()
        if program.isModified, !program.save(), let error = program.saveError {
            warn("\(error)")
            do {
                warn("your notes were saved to \(try store.saveCopy(program.list.texts))")
            } catch {
                warn("\(error)")
            }
            ending.status = max(ending.status, NotesProgram.unsavedStatus)
        }
        program.lock?.release()
        if ending.status != 0 { throw ExitCode(ending.status) }
    }

    private func warn(_ message: String) {
        StandardStreams.printError("growtext notes: \(message)")
    }

    private func fail(_ message: String, status: Int32) -> Never {
        warn(message)
        Self.exit(withError: ExitCode(status))
    }
}
