#if canImport(UIKit)
    import UIKit

    /// Runs a closure on the main actor for each notification of a name; stops when released.
    @MainActor
    final class NotificationObserver: NSObject {
        private let handler: @MainActor () -> Void

        init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
            self.handler = handler
            super.init()
            NotificationCenter.default.addObserver(
                self, selector: #selector(receive), name: name, object: nil)
        }

        /// Observed with `object: nil`: any poster of the name reaches it, on its own thread.
        @objc nonisolated private func receive() {
            onMainActor { [weak self] in self?.handler() }
        }
    }
#endif
