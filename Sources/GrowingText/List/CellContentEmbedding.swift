#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// Tells a cell when its text view begins and ends editing (UIKit's
    /// `textDidBeginEditingNotification` and `textDidEndEditingNotification`), so its coordinator
    /// knows which row is being edited. Both cells (table and collection) hold one.
    @MainActor
    final class CellEditingObserver: NSObject {
        private let handler: @MainActor (_ isEditing: Bool) -> Void

        /// Starts observing; stops when released.
        ///
        /// - Parameters:
        ///   - textView: The cell's text view.
        ///   - handler: Called with `true` when editing begins, `false` when it ends.
        init(textView: GrowingTextView, handler: @escaping @MainActor (_ isEditing: Bool) -> Void) {
            self.handler = handler
            super.init()
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(didBegin), name: UITextView.textDidBeginEditingNotification,
                object: textView)
            center.addObserver(
                self, selector: #selector(didEnd), name: UITextView.textDidEndEditingNotification,
                object: textView)
        }

        @objc private func didBegin() {
            handler(true)
        }

        @objc private func didEnd() {
            handler(false)
        }
    }

    extension UIView {
        /// Adds a growing text view to this cell content view, pinned to its layout margins.
        ///
        /// The bottom constraint is just below required, so the temporary height a list gives a cell
        /// while it sizes it never conflicts with it. The text view has a clear background (the cell's
        /// adapter turns its height animation off: the list applies the change). Both cells (table
        /// and collection) use it.
        ///
        /// - Parameter textView: The text view to add.
        func embedGrowingTextView(_ textView: GrowingTextView) {
            textView.translatesAutoresizingMaskIntoConstraints = false
            textView.backgroundColor = .clear
            addSubview(textView)
            let margins = layoutMarginsGuide
            let bottom = textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            bottom.priority = .required - 1
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                textView.topAnchor.constraint(equalTo: margins.topAnchor),
                bottom,
            ])
        }
    }
#endif
