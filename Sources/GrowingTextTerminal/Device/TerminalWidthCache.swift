import GrowingTextLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width models terminals answered before, so that a terminal is asked once, not at every
/// start: one line per terminal, `MODEL<TAB>KEY`, in `$XDG_CACHE_HOME/growtext/width-models` (else
/// `~/.cache/growtext/width-models`).
///
/// The key is `TERM`, `TERM_PROGRAM` and `TERM_PROGRAM_VERSION`. A terminal is remembered only when
/// they tell it apart from others: `TERM_PROGRAM` set, or a `TERM` that is not one of the names many
/// terminals share (`xterm-256color`, `screen`, `tmux-256color`…, the only variable `ssh` passes on).
/// Any failure to read or write the file only means asking the terminal again; a file that cannot be
/// read (a FIFO or a device in its place, a file above ``sizeLimit``) is never rewritten either.
struct TerminalWidthCache {
    /// The names of terminal families that many terminals announce, so they identify none.
    static let sharedTermNames: Set<String> = [
        "", "xterm", "xterm-color", "xterm-16color", "xterm-88color", "xterm-256color", "screen",
        "screen-256color", "tmux", "tmux-256color", "vt100", "vt102", "vt220", "ansi", "linux",
    ]
    /// The most terminals remembered; the oldest lines go first.
    static let capacity = 32
    /// The largest cache file read: 64 KiB, room for ``capacity`` lines of any real terminal's names.
    static let sizeLimit = 64 << 10

    /// The cache file.
    let path: String
    /// This terminal's key.
    let key: String

    /// The cache for the terminal `environment` describes, or `nil` when it cannot be told apart
    /// from others or there is no cache directory (no `XDG_CACHE_HOME` and no `HOME`).
    init?(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        guard !program.isEmpty || !Self.sharedTermNames.contains(term) else { return nil }
        let directory: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            directory = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            directory = home + "/.cache"
        } else {
            return nil
        }
        path = directory + "/growtext/width-models"
        let version = environment["TERM_PROGRAM_VERSION"] ?? ""
        key = [term, program, version].map { $0.filter { !$0.isNewline && $0 != "\t" } }.joined(
            separator: " ")
    }

    /// The model remembered for this terminal, if any.
    var model: TerminalCellWidth.WidthModel? {
        lines()?.last { $0.key == key }.flatMap { TerminalCellWidth.WidthModel(rawValue: $0.model) }
    }

    /// Remembers `model` for this terminal, replacing what was remembered for it; nothing is written
    /// when the file exists but cannot be read.
    func store(_ model: TerminalCellWidth.WidthModel) {
        guard let old = lines() else { return }
        var kept = old.filter { $0.key != key }.suffix(Self.capacity - 1)
        kept.append((model.rawValue, key))
        let text = kept.map { "\($0.model)\t\($0.key)\n" }.joined()
        let directory = String(path.prefix(upTo: path.lastIndex(of: "/")!))
        let parent = String(directory.prefix(upTo: directory.lastIndex(of: "/")!))
        mkdir(parent, 0o700)
        mkdir(directory, 0o700)
        let target = NotesStore.resolvingLinks(path)
        _ = try? NotesFileWriter.replace(
            Array(text.utf8), at: target, temporaryPrefix: NotesFileWriter.temporaryPrefix(for: target),
            backupPrefixes: NotesFileWriter.backupPrefixes(for: target), lock: nil, newFileMode: 0o600)
    }

    /// The file's lines: none when it does not exist, `nil` when it cannot be read.
    private func lines() -> [(model: String, key: String)]? {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.contents(of: NotesStore.resolvingLinks(path), limit: Self.sizeLimit).bytes
        } catch RegularFile.ReadFailure.unreadable(let code) where code == ENOENT {
            return []
        } catch {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }
}
