// The UIKit and SwiftUI shells ask GrowingTextCore for every decision; an app that imports
// GrowingText gets the core's types (GrowthPolicy, Rect, ...) without a second import.
@_exported import GrowingTextCore
