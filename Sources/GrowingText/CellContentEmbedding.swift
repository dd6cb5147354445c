#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension NSObject {
        /// Observes `textView`'s editing beginning and ending, so the coordinator knows which row is
        /// being edited. Both cells (table and collection) use it.
        ///
        /// - Parameters:
        ///   - textView: The cell's text view.
        ///   - began: The cell's method for `textDidBeginEditingNotification`.
        ///   - ended: The cell's method for `textDidEndEditingNotification`.
        func observeEditing(of textView: GrowingTextView, began: Selector, ended: Selector) {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: began, name: UITextView.textDidBeginEditingNotification, object: textView)
            center.addObserver(
                self, selector: ended, name: UITextView.textDidEndEditingNotification, object: textView)
        }
    }

    extension UIView {
        /// Adds a growing text view to this cell content view, pinned to its layout margins.
        ///
        /// The bottom constraint is just below required, so the temporary height a list gives a cell
        /// while it sizes it never conflicts with it. The text view does not animate its height (the
        /// list applies the change) and has a clear background. Both cells (table and collection) use it.
        ///
        /// - Parameter textView: The text view to add.
        func embedGrowingTextView(_ textView: GrowingTextView) {
            textView.translatesAutoresizingMaskIntoConstraints = false
            textView.animatesHeightChange = false
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
