#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// Keeps a scroll view's content, and the caret being edited in it, clear of the keyboard.
    ///
    /// It is a host of the core's `KeyboardInsetController`: it forwards the keyboard's will-show,
    /// will-change-frame and will-hide notifications and every change of the scroll view's frame
    /// (rotation, Split View, a toolbar appearing), each with the scroll view's geometry, and applies
    /// what the controller returns. The controller decides: how much of the scroll view a docked
    /// keyboard covers (floating, split and undocked keyboards cover nothing; the safe area is not
    /// counted twice), with the scroll view placed on the screen through its window, so Split View and
    /// Slide Over are right on every iOS version; the app's own bottom insets (any value the app sets,
    /// also while the keyboard is up, is kept under the keyboard and restored when it hides); and,
    /// after each change, the least scroll that shows the first responder's caret — the caret, not
    /// the whole text view, so a tall growing text view is not yanked around (IQKeyboardManager's
    /// failure).
    ///
    /// ```swift
    /// keyboardAdjuster = KeyboardInsetAdjuster(scrollView: tableView)
    /// keyboardAdjuster.start()
    /// ```
    ///
    /// Use it on a scroll view that nothing else moves for the keyboard. A `UITableViewController`
    /// already insets its table for the keyboard: host the table in a plain `UIViewController`
    /// instead (the demo's notes screen does), or do not add an adjuster. A scroll view without a
    /// window gets nothing until it has one. Notifications from other apps (`isLocal == false`, iPad
    /// multitasking) and for other screens are ignored. The adjuster holds the scroll view weakly and
    /// is not retained by the notification center, so keeping it in a property of the scroll view's
    /// owner makes no cycle. If your layout changes the scroll view's window or frame in a way that
    /// does not change its `bounds` or `center`, call ``scrollViewDidChangeGeometry()``.
    @MainActor
    public final class KeyboardInsetAdjuster: NSObject {
        /// The scroll view whose insets are adjusted; `nil` once it was deallocated.
        public private(set) weak var scrollView: UIScrollView?

        /// The space kept between the caret and the keyboard, in points; 8 by default.
        public var caretMargin: CGFloat {
            get { CGFloat(controller.caretMargin) }
            set { controller.caretMargin = Double(newValue) }
        }

        /// Whether the adjuster is observing the keyboard.
        public private(set) var isRunning = false

        private var controller = KeyboardInsetController()
        private var geometryObservations: [NSKeyValueObservation] = []

        /// Creates an adjuster for a scroll view (a table, a collection view, a form's scroll view);
        /// it does nothing until ``start()``.
        ///
        /// - Parameter scrollView: The scroll view to keep clear of the keyboard; held weakly.
        public init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            super.init()
        }

        /// Starts observing the keyboard and the scroll view's frame; calling it again does nothing.
        public func start() {
            guard !isRunning, let scrollView else { return }
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
                name: UIResponder.keyboardWillHideNotification, object: nil)
            // A rotation or a resized window moves the scroll view without a keyboard notification.
            geometryObservations = [
                scrollView.observe(\.center) { [weak self] _, _ in
                    Task { @MainActor in self?.scrollViewDidChangeGeometry() }
                },
                scrollView.layer.observe(\.bounds) { [weak self] _, _ in
                    Task { @MainActor in self?.scrollViewDidChangeGeometry() }
                },
            ]
        }

        /// Stops observing and gives the scroll view its own bottom insets back.
        public func stop() {
            guard isRunning else { return }
            isRunning = false
            NotificationCenter.default.removeObserver(self)
            geometryObservations = []
            send(.stopped(geometry))
        }

        /// Tells the adjuster that the scroll view's frame, window or safe area changed, so the
        /// keyboard's inset is recomputed; the adjuster observes `bounds` and `center` itself.
        public func scrollViewDidChangeGeometry() {
            guard isRunning else { return }
            send(.scrollViewGeometryChanged(geometry))
        }

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                .cgRectValue
            send(
                .keyboardWillChangeFrame(
                    KeyboardFrameChange(
                        endFrame: Rect(endFrame ?? .zero), animation: animation(of: notification)),
                    isLocal: isLocal(notification), isOnScrollViewScreen: isOnScrollViewScreen(notification),
                    geometry: geometry))
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            send(
                .keyboardWillHide(
                    animation(of: notification), isLocal: isLocal(notification), geometry: geometry))
        }

        private func animation(of notification: Notification) -> KeyboardAnimation {
            let info = notification.userInfo
            return KeyboardAnimation(
                duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                    ?? 0,
                curveRawValue: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
                    ?? 0)
        }

        /// `false` for another app's keyboard (iPad multitasking); absent counts as local.
        private func isLocal(_ notification: Notification) -> Bool {
            (notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        }

        /// Since iOS 16.1 the notification's object is the keyboard's screen; before, it is `nil`.
        private func isOnScrollViewScreen(_ notification: Notification) -> Bool {
            guard let screen = notification.object as? UIScreen else { return true }
            return scrollView?.window?.windowScene?.screen === screen
        }

        /// The scroll view in its window, the window on its screen; `nil` without a window.
        private var geometry: KeyboardInsetController.Geometry? {
            guard let scrollView, let window = scrollView.window, let screen = window.windowScene?.screen
            else { return nil }
            return KeyboardInsetController.Geometry(
                frameInWindow: Rect(scrollView.convert(scrollView.bounds, to: window)),
                windowFrameInScreen: Rect(window.convert(window.bounds, to: screen.coordinateSpace)),
                screenBounds: Rect(screen.bounds),
                safeAreaBottomInset: Double(
                    scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom),
                contentInsetBottom: Double(scrollView.contentInset.bottom),
                indicatorInsetBottom: Double(scrollView.verticalScrollIndicatorInsets.bottom))
        }

        private func send(_ event: KeyboardInsetController.Event) {
            let effects = controller.handle(event)
            guard case .setBottomInsets(_, _, let animation) = effects.first, animation.isAnimated else {
                effects.forEach(apply)
                return
            }
            UIView.animate(
                withDuration: animation.duration, delay: 0,
                options: [
                    UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
                    .beginFromCurrentState,
                ],
                animations: { effects.forEach(self.apply) })
        }

        private func apply(_ effect: KeyboardInsetController.Effect) {
            guard let scrollView else { return }
            switch effect {
            case .setBottomInsets(let content, let indicator, _):
                scrollView.contentInset.bottom = CGFloat(content)
                scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(indicator)
            case .revealCaret:
                let caret = scrollView.firstResponderTextInput.flatMap {
                    UIView.caretRect(of: $0, in: scrollView)
                }
                send(.caretRead(caret, Viewport(scrollView)))
            case .setContentOffsetY(let offsetY):
                scrollView.setContentOffset(
                    CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offsetY)), animated: false)
            }
        }
    }
#endif
