import GrowingTextCore
import Testing

/// A stand-in for the `GrowingTextView` a `GrowingTextEditor` hosts: it implements the same
/// ``EditorRepresentableSurface`` the UIKit text view implements, and calls the production
/// ``EditorRepresentableAdapter`` from each modelled UIKit callback (the representable's coordinator
/// is nothing but those calls).
///
/// The text view under the editor is a ``TextViewStandIn``, which runs the text view's own
/// `GrowingTextViewAdapter`, as the editor's `GrowingTextView` does: its text, caret, marked text,
/// maximum length, measurement and reports are that stand-in's, in every ``UIKitVariant``; its own
/// change hook is the coordinator's (`textDidSettleHandler`). The text view stand-in has a caret and no range selection: a range
/// set here collapses to its upper bound.
///
/// Modelled behaviours, each with its source and grade (`docs/UIKitBehaviours.md`):
/// - E1-E10: each behaviour, its source and its evidence grade are in
///   `docs/UIKitBehaviours.md`; the code below names the one it applies where it applies it.
final class EditorViewStandIn: EditorRepresentableSurface {
    typealias Font = String
    typealias Color = String
    typealias TextAlignment = String

    struct Traits: Hashable {
        var keyboardType = "default"
        var returnKey = "default"
    }

    unowned var host: EditorHostStandIn!
    private(set) lazy var adapter = EditorRepresentableAdapter(surface: self)
    /// The text view itself, running the text view's adapter.
    let textView: TextViewStandIn

    var isInWindow = false

    /// E10 (unsourced): what UIKit does with a composition (marked text) still open when the view
    /// resigns first responder, inside its `resignFirstResponder()`.
    enum CompositionOnResign: CaseIterable, Sendable {
        /// Marked text stays marked: nothing changes or is reported.
        case staysMarked
        /// The input method commits the marked text as it stands, reported like a key (E6).
        case commits
        /// The marked text is removed, reported like a key.
        case drops
        /// The marking ends and the text stays, with no report.
        case unmarksSilently
    }

    /// What UIKit does with a composition open when the view resigns (E10).
    var compositionOnResign = CompositionOnResign.staysMarked

    /// The settings the adapter wrote, by name, in order.
    private(set) var settingWrites: [String] = []
    private(set) var reloads = 0
    private(set) var textWritesInCode = 0

    var placeholder: String? { didSet { settingWrites.append("placeholder") } }
    var minimumNumberOfLines = 1 {
        didSet {
            settingWrites.append("minimumNumberOfLines")
            textView.configure { $0.growth.minimumNumberOfLines = minimumNumberOfLines }
        }
    }
    var maximumNumberOfLines = 0 {
        didSet {
            settingWrites.append("maximumNumberOfLines")
            textView.configure { $0.growth.maximumNumberOfLines = maximumNumberOfLines }
        }
    }
    var maximumLength: Int? {
        didSet {
            settingWrites.append("maximumLength")
            textView.configure { $0.editing.maximumLength = maximumLength }
        }
    }
    var verticalAlignment = GrowthPolicy.VerticalAlignment.top {
        didSet { settingWrites.append("verticalAlignment") }
    }
    var font: String? { didSet { settingWrites.append("font") } }
    var textColor: String? { didSet { settingWrites.append("textColor") } }
    var textAlignment = "natural" { didSet { settingWrites.append("textAlignment") } }
    var isSelectable = true { didSet { settingWrites.append("isSelectable") } }
    var keyboardTraits = Traits() { didSet { settingWrites.append("keyboardTraits") } }
    var isEditable = true {
        didSet {
            settingWrites.append("isEditable")
            if !isEditable, isFirstResponder, host.variant.disablingEndsEditing {
                _ = resignFirstResponder()  // E2
            }
        }
    }

    /// - Parameter uikit: The UIKit variant the text view under the editor follows.
    init(uikit: UIKitVariant) {
        textView = TextViewStandIn(variant: uikit)
        textView.width = 0
        textView.isEditing = false
        // makeUIView: the editor's text view is hosted by SwiftUI and grows without a maximum until
        // the first update sets its limits; its delegate is the coordinator.
        textView.configure {
            $0.isHostedBySwiftUI = true
            $0.growth.maximumNumberOfLines = nil
        }
        textView.onTextDidSettle = { [unowned self] in adapter.textDidChange() }
    }

    func clearRecords() {
        settingWrites = []
        reloads = 0
    }

    // MARK: The text view's state

