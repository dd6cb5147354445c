#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI

    // Initialisers renamed since 0.1.0, kept for one minor version so that the compiler offers the
    // new name (a fix-it) instead of "extra arguments". Each traps if ever reached, which the
    // compiler prevents.
    extension GrowingTextEditor {
        /// Renamed: the line limits take `GrowingTextView`'s names.
        @available(*, unavailable, renamed: "init(_:text:minimumNumberOfLines:maximumNumberOfLines:)")
        public init(_ placeholder: String, text: Binding<String>, minimumLines: Int, maximumLines: Int) {
            fatalError("unavailable")
        }

        /// Renamed: the line limits take `GrowingTextView`'s names.
        @available(*, unavailable, renamed: "init(_:text:minimumNumberOfLines:)")
        public init(_ placeholder: String, text: Binding<String>, minimumLines: Int) {
            fatalError("unavailable")
        }

        /// Renamed: the line limits take `GrowingTextView`'s names.
        @available(*, unavailable, renamed: "init(_:text:maximumNumberOfLines:)")
        public init(_ placeholder: String, text: Binding<String>, maximumLines: Int) {
            fatalError("unavailable")
        }
    }
#endif
