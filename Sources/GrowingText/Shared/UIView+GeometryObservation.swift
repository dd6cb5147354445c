#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension UIView {
        /// Observes the view's `center` and its layer's `bounds` (key-value observation, old and new
        /// values), calling the handlers synchronously on the main actor for every change UIKit makes;
        /// the core's `GeometryChangeCoalescer` makes one read per turn of them.
        ///
        /// - Parameters:
        ///   - centerDidChange: Called with the old and new `center`.
        ///   - sizeDidChange: Called with the old and new size of `bounds` (equal when only the
        ///     origin moved: a scroll).
        /// - Returns: The observations; they end when released.
        func observePositionAndSize(
            centerDidChange: @escaping @MainActor (Point?, Point?) -> Void,
            sizeDidChange: @escaping @MainActor (Size?, Size?) -> Void
        ) -> [NSKeyValueObservation] {
            [
                observe(\.center, options: [.old, .new]) { _, change in
                    onMainActorNow {
                        centerDidChange(change.oldValue.map(Point.init), change.newValue.map(Point.init))
                    }
                },
                layer.observe(\.bounds, options: [.old, .new]) { _, change in
                    onMainActorNow {
                        sizeDidChange(
                            change.oldValue.map { Size($0.size) }, change.newValue.map { Size($0.size) })
                    }
                },
            ]
        }
    }
#endif
