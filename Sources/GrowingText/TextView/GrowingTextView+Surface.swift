#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    // The bindings of the core's `GrowingTextViewSurface` to UIKit: each reads or writes one UIKit
    // property or calls one UIKit method. What happens when, and in which order, is the adapter's.
    extension GrowingTextView: @preconcurrency GrowingTextViewSurface {
        package var markedTextUTF16Range: Range<Int>? {
            markedTextRange.map {
                offset(
                    from: beginningOfDocument, to: $0.start)..<offset(from: beginningOfDocument, to: $0.end)
            }
        }

        package var currentText: String { text }
        package var isEditing: Bool { isFirstResponder }
        package var isDictating: Bool { textInputMode?.primaryLanguage == "dictation" }
        package func isAttachmentCharacter(atUTF16Offset offset: Int) -> Bool {
            // One character of the storage: its `string` would copy the whole text.
            guard offset >= 0, offset < textStorage.length else { return false }
            let character = textStorage.attributedSubstring(from: NSRange(location: offset, length: 1))
            return character.string.utf16.first == 0xFFFC
        }
        package var isUndoingOrRedoing: Bool { undoManager.map { $0.isUndoing || $0.isRedoing } ?? false }

        package var configuration: GrowingTextController.Configuration {
            GrowingTextController.Configuration(
                growth: GrowthPolicy(
                    minimumNumberOfLines: minimumNumberOfLines,
                    maximumNumberOfLines: maximumNumberOfLines,
                    minimumHeight: Double(minimumHeight),
                    maximumHeight: Double(maximumHeight),
                    insets: Insets(textContainerInset),
                    lineHeight: fontLineHeight,
                    displayScale: Double(traitCollection.displayScale),
                    verticalAlignment: verticalAlignment
                ),
                editing: editingPolicy,
                animatesHeightChange: animatesHeightChange,
                animationDuration: heightChangeAnimationDuration,
                reducesMotion: UIAccessibility.isReduceMotionEnabled,
                isHostedBySwiftUI: isHostedBySwiftUI,
                maximumLengthAnnouncement: maximumLengthAnnouncement
            )
        }

        package var typingLineHeight: Double {
            let style = typingAttributes[.paragraphStyle] as? NSParagraphStyle ?? .default
            return ParagraphLineHeight.height(
                fontLineHeight: fontLineHeight,
                lineSpacing: Double(style.lineSpacing), minimumLineHeight: Double(style.minimumLineHeight),
                maximumLineHeight: Double(style.maximumLineHeight),
                lineHeightMultiple: Double(style.lineHeightMultiple))
        }

        private var fontLineHeight: Double {
            TypingFont.lineHeight(
                viewFont: font.map { Double($0.lineHeight) },
                typingAttributesFont: (typingAttributes[.font] as? UIFont).map { Double($0.lineHeight) })
        }

        package func scrollState(readingCaret: Bool) -> GrowingTextController.ScrollState {
            GrowingTextController.ScrollState(
                bounds: Size(bounds.size), contentOffsetY: Double(contentOffset.y),
                adjustedContentInset: Insets(adjustedContentInset), caret: readingCaret ? laidOutCaret : nil)
        }

        /// The caret, after making sure layout reached it (TextKit 2 lays out lazily, and
        /// `caretRect(for:)` is wrong before); the adapter asks for it only while editing.
        private var laidOutCaret: Rect? {
            guard let selection = selectedTextRange else { return nil }
            if #available(iOS 16.0, *), let manager = textLayoutManager,
                let end = manager.textSelections.last?.textRanges.last?.endLocation,
                let range = NSTextRange(location: manager.documentRange.location, end: end)
            {
                manager.ensureLayout(for: range)
            }
            return Rect(caretRect(for: selection.end))
        }

        package func measure(atWidth width: Double) -> GrowingTextController.Measurement {
            let fitting = super.sizeThatFits(CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude))
            let insets = Insets(textContainerInset)
            let labelWidth = PlaceholderLayout.labelWidth(
                viewWidth: width, textContainerInset: insets,
                lineFragmentPadding: Double(textContainer.lineFragmentPadding))
            let label = placeholderLabel.sizeThatFits(
                CGSize(width: CGFloat(labelWidth), height: .greatestFiniteMagnitude))
            return GrowingTextController.Measurement(
                width: width, contentHeight: Double(fitting.height),
                placeholderHeight: PlaceholderLayout.viewHeight(
                    labelHeight: Double(label.height), textContainerInset: insets),
                isTextEmpty: text.isEmpty)
        }

        /// TextKit 2 when the view has it; TextKit 1 only when the view already switched to it (the
        /// first `layoutManager` access switches for good).
        package func lineFragmentFrames(upTo count: Int) -> [LineFragmentFrame] {
            if #available(iOS 16.0, *), let manager = textLayoutManager {
                return manager.lineFragmentFrames(upTo: count)
            }
            return layoutManager.lineFragmentFrames(upTo: count)
        }

        package func lineFragmentFrames(upTo count: Int, atWidth width: Double) -> [LineFragmentFrame] {
            let containerWidth = FittingWidth.textContainerWidth(
                viewWidth: width, textContainerInset: Insets(textContainerInset))
            return sizingLayout.lineFragmentFrames(
                of: textStorage, upTo: count, width: CGFloat(containerWidth), like: textContainer,
                usesTextKit2: usesTextKit2)
        }

        /// Whether the view lays its text out with TextKit 2 (asking never switches it to TextKit 1).
        private var usesTextKit2: Bool {
            guard #available(iOS 16.0, *) else { return false }
            return textLayoutManager != nil
        }

        package var boundsWidth: Double { Double(bounds.width) }
        package var placeholderText: String? { placeholder }
        package var appHeightConstraintConstant: Double? { appHeightConstraint.map { Double($0.constant) } }
        package var usesFrameLayout: Bool { translatesAutoresizingMaskIntoConstraints }

        package var animationRoots: (hasConfiguredView: Bool, isInWindow: Bool, hasSuperview: Bool) {
            (heightAnimationLayoutRoot != nil, window != nil, superview != nil)
        }

        package func setScrollEnabled(_ isEnabled: Bool) {
            isScrollEnabled = isEnabled
        }

        package func setContentInsetTop(_ top: Double) {
            contentInset.top = CGFloat(top)
        }

        package func setContentOffsetY(_ offsetY: Double) {
            setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(offsetY)), animated: false)
        }

        package func invalidateIntrinsicHeight() {
            invalidateIntrinsicContentSize()
        }

        package func setAppHeightConstraintConstant(_ height: Double) {
            appHeightConstraint?.constant = CGFloat(height)
        }

        package func setFrameHeight(_ height: Double) {
            frame.size.height = CGFloat(height)
        }

        package func layoutIfNeeded(_ root: HeightAnimationRoot) {
            view(for: root)?.layoutIfNeeded()
        }

        package func animateLayout(of root: HeightAnimationRoot, duration: Double) {
            UIView.animate(
                withDuration: duration, delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]
            ) {
                self.view(for: root)?.layoutIfNeeded()
            }
        }

        private func view(for root: HeightAnimationRoot) -> UIView? {
            switch root {
            case .configuredView: heightAnimationLayoutRoot
            case .window: window
            case .superview: superview
            }
        }

        /// Never while text is marked (behaviour B28): the adapter asks only once nothing is; a release
        /// build leaves the text as it is rather than corrupt the keyboard's next input.
        package func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
            assert(markedTextRange == nil, "the view edited its text storage while text is marked")
            let replaced = NSRange(location: range.lowerBound, length: range.count)
            guard markedTextRange == nil, NSMaxRange(replaced) <= textStorage.length else { return }
            let removed = textStorage.attributedSubstring(from: replaced).string
            textStorage.replaceCharacters(in: replaced, with: replacement)
            let left = range.lowerBound..<(range.lowerBound + replacement.utf16.count)
            // An undo manager keeps its targets unowned, and the window's outlives the view: the
            // target is an object the action itself keeps alive, and the view is held weakly.
            let target = replacementUndoTarget
            undoManager?.registerUndo(withTarget: target) { [target] _ in
                onMainActorNow { target.view?.adapter.undoReplacement(inUTF16: left, restoring: removed) }
            }
        }

        package var hasUndoManager: Bool { undoManager != nil }

        package var appAllowsEndingEditing: Bool { delegate?.textViewShouldEndEditing?(self) ?? true }

        package var sharesUndoManagerWithWindow: Bool {
            undoManager != nil && undoManager === window?.undoManager
        }

        package func removeAllUndoActions() {
            assertUndoManagerIsNotRunning()
            undoManager?.removeAllActions()
        }

        package func removeUndoActionsTargetingView() {
            assertUndoManagerIsNotRunning()
            undoManager?.removeAllActions(withTarget: self)
            undoManager?.removeAllActions(withTarget: textStorage)
            undoManager?.removeAllActions(withTarget: replacementUndoTarget)
        }

        /// Removing actions while the undo manager undoes or redoes can raise (behaviour I7): the adapter
        /// removes them a turn later then.
        private func assertUndoManagerIsNotRunning() {
            assert(
                !(undoManager?.isUndoing ?? false) && !(undoManager?.isRedoing ?? false),
                "the view removed undo actions while its undo manager undoes or redoes")
        }

        package func setCaret(atUTF16Offset offset: Int) {
            selectedRange = NSRange(location: min(max(offset, 0), textStorage.length), length: 0)
        }

        package func setPlaceholder(isHidden: Bool, accessibilityHint: String?) {
            placeholderLabel.isHidden = isHidden
            placeholderHint = accessibilityHint
        }

        package func scheduleLayoutCompletion() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.layoutDidComplete()
            }
        }

        package func scheduleUndoHistoryEnd() {
            DispatchQueue.main.async { [weak self] in
                self?.adapter.undoHistoryEndIsDue()
            }
        }

        package func notifyWillChangeHeight(_ change: HeightChange) {
            growingDelegate?.growingTextView?(
                self, willChangeHeightFrom: CGFloat(change.from), to: CGFloat(change.to))
        }

        package func notifyDidChangeHeight(_ change: HeightChange) {
            growingDelegate?.growingTextView?(
                self, didChangeHeightFrom: CGFloat(change.from), to: CGFloat(change.to))
            onHeightChange?(CGFloat(change.to))
        }

        package func resizeContainer(for change: HeightChange, byEditing: Bool) {
            containerHeightChangeHandler?(change, byEditing)
        }

        package func notifyTextDidChange() {
            delegate?.textViewDidChange?(self)
        }

        package func notifyTextDidSettle() {
            textDidSettleHandler?()
        }

        /// The constant height constraint the app added, which the view drives instead of its
        /// intrinsic size; UIKit's own constraints are never chosen (see `HeightConstraintRule`).
        private var appHeightConstraint: NSLayoutConstraint? {
            let installed = constraints
            let facts = installed.map { constraint in
                LayoutConstraintFacts(
                    className: String(describing: type(of: constraint)),
                    identifier: constraint.identifier,
                    constrainsOwnHeight: constraint.firstItem === self
                        && constraint.firstAttribute == .height,
                    hasSecondItem: constraint.secondItem != nil,
                    isEquality: constraint.relation == .equal,
                    isActive: constraint.isActive
                )
            }
            return HeightConstraintRule.indexOfConstraintToDrive(among: facts).map { installed[$0] }
        }

        /// Observes what tells the adapter about edits and layout inputs: the text's own
        /// notifications, attribute-only edits in the text storage, the end of an undo or a redo (any
        /// undo manager's, on any queue: the one the view answers comes from the responder chain and
        /// changes with it, so `undoGroupDidEnd(_:)` filters), exclusion paths, padding and Reduce
        /// Motion.
        func observeNotifications() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(textDidChangeNotification(_:)),
                name: UITextView.textDidChangeNotification, object: self)
            center.addObserver(
                self, selector: #selector(editingStateDidChange(_:)),
                name: UITextView.textDidBeginEditingNotification, object: self)
            center.addObserver(
                self, selector: #selector(editingStateDidChange(_:)),
                name: UITextView.textDidEndEditingNotification, object: self)
            center.addObserver(
                self, selector: #selector(textStorageDidProcessEditing(_:)),
                name: NSTextStorage.didProcessEditingNotification, object: textStorage)
            center.addObserver(
                self, selector: #selector(inputModeDidChange(_:)),
                name: UITextInputMode.currentInputModeDidChangeNotification, object: nil)
            center.addObserver(
                self, selector: #selector(undoGroupDidEnd(_:)),
                name: .NSUndoManagerDidUndoChange, object: nil)
            center.addObserver(
                self, selector: #selector(undoGroupDidEnd(_:)),
                name: .NSUndoManagerDidRedoChange, object: nil)
            center.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange(_:)),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            observations = [
                textContainer.observe(\.lineFragmentPadding) { [weak self] _, _ in
                    onMainActorNow { self?.textContainerDidChange() }
                },
                textContainer.observe(\.exclusionPaths) { [weak self] _, _ in
                    onMainActorNow { self?.textContainerDidChange() }
                },
            ]
        }

        @objc private func textDidChangeNotification(_ notification: Notification) {
            adapter.textDidChange()
        }

        @objc private func editingStateDidChange(_ notification: Notification) {
            adapter.editingStateDidChange()
        }

        @objc private func textStorageDidProcessEditing(_ notification: Notification) {
            let edited = textStorage.editedRange
            adapter.textStorageDidProcessEditing(
                editedRange: textStorage.editedMask.contains(.editedCharacters)
                    && edited.location != NSNotFound
                    ? edited.location..<NSMaxRange(edited) : nil,
                changeInLength: textStorage.changeInLength)
        }

        /// Observed with `object: nil`: any poster of the name reaches it, on its own thread.
        @objc nonisolated private func inputModeDidChange(_ notification: Notification) {
            onMainActor { [weak self] in
                guard let self else { return }
                adapter.inputModeDidChange()
                inputModeDidChangeHandler?()
            }
        }

        /// Any undo manager's end of a group comes here, on the queue that ran the group, which may be
        /// another queue on the main thread (a private Core Data context's `performAndWait`): nothing
        /// main-actor is touched here. The main queue's next turn hands the view's own undo manager's
        /// end to the adapter; a layout pass may have settled the undo by then (the adapter then
        /// ignores it).
        @objc nonisolated private func undoGroupDidEnd(_ notification: Notification) {
            let manager = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            DispatchQueue.main.async { [weak self] in
                guard let self, let manager, manager == undoManager.map(ObjectIdentifier.init) else { return }
                adapter.undoGroupDidEnd()
            }
        }

        /// Observed with `object: nil`: any poster of the name reaches it, on its own thread.
        @objc nonisolated private func reduceMotionStatusDidChange(_ notification: Notification) {
            onMainActor { [weak self] in self?.adapter.configurationDidChange() }
        }

        private func textContainerDidChange() {
            adapter.contentDidInvalidate()
            layoutPlaceholder()
        }
    }

    /// What `GrowingTextView` registers the inverses of its own replacements with: each action keeps
    /// it alive (an undo manager does not retain its targets), and it holds the view weakly, so an
    /// action left on the window's undo manager after the view is gone does nothing.
    @MainActor
    final class ReplacementUndoTarget {
        weak var view: GrowingTextView?

        init(view: GrowingTextView) {
            self.view = view
        }
    }
#endif
