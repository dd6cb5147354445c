import Dispatch
import Foundation
import QuartzCore

/// Calls its handler after each Core Animation commit of the main run loop: a run loop observer of
/// the moments before the loop waits and when it exits, ordered after Core Animation's own (which
/// commits the frame's transaction at order 2,000,000), so the handler sees what the frame showed.
/// The self-test uses it to catch a frame that shows a row's new text at the row's old height.
@MainActor
final class CommitObserver {
    private var observer: CFRunLoopObserver?

    /// Starts observing the main run loop.
    ///
    /// - Parameter handler: Called on the main thread after each commit.
    init(_ handler: @escaping @MainActor () -> Void) {
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 2_000_001) { _, _ in
            Self.onMainThreadNow(handler)
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        self.observer = observer
    }

    /// Stops observing.
    func invalidate() {
        if let observer {
            CFRunLoopRemoveObserver(CFRunLoopGetMain(), observer, .commonModes)
            CFRunLoopObserverInvalidate(observer)
        }
        observer = nil
    }

    /// Runs main-actor code from the observer's callback, which the main run loop makes on the main
    /// thread but Swift does not know to be isolated; `MainActor.assumeIsolated` is not in the iOS 16
    /// SDK's standard library, so: check the queue, then call.
    nonisolated private static func onMainThreadNow(_ body: @escaping @MainActor () -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