    var text: String { textView.text }
    var selection: Range<Int> { textView.caret..<textView.caret }
    var marked: Range<Int>? { textView.markedRange }
    private(set) var isFirstResponder = false {
        didSet {
            textView.isEditing = isFirstResponder
            textView.adapter.editingStateDidChange()
        }
    }

    /// The width SwiftUI gives the view, applied in the text view's next layout pass.
    var width: Double {
        get { textView.width }
        set {
            guard newValue != textView.width else { return }
            textView.width = newValue
            textView.needsLayout = true
        }
    }

    // MARK: EditorRepresentableSurface

    var currentText: String { text }
    var markedTextUTF16Range: Range<Int>? { marked }
    var selectedUTF16Range: Range<Int> { selection }
    var isDictating: Bool { textView.isDictating }
    var dictationPlaceholderUTF16Range: Range<Int>? { textView.adapter.dictationPlaceholderUTF16Range }
    var hasUnsettledTextChange: Bool { textView.adapter.hasUnsettledTextChange }
    var boundsWidth: Double { width }

    /// The text view's fixed-width characters cannot count lines at `Double.greatestFiniteMagnitude`
    /// (unwrapped), so an unwrapped measurement is made a million points wide.
    func fittingHeight(atWidth width: Double) -> Double {
        textView.adapter.fittingSize(
            for: Size(width: min(width, 1_000_000), height: .greatestFiniteMagnitude)
        )
        .height
    }

    func setText(_ newText: String) {
        if textView.isDictating {
            StandInFailures.record("the editor set its text while dictation runs (B20)")
        }
        textWritesInCode += 1
        textView.setText(newText, layout: false)  // E1
    }

    func setSelectedUTF16Range(_ range: Range<Int>) {
        textView.setCaret(atUTF16Offset: range.upperBound)
    }

    func reloadInputViews() {
        reloads += 1
    }

    func becomeFirstResponder() -> Bool {
        host.checkNotUpdating("becomeFirstResponder()")
        guard isInWindow, isEditable, !isFirstResponder else { return false }  // E3
        isFirstResponder = true
        editingCallback { $0.editingDidBegin() }
        return true
    }

    func resignFirstResponder() -> Bool {
        host.checkNotUpdating("resignFirstResponder()")
        return endEditing()
    }

    func scheduleAfterUpdate() {
        host.mainQueueAsync { [unowned self] in adapter.updateDidFinish() }
    }

    /// The editor's `resignFirstResponder()` tells its adapter around `GrowingTextView`'s: the text
    /// view's adapter first, then UIKit ends any composition (E10), ends editing and calls the
    /// delegate (E4).
    private func endEditing() -> Bool {
        guard isFirstResponder else { return false }
        adapter.resignationWillBegin()
        defer { adapter.resignationDidEnd() }
        textView.adapter.editingWillEnd()
        resolveCompositionOnResign()
        isFirstResponder = false
        editingCallback { $0.editingDidEnd() }
        return true
    }

    /// E10: inside UIKit's `resignFirstResponder()`, a composition still open is kept, committed,
    /// dropped or unmarked without a report (an inline prediction is one too, E8).
    private func resolveCompositionOnResign() {
        guard let marked = textView.markedRange else { return }
        prediction = nil
        switch compositionOnResign {
        case .staysMarked:
            break
        case .commits:
            textView.commit(String(decoding: Array(textView.text.utf16)[marked], as: UTF16.self))
        case .drops:
            textView.commit("")
        case .unmarksSilently:
            textView.markedRange = nil
        }
    }

    /// E4: inside the call, or on the next turn.
    private func editingCallback(
        _ callback: @escaping (EditorRepresentableAdapter<EditorViewStandIn>) -> Void
    ) {
        if host.variant.editingCallbacksInsideTheCall {
            callback(adapter)
        } else {
            host.mainQueueAsync { [unowned self] in callback(adapter) }
        }
    }

    // MARK: UIKit's side

    /// The user taps into the view (E3, E4).
    func tap() {
        _ = becomeFirstResponder()
        host.turnRunLoop()
    }

