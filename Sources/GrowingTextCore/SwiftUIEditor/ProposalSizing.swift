/// How a growing editor answers a layout system's size proposal (SwiftUI's
/// `sizeThatFits(_:uiView:context:)` on iOS 16 and later): the width to measure the content at, and
/// the size to report once the controller has resolved the height for it.
///
/// SwiftUI proposes a real width to place the editor, and also probes it: `nil` for its ideal size,
/// 0 for its minimum and infinity for its maximum. A text view measured at 0 wraps after every
/// character and at infinity never wraps, so those probes are measured at the width the editor
/// already has (or unwrapped before its first layout), and answered as a fully flexible view answers:
/// - a finite, positive width: that width, measured at it;
/// - 0 or below (the minimum probe): width 0, the editor can shrink to nothing;
/// - +infinity (the maximum probe): infinity, the editor takes any width it is given;
/// - `nil` or NaN (the ideal probe): the current width; no answer (`nil`, let the layout system
///   decide) before the editor has one.
///
/// The height is always the one resolved for the content (between the line limits), whatever height
/// is proposed: constraints that squeeze the editor make it scroll, as in UIKit.
package struct ProposalSizing: Hashable, Sendable {
    /// The width to measure the content at; `Double.greatestFiniteMagnitude` measures it unwrapped.
    package let measuringWidth: Double
    /// The width to report.
    package let width: Double

    /// The plan for a proposed width, or `nil` when the editor has no size to report (an ideal-size
    /// probe before its first layout).
    ///
    /// - Parameters:
    ///   - proposedWidth: The proposed width; `nil` for the ideal size.
    ///   - currentWidth: The editor's current width; NaN, infinite, zero or negative counts as none.
    package init?(proposedWidth: Double?, currentWidth: Double) {
        let current = FittingWidth.widthToMeasure(current: currentWidth)
        switch proposedWidth {
        case let width? where width.isFinite && width > 0:
            measuringWidth = width
            self.width = width
        case let width? where width == .infinity:
            measuringWidth = current
            self.width = .infinity
        case let width? where !width.isNaN:
            measuringWidth = current
            self.width = 0
        default:
            guard let ideal = FittingWidth.resolve(proposed: nil, current: currentWidth) else { return nil }
            measuringWidth = ideal
            width = ideal
        }
    }

    /// The plan for Auto Layout's fitting request
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`), through
    /// which a layout system without size proposals (SwiftUI before iOS 16) may ask the height for a
    /// width: a required horizontal priority fixes the width, so the target width is a
    /// proposal; any other priority leaves the width free, so the request is the ideal-size probe.
    ///
    /// - Parameters:
    ///   - fittingTargetWidth: The target size's width.
    ///   - isWidthRequired: Whether the horizontal fitting priority is `.required`.
    ///   - currentWidth: The editor's current width.
    package init?(fittingTargetWidth: Double, isWidthRequired: Bool, currentWidth: Double) {
        self.init(proposedWidth: isWidthRequired ? fittingTargetWidth : nil, currentWidth: currentWidth)
    }

    /// The size to report for the height resolved at ``measuringWidth``.
    ///
    /// - Parameter height: The resolved height; negative or non-finite counts as 0.
    /// - Returns: ``width`` and that height.
    package func size(height: Double) -> Size {
        Size(width: width, height: height.nonNegativeFiniteOrZero)
    }
}
