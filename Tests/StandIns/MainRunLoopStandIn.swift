/// The main thread's run loop as the stand-ins of one process share it (L12): one serial main queue
/// (`DispatchQueue.main`), whose blocks run oldest first, and a Core Animation commit, where every
/// view's pending layout passes run, before each drain of that queue.
///
/// A drain runs the blocks enqueued before it began; what they enqueue waits for the next drain,
/// after the next commit. A list, its coordinators, the text views in its cells and the app share
/// the list's; a text view on its own models its run loop alone (``TextViewStandIn/turnRunLoop()``)
/// unless it is given one. Under seeded ``Choices`` the blocks already waiting may also run before
/// an event's first commit (``Choices/commitsBeforeDrain``); fixed choices keep the commit first.
final class MainRunLoopStandIn {
    /// The blocks `DispatchQueue.main.async` enqueued and no drain ran yet, oldest first.
    private var mainQueue: [() -> Void] = []
    /// The layout passes a commit runs: the owner's, then each view's that joined, in that order.
    private var layoutPasses: [() -> Void]
    /// Set while the run loop turns: a view that asks for a turn meanwhile is inside it already.
    private var isTurning = false
    /// How many commits ran so far, for the self-test's observation of where they fall (L12).
    private(set) var commits = 0
    /// Counts the turns: each event's, and each drain of the main queue.
    private(set) var turn = 0
    /// Whether the caller is still inside the current turn (a list configures a cell or runs an
    /// update): the run loop turns once the caller is done.
    private let isHeld: () -> Bool
    let choices: Choices

    /// Creates a run loop.
    ///
    /// - Parameters:
    ///   - choices: Where an event's commit falls against the blocks already waiting.
    ///   - commit: Runs the layout passes pending in every view on screen.
    ///   - isHeld: Whether the current turn is not over yet.
    init(
        choices: Choices = Choices(), commit: @escaping () -> Void = {},
        isHeld: @escaping () -> Bool = { false }
    ) {
        self.choices = choices
        layoutPasses = [commit]
        self.isHeld = isHeld
    }

    /// A view joins the run loop: each commit also runs `layOut`, its pending layout passes.
    func addCommit(_ layOut: @escaping () -> Void) {
        layoutPasses.append(layOut)
    }

    /// `DispatchQueue.main.async`: `block` runs in a later drain, after every block enqueued before it.
    func async(_ block: @escaping () -> Void) {
        mainQueue.append(block)
    }

    /// Whether blocks wait on the main queue.
    var hasPendingBlocks: Bool { !mainQueue.isEmpty }

    /// The run loop turns until it rests: a commit, then a drain of the main queue, again while blocks
    /// wait (the blocks already waiting first, when the choices say so). A run loop that never rests
    /// is a failure.
    func run() {
        guard !isTurning, !isHeld() else { return }
        isTurning = true
        defer { isTurning = false }
        turn += 1
        if !choices.commitsBeforeDrain {
            drain()
        }
        for _ in 0..<20 {
            commits += 1
            for layOut in layoutPasses { layOut() }
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
