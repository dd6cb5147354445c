#if canImport(UIKit)
    // The iOS 16 SDK declares `UIAccessibilityAnnouncementNotification` as a mutable global, which
    // strict concurrency refuses to read; `@preconcurrency` accepts it (later SDKs declare it const).
    @preconcurrency import UIKit

    extension GrowingTextView {
        /// Has VoiceOver speak a text the controller decided on, queued behind what it is saying (the
        /// echo of the key just typed would otherwise cut it off).
        ///
        /// - Parameter announcement: The text to speak.
        package func announce(_ announcement: String) {
            let queued = NSAttributedString(
                string: announcement, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }
    }
#endif
