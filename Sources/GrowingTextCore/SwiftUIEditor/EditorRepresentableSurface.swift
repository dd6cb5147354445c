/// What an ``EditorRepresentableAdapter`` reads from and writes to the text view a SwiftUI editor
/// hosts: the surface of the `UIViewRepresentable`'s text view (a `GrowingTextView`), or of a test's
/// stand-in.
///
/// Every requirement is one plain read or write of the platform's own property or method (most are
/// UIKit's own names, which the text view implements as they are); the values of UIKit's types
/// (fonts, colors, the keyboard's traits) stay opaque to the adapter, which only compares them. What
/// is written when, which binding is written when, and what is deferred past SwiftUI's update is the
/// adapter's.
package protocol EditorRepresentableSurface: AnyObject {
    /// A font (UIKit's `UIFont`).
    associatedtype Font: Equatable
    /// A color (UIKit's `UIColor`).
    associatedtype Color: Equatable
    /// A paragraph alignment (UIKit's `NSTextAlignment`).
    associatedtype TextAlignment: Equatable
    /// The keyboard's traits together: autocorrection, autocapitalization, keyboard type, Return key.
    associatedtype KeyboardTraits: Equatable

    // MARK: Reading

    /// The text (UIKit's `text`).
    var currentText: String { get }
    /// The marked (input-method) range, or `nil` (UIKit's `markedTextRange`).
    var markedTextUTF16Range: Range<Int>? { get }
    /// The selection in UTF-16 offsets (UIKit's `selectedRange`).
    var selectedUTF16Range: Range<Int> { get }
    /// Whether dictation is running (UIKit: `textInputMode?.primaryLanguage == "dictation"`).
    var isDictating: Bool { get }
    /// Dictation's placeholder (U+FFFC) while it stands where the speech goes, in UTF-16 offsets, or
    /// `nil` (the text view's adapter knows it: ``GrowingTextViewAdapter/dictationPlaceholderUTF16Range``).
    var dictationPlaceholderUTF16Range: Range<Int>? { get }
    /// Whether the text changed and the view has not settled the change yet (an undo reported step
    /// by step until its group ends, an edit of its text storage no change reported): the view
    /// calls its change hook once it has (the text view's adapter knows it:
    /// ``GrowingTextViewAdapter/hasUnsettledTextChange``).
    var hasUnsettledTextChange: Bool { get }
    /// Whether the view is first responder (UIKit's `isFirstResponder`).
    var isFirstResponder: Bool { get }
    /// Whether the view is in a window.
    var isInWindow: Bool { get }
    /// The bounds' width.
    var boundsWidth: Double { get }
    /// The height the view resolves for its content at a width (its `sizeThatFits(_:)`).
    func fittingHeight(atWidth width: Double) -> Double

    // MARK: The view's settings, each read and written as the view holds it

    var placeholder: String? { get set }
    var minimumNumberOfLines: Int { get set }
    var maximumNumberOfLines: Int { get set }
    var maximumLength: Int? { get set }
    var verticalAlignment: GrowthPolicy.VerticalAlignment { get set }
    var font: Font? { get set }
    var textColor: Color? { get set }
    var textAlignment: TextAlignment { get set }
    var isEditable: Bool { get set }
    var isSelectable: Bool { get set }
    var keyboardTraits: KeyboardTraits { get set }

    // MARK: Writing

    /// Sets the text in code (UIKit's `text` setter).
    func setText(_ text: String)
    /// Sets the selection (UIKit's `selectedRange`).
    func setSelectedUTF16Range(_ range: Range<Int>)
    /// Makes the keyboard read the traits again (UIKit's `reloadInputViews()`).
    func reloadInputViews()
    /// UIKit's `becomeFirstResponder()`.
    func becomeFirstResponder() -> Bool
    /// UIKit's `resignFirstResponder()`.
    func resignFirstResponder() -> Bool
    /// Calls ``EditorRepresentableAdapter/updateDidFinish()`` on the next turn of the run loop, after
    /// SwiftUI's update (UIKit: `DispatchQueue.main.async`).
    func scheduleAfterUpdate()
}
