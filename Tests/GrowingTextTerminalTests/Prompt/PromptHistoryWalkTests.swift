@_spi(Benchmarks) import GrowingTextTerminal
import Testing

/// Walking and searching the history, without the program around it.
@Suite("Prompt history walk")
struct PromptHistoryWalkTests {
    @Test func walksOlderAndNewerAndGivesTheDraftBack() {
        var walk = PromptHistoryWalk(entries: ["first", "second"])
        #expect(walk.index == 2)
        #expect(walk.move(by: 1, current: "draft") == nil)
        #expect(walk.move(by: -1, current: "draft") == "second")
        #expect(walk.move(by: -1, current: "second") == "first")
        #expect(walk.move(by: -1, current: "first") == nil)
        #expect(walk.index == 0)
        #expect(walk.move(by: 1, current: "first") == "second")
        #expect(walk.move(by: 1, current: "second") == "draft")
        #expect(walk.index == 2)
    }

    @Test func editsToAnEntryAreKeptWhileWalkingButNotInTheEntries() {
        var walk = PromptHistoryWalk(entries: ["first", "second"])
        #expect(walk.move(by: -1, current: "") == "second")
        #expect(walk.move(by: -1, current: "second, edited") == "first")
        #expect(walk.move(by: 1, current: "first") == "second, edited")
        #expect(walk.entries == ["first", "second"])
    }

    @Test func emptyHistoryNeverMoves() {
        var walk = PromptHistoryWalk(entries: [])
        #expect(walk.move(by: -1, current: "x") == nil)
        #expect(walk.move(by: 1, current: "x") == nil)
        #expect(walk.search("x", from: 0) == nil)
    }

    @Test func searchFindsTheNewestMatchIgnoringCase() {
        let walk = PromptHistoryWalk(entries: ["Fix bug", "add test", "fix typo", "release"])
        #expect(walk.search("fix", from: 3) == 2)
        #expect(walk.search("fix", from: 1) == 0)
        #expect(walk.search("fix", from: -1) == nil)
        #expect(walk.search("FIX", from: 0, olderFirst: false) == 0)
        #expect(walk.search("fix", from: 1, olderFirst: false) == 2)
        #expect(walk.search("fix", from: 4, olderFirst: false) == nil)
        #expect(walk.search("fix", from: 99) == 2)
        #expect(walk.search("", from: 3) == nil)
        #expect(walk.search("nothing", from: 3) == nil)
    }
}
