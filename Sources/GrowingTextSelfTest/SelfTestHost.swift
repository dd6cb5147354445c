import GrowingTextCore

/// What runs the self-test's scenarios: a growing text view (alone, or in the first row of a table of
/// growing cells), with the app's delegate around it, that performs steps and reports what it shows.
///
/// The tests implement it over the stand-ins of UIKit; the demo app over a real `GrowingTextView` in
/// a window. A host only performs and reads: whether the scenario passes is the runner's
/// (``GrowingTextSelfTest/run(_:on:report:)``).
public protocol SelfTestHost: AnyObject {
    /// Replaces the view (and its table) with a new one set up for a scenario, being edited, with no
    /// text, laid out.
    ///
    /// - Parameter configuration: The scenario's configuration.
    func start(_ configuration: GrowingTextSelfTest.Configuration)

    /// Performs a step, then lets the run loop turn until layout settles.
    ///
    /// - Parameter step: The step.
    func perform(_ step: GrowingTextSelfTest.Step)

    /// What the view shows now; the counts in it add up from ``start(_:)``.
    func read() -> GrowingTextSelfTest.Reading
}

extension GrowingTextSelfTest {
    /// What a ``SelfTestHost`` reads from its view, in points.
    public struct Reading: Hashable, Sendable {
        /// The view's laid-out height (UIKit: `bounds.height`).
        public var height: Double
        /// The line height of the view's font.
        public var lineHeight: Double
        /// The text container's top and bottom insets, together.
        public var verticalInsets: Double
        /// The size of a pixel (1 / the display scale): the tolerance of a height.
        public var pixel: Double
        /// Whether scrolling is on.
        public var isScrollEnabled: Bool
        /// Whether the caret is entirely inside the view's visible bounds.
        public var isCaretVisible: Bool
        /// The text.
        public var text: String
        /// How far the content is scrolled from its top (UIKit: `contentOffset.y` plus
        /// `adjustedContentInset.top`).
        public var distanceFromTop: Double
        /// The height of the view's table row less the cell's vertical margins, or `nil` when the
        /// view is in no table.
        public var rowContentHeight: Double?
        /// Whether the system's Reduce Motion setting is on.
        public var reducesMotion: Bool
        /// How many times the app's `textViewDidChange(_:)` was called.
        public var textDidChangeCalls: Int
        /// How many times scrolling switched from off to on.
        public var scrollingSwitchesOn: Int
        /// How many height changes animated.
        public var animatedHeightChanges: Int
        /// How many of the edits the host made as the user the platform did not report as a change
        /// (UIKit: no `textDidChangeNotification`): such a step is not what a user does, and the
        /// scenario cannot say anything about the code.
        public var unreportedEdits: Int

        /// Creates a reading.
        public init(
            height: Double, lineHeight: Double, verticalInsets: Double, pixel: Double, isScrollEnabled: Bool,
            isCaretVisible: Bool, text: String, distanceFromTop: Double, rowContentHeight: Double?,
            reducesMotion: Bool, textDidChangeCalls: Int, scrollingSwitchesOn: Int,
            animatedHeightChanges: Int,
            unreportedEdits: Int
        ) {
            self.height = height
            self.lineHeight = lineHeight
            self.verticalInsets = verticalInsets
            self.pixel = pixel
            self.isScrollEnabled = isScrollEnabled
            self.isCaretVisible = isCaretVisible
            self.text = text
            self.distanceFromTop = distanceFromTop
            self.rowContentHeight = rowContentHeight
            self.reducesMotion = reducesMotion
            self.textDidChangeCalls = textDidChangeCalls
            self.scrollingSwitchesOn = scrollingSwitchesOn
            self.animatedHeightChanges = animatedHeightChanges
            self.unreportedEdits = unreportedEdits
        }
    }
}
