#if canImport(UIKit)
import CoreGraphics
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
#endif
