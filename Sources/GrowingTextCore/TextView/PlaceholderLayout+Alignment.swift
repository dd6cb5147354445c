extension PlaceholderLayout {
    /// A paragraph alignment, as UIKit's `NSTextAlignment` names them.
    package enum TextAlignment: Hashable, Sendable {
        /// The leading edge of the layout direction: left in left-to-right, right in right-to-left.
        case natural
        /// Always the left edge.
        case left
        /// Centred.
        case center
        /// Always the right edge.
        case right
        /// Both edges; a last (or only) line sits at the leading edge, like ``natural``.
        case justified
    }

    /// A layout or writing direction (UIKit's `UIUserInterfaceLayoutDirection`,
    /// `NSWritingDirection`).
    package enum LayoutDirection: Hashable, Sendable {
        /// Left to right.
        case leftToRight
        /// Right to left (Arabic, Hebrew).
        case rightToLeft
    }

    /// How the placeholder is aligned: where the user's first character would appear.
    package struct Alignment: Hashable, Sendable {
        /// The label's alignment, always physical: ``TextAlignment/left``, ``TextAlignment/center``
        /// or ``TextAlignment/right``.
        package var textAlignment: TextAlignment
        /// The placeholder paragraph's base writing direction, so its punctuation and mixed-direction
        /// runs read in the view's direction.
        package var writingDirection: LayoutDirection

        /// Creates an alignment.
        ///
        /// - Parameters:
        ///   - textAlignment: The physical alignment.
        ///   - writingDirection: The base writing direction.
        package init(textAlignment: TextAlignment, writingDirection: LayoutDirection) {
            self.textAlignment = textAlignment
            self.writingDirection = writingDirection
        }
    }

    /// The placeholder's alignment for the text's alignment and the view's layout direction.
    ///
    /// An empty text view puts the caret at the leading edge of its layout direction (from its
    /// semantic content attribute) when its alignment is natural, so the placeholder starts there
    /// too: on the right in a right-to-left layout. Left, right and centre are physical and kept; a
    /// justified paragraph's only line sits at the leading edge.
    ///
    /// - Parameters:
    ///   - textAlignment: The text view's alignment.
    ///   - layoutDirection: The view's effective layout direction.
    /// - Returns: The physical alignment and base writing direction for the placeholder.
    package static func alignment(textAlignment: TextAlignment, layoutDirection: LayoutDirection) -> Alignment
    {
        let leading: TextAlignment = layoutDirection == .rightToLeft ? .right : .left
        let physical: TextAlignment
        switch textAlignment {
        case .natural, .justified: physical = leading
        case .left, .center, .right: physical = textAlignment
        }
        return Alignment(textAlignment: physical, writingDirection: layoutDirection)
    }
}
