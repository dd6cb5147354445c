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
    /// The `delegate` property is your `UITextViewDelegate`: reading it returns what you set. The
    /// view places its own forwarding object between UIKit and your delegate to apply
    /// ``maximumLength`` in `textView(_:shouldChangeTextIn:replacementText:)`; your delegate is asked
    /// first and receives every other message unchanged. Libraries that chain delegates (RxCocoa,
    /// IQKeyboardManager) work, since they never see the forwarding object.
    @MainActor
    open class GrowingTextView: UITextView {
        /// Where short content sits when the minimum height is taller than it: `.top`, `.center` or
        /// `.bottom`.
        public typealias VerticalAlignment = GrowthPolicy.VerticalAlignment

        // MARK: Growth

        /// The fewest lines the view shows, even when empty; 1 by default. Below 0 counts as 0.
        ///
        /// Settable in Interface Builder's attributes inspector, like the other limits.
        @IBInspectable public var minimumNumberOfLines: Int = 1 {
            didSet { configurationDidChange() }
        }

        /// The most lines the view shows before it scrolls; 0 (the default) means no limit.
        @IBInspectable public var maximumNumberOfLines: Int = 0 {
            didSet { configurationDidChange() }
        }

        /// The smallest height in points, text container insets included; 0 (the default) means none.
        ///
        /// When both a minimum height and ``minimumNumberOfLines`` are set, the larger one wins.
        @IBInspectable public var minimumHeight: CGFloat = 0 {
            didSet { configurationDidChange() }
        }

        /// The largest height in points, text container insets included, before the view scrolls;
        /// 0 (the default) means no limit.
        ///
        /// When both a maximum height and ``maximumNumberOfLines`` are set, the smaller one wins; a
        /// minimum above the maximum is lowered to the maximum.
        @IBInspectable public var maximumHeight: CGFloat = 0 {
            didSet { configurationDidChange() }
        }

        /// Where the content sits while the minimum holds the view taller than the content; `.top` by
        /// default. A chat bubble typically uses `.bottom`, a single-line field `.center`.
        ///
        /// The shift is applied as `contentInset.top` (0 while scrolling), so the view owns that inset.
        public var verticalAlignment: VerticalAlignment = .top {
            didSet { configurationDidChange() }
        }

        /// Whether height changes caused by editing animate; `true` by default.
        ///
        /// Programmatic changes (setting ``text``, fonts, limits) and the first layout never animate,
        /// nor does anything while the system's Reduce Motion setting is on (the view follows it as it
        /// changes). ``GrowingTextViewCell`` turns this off, because its table applies the change.
        public var animatesHeightChange = true {
            didSet { configurationDidChange() }
        }

        /// The view whose layout animates a height change; `nil` (the default) animates the window's
        /// layout, so every container that moves with the view (a stack, an input accessory, a
        /// toolbar) animates with it, not only the direct superview. The choice is the core's
        /// `HeightAnimationRoot`.
        public weak var heightAnimationLayoutRoot: UIView?

        /// The duration of animated height changes in seconds; 0.2 by default. Zero, negative or
        /// non-finite turns animation off.
        public var heightChangeAnimationDuration: TimeInterval = 0.2 {
            didSet { configurationDidChange() }
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
        /// Applied to every edit in `textView(_:shouldChangeTextIn:replacementText:)`: a paste that
        /// would exceed it is cut at a character boundary and the caret lands after the inserted part.
        /// Not applied while an input method is composing (marked text), so Chinese, Japanese and
        /// Korean input can finish its composition; once committed, only the committed text is cut.
        /// Text you set in code is never cut, not even by a later keystroke. When it cuts the user's
        /// input, VoiceOver announces ``maximumLengthAnnouncement``.
        public var maximumLength: Int? {
            get { editingPolicy.maximumLength }
            set {
                editingPolicy.maximumLength = newValue
                configurationDidChange()
            }
        }

        /// What VoiceOver announces when ``maximumLength`` cuts the user's input; `nil` (the default)
        /// announces "Character limit reached: *N*." in English, so set a localized text in a
        /// localized app. An empty string announces nothing.
        public var maximumLengthAnnouncement: String? {
            didSet { configurationDidChange() }
        }

        /// Whether leading and trailing whitespace and newlines are removed when editing ends; `false`
        /// by default. The blank ends are deleted (undo keeps working) before your delegate's
        /// `textViewDidEndEditing(_:)`, and `textViewDidChange(_:)` is called first when they were.
        public var trimsWhitespaceOnEndEditing: Bool {
            get { editingPolicy.trimsWhitespaceOnEndEditing }
            set {
                editingPolicy.trimsWhitespaceOnEndEditing = newValue
                configurationDidChange()
            }
        }

        /// Whether the placeholder hides while the view is being edited, even when the text is empty;
        /// `false` by default. The view keeps its height either way.
        public var hidesPlaceholderWhileEditing: Bool {
            get { editingPolicy.hidesPlaceholderWhileEditing }
            set {
                editingPolicy.hidesPlaceholderWhileEditing = newValue
                configurationDidChange()
                updatePlaceholderVisibility()
            }
        }

        // MARK: State

        var editingPolicy = EditingPolicy()
        /// Whether `GrowingTextEditor` hosts the view: SwiftUI animates its size, the view never does.
        var isHostedBySwiftUI = false {
            didSet { configurationDidChange() }
        }
        /// Every decision about height, scrolling, timing and the maximum length.
        var controller = GrowingTextController()
        /// The placeholder as the app set it, before the view's font, color and alignment are added.
        var placeholderStorage: NSAttributedString?
        let placeholderLabel = UILabel()
        let delegateProxy = TextViewDelegateProxy()
        var observations: [NSKeyValueObservation] = []
        /// The placeholder while the text is empty, else `nil`: VoiceOver's hint (the core's
        /// `AccessibilityHint`). Kept up to date on the main actor by `updatePlaceholderVisibility()`;
        /// read by the `accessibilityHint` getter, which UIKit declares nonisolated but calls on the
        /// main thread only.
        nonisolated(unsafe) var placeholderHint: String?
        /// Set while the view applies an edit the controller decided, so the limit is not asked again.
        var isApplyingAcceptedEdit = false
        /// Told after every applied height change and whether the user's editing caused it;
        /// ``GrowingTextViewCell`` relays edits to its table.
        var containerHeightChangeHandler: ((HeightChange, _ byEditing: Bool) -> Void)?

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
            super.delegate = delegateProxy
            delegateProxy.textView = self
            isScrollEnabled = false
            let settings = ScrollViewSettings.growingTextView
            scrollsToTop = settings.scrollsToTop
            contentInsetAdjustmentBehavior = settings.adjustsContentInsetForSafeArea ? .automatic : .never
            // Hug the resolved height against layouts that would stretch it, below required so an
            // app's own required constraints still win without conflicts.
            setContentHuggingPriority(.defaultHigh, for: .vertical)
            installPlaceholder()
            observeLayoutInputs()
            observeSystemSettings()
            configurationDidChange()
            // A first height before the first layout pass, so Auto Layout does not start at 0.
            sendMeasurement(.layoutChange)
        }

        // MARK: UIKit overrides

        /// Your `UITextViewDelegate`: reading it returns what you set (see the class discussion).
        open override var delegate: (any UITextViewDelegate)? {
            get { delegateProxy.forwardee }
            set {
                var forwarding = DelegateForwarding(proxy: ObjectIdentifier(delegateProxy))
                forwarding.assign(newValue.map { ObjectIdentifier($0) })
                delegateProxy.forwardee = forwarding.appDelegate.flatMap { _ in newValue }
                // UITextView caches which methods its delegate implements when it is set.
                super.delegate = nil
                super.delegate = delegateProxy
            }
        }

        /// The text; setting it re-measures the height without animation.
        open override var text: String! {
            didSet { textDidChangeProgrammatically() }
        }

        /// The styled text; setting it re-measures the height without animation.
        open override var attributedText: NSAttributedString! {
            didSet { textDidChangeProgrammatically() }
        }

        /// The font of the text and, unless ``attributedPlaceholder`` sets one, of the placeholder.
        open override var font: UIFont? {
            didSet { layoutInputsDidChange() }
        }

        /// The insets of the text container; the placeholder follows them.
        open override var textContainerInset: UIEdgeInsets {
            didSet { layoutInputsDidChange() }
        }

        /// The alignment of the text and of the placeholder.
        open override var textAlignment: NSTextAlignment {
            didSet { layoutInputsDidChange() }
        }

        /// The height resolved for the current content, with no intrinsic width.
        open override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(controller.height))
        }

        /// The size the view would have at the given width: that width (never the narrower width the
        /// text fits in), and the height resolved for the content measured at it. The view itself does
        /// not change, so `sizeToFit()` keeps the width and takes the height.
        ///
        /// - Parameter size: The size to fit; only its width matters.
        /// - Returns: The fitting size.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(controller.fittingSize(for: Size(size), measured: measure(width: size.width)))
        }

        /// The hint VoiceOver reads: the one you set, else the placeholder while the text is empty.
        open override var accessibilityHint: String? {
            get { super.accessibilityHint ?? placeholderHint }
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
            send(.layoutPass(scrollState))
        }

        /// Syncs an app's height constraint, then updates the view's constraints.
        open override func updateConstraints() {
            send(.constraintsUpdate)
            super.updateConstraints()
        }

        /// Re-measures when the display scale, Dynamic Type or the layout direction changed; for
        /// Dynamic Type it also measures again in the next layout pass, once the fonts have followed.
        ///
        /// - Parameter previousTraitCollection: The traits before the change.
        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            layoutInputsDidChange()
            if traitCollection.preferredContentSizeCategory
                != previousTraitCollection?.preferredContentSizeCategory
            {
                send(.contentSizeCategoryChanged)
            }
        }
    }
#endif
