/// Input paths the explorer of event orders adds to the matrix's: a replacement of several ranges
/// told once, and a composition that takes back committed text. Each is built from the stand-in's
/// own modelled edits and reports (B6, B7, B17) and cites its behaviour in
/// `docs/UIKitBehaviours.md` (I10, I11).
extension TextViewStandIn {
    /// Find and replace's Replace All (I10): every match replaced through the text storage in one
    /// event, each a storage edit of its own (B17), then one report of the change (B6); then the run
    /// loop turns.
    ///
    /// - Parameter replacements: The ranges and their new texts, in the order UIKit makes them, each
    ///   range in the text as the replacements before it left it.
    func replaceAll(_ replacements: [(range: Range<Int>, text: String)]) {
        guard appAcceptsEdits else { return }
        event {
            for replacement in replacements {
                replace(replacement.range, with: replacement.text)
            }
            reportTextChange()
        }
        turnRunLoop()
    }

    /// An input method takes committed text back into its composition (I11), as a Korean keyboard
    /// does with the last syllable when the next key joins it: the marked text replaces `range`
    /// (B7: it replaces the selection), reported like any marked text; then the run loop turns.
    func compose(_ marked: String, replacing range: Range<Int>) {
        event {
            markedRange = nil
            replace(range, with: marked)
            markedRange = range.lowerBound..<(range.lowerBound + marked.utf16.count)
            reportTextChange()
        }
        turnRunLoop()
    }

    /// The app calls `resignFirstResponder()` on the view while it is not the first responder (an
    /// `endEditing(_:)` on a screen, say): the view's override lets the adapter trim first, as it
    /// always does, and UIKit has no editing to end. Then the run loop turns.
    func resignWhileNotEditing() {
        adapter.editingWillEnd()
        turnRunLoop()
    }

    /// Constraints of a higher priority hold the view at `height` (B5), or let it go (`nil`); the
    /// next layout pass applies it.
    func squeeze(to height: Double?) {
        squeezedHeight = height
        needsLayout = true
        turnRunLoop()
    }
}
