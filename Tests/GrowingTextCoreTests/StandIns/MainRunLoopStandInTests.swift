import Testing

@testable import UIKitStandIns

/// The list stand-ins' run loop models L12 as the sources describe it: the main queue runs its
/// blocks oldest first, and a block enqueued during a drain runs in the next drain, after the next
/// commit.
@Suite("Stand-ins: the main run loop")
struct MainRunLoopStandInTests {
    /// Three blocks enqueued before the turn (a list's next turn, a text view's layout completion,
    /// the app's block) run in that order after the commit; the one the first of them enqueues runs
    /// after a second commit.
    @Test func blocksRunOldestFirstAndThoseEnqueuedMeanwhileAfterTheNextCommit() {
        var trace: [String] = []
        var runLoop: MainRunLoopStandIn?
        let loop = MainRunLoopStandIn(commit: { trace.append("commit") }, isHeld: { false })
        runLoop = loop
        loop.async {
            trace.append("list")
            runLoop?.async { trace.append("list again") }
        }
        loop.async { trace.append("completion") }
        loop.async { trace.append("app") }
        loop.run()
        #expect(trace == ["commit", "list", "completion", "app", "commit", "list again", "commit"])
    }

    /// A turn asked for while the caller is still inside the current one (the list configures a cell)
    /// or inside a drain waits: nothing runs until the outer turn does.
    @Test func aTurnAskedForInsideTheTurnWaitsForIt() {
        var trace: [String] = []
        var isHeld = true
        var runLoop: MainRunLoopStandIn?
        let loop = MainRunLoopStandIn(commit: { trace.append("commit") }, isHeld: { isHeld })
        runLoop = loop
        loop.async {
            trace.append("block")
            runLoop?.run()
        }
        loop.run()
        #expect(trace.isEmpty)
        isHeld = false
        loop.run()
        #expect(trace == ["commit", "block", "commit"])
    }
}
