import GrowingTextCore
import Testing

/// A stand-in for the `GrowingTextView` a `GrowingTextEditor` hosts: it implements the same
/// ``EditorRepresentableSurface`` the UIKit text view implements, and calls the production
/// ``EditorRepresentableAdapter`` from each modelled UIKit callback (the representable's coordinator
/// is nothing but those calls). Its heights come from a ``TextViewStandIn`` running the text view's
/// own adapter.
///
/// Modelled behaviours, each with its source and grade (`docs/UIKitBehaviours.md`):
/// - E1-E6: each behaviour, its source and its evidence grade are in
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
    private let measurer = TextViewStandIn()

    var text = ""
    var selection = 0..<0
    var marked: Range<Int>?
    var isFirstResponder = false
    var isInWindow = false
    var width = 0.0

    /// The settings the adapter wrote, by name, in order.
    private(set) var settingWrites: [String] = []
    private(set) var reloads = 0
    private(set) var textWritesInCode = 0

    var placeholder: String? { didSet { settingWrites.append("placeholder") } }
    var minimumNumberOfLines = 1 {
        didSet {
            settingWrites.append("minimumNumberOfLines")
            measurer.configure { $0.growth.minimumNumberOfLines = minimumNumberOfLines }
        }
    }
    var maximumNumberOfLines = 0 {
        didSet {
            settingWrites.append("maximumNumberOfLines")
            measurer.configure { $0.growth.maximumNumberOfLines = maximumNumberOfLines }
        }
    }
    var maximumLength: Int? { didSet { settingWrites.append("maximumLength") } }
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

    init() {
        measurer.configure { $0.growth.maximumNumberOfLines = nil }
    }

    func clearRecords() {
        settingWrites = []
        reloads = 0
    }

    // MARK: EditorRepresentableSurface

    var currentText: String { text }
    var markedTextUTF16Range: Range<Int>? { marked }
    var selectedUTF16Range: Range<Int> { selection }
    var boundsWidth: Double { width }

    /// The measurer's fixed-width characters cannot count lines at `Double.greatestFiniteMagnitude`
    /// (unwrapped), so an unwrapped measurement is made a million points wide.
    func fittingHeight(atWidth width: Double) -> Double {
        measurer.text = text
        let measurable = min(width, 1_000_000)
        return measurer.adapter.fittingSize(for: Size(width: measurable, height: .greatestFiniteMagnitude))
            .height
    }

    func setText(_ newText: String) {
        textWritesInCode += 1
        text = newText
        selection = newText.utf16.count..<newText.utf16.count  // E1
        marked = nil
    }

    func setSelectedUTF16Range(_ range: Range<Int>) {
        selection = range
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
        guard isFirstResponder else { return false }
        isFirstResponder = false
        editingCallback { $0.editingDidEnd() }
        return true
    }

    func scheduleAfterUpdate() {
        host.mainQueueAsync { [unowned self] in adapter.updateDidFinish() }
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

    /// The user types or pastes at the selection (E5), then the run loop turns.
    func type(_ typed: String) {
        guard isFirstResponder, isEditable, adapter.shouldChangeText(replacement: typed) else {
            host.turnRunLoop()
            return
        }
        replaceSelection(with: typed)
        adapter.textDidChange()
        host.turnRunLoop()
    }

    /// An input method puts `composing` in place of the marked range or the selection (E6).
    func compose(_ composing: String) {
        let range = marked ?? selection
        replace(range, with: composing)
        marked = range.lowerBound..<(range.lowerBound + composing.utf16.count)
        adapter.textDidChange()
        host.turnRunLoop()
    }

    private func replaceSelection(with replacement: String) {
        replace(selection, with: replacement)
        marked = nil
    }

    private func replace(_ range: Range<Int>, with replacement: String) {
        var units = Array(text.utf16)
        units.replaceSubrange(range, with: Array(replacement.utf16))
        text = String(decoding: units, as: UTF16.self)
        let caret = range.lowerBound + replacement.utf16.count
        selection = caret..<caret
    }
}
