import GrowingTextCore

/// Ways text reaches a ``TextViewStandIn`` that the input matrix adds: a drop, a Writing Tools
/// session, and the view leaving its window. Each is built from the stand-in's own modelled edits
/// and reports (B6, B17, B18, V1) and cites its behaviour in `docs/UIKitBehaviours.md` (I2-I4).
extension TextViewStandIn {
    /// How UIKit tells of a drop (I3), which no source describes step by step.
    enum DropReport: String, CaseIterable, CustomStringConvertible {
        /// As a paste: `shouldChangeTextIn`, the edit, `textViewDidChange` and the notification (B6).
        case likeAPaste
        /// As an `insertText(_:)` made by code: what reaches whom is V1.
        case likeCode

        var description: String { rawValue }
    }

    /// How UIKit tells of each Writing Tools rewrite (I4), which no source describes.
    enum RewriteReport: String, CaseIterable, CustomStringConvertible {
        /// As a typed key or an autocorrection: `shouldChangeTextIn`, the edit, `textViewDidChange`
        /// and the notification (B6).
        case likeAKey
        /// As an edit of the text storage: the storage reports it (B17), nothing else does (B18).
        case storageOnly

        var description: String { rawValue }
    }

    /// The user drops `dropped` text from another view or app at UTF-16 offset `offset` (I3): one
    /// edit of the text storage at the drop position (B17), told as `report` says; the caret lands
    /// after the dropped text. Then the run loop turns.
    func drop(_ dropped: String, at offset: Int, report: DropReport) {
        caret = offset
        switch report {
        case .likeAPaste: edit(offset..<offset, with: dropped)
        case .likeCode: appInsertText(dropped)
        }
    }

    /// A Writing Tools session (I4): each rewrite replaces a range through the text storage (B17),
    /// told as `report` says, and the run loop turns after each; `duringSession` runs after each
    /// rewrite, with the session still active.
    ///
    /// - Parameters:
    ///   - rewrites: The replacements, in order: a range of the text as it is then, and its new text.
    ///   - report: How each rewrite is told.
    ///   - duringSession: What to check after each rewrite, before the session ends.
    func writeWithWritingTools(
        _ rewrites: [(range: Range<Int>, text: String)], report: RewriteReport,
        duringSession: () -> Void = {}
    ) {
        for rewrite in rewrites {
            switch report {
            case .likeAKey:
                edit(rewrite.range, with: rewrite.text)
            case .storageOnly:
                appEditTextStorage(rewrite.range, with: rewrite.text)
            }
            duringSession()
        }
        turnRunLoop()
    }

    /// The app takes the focused view out of its window (a screen popped, the composer hidden): UIKit
    /// ends its editing as it leaves (I2: `resignFirstResponder()`, then `textViewDidEndEditing` and
    /// `textDidEndEditingNotification`), and the view gets no layout pass until it is back in one.
    func removeFromWindow() {
        if isEditing {
            adapter.editingWillEnd()
            isEditing = false
            log.append("textViewDidEndEditing")
            adapter.editingStateDidChange()
        }
        isInWindow = false
    }

    /// The view goes back into a window (UIKit's `didMoveToWindow()`): its pending layout runs in the
    /// next pass; without `layout`, the one its list runs, the run loop turning later.
    func moveToWindow(layout: Bool = true) {
        isInWindow = true
        adapter.viewDidMoveToWindow()
        needsLayout = true
        if layout { turnRunLoop() }
    }
}
