#if canImport(UIKit)
    import UIKit

    extension GrowingTextView {
        func observeEditing() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(textDidChangeByUser(_:)),
                name: UITextView.textDidChangeNotification,
                object: self)
            center.addObserver(
                self, selector: #selector(editingDidBegin(_:)),
                name: UITextView.textDidBeginEditingNotification,
                object: self)
            center.addObserver(
                self, selector: #selector(editingDidEnd(_:)), name: UITextView.textDidEndEditingNotification,
                object: self)
        }

        /// Applies ``maximumLength`` to an edit the app's delegate accepted, through
        /// ``EditingPolicy/acceptedEdit(replacingUTF16:with:in:isComposing:)``.
        ///
        /// When the core cuts the edit, the view performs the cut edit itself (through UITextInput, so
        /// undo, typing attributes and the delegate's `textViewDidChange(_:)` work as for typing), puts
        /// the caret after the inserted part, and refuses the original edit.
        ///
        /// - Returns: Whether UIKit should apply the edit as proposed.
        func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
            guard !isApplyingAcceptedEdit else { return true }
            let edit = editingPolicy.acceptedEdit(
                replacingUTF16: range.location..<(range.location + range.length), with: replacementText,
                in: text, isComposing: markedTextRange != nil)
            guard edit.isModified else { return true }
            replaceText(inUTF16: edit.range, with: edit.replacement)
            selectedRange = NSRange(location: edit.caret, length: 0)
            refreshHeight(animated: true)
            revealCaret()
            return false
        }

        /// Replaces a UTF-16 range the way the keyboard would, without asking the limit again.
        private func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
            guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
                let end = position(from: beginningOfDocument, offset: range.upperBound),
                let textRange = textRange(from: start, to: end)
            else { return }
            isApplyingAcceptedEdit = true
            replace(textRange, withText: replacement)
            isApplyingAcceptedEdit = false
        }

        @objc private func textDidChangeByUser(_ notification: Notification) {
            // Input-method composition is not cut while it runs; once committed, the overflow goes.
            if let overflow = editingPolicy.overflowUTF16Range(in: text, isComposing: markedTextRange != nil)
            {
                replaceText(inUTF16: overflow, with: "")
            }
            updatePlaceholderVisibility()
            refreshHeight(animated: true)
            revealCaret()
        }

        @objc private func editingDidBegin(_ notification: Notification) {
            updatePlaceholderVisibility()
        }

        @objc private func editingDidEnd(_ notification: Notification) {
            let kept = editingPolicy.textAfterEndEditing(text)
            if kept != text {
                // Trimming ends the user's editing, so a table row holding the view shrinks with it.
                isChangingTextForUser = true
                text = kept
                isChangingTextForUser = false
                delegateProxy.forwardee?.textViewDidChange?(self)
            }
            updatePlaceholderVisibility()
        }
    }
#endif
