/// The main thread's run loop as the stand-ins of one process share it (L12): one serial main queue
/// (`DispatchQueue.main`), whose blocks run oldest first, and a Core Animation commit, where every
/// view's pending layout passes run, between its drains.
///
/// A drain runs the blocks enqueued before it began; what they enqueue waits for the next drain,
/// after the next commit. Where the first commit falls is one of ``Choices``' timing facts
/// (``Choices/commitsBeforeDrain``): an event's layout pass may come before the blocks already
/// waiting on the main queue run, or after them. A stand-in given no run loop models its own turns,
/// as the scenario tests have always run them (``TextViewStandIn/turnRunLoop()``,
/// ``ListStandIn/runDeferredWork()``).
final class MainRunLoopStandIn {
    /// The blocks `DispatchQueue.main.async` enqueued and no drain ran yet, oldest first.
    private var mainQueue: [() -> Void] = []
    /// The views' layout passes a commit runs, in the order the views joined the run loop.
    private var commits: [() -> Void] = []
    /// Set while the run loop turns: a view that asks for a turn meanwhile is inside it already.
    private var isTurning = false
    /// Counts the turns: each event's, and each drain of the main queue.
    private(set) var turn = 0
    /// Whether the caller is still inside the current turn (a list configures a cell or runs an
    /// update): the run loop turns once the caller is done.
    var isHeld: () -> Bool = { false }
    let choices: Choices

    init(choices: Choices) {
        self.choices = choices
    }

    /// A view joins the run loop: each commit runs `layOut`, its pending layout passes.
    func addCommit(_ layOut: @escaping () -> Void) {
        commits.append(layOut)
    }

    /// `DispatchQueue.main.async`: `block` runs in a later drain, after every block enqueued before it.
    func async(_ block: @escaping () -> Void) {
        mainQueue.append(block)
    }

    /// Whether blocks wait on the main queue.
    var hasPendingBlocks: Bool { !mainQueue.isEmpty }

    /// The run loop turns until it rests: the blocks already waiting, before or after this turn's
    /// commit as the choices say, then a commit and a drain again while blocks wait. A run loop that
    /// never rests is a failure.
    func run() {
        guard !isTurning, !isHeld() else { return }
        isTurning = true
        defer { isTurning = false }
        turn += 1
        if !choices.commitsBeforeDrain {
            drain()
        }
        for _ in 0..<20 {
            for commit in commits { commit() }
            guard !mainQueue.isEmpty else { return }
            drain()
        }
        StandInFailures.record("the main queue never empties: its blocks enqueue more on every turn")
    }

    private func drain() {
        turn += 1
        let blocks = mainQueue
        mainQueue = []
        for block in blocks { block() }
    }
}
