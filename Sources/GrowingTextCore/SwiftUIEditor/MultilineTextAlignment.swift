/// SwiftUI's `multilineTextAlignment` (leading, center, trailing: edges that follow the layout
/// direction) as the paragraph alignment a text view takes.
package enum MultilineTextAlignment: Hashable, Sendable {
    /// The layout direction's leading edge.
    case leading
    /// Centred.
    case center
    /// The layout direction's trailing edge.
    case trailing

    /// The text view's alignment: leading is ``PlaceholderLayout/TextAlignment/natural`` (the text's
    /// own writing direction, as a text view aligns by default), trailing the physical edge opposite
    /// the layout direction's leading one.
    ///
    /// - Parameter layoutDirection: The environment's layout direction.
    /// - Returns: The paragraph alignment.
    package func textAlignment(in layoutDirection: PlaceholderLayout.LayoutDirection)
        -> PlaceholderLayout.TextAlignment
    {
        switch self {
        case .leading: .natural
        case .center: .center
        case .trailing: layoutDirection == .rightToLeft ? .left : .right
        }
    }
}
