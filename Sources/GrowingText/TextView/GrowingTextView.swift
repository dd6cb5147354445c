#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    /// A `UITextView` that grows and shrinks with its content between a minimum and a maximum, then
    /// scrolls, keeping the caret in sight.
    ///
    /// Use it like a text view. With Auto Layout, pin its edges and add no height constraint: its
    /// intrinsic content size is the height `GrowingTextCore` resolves for the content. If you do add
    /// a constant height constraint (a storyboard often does), the view drives that constraint's
    /// constant instead. With frame layout, call `sizeToFit()` or `sizeThatFits(_:)` after changing the
    /// text.
    ///
    /// ```swift
    /// let input = GrowingTextView()
    /// input.placeholder = "Message"
    /// input.maximumNumberOfLines = 5
    /// view.addSubview(input)  // Auto Layout: pin its edges; no height constraint needed
    /// ```
    ///
    /// The view is a thin host of `GrowingTextController`: each UIKit override measures (the text, the
    /// placeholder, the real line fragments, the caret after layout), sends the event and applies the
    /// effects. Every decision about height, scrolling, timing and the maximum length is the
    /// controller's, tested on Linux against scenarios in UIKit's event order.
    ///
    /// Scrolling is on whenever the content is taller than the view: at the maximum, or when
    /// constraints squeeze the view below its height (the view manages `isScrollEnabled`). The caret
    /// is revealed after every edit, and again in the layout pass that applies the new height.
    /// Height-change callbacks arrive after that layout pass, never inside `layoutSubviews`.
    ///
    /// The `delegate` property is your `UITextViewDelegate`, untouched: the view never sets it and
    /// never stands between UIKit and your delegate; ``maximumLength`` is applied after each change
    /// (GrowingTextCore's "The text controller" article says why and how), and your delegate sees the
    /// edit as the user made it, then the cut.
    ///
    /// The wiring (which callback becomes which event, what is measured when, how effects apply) is
    /// the core's, which the tests run against a stand-in of UIKit in every plausible variant of its
    /// uncertain behaviours; this class only binds UIKit to it.
    @MainActor
    open class GrowingTextView: UITextView {
        /// Where short content sits when the minimum height is taller than it: `.top`, `.center` or
        /// `.bottom`.
        public typealias VerticalAlignment = GrowthPolicy.VerticalAlignment

        // MARK: Growth

        /// The fewest lines the view shows, even when empty; 1 by default. Below 1 counts as 1, and a
        /// minimum above ``maximumNumberOfLines`` is lowered to it (the rule of `GrowthPolicy`).
        ///
        /// Settable in Interface Builder's attributes inspector, like the other limits.
        @IBInspectable public var minimumNumberOfLines: Int = 1 {
            didSet { adapter.configurationDidChange() }
        }

        /// The most lines the view shows before it scrolls; 0 (the default) means no limit.
        @IBInspectable public var maximumNumberOfLines: Int = 0 {
            didSet { adapter.configurationDidChange() }
        }

        /// The smallest height in points, text container insets included; 0 (the default) means none.
        ///
        /// When both a minimum height and ``minimumNumberOfLines`` are set, the larger one wins.
        @IBInspectable public var minimumHeight: CGFloat = 0 {
            didSet { adapter.configurationDidChange() }
        }

        /// The largest height in points, text container insets included, before the view scrolls;
        /// 0 (the default) means no limit.
        ///
        /// When both a maximum height and ``maximumNumberOfLines`` are set, the smaller one wins; a
        /// minimum above the maximum is lowered to the maximum.
        @IBInspectable public var maximumHeight: CGFloat = 0 {
            didSet { adapter.configurationDidChange() }
        }

        /// Where the content sits while the minimum holds the view taller than the content; `.top` by
        /// default. A chat bubble typically uses `.bottom`, a single-line field `.center`.
        ///
        /// The shift is applied as `contentInset.top` (0 while scrolling), so the view owns that inset.
        public var verticalAlignment: VerticalAlignment = .top {
            didSet { adapter.configurationDidChange() }
        }

        /// Whether height changes caused by editing animate; `true` by default.
        ///
        /// Programmatic changes (setting ``text``, fonts, limits) and the first layout never animate,
        /// nor does anything while the system's Reduce Motion setting is on (the view follows it as it
        /// changes). ``GrowingTextViewCell`` turns this off, because its table applies the change.
        public var animatesHeightChange = true {
            didSet { adapter.configurationDidChange() }
        }

        /// The view whose layout animates a height change; `nil` (the default) animates the window's
        /// layout, so every container that moves with the view (a stack, an input accessory, a
        /// toolbar) animates with it, not only the direct superview.
        public weak var heightAnimationLayoutRoot: UIView?

        /// The duration of animated height changes in seconds; 0.2 by default. Zero, negative or
        /// non-finite turns animation off.
        public var heightChangeAnimationDuration: TimeInterval = 0.2 {
            didSet { adapter.configurationDidChange() }
        }

        /// The object told about height changes; see ``GrowingTextViewDelegate``.
        public weak var growingDelegate: (any GrowingTextViewDelegate)?

        /// Called with the new height, in points, after every real height change (after the
        /// delegate's ``GrowingTextViewDelegate/growingTextView(_:didChangeHeightFrom:to:)``), once
        /// the layout pass that applied it is over.
        public var onHeightChange: ((CGFloat) -> Void)?

        // MARK: Placeholder

        /// The text shown while the view is empty, in ``placeholderColor`` and the view's font;
        /// `nil` by default. Setting it replaces ``attributedPlaceholder``.
        ///
        /// VoiceOver reads it as the view's hint while the text is empty (unless you set your own
        /// `accessibilityHint`), never as its value. An empty view grows to show a long placeholder
        /// completely. Settable in Interface Builder's attributes inspector.
        @IBInspectable public var placeholder: String? {
            get { placeholderStorage?.string }
            set {
                placeholderStorage = newValue.map { NSAttributedString(string: $0) }
                placeholderDidChange()
            }
        }

        /// The attributed text shown while the view is empty; `nil` by default. Attributes it does not
        /// set (font, color, alignment) come from the view; setting it replaces ``placeholder``.
        public var attributedPlaceholder: NSAttributedString? {
            get { placeholderStorage }
            set {
                placeholderStorage = newValue
                placeholderDidChange()
            }
        }

        /// The color of ``placeholder``; `UIColor.placeholderText` by default. Settable in Interface
        /// Builder's attributes inspector.
        @IBInspectable public var placeholderColor: UIColor = .placeholderText {
            didSet { stylePlaceholder() }
        }

        // MARK: Editing rules

        /// The most characters (grapheme clusters: an emoji, a flag or a letter with its accents count
        /// as one) the user can enter; `nil` (the default) means no limit.
        ///
        /// Applied after every change the user makes (typing, paste, autocorrection, drops, an input
        /// method's commit) to exactly what the change inserted: the part beyond the limit is deleted
        /// again at a character boundary, the caret lands after the part kept, and your delegate's
        /// `textViewDidChange(_:)` hears of the edit, then of the cut, once. Marked text (a Chinese,
        /// Japanese or Korean composition, an iOS 17 inline prediction) is never counted, and
        /// nothing is cut while text is marked: what the user typed past the limit meanwhile is cut
        /// once the composition is committed or the prediction accepted or dropped (editing the
        /// text under marked text corrupts what the keyboard does next); dictation is cut when it
        /// ends; an undo or a redo is never cut, and one
        /// undo takes back an edit with its cut. Your delegate hears an undo once, and a redo as it
        /// heard the edit: UIKit reports its own step (the uncut paste) straight to your delegate
        /// before the view's step re-applies the cut, which the view then reports; only a delegate
        /// proxy standing between UIKit and yours could merge the two, and the view never sets your
        /// `delegate`. The view's own change report and a SwiftUI editor's binding hear the redo
        /// once, with the cut text. Text you set in code, your own edits of
        /// `textStorage` and an `insertText(_:)` UIKit does not report are never cut, not even by a
        /// later keystroke. When it cuts the user's input, VoiceOver announces
        /// ``maximumLengthAnnouncement``. The rationale is in GrowingTextCore's "The text controller"
        /// article.
        ///
        /// Dictation, not yet checked on a device: the view knows dictation's steps from the input
        /// mode (`textInputMode?.primaryLanguage == "dictation"`) and, since on iOS 17 and later
        /// dictation has been reported to keep the keyboard's language there
        /// (matrix-org/matrix-rich-text-editor #921, #922), from their shape as well: its
        /// placeholder (U+FFFC) inserted alone, then each result replacing exactly what the last step
        /// left. Nothing is cut while the results stream, and ``committedText`` leaves the
        /// placeholder out. Where the input mode says nothing, the view hears no end of dictation:
        /// what it inserted past the limit is cut with the user's next key that continues it. An
        /// attachment inserted alone (a pasted image, an iOS 18 Genmoji) has the placeholder's shape,
        /// and an edit replacing exactly what dictation's last result left (the dictated word
        /// selected and typed over) a result's: until the next change, such an edit is not cut, and
        /// ``committedText`` leaves such an attachment out.
        public var maximumLength: Int? {
            get { editingPolicy.maximumLength }
            set {
                editingPolicy.maximumLength = newValue
                adapter.configurationDidChange()
            }
        }

        /// What VoiceOver announces when ``maximumLength`` cuts the user's input; `nil` (the default)
        /// announces "Character limit reached: *N*." in English, so set a localized text in a
        /// localized app. An empty string announces nothing.
        public var maximumLengthAnnouncement: String? {
            didSet { adapter.configurationDidChange() }
        }

        /// Whether leading and trailing whitespace and newlines are removed when editing ends; `false`
        /// by default. The blank ends are deleted (undo keeps working) before your delegate's
        /// `textViewDidEndEditing(_:)`, and `textViewDidChange(_:)` is called first when they were.
        /// When there are blank ends, your delegate's `textViewShouldEndEditing(_:)` is asked before
        /// they are deleted (and again by UIKit as the view resigns): if it refuses, the text stays
        /// as it is.
        public var trimsWhitespaceOnEndEditing: Bool {
            get { editingPolicy.trimsWhitespaceOnEndEditing }
            set {
                editingPolicy.trimsWhitespaceOnEndEditing = newValue
                adapter.configurationDidChange()
            }
        }

        /// Whether the placeholder hides while the view is being edited, even when the text is empty;
        /// `false` by default. The view keeps its height either way.
        public var hidesPlaceholderWhileEditing: Bool {
            get { editingPolicy.hidesPlaceholderWhileEditing }
            set {
                editingPolicy.hidesPlaceholderWhileEditing = newValue
                adapter.configurationDidChange()
                adapter.editingStateDidChange()
            }
        }

        // MARK: State

        var editingPolicy = EditingPolicy()
        /// Whether `GrowingTextEditor` hosts the view: SwiftUI animates its size, the view never does.
        var isHostedBySwiftUI = false {
            didSet { adapter.configurationDidChange() }
        }
        /// The wiring to the core: every callback below calls it, and it applies the core's effects
        /// through the `GrowingTextViewSurface` bindings.
        private(set) lazy var adapter: GrowingTextViewAdapter<GrowingTextView> = GrowingTextViewAdapter(
            surface: self)
        /// The placeholder as the app set it, before the view's font, color and alignment are added.
        var placeholderStorage: NSAttributedString?
        /// Lays a copy of the text out at widths other than the view's.
        private(set) lazy var sizingLayout = SizingTextLayout()
        /// The target of the undo actions of the view's own replacements (the cut to the maximum
        /// length, the trim), never the view itself: see `ReplacementUndoTarget`.
        private(set) lazy var replacementUndoTarget = ReplacementUndoTarget(view: self)
        let placeholderLabel = PlaceholderLabel()
        var observations: [NSKeyValueObservation] = []
        /// The placeholder while the text is empty, else `nil`: VoiceOver's hint. Set on the main
        /// actor by the adapter; read by the `accessibilityHint` getter, which UIKit declares
        /// nonisolated but calls on the main thread only.
        nonisolated(unsafe) var placeholderHint: String?
        /// Told after every height change and whether the user's editing caused it;
        /// ``GrowingTextViewCell`` relays it to its table in the same turn as the edit.
        var containerHeightChangeHandler: ((HeightChange, _ byEditing: Bool) -> Void)?
        /// Told once a change of the text is over (see `GrowingTextViewSurface.notifyTextDidSettle()`);
        /// ``GrowingTextEditor`` publishes its binding from it.
        var textDidSettleHandler: (() -> Void)?
        /// Told after the view heard that the input mode changed (dictation may have ended);
        /// ``GrowingTextEditor`` applies a binding write that waited for dictation's end from it.
        var inputModeDidChangeHandler: (() -> Void)?

        // MARK: Creating

        /// Creates a growing text view with a frame and an optional text container.
        ///
        /// - Parameters:
        ///   - frame: The initial frame; its height is replaced by the resolved height at first layout.
        ///   - textContainer: The text container to use, or `nil` for a new one.
        public override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            commonInit()
        }

        /// Creates a growing text view with no frame; give it one with Auto Layout or `sizeToFit()`.
        public convenience init() {
            self.init(frame: .zero, textContainer: nil)
        }

        /// Creates a growing text view from a storyboard or nib.
        ///
        /// The view sets itself up with the defaults; the inspectable values of the nib (limits,
        /// placeholder, its color) are set afterwards by key-value coding, and each re-applies itself
        /// as it arrives, in any order. Bad values are normalised as `GrowthPolicy` documents them: a
        /// negative minimum counts as 0, a maximum of 0 or below means none, and a minimum above the
        /// maximum is lowered to the maximum.
        ///
        /// - Parameter coder: The unarchiver.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            commonInit()
        }

        private func commonInit() {
            isScrollEnabled = false
            let settings = ScrollViewSettings.growingTextView
            scrollsToTop = settings.scrollsToTop
            contentInsetAdjustmentBehavior = settings.adjustsContentInsetForSafeArea ? .automatic : .never
            // Hug the resolved height against layouts that would stretch it, below required so an
            // app's own required constraints still win without conflicts.
            setContentHuggingPriority(.defaultHigh, for: .vertical)
            installPlaceholder()
            observeNotifications()
            adapter.viewDidInitialize()
        }

        // MARK: UIKit overrides

        /// The text; setting it re-measures the height without animation.
        open override var text: String! {
            willSet { adapter.textWillBeSetInCode() }
            didSet { adapter.textWasSetInCode() }
        }

        /// The styled text; setting it re-measures the height without animation.
        open override var attributedText: NSAttributedString! {
            willSet { adapter.textWillBeSetInCode() }
            didSet { adapter.textWasSetInCode() }
        }

        /// The font of the text and, unless ``attributedPlaceholder`` sets one, of the placeholder.
        open override var font: UIFont? {
            didSet {
                stylePlaceholder()
                adapter.layoutInputsDidChange()
            }
        }

        /// The insets of the text container; the placeholder follows them.
        open override var textContainerInset: UIEdgeInsets {
            didSet {
                stylePlaceholder()
                adapter.layoutInputsDidChange()
            }
        }

        /// The alignment of the text and of the placeholder.
        open override var textAlignment: NSTextAlignment {
            didSet {
                stylePlaceholder()
                adapter.layoutInputsDidChange()
            }
        }

        /// The height resolved for the current content, once applied, with no intrinsic width.
        open override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(adapter.intrinsicHeight))
        }

        /// The size the view would have at the given width: that width (never the narrower width the
        /// text fits in), and the height resolved for the content measured at it. The view itself does
        /// not change, so `sizeToFit()` keeps the width and takes the height.
        ///
        /// - Parameter size: The size to fit; only its width matters.
        /// - Returns: The fitting size.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(adapter.fittingSize(for: Size(size)))
        }

        /// The hint VoiceOver reads: the one you set, else the placeholder while the text is empty.
        open override var accessibilityHint: String? {
            get { AccessibilityHint.hint(appHint: super.accessibilityHint, placeholderHint: placeholderHint) }
            set { super.accessibilityHint = newValue }
        }

        /// The semantic content attribute; the placeholder follows it for right-to-left layout.
        open override var semanticContentAttribute: UISemanticContentAttribute {
            didSet {
                placeholderLabel.semanticContentAttribute = semanticContentAttribute
                stylePlaceholder()
            }
        }

        /// Lays out the text and the placeholder, then tells the controller the real bounds.
        open override func layoutSubviews() {
            super.layoutSubviews()
            layoutPlaceholder()
            adapter.layoutSubviews()
        }

        /// Ends the undo history that text set in code while the view was out of a window could not
        /// reach: out of a window, the window's undo manager is out of the responder chain.
        open override func didMoveToWindow() {
            super.didMoveToWindow()
            adapter.viewDidMoveToWindow()
        }

        /// Syncs an app's height constraint, then updates the view's constraints.
        open override func updateConstraints() {
            adapter.updateConstraints()
            super.updateConstraints()
        }

        /// Re-measures when the display scale, Dynamic Type or the layout direction changed; for
        /// Dynamic Type it also measures again in the next layout pass, once the fonts have followed.
        ///
        /// - Parameter previousTraitCollection: The traits before the change.
        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            stylePlaceholder()
            adapter.traitCollectionDidChange(
                contentSizeCategoryChanged: traitCollection.preferredContentSizeCategory
                    != previousTraitCollection?.preferredContentSizeCategory)
        }

        /// Called by the growing cells' `prepareForReuse()`: the next row's text starts at its top.
        func prepareForReuse() {
            adapter.prepareForReuse()
        }

        /// Trims the text first when ``trimsWhitespaceOnEndEditing`` is set and your delegate's
        /// `textViewShouldEndEditing(_:)` lets editing end, so your `textViewDidEndEditing(_:)` sees
        /// the trimmed text; then resigns.
        ///
        /// - Returns: Whether the view resigned, as UIKit decides.
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            adapter.editingWillEnd()
            return super.resignFirstResponder()
        }
    }
#endif
