#if canImport(UIKit)
    // The iOS 16 SDK declares `UIAccessibilityAnnouncementNotification` as a mutable global, which
    // strict concurrency refuses to read; `@preconcurrency` accepts it (later SDKs declare it const).
    @preconcurrency import UIKit

    extension GrowingTextView {
        /// Follows the system settings the controller decides with: Reduce Motion.
        func observeSystemSettings() {
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange(_:)),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }

        /// Has VoiceOver speak a text the controller decided on, queued behind what it is saying (the
        /// echo of the key just typed would otherwise cut it off).
        ///
        /// - Parameter announcement: The text to speak.
        func announce(_ announcement: String) {
            let queued = NSAttributedString(
                string: announcement, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }

        @objc private func reduceMotionStatusDidChange(_ notification: Notification) {
            configurationDidChange()
        }
    }
#endif
