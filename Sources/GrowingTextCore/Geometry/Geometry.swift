/// A point in the core's coordinate space, in points (or terminal cells), y growing downwards.
///
/// The core has its own small geometry types so it runs where CoreGraphics does not; the UIKit shell
/// converts to and from `CGPoint`, `CGSize` and `CGRect` at its edge.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; larger values are lower on screen.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle given by its origin (top-left corner) and its size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent; a negative width or height is treated as empty by ``isEmpty``.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The smallest y coordinate (the top edge).
    public var minY: Double { origin.y }
    /// The largest y coordinate (the bottom edge).
    public var maxY: Double { origin.y + size.height }
    /// The width of the rectangle.
    public var width: Double { size.width }
    /// The height of the rectangle.
    public var height: Double { size.height }

    /// Whether the rectangle encloses no area: zero, negative or non-finite width or height.
    public var isEmpty: Bool {
        !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite)
    }

    /// Whether every coordinate is a finite number (not NaN, not infinite).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap in an area.
    ///
    /// A rectangle that is empty or has a non-finite coordinate overlaps nothing, so the result is
    /// `nil` for it; this keeps the operation symmetric when NaN is involved.
    public func intersection(_ other: Rect) -> Rect? {
        guard isFinite, other.isFinite, !isEmpty, !other.isEmpty else { return nil }
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Distances inset from the four edges of a rectangle, like `UIEdgeInsets`.
public struct Insets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets; every edge defaults to zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = Insets()

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
}
