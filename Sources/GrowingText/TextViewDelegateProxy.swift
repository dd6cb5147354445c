#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// The object UIKit sees as a ``GrowingTextView``'s delegate: it lets the view's controller apply
    /// the maximum length in `textView(_:shouldChangeTextIn:replacementText:)` and trim before
    /// `textViewDidEndEditing(_:)`, and forwards every other message to the app's delegate.
    ///
    /// Why a proxy: `textView(_:shouldChangeTextIn:replacementText:)` is the one hook every input path
    /// goes through (typing, paste, dictation, autocorrection, drops), but the delegate belongs to the
    /// app. Overriding `insertText(_:)` or `paste(_:)` would miss some of those paths. The app's
    /// delegate is asked first; only when it accepts the edit is the maximum length applied. The
    /// view's `delegate` getter never returns the proxy (see `DelegateForwarding`).
    @MainActor
    final class TextViewDelegateProxy: NSObject, UITextViewDelegate {
        /// The app's delegate. Read from the Objective-C forwarding methods, which UIKit calls on the
        /// main thread only; they are `nonisolated` because `NSObject` declares them so.
        nonisolated(unsafe) weak var forwardee: (any UITextViewDelegate)?

        /// The view the proxy serves.
        weak var textView: GrowingTextView?

        override nonisolated func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || (forwardee?.responds(to: selector) ?? false)
        }

        override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
            if let forwardee, forwardee.responds(to: selector) {
                return forwardee
            }
            return super.forwardingTarget(for: selector)
        }

        func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool {
            if forwardee?.textView?(textView, shouldChangeTextIn: range, replacementText: text) == false {
                return false
            }
            return self.textView?.shouldChangeText(in: range, replacementText: text) ?? true
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            guard let growingTextView = self.textView else {
                forwardee?.textViewDidEndEditing?(textView)
                return
            }
            // The controller trims first, then tells the app's delegate (`notifyEditingEnded`).
            growingTextView.editingWillEnd()
        }
    }
#endif
