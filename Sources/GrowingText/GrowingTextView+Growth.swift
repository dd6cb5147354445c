#if canImport(UIKit)
    import UIKit

    extension GrowingTextView {
        /// What one measurement produced: the content for the core, and the width UIKit fitted.
        struct Measurement {
            var content: ContentMeasurement
            var fittingWidth: CGFloat
        }

        /// The growth policy for the view's current limits, font, insets and screen.
        var growthPolicy: GrowthPolicy {
            GrowthPolicy(
                minimumNumberOfLines: minimumNumberOfLines,
                maximumNumberOfLines: maximumNumberOfLines,
                minimumHeight: Double(minimumHeight),
                maximumHeight: Double(maximumHeight),
                insets: Insets(textContainerInset),
                lineHeight: Double(lineHeightFont?.lineHeight ?? 0),
                displayScale: Double(traitCollection.displayScale),
                verticalAlignment: verticalAlignment
            )
        }

        /// The font whose line height the line limits count in: the view's, else the typing font.
        private var lineHeightFont: UIFont? {
            font ?? typingAttributes[.font] as? UIFont
        }

        /// Measures the text and the placeholder at a width, as UIKit lays them out; changes nothing.
        ///
        /// - Parameter width: The width to measure at; see `FittingWidth/widthToMeasure(current:)`.
        func measure(width: CGFloat) -> Measurement {
            let measuringWidth = CGFloat(FittingWidth.widthToMeasure(current: Double(width)))
            let fitting = super.sizeThatFits(CGSize(width: measuringWidth, height: .greatestFiniteMagnitude))
            let insets = Insets(textContainerInset)
            let padding = Double(textContainer.lineFragmentPadding)
            let labelWidth = PlaceholderLayout.labelWidth(
                viewWidth: Double(measuringWidth), textContainerInset: insets, lineFragmentPadding: padding)
            let label = placeholderLabel.sizeThatFits(
                CGSize(width: CGFloat(labelWidth), height: .greatestFiniteMagnitude))
            let content = ContentMeasurement(
                contentHeight: Double(fitting.height),
                placeholderHeight: PlaceholderLayout.viewHeight(
                    labelHeight: Double(label.height), textContainerInset: insets),
                isTextEmpty: text.isEmpty
            )
            return Measurement(content: content, fittingWidth: fitting.width)
        }

        /// Re-measures at the current width, resolves, and applies what changed.
        ///
        /// - Parameter animated: Whether the user's editing caused the refresh, so a height change may
        ///   animate and a table must resize the row.
        func refreshHeight(animated: Bool) {
            measuredWidth = bounds.width
            let measurement = measure(width: bounds.width)
            measuredContentHeight = CGFloat(measurement.content.contentHeight)
            apply(growthPolicy.resolve(measurement.content), animated: animated)
        }

        /// Text, font, insets or traits changed: re-measure without animation and move the placeholder.
        func layoutInputsDidChange() {
            stylePlaceholder()
            refreshHeight(animated: false)
            setNeedsLayout()
        }

        /// Text set in code (or by the view itself on the user's behalf, such as trimming): re-measure,
        /// then keep the caret in view.
        func textDidChangeProgrammatically() {
            updatePlaceholderVisibility()
            refreshHeight(animated: isChangingTextForUser)
            revealCaret()
        }

        private func apply(_ resolution: GrowthResolution, animated: Bool) {
            if isScrollEnabled != resolution.scrolls {
                isScrollEnabled = resolution.scrolls
            }
            let alignmentInset = CGFloat(resolution.contentOffsetY)
            if contentInset.top != alignmentInset {
                contentInset.top = alignmentInset
            }
            guard let update = tracker.update(to: resolution, animated: animated && animatesHeightChange)
            else {
                return
            }
            if let change = update.heightChange {
                applyHeightChange(change, byEditing: animated)
            }
            if update.revealsCaret {
                revealCaret()
            }
        }

        private func applyHeightChange(_ change: HeightChange, byEditing: Bool) {
            let from = CGFloat(change.from)
            let to = CGFloat(change.to)
            growingDelegate?.growingTextView(self, willChangeHeightFrom: from, to: to)
            appHeightConstraint?.constant = to
            invalidateIntrinsicContentSize()
            if change.animated, let superview {
                UIView.animate(
                    withDuration: change.duration, delay: 0,
                    options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]
                ) {
                    superview.layoutIfNeeded()
                }
            }
            growingDelegate?.growingTextView(self, didChangeHeightFrom: from, to: to)
            onHeightChange?(to)
            containerHeightChangeHandler?(change, byEditing)
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

        /// Scrolls the least that shows the caret, or back into the valid range when the content fits,
        /// using the height just resolved (the bounds may not have caught up yet).
        func revealCaret() {
            // Only an editing view shows a caret; otherwise the offset is only brought into range.
            let selection = isFirstResponder ? selectedTextRange : nil
            let caret = selection.map { Rect(caretRect(for: $0.end)) }
            let viewport = Viewport(
                contentOffset: Point(contentOffset),
                size: Size(width: Double(bounds.width), height: tracker.height),
                contentInset: Insets(adjustedContentInset),
                contentHeight: Double(measuredContentHeight)
            )
            let offsetY = ScrollPosition.settledContentOffsetY(
                in: viewport, revealing: caret, margin: Double(textContainerInset.bottom))
            if offsetY != Double(contentOffset.y) {
                setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(offsetY)), animated: false)
            }
        }
    }
#endif
