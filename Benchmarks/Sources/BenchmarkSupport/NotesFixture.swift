import Foundation
@_spi(Benchmarks) import GrowingTextTerminal

/// `growtext notes` on a large file, through the program's own code path without a terminal:
/// ``NotesStore`` reads and decodes the file, ``NotesProgram`` builds the list, and
/// ``FrameRenderer`` turns each frame into the bytes the terminal would receive.
@_spi(Benchmarks) public final class NotesFixture {
    /// The terminal the program runs in: 80 × 24, the status line included.
    public static let size = TerminalSize(columns: 80, rows: 24)
    /// The size a resize goes to and back from.
    public static let resizedSize = TerminalSize(columns: 100, rows: 40)
    /// The number of notes of the generated file.
    public static let noteCount = 20_000

    public let store: NotesStore
    public private(set) var program: NotesProgram
    private var renderer: FrameRenderer
    private var size = NotesFixture.size

    /// Opens the file and draws the first frame (``openAndDrawFirstFrame(path:)``).
    public init(path: String) {
        (store, program, renderer, _) = Self.openAndDrawFirstFrame(path: path)
    }

    /// A list of one note of `text` (nothing is saved: the store's path is never written), its first
    /// frame drawn, then Ctrl+End: the caret at the end of the note, as when typing on in it (the
    /// whole note laid out).
    /// - Parameters:
    ///   - text: The note.
    ///   - caretAtEnd: Whether to press Ctrl+End; without, the caret stays at the start and a long
    ///     note is laid out only as far as its first frame needed (``layOutRest()`` does the rest).
    public init(note text: String, caretAtEnd: Bool = true) {
        store = NotesStore(path: "/nonexistent/notes-run-unsaved.json")
        program = NotesProgram(notes: [text], store: store, glyphs: .standard)
        renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard, usesColor: true)
        _ = renderer.render(program.frame(for: size), size: size)
        if caretAtEnd { jumpToLastNote() }
    }

    /// Whether part of the current note is not laid out yet.
    public var isLayingOut: Bool { program.hasPendingWork }

    /// What the run loop does between keys while a note is not laid out in full: a stretch of it,
    /// then a frame (the status line shows the progress).
    @inline(never) @discardableResult
    public func layOutStretch() -> Int {
        program.work()
        return draw()
    }

    /// What `growtext notes FILE` does before the user sees anything: read and decode the file,
    /// build the program, draw the first frame into a buffer.
    /// - Returns: The store, the program, the renderer and the first frame's bytes.
    @inline(never)
    public static func openAndDrawFirstFrame(path: String)
        -> (NotesStore, NotesProgram, FrameRenderer, [UInt8])
    {
        let store = NotesStore(path: path)
        // As `growtext notes` reads them: a long note in pieces, let go of as it is laid out.
        let notes = (try? store.loadInPieces()) ?? []
        var program = NotesProgram(pieces: notes, store: store, glyphs: .standard)
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard, usesColor: true)
        let bytes = renderer.render(program.frame(for: size), size: size)
        return (store, program, renderer, bytes)
    }

    /// Only the list and its first frame, from notes already in memory (no file, no JSON).
    @inline(never)
    public static func buildListAndDrawFirstFrame(notes: [String], store: NotesStore) -> Int {
        var program = NotesProgram(notes: notes, store: store, glyphs: .standard)
        var renderer = FrameRenderer(mode: .fullScreen, glyphs: .standard, usesColor: true)
        return renderer.render(program.frame(for: size), size: size).count
    }

    /// The old way, kept as the baseline: every note wrapped and measured as its own box at the
    /// list's width (what the list did for each note before it drew anything).
    @inline(never)
    public static func measureEveryNote(_ notes: [String]) -> Int {
        var rows = 0
        for text in notes {
            var box = GrowingTextBox(
                editor: TextEditor(text: text, width: size.columns - 2),
                growth: .init(minimumNumberOfLines: 1, maximumNumberOfLines: 6, lineHeight: 1),
                gutter: FrameSpan("│ "))
            rows += box.render(width: size.columns, availableRows: 6, glyphs: .standard).lines.count + 1
        }
        return rows
    }

    /// Sends a key and draws the frame that follows; returns the bytes written.
    @discardableResult
    public func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Int {
        _ = program.handle(.key(KeyPress(key, modifiers)))
        return draw()
    }

    /// The terminal changes size; returns the bytes of the frame drawn at the new size.
    @inline(never) @discardableResult
    public func resize(to newSize: TerminalSize) -> Int {
        size = newSize
        return draw()
    }

    /// Ctrl+End then its frame.
    @inline(never) @discardableResult
    public func jumpToLastNote() -> Int { press(.end, .control) }

    /// Ctrl+Home then its frame.
    @inline(never) @discardableResult
    public func jumpToFirstNote() -> Int { press(.home, .control) }

    /// Sends typed text, as the terminal's input decoder delivers a keystroke that types, and draws
    /// the frame that follows; returns the bytes written.
    @discardableResult
    public func type(_ text: String) -> Int {
        _ = program.handle(.text(text))
        return draw()
    }

    /// One character typed into the current note, then its frame. (A `.key(.character("x"))` press
    /// is no edit: the decoder delivers typed characters as `.text`.)
    @inline(never) @discardableResult
    public func typeCharacter() -> Int { type("x") }

    /// An atomic save of every note (temporary file, fsync, rename, fsync of the directory).
    @inline(never) @discardableResult
    public func save() -> Bool { program.save() }

    /// The baseline of saving: the save on the typing path (encode and write every note, as the
    /// program did before its saves moved to a background thread), then one character and its frame.
    @inline(never) @discardableResult
    public func saveThenType() -> Int {
        _ = try? store.save(program.list.texts)
        return typeCharacter()
    }

    /// Ctrl+S (the program snapshots the notes and starts a background save), then one character and
    /// its frame while the save runs.
    @inline(never) @discardableResult
    public func startSaveThenType() -> Int {
        press(.character("s"), .control)
        return typeCharacter()
    }

    /// Whether the program's background save is still running (as of its last key or frame).
    public var isSaving: Bool { program.isSaving }

    /// Blocks until the background save is done.
    public func waitForSave() { program.waitForSave() }

    private func draw() -> Int {
        renderer.render(program.frame(for: size), size: size).count
    }

    /// Writes the benchmark file: 20,000 notes cut from the multilingual corpus (seeded, so the
    /// same bytes on every machine) at spaces and newlines, 20 to 680 bytes each (plus up to the
    /// next space; about 375 on average, none empty),
    /// pretty-printed JSON of about 7.6 MB.
    /// - Returns: The file's size in bytes.
    /// - Parameters:
    ///   - path: Where to write.
    ///   - count: How many notes; ``noteCount`` by default.
    ///   - maximumBytes: The longest cut of the corpus per note (the shortest is 20 bytes).
    @discardableResult
    public static func writeFile(path: String, count: Int = noteCount, maximumBytes: Int = 680) throws -> Int
    {
        let notes = generateNotes(count: count, maximumBytes: maximumBytes)
        try NotesStore(path: path).save(notes)
        return NotesStore.encode(notes).count
    }

    public static func generateNotes(count: Int = noteCount, maximumBytes: Int = 680) -> [String] {
        // 8 MB for the default file; as much as the notes need (their average cut plus a word) else.
        let corpusBytes = max(8_000_000, count * (maximumBytes / 2 + 40))
        let corpus = Array(Corpus.multilingual(byteCount: corpusBytes).utf8)
        var generator = SplitMix64(seed: 11)
        var notes: [String] = []
        notes.reserveCapacity(count)
        var start = 0
        for _ in 0..<count {
            var end = min(corpus.count, start + Int.random(in: 20...maximumBytes, using: &generator))
            // Cut before a space or newline: always a grapheme-cluster boundary.
            while end < corpus.count, corpus[end] != 0x20, corpus[end] != 0x0A { end += 1 }
            notes.append(String(decoding: corpus[start..<end], as: UTF8.self))
            start = min(corpus.count, end + 1)
        }
        return notes
    }
}
