/// `growtext notes` as a program for ``TerminalRunLoop``: the ``NotesListView`` above one status
/// line, keys mapped to ``NotesAction``s, and saving through a ``NotesStore``.
///
/// Keys (the table ``keyBindings``, then ``EditKeyMap``): Ctrl+N adds a note below, Ctrl+X deletes the current note, Ctrl+_ (or Ctrl+/) undoes and
/// Ctrl+Y redoes (text edits and added or deleted notes alike), Enter inserts a newline, Up and Down
/// cross into the neighbour note at its edges, Page Up and Page Down jump to the previous or next
/// note, Ctrl+Home and Ctrl+End to the first and last note, Alt+Home and Alt+End go to the start or
/// end of the note, Ctrl+S saves, Ctrl+Q (or Ctrl+C) saves and quits, Ctrl+Z suspends, Ctrl+L redraws; every
/// other key is an ``EditKeyMap`` editing key.
///
/// The notes are also saved ``NotesConfiguration/autosaveDelay`` milliseconds after the last
/// input that changed them. Saves run on a background thread (``NotesSaver``) on a snapshot of the
/// notes, so keys are handled while a large file is written; the status line says "saving" until
/// it is done. A failed save never quits: the status line shows the error, and Ctrl+Q pressed again
/// right after quits without saving (exit status 1). A save that finds the file changed on disk
/// since it was read or saved (``NotesFileStamp``) is not made: the status line offers Ctrl+S to
/// overwrite it and Ctrl+R to reload it, and autosaves wait for the choice.
@_spi(Benchmarks) public struct NotesProgram: TerminalProgram {
    /// The exit status when the user quit although the last save failed.
    package static let unsavedStatus: Int32 = 1
    /// How often the loop looks for the end of a background save, in milliseconds.
    static let savePollInterval = 15

    /// The options.
    package let configuration: NotesConfiguration
    /// Where the notes are saved.
    package let store: NotesStore
    /// The list.
    @_spi(Benchmarks) public private(set) var list: NotesListView
    /// The error of the last save, until a save succeeds.
    package private(set) var saveError: NotesStoreError?
    /// The file as last read or saved; saves check it has not changed since.
    package private(set) var stamp: NotesFileStamp?
    /// The lock held on the file, moved to each file a save writes.
    package private(set) var lock: NotesFileLock?
    private var message: String?
    private var quitRequested = false
    /// Changes made so far, the count the file holds, and the count the save under way writes.
    private var edits = 0
    private var savedEdits = 0
    private var savingEdits: Int?
    private var announcesSave = false
    /// A save asked for while another ran: whether it overwrites and is announced.
    private var requestedSave: (overwrite: Bool, announce: Bool)?
    private let saver = NotesSaver()

