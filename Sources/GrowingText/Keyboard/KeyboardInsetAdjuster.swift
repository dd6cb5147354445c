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
    /// does not change its `center` or the size of its `bounds` (an ancestor moving it), call
    /// ``scrollViewDidChangeGeometry()``. Scrolling is not observed: the adjuster reads the scroll
    /// view's geometry at most once per turn of the run loop, after the layout that moved it.
    @MainActor
    public final class KeyboardInsetAdjuster: NSObject {
        /// The scroll view whose insets are adjusted; `nil` once it was deallocated.
        public private(set) weak var scrollView: UIScrollView?

        /// The space kept between the caret and the keyboard, in points; 8 by default.
        public var caretMargin: CGFloat {
            get { CGFloat(adapter.controller.caretMargin) }
            set { adapter.controller.caretMargin = Double(newValue) }
        }

        /// Whether the adjuster is observing the keyboard.
        public var isRunning: Bool { adapter.isRunning }

        private lazy var adapter = KeyboardInsetAdapter(surface: self)
        private var geometryObservations: [NSKeyValueObservation] = []

        /// Creates an adjuster for a scroll view (a table, a collection view, a form's scroll view);
        /// it does nothing until ``start()``.
        ///
        /// - Parameter scrollView: The scroll view to keep clear of the keyboard; held weakly.
        public init(scrollView: UIScrollView) {
            self.scrollView = scrollView
            super.init()
        }

        /// Starts observing the keyboard and the scroll view's position and size; calling it again
        /// does nothing.
        public func start() {
            adapter.start()
        }

        /// Stops observing and gives the scroll view its own bottom insets back.
        public func stop() {
            adapter.stop()
        }

        /// Tells the adjuster that the scroll view's frame, window or safe area changed, so the
        /// keyboard's inset is recomputed; the adjuster observes `center` and the size of `bounds`
        /// itself.
        public func scrollViewDidChangeGeometry() {
            adapter.scrollViewDidChangeGeometry()
        }

        // Observed with `object: nil`: any poster of the names reaches them, on its own thread.
        @objc nonisolated private func keyboardWillChangeFrame(_ notification: Notification) {
            onMainActor(handling: notification) { [weak self] notification in
                guard let self else { return }
                adapter.keyboardWillChangeFrame(values(of: notification))
            }
        }

        @objc nonisolated private func keyboardWillHide(_ notification: Notification) {
            onMainActor(handling: notification) { [weak self] notification in
                guard let self else { return }
                adapter.keyboardWillHide(values(of: notification))
            }
        }

        private func values(of notification: Notification) -> KeyboardNotificationValues {
            let info = notification.userInfo
            return KeyboardNotificationValues(
                endFrame: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).map {
                    Rect($0.cgRectValue)
                },
                duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                curveRawValue: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
                isLocal: (info?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue,
                // Since iOS 16.1 the notification's object is the keyboard's screen; before, `nil`.
                isOnScrollViewScreen: (notification.object as? UIScreen).map {
                    $0 === scrollView?.window?.windowScene?.screen
                })
        }
    }

    // The bindings of the core's `KeyboardInsetSurface` to UIKit: each reads or writes one UIKit
    // property or calls one UIKit method. What happens when, and in which order, is the adapter's.
    extension KeyboardInsetAdjuster: @preconcurrency KeyboardInsetSurface {
        package var hasScrollView: Bool { scrollView != nil }

        /// The scroll view in its window, the window on its screen.
        package var geometry: KeyboardInsetController.Geometry? {
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

        package var caretInScrollView: Rect? {
            scrollView.flatMap { scrollView in
                scrollView.firstResponderTextInput.flatMap { UIView.caretRect(of: $0, in: scrollView) }
            }
        }

        package var viewport: Viewport {
            scrollView.map { Viewport($0) } ?? Viewport(size: .zero)
        }

        package func startObserving() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)),
                name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(
                self, selector: #selector(keyboardWillHide(_:)),
                name: UIResponder.keyboardWillHideNotification, object: nil)
            // A rotation or a resized window moves the scroll view without a keyboard notification.
            geometryObservations =
                scrollView?.observePositionAndSize(
                    centerDidChange: { [weak self] old, new in
                        self?.adapter.scrollViewCenterDidChange(from: old, to: new)
                    },
                    sizeDidChange: { [weak self] old, new in
                        self?.adapter.scrollViewBoundsDidChange(from: old, to: new)
                    }) ?? []
        }

        package func stopObserving() {
            NotificationCenter.default.removeObserver(self)
            geometryObservations = []
        }

        package func setBottomInsets(content: Double, indicator: Double) {
            scrollView?.contentInset.bottom = CGFloat(content)
            scrollView?.verticalScrollIndicatorInsets.bottom = CGFloat(indicator)
        }

        package func setContentOffsetY(_ offsetY: Double) {
            scrollView.map {
                $0.setContentOffset(CGPoint(x: $0.contentOffset.x, y: CGFloat(offsetY)), animated: false)
            }
        }

        package func animate(_ animation: KeyboardAnimation, changes: @escaping () -> Void) {
            UIView.animate(
                withDuration: animation.duration, delay: 0,
                options: [
                    UIView.AnimationOptions(rawValue: animation.animationOptionsRawValue),
                    .beginFromCurrentState,
                ],
                animations: changes)
        }

        package func scheduleGeometryRead() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.scheduledGeometryReadIsDue()
            }
        }
    }
#endif
