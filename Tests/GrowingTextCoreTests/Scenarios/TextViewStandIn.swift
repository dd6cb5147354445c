import GrowingTextCore

/// A stand-in for the UIKit behaviours the `GrowingTextView` shell depends on, driving a
/// `GrowingTextController` the way the shell does: it measures, sends the event and applies the
/// effects, in the order UIKit delivers its callbacks.
///
/// Text is laid out in fixed-width characters (ASCII and CJK, one UTF-16 unit each), wrapped at the
/// width; each line fragment is `fragmentHeight` tall. Every modelled UIKit behaviour cites its
/// source (see /work/shared/reference/uikit-behaviours.md for the full entries):
///
/// - B1 `invalidateIntrinsicContentSize` is read in the next layout pass; the bounds keep their old
///   value until then (Apple doc "invalidateIntrinsicContentSize()"; RSKGrowingTextView.swift L361).
/// - B2 a pass runs `updateConstraints` before `layoutSubviews` (Apple docs "updateConstraints()",
///   "setNeedsLayout()").
/// - B3 UIKit's own caret scroll runs after `textViewDidChange`, asynchronously, before the next
///   layout pass, with the bounds as they are then, and only while scrolling is enabled (ORM #4422
///   [15148548]; PSPDFTextView `ensureCaretIsVisibleWithReplacementText:`; KennethTsang
///   GrowingTextView.swift L117-135).
/// - B4 turning scrolling on may reset `contentOffset.y` to 0 (hanspinckaers/GrowingTextView #87,
///   #98; ORM #18558 [34808621]).
/// - B5 constraints of a higher priority squeeze the view below its intrinsic height (Apple doc
///   "intrinsicContentSize"; InputBarAccessoryView.swift L562-579 adds a height constraint for this).
/// - B6 typed key order: `shouldChangeTextIn` → storage edit → `textViewDidChange` → layout in the
///   next pass (PSPDFTextView #12; RxCocoa `UITextView+Rx.swift` L25-33).
/// - B7 marked text: `textViewDidChange` fires while `markedTextRange != nil`; committing replaces the
///   marked range and clears it (Apple docs "setMarkedText(_:selectedRange:)", "unmarkText()").
///   Whether `shouldChangeTextIn` is asked for marked updates is unsourced, so it is a switch.
/// - B8 text set in code gives no `textViewDidChange` (Apple doc "textViewDidChange(_:)").
/// - B9 a width change (rotation) reaches the view as new bounds in a layout pass (Apple doc
///   "viewWillTransition(to:with:)": the size changes inside the transition's layout).
/// - B10 Dynamic Type changes the font and so the text's height with no edit (Apple doc
///   "adjustsFontForContentSizeCategory"; KennethTsang/GrowingTextView PR #63).
/// - B12 a height invalidated inside `layoutSubviews` triggers another pass, which loops unless it
///   is a no-op (KennethTsang/GrowingTextView.swift L97 and #14).
/// - B11 setting `contentInset` does not move `contentOffset`: unsourced (commonly reported), so the
///   content shifts only when the offset is set too.
/// - B13 Dynamic Type: `UIContentSizeCategory.didChangeNotification` is posted, then the fonts of views
///   that adjust for the content size change (Apple doc "preferredContentSizeCategory"; SLKTextView.m
///   L901-907). Whether the text view's font has changed when the notification and
///   `traitCollectionDidChange` arrive is not documented (traits may change several times before the
///   view updates: Apple Developer Forums thread 738836), so the font changes after them here, as an
///   attribute edit of the text storage (no `font` setter call), the harder order for the shell.
struct TextViewStandIn {
    var controller: GrowingTextController
    var text = ""
    /// The caret, as a UTF-16 offset.
    var caret = 0
    var markedRange: Range<Int>?
    var width = 300.0
    var characterWidth = 10.0
    var insets = Insets(top: 8, bottom: 8)
    var fontLineHeight = 20.0
    /// The real height of one line fragment (line spacing makes it taller than the font's).
    var fragmentHeight = 20.0
    var isEditing = true
    var asksDelegateForMarkedText = true

    var boundsHeight = 0.0
    var contentOffsetY = 0.0
    var contentInsetTop = 0.0
    var isScrollEnabled = false
    var intrinsicHeight = 0.0
    /// The height the surrounding constraints allow at most (B5), or `nil`.
    var squeezedHeight: Double?
    /// The constant of a height constraint the app added, or `nil`.
    var appHeightConstraint: Double?
    var needsLayout = true
    var isInLayout = false
    var completionScheduled = false
    var log: [String] = []
    var heightNotifications: [(from: Double, to: Double, duringLayout: Bool, boundsHeight: Double)] = []
    var heightChanges: [HeightChange] = []
    /// What VoiceOver was told to announce, in order.
    var announcements: [String] = []

