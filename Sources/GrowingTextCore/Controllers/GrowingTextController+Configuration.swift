extension GrowingTextController {
    /// Everything the app configures on one growing text view, as the controller needs it.
    ///
    /// The host rebuilds it whenever a limit, the font (its line height), the text container insets,
    /// the alignment, the display scale or an editing rule changes, and sends it with
    /// ``Event/configurationChanged(_:)``.
    public struct Configuration: Hashable, Sendable {
        /// The limits, line height, insets, display scale and vertical alignment. Its
        /// ``GrowthPolicy/measuredLineHeights`` are ignored: the controller takes the line heights
        /// from each ``Measurement/lineFragmentHeights``.
        public var growth: GrowthPolicy
        /// The maximum length, trimming and placeholder rules.
        public var editing: EditingPolicy
        /// Whether height changes caused by the user's editing animate; `true` by default.
        /// Programmatic changes and the first layout never animate.
        public var animatesHeightChange: Bool
        /// The duration of animated height changes in seconds; 0.2 by default. Zero, negative or
        /// non-finite turns animation off.
        public var animationDuration: Double
        /// The space kept between the caret and the visible edges when the caret is revealed, in the
        /// host's units; `nil` (the default) keeps the bottom text container inset.
        public var caretMargin: Double?

        /// Creates a configuration; every parameter has the default described on its property.
        ///
        /// - Parameters:
        ///   - growth: The growth limits.
        ///   - editing: The editing rules.
        ///   - animatesHeightChange: Whether edits animate height changes.
        ///   - animationDuration: The animation duration in seconds.
        ///   - caretMargin: The space kept around a revealed caret; `nil` for the bottom inset.
        public init(
            growth: GrowthPolicy = GrowthPolicy(),
            editing: EditingPolicy = EditingPolicy(),
            animatesHeightChange: Bool = true,
            animationDuration: Double = 0.2,
            caretMargin: Double? = nil
        ) {
            self.growth = growth
            self.editing = editing
            self.animatesHeightChange = animatesHeightChange
            self.animationDuration = animationDuration
            self.caretMargin = caretMargin
        }

        /// The margin actually kept around a revealed caret: ``caretMargin`` when set, else the
        /// bottom inset; negative or non-finite counts as 0.
        var effectiveCaretMargin: Double {
            (caretMargin ?? growth.insets.bottom).nonNegativeFiniteOrZero
        }
    }
}
