import Foundation
import TestSupport
import Testing

/// The test harness itself: a tmux session leaves nothing behind.
@Suite("Tmux sessions", .enabled(if: TmuxSession.runsEndToEndTests))
struct TmuxSessionTests {
    /// Every session used to leave its dead socket in the tmux socket folder (about 40 per run).
    @Test func aFinishedSessionRemovesItsSocket() throws {
        var session: TmuxSession? = try TmuxSession("socket", script: "true")
        let path = try #require(session?.socketPath)
        session?.waitForScreen { _ in FileManager.default.fileExists(atPath: path) }
        #expect(FileManager.default.fileExists(atPath: path))
        session = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
