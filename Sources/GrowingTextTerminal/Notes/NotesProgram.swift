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
/// input that changed them. A failed save never quits: the status line shows the error, and
/// Ctrl+Q pressed again right after quits without saving (exit status 1).
public struct NotesProgram: TerminalProgram {
    /// The exit status when the user quit although the last save failed.
    public static let unsavedStatus: Int32 = 1

    /// The options.
    public let configuration: NotesConfiguration
    /// Where the notes are saved.
    public let store: NotesStore
    /// The list.
    public private(set) var list: NotesListView
    /// Whether there are changes not yet saved.
    public private(set) var isModified = false
    /// The error of the last save, until a save succeeds.
    public private(set) var saveError: NotesStoreError?
    private var message: String?
    private var quitRequested = false

    /// Creates the program.
    /// - Parameters:
    ///   - notes: The notes loaded from `store`.
    ///   - store: Where to save.
    ///   - configuration: The options.
    ///   - glyphs: Width and visible-symbol rules.
    public init(
        notes: [String], store: NotesStore, configuration: NotesConfiguration = NotesConfiguration(),
        glyphs: TerminalGlyphs
    ) {
        self.configuration = configuration
        self.store = store
        list = NotesListView(
            notes: notes, maximumLines: configuration.maximumLines, size: TerminalSize(columns: 80, rows: 23),
            glyphs: glyphs)
    }

    /// The autosave delay while there are unsaved changes; `nil` (never idle) otherwise.
    public var idleInterval: Int? { isModified ? configuration.autosaveDelay : nil }

    /// Handles a key.
    /// - Parameter event: The input event.
    /// - Returns: `.exit(0)` after a successful quit, `.exit(1)` when quitting without saving after a
    ///   failed save, else what the loop should do.
    public mutating func handle(_ event: InputEvent) -> TerminalProgramAction {
        let wasQuitRequested = quitRequested
        quitRequested = false
        message = nil
        if case .key(let press) = event, let command = KeyHelp.command(for: press, in: Self.keyBindings) {
            switch command {
            case .quit:
                return quit(force: wasQuitRequested)
            case .save:
                if save() { message = "Saved \(fileName)" }
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

    /// Saves the notes when they changed since the last save.
    /// - Returns: `.proceed`.
    public mutating func idle() -> TerminalProgramAction {
        if isModified { save() }
        return .proceed
    }

    /// The list above the status line.
    /// - Parameter size: The terminal's size.
    /// - Returns: The frame, the cursor at the caret.
    public mutating func frame(for size: TerminalSize) -> Frame {
        list.resize(to: TerminalSize(columns: size.columns, rows: size.rows - 1))
        var (lines, caret) = list.render()
        lines.append(statusLine())
        return Frame(lines: lines, cursor: caret)
    }

    /// Writes the notes to the store when they changed since the last save.
    /// - Returns: Whether the file now holds the notes (`false` after a failure, see ``saveError``).
    @discardableResult
    public mutating func save() -> Bool {
        saveError = store.saveReportingFailure(list.texts)
        if saveError == nil { isModified = false }
        return saveError == nil
    }

    private var fileName: String {
        String(store.path.split(separator: "/").last ?? "")
    }

    private mutating func perform(_ action: NotesAction) -> TerminalProgramAction {
        if list.handle(action) { isModified = true }
        return .proceed
    }

    private mutating func quit(force: Bool) -> TerminalProgramAction {
        if !isModified || save() { return .exit(0) }
        if force { return .exit(Self.unsavedStatus) }
        quitRequested = true
        message = "Ctrl+Q again quits without saving"
        return .proceed
    }

    private func statusLine() -> FrameLine {
        let position = "\(list.currentIndex + 1)/\(list.count)"
        if let saveError {
            let text = "\(position) \(saveError)" + (message.map { " · \($0)" } ?? "")
            return FrameLine(text, style: TextStyle(isBold: true, color: .red))
        }
        let state = isModified ? "edited" : "saved"
        let keys = message ?? "^N new ^X delete ^_ undo ^S save ^Q quit"
        return FrameLine("\(position) \(state) · \(keys)", style: .dim)
    }
}
