extension GrowthPolicy {
    /// Where the content sits inside a growing view whose minimum height is taller than the content.
    ///
    /// The UIKit shell exposes this as `GrowingTextView.VerticalAlignment`. It only matters while the
    /// view is held open by its minimum; once the content fills the view there is no slack to
    /// distribute. Nested in ``GrowthPolicy`` so that it never clashes with SwiftUI's
    /// `VerticalAlignment` in a file that imports both.
    public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
        /// The content starts at the top of the view (a plain `UITextView`).
        case top
        /// The slack is split evenly above and below the content (rounded down to a whole pixel above).
        case center
        /// The content rests on the bottom of the view, as in a chat bubble.
        case bottom
    }
}
