/// Where a text view's placeholder goes: exactly where the first line of text would start.
///
/// A text view lays its text out inside its text container insets, and each line fragment inside
/// the line fragment padding on both sides. A placeholder label placed with the same geometry lines
/// up with the text the user types, for any insets, padding, alignment and writing direction (the
/// insets and the padding are applied on both sides, so a right-to-left label lines up too). The
/// label lives in the text view's content coordinates, so a vertical-alignment shift moves it with
/// the text.
///
/// ## Bad input
/// A NaN, infinite or negative view width, label height, inset or padding counts as 0; a width
/// smaller than the insets and padding leaves a label 0 points wide, never a negative one. The
/// unbounded width `Double.greatestFiniteMagnitude` stays unbounded.
package enum PlaceholderLayout {
    /// The width the placeholder label wraps at.
    ///
    /// - Parameters:
    ///   - viewWidth: The text view's width.
    ///   - textContainerInset: The text view's text container insets.
    ///   - lineFragmentPadding: The text container's line fragment padding (5 by default in UIKit).
    /// - Returns: `viewWidth - left - right - 2 × padding`, at least 0.
    package static func labelWidth(viewWidth: Double, textContainerInset: Insets, lineFragmentPadding: Double)
        -> Double
    {
        let horizontal =
            textContainerInset.left.nonNegativeFiniteOrZero + textContainerInset.right.nonNegativeFiniteOrZero
        return max(
            0,
            viewWidth.nonNegativeFiniteOrZero - horizontal - 2 * lineFragmentPadding.nonNegativeFiniteOrZero)
    }

    /// The frame of the placeholder label in the text view's content coordinates.
    ///
    /// - Parameters:
    ///   - viewWidth: The text view's width.
    ///   - textContainerInset: The text view's text container insets.
    ///   - lineFragmentPadding: The text container's line fragment padding.
    ///   - labelHeight: The label's measured height at ``labelWidth(viewWidth:textContainerInset:lineFragmentPadding:)``.
    /// - Returns: A rectangle starting at `(left + padding, top)`.
    package static func labelFrame(
        viewWidth: Double, textContainerInset: Insets, lineFragmentPadding: Double, labelHeight: Double
    ) -> Rect {
        Rect(
            x: textContainerInset.left.nonNegativeFiniteOrZero + lineFragmentPadding.nonNegativeFiniteOrZero,
            y: textContainerInset.top.nonNegativeFiniteOrZero,
            width: labelWidth(
                viewWidth: viewWidth, textContainerInset: textContainerInset,
                lineFragmentPadding: lineFragmentPadding),
            height: labelHeight.nonNegativeFiniteOrZero
        )
    }

    /// The height the placeholder needs in the view, insets included, as
    /// ``ContentMeasurement/placeholderHeight`` expects it; 0 when the label is empty.
    ///
    /// - Parameters:
    ///   - labelHeight: The label's measured height.
    ///   - textContainerInset: The text view's text container insets.
    /// - Returns: `top + labelHeight + bottom`, or 0 when the label has no height.
    package static func viewHeight(labelHeight: Double, textContainerInset: Insets) -> Double {
        let label = labelHeight.nonNegativeFiniteOrZero
        guard label > 0 else { return 0 }
        return textContainerInset.top.nonNegativeFiniteOrZero + label
            + textContainerInset.bottom.nonNegativeFiniteOrZero
    }
}
