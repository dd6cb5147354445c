#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// Keeps a chat's message list docked to a composer that rides on the keyboard: the list fills
    /// the screen behind the composer, its bottom inset follows the composer's top edge on every
    /// layout pass (the keyboard's animation, each frame of an interactive dismissal, the composer
    /// growing), and a list scrolled to its bottom stays there, so the last message stays in view.
    ///
    /// It is a host of the core's `ComposerDocking`: it reads the list's and the composer's frames and
    /// applies the insets and offset the core returns. Pin the composer's bottom to
    /// `view.keyboardLayoutGuide.topAnchor` (iOS 15+) and let the list reach the bottom of the view:
    ///
    /// ```swift
    /// composerBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    /// collectionView.keyboardDismissMode = .interactive
    /// docking = GrowingComposerDocking(list: collectionView, composer: composerBar)
    ///
    /// override func viewDidLayoutSubviews() {
    ///     super.viewDidLayoutSubviews()
    ///     docking.layoutDidChange()
    /// }
    /// ```
    ///
    /// Calling ``layoutDidChange()`` from the layout pass docks the list in the same frame as the
    /// composer moves. The helper also observes the composer's position and size itself, so a frame
    /// changed outside the view controller's layout pass is followed too, once, at the end of the turn
    /// of the main run loop (not when the layout pass already docked it, and never per frame of a
    /// scroll inside the composer). Use it instead of a
    /// ``KeyboardInsetAdjuster`` on the same list: the composer already accounts for the keyboard.
    /// It holds the list and the composer weakly; list and composer must share a superview chain.
    @MainActor
    public final class GrowingComposerDocking {
        /// The message list; `nil` once it was deallocated.
        public private(set) weak var list: UIScrollView?
        /// The composer bar docked to the keyboard; `nil` once it was deallocated.
        public private(set) weak var composer: UIView?

        /// The space between the last message and the composer, in points; 8 by default.
        public var spacing: CGFloat {
            get { CGFloat(adapter.spacing) }
            set { adapter.spacing = Double(newValue) }
        }

        private lazy var adapter = ComposerDockingAdapter(surface: self)
        private var observations: [NSKeyValueObservation] = []

        /// Creates a docking helper and applies the current layout.
        ///
        /// - Parameters:
        ///   - list: The message list (a table or collection view); held weakly.
        ///   - composer: The composer bar, docked to the keyboard layout guide; held weakly.
        public init(list: UIScrollView, composer: UIView) {
            self.list = list
            self.composer = composer
            adapter.attach()
        }

        /// Docks the list to the composer where it is now; call it from `viewDidLayoutSubviews()`.
        public func layoutDidChange() {
            adapter.layoutDidChange()
        }
    }

    // The bindings of the core's `ComposerDockingSurface` to UIKit: each reads or writes one UIKit
    // property or calls one UIKit method. What happens when is the adapter's.
    extension GrowingComposerDocking: @preconcurrency ComposerDockingSurface {
        package var dockingGeometry: ComposerDocking.Geometry? {
            guard let list, let composer, let container = list.superview else { return nil }
            return ComposerDocking.Geometry(
                viewport: Viewport(list), contentInsetBottom: Double(list.contentInset.bottom),
                listMaxY: Double(list.frame.maxY),
                composerMinY: Double(composer.convert(composer.bounds, to: container).minY))
        }

        package func startObserving() {
            observations =
                composer?.observePositionAndSize(
                    centerDidChange: { [weak self] old, new in
                        self?.adapter.composerCenterDidChange(from: old, to: new)
                    },
                    sizeDidChange: { [weak self] old, new in
                        self?.adapter.composerBoundsDidChange(from: old, to: new)
                    }) ?? []
        }

        package func setBottomInset(_ inset: Double) {
            list?.contentInset.bottom = CGFloat(inset)
            list?.verticalScrollIndicatorInsets.bottom = CGFloat(inset)
        }

        package func setContentOffsetY(_ offsetY: Double) {
            list.map {
                $0.setContentOffset(CGPoint(x: $0.contentOffset.x, y: CGFloat(offsetY)), animated: false)
            }
        }

        package func scheduleDocking() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.scheduledDockingIsDue()
            }
        }
    }
#endif
