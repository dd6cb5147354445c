#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension GrowingTextView {
        /// Observes what changes the text's layout without telling the view: edits and notifications
        /// of its own text, attribute-only edits in the text storage, exclusion paths and padding.
        func observeLayoutInputs() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(textDidChangeByUser(_:)),
                name: UITextView.textDidChangeNotification, object: self)
            center.addObserver(
                self, selector: #selector(editingDidBegin(_:)),
                name: UITextView.textDidBeginEditingNotification, object: self)
            center.addObserver(
                self, selector: #selector(textStorageDidProcessEditing(_:)),
                name: NSTextStorage.didProcessEditingNotification, object: textStorage)
            observations = [
                textContainer.observe(\.lineFragmentPadding) { [weak self] _, _ in
                    runOnMainActor { self?.contentDidInvalidate() }
                },
                textContainer.observe(\.exclusionPaths) { [weak self] _, _ in
                    runOnMainActor { self?.contentDidInvalidate() }
                },
            ]
        }

        /// Forwards an edit the app's delegate accepted; the controller may cut it to
        /// ``maximumLength``, in which case the view applies the cut edit itself.
        ///
        /// - Returns: Whether UIKit should apply the edit as proposed.
        func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
            guard !isApplyingAcceptedEdit else { return true }
            let edit = GrowingTextController.ProposedEdit(
                range: range.location..<(range.location + range.length), replacement: replacementText,
                text: text, isComposing: markedTextRange != nil)
            return !send(.editProposed(edit))
        }

        /// Editing ends: the controller trims and then tells the app's delegate.
        func editingWillEnd() {
            send(.editingEnded(text: text))
            updatePlaceholderVisibility()
        }

        private func contentDidInvalidate() {
            send(.contentInvalidated)
            layoutPlaceholder()
        }

        @objc private func textDidChangeByUser(_ notification: Notification) {
            send(.textChanged(GrowingTextController.TextChange(text: text, markedRange: markedUTF16Range)))
            updatePlaceholderVisibility()
            sendMeasurement(.edit)
        }

        @objc private func editingDidBegin(_ notification: Notification) {
            updatePlaceholderVisibility()
        }

        /// Character edits arrive as `textDidChange`; attribute-only edits (mention highlighting) only
        /// here, mid-edit, so they are measured in the next layout pass.
        @objc private func textStorageDidProcessEditing(_ notification: Notification) {
            guard !textStorage.editedMask.contains(.editedCharacters) else { return }
            contentDidInvalidate()
        }

        /// The marked (input-method) range in UTF-16 offsets, or `nil`.
        private var markedUTF16Range: Range<Int>? {
            guard let marked = markedTextRange else { return nil }
            let lower = offset(from: beginningOfDocument, to: marked.start)
            return lower..<max(lower, offset(from: beginningOfDocument, to: marked.end))
        }
    }

    /// Runs main-actor code from a callback that UIKit makes on the main thread, synchronously, but
    /// that Swift does not know to be isolated (KVO). A hop (`Task`, `DispatchQueue.main.async`)
    /// would re-measure a frame late; `MainActor.assumeIsolated` is not in the iOS 16 SDK's
    /// standard library, so this is its equivalent: check the queue, then call.
    private func runOnMainActor(_ body: @MainActor () -> Void) {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
#endif