    /// The user types or pastes at the caret (E5): the coordinator's `shouldChangeTextIn` may refuse
    /// (Return submitting), else the text view applies the edit. With inline predictions (E8) the
    /// prediction showing is accepted by a space and dropped by any other key first, except Return,
    /// which reaches `shouldChangeTextIn` while the prediction is still marked; a new prediction is
    /// shown after the edit. Then the run loop turns.
    func type(_ typed: String) {
        guard isFirstResponder, isEditable else {
            host.turnRunLoop()
            return
        }
        let asksWhileMarked = typed == "\n" && prediction != nil
        guard !asksWhileMarked || adapter.shouldChangeText(replacement: typed) else {
            host.turnRunLoop()
            return
        }
        if let prediction {
            self.prediction = nil
            textView.commit(typed == " " ? prediction : "")
        }
        guard asksWhileMarked || adapter.shouldChangeText(replacement: typed) else {
            host.turnRunLoop()
            return
        }
        textView.type(typed, layout: false)
        if host.variant.keyboardPredictsInline {
            predict()
        }
        host.turnRunLoop()
    }

    /// The user selects `range` and deletes it (the delete key, or Cut in the edit menu): a prediction
    /// showing is dropped by the selection (B21: moving on drops it), the coordinator's
    /// `shouldChangeTextIn` is asked with an empty replacement, and the text view applies the edit like
    /// a key (E5, B6). Then the run loop turns.
    func deleteSelection(_ range: Range<Int>) {
        guard isFirstResponder, isEditable else {
            host.turnRunLoop()
            return
        }
        if prediction != nil {
            prediction = nil
            textView.dropPrediction()
        }
        if adapter.shouldChangeText(replacement: "") {
            textView.edit(range, with: "", layout: false)
        }
        host.turnRunLoop()
    }

    /// The user undoes (⌘Z, a shake, the keyboard's undo key): the text view's undo manager runs the
    /// last group, each step reported like a key (B19); the text view's run loop turn lays it out,
    /// then SwiftUI's.
    func undo() {
        textView.undo()
        host.turnRunLoop()
    }

    /// The user redoes: the text view's undo manager runs the last redo group (B19).
    func redo() {
        textView.redo()
        host.turnRunLoop()
    }

    /// The user starts dictating at the caret (B20): the input mode becomes dictation and a
    /// placeholder (U+FFFC) stands where the speech goes, reported like a key but without
    /// `shouldChangeTextIn`. Then the run loop turns.
    func startDictation() {
        textView.isDictating = true
        dictationRange = textView.caret..<textView.caret
        dictationResult("\u{FFFC}")
    }

    /// The range dictation's placeholder or latest result stands in.
    private var dictationRange: Range<Int>?

    /// A streamed result of dictation replaces what stood there before (B20).
    func dictationResult(_ result: String) {
        guard let range = dictationRange else { return }
        textView.edit(range, with: result, layout: false)
        dictationRange = range.lowerBound..<(range.lowerBound + result.utf16.count)
        host.turnRunLoop()
    }

    /// The last result is in: the input mode changes (UIKit's
    /// `UITextInputMode.currentInputModeDidChangeNotification`, which the text view and the
    /// coordinator both observe; the coordinator only schedules work, so their order does not
    /// matter) (B20). Then the run loop turns.
    func endDictation() {
        dictationRange = nil
        textView.isDictating = false
        textView.adapter.inputModeDidChange()
        adapter.inputModeDidChange()
        host.turnRunLoop()
    }

    /// The words the keyboard predicts (E8).
    static let predictedWords = ["hello", "message"]
    /// The prediction shown as marked text after the caret, or `nil`.
    private(set) var prediction: String?

    /// E8: when the word before the caret begins one of ``predictedWords``, the rest of that word is
    /// marked after the caret, the caret staying before it.
    private func predict() {
        let before = String(decoding: Array(text.utf16.prefix(textView.caret)), as: UTF16.self)
        let word = before.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !word.isEmpty, !word.contains("\n"),
            let predicted = Self.predictedWords.first(where: { $0.hasPrefix(word) && $0 != word })
        else { return }
        let rest = String(predicted.dropFirst(word.count))
        prediction = rest
        textView.compose(rest)
        textView.caret = textView.markedRange?.lowerBound ?? textView.caret
    }

    /// SwiftUI removes the editor from its hierarchy while it updates (a condition turned off): UIKit
    /// takes the view out of its window, which ends editing (E9), then tells the view.
    func removeFromWindow() {
        if isFirstResponder {
            _ = endEditing()
        }
        isInWindow = false
        adapter.viewDidMoveToWindow()
    }

    /// An input method puts `composing` in place of the marked range or at the caret (E6).
    func compose(_ composing: String) {
        textView.compose(composing)
        host.turnRunLoop()
    }

    /// The user picks the final text of the composition (E6).
    func commit(_ final: String) {
        textView.commit(final)
        host.turnRunLoop()
    }
}
