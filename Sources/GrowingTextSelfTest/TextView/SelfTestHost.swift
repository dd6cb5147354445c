import GrowingTextCore

/// What runs the self-test's scenarios: a growing text view (alone, or in the first row of a table or
/// a collection view of growing cells), with the app's delegate around it, that performs steps and
/// reports what it shows.
///
/// The tests implement it over the stand-ins of UIKit; the demo app over a real `GrowingTextView` in
/// a window. It starts a view, being edited, with no text, laid out (``ScenarioHost/start(_:)``), then
/// performs steps and reads; whether the scenario passes is the player's
/// (``SelfTest/run(_:on:report:)``). When the platform does not do what a step needs (an
/// edit made as the keyboard makes it that UIKit does not report as a change, an API the OS version
/// lacks), the host says so in ``SelfTest/Reading/platformShortfalls``, and the scenario stops in
/// that phase: the phases before it keep their verdicts (``SelfTest/run(_:on:report:)``).
public protocol SelfTestHost: ScenarioHost where Kind == SelfTest.ViewKind {}

extension SelfTest {
    /// What a ``SelfTestHost`` reads from its view, in points.
    public struct Reading: SelfTestReading {
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
        /// The height of the view's row (table row or collection item) less the cell's vertical
        /// margins, or `nil` when the view is in no list or its cell shows no row of it (its row was
        /// deleted).
        public var rowContentHeight: Double?
        /// Whether the system's Reduce Motion setting is on.
        public var reducesMotion: Bool
        /// How many times the app's `textViewDidChange(_:)` was called.
        public var textDidChangeCalls: Int
        /// How many of those calls came while the host was making an edit as the user (UIKit
        /// reporting the user's edit, or the view reporting its own change of it, such as a cut);
        /// the others came from the app's or the system's steps (text set in code, editing ending).
        public var textDidChangeCallsDuringUserEdits: Int
        /// How many characters the text had at each of the app's `textViewDidChange(_:)` calls, in
        /// order (as many as ``textDidChangeCalls``).
        public var textDidChangeCharacterCounts: [Int]
        /// How many times the height of the view's row changed, as the host saw it between run loop
        /// turns.
        public var rowHeightChanges: Int
        /// Whether the view is being edited (first responder).
        public var isEditing: Bool
        /// How many committed frames showed a new text of the row in a row still at its old height
        /// (``SelfTest/Step/setRowTextFromMainQueue(_:)``).
        public var framesWithTheRowAtItsOldHeight: Int
        /// How many times scrolling switched from off to on.
        public var scrollingSwitchesOn: Int
        /// How many height changes animated.
        public var animatedHeightChanges: Int
        /// How many placeholders show in the view: labels with text that are not hidden.
        public var placeholdersShowing: Int
        /// What the platform did not do that the steps needed, one sentence each, in order: an edit
        /// made as the user that UIKit did not report as a change (no `textDidChangeNotification`),
        /// an API this OS version lacks. A scenario with any stops in that phase
        /// (``SelfTestReading/platformShortfalls``).
        public var platformShortfalls: [String]
        /// Which variant of a behaviour recorded in `docs/UIKitBehaviours.md` the host saw UIKit
        /// follow, one sentence each, starting with its identifier:
        /// - L14: whether the list's data source configured its cells while they were in the list
        ///   (``SelfTest/cellsJoiningList(inList:outside:)``);
        /// - I6: which object the typing's undo actions target
        ///   (``SelfTest/TypingUndoTarget``);
        /// - L13: whether the list fits the edited row's cell again when a key resizes its row
        ///   (``SelfTest/cellFittings(keysResizingRow:fitted:)``);
        /// - I2: whether the text view being edited resigned when the app deleted or reloaded its row
        ///   (``SelfTest/editedRowRemoval(resigned:removal:)``);
        /// - L12: where Core Animation's commits fall between main-queue blocks
        ///   (``SelfTest/mainQueueCommits(betweenBlocksEnqueuedTogether:beforeABlocksOwnBlock:)``).
        public var observations: [String]
        /// Whether the view's undo manager can undo anything.
        public var canUndo: Bool
        /// Whether the host found the typing's undo actions registered with objects of UIKit's own
        /// on the window's undo manager (``SelfTest/Step/findTypingUndoTarget``), out of
        /// the view's reach when text is set in code.
        public var typingUndosAreOutOfReach: Bool
        /// How many updates of the list (`beginUpdates()`/`endUpdates()`,
        /// `performBatchUpdates(_:completion:)`) started while the list ran another or its data
        /// source configured a cell, since the scenario began (behaviour L6).
        public var listUpdatesInsideUpdates: Int
        /// The text the app's last `textViewDidEndEditing(_:)` saw, from any text view of the
        /// scenario, or `nil` when editing has not ended since the scenario began.
        public var lastEndedEditingText: String?

        /// Creates a reading.
        public init(
            height: Double, lineHeight: Double, verticalInsets: Double, pixel: Double, isScrollEnabled: Bool,
            isCaretVisible: Bool, text: String, distanceFromTop: Double, rowContentHeight: Double?,
            reducesMotion: Bool, textDidChangeCalls: Int, textDidChangeCallsDuringUserEdits: Int,
            scrollingSwitchesOn: Int, animatedHeightChanges: Int, placeholdersShowing: Int = 0,
            platformShortfalls: [String], observations: [String] = [], canUndo: Bool = false,
            typingUndosAreOutOfReach: Bool = false, textDidChangeCharacterCounts: [Int] = [],
            rowHeightChanges: Int = 0, isEditing: Bool = true, framesWithTheRowAtItsOldHeight: Int = 0,
            listUpdatesInsideUpdates: Int = 0, lastEndedEditingText: String? = nil
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
            self.textDidChangeCallsDuringUserEdits = textDidChangeCallsDuringUserEdits
            self.scrollingSwitchesOn = scrollingSwitchesOn
            self.animatedHeightChanges = animatedHeightChanges
            self.placeholdersShowing = placeholdersShowing
            self.platformShortfalls = platformShortfalls
            self.observations = observations
            self.canUndo = canUndo
            self.typingUndosAreOutOfReach = typingUndosAreOutOfReach
            self.textDidChangeCharacterCounts = textDidChangeCharacterCounts
            self.rowHeightChanges = rowHeightChanges
            self.isEditing = isEditing
            self.framesWithTheRowAtItsOldHeight = framesWithTheRowAtItsOldHeight
            self.listUpdatesInsideUpdates = listUpdatesInsideUpdates
            self.lastEndedEditingText = lastEndedEditingText
        }
    }
}
