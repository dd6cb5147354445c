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
        /// Whether the system's Reduce Motion setting is on (UIKit's
        /// `UIAccessibility.isReduceMotionEnabled`); `false` by default. When on, no height change
        /// animates, whatever ``animatesHeightChange`` says.
        public var reducesMotion: Bool
        /// Whether SwiftUI hosts the view (`GrowingTextEditor`); `false` by default. SwiftUI sizes
        /// the view and animates that size as the app's transaction says, so the view never animates
        /// its own height there: a UIKit animation would run outside the transaction.
        public var isHostedBySwiftUI: Bool
        /// What VoiceOver announces when the maximum length cuts the user's input; `nil` (the default)
        /// announces "Character limit reached: *N*." (English; set your own to localize it). An empty
        /// string announces nothing.
        public var maximumLengthAnnouncement: String?
        /// The most height the host's screen leaves the view, in the host's units (the rows of a
        /// terminal below a header); `nil` (the default) for none. The view never grows taller,
        /// whatever ``growth`` allows: it is one more maximum, normalised as
        /// ``GrowthPolicy/maximumHeight`` is (0 or below, NaN or +infinity: no limit), and a minimum
        /// above it is lowered to it.
        public var availableHeight: Double?

        /// Creates a configuration; every parameter has the default described on its property.
        ///
        /// - Parameters:
        ///   - growth: The growth limits.
        ///   - editing: The editing rules.
        ///   - animatesHeightChange: Whether edits animate height changes.
        ///   - animationDuration: The animation duration in seconds.
        ///   - caretMargin: The space kept around a revealed caret; `nil` for the bottom inset.
        ///   - reducesMotion: Whether the system's Reduce Motion setting is on.
        ///   - isHostedBySwiftUI: Whether SwiftUI hosts (and animates) the view.
        ///   - maximumLengthAnnouncement: What VoiceOver announces when the maximum length cuts input;
        ///     `nil` for the default English text.
        ///   - availableHeight: The most height the screen leaves the view; `nil` for none.
        public init(
            growth: GrowthPolicy = GrowthPolicy(),
            editing: EditingPolicy = EditingPolicy(),
            animatesHeightChange: Bool = true,
            animationDuration: Double = 0.2,
            caretMargin: Double? = nil,
            reducesMotion: Bool = false,
            isHostedBySwiftUI: Bool = false,
            maximumLengthAnnouncement: String? = nil,
            availableHeight: Double? = nil
        ) {
            self.growth = growth
            self.editing = editing
            self.animatesHeightChange = animatesHeightChange
            self.animationDuration = animationDuration
            self.caretMargin = caretMargin
            self.reducesMotion = reducesMotion
            self.isHostedBySwiftUI = isHostedBySwiftUI
            self.maximumLengthAnnouncement = maximumLengthAnnouncement
            self.availableHeight = availableHeight
        }

        /// The growth limits the controller resolves with: ``growth`` under ``availableHeight``.
        var resolvedGrowth: GrowthPolicy { growth.limited(toHeight: availableHeight) }

        /// Whether a height change the user's editing causes animates: only when the app wants it,
        /// Reduce Motion is off and the view is not hosted by SwiftUI. (A zero or bad
        /// ``animationDuration`` also turns animation off.)
        public var animatesEditingHeightChange: Bool {
            animatesHeightChange && !reducesMotion && !isHostedBySwiftUI
        }

        /// What VoiceOver announces when the maximum length cuts the user's input, or `nil` for
        /// nothing: ``maximumLengthAnnouncement`` when set and not empty, else the default English
        /// text; `nil` without a maximum length or with an empty announcement.
        public var maximumLengthCutAnnouncement: String? {
            guard let limit = editing.maximumLength else { return nil }
            guard let custom = maximumLengthAnnouncement else {
                return "Character limit reached: \(max(limit, 0))."
            }
            return custom.isEmpty ? nil : custom
        }

        /// The margin actually kept around a revealed caret: ``caretMargin`` when set, else the
        /// bottom inset; negative or non-finite counts as 0.
        var effectiveCaretMargin: Double {
            (caretMargin ?? growth.insets.bottom).nonNegativeFiniteOrZero
        }
    }
}
