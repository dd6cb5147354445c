#if canImport(UIKit)
    import Dispatch
    import Foundation

    /// Runs main-actor code from a callback that UIKit makes on the main thread, synchronously, but
    /// that Swift does not know to be isolated (key-value observation of a view). A hop (`Task`,
    /// `DispatchQueue.main.async`) per callback would run once per change instead of once per turn;
    /// `MainActor.assumeIsolated` is not in the iOS 16 SDK's standard library, so this is its
    /// equivalent: check the queue, then call.
    func onMainActorNow(_ body: @MainActor () -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }

    /// Runs main-actor code from an `@objc` entry that any thread may call: a notification observed
    /// with `object: nil` reaches its observer from every poster of its name, on the poster's thread
    /// (Apple doc "NotificationCenter"), where a main-actor selector would trap. On the main thread
    /// (UIKit's own posts) the code runs at once, as a main-actor selector would, since the main
    /// queue's check passes on the main thread in any context (Apple doc "dispatch_assert_queue");
    /// on any other thread it runs on the main queue's next turn. The selector calling it is
    /// `nonisolated`, as `scripts/check-crash-classes.py` requires (docs/CrashClasses.md).
    func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            onMainActorNow(body)
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }

    /// Runs main-actor code with a notification, as ``onMainActor(_:)`` runs it.
    func onMainActor(
        handling notification: Notification, _ body: @escaping @MainActor @Sendable (Notification) -> Void
    ) {
        let posted = PostedNotification(notification: notification)
        onMainActor { body(posted.notification) }
    }

    /// A notification handed to the main actor: once posted, nothing changes it, and its user info
    /// holds immutable values (`NSValue`, `NSNumber`).
    private struct PostedNotification: @unchecked Sendable {
        let notification: Notification
    }
#endif