    init(configuration: GrowingTextController.Configuration = Self.configuration()) {
        controller = GrowingTextController(configuration: configuration)
        fontLineHeight = configuration.growth.lineHeight
        fragmentHeight = fontLineHeight
        insets = configuration.growth.insets
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

    // MARK: Layout model

    var charactersPerLine: Int { max(1, Int((width - insets.horizontal) / characterWidth)) }

    /// The wrapped lines before UTF-16 offset `offset` are counted to place the caret.
    func lineIndex(ofOffset offset: Int) -> Int {
        let before = String(decoding: Array(text.utf16.prefix(offset)), as: UTF16.self)
        let paragraphs = before.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = 0
        for paragraph in paragraphs.dropLast() {
            lines += max(1, (paragraph.count + charactersPerLine - 1) / charactersPerLine)
        }
        return lines + (paragraphs.last?.count ?? 0) / charactersPerLine
    }

    var lineCount: Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
            $0 + max(1, ($1.count + charactersPerLine - 1) / charactersPerLine)
        }
    }

    var contentHeight: Double { insets.vertical + Double(lineCount) * fragmentHeight }

    var caretRect: Rect {
        Rect(
            x: 0, y: insets.top + Double(lineIndex(ofOffset: caret)) * fragmentHeight, width: 2,
            height: fragmentHeight)
    }

    /// Whether the caret is inside the bounds, as the user sees it.
    var caretIsVisible: Bool {
        caretRect.minY >= contentOffsetY - 0.001 && caretRect.maxY <= contentOffsetY + boundsHeight + 0.001
    }

    /// The largest offset UIKit lets the content rest at.
    var maximumContentOffsetY: Double { max(-contentInsetTop, contentHeight - boundsHeight) }

    var state: GrowingTextController.ScrollState {
        GrowingTextController.ScrollState(
            bounds: Size(width: width, height: boundsHeight), contentOffsetY: contentOffsetY,
            adjustedContentInset: Insets(top: contentInsetTop), caret: isEditing ? caretRect : nil)
    }

    var measurement: GrowingTextController.Measurement {
        GrowingTextController.Measurement(
            width: width, contentHeight: contentHeight,
            lineFragmentHeights: Array(repeating: fragmentHeight, count: lineCount),
            isTextEmpty: text.isEmpty)
    }

    // MARK: Driving

    mutating func send(_ event: GrowingTextController.Event) {
        apply(controller.handle(event))
    }

    @discardableResult
    mutating func apply(_ effects: [GrowingTextController.Effect]) -> Bool {
        var refused = false
        for effect in effects {
            switch effect {
            case .setScrollEnabled(let on):
                if on && !isScrollEnabled { contentOffsetY = 0 }  // B4
                isScrollEnabled = on
            case .setContentInsetTop(let top):
                contentInsetTop = top  // B11
            case .setContentOffsetY(let y):
                contentOffsetY = y
            case .setHeight(let change):
                intrinsicHeight = change.to
                heightChanges.append(change)
                if appHeightConstraint != nil { appHeightConstraint = change.to }
                needsLayout = true  // B1
            case .syncHeightConstraint(let height):
                if appHeightConstraint != nil { appHeightConstraint = height }
            case .notifyWillChangeHeight:
                log.append("willChangeHeight")
            case .notifyDidChangeHeight(let change, _):
                log.append("didChangeHeight")
                heightNotifications.append((change.from, change.to, isInLayout, boundsHeight))
            case .setNeedsLayout:
                needsLayout = true
            case .scheduleLayoutCompletion:
                completionScheduled = true
            case .measure(let reason):
                send(.contentMeasured(measurement, state, reason: reason))
            case .replaceText(let range, let replacement, let newCaret):
                replace(range, with: replacement)
                if let newCaret { caret = newCaret }
            case .refuseProposedEdit:
                refused = true
            case .notifyTextDidChange:
                log.append("textViewDidChange")
            case .notifyEditingEnded:
                log.append("textViewDidEndEditing")
            case .announce(let text):
                announcements.append(text)
            case .reloadConfiguration:
                var configuration = controller.configuration
                configuration.growth.lineHeight = fontLineHeight
                send(.configurationChanged(configuration))
            }
        }
        return refused
    }

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        var units = Array(text.utf16)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        text = String(decoding: units, as: UTF16.self)
        caret = range.lowerBound + replacement.utf16.count
    }

    /// The user types (or pastes) `typed` at the caret (B6), then the run loop turns.
    mutating func type(_ typed: String, layout: Bool = true) {
        edit(caret..<caret, with: typed, layout: layout)
    }

    /// The user deletes backward.
    mutating func deleteBackward() {
        guard caret > 0 else { return }
        edit((caret - 1)..<caret, with: "")
    }

    mutating func edit(_ range: Range<Int>, with replacement: String, layout: Bool = true) {
        let proposal = GrowingTextController.ProposedEdit(range: range, replacement: replacement, text: text)
        if !apply(controller.handle(.editProposed(proposal))) {
            replace(range, with: replacement)
        }
        textDidChange()
        if layout { turnRunLoop() }
    }

    /// An input method puts `marked` in place of the marked range or the caret (B7).
    mutating func compose(_ marked: String) {
        let range = markedRange ?? caret..<caret
        if asksDelegateForMarkedText {
            let proposal = GrowingTextController.ProposedEdit(
                range: range, replacement: marked, text: text, isComposing: true)
            apply(controller.handle(.editProposed(proposal)))
        }
        replace(range, with: marked)
        markedRange = range.lowerBound..<(range.lowerBound + marked.utf16.count)
        textDidChange()
        turnRunLoop()
    }

    /// The user picks the final text for the composition (B7).
    mutating func commit(_ final: String) {
        guard let range = markedRange else { return }
        let proposal = GrowingTextController.ProposedEdit(
            range: range, replacement: final, text: text, isComposing: true)
        if !apply(controller.handle(.editProposed(proposal))) {
            replace(range, with: final)
        }
        markedRange = nil
        textDidChange()
        turnRunLoop()
    }

    /// `textViewDidChange`: the shell forwards the change, measures and forwards the measurement,
    /// then UIKit scrolls to the caret on its own (B3).
    mutating func textDidChange() {
        send(.textChanged(GrowingTextController.TextChange(text: text, markedRange: markedRange)))
        send(.contentMeasured(measurement, state, reason: .edit))
        if isScrollEnabled, !caretIsVisible {
            let caretRect = caretRect
            contentOffsetY =
                caretRect.minY < contentOffsetY ? caretRect.minY : caretRect.maxY - boundsHeight
        }
    }

    /// The app sets the text in code (B8).
    mutating func setText(_ newText: String) {
        text = newText
        caret = newText.utf16.count
        markedRange = nil
        send(.contentMeasured(measurement, state, reason: .textSetInCode))
        turnRunLoop()
    }

    /// The device rotates: the width changes in the next layout pass (B9).
    mutating func rotate(toWidth newWidth: Double) {
        width = newWidth
        needsLayout = true
        turnRunLoop()
    }

    /// Dynamic Type: the font's line height changes with no edit (B10).
    mutating func changeContentSize(lineHeight: Double) {
        fontLineHeight = lineHeight
        fragmentHeight = lineHeight
        var configuration = controller.configuration
        configuration.growth.lineHeight = lineHeight
        send(.configurationChanged(configuration))
        send(.contentMeasured(measurement, state, reason: .layoutChange))
        turnRunLoop()
    }

    /// Dynamic Type as the shell forwards it: the notification, then the font changes in the text
    /// storage, which only invalidates the layout (B13); then the run loop turns.
    mutating func changeContentSizeCategory(lineHeight: Double) {
        send(.contentSizeCategoryChanged)
        fontLineHeight = lineHeight
        fragmentHeight = lineHeight
        send(.contentInvalidated)
        turnRunLoop()
    }

    mutating func configure(_ change: (inout GrowingTextController.Configuration) -> Void) {
        var configuration = controller.configuration
        change(&configuration)
        send(.configurationChanged(configuration))
        turnRunLoop()
    }

    /// One turn of the run loop: a layout pass when one is pending (B1, B2), repeated while a pass
    /// invalidates layout again (B12), then what the shell scheduled for after it.
    mutating func turnRunLoop() {
        var passes = 0
        while needsLayout, passes < 10 {
            passes += 1
            needsLayout = false
            isInLayout = true
            send(.constraintsUpdate)
            let fitted = appHeightConstraint ?? intrinsicHeight
            boundsHeight = min(fitted, squeezedHeight ?? .infinity)  // B5
            send(.layoutPass(state))
            isInLayout = false
        }
        if completionScheduled {
            completionScheduled = false
            send(.layoutCompleted)
        }
    }

    /// The view appears: the first measurement and layout pass.
    mutating func appear(text initial: String = "") {
        text = initial
        caret = initial.utf16.count
        send(.contentMeasured(measurement, state, reason: .textSetInCode))
        turnRunLoop()
    }

    /// Editing ends.
    mutating func endEditing() {
        send(.editingEnded(text: text))
        isEditing = false
    }
}
