import GrowingTextCore
import Testing

/// A stand-in for the `UITextView` a `GrowingTextView` is: it implements the same
/// ``GrowingTextViewSurface`` the UIKit class implements, and calls the production
/// ``GrowingTextViewAdapter`` from each modelled UIKit callback, in UIKit's order. Nothing of the
/// view's wiring is re-implemented here: the stand-in models UIKit, the adapter is the shell.
///
/// Text is laid out in fixed-width characters (ASCII and CJK, one UTF-16 unit each), wrapped at the
/// width; each line is `fragmentHeight` tall, or taller when it holds an attachment (B24), at any
/// width. Every modelled behaviour cites its source and grade (`docs/UIKitBehaviours.md`); those
/// graded C, or B with a contradicting source, follow ``UIKitVariant`` or a test argument (V10, V11):
///
/// - B1-B26: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class TextViewStandIn: GrowingTextViewSurface {
    let variant: UIKitVariant
    /// UIKit's uncertain choices: ``variant`` and the other facts of the process, and the timing of
    /// each event (V5, V6).
    let choices: Choices
    private(set) lazy var adapter = GrowingTextViewAdapter(surface: self)

    // The view's properties as the app sets them.
    var viewConfiguration: GrowingTextController.Configuration
    var placeholderText: String?

    // The text system.
    var text = ""
    /// The caret, as a UTF-16 offset.
    var caret = 0
    var markedRange: Range<Int>?
    var width = 300.0
    var characterWidth = 10.0
    var insets: Insets
    /// The font's line height.
    var fontLineHeight: Double
    /// How far one line of the typing font is from the next: the font's line height shaped by the
    /// paragraph style, line spacing included (B23).
    var fragmentHeight: Double
    /// The part of ``fragmentHeight`` that is the paragraph style's `lineSpacing`, which V10 places.
    var lineSpacing = 0.0
    /// Where TextKit puts the line spacing (V10): a test argument, not a ``UIKitVariant``.
    var lineSpacingPlacement = LineSpacingPlacement.insideFragments
    /// The height of an attachment (U+FFFC, ``attachment``), or `nil`: a line holding one is as tall as
    /// the taller of it and the font's line, plus the line spacing (B24).
    var attachmentHeight: Double?
    /// How many layouts of a copy of the text at another width the adapter asked for (B25).
    var sizingLayouts = 0
    var isEditing = true
    /// Whether the view is in a window; out of one it gets no layout pass of the display cycle (I2).
    var isInWindow = true
    /// Whether the input mode is dictation (UIKit: `textInputMode?.primaryLanguage == "dictation"`).
    var isDictating = false
    /// Whether ``dictate(_:inputModeSaysDictation:)`` runs, whatever the input mode says (B20: on
    /// iOS 17 and later the input mode is reported to keep the keyboard's language).
    private(set) var isDictationRunning = false
    /// How many times the caret was read, each a TextKit 2 layout up to it (B22).
    var caretReads = 0
    /// Every edit of the text storage, as the range it left in the new text (B17).
    var storageEdits: [Range<Int>] = []

    // The scroll view.
    var boundsHeight = 0.0
    var contentOffsetY = 0.0
    var contentInsetTop = 0.0
    var isScrollEnabled = false
    /// The height the surrounding constraints allow at most (B5), or `nil`.
    var squeezedHeight: Double?
    /// The constant of a height constraint the app added, or `nil`.
    var appHeightConstraint: Double?
    /// Whether the view is laid out by its frame (autoresizing masks), and its frame's height.
    var usesFrameLayout = false
    var frameHeight = 0.0
    var needsLayout = true
    /// Whether the next pass runs `updateConstraints` (B2): at first, and after an invalidation of
    /// the intrinsic size; activating a constraint does not set it.
    var needsUpdateConstraints = true
    var isInLayout = false
    var isInAnimation = false
    var completionScheduled = false
    /// Whether the adapter asked for ``GrowingTextViewAdapter/undoHistoryEndIsDue()`` on the next turn.
    var undoHistoryEndScheduled = false
    /// Passes left before the bounds follow a new intrinsic height (V5).
    private var passesBeforeBoundsFollow = 0
    /// Whether the intrinsic size was invalidated since a layout pass last read it (B1).
    private var isIntrinsicSizeInvalid = true
    /// The intrinsic height as the last layout pass after an invalidation read it (B1).
    private var readIntrinsicHeight = 0.0
    /// Every change of the bounds' height, and whether it happened inside an animation (B15).
    var boundsHeightChanges: [(to: Double, animated: Bool)] = []

    // The app around the view.
    /// Whether the app's delegate accepts edits in `shouldChangeTextIn` (B6).
    var appAcceptsEdits = true
    /// What the app's delegate answers to `textViewShouldEndEditing(_:)`, which UIKit asks inside
    /// `resignFirstResponder()` (B27).
    var appAnswersShouldEndEditing = true
    /// How many times the app's `textViewShouldEndEditing(_:)` was asked.
    private(set) var shouldEndEditingAsks = 0
    /// What the app does in its `textViewDidChange(_:)`: here, it changes a layout of its own (a
    /// character counter), which the next layout pass applies.
    var appChangesLayoutOnTextChange = false
    private var appLayoutChangePending = false
    /// The app's layout changes, and whether each was applied inside an animation (B15).
    var appLayoutChangesAnimated: [Bool] = []
    /// What else the app does in its `textViewDidChange(_:)` (sets the text in code, lays out), with
    /// the view as it is then.
    var appReactsToTextChange: ((TextViewStandIn) -> Void)?
    /// The container (a cell) the view is in, told of height changes.
    var container: ((HeightChange, _ byEditing: Bool) -> Void)?
    /// The run loop of the list whose cell holds the view, which the view's turns turn: its commits
    /// lay the view out, its main queue runs the view's layout completions in order with the list's
    /// own work (L12); `nil` for a view on its own, whose run loop is modelled by ``turnRunLoop()``.
    var runLoop: MainRunLoopStandIn?
    /// For a view on its own, the container's own work on the main queue (a host that applies a new
    /// height on its next turn), run after the view's layout completion, before the next layout pass
    /// (L12); returns whether there was any.
    var containerQueueWork: (() -> Bool)?
    /// What the view's own change hook tells (the SwiftUI editor's adapter), once per change.
    var onTextDidSettle: (() -> Void)?

    // What happened.
    var log: [String] = []
    /// Every call the adapter makes that writes through the surface, in order, with its arguments,
    /// while recording (`[]`): what a refactoring of the adapter must leave as it is (the explorer's
    /// `trace` command compares two builds' traces); `nil`, not recorded, by default.
    var surfaceTrace: [String]?
    var heightNotifications: [(from: Double, to: Double, duringLayout: Bool, boundsHeight: Double)] = []
    var heightChanges: [HeightChange] = []
    var containerResizes: [(change: HeightChange, byEditing: Bool, duringLayout: Bool)] = []
    /// The app's `textViewDidChange(_:)` calls, with the text each one saw.
    var appTextDidChange: [String] = []
    var announcements: [String] = []
    /// Every replacement the view made itself (``replaceText(inUTF16:with:)``), with the marked text
    /// at the time and whether the undo manager was undoing or redoing.
    var viewReplacements: [ViewReplacement] = []
    /// How many undo steps ran over a text other than the one they were registered for: text set in
    /// code has replaced it since (I1), and the view did not end the history.
    var undoStepsOverOtherText = 0
    /// Counts the texts set in code that changed the text: an undo step registered under another
    /// count was registered for another text (I1).
    private var textEpoch = 0
    /// Every edit of the text storage (B17), with whether the view made it itself.
    var processedEdits: [ProcessedEdit] = []
    /// Set while the view makes a replacement of its own.
    private var isViewReplacing = false
    /// Set while the app's `text` setter edits the storage.
    private var isAppSettingText = false
    /// How many times the view settled a change (told the app's delegate or its change hook) while
    /// the undo manager was still running a group's steps: an undo is one change, settled once its
    /// steps have all run (B26).
    var changesSettledWhileUndoing = 0
    /// How many times the view settled a change while it was still making a replacement of its own
    /// (``replaceText(inUTF16:with:)``): it reports its own replacement once, when it is made.
    var changesSettledInsideOwnReplacement = 0
    /// Set while the adapter's call of ``replaceText(inUTF16:with:)`` runs.
    private var isInOwnReplacement = false
    /// Every time the layout the view forces before it animates a new height (B15) moved the bounds
    /// to that height, from and to: that layout is for what the app changed before, and the new
    /// height reaches the bounds inside the animation.
    var boundsChangesBeforeAnimation: [(from: Double, to: Double)] = []
    var animations: [(root: HeightAnimationRoot, duration: Double)] = []
    var frameHeightWrites: [Double] = []
    /// Every switch of scrolling, in order.
    var scrollEnabledChanges: [Bool] = []
    var isPlaceholderHidden = false
    var placeholderHint: String?

    convenience init(
        configuration: GrowingTextController.Configuration = TextViewStandIn.configuration(),
        variant: UIKitVariant = .common
    ) {
        self.init(configuration: configuration, choices: Choices(uikit: variant))
    }

    /// A view whose uncertain behaviours follow `choices`, shared with the other stand-ins of the
    /// process.
    init(configuration: GrowingTextController.Configuration, choices: Choices) {
        self.choices = choices
        variant = choices.uikit
        postsUndoGroupEnd = choices.postsUndoGroupEnd
        storageEditsPostNotification = choices.storageEditsPostNotification
        usesWindowsUndoManager = choices.sharesUndoManagerWithWindow
        typingUndoTarget = choices.typingUndoTarget
        viewConfiguration = configuration
        fontLineHeight = configuration.growth.lineHeight
        fragmentHeight = configuration.growth.lineHeight
        insets = configuration.growth.insets
        adapter.viewDidInitialize()
    }

    static func configuration(
        minimumLines: Int = 1, maximumLines: Int? = 5, maximumLength: Int? = nil,
        alignment: GrowthPolicy.VerticalAlignment = .top, trims: Bool = false
    ) -> GrowingTextController.Configuration {
        GrowingTextController.Configuration(
            growth: GrowthPolicy(
                minimumNumberOfLines: minimumLines, maximumNumberOfLines: maximumLines,
                insets: Insets(top: 8, bottom: 8), lineHeight: 20, verticalAlignment: alignment),
            editing: EditingPolicy(maximumLength: maximumLength, trimsWhitespaceOnEndEditing: trims))
    }

    var controller: GrowingTextController { adapter.controller }

    // MARK: Layout model

    func charactersPerLine(atWidth width: Double) -> Int {
        // An unbounded width (measuring before the first layout) holds any line.
        max(1, Int(min((width - insets.horizontal) / characterWidth, 1_000_000)))
    }

    /// The wrapped lines before UTF-16 offset `offset` are counted to place the caret.
    func lineIndex(ofOffset offset: Int) -> Int {
        let perLine = charactersPerLine(atWidth: width)
        let before = String(decoding: Array(text.utf16.prefix(offset)), as: UTF16.self)
        let paragraphs = before.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = 0
        for paragraph in paragraphs.dropLast() {
            lines += max(1, (paragraph.count + perLine - 1) / perLine)
        }
        return lines + (paragraphs.last?.count ?? 0) / perLine
    }

    func lineCount(atWidth width: Double) -> Int {
        let perLine = charactersPerLine(atWidth: width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
            $0 + max(1, ($1.count + perLine - 1) / perLine)
        }
    }

    /// The attachment character: an `NSTextAttachment` in the text storage (B24).
    static let attachment: Character = "\u{FFFC}"

    /// How far each wrapped line at `width` is from the next, top first, at most `count` of them:
    /// ``fragmentHeight``, or more for a line holding an attachment (B24).
    func lineSteps(atWidth width: Double, upTo count: Int = .max) -> [Double] {
        guard let attachmentHeight else {
            return Array(repeating: fragmentHeight, count: min(count, lineCount(atWidth: width)))
        }
        let perLine = charactersPerLine(atWidth: width)
        let tallStep = max(fragmentHeight - lineSpacing, attachmentHeight) + lineSpacing
        var steps: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            var start = 0
            repeat {
                guard steps.count < count else { return steps }
                let end = min(start + perLine, characters.count)
                steps.append(characters[start..<end].contains(Self.attachment) ? tallStep : fragmentHeight)
                start = end
            } while start < characters.count
        }
        return steps
    }

    /// The text's height at `width`, without the insets: every line's step, less the last line's
    /// spacing where the content leaves it out (V10).
    func textHeight(atWidth width: Double) -> Double {
        let steps =
            attachmentHeight == nil
            ? Double(lineCount(atWidth: width)) * fragmentHeight : lineSteps(atWidth: width).reduce(0, +)
        return lineSpacingPlacement.contentHasTrailingSpacing ? steps : steps - lineSpacing
    }

    /// The line fragments at `width` as TextKit gives them, at most `count` of them: each starts
    /// where the line above ends, and is as tall as its step, less the line spacing where the
    /// spacing lies between fragments (V10).
    func lineFragmentFrames(atWidth width: Double, upTo count: Int) -> [LineFragmentFrame] {
        var top = 0.0
        return lineSteps(atWidth: width, upTo: count).map { step in
            defer { top += step }
            return LineFragmentFrame(
                minY: top, height: lineSpacingPlacement.fragmentHasSpacing ? step : step - lineSpacing)
        }
    }

    var lineCount: Int { lineCount(atWidth: width) }
    var contentHeight: Double { insets.vertical + textHeight(atWidth: width) }
    var intrinsicHeight: Double { adapter.intrinsicHeight }

    var caretRect: Rect {
        let line = lineIndex(ofOffset: caret)
        let top =
            attachmentHeight == nil
            ? Double(line) * fragmentHeight : lineSteps(atWidth: width, upTo: line).reduce(0, +)
        return Rect(x: 0, y: insets.top + top, width: 2, height: fragmentHeight)
    }

    /// Whether the caret is inside the bounds, as the user sees it.
    var caretIsVisible: Bool {
        caretRect.minY >= contentOffsetY - 0.001 && caretRect.maxY <= contentOffsetY + boundsHeight + 0.001
    }

    /// The largest offset UIKit lets the content rest at.
    var maximumContentOffsetY: Double { max(-contentInsetTop, contentHeight - boundsHeight) }

    // MARK: GrowingTextViewSurface: reading

    func isAttachmentCharacter(atUTF16Offset offset: Int) -> Bool {
        let units = Array(text.utf16)
        return units.indices.contains(offset) && units[offset] == 0xFFFC
    }

    var currentText: String { text }
    var isUndoingOrRedoing: Bool { isUndoing || isRedoing }
    var markedTextUTF16Range: Range<Int>? { markedRange }

    var configuration: GrowingTextController.Configuration {
        var configuration = viewConfiguration
        configuration.growth.lineHeight = fontLineHeight
        return configuration
    }

    /// The typing attributes' line: as tall as a laid-out fragment, line spacing included (B23).
    var typingLineHeight: Double { fragmentHeight }

    func scrollState(readingCaret: Bool) -> GrowingTextController.ScrollState {
        if readingCaret { caretReads += 1 }  // B22: a layout of TextKit 2 up to the caret, and its rect
        return GrowingTextController.ScrollState(
            bounds: Size(width: width, height: boundsHeight), contentOffsetY: contentOffsetY,
            adjustedContentInset: Insets(top: contentInsetTop), caret: readingCaret ? caretRect : nil)
    }

    func measure(atWidth measuringWidth: Double) -> GrowingTextController.Measurement {
        let perLine = charactersPerLine(atWidth: measuringWidth)
        let placeholderLines = placeholderText.map { ($0.count + perLine - 1) / perLine } ?? 0
        return GrowingTextController.Measurement(
            width: measuringWidth, contentHeight: insets.vertical + textHeight(atWidth: measuringWidth),
            placeholderHeight: placeholderLines > 0
                ? insets.vertical + Double(placeholderLines) * fontLineHeight : 0,
            isTextEmpty: text.isEmpty)
    }

    /// The view's own layout, at its width.
    func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame] {
        lineFragmentFrames(atWidth: width, upTo: count)
    }

    /// A separate layout of a copy of the text at another width (B25), counted.
    func lineFragmentFrames(upTo count: Int, atWidth measuringWidth: Double) -> [LineFragmentFrame] {
        sizingLayouts += 1
        return lineFragmentFrames(atWidth: measuringWidth, upTo: count)
    }

    var boundsWidth: Double { width }
    var appHeightConstraintConstant: Double? { appHeightConstraint }
    var animationRoots: (hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool) {
        (false, isInWindow, isInWindow)
    }

    /// The app's delegate's `textViewShouldEndEditing(_:)` (B27), counted.
    var appAllowsEndingEditing: Bool { askAppShouldEndEditing() }

    private func askAppShouldEndEditing() -> Bool {
        shouldEndEditingAsks += 1
        return appAnswersShouldEndEditing
    }

    // MARK: GrowingTextViewSurface: writing

    private func trace(_ call: @autoclosure () -> String) {
        surfaceTrace?.append(call())
    }

    func setScrollEnabled(_ isEnabled: Bool) {
        trace("setScrollEnabled(\(isEnabled))")
        if isEnabled, !isScrollEnabled, variant.scrollToggleResetsOffset {
            contentOffsetY = 0  // B4
        }
        isScrollEnabled = isEnabled
        scrollEnabledChanges.append(isEnabled)
    }

    func setContentInsetTop(_ top: Double) {
        trace("setContentInsetTop(\(top))")
        contentInsetTop = top  // B11
    }

    func setContentOffsetY(_ offsetY: Double) {
        trace("setContentOffsetY(\(offsetY))")
        contentOffsetY = offsetY
    }

    func invalidateIntrinsicHeight() {
        trace("invalidateIntrinsicHeight")
        isIntrinsicSizeInvalid = true  // B1
        needsUpdateConstraints = true  // B2
        needsLayout = true
        passesBeforeBoundsFollow = choices.passesToSettle - 1  // V5
    }

    func setAppHeightConstraintConstant(_ height: Double) {
        trace("setAppHeightConstraintConstant(\(height))")
        appHeightConstraint = height
        needsLayout = true  // B2: a constraint's new constant is laid out in a pass
    }

    func setFrameHeight(_ height: Double) {
        trace("setFrameHeight(\(height))")
        frameHeight = height
        frameHeightWrites.append(height)
    }

    func setNeedsLayout() {
        trace("setNeedsLayout")
        needsLayout = true
    }

    func layoutIfNeeded(_ root: HeightAnimationRoot) {
        trace("layoutIfNeeded(\(root))")
        let before = boundsHeight
        runLayoutPasses()
        // A height applied before (a change measured before its cut) may still reach the bounds here;
        // the one being applied, which the controller has and the view does not answer yet, may not.
        let new = controller.height
        if boundsHeight != before, abs(boundsHeight - new) <= 0.5, abs(intrinsicHeight - new) > 0.5 {
            boundsChangesBeforeAnimation.append((before, boundsHeight))
        }
    }

    func animateLayout(of root: HeightAnimationRoot, duration: Double) {
        trace("animateLayout(\(root), \(duration))")
        if isInLayout {
            StandInFailures.record("the view animated a height change inside its layoutSubviews (B12, B15)")
        }
        animations.append((root, duration))
        isInAnimation = true
        runLayoutPasses()  // B15
        isInAnimation = false
    }

    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        trace("replaceText(\(range), \(replacement.debugDescription))")
        if isDictating || isDictationRunning {
            StandInFailures.record("the view changed the text while dictation runs (B20)")
        }
        if let markedRange {
            StandInFailures.record("the view changed the text storage while \(markedRange) is marked (B28)")
        }
        guard range.upperBound <= text.utf16.count else {
            StandInFailures.record(
                "the view replaced \(range) outside a text of \(text.utf16.count) units (B19)")
            return
        }
        viewReplacements.append(
            ViewReplacement(
                range: range, replacement: replacement, markedRange: markedRange,
                whileUndoing: isUndoing || isRedoing))
        let removed = String(decoding: Array(text.utf16)[range], as: UTF16.self)
        isInOwnReplacement = true
        defer { isInOwnReplacement = false }
        isViewReplacing = true
        replace(range, with: replacement, registersUndo: false)  // B18: no delegate call
        isViewReplacing = false
        postStorageEditNotification()
        let left = range.lowerBound..<(range.lowerBound + replacement.utf16.count)
        // As `GrowingTextView` binds it: an object of the view's own that the action keeps alive, the
        // view held weakly (I8).
        registerUndo(target: .viewsUndoTarget) { [unowned self] in
            guard !isReleased else { return }
            adapter.undoReplacement(inUTF16: left, restoring: removed)
        }
    }

    func setCaret(atUTF16Offset offset: Int) {
        trace("setCaret(\(offset))")
        caret = offset
    }

    func setPlaceholder(isHidden: Bool, accessibilityHint: String?) {
        trace("setPlaceholder(\(isHidden), \(accessibilityHint ?? "nil"))")
        isPlaceholderHidden = isHidden
        placeholderHint = accessibilityHint
    }

    func announce(_ announcement: String) {
        trace("announce(\(announcement.debugDescription))")
        announcements.append(announcement)
    }

    func scheduleLayoutCompletion() {
        trace("scheduleLayoutCompletion")
        completionScheduled = true
        // A view its cell dropped meanwhile completes nothing.
        runLoop?.async { [weak self] in
            guard let self else { return }
            completionScheduled = false
            adapter.layoutDidComplete()
        }
    }

    func scheduleUndoHistoryEnd() {
        trace("scheduleUndoHistoryEnd")
        guard let runLoop else {
            undoHistoryEndScheduled = true
            return
        }
        runLoop.async { [unowned self] in adapter.undoHistoryEndIsDue() }
    }

    /// The end of an undo group, handed to the adapter on the next turn (B26).
    private func deliverUndoGroupEnd() {
        guard let runLoop else {
            undoGroupEndDelivered = true
            return
        }
        runLoop.async { [unowned self] in adapter.undoGroupDidEnd() }
    }

    func notifyWillChangeHeight(_ change: HeightChange) {
        trace("notifyWillChangeHeight(\(change))")
        log.append("willChangeHeight")
        heightChanges.append(change)
    }

    func notifyDidChangeHeight(_ change: HeightChange) {
        trace("notifyDidChangeHeight(\(change))")
        log.append("didChangeHeight")
        heightNotifications.append((change.from, change.to, isInLayout, boundsHeight))
    }

    func resizeContainer(for change: HeightChange, byEditing: Bool) {
        trace("resizeContainer(\(change), \(byEditing))")
        containerResizes.append((change, byEditing, isInLayout))
        container?(change, byEditing)
    }

    func notifyTextDidChange() {
        trace("notifyTextDidChange")
        if isInLayout {
            // What an app does there (a counter, a send button, its table's update) invalidates
            // layout inside the pass, which loops unless it is a no-op (B12).
            StandInFailures.record(
                "the app's textViewDidChange(_:) ran inside the view's layoutSubviews (B12)")
        }
        if isUndoing || isRedoing { changesSettledWhileUndoing += 1 }
        if isInOwnReplacement { changesSettledInsideOwnReplacement += 1 }
        appDelegateTextDidChange()
    }

    func notifyTextDidSettle() {
        trace("notifyTextDidSettle")
        if isUndoing || isRedoing { changesSettledWhileUndoing += 1 }
        if isInOwnReplacement { changesSettledInsideOwnReplacement += 1 }
        onTextDidSettle?()
    }

    // MARK: UIKit's side

    /// The user pastes `pasted` over the selection at the caret (B6).
    func paste(_ pasted: String) {
        type(pasted)
    }

    /// An edit of the text storage, whoever makes it: the characters change, the caret follows,
    /// UIKit's undo manager registers the inverse unless told not to (B19), and the storage reports
    /// the edited range and the change in length to its delegate and observers (B17).
    func replace(_ range: Range<Int>, with replacement: String, registersUndo: Bool = true) {
        guard range.lowerBound >= 0, range.upperBound <= text.utf16.count else {
            StandInFailures.record("an edit of \(range) outside a text of \(text.utf16.count) units")
            return
        }
        var units = Array(text.utf16)
        let removed = String(decoding: units[range], as: UTF16.self)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        text = String(decoding: units, as: UTF16.self)
        caret = range.lowerBound + replacement.utf16.count
        if let marked = markedRange {
            if range.upperBound <= marked.lowerBound, range.upperBound < marked.lowerBound || !range.isEmpty {
                let shift = replacement.utf16.count - range.count
                markedRange = (marked.lowerBound + shift)..<(marked.upperBound + shift)
            } else if range.lowerBound < marked.upperBound {
                markedRange = nil  // B7: an edit of marked text ends the marking
            }
        }
        if registersUndo {
            let left = range.lowerBound..<(range.lowerBound + replacement.utf16.count)
            registerUndo(target: typingUndoTarget, isUIKits: true) { [unowned self] in
                replace(left, with: removed)
                reportTextChange()
            }
        }
        if variant.editInvalidatesIntrinsicSize {
            isIntrinsicSizeInvalid = true  // B16
            needsLayout = true
        }
        storageEdits.append(range.lowerBound..<(range.lowerBound + replacement.utf16.count))
        processedEdits.append(
            ProcessedEdit(
                editedRange: range.lowerBound..<(range.lowerBound + replacement.utf16.count),
                changeInLength: replacement.utf16.count - range.count, byView: isViewReplacing,
                byAppsSetter: isAppSettingText, keepsText: removed == replacement))
        adapter.textStorageDidProcessEditing(
            editedRange: range.lowerBound..<(range.lowerBound + replacement.utf16.count),
            changeInLength: replacement.utf16.count - range.count)  // B17
    }

    // MARK: UIKit's undo manager (B19)

    /// One registered inverse, with the target it was registered with (I5).
    struct UndoStep {
        /// The object an undo action is registered with (I5).
        enum Target: CustomTestStringConvertible {
            /// UIKit's private text machinery, for the view's own edits (keys, paste, autocorrection).
            case textSystem
            /// The view's text storage, for the view's own edits (I6).
            case textStorage
            /// The view itself, for UIKit's own edits in one variant (I6).
            case view
            /// The app's own action, on an undo manager shared with the window.
            case app
            /// An object of the view's own that each action registered with it keeps alive, for
            /// ``replaceText(inUTF16:with:)``: never a freed target (I8).
            case viewsUndoTarget

            var testDescription: String {
                switch self {
                case .textSystem: "UIKit's own objects"
                case .textStorage: "the text storage"
                case .view: "the view"
                case .app: "the app"
                case .viewsUndoTarget: "the view's own undo target"
                }
            }
        }

        var target: Target
        /// Whether UIKit registered it, for the view's own edits (B19).
        var isUIKits = false
        var run: () -> Void
        /// The text it was registered for (I1): the count of texts set in code then.
        var textEpoch = 0
    }

    /// An edit of the text storage as the storage reports it (B17), whether the view made it or the
    /// app's `text` setter, and whether it left the characters as they were (the same text set again).
    struct ProcessedEdit {
        var editedRange: Range<Int>
        var changeInLength: Int
        var byView: Bool
        var byAppsSetter = false
        var keepsText = false
    }

    /// A replacement the view made in its text storage, and the state it made it in.
    struct ViewReplacement {
        var range: Range<Int>
        var replacement: String
        var markedRange: Range<Int>?
        var whileUndoing: Bool
    }

    private var undoGroups: [[UndoStep]] = []
    private var redoGroups: [[UndoStep]] = []
    /// Whether the view's undo manager is the window's, which the app registers its own actions
    /// with (I5): a test argument, not a ``UIKitVariant``.
    var usesWindowsUndoManager = false
    /// The window's undo manager is the view's only while the view is in it: out of a window the
    /// responder chain reaches none, and `undoManager` is nil (I9).
    var sharesUndoManagerWithWindow: Bool { usesWindowsUndoManager && isInWindow }
    var hasUndoManager: Bool { !usesWindowsUndoManager || isInWindow }
    /// The target UIKit registers the inverses of the view's own edits with (I6): its private text
    /// machinery, the view's text storage or the view; a test argument, not a ``UIKitVariant``.
    var typingUndoTarget = UndoStep.Target.textSystem
    /// Whether the app let the view go (its screen popped) while its undo manager is the window's,
    /// which lives on (``release()``).
    private(set) var isReleased = false
    /// How many of the app's own undo actions ran.
    private(set) var appUndoActionsRun = 0
    /// The group of the event being handled; UIKit's undo manager groups one event's registrations.
    private var openGroup: [UndoStep]?
    var isUndoing = false
    var isRedoing = false
    /// Whether the undo manager posted the end of a group (B26), which `GrowingTextView` hands to
    /// the adapter on the next turn of the main queue, off whatever queue posted it.
    private var undoGroupEndDelivered = false
    /// Whether an edit of the text storage made in code posts `textDidChangeNotification` (V13): a
    /// test argument, not a ``UIKitVariant``.
    var storageEditsPostNotification = false

    /// V13: an edit of the text storage made in code posts the notification (never the delegate's
    /// `textViewDidChange(_:)`, B18), or nothing.
    private func postStorageEditNotification() {
        if storageEditsPostNotification { adapter.textDidChange() }
    }

    /// Whether the view hears the undo manager's `NSUndoManagerDidUndoChange`/`DidRedoChange` after
    /// it ran a group (B26), or never (V11): a test argument, not a ``UIKitVariant``.
    var postsUndoGroupEnd = true

    /// Undo and redo build the group of the other stack in `openGroup`, as an event does.
    private func registerUndo(target: UndoStep.Target, isUIKits: Bool = false, _ run: @escaping () -> Void) {
        let step = UndoStep(target: target, isUIKits: isUIKits, run: run, textEpoch: textEpoch)
        if openGroup != nil {
            openGroup?.append(step)
        } else {
            undoGroups.append([step])
            redoGroups.removeAll()
        }
    }

    /// One event of the run loop: what it registers for undo is one group (B19).
    func event(_ body: () -> Void) {
        guard openGroup == nil else { return body() }
        openGroup = []
        body()
        if let group = openGroup, !group.isEmpty {
            undoGroups.append(group)
            redoGroups.removeAll()
        }
        openGroup = nil
    }

    /// The view's undo manager forgets its actions (B19; I1: they outlive text set in code), the
    /// app's too when it is the window's (I5); the group of the event being handled stays open and
    /// lands on the stack when the event ends (I12).
    func removeAllUndoActions() {
        trace("removeAllUndoActions")
        guard hasUndoManager else { return }  // I9
        checkUndoManagerIsNotRunning()
        undoGroups.removeAll()
        redoGroups.removeAll()
    }

    /// The view's undo manager forgets the actions registered with the view, its text storage or its
    /// own undo target (I5, I6, I8), as `GrowingTextView` binds it; a group left empty goes.
    func removeUndoActionsTargetingView() {
        trace("removeUndoActionsTargetingView")
        guard hasUndoManager else { return }  // I9
        checkUndoManagerIsNotRunning()
        undoGroups = Self.removingViewTargets(from: undoGroups)
        redoGroups = Self.removingViewTargets(from: redoGroups)
    }

    /// The undo manager forgets the actions registered with `target`
    /// (`removeAllActions(withTarget:)`), as the self-test's host removes them to find the typing's
    /// target (I6); a group left empty goes.
    func removeUndoActions(targeting target: UndoStep.Target) {
        undoGroups = undoGroups.map { $0.filter { $0.target != target } }.filter { !$0.isEmpty }
        redoGroups = redoGroups.map { $0.filter { $0.target != target } }.filter { !$0.isEmpty }
    }

    /// I7: removing actions while the undo manager undoes or redoes can raise; recorded as a
    /// failure.
    private func checkUndoManagerIsNotRunning() {
        if isUndoing || isRedoing {
            StandInFailures.record("undo actions removed while the undo manager undoes or redoes (I7)")
        }
    }

    private static func removingViewTargets(from groups: [[UndoStep]]) -> [[UndoStep]] {
        groups.map { group in group.filter { ![.view, .textStorage, .viewsUndoTarget].contains($0.target) } }
            .filter { !$0.isEmpty }
    }

    /// The app registers an action of its own with the view's undo manager, which must share the
    /// window's (I5); undoing it counts ``appUndoActionsRun`` and registers nothing.
    func registerAppUndoAction() {
        precondition(sharesUndoManagerWithWindow, "the app registers with the window's undo manager")
        registerUndo(target: .app) { [unowned self] in appUndoActionsRun += 1 }
    }

    /// The app lets the view go (a popped screen) while the window and its undo manager live on (I5,
    /// I8): UIKit takes the actions it registered for the view's edits with it, as a text view must
    /// for its own targets (NSTextView removes those of its text storage, ORM #6669; what UIKit does
    /// is C). An undo then runs in the window (a shake in another field) with what is left.
    func release() {
        precondition(usesWindowsUndoManager, "only the window's undo manager outlives the view")
        isReleased = true
        undoGroups = undoGroups.map { $0.filter { !$0.isUIKits } }.filter { !$0.isEmpty }
        redoGroups = redoGroups.map { $0.filter { !$0.isUIKits } }.filter { !$0.isEmpty }
    }

    var canUndo: Bool { !undoGroups.isEmpty }
    /// How many groups the undo manager can undo, and redo.
    var undoDepth: (undo: Int, redo: Int) { (undoGroups.count, redoGroups.count) }
    var canRedo: Bool { !redoGroups.isEmpty }

    /// The user undoes (shake, three-finger swipe, ⌘Z): the last group's inverses, last first, each
    /// reported like a typed key; what they register goes to the redo stack (B19); then the undo
    /// manager posts the end of the group (B26, V11). Without `layout`, the next event (a key, a
    /// paste) comes in the same turn, before any layout pass.
    func undo(layout: Bool = true) {
        guard let group = undoGroups.popLast() else { return }
        isUndoing = true
        redoGroups.append(running(group))
        isUndoing = false
        if postsUndoGroupEnd {
            deliverUndoGroupEnd()
        }
        if layout { turnRunLoop() }
    }

    /// The user redoes: the last redo group's inverses, reported like a typed key (B19), then the end
    /// of the group (B26, V11).
    func redo() {
        guard let group = redoGroups.popLast() else { return }
        isRedoing = true
        undoGroups.append(running(group))
        isRedoing = false
        if postsUndoGroupEnd {
            deliverUndoGroupEnd()
        }
        turnRunLoop()
    }

    /// Runs a group's steps last first; returns what they registered, the other stack's group. A
    /// step whose target was freed raises on a device (I8): recorded as a failure, not run.
    private func running(_ group: [UndoStep]) -> [UndoStep] {
        openGroup = []
        for step in group.reversed() {
            guard !isReleased || (step.target != .view && step.target != .textStorage) else {
                StandInFailures.record(
                    "an undo action's target, \(step.target.testDescription), was freed (I8)")
                continue
            }
            if step.target != .app, step.textEpoch != textEpoch {
                undoStepsOverOtherText += 1  // I1
            }
            step.run()
        }
        defer { openGroup = nil }
        return openGroup ?? []
    }

    /// The app's `textViewDidChange(_:)`.
    private func appDelegateTextDidChange() {
        log.append("textViewDidChange")
        appTextDidChange.append(text)
        if appChangesLayoutOnTextChange {
            appLayoutChangePending = true
            needsLayout = true
        }
        appReactsToTextChange?(self)
    }

    /// A change UIKit reports: the delegate's `textViewDidChange` and the notification, in V3's order.
    func reportTextChange() {
        if variant.notificationBeforeDelegate {
            adapter.textDidChange()
            appDelegateTextDidChange()
        } else {
            appDelegateTextDidChange()
            adapter.textDidChange()
        }
    }

    /// The user types (or pastes) `typed` at the caret (B6), then the run loop turns.
    func type(_ typed: String, layout: Bool = true) {
        edit(caret..<caret, with: typed, layout: layout)
    }

    /// The user deletes backward.
    func deleteBackward() {
        guard caret > 0 else { return }
        edit((caret - 1)..<caret, with: "")
    }

    func edit(_ range: Range<Int>, with replacement: String, layout: Bool = true) {
        guard appAcceptsEdits else { return }  // B6: the app's delegate refused
        event {
            replace(range, with: replacement)
            reportTextChange()
        }
        uikitScrollsToCaret()
        if layout { turnRunLoop() }
    }

    /// The user cuts (or deletes) the selection `range` (B6).
    func cut(_ range: Range<Int>) {
        edit(range, with: "")
    }

    /// Autocorrection replaces the word in `range` (B6: one multi-character replacement).
    func autocorrect(_ range: Range<Int>, with correction: String) {
        edit(range, with: correction)
    }

    /// A hardware keyboard's Return: `insertText("\n")` through the same path as a key (B6).
    func pressReturn() {
        type("\n")
    }

    /// The app calls `insertText(_:)` (a custom emoji panel): an undoable edit at the caret that UIKit
    /// tells as V1 says (B18).
    func appInsertText(_ inserted: String) {
        event {
            replace(caret..<caret, with: inserted)
            reportCodeEdit()
        }
        turnRunLoop()
    }

    /// The app edits the text storage (a mention picker): no delegate call, no undo registration, the
    /// notification as V13 says; the storage still reports the edit (B17, B18).
    func appEditTextStorage(_ range: Range<Int>, with replacement: String) {
        let kept = caret
        replace(range, with: replacement, registersUndo: false)
        postStorageEditNotification()
        // A caret after the edit moves with the text after it; one inside the replaced range ends up
        // after the replacement, never before the text's start.
        caret =
            kept <= range.lowerBound
            ? kept
            : kept >= range.upperBound
                ? kept + replacement.utf16.count - range.count : range.lowerBound + replacement.utf16.count
        turnRunLoop()
    }

    /// What UIKit tells of an edit made by code through the text input methods (V1).
    private func reportCodeEdit() {
        switch variant.codeEditReport {
        case .notificationAndDelegate: reportTextChange()
        case .nothing: break
        case .notificationOnly: adapter.textDidChange()
        }
    }

    /// Dictation (B20): a placeholder (U+FFFC) at the caret while the speech is recognised, then
    /// each result replaces what stood there; every step is reported like a key but without
    /// `shouldChangeTextIn`, and the input mode is dictation until the last result is in, then
    /// changes. With `inputModeSaysDictation` false, the input mode keeps the keyboard's language
    /// throughout and does not change at the end (iOS 17 and later, as reported; B20 says where).
    func dictate(_ results: [String], inputModeSaysDictation: Bool = true) {
        isDictationRunning = true
        isDictating = inputModeSaysDictation
        var range = caret..<caret
        for piece in ["\u{FFFC}"] + results {
            event {
                replace(range, with: piece)
                reportTextChange()
            }
            range = range.lowerBound..<(range.lowerBound + piece.utf16.count)
            turnRunLoop()
        }
        isDictationRunning = false
        guard inputModeSaysDictation else { return }
        isDictating = false
        inputModeDidChange()
        turnRunLoop()
    }

    /// The input mode changed (UIKit's `UITextInputMode.currentInputModeDidChangeNotification`).
    private func inputModeDidChange() {
        adapter.inputModeDidChange()
    }

    /// An iOS 17 inline prediction (B21): the suggested rest of the word shows as marked text after
    /// the caret, reported like any marked text (B7).
    func predict(_ suggestion: String) {
        event {
            let range = markedRange ?? caret..<caret
            let kept = caret
            replace(range, with: suggestion)
            markedRange = range.lowerBound..<(range.lowerBound + suggestion.utf16.count)
            caret = min(kept, range.lowerBound)
            reportTextChange()
        }
        turnRunLoop()
    }

    /// The user types `key` while a prediction shows: the key replaces the prediction as committed
    /// text and a new prediction is marked after it, in one reported edit (B21).
    func typeWhilePredicting(_ key: String, nextPrediction: String) {
        event {
            let range = markedRange ?? caret..<caret
            markedRange = nil
            replace(range, with: key + nextPrediction)
            let start = range.lowerBound + key.utf16.count
            markedRange = start..<(start + nextPrediction.utf16.count)
            caret = start
            reportTextChange()
        }
        turnRunLoop()
    }

    /// The user accepts the prediction (space or tap): it becomes text (B7's commit).
    func acceptPrediction() {
        guard let range = markedRange else { return }
        let suggestion = String(decoding: Array(text.utf16)[range], as: UTF16.self)
        commit(suggestion)
    }

    /// The user types on past the prediction, or moves: it is removed (B21).
    func dropPrediction() {
        commit("")
    }

    /// Return while a prediction is marked (B21, V9): UIKit accepts it or drops it, then inserts the
    /// newline, each reported.
    func pressReturnWhilePredicting(accepts: Bool) {
        if accepts { acceptPrediction() } else { dropPrediction() }
        pressReturn()
    }

    /// B3: UIKit scrolls to the caret on its own, with the bounds as they are (V6).
    private func uikitScrollsToCaret() {
        guard isScrollEnabled, !caretIsVisible, choices.uikitScrollsToCaret else { return }
        let caretRect = caretRect
        contentOffsetY = caretRect.minY < contentOffsetY ? caretRect.minY : caretRect.maxY - boundsHeight
    }

    /// An input method puts `marked` in place of the marked range or the caret (B7).
    func compose(_ marked: String) {
        event {
            let range = markedRange ?? caret..<caret
            replace(range, with: marked)
            markedRange = range.lowerBound..<(range.lowerBound + marked.utf16.count)
            reportTextChange()
        }
        turnRunLoop()
    }

    /// The user picks the final text for the composition (B7).
    func commit(_ final: String) {
        guard let range = markedRange else { return }
        event {
            markedRange = nil
            replace(range, with: final)
            reportTextChange()
        }
        turnRunLoop()
    }

    /// The app sets the text in code (B8, V7): the view's `text` setter tells the adapter before
    /// and after UIKit's own setter. With `nestingSetters`, UIKit's `text` setter runs the view's
    /// overridden `attributedText` setter (V12, unsourced), whose hooks then run inside
    /// the outer ones, the notification (if any) after the inner setter returned.
    func setText(_ newText: String, layout: Bool = true, nestingSetters: Bool = false) {
        if newText != text { textEpoch += 1 }
        adapter.textWillBeSetInCode()
        if nestingSetters { adapter.textWillBeSetInCode() }
        markedRange = nil
        isAppSettingText = true
        replace(0..<text.utf16.count, with: newText, registersUndo: false)  // B17
        isAppSettingText = false
        if nestingSetters { adapter.textWasSetInCode() }
        if variant.codeTextPostsNotification {
            adapter.textDidChange()
        }
        adapter.textWasSetInCode()
        if layout { turnRunLoop() }
    }

    /// The user scrolls the text: each frame moves the offset, and UIScrollView lays itself out
    /// (B22).
    func scroll(frames: Int, by step: Double) {
        for _ in 0..<frames {
            contentOffsetY += step
            needsLayout = true
            turnRunLoop()
        }
    }

    /// The device rotates: the width changes in the next layout pass (B9).
    func rotate(toWidth newWidth: Double) {
        width = newWidth
        needsLayout = true
        turnRunLoop()
    }

    /// The app sets a font with another line height (B10): the `font` setter.
    func changeContentSize(lineHeight: Double) {
        fontLineHeight = lineHeight
        fragmentHeight = lineHeight
        adapter.layoutInputsDidChange()
        turnRunLoop()
    }

    /// Dynamic Type (B13): the traits change, then the font follows in the text storage.
    func changeContentSizeCategory(lineHeight: Double) {
        adapter.traitCollectionDidChange(contentSizeCategoryChanged: true)
        fontLineHeight = lineHeight
        fragmentHeight = lineHeight
        adapter.textStorageDidProcessEditing(editedRange: nil, changeInLength: 0)
        turnRunLoop()
    }

    /// The app sets the placeholder (the `placeholder` setter).
    func setPlaceholder(_ placeholder: String?) {
        placeholderText = placeholder
        adapter.placeholderDidChange()
        turnRunLoop()
    }

    /// The app changes a property of the view that is part of its configuration.
    func configure(_ change: (inout GrowingTextController.Configuration) -> Void) {
        change(&viewConfiguration)
        adapter.configurationDidChange()
        turnRunLoop()
    }

    /// One pass of the layout engine for each pending layout (B1, B2, B12, V5); fails on a loop.
    func runLayoutPasses() {
        var passes = 0
        while needsLayout {
            passes += 1
            guard passes <= 20 else {
                StandInFailures.record("layout loop: more than 20 passes in one turn")
                return
            }
            needsLayout = false
            isInLayout = true
            if needsUpdateConstraints {
                needsUpdateConstraints = false
                adapter.updateConstraints()  // B2
            }
            if appLayoutChangePending {
                appLayoutChangePending = false
                appLayoutChangesAnimated.append(isInAnimation)
            }
            if passesBeforeBoundsFollow > 0 {
                passesBeforeBoundsFollow -= 1
                needsLayout = true
            } else {
                if isIntrinsicSizeInvalid {
                    isIntrinsicSizeInvalid = false
                    readIntrinsicHeight = intrinsicHeight  // B1: read only after an invalidation
                }
                let fitted = appHeightConstraint ?? (usesFrameLayout ? frameHeight : readIntrinsicHeight)
                let height = min(fitted, squeezedHeight ?? .infinity)  // B5
                if height != boundsHeight {
                    boundsHeightChanges.append((height, isInAnimation))
                }
                boundsHeight = height
            }
            adapter.layoutSubviews()
            isInLayout = false
        }
    }

    /// One turn of the run loop: the pending layout passes, then what was scheduled for after them,
    /// until nothing is pending; in a list's cell, the list's run loop (L12).
    func turnRunLoop() {
        if let runLoop {
            runLoop.run()
            return
        }
        for _ in 0..<10 {
            if isInWindow { runLayoutPasses() }  // I2
            let completes = completionScheduled
            completionScheduled = false
            if completes { adapter.layoutDidComplete() }
            let endsUndoHistory = undoHistoryEndScheduled
            undoHistoryEndScheduled = false
            if endsUndoHistory { adapter.undoHistoryEndIsDue() }
            let endsUndoGroup = undoGroupEndDelivered
            undoGroupEndDelivered = false
            if endsUndoGroup { adapter.undoGroupDidEnd() }
            // The main queue runs whatever the pass scheduled before the next pass (L12).
            let containerWorked = containerQueueWork?() ?? false
            guard completes || endsUndoHistory || endsUndoGroup || containerWorked else { return }
        }
        StandInFailures.record("the run loop never settles")
    }

    /// The view appears with some text set in code: the first measurement and layout pass.
    func appear(text initial: String = "") {
        setText(initial)
    }

    /// Editing ends: the view's `resignFirstResponder()` lets the adapter trim, then UIKit's asks
    /// the app's delegate whether editing may end (B27) and, if it may, ends editing, tells the
    /// app's delegate and posts `textDidEndEditingNotification`.
    func endEditing() {
        // One event (a tap elsewhere, the app's button): what the trim registers for undo is one
        // group (B19).
        event {
            adapter.editingWillEnd()
            guard askAppShouldEndEditing() else { return }
            isEditing = false
            log.append("textViewDidEndEditing")
            adapter.editingStateDidChange()
        }
        turnRunLoop()
    }

    /// The view is asked to resign first responder and the app's delegate refuses
    /// (`textViewShouldEndEditing(_:)` returns `false`, Apple doc "textViewShouldEndEditing(_:)"):
    /// the view's `resignFirstResponder()` has told the adapter editing will end, as
    /// ``endEditing()`` does, and UIKit then keeps the view first responder.
    func endEditingRefusedByDelegate() {
        let answer = appAnswersShouldEndEditing
        appAnswersShouldEndEditing = false
        endEditing()
        appAnswersShouldEndEditing = answer
    }
}

/// V10 (C): where TextKit puts a paragraph's `lineSpacing`, which no source settles for iOS: inside
/// each line fragment and in the content's height after the last line too; inside each fragment but
/// not after the last line (the used rectangles leave it out); or between fragments. Source and
/// grade: `docs/UIKitBehaviours.md` V10.
enum LineSpacingPlacement: Hashable, Sendable, CaseIterable, CustomTestStringConvertible {
    case insideFragments
    case insideFragmentsButNotTrailing
    case betweenFragments

    /// Whether a line fragment's rectangle holds its line spacing.
    var fragmentHasSpacing: Bool { self != .betweenFragments }
    /// Whether the content's height holds the last line's spacing.
    var contentHasTrailingSpacing: Bool { self == .insideFragments }

    var testDescription: String {
        switch self {
        case .insideFragments: "spacing in fragments and after the last line"
        case .insideFragmentsButNotTrailing: "spacing in fragments, not after the last line"
        case .betweenFragments: "spacing between fragments"
        }
    }
}