    /// Creates the program.
    /// - Parameters:
    ///   - notes: The notes loaded from `store`.
    ///   - store: Where to save.
    ///   - stamp: The file as it was read (``NotesStore/openLocked()``); `nil` saves without
    ///     checking for changes on disk.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    @_spi(Benchmarks) public init(
        notes: [String], store: NotesStore, stamp: NotesFileStamp? = nil,
        configuration: NotesConfiguration = NotesConfiguration(), glyphs: TerminalGlyphs
    ) {
        self.init(
            pieces: notes.map(NoteText.init), store: store, stamp: stamp, configuration: configuration,
            glyphs: glyphs)
    }

    /// Creates the program for notes as a file gives them, a long note in pieces (``NoteText``):
    /// each piece is let go of once the note's box has laid it out.
    /// - Parameters:
    ///   - notes: The notes loaded from `store` (``NotesStore/loadInPieces()``).
    ///   - store: Where to save.
    ///   - stamp: As for ``init(notes:store:stamp:configuration:glyphs:)``.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    @_spi(Benchmarks) public init(
        pieces notes: [NoteText], store: NotesStore, stamp: NotesFileStamp? = nil,
        configuration: NotesConfiguration = NotesConfiguration(), glyphs: TerminalGlyphs
    ) {
        self.configuration = configuration
        self.store = store
        self.stamp = stamp
        list = NotesListView(
            pieces: notes, maximumNumberOfLines: configuration.maximumNumberOfLines,
            size: TerminalSize(columns: 80, rows: 23),
            glyphs: glyphs)
    }

    /// Creates the program for a file this process has locked (``NotesStore/openLocked()``); each
    /// save moves the lock to the file it writes.
    /// - Parameters:
    ///   - notes: The notes loaded from `store`.
    ///   - store: Where to save.
    ///   - stamp: The file as it was read.
    ///   - lock: The lock held on the file.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    package init(
        notes: [String], store: NotesStore, stamp: NotesFileStamp, lock: NotesFileLock,
        configuration: NotesConfiguration, glyphs: TerminalGlyphs
    ) {
        self.init(
            pieces: notes.map(NoteText.init), store: store, stamp: stamp, lock: lock,
            configuration: configuration, glyphs: glyphs)
    }

    /// Creates the program for a file this process has locked, its notes as the file gives them, a
    /// long note in pieces (``NotesStore/openLockedInPieces(keeping:)``).
    /// - Parameters:
    ///   - notes: The notes loaded from `store`.
    ///   - store: Where to save.
    ///   - stamp: The file as it was read.
    ///   - lock: The lock held on the file.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    package init(
        pieces notes: [NoteText], store: NotesStore, stamp: NotesFileStamp, lock: NotesFileLock,
        configuration: NotesConfiguration, glyphs: TerminalGlyphs
    ) {
        self.init(pieces: notes, store: store, stamp: stamp, configuration: configuration, glyphs: glyphs)
        self.lock = lock
    }

    /// Whether there are changes the file does not hold yet.
    package var isModified: Bool { edits != savedEdits }

    /// Whether a save is running in the background.
    @_spi(Benchmarks) public var isSaving: Bool { savingEdits != nil }

    /// Whether the last save found the file changed on disk (Ctrl+S overwrites, Ctrl+R reloads).
    package var hasConflict: Bool {
        if case .changedOnDisk = saveError { return true }
        return false
    }

    /// While a save runs, a short poll for its end; else the autosave delay while there are unsaved
    /// changes (none after a conflict, until the user chooses); `nil` (never idle) otherwise.
    package var idleInterval: Int? {
        if isSaving { return Self.savePollInterval }
        return isModified && !hasConflict ? configuration.autosaveDelay : nil
    }

    /// While the current note is not all laid out: only the lines a note's box shows are wrapped
    /// before its first frame, the rest between keys.
    @_spi(Benchmarks) public var hasPendingWork: Bool { list.currentNoteLayoutProgress != nil }

    /// Lays out the next stretch of the current note (a few milliseconds' work).
    @_spi(Benchmarks) public mutating func work() {
        list.layOutMore()
    }

    /// Handles a key.
    /// - Parameter event: The input event.
    /// - Returns: `.exit(0)` after a successful quit, `.exit(1)` when quitting without saving after a
    ///   failed save, else what the loop should do.
    @_spi(Benchmarks) public mutating func handle(_ event: InputEvent) -> TerminalProgramAction {
        let wasQuitRequested = quitRequested
        quitRequested = false
        message = nil
        collectSave()
        if case .key(let press) = event, let command = KeyHelp.command(for: press, in: Self.keyBindings) {
            switch command {
            case .quit:
                return quit(force: wasQuitRequested)
            case .save:
                startSave(overwrite: hasConflict, announce: true)
                return .proceed
            case .reload:
                reload()
                return .proceed
            case .perform(let action):
                if action == .deleteNote { message = "Note deleted · Ctrl+_ undo" }
                return perform(action)
            case .suspend:
                return .suspend
            case .redraw:
                return .redrawAll
            }
        }
        guard let command = EditKeyMap.command(for: event) else { return .proceed }
        return perform(.edit(command))
    }

    /// Collects the end of a background save, or starts the autosave when the notes changed.
    /// - Returns: `.proceed`.
    package mutating func idle() -> TerminalProgramAction {
        if isSaving {
            collectSave()
        } else if isModified, !hasConflict {
            startSave(overwrite: false, announce: false)
        }
        return .proceed
    }

    /// The list above the status line.
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame, the cursor at the caret.
    @_spi(Benchmarks) public mutating func frame(for size: TerminalSize) -> Frame {
        collectSave()
        list.resize(to: TerminalSize(columns: size.columns, rows: size.rows - 1))
        var (lines, caret) = list.render()
        lines.append(statusLine())
        return Frame(lines: lines, cursor: caret)
    }

    /// Shows why Ctrl+Z did not suspend until the next key.
    package mutating func suspendRefused() {
        message = Self.suspendRefusedHint
    }

    /// Writes the notes to the store and waits for the write (after the save under way, if any).
    /// - Returns: Whether the file now holds the notes (`false` after a failure, see ``saveError``).
    @discardableResult
    @_spi(Benchmarks) public mutating func save() -> Bool {
        waitForSave()
        startSave(overwrite: false, announce: false)
        waitForSave()
        return saveError == nil
    }

    /// Blocks until no save runs in the background, and takes in its outcome.
    @_spi(Benchmarks) public mutating func waitForSave() {
        while isSaving {
            saver.wait()
            collectSave()
        }
    }

    private var fileName: String {
        String(store.path.split(separator: "/").last ?? "")
    }

    /// Starts a background save of a snapshot of the notes, or asks for one after the save under way.
    private mutating func startSave(overwrite: Bool, announce: Bool) {
        guard !isSaving else {
            requestedSave = (
                overwrite || requestedSave?.overwrite == true, announce || requestedSave?.announce == true
            )
            return
        }
        savingEdits = edits
        announcesSave = announce
        saver.start(list.snapshots, to: store, replacing: stamp, overwrite: overwrite, lock: lock)
    }

    /// Takes in the outcome of a finished background save, then starts the one asked for meanwhile.
    private mutating func collectSave() {
        guard let written = savingEdits, let outcome = saver.takeOutcome() else { return }
        savingEdits = nil
        switch outcome {
        case .success(let newStamp):
            stamp = newStamp
            savedEdits = written
            saveError = nil
            if announcesSave { message = "Saved \(fileName)" }
        case .failure(let error):
            saveError = error
        }
        if let request = requestedSave {
            requestedSave = nil
            startSave(overwrite: request.overwrite, announce: request.announce)
        }
    }

    /// After a conflict, replaces the notes with the file's (the edits are dropped) and locks the file
    /// now at the path (another program may have replaced the one locked).
    private mutating func reload() {
        guard hasConflict else { return }
        waitForSave()
        do {
            let (notes, newStamp, newLock) = try store.openLockedInPieces(keeping: lock)
            if newLock !== lock { lock?.release() }
            lock = newLock
            list = NotesListView(
                pieces: notes, maximumNumberOfLines: configuration.maximumNumberOfLines, size: list.size,
                glyphs: list.glyphs)
            stamp = newStamp
            savedEdits = edits
            saveError = nil
            message = "Reloaded \(fileName)"
        } catch let error as NotesStoreError {
            saveError = error
        } catch {
            message = "\(error)"
        }
    }

    private mutating func perform(_ action: NotesAction) -> TerminalProgramAction {
        if list.handle(action) { edits += 1 }
        return .proceed
    }

    private mutating func quit(force: Bool) -> TerminalProgramAction {
        waitForSave()
        if !isModified || save() { return .exit(0) }
        if force { return .exit(Self.unsavedStatus) }
        quitRequested = true
        message = "Ctrl+Q again quits without saving"
        return .proceed
    }

    /// The position, then what needs the user first: a message (the way out after a failed save)
    /// before the error, so a narrow terminal cuts the error rather than the keys.
    private func statusLine() -> FrameLine {
        let position = "\(list.currentIndex + 1)/\(list.count)"
        if let saveError {
            let error =
                hasConflict
                ? "\(fileName) changed on disk · ^S overwrite ^R reload" : "\(saveError)"
            let text = "\(position) " + (message.map { "\($0) · " } ?? "") + error
            return FrameLine(text, style: TextStyle(isBold: true, color: .red))
        }
        var state = isSaving ? "saving" : isModified ? "edited" : "saved"
        if let progress = list.currentNoteLayoutProgress {
            // Until then the note's line count is provisional.
            state += " · laying out \(Int(progress * 100))%"
        }
        let keys = message ?? "^N new ^X delete ^_ undo ^S save ^Q quit"
        return FrameLine("\(position) \(state) · \(keys)", style: .dim)
    }
}
