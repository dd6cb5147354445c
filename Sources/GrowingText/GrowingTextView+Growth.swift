#if canImport(UIKit)
    import GrowingTextCore
    import UIKit

    extension GrowingTextView {
        /// The configuration for the view's current limits, font, insets, screen and editing rules.
        var configuration: GrowingTextController.Configuration {
            GrowingTextController.Configuration(
                growth: GrowthPolicy(
                    minimumNumberOfLines: minimumNumberOfLines,
                    maximumNumberOfLines: maximumNumberOfLines,
                    minimumHeight: Double(minimumHeight),
                    maximumHeight: Double(maximumHeight),
                    insets: Insets(textContainerInset),
                    lineHeight: Double(lineHeightFont?.lineHeight ?? 0),
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

        /// The font whose line height the line limits count in for lines not laid out yet.
        private var lineHeightFont: UIFont? {
            font ?? typingAttributes[.font] as? UIFont
        }

        /// The scroll view's state now, with the caret read after layout has reached it.
        var scrollState: GrowingTextController.ScrollState {
            GrowingTextController.ScrollState(
                bounds: Size(bounds.size), contentOffsetY: Double(contentOffset.y),
                adjustedContentInset: Insets(adjustedContentInset), caret: laidOutCaret)
        }

        /// The caret while editing, after making sure layout reached it (TextKit 2 lays out lazily,
        /// and `caretRect(for:)` is wrong before).
        private var laidOutCaret: Rect? {
            guard isFirstResponder, let selection = selectedTextRange else { return nil }
            if #available(iOS 16.0, *), let manager = textLayoutManager,
                let end = manager.textSelections.last?.textRanges.last?.endLocation,
                let range = NSTextRange(location: manager.documentRange.location, end: end)
            {
                manager.ensureLayout(for: range)
            }
            return Rect(caretRect(for: selection.end))
        }

        /// Measures the text, its line fragments and the placeholder at a width, as UIKit lays them
        /// out; changes nothing.
        ///
        /// - Parameter width: The width to measure at; see `FittingWidth/widthToMeasure(current:)`.
        func measure(width: CGFloat) -> GrowingTextController.Measurement {
            let measuringWidth = CGFloat(FittingWidth.widthToMeasure(current: Double(width)))
            let fitting = super.sizeThatFits(CGSize(width: measuringWidth, height: .greatestFiniteMagnitude))
            let insets = Insets(textContainerInset)
            let labelWidth = PlaceholderLayout.labelWidth(
                viewWidth: Double(measuringWidth), textContainerInset: insets,
                lineFragmentPadding: Double(textContainer.lineFragmentPadding))
            let label = placeholderLabel.sizeThatFits(
                CGSize(width: CGFloat(labelWidth), height: .greatestFiniteMagnitude))
            return GrowingTextController.Measurement(
                width: Double(measuringWidth),
                contentHeight: Double(fitting.height),
                lineFragmentHeights: width == bounds.width ? lineFragmentHeights : [],
                placeholderHeight: PlaceholderLayout.viewHeight(
                    labelHeight: Double(label.height), textContainerInset: insets),
                isTextEmpty: text.isEmpty
            )
        }

        /// The heights of the laid-out line fragments, top first, as many as the line limits use.
        /// TextKit 2 when the view has it; TextKit 1 only when the view already switched to it (the
        /// first `layoutManager` access switches for good).
        private var lineFragmentHeights: [Double] {
            let wanted = max(minimumNumberOfLines, maximumNumberOfLines)
            guard wanted > 0 else { return [] }
            var heights: [Double] = []
            if #available(iOS 16.0, *), let manager = textLayoutManager {
                manager.enumerateTextLayoutFragments(
                    from: manager.documentRange.location, options: [.ensuresLayout]
                ) { fragment in
                    heights += fragment.textLineFragments.map { Double($0.typographicBounds.height) }
                    return heights.count < wanted
                }
            } else {
                layoutManager.enumerateLineFragments(
                    forGlyphRange: NSRange(location: 0, length: layoutManager.numberOfGlyphs)
                ) { _, usedRect, _, _, stop in
                    heights.append(Double(usedRect.height))
                    if heights.count >= wanted { stop.pointee = true }
                }
            }
            return Array(heights.prefix(wanted))
        }

        /// Sends an event to the controller and applies the effects.
        ///
        /// - Returns: Whether the effects refused a proposed edit.
        @discardableResult
        func send(_ event: GrowingTextController.Event) -> Bool {
            apply(controller.handle(event))
        }

        /// Measures at the current width and tells the controller why.
        func sendMeasurement(_ reason: GrowingTextController.MeasurementReason) {
            send(.contentMeasured(measure(width: bounds.width), scrollState, reason: reason))
        }

        /// A limit, an editing rule or the animation changed.
        func configurationDidChange() {
            send(.configurationChanged(configuration))
        }

        /// Text, font, insets or traits changed: a new configuration and a new measurement.
        func layoutInputsDidChange() {
            stylePlaceholder()
            configurationDidChange()
            sendMeasurement(.layoutChange)
            setNeedsLayout()
        }

        /// Text set in code: re-measure without animation and keep the caret in view.
        func textDidChangeProgrammatically() {
            updatePlaceholderVisibility()
            sendMeasurement(.textSetInCode)
        }

        private func apply(_ effects: [GrowingTextController.Effect]) -> Bool {
            var refused = false
            for effect in effects {
                switch effect {
                case .setScrollEnabled(let enabled):
                    isScrollEnabled = enabled
                case .setContentInsetTop(let top):
                    contentInset.top = CGFloat(top)
                case .setContentOffsetY(let offsetY):
                    setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(offsetY)), animated: false)
                case .setHeight(let change):
                    applyHeight(change)
                case .syncHeightConstraint(let height):
                    if let constraint = appHeightConstraint, constraint.constant != CGFloat(height) {
                        constraint.constant = CGFloat(height)
                    }
                case .notifyWillChangeHeight(let change):
                    growingDelegate?.growingTextView?(
                        self, willChangeHeightFrom: CGFloat(change.from), to: CGFloat(change.to))
                case .notifyDidChangeHeight(let change, let byEditing):
                    growingDelegate?.growingTextView?(
                        self, didChangeHeightFrom: CGFloat(change.from), to: CGFloat(change.to))
                    onHeightChange?(CGFloat(change.to))
                    containerHeightChangeHandler?(change, byEditing)
                case .setNeedsLayout:
                    setNeedsLayout()
                case .scheduleLayoutCompletion:
                    DispatchQueue.main.async { [weak self] in
                        self?.send(.layoutCompleted)
                    }
                case .measure(let reason):
                    sendMeasurement(reason)
                case .replaceText(let range, let replacement, let caret):
                    replaceText(inUTF16: range, with: replacement)
                    if let caret {
                        selectedRange = NSRange(location: caret, length: 0)
                    }
                case .refuseProposedEdit:
                    refused = true
                case .notifyTextDidChange:
                    delegateProxy.forwardee?.textViewDidChange?(self)
                case .notifyEditingEnded:
                    delegateProxy.forwardee?.textViewDidEndEditing?(self)
                case .announce(let announcement):
                    announce(announcement)
                case .reloadConfiguration:
                    configurationDidChange()
                }
            }
            return refused
        }

        /// Applies a height: the intrinsic size, the app's constraint, the frame in frame layout, and
        /// the animation of the layout root when the controller animates it.
        private func applyHeight(_ change: HeightChange) {
            appHeightConstraint?.constant = CGFloat(change.to)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            if translatesAutoresizingMaskIntoConstraints {
                frame.size.height = CGFloat(change.to)
            }
            let choice = HeightAnimationRoot.choose(
                for: change, hasConfiguredView: heightAnimationLayoutRoot != nil, isInWindow: window != nil,
                hasSuperview: superview != nil)
            let root: UIView?
            switch choice {
            case .configuredView: root = heightAnimationLayoutRoot
            case .window: root = window
            case .superview: root = superview
            case nil: root = nil
            }
            if let root {
                UIView.animate(
                    withDuration: change.duration, delay: 0,
                    options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]
                ) {
                    root.layoutIfNeeded()
                }
            }
        }

        /// Replaces a UTF-16 range the way the keyboard would (undo, typing attributes and the
        /// delegate's `textViewDidChange(_:)` intact), without asking the limit again.
        private func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
            guard let start = position(from: beginningOfDocument, offset: range.lowerBound),
                let end = position(from: beginningOfDocument, offset: range.upperBound),
                let textRange = textRange(from: start, to: end)
            else { return }
            isApplyingAcceptedEdit = true
            replace(textRange, withText: replacement)
            isApplyingAcceptedEdit = false
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
    }
#endif
