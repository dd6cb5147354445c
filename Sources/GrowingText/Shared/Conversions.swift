#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    // The core speaks Double-based geometry; these conversions are the shell's only translation layer.

    extension Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
        }
    }

    extension CGRect {
        init(_ rect: Rect) {
            self.init(
                x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y),
                width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
        }
    }

    extension Size {
        init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension CGSize {
        init(_ size: Size) {
            self.init(width: CGFloat(size.width), height: CGFloat(size.height))
        }
    }

    extension Point {
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    extension Insets {
        init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left),
                bottom: Double(insets.bottom), right: Double(insets.right))
        }
    }
    extension PlaceholderLayout.TextAlignment {
        init(_ alignment: NSTextAlignment) {
            switch alignment {
            case .left: self = .left
            case .center: self = .center
            case .right: self = .right
            case .justified: self = .justified
            default: self = .natural
            }
        }
    }

    extension NSTextAlignment {
        init(_ alignment: PlaceholderLayout.TextAlignment) {
            switch alignment {
            case .natural: self = .natural
            case .left: self = .left
            case .center: self = .center
            case .right: self = .right
            case .justified: self = .justified
            }
        }
    }

    extension PlaceholderLayout.LayoutDirection {
        init(_ direction: UIUserInterfaceLayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    extension NSWritingDirection {
        init(_ direction: PlaceholderLayout.LayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    extension Viewport {
        /// The scroll view's current geometry, as UIKit reports it.
        @MainActor
        init(_ scrollView: UIScrollView) {
            self.init(
                contentOffset: Point(scrollView.contentOffset), size: Size(scrollView.bounds.size),
                contentInset: Insets(scrollView.adjustedContentInset),
                contentHeight: Double(scrollView.contentSize.height))
        }
    }

    extension UIView {
        /// The first responder among this view and its descendants, if it is a text input.
        var firstResponderTextInput: (UIView & UITextInput)? {
            if isFirstResponder, let input = self as? UIView & UITextInput {
                return input
            }
            for subview in subviews {
                if let input = subview.firstResponderTextInput {
                    return input
                }
            }
            return nil
        }

        /// The caret (the end of the selection) of a text input, in another view's coordinates.
        static func caretRect(of input: UIView & UITextInput, in view: UIView) -> Rect? {
            guard let selection = input.selectedTextRange else { return nil }
            return Rect(input.convert(input.caretRect(for: selection.end), to: view))
        }

        /// The caret of the first responder among a view's descendants, in that view's coordinates.
        static func caretOfFirstResponder(in view: UIView) -> Rect? {
            view.firstResponderTextInput.flatMap { caretRect(of: $0, in: view) }
        }
    }

    extension UIScrollView {
        /// Scrolls vertically to an offset, without animation.
        func setContentOffset(_ offsetY: Double) {
            setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(offsetY)), animated: false)
        }
    }

    extension VisibleCell {
        /// A cell on screen and its row's frame in the list's content coordinates.
        init(cell: UIView, frame: CGRect) {
            self.init(cell: ObjectIdentifier(cell), minY: Double(frame.minY), height: Double(frame.height))
        }
    }
#endif
