#if canImport(UIKit)
    import UIKit

    /// Keeps a scroll view's content, and the caret being edited in it, clear of the keyboard.
    ///
    /// It observes the keyboard's will-show, will-change-frame and will-hide notifications, asks
    /// `KeyboardAvoidance` how much of the scroll view a docked keyboard covers (floating, split and
    /// undocked keyboards cover nothing; the safe area is not counted twice), and sets the scroll view's
    /// `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` to the app's own bottom insets
    /// plus that amount, animated with the keyboard's duration and curve. When the keyboard hides, the
    /// app's own insets come back. After each change, the first responder's caret is scrolled into view
    /// with `ScrollPosition`: the caret, not the whole text view, so a tall growing text view is not
    /// yanked around (IQKeyboardManager's failure).
    ///
    /// ```swift
    /// keyboardAdjuster = KeyboardInsetAdjuster(scrollView: tableView)
    /// keyboardAdjuster.start()
    /// ```
    ///
    /// Frames are compared in the screen's coordinate space on iOS 16.1 and later (the notification's
    /// screen), and in the window's before. Notifications from other apps (`isLocal == false`, iPad
    /// multitasking) are ignored. The adjuster holds the scroll view weakly and is not retained by
    /// the notification center, so keeping it in a property of the scroll view's owner makes no cycle.
    /// The app's own bottom insets are read when the keyboard first appears; if you change them while
    /// the keyboard is up, call ``stop()`` and ``start()`` around the change.
    @MainActor
    public final class KeyboardInsetAdjuster: NSObject {
        /// The scroll view whose insets are adjusted; `nil` once it was deallocated.
        public private(set) weak var scrollView: UIScrollView?

        /// The space kept between the caret and the keyboard, in points; 8 by default.
        public var caretMargin: CGFloat = CGFloat(CaretVisibility.defaultMargin)

        /// Whether the adjuster is observing the keyboard.
        public private(set) var isRunning = false

        /// The app's own bottom insets, captured when the keyboard first changed them.
        private var appInsets: (content: CGFloat, indicator: CGFloat)?

        /// Creates an adjuster for a scroll view (a table, a collection view, a form's scroll view);
        /// it does nothing until ``start()``.
        ///
        /// - Parameter scrollView: The scroll view to keep clear of the keyboard; held weakly.
        public init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            super.init()
        }

        /// Starts observing the keyboard; calling it again does nothing.
        public func start() {
            guard !isRunning else { return }
            isRunning = true
            let center = NotificationCenter.default
            for name in [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
            ] {
                center.addObserver(
                    self, selector: #selector(keyboardWillChangeFrame(_:)), name: name, object: nil)
            }
            center.addObserver(
                self, selector: #selector(keyboardWillHide(_:)),
                name: UIResponder.keyboardWillHideNotification,
                object: nil)
        }

        /// Stops observing the keyboard and gives the scroll view its own bottom insets back.
        public func stop() {
            guard isRunning else { return }
            isRunning = false
            NotificationCenter.default.removeObserver(self)
            if let scrollView, let appInsets {
                scrollView.contentInset.bottom = appInsets.content
                scrollView.verticalScrollIndicatorInsets.bottom = appInsets.indicator
            }
            appInsets = nil
        }

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                .cgRectValue
            apply(
                KeyboardFrameChange(
                    endFrame: Rect(endFrame ?? .zero), animation: animation(of: notification)),
                from: notification)
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            apply(.hidden(animation: animation(of: notification)), from: notification)
        }

        private func animation(of notification: Notification) -> KeyboardAnimation {
            let info = notification.userInfo
            return KeyboardAnimation(
                duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                    ?? 0,
                curveRawValue: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
                    ?? 0)
        }

        private func apply(_ change: KeyboardFrameChange, from notification: Notification) {
            // Another app's keyboard (iPad multitasking) does not cover this app's content.
            let isLocal = (notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?
                .boolValue
            guard isLocal != false, let scrollView,
                let space = KeyboardSpace(of: scrollView, notification: notification)
            else { return }
            let own =
                appInsets ?? (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
            appInsets = own
            let insets = KeyboardAvoidance.bottomInsets(
                for: change, scrollViewFrame: space.scrollViewFrame, screenBounds: space.bounds,
                safeAreaBottomInset: Double(
                    scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom),
                existingBottomInset: Double(own.content),
                existingScrollIndicatorBottomInset: Double(own.indicator))
            let margin = Double(caretMargin)
            let update = {
                scrollView.contentInset.bottom = CGFloat(insets.contentInsetBottom)
                scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(insets.scrollIndicatorInsetBottom)
                let caret = scrollView.firstResponderTextInput.flatMap {
                    UIView.caretRect(of: $0, in: scrollView)
                }
                scrollView.settle(revealing: caret, margin: margin)
            }
            guard change.animation.isAnimated else {
                update()
                return
            }
            UIView.animate(
                withDuration: change.animation.duration, delay: 0,
                options: [
                    UIView.AnimationOptions(rawValue: change.animation.animationOptionsRawValue),
                    .beginFromCurrentState,
                ],
                animations: update)
        }
    }

    /// The scroll view's frame and the bounds it lives in, in the coordinate space keyboard frames
    /// are given in.
    @MainActor
    private struct KeyboardSpace {
        var scrollViewFrame: Rect
        var bounds: Rect

        init?(of scrollView: UIScrollView, notification: Notification) {
            if #available(iOS 16.1, *) {
                // Since iOS 16.1 the notification's object is the screen the keyboard is on.
                guard let screen = notification.object as? UIScreen ?? scrollView.window?.windowScene?.screen
                else {
                    return nil
                }
                scrollViewFrame = Rect(scrollView.convert(scrollView.bounds, to: screen.coordinateSpace))
                bounds = Rect(screen.bounds)
            } else {
                guard let window = scrollView.window else { return nil }
                scrollViewFrame = Rect(scrollView.convert(scrollView.bounds, to: nil))
                bounds = Rect(window.bounds)
            }
        }
    }
#endif
