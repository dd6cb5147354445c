/// How a growing text view sizes itself: its minimum and maximum, its insets, its line height and the
/// display's pixel grid.
///
/// A growing view is as tall as its content, but never shorter than its minimum and never taller than
/// its maximum; past the maximum it scrolls. Limits may be given in lines, in points, or both:
/// the effective minimum is the larger of the two kinds and the effective maximum the smaller (see
/// ``effectiveMinimumHeight`` and ``effectiveMaximumHeight``). Lines become points through
/// ``lineHeight`` (or ``measuredLineHeights``, when the first lines are taller) plus the vertical
/// ``insets``.
///
/// The defaults are a minimum of one line, no maximum, no insets, a line height of 0 (so no line-based
/// limit applies until you give one), a display scale of 1 and top alignment.
///
/// Every property accepts any value. Numbers from the outside world that make no sense are normalised,
/// never trapped on. The line limits follow one rule wherever a growing input takes them
/// (`GrowingTextView`, the SwiftUI editor, the terminal prompt and the notes editor):
/// - ``minimumNumberOfLines`` below 1 counts as 1: the line the caret is on always shows.
/// - ``maximumNumberOfLines`` of `nil`, 0 or below means no line maximum, as `UILabel.numberOfLines`.
/// - A ``minimumNumberOfLines`` above ``maximumNumberOfLines`` is lowered to it.
/// - A ``maximumNumberOfLines`` above 10,000 means no line maximum, and a ``minimumNumberOfLines``
///   above 10,000 counts as 10,000: no screen shows that many lines, and larger views give Auto Layout
///   meaningless sizes.
///
/// The other numbers:
/// - ``minimumHeight`` that is negative, NaN or infinite counts as 0.
/// - ``maximumHeight`` of `nil`, 0 or below, NaN or +infinity means no height maximum.
/// - ``lineHeight`` that is 0, negative, NaN or infinite disables line-based limits (they are ignored
///   and ``GrowthResolution/visibleLines`` is 0).
/// - A ``measuredLineHeights`` entry that is 0, negative, NaN or infinite is replaced by ``lineHeight``.
/// - A negative, NaN or infinite top or bottom inset counts as 0.
/// - ``displayScale`` that is 0, negative, NaN or infinite counts as 1. At a scale so small that a
///   whole pixel is more points than a `Double` holds (a subnormal scale), heights are not rounded.
/// - A minimum above the maximum is lowered to the maximum: the cap always wins, so a composer can
///   never grow over the screen because of a misconfigured minimum.
///
/// Building the policy in a `UITextView` subclass and resolving a measured height once (a view
/// that grows as the user types sends its measurements to a ``GrowingTextController`` instead,
/// which resolves on every change and reports only the heights that really changed, in order):
///
/// ```swift
/// let policy = GrowthPolicy(
///     minimumNumberOfLines: minimumNumberOfLines,
///     maximumNumberOfLines: maximumNumberOfLines,  // 0 means no limit
///     minimumHeight: minimumHeight,
///     maximumHeight: maximumHeight,  // 0 means no limit
///     insets: Insets(top: textContainerInset.top, bottom: textContainerInset.bottom),
///     lineHeight: font?.lineHeight ?? 0,
///     displayScale: traitCollection.displayScale,
///     verticalAlignment: verticalAlignment
/// )
/// let fitting = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
/// let resolution = policy.resolve(contentHeight: fitting.height)  // insets included
/// heightConstraint.constant = resolution.height
/// isScrollEnabled = resolution.scrolls
/// contentInset.top = resolution.contentOffsetY  // where short content sits
/// ```
public struct GrowthPolicy: Hashable, Sendable {
    /// The fewest lines the view shows, even when empty; 1 by default. Below 1 counts as 1.
    public var minimumNumberOfLines: Int
    /// The most lines the view shows before it scrolls; `nil` (the default), 0 or below means no limit.
    public var maximumNumberOfLines: Int?
    /// The smallest height in points, insets included; 0 by default. Negative or non-finite counts as 0.
    public var minimumHeight: Double
    /// The largest height in points, insets included, before the view scrolls; `nil` (the default),
    /// 0 or below, NaN or +infinity means no limit.
    public var maximumHeight: Double?
    /// The text container insets plus any padding; only ``Insets/top`` and ``Insets/bottom`` matter.
    ///
    /// They are added to line-based limits. They are **not** added to the content height you resolve:
    /// that height already includes them, as `UITextView.sizeThatFits(_:)` returns it.
    public var insets: Insets
    /// The height of one line of text in points (`UIFont.lineHeight`); 0 by default, which disables
    /// line-based limits.
    public var lineHeight: Double
    /// The measured heights of the first lines of the current content, top first; empty by default.
    ///
    /// Line-based limits use these for the lines they cover and ``lineHeight`` for the rest, so a
    /// first line made taller by a large emoji or an attachment still leaves room for the promised
    /// number of lines instead of breaking the cap.
    public var measuredLineHeights: [Double]
    /// Pixels per point (`UITraitCollection.displayScale`); heights round up to whole pixels. 1 by
    /// default.
    public var displayScale: Double
    /// Where the content sits when the minimum is taller than the content; ``VerticalAlignment/top``
    /// by default.
    public var verticalAlignment: VerticalAlignment

    /// Creates a growth policy; every parameter has the default described on its property.
    ///
    /// - Parameters:
    ///   - minimumNumberOfLines: The fewest lines shown; below 1 counts as 1.
    ///   - maximumNumberOfLines: The most lines shown before scrolling; `nil`, 0 or below: no limit.
    ///   - minimumHeight: The smallest height in points, insets included.
    ///   - maximumHeight: The largest height in points, insets included; `nil`, 0 or below: no limit.
    ///   - insets: The vertical text container insets and padding.
    ///   - lineHeight: The height of one line in points; 0 disables line-based limits.
    ///   - measuredLineHeights: Measured heights of the first lines, top first.
    ///   - displayScale: Pixels per point.
    ///   - verticalAlignment: Where short content sits inside a taller minimum.
    public init(
        minimumNumberOfLines: Int = 1,
        maximumNumberOfLines: Int? = nil,
        minimumHeight: Double = 0,
        maximumHeight: Double? = nil,
        insets: Insets = .zero,
        lineHeight: Double = 0,
        measuredLineHeights: [Double] = [],
        displayScale: Double = 1,
        verticalAlignment: VerticalAlignment = .top
    ) {
        self.minimumNumberOfLines = minimumNumberOfLines
        self.maximumNumberOfLines = maximumNumberOfLines
        self.minimumHeight = minimumHeight
        self.maximumHeight = maximumHeight
        self.insets = insets
        self.lineHeight = lineHeight
        self.measuredLineHeights = measuredLineHeights
        self.displayScale = displayScale
        self.verticalAlignment = verticalAlignment
    }
}
