#if canImport(UIKit)
    import Dispatch

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
#endif
