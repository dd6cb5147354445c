// Stand-ins for SwiftUI types newer than the iOS 16.5 SDK that CI compiles against (see README.md).

/// SwiftUI's `ScrollPosition` (iOS 18).
public struct ScrollPosition {
    /// Creates a position.
    public init() {}
}

/// SwiftUI's `ScrollGeometry` (iOS 18).
public struct ScrollGeometry {
    /// Creates a geometry.
    public init() {}
}

/// SwiftUI's `TextSelection` (iOS 18).
public struct TextSelection {
    /// Creates a selection.
    public init() {}
}
