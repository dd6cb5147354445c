import GrowingTextCore
import Testing

/// A stand-in for the `UITextView` a `GrowingTextView` is: it implements the same
/// ``GrowingTextViewSurface`` the UIKit class implements, and calls the production
/// ``GrowingTextViewAdapter`` from each modelled UIKit callback, in UIKit's order. Nothing of the
/// view's wiring is re-implemented here: the stand-in models UIKit, the adapter is the shell.
///
/// Text is laid out in fixed-width characters (ASCII and CJK, one UTF-16 unit each), wrapped at the
/// width; each line fragment is `fragmentHeight` tall. Every modelled behaviour cites its source and
/// grade (`docs/UIKitBehaviours.md`); those graded C, or B with a contradicting
/// source, follow ``UIKitVariant``:
///
/// - B1-B15: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class TextViewStandIn: GrowingTextViewSurface {
    let variant: UIKitVariant
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
    /// The real height of one line fragment (line spacing makes it taller than the font's).
    var fragmentHeight: Double
    var isEditing = true

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
    var isInLayout = false
    var isInAnimation = false
    var completionScheduled = false
    /// Passes left before the bounds follow a new intrinsic height (V5).
    private var passesBeforeBoundsFollow = 0

    // The app around the view.
    /// Whether the app's delegate accepts edits in `shouldChangeTextIn` (B6).
    var appAcceptsEdits = true
    /// What the app does in its `textViewDidChange(_:)`: here, it changes a layout of its own (a
    /// character counter), which the next layout pass applies.
    var appChangesLayoutOnTextChange = false
    private var appLayoutChangePending = false
    /// The app's layout changes, and whether each was applied inside an animation (B15).
    var appLayoutChangesAnimated: [Bool] = []
    /// The container (a cell) the view is in, told of height changes.
    var container: ((HeightChange, _ byEditing: Bool) -> Void)?
    /// What the view's own change hook tells (the SwiftUI editor's adapter), once per change.
    var onTextDidSettle: (() -> Void)?

    // What happened.
    var log: [String] = []
    var heightNotifications: [(from: Double, to: Double, duringLayout: Bool, boundsHeight: Double)] = []
    var heightChanges: [HeightChange] = []
    var containerResizes: [(change: HeightChange, byEditing: Bool, duringLayout: Bool)] = []
    /// The app's `textViewDidChange(_:)` calls, with the text each one saw.
    var appTextDidChange: [String] = []
    var announcements: [String] = []
    var animations: [(root: HeightAnimationRoot, duration: Double)] = []
    var frameHeightWrites: [Double] = []
    /// Every switch of scrolling, in order.
    var scrollEnabledChanges: [Bool] = []
    var isPlaceholderHidden = false
    var placeholderHint: String?

    init(
        configuration: GrowingTextController.Configuration = TextViewStandIn.configuration(),
        variant: UIKitVariant = .common
    ) {
        self.variant = variant
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

    var lineCount: Int { lineCount(atWidth: width) }
    var contentHeight: Double { insets.vertical + Double(lineCount) * fragmentHeight }
    var intrinsicHeight: Double { adapter.height }

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

    // MARK: GrowingTextViewSurface: reading

    var currentText: String { text }
    var markedTextUTF16Range: Range<Int>? { markedRange }

    var configuration: GrowingTextController.Configuration {
        var configuration = viewConfiguration
        configuration.growth.lineHeight = fontLineHeight
        return configuration
    }

    var scrollState: GrowingTextController.ScrollState {
        GrowingTextController.ScrollState(
            bounds: Size(width: width, height: boundsHeight), contentOffsetY: contentOffsetY,
            adjustedContentInset: Insets(top: contentInsetTop), caret: isEditing ? caretRect : nil)
    }

    func measure(atWidth measuringWidth: Double) -> GrowingTextController.Measurement {
        let lines = lineCount(atWidth: measuringWidth)
        let perLine = charactersPerLine(atWidth: measuringWidth)
        let placeholderLines = placeholderText.map { ($0.count + perLine - 1) / perLine } ?? 0
        return GrowingTextController.Measurement(
            width: measuringWidth, contentHeight: insets.vertical + Double(lines) * fragmentHeight,
            placeholderHeight: placeholderLines > 0
                ? insets.vertical + Double(placeholderLines) * fontLineHeight : 0,
            isTextEmpty: text.isEmpty)
    }

    func lineFragmentHeights(upTo count: Int) -> [Double] {
        Array(repeating: fragmentHeight, count: min(count, lineCount))
    }

    var boundsWidth: Double { width }
    var appHeightConstraintConstant: Double? { appHeightConstraint }
    var animationRoots: (hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool) {
        (false, true, true)
    }

    // MARK: GrowingTextViewSurface: writing

    func setScrollEnabled(_ isEnabled: Bool) {
        if isEnabled, !isScrollEnabled, variant.scrollToggleResetsOffset {
            contentOffsetY = 0  // B4
        }
        isScrollEnabled = isEnabled
        scrollEnabledChanges.append(isEnabled)
    }

    func setContentInsetTop(_ top: Double) {
        contentInsetTop = top  // B11
    }

    func setContentOffsetY(_ offsetY: Double) {
        contentOffsetY = offsetY
    }

    func invalidateIntrinsicHeight() {
        needsLayout = true  // B1
        passesBeforeBoundsFollow = variant.passesToSettle - 1  // V5
    }

    func setAppHeightConstraintConstant(_ height: Double) {
        appHeightConstraint = height
    }

    func setFrameHeight(_ height: Double) {
        frameHeight = height
        frameHeightWrites.append(height)
    }

    func setNeedsLayout() {
        needsLayout = true
    }

    func layoutIfNeeded(_ root: HeightAnimationRoot) {
        runLayoutPasses()
    }

    func animateLayout(of root: HeightAnimationRoot, duration: Double) {
        animations.append((root, duration))
        isInAnimation = true
        runLayoutPasses()  // B15
        isInAnimation = false
    }

    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        replace(range, with: replacement)
        if variant.replacementReportsChange {
            reportTextChange()  // B14
        }
    }

    func setCaret(atUTF16Offset offset: Int) {
        caret = offset
    }

    func setPlaceholder(isHidden: Bool, accessibilityHint: String?) {
        isPlaceholderHidden = isHidden
        placeholderHint = accessibilityHint
    }

    func announce(_ announcement: String) {
        announcements.append(announcement)
    }

    func scheduleLayoutCompletion() {
        completionScheduled = true
    }

    func notifyWillChangeHeight(_ change: HeightChange) {
        log.append("willChangeHeight")
        heightChanges.append(change)
    }

    func notifyDidChangeHeight(_ change: HeightChange) {
        log.append("didChangeHeight")
        heightNotifications.append((change.from, change.to, isInLayout, boundsHeight))
    }

    func resizeContainer(for change: HeightChange, byEditing: Bool) {
        containerResizes.append((change, byEditing, isInLayout))
        container?(change, byEditing)
    }

    func notifyTextDidChange() {
        appDelegateTextDidChange()
    }

    func notifyTextDidSettle() {
        onTextDidSettle?()
    }

    // MARK: UIKit's side

    /// The user pastes `pasted` over the selection at the caret (B6).
    func paste(_ pasted: String) {
        type(pasted)
    }

    func replace(_ range: Range<Int>, with replacement: String) {
        var units = Array(text.utf16)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        text = String(decoding: units, as: UTF16.self)
        caret = range.lowerBound + replacement.utf16.count
    }

    /// The app's `textViewDidChange(_:)`.
    private func appDelegateTextDidChange() {
        log.append("textViewDidChange")
        appTextDidChange.append(text)
        if appChangesLayoutOnTextChange {
            appLayoutChangePending = true
            needsLayout = true
        }
    }

    /// A change UIKit reports: the delegate's `textViewDidChange` and the notification, in V3's order.
    private func reportTextChange() {
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
        replace(range, with: replacement)
        reportTextChange()
        uikitScrollsToCaret()
        if layout { turnRunLoop() }
    }

    /// B3: UIKit scrolls to the caret on its own, with the bounds as they are (V6).
    private func uikitScrollsToCaret() {
        guard variant.uikitScrollsToCaret, isScrollEnabled, !caretIsVisible else { return }
        let caretRect = caretRect
        contentOffsetY = caretRect.minY < contentOffsetY ? caretRect.minY : caretRect.maxY - boundsHeight
    }

    /// An input method puts `marked` in place of the marked range or the caret (B7).
    func compose(_ marked: String) {
        let range = markedRange ?? caret..<caret
        replace(range, with: marked)
        markedRange = range.lowerBound..<(range.lowerBound + marked.utf16.count)
        reportTextChange()
        turnRunLoop()
    }

    /// The user picks the final text for the composition (B7).
    func commit(_ final: String) {
        guard let range = markedRange else { return }
        replace(range, with: final)
        markedRange = nil
        reportTextChange()
        turnRunLoop()
    }

    /// The app sets the text in code (B8, V7): the view's `text` setter tells the adapter before
    /// and after UIKit's own setter.
    func setText(_ newText: String, layout: Bool = true) {
        adapter.textWillBeSetInCode()
        text = newText
        caret = newText.utf16.count
        markedRange = nil
        if variant.codeTextPostsNotification {
            adapter.textDidChange()
        }
        adapter.textWasSetInCode()
        if layout { turnRunLoop() }
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
        adapter.textStorageDidProcessEditing(charactersChanged: false)
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
                Issue.record("layout loop: more than 20 passes in one turn")
                return
            }
            needsLayout = false
            isInLayout = true
            adapter.updateConstraints()
            if appLayoutChangePending {
                appLayoutChangePending = false
                appLayoutChangesAnimated.append(isInAnimation)
            }
            if passesBeforeBoundsFollow > 0 {
                passesBeforeBoundsFollow -= 1
                needsLayout = true
            } else {
                let fitted = appHeightConstraint ?? (usesFrameLayout ? frameHeight : intrinsicHeight)
                boundsHeight = min(fitted, squeezedHeight ?? .infinity)  // B5
            }
            adapter.layoutSubviews()
            isInLayout = false
        }
    }

    /// One turn of the run loop: the pending layout passes, then what was scheduled for after them,
    /// until nothing is pending.
    func turnRunLoop() {
        for _ in 0..<10 {
            runLayoutPasses()
            guard completionScheduled else { return }
            completionScheduled = false
            adapter.layoutDidComplete()
        }
        Issue.record("the run loop never settles")
    }

    /// The view appears with some text set in code: the first measurement and layout pass.
    func appear(text initial: String = "") {
        setText(initial)
    }

    /// Editing ends: the view's `resignFirstResponder()` lets the adapter trim, then UIKit ends
    /// editing, tells the app's delegate and posts `textDidEndEditingNotification`.
    func endEditing() {
        adapter.editingWillEnd()
        isEditing = false
        log.append("textViewDidEndEditing")
        adapter.editingStateDidChange()
        turnRunLoop()
    }
}
