import Dispatch

/// Runs the saves of `growtext notes` on a background thread, one at a time, so typing goes on
/// while a large file is encoded and written.
///
/// A save works on a snapshot of the notes (``NoteSnapshot``s: values, so later edits do not reach
/// them), and the file is replaced atomically as before: the thread changes nothing the program
/// reads. The program collects the outcome with ``takeOutcome()`` between keys.
final class NotesSaver: @unchecked Sendable {
    typealias Outcome = Result<NotesFileStamp, NotesStoreError>

    private let work = DispatchQueue(label: "growtext.notes.save")
    /// Guards `outcome`: written by the save's thread, read by the program's.
    private let guardQueue = DispatchQueue(label: "growtext.notes.save.outcome")
    private var outcome: Outcome?

    /// Starts writing `notes` to `store` (``NotesStore/save(_:replacing:overwrite:lock:)``).
    func start(
        _ notes: [NoteSnapshot], to store: NotesStore, replacing stamp: NotesFileStamp?, overwrite: Bool,
        lock: NotesFileLock?
    ) {
        work.async { [self] in
            let result = store.saveReportingFailure(notes, replacing: stamp, overwrite: overwrite, lock: lock)
            guardQueue.sync { outcome = result }
        }
    }

    /// The outcome of the finished save, once; `nil` while it runs (or when none was started).
    func takeOutcome() -> Outcome? {
        guardQueue.sync {
            defer { outcome = nil }
            return outcome
        }
    }

    /// Blocks until the save under way, if any, has finished.
    func wait() {
        work.sync {}
    }
}
