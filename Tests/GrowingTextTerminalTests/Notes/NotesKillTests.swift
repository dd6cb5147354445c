import Foundation
@_spi(Benchmarks) import GrowingTextTerminal
import TestSupport
import Testing

/// `kill -9` at a random moment around a save, in a loop: the file must always parse as a complete
/// JSON array equal to the content before or after the save, never torn, never empty.
///
/// Half the kills come at a random delay after Ctrl+S; the other half as soon as the save's
/// temporary file appears, so that enough of them land between its creation and the rename, where a
/// non-atomic save would tear the file. The loop counts those: it runs at least `iterations` kills
/// and goes on (up to four times as many, since a loaded machine lands fewer) until a fifth of
/// `iterations` landed mid-save, and fails when they never did.
@Suite(
    "Notes kill -9 during saves", .enabled(if: TmuxSession.runsEndToEndTests), .timeLimit(.minutes(10)))
struct NotesKillTests {
    private static let temporaryPrefix = ".notes.json.tmp-"

    @Test func killDuringSavesLeavesTheOldOrTheNewFile() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["NOTES_KILL_ITERATIONS"] ?? "") ?? 50
        let session = try TmuxSession("kill")
        let store = NotesStore(path: session.directory.path("notes.json"))
        // About 80 KB, so a save takes long enough for some kills to land in its middle.
        var current = (0..<80).map { "note \($0) " + String(repeating: "abcdefghij ", count: 90) }
        try store.save(current)
        var random = SplitMix64(seed: 20_261_122)
        var outcomes = (old: 0, new: 0, midSave: 0)
        let requiredMidSave = (iterations + 4) / 5
        var kills = 0
        for iteration in 0..<(iterations * 4) {
            if iteration >= iterations, outcomes.midSave >= requiredMidSave { break }
            kills += 1
            unlink(session.directory.path("pid"))
            session.tmux(["kill-server"])
            try session.start(script: "echo $$ > pid\nexec \"$GROWTEXT\" notes notes.json")
            let pidText = try #require(session.waitForFile("pid"), "iteration \(iteration): no pid")
            let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
            session.waitForScreen { $0.contains { $0.hasPrefix("1/80 saved") } }
            let typed = "k\(iteration) "
            let inode = Self.inode(store.path)
            session.type(typed)
            session.keys("C-s")
            if iteration.isMultiple(of: 2) {
                usleep(UInt32.random(in: 0...40_000, using: &random))
            } else {
                Self.waitForSaveToStart(in: session.directory, replacing: store.path, inode: inode)
            }
            kill(pid, SIGKILL)
            let deadline = Date().addingTimeInterval(5)
            while kill(pid, 0) == 0, Date() < deadline { usleep(2_000) }

            let saved = try store.load()
            let new = [typed + current[0]] + current.dropFirst()
            if saved == current {
                outcomes.old += 1
            } else if saved == new {
                outcomes.new += 1
                current = new
            } else {
                Issue.record("iteration \(iteration): the file is neither the old nor the new content")
                return
            }
            if session.directory.names().contains(where: { $0.hasPrefix(Self.temporaryPrefix) }) {
                outcomes.midSave += 1
            }
        }
        print(
            "kill -9 loop: \(kills) kills, old file \(outcomes.old), new file \(outcomes.new), "
                + "killed between creating the temporary file and the rename \(outcomes.midSave)")
        #expect(outcomes.new > 0, "no save ever completed: the loop tested nothing")
        #expect(outcomes.old + outcomes.new == kills)
        // Only kills that left the temporary file behind interrupted a save: require a fifth of
        // `iterations` of them.
        #expect(outcomes.midSave >= requiredMidSave, "too few kills landed in the middle of a save")

        // The next run removes what killed saves left behind, and quits cleanly.
        session.tmux(["kill-server"])
        try session.startNotes()
        session.waitForScreen { $0.contains { $0.hasPrefix("1/80 saved") } }
        session.keys("C-q")
        #expect(session.status() == "0")
        #expect(!session.directory.names().contains { $0.hasPrefix(Self.temporaryPrefix) })
        #expect(try store.load() == current)
    }

    /// Polls the directory without sleeping until a save's temporary file exists, so the kill that
    /// follows lands while the save is under way; gives up when the save already renamed its file
    /// over the target (a new inode) or after five seconds.
    private static func waitForSaveToStart(
        in directory: TemporaryDirectory, replacing path: String, inode: ino_t
    ) {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, Self.inode(path) == inode {
            if directory.names().contains(where: { $0.hasPrefix(temporaryPrefix) }) { return }
        }
    }

    private static func inode(_ path: String) -> ino_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_ino : 0
    }
}
