import Testing

/// The main thread's run loop as a list, its coordinators, the text views in its cells and the app
/// share it (L12): one serial main queue (`DispatchQueue.main`), whose blocks run oldest first, and
/// a Core Animation commit, where every pending layout pass runs, before each drain of that queue.
///
/// A drain runs the blocks enqueued before it began; what they enqueue waits for the next drain,
/// after the next commit. A text view on its own models its run loop alone
/// (``TextViewStandIn/turnRunLoop()``); one in a list's cell turns this one.
final class MainRunLoopStandIn {
    /// The blocks `DispatchQueue.main.async` enqueued and no drain ran yet, oldest first.
    private var mainQueue: [() -> Void] = []
    /// Set while the run loop turns: a view that asks for a turn meanwhile is inside it already.
    private var isTurning = false
    /// The Core Animation commit: the layout passes every view on screen has pending.
    private let commit: () -> Void
    /// How many commits ran so far, for the self-test's observation of where they fall (L12).
    private(set) var commits = 0
    /// Whether the caller is still inside the current turn (the list configures a cell or runs an
    /// update): the run loop turns once the caller is done.
    private let isHeld: () -> Bool

    /// Creates the run loop of a list.
    ///
    /// - Parameters:
    ///   - commit: Runs the layout passes pending in every view on screen.
    ///   - isHeld: Whether the current turn is not over yet.
    init(commit: @escaping () -> Void, isHeld: @escaping () -> Bool) {
        self.commit = commit
        self.isHeld = isHeld
    }

    /// `DispatchQueue.main.async`: `block` runs in a later drain, after every block enqueued before it.
    func async(_ block: @escaping () -> Void) {
        mainQueue.append(block)
    }

    /// The run loop turns until it rests: a commit, then a drain of the main queue, again while blocks
    /// wait. A run loop that never rests fails the test.
    func run() {
        guard !isTurning, !isHeld() else { return }
        isTurning = true
        defer { isTurning = false }
        for _ in 0..<10 {
            commits += 1
            commit()
            guard !mainQueue.isEmpty else { return }
            let drain = mainQueue
            mainQueue = []
            for block in drain { block() }
        }
        Issue.record("the main queue never empties: its blocks enqueue more on every turn")
    }
}
